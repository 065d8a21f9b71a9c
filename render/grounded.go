package render

import "crdplayer/sim"

// WithGround pairs a playback with its run's generated terrain, so the arena paints the run's
// own ground (the session itself keeps no terrain: only the window needs it).
func WithGround(pb Playback, ter *sim.Terrain) Playback {
	if ter == nil {
		return pb
	}
	return groundedRun{pb, groundFromTerrain(ter)}
}

type groundedRun struct {
	Playback
	ground []GroundStamp
}

func (g groundedRun) Ground() []GroundStamp { return g.ground }

// groundFromTerrain converts the simulation's terrain stamps.
func groundFromTerrain(ter *sim.Terrain) []GroundStamp {
	out := make([]GroundStamp, len(ter.Stamps))
	for i, s := range ter.Stamps {
		out[i] = GroundStamp{Layer: int(s.Layer), Texture: int(s.Texture), Rotation: float64(s.Rotation), X: float64(s.X), Y: float64(s.Y)}
	}
	return out
}
