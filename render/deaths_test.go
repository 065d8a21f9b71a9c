package render

import (
	"fmt"
	"image"
	"math"
	"sort"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/arena"
	"crdplayer/render/ui"
)

// deathsRun is a current four-player run (it verifies today) whose four deaths each fall inside
// the 3-second lead-in of the one before.
const deathsRun = "../testdata/deaths/survival-wild-4p-77.crd"

// traceDeaths are the deaths the trace of run records: each player's first tick at 0 health or
// below, in tick order.
func traceDeaths(t *testing.T, run string) []game.Death {
	t.Helper()
	r, err := trace.Open(trace.SidecarPath(run))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	seen := map[int]bool{}
	var out []game.Death
	for {
		rec, err := r.Next()
		if err != nil {
			break
		}
		for p, pl := range rec.Players {
			if pl.Health <= 0 && !seen[p] {
				seen[p] = true
				out = append(out, game.Death{Player: p, Tick: int(rec.T)})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Tick < out[j].Tick })
	return out
}

// openDeathsRun opens deathsRun in a window, its background pass done.
func openDeathsRun(t *testing.T) *App {
	t.Helper()
	a := sessionApp(t)
	a.openFile(deathsRun)
	if a.run.pb == nil {
		t.Fatalf("not opened: %s", a.wid.banner.Message())
	}
	waitPass(t, a.run.pb)
	return a
}

// TestDeathsEachOnce: on a run whose deaths share their lead-ins, D goes to each death once, in
// order, 3 s before it, the message naming the player, the tick the trace says and the killer;
// Shift+D goes back through them; past the last (before the first) they say there is none. With
// the camera following a player, it follows the one who dies.
func TestDeathsEachOnce(t *testing.T) {
	want := traceDeaths(t, deathsRun)
	if len(want) != 4 {
		t.Fatalf("the trace has %d deaths, want the four players'", len(want))
	}
	a := openDeathsRun(t)
	pb := a.run.pb
	tl := pb.Timeline()
	deaths := tl.Deaths()
	if len(deaths) != len(want) {
		t.Fatalf("the window's timeline has %d deaths %+v, the trace %+v", len(deaths), deaths, want)
	}
	for i := range want {
		if deaths[i].Player != want[i].Player || deaths[i].Tick != want[i].Tick {
			t.Fatalf("death %d: P%d at tick %d, the trace says P%d at %d", i+1, deaths[i].Player+1, deaths[i].Tick, want[i].Player+1, want[i].Tick)
		}
	}
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: 3})
	visit := func(k int, why string) {
		t.Helper()
		d := want[k]
		if got, at := pb.Pos(), game.PosOfTick(d.Tick)-deathLead; got != at {
			t.Fatalf("%s: at %s, want %s (3 s before P%d's death at tick %d)", why, game.TickLabel(got), game.TickLabel(at), d.Player+1, d.Tick)
		}
		msg := a.wid.banner.Message()
		head := fmt.Sprintf("Death %d of 4: P%d at tick %d ", k+1, d.Player+1, d.Tick)
		if !strings.HasPrefix(msg, head) || !strings.Contains(msg, ui.KillerText(deaths[k].Killer)) || !strings.Contains(msg, "Showing 3.0 s before it.") {
			t.Errorf("%s: the message %q, want %q…, the killer and the lead", why, msg, head)
		}
		if a.view.follow != d.Player {
			t.Errorf("%s: the camera follows P%d, want P%d who dies", why, a.view.follow+1, d.Player+1)
		}
	}
	for k := range want {
		a.apply(ui.Intent{Kind: ui.IntentNextDeath})
		visit(k, fmt.Sprintf("D #%d", k+1))
	}
	last := pb.Pos()
	a.apply(ui.Intent{Kind: ui.IntentNextDeath})
	if pb.Pos() != last || a.wid.banner.Message() != "No death after this point (the run has 4)." {
		t.Errorf("D after the last death: at %d (was %d), %q", pb.Pos(), last, a.wid.banner.Message())
	}
	for k := len(want) - 2; k >= 0; k-- {
		a.apply(ui.Intent{Kind: ui.IntentPrevDeath})
		visit(k, fmt.Sprintf("Shift+D to death %d", k+1))
	}
	a.apply(ui.Intent{Kind: ui.IntentPrevDeath})
	if msg := a.wid.banner.Message(); msg != "No death before this point." {
		t.Errorf("Shift+D before the first death: %q", msg)
	}
	// From a tick reached some other way, D is the next death still to come.
	typeGoto(t, a, fmt.Sprint(want[1].Tick))
	a.apply(ui.Intent{Kind: ui.IntentNextDeath})
	visit(2, "D from P2's death tick")
}

