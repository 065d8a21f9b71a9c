package render

import (
	"crdplayer/render/scene"
	"crdplayer/sim"
)

// DecalRecord records the ground decals of a run as the session's background pass simulates it
// (scene.DecalRecord): pass its Record as game.Options.OnTick, and the playback through
// WithDecals.
type DecalRecord = scene.DecalRecord

// NewDecalRecord returns an empty record.
func NewDecalRecord() *DecalRecord { return scene.NewDecalRecord() }

// WithGround pairs a playback with its run's generated terrain, so the arena paints the run's
// own ground (the session itself keeps no terrain: only the window needs it).
func WithGround(pb Playback, ter *sim.Terrain) Playback {
	if ter == nil {
		return pb
	}
	g := extend(pb)
	g.ground = scene.GroundFromTerrain(ter)
	return g
}

// WithDecals pairs a playback with the record of its run's ground decals, which the session's
// background pass fills (rec.Record as game.Options.OnTick).
func WithDecals(pb Playback, rec *scene.DecalRecord) Playback {
	if rec == nil {
		return pb
	}
	g := extend(pb)
	g.decals = rec
	return g
}

// groundedRun is a playback with what the window adds to it: the run's terrain and decals, and
// where its players stood.
type groundedRun struct {
	Playback
	ground []scene.GroundStamp
	decals *scene.DecalRecord
	track  *scene.TrackRecord
}

// extend is pb with room for what the window adds: a copy of it when it is a groundedRun
// already. (A pointer, so that playbacks compare: the window tells runs apart by ==.)
func extend(pb Playback) *groundedRun {
	if g, ok := pb.(*groundedRun); ok {
		c := *g
		return &c
	}
	return &groundedRun{Playback: pb}
}

func (g groundedRun) Ground() []scene.GroundStamp { return g.ground }

// Approximations are what the playback plays differently from the recording (a game.Session
// opened with Options.Approximate), nil when it plays the run as recorded.
func (g groundedRun) Approximations() []string {
	if a, ok := g.Playback.(interface{ Approximations() []string }); ok {
		return a.Approximations()
	}
	return nil
}
func (g groundedRun) Decals() *scene.DecalRecord { return g.decals }
func (g groundedRun) Unwrap() Playback           { return g.Playback }

// TrackRecord records where the players stand after every tick (scene.TrackRecord), for the
// input lane's aim directions: pass its Record as game.Options.OnTick (OnTicks joins it to the
// decals'), and the playback through WithTrack.
type TrackRecord = scene.TrackRecord

// NewTrackRecord returns an empty record.
func NewTrackRecord() *TrackRecord { return scene.NewTrackRecord() }

// WithTrack pairs a playback with the record of where its players stand, which the session's
// background pass fills (rec.Record as game.Options.OnTick).
func WithTrack(pb Playback, rec *scene.TrackRecord) Playback {
	if rec == nil {
		return pb
	}
	g := extend(pb)
	g.track = rec
	return g
}

// OnTicks is one game.Options.OnTick calling each of fns in turn.
func OnTicks(fns ...func(pos int, w *sim.World)) func(pos int, w *sim.World) {
	return func(pos int, w *sim.World) {
		for _, f := range fns {
			f(pos, w)
		}
	}
}

// Track is where the players stood after each tick so far (empty without a record).
func (g groundedRun) Track() scene.Track { return g.track.Snapshot() }
