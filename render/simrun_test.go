package render

import (
	"errors"
	"testing"
	"time"

	"crdplayer/game"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// simRun plays a reference run straight on the simulation (no background pass): the window's
// tests see real worlds through it without depending on the session's machinery.
type simRun struct {
	fakeRun
	w     *sim.World
	start sim.World
}

func openSimRun(t testing.TB, name string) (*simRun, *sim.Terrain) {
	t.Helper()
	rep, err := replayio.ReadFile("../testdata/reference/" + name)
	if err != nil {
		t.Fatal(err)
	}
	w, ter, err := sim.NewFromReplay(rep)
	if err != nil {
		t.Fatal(err)
	}
	r := &simRun{w: w, start: *w}
	r.rep, r.speed = rep, 1
	r.timeline = game.Timeline{Prepared: len(rep.Ticks), Done: true}
	return r, ter
}

func (r *simRun) World() *sim.World   { return r.w }
func (r *simRun) Scene() *scene.Scene { panic("simRun draws from its World") }

func (r *simRun) Seek(t int) error {
	if t < 0 || t > r.Len() {
		return errors.New("out of range")
	}
	if t < r.pos {
		*r.w, r.pos = r.start, 0
	}
	for r.pos < t {
		if _, err := r.w.Step(&r.rep.Ticks[r.pos]); err != nil {
			return err
		}
		r.pos++
	}
	return nil
}
func (r *simRun) Step(d int) error        { return r.Seek(r.pos + d) }
func (r *simRun) RequestSeek(t int) error { return r.Seek(t) }
func (r *simRun) Update(dt time.Duration) (int, error) {
	if !r.playing {
		return 0, nil
	}
	r.acc += dt.Seconds() * 60 * r.speed
	n := int(r.acc)
	r.acc -= float64(n)
	n = min(n, r.Len()-r.pos)
	return n, r.Seek(r.pos + n)
}