// TestDeathMarks: a death leaves a mark for 5 seconds: a cross in the player's colour where they
// fell, labelled with the player and what killed them (the creature's slot and type that dealt
// the blow); it fades over its last second and is gone after.
func TestDeathMarks(t *testing.T) {
	a := openDeathsRun(t)
	pb := a.run.pb
	tl := pb.Timeline()
	deaths := tl.Deaths()
	d := deaths[0]
	if d.Killer == nil || d.Killer.Source != game.HitContact {
		t.Fatalf("P%d's death at tick %d: killer %+v, want a creature's contact (the run's players die in a swarm of aliens)", d.Player+1, d.Tick, d.Killer)
	}
	dp := game.PosOfTick(d.Tick)
	markOf := func() (ui.DeathMark, bool) {
		for _, m := range a.deathMarks() {
			if m.Player == d.Player {
				return m, true
			}
		}
		return ui.DeathMark{}, false
	}
	for _, tt := range []struct {
		pos   int
		shown bool
		alpha float64
	}{{dp - 1, false, 0}, {dp, true, 1}, {dp + 4*60, true, 1}, {dp + 5*60 - 30, true, 0.5}, {dp + 5*60, false, 0}} {
		if err := a.run.seek(tt.pos); err != nil {
			t.Fatal(err)
		}
		a.refreshScene()
		m, ok := markOf()
		if ok != tt.shown || ok && math.Abs(m.Alpha-tt.alpha) > 1e-9 {
			t.Errorf("%s (%+d from the death): mark %v (alpha %.2f), want %v (%.2f)", game.TickLabel(tt.pos), tt.pos-dp, ok, m.Alpha, tt.shown, tt.alpha)
		}
	}
	if err := a.run.seek(dp + 10); err != nil {
		t.Fatal(err)
	}
	a.refreshScene()
	m, _ := markOf()
	want := fmt.Sprintf("P%d killed by creature %d (%s)", d.Player+1, d.Killer.Creature, []string{"zombie", "lizard", "alien", "spider", "spider", "trooper"}[d.Killer.CreatureType])
	if m.Text != want {
		t.Errorf("the mark says %q, want %q", m.Text, want)
	}
	var p = a.run.scene.Players[d.Player]
	if !p.Dead || m.X != p.X || m.Y != p.Y {
		t.Errorf("the mark at (%v, %v); P%d lies at (%v, %v), dead %v", m.X, m.Y, d.Player+1, p.X, p.Y, p.Dead)
	}
	// On the arena, seen by the camera following them: the cross's arms in the player's colour
	// either side of where they fell.
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: d.Player})
	buf := frame(t, a)
	_, cam, _ := a.frameGeometry()
	x, y := cam.ToScreen(m.X, m.Y)
	col := arena.PlayerColor(d.Player)
	found := 0
	for _, o := range [][2]float64{{-6, -6}, {6, 6}, {-6, 6}, {6, -6}} {
		i := 4 * (int(y+o[1])*a.frames.w + int(x+o[0]))
		if c := buf[i : i+3]; int(c[0])-int(col.R) < 40 && int(col.R)-int(c[0]) < 40 && int(c[2])-int(col.B) < 40 && int(col.B)-int(c[2]) < 40 {
			found++
		}
	}
	if found < 3 {
		t.Errorf("the cross at (%.0f, %.0f) shows in P%d's colour at %d of its 4 arms", x, y, d.Player+1, found)
	}
}

