package render

import (
	"errors"
	"time"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Playback is what the window uses of an opened run; *game.Session provides it. Tests give the
// window hand-made runs through the same interface.
type Playback interface {
	Replay() *replayio.Replay
	Len() int
	Pos() int
	World() *sim.World
	Hash() uint64
	Err() error
	Progress() game.Progress
	Timeline() game.Timeline
	Verification() (game.Verification, bool)
	Step(delta int) error
	Seek(tick int) error
	RequestSeek(tick int) error
	Seeking() (int, bool)
	Play()
	Pause()
	Playing() bool
	SetSpeed(x float64) float64
	Speed() float64
	Update(dt time.Duration) (int, error)
	Close()
}

// sceneSource is a Playback that draws from its own Scene (test runs) rather than a sim.World.
type sceneSource interface {
	Scene() *scene.Scene
}

// groundSource is a Playback that knows its run's terrain stamps.
type groundSource interface {
	Ground() []scene.GroundStamp
}

// decalSource is a Playback with a record of its run's ground decals (nil: none).
type decalSource interface {
	Decals() *scene.DecalRecord
}

// buildScene fills sc with the tick the playback shows. Runs made for tests carry their own
// scene; real runs are read from the simulation's World, the timeline and the replay. A panic
// in the simulation's state comes back as an error.
func buildScene(pb Playback, sc *scene.Scene) error {
	return safeCall(func() error {
		if src, ok := pb.(sceneSource); ok {
			*sc = *src.Scene()
			return nil
		}
		scene.Read(pb, sc)
		return nil
	})
}

// Loader opens a run from a file's bytes; name is the file's path or name, for titles, trace
// sidecars and messages.
type Loader func(name string, data []byte) (Playback, error)

// LoadOptions are what a run is opened with besides its bytes.
type LoadOptions struct {
	// Trace is the trace sidecar to compare the run with; "" for NAME.crd.trace.jsonl.gz next
	// to the run, when there is one.
	Trace string
	// ForceTrace compares a trace recorded for another run anyway (game.Options.ForceTrace).
	ForceTrace bool
}

// LoaderWith is a Loader that takes LoadOptions (the trace given with --trace, "compare
// anyway").
type LoaderWith func(name string, data []byte, o LoadOptions) (Playback, error)

// traceInspector is a Playback compared with a trace, as the divergence inspector reads it
// (*game.Session): the field table of a position, the trace's record of it (for the ghosts),
// and the ticks where fields start to differ.
type traceInspector interface {
	Inspect(pos int) (*game.Inspection, error)
	TraceRecordAt(pos int) (*trace.Record, error)
	FirstDivergence() (o game.Onset, pos int, ok bool)
	NextDivergence(pos int) (o game.Onset, next int, ok bool)
	Onsets() []game.Onset
}

// hasTrace reports whether pb is compared with a trace.
func hasTrace(pb Playback) bool {
	ti, ok := asTraceInspector(pb)
	if !ok {
		return false
	}
	_, err := ti.TraceRecordAt(0)
	return !errors.Is(err, game.ErrNoTrace)
}

// unwrapper is a Playback wrapping another (groundedRun), whose other methods it hides.
type unwrapper interface{ Unwrap() Playback }

// asTraceInspector finds the trace inspector behind pb, through its wrappers.
func asTraceInspector(pb Playback) (traceInspector, bool) {
	for pb != nil {
		if ti, ok := pb.(traceInspector); ok {
			return ti, true
		}
		u, ok := pb.(unwrapper)
		if !ok {
			break
		}
		pb = u.Unwrap()
	}
	return nil, false
}

var _ Playback = (*game.Session)(nil)
