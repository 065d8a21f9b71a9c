package render

import (
	"time"

	"crdplayer/game"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Playback is what the window uses of an opened run; *game.Session provides it. Tests give the
// window hand-made runs through the same interface.
type Playback interface {
	Replay() *replayio.Replay
	Len() int
	Tick() int
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

var _ Playback = (*game.Session)(nil)
