package ui

import (
	"errors"
	"image"
	"testing"
	"time"

	"crdplayer/game"
	"crdplayer/render/scene"
)

// seekRun is an open run of total ticks shown at pos, for the timeline's drag.
type seekRun struct {
	stubRun
	total, pos int
}

func (r seekRun) Len() int { return r.total }
func (r seekRun) Pos() int { return r.pos }

// TestTimelineDrag: a press on the track starts a drag that asks for the tick under the pointer
// while the button is down (none for the tick shown), and ends when it is released; a press
// elsewhere starts none.
func TestTimelineDrag(t *testing.T) {
	r := NewLayout(1280, 900).Timeline
	run := seekRun{total: 3600, pos: 100}
	var tw Timeline
	mid := TimelineX(r, 3600, 1800)
	tw.Press(r, image.Pt(int(mid), r.Min.Y-5), run) // above the timeline
	if _, ok := tw.Drag(r, true, false, int(mid), run); ok {
		t.Fatal("a press outside the timeline started a drag")
	}
	tw.Press(r, image.Pt(int(mid), r.Min.Y+20), run)
	in, ok := tw.Drag(r, true, false, int(mid), run)
	if want := TimelineTick(r, 3600, int(mid)); !ok || in != (Intent{Kind: IntentSeek, Arg: want}) || want < 1790 || want > 1810 {
		t.Fatalf("dragging at the track's middle: %+v, %v; want a seek to about tick 1800", in, ok)
	}
	run.pos = in.Arg
	if _, ok := tw.Drag(r, true, false, int(mid), run); ok {
		t.Error("a drag resting on the tick shown asked for it again")
	}
	if in, ok := tw.Drag(r, true, false, r.Max.X+50, run); !ok || in.Arg != 3600 {
		t.Errorf("dragged past the end: %+v, %v; want the run's end", in, ok)
	}
	if _, ok := tw.Drag(r, false, false, int(mid)+40, run); ok {
		t.Error("the released button still seeks")
	}
	if _, ok := tw.Drag(r, true, false, int(mid)+40, run); ok {
		t.Error("the drag went on after the button was released")
	}
}

// paneRun is an open run whose verification is still running: what the Verify pane reads.
type paneRun struct{ stubRun }

func (paneRun) Progress() game.Progress { return game.Progress{Prepared: 10, Total: 100} }

// TestSidebarClickAndWheel: a click on a pane tab, found where the tabs were last drawn (under
// the HUD), asks for that pane; clicks elsewhere or with no run open ask for nothing; the wheel
// scrolls only over the sidebar, never above the top.
func TestSidebarClickAndWheel(t *testing.T) {
	f := testFonts(t)
	r := NewLayout(1280, 900).Sidebar
	var s Sidebar
	var hud, pane Part
	s.Record(&hud, &pane, r, f, paneRun{}, "run.crd", &scene.Scene{})
	// No players: the name's line, then the tabs (tabRects).
	if s.TabsY() != r.Min.Y+10+24 {
		t.Fatalf("tabs drawn at %d, want %d", s.TabsY(), r.Min.Y+34)
	}
	tab := tabRects(r, s.TabsY())[PaneInfo]
	at := image.Pt(tab.Min.X+tab.Dx()/2, tab.Min.Y+tab.Dy()/2)
	if in, ok := s.Click(r, at, paneRun{}); !ok || in != (Intent{Kind: IntentPane, Arg: int(PaneInfo)}) {
		t.Errorf("a click on the Info tab: %+v, %v", in, ok)
	}
	if _, ok := s.Click(r, at, nil); ok {
		t.Error("a tab click with no run open asked for a pane")
	}
	if _, ok := s.Click(r, image.Pt(at.X, s.TabsY()+60), paneRun{}); ok {
		t.Error("a click below the tabs asked for a pane")
	}
	s.Wheel(r, image.Pt(r.Min.X-10, r.Min.Y+100), -2) // over the arena
	if s.Scrolled() != 0 {
		t.Errorf("the wheel over the arena scrolled the pane to %v", s.Scrolled())
	}
	s.Wheel(r, at, -2)
	if s.Scrolled() != 60 {
		t.Errorf("two notches down scrolled to %v, want 60 pixels", s.Scrolled())
	}
	s.Wheel(r, at, 5)
	if s.Scrolled() != 0 {
		t.Errorf("five notches up scrolled to %v, want the top (0)", s.Scrolled())
	}
	s.Wheel(r, at, -2)
	s.Show(PaneDebug)
	if s.Shown() != PaneDebug || s.Scrolled() != 0 {
		t.Errorf("showing the Debug pane: pane %v scrolled %v, want Debug at the top", s.Shown(), s.Scrolled())
	}
}

