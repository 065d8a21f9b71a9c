package ui

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/render/draw"
)

// TestPaneShowsWholeLines: a pane longer than its place ends in the "more below" band, which
// covers the line it would cut through too, from that line's top: no line shows cut in half.
func TestPaneShowsWholeLines(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 300, 100)
	var s Sidebar
	var p Part
	c := p.Begin(r, ColPanel)
	lw := s.paneWriter(c, r, f)
	for i := range 10 {
		lw.line(fmt.Sprintf("line %d", i), ColText) // tops at 4, 21, 38, 55, 72, 89, …
	}
	s.endPane(lw, r)
	rule := float32(r.Max.Y - 17)
	var cut float32 = -1 // the top of the line the band's rule crosses
	for _, o := range p.ops {
		if m := o.face; o.kind == opText && m != nil && o.y < rule && float64(o.y)+m.Metrics().HAscent+m.Metrics().HDescent > float64(rule) {
			cut = o.y
		}
	}
	if cut < 0 {
		t.Fatal("no line reaches across the band's rule: the test's geometry no longer shows a cut line")
	}
	covered := false
	for _, o := range p.ops {
		if o.kind == opRect && o.col == ColPanel && o.y <= cut && o.y+o.h >= float32(r.Max.Y) && o.w >= float32(r.Dx()) {
			covered = true
		}
	}
	if !covered {
		t.Errorf("the line at y %v, cut by the band at %v, is not covered", cut, rule)
	}
}

// TestMarkRowFits: an RNG mark whose phase names are long (a file's strings) shows within the
// Diff pane, cut with "…", its states on the line under it.
func TestMarkRowFits(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 330, 400)
	var s Sidebar
	var p Part
	c := p.Begin(r, ColPanel)
	lw := s.paneWriter(c, r, f)
	long := strings.Repeat("x", 200)
	d := &DiffTable{SideA: "ours", SideB: "trace"}
	s.markRow(lw, r, d, &trace.MarkRow{Index: 0, A: &trace.Mark{Phase: "quest_mode_update", State: 1}, B: &trace.Mark{Phase: "phase_" + long, State: 2}, Differs: true})
	textWithinPane(t, &p, r)
}

// TestDiffPaneMarksOnly: a tick whose fields all agree but whose RNG marks do not (a phase of
// another name) heads the Diff pane with both, not "every field agrees" beside a cross, and
// names both sides' phases.
func TestDiffPaneMarksOnly(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 330, 400)
	mt := trace.Marks([]trace.Mark{{Phase: "quest_mode_update", State: 7}}, []trace.Mark{{Phase: "quest_mode_updatX", State: 7}})
	s := Sidebar{Diff: &DiffTable{Title: "Ours against the trace", SideA: "ours", SideB: "trace", Pos: 32,
		Rows: make([]trace.Row, 29), Marks: &mt}}
	var p Part
	s.drawDiff(p.Begin(r, ColPanel), r, f)
	texts := strings.Join(p.Texts(), " ") // (the headline wraps)
	if !strings.Contains(texts, "tick 31: every field agrees (29), the RNG marks do not") ||
		!strings.Contains(texts, "first RNG mark that differs: quest_mode_update (only ours drew there; the trace drew in quest_mode_updatX instead)") {
		t.Errorf("the pane reads %q", texts)
	}
}

// textWithinPane checks that every line of text p drew ends within the pane r (its 12-pixel
// margin kept).
func textWithinPane(t *testing.T, p *Part, r image.Rectangle) {
	t.Helper()
	for i := range p.ops {
		if o := &p.ops[i]; o.kind == opText {
			if w := draw.TextWidth(o.s, o.face); float64(o.x)+w > float64(r.Max.X-12) {
				t.Errorf("%q ends at %.0f px, past the pane's %d", o.s, float64(o.x)+w, r.Max.X-12)
			}
		}
	}
}

// TestDiffRowLongLabel: a player's field named with its player is long; its difference goes
// on a line of its own rather than over the name, and a short field keeps it beside.
func TestDiffRowLongLabel(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 330, 400)
	for path, wantOwn := range map[string]bool{"players[0].health": true, "creature[3].hp": false} {
		var s Sidebar
		var p Part
		lw := s.paneWriter(p.Begin(r, ColPanel), r, f)
		row := trace.Row{Path: path, Differs: true,
			A: trace.Value{Present: true, Kind: trace.KindFloat, Float: 87.50000762939453},
			B: trace.Value{Present: true, Kind: trace.KindFloat, Float: 87.5}}
		s.diffRow(lw, r, f, &DiffTable{SideA: "ours", SideB: "trace"}, &row)
		var boxes [][4]float64
		for _, o := range p.ops {
			if o.kind == opText {
				m := o.face.Metrics()
				boxes = append(boxes, [4]float64{float64(o.x), float64(o.y), float64(o.x) + draw.TextWidth(o.s, o.face), float64(o.y) + m.HAscent + m.HDescent})
			}
		}
		if len(boxes) < 3 {
			t.Fatalf("%s: %d texts drawn, want the name, the difference and the values", row.Path, len(boxes))
		}
		for i := range boxes {
			for j := i + 1; j < len(boxes); j++ {
				a, b := boxes[i], boxes[j]
				if a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3] {
					t.Errorf("%s: text %d %v overlaps text %d %v", row.Path, i, a, j, b)
				}
			}
		}
		if own := boxes[1][1] > boxes[0][1]+4; own != wantOwn {
			t.Errorf("%s: the difference on a line of its own is %v", row.Path, own)
		}
	}
}

// TestDiffPaneTitleWraps: the Diff pane's title naming run B's file wraps within a narrow
// pane (a 640-pixel window's sidebar cut it at "tutorial–comp"), the name whole.
func TestDiffPaneTitleWraps(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 0, 210, 400)
	const title = "Run A (tutorial-complete-301.crd) against run B (tutorial-complete-302.crd)"
	s := Sidebar{Diff: &DiffTable{Title: title, SideA: "A", SideB: "B", Pos: 1, Rows: make([]trace.Row, 3)}}
	var p Part
	s.drawDiff(p.Begin(r, ColPanel), r, f)
	textWithinPane(t, &p, r)
	if texts := strings.Join(p.Texts(), " "); !strings.Contains(texts, title) {
		t.Errorf("the pane reads %q; want the title %q whole", texts, title)
	}
}
