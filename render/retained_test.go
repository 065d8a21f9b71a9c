package render

import (
	"bytes"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// TestRetainedPartsMatchAFullRedraw steps a window through changes (a tick, hovering the timeline
// and the buttons, leaving, switching panes, a resize): in each frame only the parts that changed
// are drawn, the arena only when it changed, and the frame equals one drawn from scratch.
func TestRetainedPartsMatchAFullRedraw(t *testing.T) {
	run := newFakeRun(6000)
	run.scene = crowdScene(60)
	run.timeline.Events = []game.Event{{Pos: 1200, Kind: game.EventDeath, Player: 0}, {Pos: 3000, Kind: game.EventLevelUp, Player: 0, Value: 3}}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("retained.crd", nil)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	a.in.mouse = image.Pt(-1, -1)

	// step checks one frame: how many parts it draws, whether it draws the arena, and that it
	// matches a full redraw.
	step := func(what string, wantParts int, wantArena bool) {
		t.Helper()
		got := frame(t, a)
		if wantParts >= 0 && a.frames.screen.PartsDrawn() != wantParts {
			t.Errorf("%s: %d parts drawn, want %d", what, a.frames.screen.PartsDrawn(), wantParts)
		}
		if a.frames.screen.arenaDrawn != wantArena {
			t.Errorf("%s: arena drawn %v, want %v", what, a.frames.screen.arenaDrawn, wantArena)
		}
		a.frames.screen.Invalidate()
		full := frame(t, a)
		if !bytes.Equal(got, full) {
			n := 0
			for i := range got {
				if got[i] != full[i] {
					n++
				}
			}
			t.Errorf("%s: the retained frame differs from a full redraw in %d bytes", what, n)
		}
	}
	parts := len(a.frames.screen.Parts())
	step("first frame", parts, true)
	step("unchanged", 0, false)
	if err := run.Seek(1); err != nil {
		t.Fatal(err)
	}
	step("one tick on (the status line)", 1, true)
	if err := run.Seek(3000); err != nil {
		t.Fatal(err)
	}
	step("a seek (the cursor on the track and the lane, and the status line)", 3, true)
	a.in.mouse = image.Pt(int(ui.TimelineX(l.Timeline, run.Len(), 3000)), l.Timeline.Min.Y+8)
	step("hovering a mark: its tooltip over the arena and margins", -1, true)
	step("still hovering the mark", 0, false)
	if err := run.Seek(3001); err != nil {
		t.Fatal(err)
	}
	step("a tick on under the tooltip", -1, true)
	if a.frames.screen.PartsDrawn() < 2 {
		t.Errorf("the arena drawn under a tooltip drew %d parts, want the status line and the parts under the tooltip", a.frames.screen.PartsDrawn())
	}
	a.in.mouse.X = l.Timeline.Max.X - 30
	step("hovering the timeline's end: its tooltip over the sidebar", -1, true)
	step("still hovering there", 0, false)
	a.in.mouse = image.Pt(-1, -1)
	step("leaving the timeline", -1, false)
	step("unchanged after the tooltip", 0, false)
	a.in.mouse = image.Pt(a.wid.buttons[3].R.Min.X+4, a.wid.buttons[3].R.Min.Y+4)
	step("hovering a button: its tooltip over the timeline", -1, false)
	a.in.mouse = image.Pt(-1, -1)
	step("leaving the button", -1, false)
	a.apply(ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneInfo)})
	step("the Info pane", 1, false)
	a.apply(ui.Intent{Kind: ui.IntentHelp})
	step("help over the arena", -1, true)
	step("help stays (nothing drawn)", 0, false)
	a.apply(ui.Intent{Kind: ui.IntentHelp})
	step("help closed", -1, true)
	a.notice("Speed 2×")
	step("a notice over the arena", -1, true)
	a.wid.banner.Notice("Speed 2×", time.Now().Add(-6*time.Second)) // the same notice, expired
	step("the notice expires", -1, true)
	step("after the notice (the full redraw above drew it already)", 0, false)
	step("unchanged at the end", 0, false)
	a.frames.w, a.frames.h = 1000, 700
	step("a smaller window", parts, true)
	if got := a.frames.screen.HUD.Rect().Union(a.frames.screen.Pane.Rect()); got != ui.NewLayout(a.frames.w, a.frames.h).Sidebar {
		t.Errorf("the sidebar's parts cover %v, want the sidebar %v", got, ui.NewLayout(a.frames.w, a.frames.h).Sidebar)
	}
}

