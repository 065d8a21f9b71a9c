package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/scene"
)

// openRun is the run the window shows: its playback, its name and ground, and the scene of the
// tick shown, read again whenever that tick changes. Its intents are carried out in
// transport.go.
type openRun struct {
	pb        Playback      // nil when no run is open
	name      string        // file name of the open run
	data      []byte        // its bytes, to open it again ("compare anyway")
	lo        LoadOptions   // what it was opened with
	gen       int           // bumps on every open, so per-run caches rebuild
	ground    *arena.Ground // the run's ground and its decals
	scene     scene.Scene   // the shown tick
	sceneTick int           // the tick and the run (gen) the scene was read for
	sceneGen  int
	// groundLimit bounds the decals one groundAt stamps (0: none), the live window's frames
	// (liveGroundLimit); groundDone says whether the last groundAt got to the shown tick.
	groundLimit int
	groundDone  bool
}

// liveGroundLimit is about the most decals a live frame stamps on the ground: a first seek to
// the end of a long run (600,000 decals, 4.6 s on a software renderer) goes on over the next
// frames, the window answering, instead of freezing it (some 55 ms a frame there).
const liveGroundLimit = 8192

// replace makes pb, opened from the file name, the run shown, closing the one shown before.
func (r *openRun) replace(pb Playback, name string) {
	if r.pb != nil {
		r.pb.Close()
	}
	r.pb, r.name = pb, name
	r.gen++
	var decals *scene.DecalRecord
	if d, ok := pb.(decalSource); ok {
		decals = d.Decals()
	}
	var stamps []scene.GroundStamp
	if g, ok := pb.(groundSource); ok {
		stamps = g.Ground()
	}
	r.ground.Reset(stamps, decals)
}

// refresh reads the scene again when the shown tick changed; the error is a panic in the
// simulation's state.
func (r *openRun) refresh() error {
	if r.pb == nil {
		return nil
	}
	t := r.pb.Pos()
	if t == r.sceneTick && r.sceneGen == r.gen {
		return nil
	}
	err := buildScene(r.pb, &r.scene)
	r.sceneTick, r.sceneGen = t, r.gen
	return err
}

// groundAt is the run's ground at the arena's size on screen, with the decals made before the
// shown tick.
func (r *openRun) groundAt(cam arena.Camera) *ebiten.Image {
	img, done := r.ground.AtWithin(cam, r.pb.Pos(), r.groundLimit)
	r.groundDone = done
	return img
}

// passDone reports whether the run's background pass has ended.
func (r *openRun) passDone() bool { return r.pb.Progress().Done }
