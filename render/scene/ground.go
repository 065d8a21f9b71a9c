package scene

import "crdplayer/sim"

// GroundStamp is one terrain patch painted into the ground: a TerrainPatch-sized square (128
// world pixels) whose top-left corner is (X, Y) world pixels, rotated by Rotation radians about
// its centre.
type GroundStamp struct {
	Layer    int // 0 base, 1 overlay, 2 detail
	Texture  int // terrain texture id 0..7
	Rotation float64
	X, Y     float64
}

// GroundFromTerrain converts the simulation's terrain stamps (sim.New's terrain, in the order
// the game paints them).
func GroundFromTerrain(ter *sim.Terrain) []GroundStamp {
	out := make([]GroundStamp, len(ter.Stamps))
	for i, s := range ter.Stamps {
		out[i] = GroundStamp{Layer: int(s.Layer), Texture: int(s.Texture), Rotation: float64(s.Rotation), X: float64(s.X), Y: float64(s.Y)}
	}
	return out
}