// TestDeathLabelsKeepClearOfTheBadge: on a 3-player run, following each player, at the key's zoom and the
// wheel's notches in from it (4.88× is three), over the five seconds each death's mark shows, no
// death's label lies under the camera's badge at the arena's bottom right ("following P3 ·
// 4.88×"); placed as the players alone would have it, some did.
func TestDeathLabelsKeepClearOfTheBadge(t *testing.T) {
	a := sessionApp(t)
	a.openFile("../testdata/reference/rush-3p-202.crd") // (its deaths lie where the badge is, seen zoomed)
	if a.run.pb == nil {
		t.Fatalf("not opened: %s", a.wid.banner.Message())
	}
	waitPass(t, a.run.pb)
	tl := a.run.pb.Timeline()
	deaths := tl.Deaths()
	covered, checked := 0, 0
	for p := range a.run.pb.Replay().Run.PlayerCount {
		a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: -1})
		a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: p})
		for zoom := followZoom; zoom <= arena.MaxZoom; zoom *= wheelZoom {
			a.view.zoom = zoom
			for _, d := range deaths {
				for after := 0; after < 5*60; after += 20 {
					if err := a.run.seek(game.PosOfTick(d.Tick) + after); err != nil {
						t.Fatal(err)
					}
					a.refreshScene()
					_, cam, _ := a.frameGeometry()
					shaken := cam
					shaken.X += a.run.scene.ShakeX * cam.Scale
					shaken.Y += a.run.scene.ShakeY * cam.Scale
					badge, ok := ui.ViewLabelRect(a.fonts, cam, a.view.follow)
					if !ok {
						t.Fatalf("following P%d at %.3g×: no badge", p+1, zoom)
					}
					marks := a.deathMarks()
					for i, b := range ui.DeathLabelBoxes(a.fonts, shaken, marks, &a.run.scene, a.deathLabelsKeepClear(cam)) {
						checked++
						if b.Overlaps(badge) {
							t.Errorf("%s, following P%d at %.3g×: %q's label %v covers the badge %v", game.TickLabel(a.run.pb.Pos()), p+1, zoom, marks[i].Text, b, badge)
						}
					}
					for _, b := range ui.DeathLabelBoxes(a.fonts, shaken, marks, &a.run.scene, nil) {
						if b.Overlaps(badge) {
							covered++
						}
					}
				}
			}
		}
	}
	if covered == 0 {
		t.Errorf("none of %d labels placed by the players alone lies under the badge: the test shows nothing", checked)
	}
	t.Logf("%d of %d labels placed by the players alone lay under the badge", covered, checked)
}

// TestFollowKeepsThePlayerInView: following a player (keys 1–4), at the key's zoom and zoomed
// all the way in, the camera keeps them inside the arena's view at every tick of a run in
// which they cross the arena; the wheel's zoom stays within its bounds, and 0 shows the whole
// arena again.
func TestFollowKeepsThePlayerInView(t *testing.T) {
	a := openDeathsRun(t)
	pb := a.run.pb
	l := ui.NewLayout(a.frames.w, a.frames.h)
	sq := l.Camera().Rect()
	for _, p := range []int{2, 0} {
		a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: -1})
		a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: p})
		if a.view.follow != p || a.view.zoom != followZoom {
			t.Fatalf("key %d: following %d at %v×", p+1, a.view.follow, a.view.zoom)
		}
		for _, zoomIn := range []bool{false, true} {
			if zoomIn {
				a.view.wheel(100, sq.Min, l.Camera(), &a.run.scene)
				if a.view.zoom != arena.MaxZoom {
					t.Fatalf("100 notches in: zoom %v, want %v", a.view.zoom, arena.MaxZoom)
				}
			}
			minX, maxX := math.Inf(1), math.Inf(-1)
			for pos := 0; pos <= pb.Len(); pos += 7 {
				if err := a.run.seek(pos); err != nil {
					t.Fatal(err)
				}
				a.refreshScene()
				_, cam, view := a.frameGeometry()
				pl := a.run.scene.Players[p]
				if view != sq || !cam.Zoomed() || !cam.InView(pl.X, pl.Y, 0) {
					sx, sy := cam.ToScreen(pl.X, pl.Y)
					t.Fatalf("following P%d at %v×, %s: they are at (%.0f, %.0f) on the screen, outside the view %v", p+1, a.view.zoom, game.TickLabel(pos), sx, sy, view)
				}
				minX, maxX = min(minX, pl.X), max(maxX, pl.X)
			}
			if maxX-minX < 300 {
				t.Errorf("P%d moved only %.0f pixels across: not a test of following", p+1, maxX-minX)
			}
		}
	}
	// A click on P2, where the camera zoomed on P1 shows them, pins P2.
	if err := a.run.seek(30); err != nil {
		t.Fatal(err)
	}
	a.refreshScene()
	_, cam, _ := a.frameGeometry()
	p2 := a.run.scene.Players[1]
	sx, sy := cam.ToScreen(p2.X, p2.Y)
	if fx, fy := l.Camera().ToWorld(sx, sy); math.Hypot(fx-p2.X, fy-p2.Y) < 100 {
		t.Fatalf("P2 at (%.0f, %.0f) is where the whole arena's camera shows them too: no test of the zoomed click", fx, fy)
	}
	if in, ok := a.arenaClick(cam, image.Pt(int(sx), int(sy))); !ok || ui.IntentPinOf(in) != (ui.Pin{Kind: ui.PinPlayer, Index: 1}) {
		t.Errorf("a click on P2 in the view zoomed on P1 pins %+v (%v)", ui.IntentPinOf(in), ok)
	}
	a.view.wheel(-100, sq.Min, l.Camera(), &a.run.scene)
	if _, cam, _ := a.frameGeometry(); a.view.zoom != 1 || cam.Zoomed() || cam != l.Camera() {
		t.Errorf("100 notches out: zoom %v, camera %+v; want the whole arena", a.view.zoom, cam)
	}
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: 1})
	a.apply(ui.Intent{Kind: ui.IntentFollow, Arg: -1})
	if _, cam, _ := a.frameGeometry(); a.view.follow != -1 || cam != l.Camera() {
		t.Errorf("0: following %d, camera %+v; want the whole arena", a.view.follow, cam)
	}
	// Zooming on a point: the world point under the pointer stays under it.
	pt := image.Pt(sq.Min.X+200, sq.Min.Y+150)
	_, cam, _ = a.frameGeometry()
	wx, wy := cam.ToWorld(float64(pt.X), float64(pt.Y))
	a.view.wheel(3, pt, cam, &a.run.scene)
	_, cam, _ = a.frameGeometry()
	if sx, sy := cam.ToScreen(wx, wy); math.Abs(sx-float64(pt.X)) > 1e-6 || math.Abs(sy-float64(pt.Y)) > 1e-6 {
		t.Errorf("zoomed 3 notches at %v: the world point under it moved to (%.2f, %.2f)", pt, sx, sy)
	}
}