// TestFinalScreenComposition composes frames the window's way (the parts on Ebitengine's screen
// image, the rest on the final screen) through a run of changes, and checks each equals the
// frame composed on one image, and that the screen image is drawn on only when something changed.
func TestFinalScreenComposition(t *testing.T) {
	run := newFakeRun(6000)
	run.scene = crowdScene(80)
	run.timeline.Events = []game.Event{{Pos: 3000, Kind: game.EventLevelUp, Player: 0, Value: 3}}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("final.crd", nil)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	a.in.mouse = image.Pt(-1, -1)
	// Images of their own (not on Ebitengine's atlas, where an image's offset changes how
	// sprites' texels round), as the window's are.
	unmanaged := func() *ebiten.Image {
		return ebiten.NewImageWithOptions(image.Rect(0, 0, a.frames.w, a.frames.h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	screen, final := unmanaged(), unmanaged()
	a.frames.kept = unmanaged()
	defer screen.Deallocate()
	defer final.Deallocate()
	a.frames.finalDirect = true
	a.frames.drawn = 1 // past the loading frame
	step := func(what string, wantPresent bool) {
		t.Helper()
		a.refreshScene()
		a.frames.keep = false
		a.Draw(screen)
		if a.frames.screen.arenaDrawn != wantPresent {
			t.Errorf("%s: frame presented %v, want %v", what, a.frames.screen.arenaDrawn, wantPresent)
		}
		final.Clear() // as Ebitengine clears it
		a.DrawFinalScreen(final, screen, ebiten.GeoM{})
		if !a.frames.finalDirect {
			t.Fatalf("%s: a final screen of the same size at one pixel per pixel was not composed on", what)
		}
		got := make([]byte, 4*a.frames.w*a.frames.h)
		final.ReadPixels(got)
		// The same frame composed on one image, from scratch.
		kept := a.frames.screen
		a.frames.screen = onScreen{}
		want := frame(t, a)
		a.frames.screen = kept
		if n := bytesDiffer(got, want); n != 0 {
			var box image.Rectangle
			for i := range got {
				if got[i] != want[i] {
					p := i / 4
					box = box.Union(image.Rect(p%a.frames.w, p/a.frames.w, p%a.frames.w+1, p/a.frames.w+1))
				}
			}
			t.Errorf("%s: the final screen differs from the composed frame in %d bytes, within %v", what, n, box)
		}
	}
	step("first frame", true)
	step("unchanged", false)
	if err := run.Seek(3000); err != nil {
		t.Fatal(err)
	}
	step("a seek", true)
	a.in.mouse = image.Pt(int(ui.TimelineX(l.Timeline, run.Len(), 3000)), l.Timeline.Min.Y+8)
	step("hovering a mark", true)
	step("still hovering", false)
	a.in.mouse = image.Pt(a.wid.buttons[3].R.Min.X+4, a.wid.buttons[3].R.Min.Y+4)
	step("hovering a button", true)
	a.in.mouse = image.Pt(-1, -1)
	step("leaving", true)
	a.apply(ui.Intent{Kind: ui.IntentHelp})
	step("help", true)
	step("help stays (nothing presented)", false)
	a.apply(ui.Intent{Kind: ui.IntentHelp})
	step("help closed", true)
	run.scene.ShakeX, run.scene.ShakeY = 6, -4
	run.scene.Tick = -1 // rebuilds the scene
	if err := run.Seek(3001); err != nil {
		t.Fatal(err)
	}
	step("the ground shaken (composed on the screen image)", true)
	run.scene.ShakeX, run.scene.ShakeY = 0, 0
	run.scene.Tick = -1
	if err := run.Seek(3002); err != nil {
		t.Fatal(err)
	}
	step("the shake over", true)
	step("unchanged after the shake", false)

	// A final screen at another scale (a high-density display): the frame left to it is
	// composed on the screen image after all, and so are the next ones.
	big := ebiten.NewImageWithOptions(image.Rect(0, 0, 2*a.frames.w, 2*a.frames.h), &ebiten.NewImageOptions{Unmanaged: true})
	defer big.Deallocate()
	var double ebiten.GeoM
	double.Scale(2, 2)
	if err := run.Seek(3003); err != nil {
		t.Fatal(err)
	}
	for _, what := range []string{"the frame left to a final screen at scale 2", "the next frame at scale 2"} {
		a.refreshScene()
		a.frames.keep = false
		a.Draw(screen)
		a.DrawFinalScreen(big, screen, double)
		if a.frames.finalDirect {
			t.Fatalf("%s: a final screen at scale 2 was taken as one to compose on", what)
		}
		got := make([]byte, 4*a.frames.w*a.frames.h)
		screen.ReadPixels(got)
		kept := a.frames.screen
		a.frames.screen = onScreen{}
		want := frame(t, a)
		a.frames.screen = kept
		if n := bytesDiffer(got, want); n != 0 {
			t.Errorf("%s: the screen image differs from the composed frame in %d bytes", what, n)
		}
	}
}

func bytesDiffer(a, b []byte) int {
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}
