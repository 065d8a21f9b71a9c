package ui

import (
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"crdplayer/game"
)

func TestTimelineMapping(t *testing.T) {
	r := NewLayout(1280, 900).Timeline
	x0, x1 := trackSpan(r)
	for _, tick := range []int{0, 1, 1799, 3600} {
		x := TimelineX(r, 3600, tick)
		if got := TimelineTick(r, 3600, int(x+0.5)); abs(float64(got-tick)) > 3600/(x1-x0)+1 {
			t.Errorf("tick %d → x %.1f → tick %d", tick, x, got)
		}
	}
	if TimelineTick(r, 3600, -50) != 0 || TimelineTick(r, 3600, 5000) != 3600 {
		t.Error("clicks outside the track should clamp to the run")
	}
}

// TestTimelineZoomAndPan: the wheel zooms about the pointer (the position under it stays under
// it), within bounds (the whole run; at most maxTickPixels a tick); Shift+wheel and a sideways
// wheel move the view, never past the run's ends; at every zoom ticks map to pixels and back
// consistently, and a position moving out of a zoomed view (playing, a seek) brings the view
// with it.
func TestTimelineZoomAndPan(t *testing.T) {
	r := NewLayout(1280, 900).Timeline
	const total = 36000
	var tw Timeline
	if m := tw.Map(r, total); m.Zoomed() || m.Start != 0 || m.End != total {
		t.Fatalf("a new timeline shows %v..%v, want the whole run", m.Start, m.End)
	}
	pt := image.Pt(400, r.Min.Y+30)
	under := tw.Map(r, total).PosF(float64(pt.X))
	for notches := 1; notches <= 40; notches++ {
		tw.Wheel(r, pt, 0, 1, false, total)
		m := tw.Map(r, total)
		if got := m.PosF(float64(pt.X)); math.Abs(got-under) > 1e-6*total && m.Start > 0 {
			t.Fatalf("after %d notches the pointer is over %.2f, want %.2f", notches, got, under)
		}
		if ppt := m.PixelsPerTick(); ppt > maxTickPixels+1e-9 {
			t.Fatalf("after %d notches a tick is %.1f pixels wide, over %d", notches, ppt, maxTickPixels)
		}
		// Ticks to pixels and back: each tick in view comes back to itself.
		for p := int(math.Ceil(m.Start)); p <= int(m.End); p += max(1, int(m.End-m.Start)/50) {
			x := m.X(p)
			if back := m.Pos(int(math.Round(x))); math.Abs(float64(back-p)) > 0.5/m.PixelsPerTick()+1 {
				t.Fatalf("zoom %d: tick %d → x %.2f → tick %d", notches, p, x, back)
			}
		}
	}
	m := tw.Map(r, total)
	if !m.Zoomed() || math.Abs(m.PixelsPerTick()-maxTickPixels) > 1e-9 {
		t.Errorf("zoomed all the way in: %.2f pixels a tick, want %d", m.PixelsPerTick(), maxTickPixels)
	}
	// Moving the view: a notch of Shift+wheel moves it an eighth of the track, later for a
	// notch down; the ends hold.
	start := m.Start
	tw.Wheel(r, pt, 0, -1, true, total)
	if got := tw.Map(r, total).Start; math.Abs(got-(start+(m.X1-m.X0)/8/m.PixelsPerTick())) > 1e-6 {
		t.Errorf("Shift+wheel moved the view from %.2f to %.2f", start, got)
	}
	for range 5000 {
		tw.Wheel(r, pt, 1, 0, false, total)
	}
	if m := tw.Map(r, total); m.Start != 0 {
		t.Errorf("moved back past the start: the view starts at %.2f", m.Start)
	}
	for range 5000 {
		tw.PanBy(r, total, 300)
	}
	if m := tw.Map(r, total); m.End != total {
		t.Errorf("moved on past the end: the view ends at %.2f of %d", m.End, total)
	}
	// A drag with the right button moves the track with the pointer: 100 pixels to the left shows the
	// positions 100 pixels later.
	tw.ZoomAt(r, total, float64(pt.X), 0.5)
	tw.PanBy(r, total, -(tw.Map(r, total).X1-tw.Map(r, total).X0)*4)
	m = tw.Map(r, total)
	if !tw.StartPan(r, pt) {
		t.Fatal("a right-button press on the timeline does not start moving it")
	}
	tw.Drag(r, false, true, pt.X-100, seekRun{total: total, pos: 0})
	if got := tw.Map(r, total).Start; math.Abs(got-(m.Start+100/m.PixelsPerTick())) > 1e-6 {
		t.Errorf("a 100-pixel drag to the left moved the view from %.2f to %.2f, want %.2f", m.Start, got, m.Start+100/m.PixelsPerTick())
	}
	tw.Drag(r, false, false, pt.X-100, seekRun{total: total, pos: 0})
	// The shown position leaving the view brings the view to it; the view left alone while
	// the position holds stays.
	tw.follow(r, total, 0)
	m = tw.Map(r, total)
	tw.follow(r, total, 100)
	if got := tw.Map(r, total); !got.Visible(100) {
		t.Errorf("position 100 out of the view %.0f..%.0f after it moved there", got.Start, got.End)
	}
	// Zooming all the way out is the whole run again.
	for range 40 {
		tw.Wheel(r, pt, 0, -1, false, total)
	}
	if m := tw.Map(r, total); m.Zoomed() {
		t.Errorf("zoomed all the way out: %v..%v", m.Start, m.End)
	}
}

