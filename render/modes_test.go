package render

import (
	"image"
	"testing"

	"crdplayer/game"
	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// openSession opens a run as cmd/player does: a session under the nearest profile when the run
// asks for one (game.Options.Approximate), with the run's terrain, through WithGround.
func openSession(t *testing.T, rep *replayio.Replay) Playback {
	t.Helper()
	s, err := game.Open(rep, game.Options{Approximate: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	spec, _ := sim.Approximate(&rep.Run)
	_, ter, err := sim.New(&spec)
	if err != nil {
		t.Fatal(err)
	}
	return WithGround(s, ter)
}

// warnPixels counts the pixels of the warning colour in the bottom 40 pixels of the arena's
// square of a window frame.
func warnPixels(a *App, buf []byte) int {
	sq := ui.NewLayout(a.frames.w, a.frames.h).Camera().Rect()
	n := 0
	for y := sq.Max.Y - 40; y < sq.Max.Y; y++ {
		for x := sq.Min.X; x < sq.Max.X; x++ {
			i := 4 * (y*a.frames.w + x)
			if buf[i] == ui.ColWarn.R && buf[i+1] == ui.ColWarn.G && buf[i+2] == ui.ColWarn.B {
				n++
			}
		}
	}
	return n
}

// TestApproximatedRunShowsItsBanner: a quest recorded under rules 2, opened as cmd/player opens
// it, plays under rules 1 with the banner across the arena's bottom at every position shown,
// the first included; the same quest under its own rules 1 shows none.
func TestApproximatedRunShowsItsBanner(t *testing.T) {
	for _, rules := range []int{2, 1} {
		rep, err := replayio.ReadFile("../testdata/quests/quest-1.1-pilot-1037.crd")
		if err != nil {
			t.Fatal(err)
		}
		rep.Rules = rules
		pb := openSession(t, rep)
		a := testApp(t, func(string, []byte) (Playback, error) { return pb, nil })
		a.openBytes("quest.crd", nil)
		for _, pos := range []int{0, 600} {
			if err := pb.Seek(pos); err != nil {
				t.Fatal(err)
			}
			n := warnPixels(a, frame(t, a))
			switch {
			case rules == 2 && (n < 300 || a.run.scene.Approx.Banner == ""):
				t.Errorf("rules 2 at %d: %d banner pixels, banner %q", pos, n, a.run.scene.Approx.Banner)
			case rules == 1 && n != 0:
				t.Errorf("rules 1 at %d: %d banner pixels", pos, n)
			}
		}
	}
}

// TestModeOverlaysInTheWindow: the composed window shows each mode's part over the arena: a
// completed quest's green box in the arena's middle third from its completion (the trace's
// end_tick 1309, so position 1310) and not the position before; a Typ-o run's typing box at the
// arena's bottom-left.
func TestModeOverlaysInTheWindow(t *testing.T) {
	rep, err := replayio.ReadFile("../testdata/quests/quest-1.1-pilot-1037.crd")
	if err != nil {
		t.Fatal(err)
	}
	pb := openSession(t, rep)
	a := testApp(t, func(string, []byte) (Playback, error) { return pb, nil })
	a.openBytes("quest.crd", nil)
	sq := ui.NewLayout(a.frames.w, a.frames.h).Camera().Rect()
	middle := image.Rect(sq.Min.X, sq.Min.Y+sq.Dy()/3-40, sq.Max.X, sq.Min.Y+sq.Dy()/3+40)
	count := func(buf []byte, r image.Rectangle, want [3]uint8) int {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				i := 4 * (y*a.frames.w + x)
				if buf[i] == want[0] && buf[i+1] == want[1] && buf[i+2] == want[2] {
					n++
				}
			}
		}
		return n
	}
	good := [3]uint8{ui.ColGood.R, ui.ColGood.G, ui.ColGood.B}
	for _, c := range []struct {
		pos  int
		done bool
	}{{1309, false}, {1310, true}} {
		if err := pb.Seek(c.pos); err != nil {
			t.Fatal(err)
		}
		if n := count(frame(t, a), middle, good); (n >= 200) != c.done {
			t.Errorf("position %d: %d green pixels in the arena's middle, completed %v", c.pos, n, c.done)
		}
	}

	typo, err := replayio.ReadFile("../testdata/typo/typo-death-401.crd")
	if err != nil {
		t.Fatal(err)
	}
	tpb := openSession(t, typo)
	a = testApp(t, func(string, []byte) (Playback, error) { return tpb, nil })
	a.openBytes("typo.crd", nil)
	if err := tpb.Seek(1500); err != nil {
		t.Fatal(err)
	}
	buf := frame(t, a)
	box := image.Rect(sq.Min.X, sq.Max.Y-50, sq.Min.X+200, sq.Max.Y)
	border := [3]uint8{ui.ColBorder.R, ui.ColBorder.G, ui.ColBorder.B}
	if n := count(buf, box, border); n < 100 {
		t.Errorf("the typing box's border: %d pixels", n)
	}
}
