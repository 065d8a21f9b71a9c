package render

import "crdplayer/sim"

// WithGround pairs a playback with its run's generated terrain, so the arena paints the run's
// own ground (the session itself keeps no terrain: only the window needs it).
func WithGround(pb Playback, ter *sim.Terrain) Playback {
	if ter == nil {
		return pb
	}
	g := extend(pb)
	g.ground = groundFromTerrain(ter)
	return g
}

// WithDecals pairs a playback with the record of its run's ground decals, which the session's
// background pass fills (rec.Record as game.Options.OnTick).
func WithDecals(pb Playback, rec *DecalRecord) Playback {
	if rec == nil {
		return pb
	}
	g := extend(pb)
	g.decals = rec
	return g
}

// groundedRun is a playback with what the window adds to it: the run's terrain and decals.
type groundedRun struct {
	Playback
	ground []GroundStamp
	decals *DecalRecord
}

func extend(pb Playback) groundedRun {
	if g, ok := pb.(groundedRun); ok {
		return g
	}
	return groundedRun{Playback: pb}
}

func (g groundedRun) Ground() []GroundStamp { return g.ground }
func (g groundedRun) Decals() *DecalRecord  { return g.decals }

// groundFromTerrain converts the simulation's terrain stamps.
func groundFromTerrain(ter *sim.Terrain) []GroundStamp {
	out := make([]GroundStamp, len(ter.Stamps))
	for i, s := range ter.Stamps {
		out[i] = GroundStamp{Layer: int(s.Layer), Texture: int(s.Texture), Rotation: float64(s.Rotation), X: float64(s.X), Y: float64(s.Y)}
	}
	return out
}