// TestMarksNeverOverlap: a crowded run's marks, at several zooms, lie in a row per kind, the
// boxes of a row apart from one another (markGap), each event in view in exactly one box at its
// own x, and a box of several events wide enough for its count.
func TestMarksNeverOverlap(t *testing.T) {
	f := testFonts(t)
	r := NewLayout(1280, 900).Timeline
	const total = 20000
	var events []game.Event
	kinds := []game.EventKind{game.EventBonusPickup, game.EventLevelUp, game.EventDeath, game.EventPerkMenuOpen,
		game.EventPerkPick, game.EventWeaponChange, game.EventQuestSpawn, game.EventTypoWord}
	for i := 0; i < 3000; i++ {
		// Bunched: runs of events a tick or two apart, then gaps.
		pos := (i/10)*60 + (i%10)*(1+i%3) + 1
		events = append(events, game.Event{Pos: pos, Kind: kinds[(i*7+i/13)%len(kinds)], Player: i % 4})
	}
	slices.SortStableFunc(events, func(a, b game.Event) int { return a.Pos - b.Pos }) // (a timeline's are in tick order)
	countW := markCountWidth(f)
	var tw Timeline
	for zoom := 0; zoom < 12; zoom++ {
		m := tw.Map(r, total)
		rows := layoutMarks(events, m, 10, countW)
		if len(rows) != len(kinds)-1 {
			t.Fatalf("%d rows for %d kinds of event, want one fewer (the perk menu and the pick share a row)", len(rows), len(kinds))
		}
		seen := make([]int, len(events))
		for ri, row := range rows {
			if ri > 0 && row.Y < rows[ri-1].Y+rows[ri-1].H {
				t.Fatalf("row %d at %.0f overlaps the one above", ri, row.Y)
			}
			for bi, b := range row.Boxes {
				if bi > 0 && b.X0 < row.Boxes[bi-1].X1+markGap-1e-9 {
					t.Fatalf("zoom %d row %d: box %d at %.1f..%.1f overlaps the one before (..%.1f)", zoom, ri, bi, b.X0, b.X1, row.Boxes[bi-1].X1)
				}
				if len(b.Events) > 1 && b.X1-b.X0 < countW(len(b.Events))-1e-9 {
					t.Fatalf("zoom %d: a box of %d events is %.1f wide, too narrow for its count", zoom, len(b.Events), b.X1-b.X0)
				}
				for _, e := range b.Events {
					seen[e]++
					if groupOf(events[e].Kind) != row.Group {
						t.Fatalf("event %v in the row of %s", events[e].Kind, groupNames[row.Group])
					}
					if x := m.X(events[e].Pos); x < b.X0-1e-9 || x > b.X1+1e-9 {
						t.Fatalf("event at x %.1f in a box at %.1f..%.1f", x, b.X0, b.X1)
					}
				}
			}
		}
		for i, n := range seen {
			if want := map[bool]int{true: 1, false: 0}[m.Visible(events[i].Pos)]; n != want {
				t.Fatalf("zoom %d: event %d (position %d) in %d boxes, want %d", zoom, i, events[i].Pos, n, want)
			}
		}
		tw.ZoomAt(r, total, 700, 2)
	}
	// Zoomed in all the way, events a tick apart are marks of their own.
	m := tw.Map(r, total)
	rows := layoutMarks([]game.Event{{Pos: 5000, Kind: game.EventLevelUp}, {Pos: 5001, Kind: game.EventLevelUp}}, TrackMap{X0: m.X0, X1: m.X1, Start: 4990, End: 4990 + (m.X1-m.X0)/maxTickPixels, Total: total}, 10, countW)
	if len(rows[0].Boxes) != 2 {
		t.Errorf("two level-ups a tick apart at %d pixels a tick: %d boxes, want 2", maxTickPixels, len(rows[0].Boxes))
	}
	// The Alternate Weapon's swaps are not marked: a weapons row for the weapon picked up
	// alone, and no row when the weapons changed by swaps only.
	swaps := []game.Event{{Pos: 100, Kind: game.EventWeaponChange, Value: 2}, {Pos: 3000, Kind: game.EventWeaponChange, Value: 1, Swap: true},
		{Pos: 6000, Kind: game.EventWeaponChange, Value: 2, Swap: true}}
	whole := tw.Map(r, total)
	whole.Start, whole.End = 0, total
	if rows := layoutMarks(swaps, whole, 10, countW); len(rows) != 1 || len(rows[0].Boxes) != 1 || rows[0].Boxes[0].Events[0] != 0 {
		t.Errorf("a weapon picked up and two swaps: rows %+v, want one box of event 0", rows)
	}
	if rows := layoutMarks(swaps[1:], whole, 10, countW); len(rows) != 0 || marksHeight(swaps[1:]) != 0 {
		t.Errorf("swaps alone: rows %+v, height %v, want none", rows, marksHeight(swaps[1:]))
	}
}

