package render

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/ui"
	"crdplayer/replayio"
)

// deathRun is a current run (Typ-o, verifies today) in which player 1 dies.
const deathRun = "../testdata/typo/typo-death-401.crd"

// TestTickNumberingAgreesOnADeath: the window, crd verify and the trace name a death's tick
// alike. The trace's first record with player 1's health at 0 or below is tick N ("t": N); crd
// verify's words on the run with ticks past its run-down say "player 1 died at tick N"; in the
// window the death's mark says "tick N", the go-to box's N shows player 1 dead where N-1 shows
// them alive, the status line's counter says "tick N", and a screenshot there is named
// RUN-tick00000N.png.
func TestTickNumberingAgreesOnADeath(t *testing.T) {
	// The trace.
	r, err := trace.Open(trace.SidecarPath(deathRun))
	if err != nil {
		t.Fatal(err)
	}
	death := -1
	for death < 0 {
		rec, err := r.Next()
		if err != nil {
			t.Fatalf("the trace has no record of player 1 at 0 health: %v", err)
		}
		if rec.Players[0].Health <= 0 {
			death = int(rec.T)
		}
	}
	r.Close()

	// crd verify's words (game.Verification.Headline, which crd verify prints), on the run
	// with 400 idle ticks after its end: the simulation stops past the run-down and says who
	// died when.
	rep, err := replayio.ReadFile(deathRun)
	if err != nil {
		t.Fatal(err)
	}
	long := *rep
	long.Ticks = slices.Clone(rep.Ticks)
	for range 400 {
		tk := rep.Ticks[len(rep.Ticks)-1]
		tk.Commands = nil
		long.Ticks = append(long.Ticks, tk)
	}
	v := game.Verify(&long, game.Options{})
	if want := fmt.Sprintf("player 1 died at tick %d", death); !strings.Contains(v.Headline(), want) {
		t.Errorf("crd verify's headline %q does not say %q", v.Headline(), want)
	}

	// The window.
	a := sessionApp(t)
	a.openFile(deathRun)
	pb := a.run.pb
	if pb == nil {
		t.Fatalf("not opened: %s", a.wid.banner.Message())
	}
	waitPass(t, pb)
	tl := pb.Timeline()
	deaths := tl.Deaths()
	if len(deaths) != 1 || deaths[0].Tick != death || deaths[0].Player != 0 {
		t.Fatalf("the window's timeline has deaths %+v; want player 1's at tick %d", deaths, death)
	}
	// The death's mark on the timeline, hovered.
	l := ui.NewLayout(1280, 900)
	x := int(ui.TimelineX(l.Timeline, pb.Len(), game.PosOfTick(death)) + 0.5)
	a.in.mouse = image.Pt(x, l.Timeline.Min.Y+8)
	frame(t, a)
	tip := strings.Join(a.frames.screen.Tips.ShownTexts(), " | ")
	ms, _ := tl.Clock.Ms(game.PosOfTick(death))
	if want := fmt.Sprintf("tick %d · %s  P1 died", death, game.FormatClock(ms)); !strings.Contains(tip, want) {
		t.Errorf("the death mark's tooltip %q does not say %q", tip, want)
	}
	a.in.mouse = image.Point{}

	dead := func() bool { return a.run.scene.Players[0].Dead }
	typeGoto(t, a, fmt.Sprint(death-1))
	if dead() {
		t.Errorf("tick %d (the one before the death) shows player 1 dead", death-1)
	}
	typeGoto(t, a, fmt.Sprint(death))
	if !dead() {
		t.Errorf("tick %d shows player 1 alive", death)
	}
	frame(t, a)
	status := a.frames.screen.Status.ShownTexts()
	if want := fmt.Sprintf("tick %d / %d", death, pb.Len()-1); !slices.Contains(status, want) {
		t.Errorf("the status line says %q, not %q", status, want)
	}
	if got, want := shotStem("typo-death-401", pb.Pos()), fmt.Sprintf("typo-death-401-tick%06d", death); got != want {
		t.Errorf("a screenshot at tick %d is named %s.png, want %s.png", death, got, want)
	}
	if got := shotStem("run", 0); got != "run-start" {
		t.Errorf("a screenshot at the run start is named %s.png", got)
	}
}