// TestZoomedTimelineAndLane: zoomed in on the run's deaths, the timeline shows the ticks in view
// (its status line says so), each death's mark hovers as that death, and the lane under it
// hovers as the tick's input row of the player under the pointer.
func TestZoomedTimelineAndLane(t *testing.T) {
	a := openDeathsRun(t)
	pb := a.run.pb
	tl := pb.Timeline()
	deaths := tl.Deaths()
	l := ui.NewLayout(a.frames.w, a.frames.h)
	tw := &a.wid.timeline
	mid := game.PosOfTick((deaths[1].Tick + deaths[2].Tick) / 2)
	for range 6 {
		tw.Wheel(l.Timeline, image.Pt(int(tw.Map(l.Timeline, pb.Len()).X(mid)), l.Timeline.Min.Y+40), 0, 1, false, pb.Len())
	}
	m := tw.Map(l.Timeline, pb.Len())
	tw.PanBy(l.Timeline, pb.Len(), m.X(mid)-(m.X0+m.X1)/2) // mid in the middle
	m = tw.Map(l.Timeline, pb.Len())
	if !m.Zoomed() || !m.Visible(game.PosOfTick(deaths[1].Tick)) || !m.Visible(game.PosOfTick(deaths[2].Tick)) {
		t.Fatalf("zoomed 6 notches on %d: view %.0f..%.0f", mid, m.Start, m.End)
	}
	if err := a.run.seek(mid); err != nil {
		t.Fatal(err)
	}
	for _, d := range deaths[1:3] {
		a.in.mouse = image.Pt(int(m.X(game.PosOfTick(d.Tick))+0.5), l.Timeline.Min.Y+8)
		frame(t, a)
		tip := strings.Join(a.frames.screen.Tips.ShownTexts(), " | ")
		if want := fmt.Sprintf("tick %d · ", d.Tick); !strings.Contains(tip, want) || !strings.Contains(tip, fmt.Sprintf("P%d died", d.Player+1)) {
			t.Errorf("hovering P%d's death mark: %q", d.Player+1, tip)
		}
	}
	status := strings.Join(a.frames.screen.Status.ShownTexts(), " ")
	if want := fmt.Sprintf("(%s to %s)", game.TickLabel(int(m.Start)), game.TickLabel(int(m.End))); !strings.Contains(status, "zoom ") || !strings.Contains(status, want) {
		t.Errorf("the status line %q does not say the zoom and %q", status, want)
	}
	// The lane: P3's row (the third of four), over the tick P2 died in.
	row := (l.Lane.Dy() - 4) / 4
	a.in.mouse = image.Pt(int(m.XF(float64(deaths[1].Tick)+0.5)), l.Lane.Min.Y+2+2*row+row/2)
	frame(t, a)
	tip := strings.Join(a.frames.screen.Tips.ShownTexts(), " | ")
	in := pb.Replay().Ticks[deaths[1].Tick].Inputs[2]
	if want := fmt.Sprintf("P3 tick %d: ", deaths[1].Tick); !strings.HasPrefix(tip, want) || !strings.Contains(tip, fmt.Sprintf("at (%.1f, %.1f)", in.AimX, in.AimY)) {
		t.Errorf("hovering the lane: %q, want %q… and P3's aim point there (%.1f, %.1f)", tip, want, in.AimX, in.AimY)
	}
}