// TestBoxTextAndEventsAt: a crowded box's tooltip lists its first events and says how many
// more; N and P's message names every event of the tick gone to.
func TestBoxTextAndEventsAt(t *testing.T) {
	var events []game.Event
	for i := range 7 {
		events = append(events, game.Event{Pos: 100 + i, Kind: game.EventLevelUp, Player: 0, Value: i + 2})
	}
	b := markBox{Events: []int{0, 1, 2, 3, 4, 5, 6}}
	got := boxText(&b, events, 1000, game.Clock{})
	if !strings.Contains(got, "tick 99  P1 reached level 2") || !strings.Contains(got, "reached level 4") ||
		strings.Contains(got, "level 5") || !strings.Contains(got, "and 4 more") {
		t.Errorf("box tooltip %q", got)
	}
	events = append(events, game.Event{Pos: 106, Kind: game.EventPerkMenuOpen, Player: 1})
	if got, want := EventsAt(events, 106, 1000, game.Clock{}), "tick 105  P1 reached level 8; P2 perk menu opens"; got != want {
		t.Errorf("EventsAt = %q, want %q", got, want)
	}
}

// TestKillerText: a death's mark names the player and what killed them, as game.Killer says it.
func TestKillerText(t *testing.T) {
	tests := []struct {
		d    game.Death
		want string
	}{
		{game.Death{Player: 1, Killer: &game.Killer{PlayerHit: game.PlayerHit{Source: game.HitContact, Creature: 41, CreatureType: 2}}}, "P2 killed by creature 41 (alien)"},
		{game.Death{Player: 0, Killer: &game.Killer{PlayerHit: game.PlayerHit{Source: game.HitProjectile, ProjectileOwner: 7, OwnerType: 3}}}, "P1 killed by a shot of creature 7 (spider)"},
		{game.Death{Player: 3, Killer: &game.Killer{PlayerHit: game.PlayerHit{Source: game.HitProjectile, ProjectileOwner: -2, OwnerType: -1}}}, "P4 killed by player 2's shot"},
		{game.Death{Player: 2}, "P3 died (what killed them is not known)"},
	}
	for _, tt := range tests {
		if got := DeathMarkText(tt.d); got != tt.want {
			t.Errorf("DeathMarkText(%+v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

// TestLayoutLabelsKeepOffOtherLines: a label that would run into the next mark's line goes to
// another row (a trial saw "inputs differ" lose its last letter under "B stops"'s line), and
// labels in one row never cover one another.
func TestLayoutLabelsKeepOffOtherLines(t *testing.T) {
	xs := []float64{100, 180} // "inputs differ" 90 px wide from 104 would reach 196, past 180
	ws := []float64{90, 60}
	boxes := layoutLabels(xs, ws, 0, 600, 10, 10+3*labelRowH)
	line := image.Rect(179, 10, 181, 10+3*labelRowH)
	if !boxes[0].Intersect(line).Empty() {
		t.Errorf("the first label %v covers the second mark's line at x 180", boxes[0])
	}
	if !boxes[0].Intersect(boxes[1]).Empty() {
		t.Errorf("labels %v and %v overlap", boxes[0], boxes[1])
	}
}

// TestLayoutLabelsKeepApart: two labels side by side in a row keep labelGap between their
// boxes ("states differ" and "inputs differ" touched, reading as one): the second, which would
// start right where the first ends, goes to the next row.
func TestLayoutLabelsKeepApart(t *testing.T) {
	xs := []float64{100, 197}
	ws := []float64{90, 60} // the first's box ends at 196; the second's would start at 199
	boxes := layoutLabels(xs, ws, 0, 600, 10, 10+3*labelRowH)
	a, b := boxes[0], boxes[1]
	if a.Min.Y == b.Min.Y && b.Min.X-a.Max.X < labelGap && a.Min.X-b.Max.X < labelGap {
		t.Errorf("labels %v and %v in one row are %d px apart, want at least %d", a, b, b.Min.X-a.Max.X, labelGap)
	}
}

// TestSparkLegendShortensInSteps: where the full labels do not fit, the players' labels
// shorten first and "creatures" stays whole (a 4-player run in a 640-pixel window read "crt");
// only where even that does not fit is it "crt".
func TestSparkLegendShortensInSteps(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 640, 100)
	legend := func(minX float64) string {
		var p Part
		drawSparkLegend(p.Begin(r, ColPanel), r, f, 4, minX)
		return strings.Join(p.Texts(), " ")
	}
	for _, c := range []struct {
		minX float64
		want string
	}{
		{0, "P1 health P2 health P3 health P4 health P1 xp kills creatures"},
		{210, "P1 P2 P3 P4 xp kills creatures"},
		{400, "P1 P2 P3 P4 xp kills crt"},
	} {
		if got := legend(c.minX); got != c.want {
			t.Errorf("room from x %.0f: %q, want %q", c.minX, got, c.want)
		}
	}
}
