package render

import (
	"errors"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// idleFrames is how many unchanged frames TestIdleOverlaysDrawNothing draws under each overlay.
const idleFrames = 30

// TestIdleOverlaysDrawNothing opens each thing drawn over the arena on a paused window (the help,
// the go-to box, the export panel, an error, a notice) and draws unchanged frames under it, both
// ways a frame is composed (on one image, and the window's way on the final screen): after the
// frame that shows it, none draws the arena again or presents a frame, and the window still shows
// the overlay over the arena as a frame drawn from scratch does. A change to the overlay (a
// character typed, the pointer over the panel, the help closed) draws one frame again.
func TestIdleOverlaysDrawNothing(t *testing.T) {
	run := newFakeRun(6000)
	run.scene = crowdScene(60)
	run.timeline.Events = []game.Event{{Pos: 3000, Kind: game.EventLevelUp, Player: 0, Value: 3}}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("idle.crd", nil)
	if err := run.Seek(3000); err != nil {
		t.Fatal(err)
	}
	l := ui.NewLayout(a.frames.w, a.frames.h)
	unmanaged := func() *ebiten.Image {
		return ebiten.NewImageWithOptions(image.Rect(0, 0, a.frames.w, a.frames.h), &ebiten.NewImageOptions{Unmanaged: true})
	}
	screen, final := unmanaged(), unmanaged()
	defer screen.Deallocate()
	defer final.Deallocate()
	a.frames.kept = unmanaged()
	a.frames.drawn = 1 // past the loading frame
	// scratch is the frame composed from scratch on one image.
	scratch := func() []byte {
		kept := a.frames.screen
		a.frames.screen = onScreen{}
		buf := frame(t, a)
		a.frames.screen = kept
		return buf
	}
	// draw draws one frame the way asked and returns it with whether the arena was drawn (on the
	// final screen: whether a frame was presented).
	draw := func(onFinal bool) ([]byte, bool) {
		if !onFinal {
			buf := frame(t, a)
			return buf, a.frames.screen.arenaDrawn
		}
		a.refreshScene()
		a.frames.keep, a.frames.finalDirect = false, true
		a.Draw(screen)
		final.Clear() // as Ebitengine clears it
		a.DrawFinalScreen(final, screen, ebiten.GeoM{})
		buf := make([]byte, 4*a.frames.w*a.frames.h)
		final.ReadPixels(buf)
		return buf, a.frames.screen.arenaDrawn
	}
	overlays := []struct {
		what         string
		open, change func()
		close        func()
	}{
		{"the help", func() { a.apply(ui.Intent{Kind: ui.IntentHelp}) }, func() { a.apply(ui.Intent{Kind: ui.IntentHelp}) }, func() {}},
		{"the help, then the pointer on a mark of the timeline (its tooltip reaches over the arena)", func() { a.apply(ui.Intent{Kind: ui.IntentHelp}) },
			func() { a.in.mouse = image.Pt(int(ui.TimelineX(l.Timeline, run.Len(), 3000)), l.Timeline.Min.Y+8) },
			func() { a.apply(ui.Intent{Kind: ui.IntentHelp}) }},
		{"the go-to box", func() { a.apply(ui.Intent{Kind: ui.IntentGoto}); a.wid.gotoBox.Type([]rune("12")) },
			func() { a.wid.gotoBox.Type([]rune("3")) }, func() { a.wid.gotoBox.Close() }},
		{"the export panel", func() { a.apply(ui.Intent{Kind: ui.IntentExportPanel}) },
			func() { a.in.mouse = l.Arena.Min.Add(l.Arena.Size().Div(2)) }, func() { a.apply(ui.Intent{Kind: ui.IntentExportClose}) }},
		{"an error", func() { a.fail(errors.New("cannot open x.crd: not a .crd file")) }, func() { a.wid.banner.Clear() }, func() {}},
		{"a notice", func() { a.notice("Speed 2×") }, func() { a.notice("Speed 4×") }, func() { a.wid.banner.Clear() }},
	}
	for _, onFinal := range []bool{false, true} {
		way := "composed on one image"
		if onFinal {
			way = "on the final screen"
		}
		for _, o := range overlays {
			a.in.mouse = image.Pt(-1, -1)
			draw(onFinal) // (what the last case left)
			o.open()
			if _, drawn := draw(onFinal); !drawn {
				t.Errorf("%s, %s: the frame that opens it draws no arena", way, o.what)
			}
			arenas, parts := 0, 0
			var got []byte
			for range idleFrames {
				var drawn bool
				got, drawn = draw(onFinal)
				if drawn {
					arenas++
				}
				parts += a.frames.screen.PartsDrawn()
			}
			if arenas != 0 || parts != 0 {
				t.Errorf("%s, %s: %d idle frames drew the arena %d times and %d parts, want none", way, o.what, idleFrames, arenas, parts)
			}
			if n := bytesDiffer(got, scratch()); n != 0 {
				t.Errorf("%s, %s: after the idle frames the window differs from a frame drawn from scratch in %d bytes", way, o.what, n)
			}
			o.change()
			got, drawn := draw(onFinal)
			if !drawn {
				t.Errorf("%s, %s: the frame after it changed draws no arena", way, o.what)
			}
			if n := bytesDiffer(got, scratch()); n != 0 {
				t.Errorf("%s, %s: after it changed the window differs from a frame drawn from scratch in %d bytes", way, o.what, n)
			}
			o.close()
		}
	}
}

// TestRedrawDue: an unchanged window is drawn again whole when it moves, and every
// redrawEvery, not in between (a new user's window, moved while paused, kept the pixels of
// what had been off the screen until something changed).
func TestRedrawDue(t *testing.T) {
	var in input
	t0 := time.Unix(1000, 0)
	pos := image.Pt(160, 66)
	for _, c := range []struct {
		at   time.Duration
		pos  image.Point
		want bool
	}{
		{0, pos, true}, // the first Update
		{16 * time.Millisecond, pos, false},
		{time.Second, pos, false},
		{time.Second + 16*time.Millisecond, image.Pt(0, 0), true}, // moved
		{time.Second + 32*time.Millisecond, image.Pt(0, 0), false},
		{3*time.Second + 15*time.Millisecond, image.Pt(0, 0), false},
		{3*time.Second + 16*time.Millisecond, image.Pt(0, 0), true}, // redrawEvery after the move's
		{3*time.Second + 32*time.Millisecond, image.Pt(0, 0), false},
	} {
		if got := in.redrawDue(t0.Add(c.at), c.pos); got != c.want {
			t.Errorf("at %v, window at %v: redraw %v, want %v", c.at, c.pos, got, c.want)
		}
	}
}

// TestScreenshotWithoutRun: F12 with no run open saves nothing and says why (it saved the
// empty window as crdplayer-start.png).
func TestScreenshotWithoutRun(t *testing.T) {
	a := testApp(t, func(string, []byte) (Playback, error) { return newFakeRun(10), nil })
	a.apply(ui.Intent{Kind: ui.IntentScreenshot})
	if a.frames.shotDue || a.wid.banner.Message() != "Open a run first (Ctrl+O): F12 saves a picture of the tick shown." {
		t.Errorf("shot due %v, message %q", a.frames.shotDue, a.wid.banner.Message())
	}
	a.openBytes("idle.crd", nil)
	a.apply(ui.Intent{Kind: ui.IntentScreenshot})
	if !a.frames.shotDue {
		t.Error("with a run open, F12 saves no shot")
	}
}

// TestDeathLabelsClearTheEndBox: at the recording's end the death labels keep clear of the box
// saying how the run ended (a Typ-o death's label touched its bottom edge: from a new user's
// trial), as of the camera's badge.
func TestDeathLabelsClearTheEndBox(t *testing.T) {
	a := testApp(t, func(string, []byte) (Playback, error) { return newFakeRun(10), nil })
	l := ui.NewLayout(a.frames.w, a.frames.h)
	cam := l.Camera()
	if got := a.deathLabelsKeepClear(cam); len(got) != 0 {
		t.Errorf("before the end: keep clear of %v", got)
	}
	a.run.scene.End.Head = "Run over: the player died"
	box, ok := ui.EndBoxRect(a.fonts, cam, &a.run.scene)
	got := a.deathLabelsKeepClear(cam)
	if !ok || box.Empty() || !box.In(cam.Rect()) || len(got) != 1 || !box.In(got[0]) {
		t.Errorf("at the end: box %v (%v), keep clear of %v", box, ok, got)
	}
}