// TestBannerClickAndExpiry: a click on an error's box dismisses it, a click elsewhere does not;
// a notice ignores clicks and goes once its time is up; under a run line with bonus timers
// (Below) the box, and where a click dismisses it, moves down clear of them.
func TestBannerClickAndExpiry(t *testing.T) {
	arena := NewLayout(1280, 900).Arena
	box := messageRect(arena, 0)
	in, out := image.Pt(box.Min.X+5, box.Min.Y+5), image.Pt(box.Min.X+5, box.Max.Y+200)
	var b Banner
	b.Fail(errors.New("tick 12: tick after the run-down"))
	if b.Click(arena, out) || !b.Shown() {
		t.Fatal("a click outside the error's box dismissed it")
	}
	if !b.Click(arena, in) || b.Shown() || b.IsError() {
		t.Fatal("a click on the error's box did not dismiss it")
	}
	b.Fail(errors.New("again"))
	b.Below(arena.Min.Y + 100)
	if lower := messageRect(arena, arena.Min.Y+100); lower.Min.Y != arena.Min.Y+108 || b.Click(arena, in) ||
		!b.Click(arena, image.Pt(lower.Min.X+5, lower.Min.Y+5)) {
		t.Fatalf("under timers to y %d: the box at %v, or a click on it did not dismiss it", arena.Min.Y+100, lower)
	}
	b.Below(0)
	now := time.Now()
	b.Notice("Speed 2×", now)
	if b.Click(arena, in) || !b.Shown() {
		t.Fatal("a click dismissed a notice")
	}
	dst := testScreen(t)
	f := testFonts(t)
	b.Draw(dst, f, arena, now.Add(noticeFor-time.Millisecond))
	if !b.Shown() {
		t.Error("the notice went before its time")
	}
	b.Draw(dst, f, arena, now.Add(noticeFor+time.Millisecond))
	if b.Shown() {
		t.Error("the notice stayed past its time")
	}
}

// TestShortSidebarCompactHUD: on a short sidebar (a 640×480 window's) one player takes the
// two-line HUD, leaving the pane room (the full HUD left it two lines); a tall one keeps the
// full HUD.
func TestShortSidebarCompactHUD(t *testing.T) {
	f := testFonts(t)
	sc := &scene.Scene{Players: []scene.PlayerView{{Health: 50, Level: 2, WeaponName: "Pistol", ClipSize: 12}}}
	hudHeight := func(r image.Rectangle) int {
		var s Sidebar
		var hud, pane Part
		s.Record(&hud, &pane, r, f, paneRun{}, "run.crd", sc)
		return s.TabsY() - r.Min.Y
	}
	short, tall := NewLayout(640, 480).Sidebar, NewLayout(1280, 900).Sidebar
	if short.Dy() >= compactBelow || tall.Dy() < compactBelow {
		t.Fatalf("sidebars %d and %d pixels high", short.Dy(), tall.Dy())
	}
	if hs, ht := hudHeight(short), hudHeight(tall); hs >= ht || hs > 80 {
		t.Errorf("the HUD takes %d pixels of a short sidebar, %d of a tall one", hs, ht)
	}
	// Four players on a short sidebar: a line each (the two-line HUD left the pane nothing).
	sc.Players = []scene.PlayerView{{Index: 0}, {Index: 1}, {Index: 2}, {Index: 3}}
	if hs, ht := hudHeight(short), hudHeight(tall); hs > 34+4*20 || ht < 34+4*40 {
		t.Errorf("four players' HUD takes %d pixels of a short sidebar, %d of a tall one", hs, ht)
	}
}
