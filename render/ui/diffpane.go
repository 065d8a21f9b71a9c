package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
)

// The Diff pane: the divergence inspector's field table at the shown tick (ours against the
// trace's), or two runs' states side by side. Differing rows come first, each with both values,
// the difference and the distance in ulps; then the tick's RNG marks side by side, naming the
// first phase whose state differs; then the other fields of the state that differ (two runs);
// then the agreeing rows. A click on a player's or creature's row pins it on the arena.

// paneHit is a clickable region of the pane as last drawn, and what a click there asks for.
type paneHit struct {
	r  image.Rectangle
	in Intent
}

// hit remembers a clickable region of the pane body (clipped to it).
func (s *Sidebar) hit(body, r image.Rectangle, in Intent) {
	if r = r.Intersect(body); !r.Empty() {
		s.hits = append(s.hits, paneHit{r, in})
	}
}

// noComparison says how to get a field table when there is none.
const noComparison = "Nothing to compare with: no trace beside this run and no second run. A trace: put " +
	"NAME.crd.trace.jsonl.gz next to the run, or start crdplayer with --trace TRACE. A second run: the " +
	"Compare button, --compare B.crd, or drop it on the window with Shift held."

// otherShown is how many of the other differing fields the pane names (their Go paths are long).
const otherShown = 8

// drawDiff draws the Diff pane from s.Diff into r.
func (s *Sidebar) drawDiff(c *Canvas, r image.Rectangle, f *Fonts) {
	lw := s.paneWriter(c, r, f)
	defer s.endPane(lw, r)
	d := s.Diff
	if d == nil {
		lw.wrapped(noComparison, ColDim)
		return
	}
	lw.lineWrapped(d.Title, ColText) // (B's file name, whole, in a narrow window)
	if d.Err != "" {
		lw.wrapped(d.Err, ColWarn)
	} else {
		head := fmt.Sprintf("%s: every field agrees (%d)", game.TickLabel(d.Pos), len(d.Rows))
		switch {
		case d.Differing > 0:
			head = fmt.Sprintf("%s: %d of %d fields differ", game.TickLabel(d.Pos), d.Differing, len(d.Rows))
		case d.OtherCount > 0:
			// The table agrees but the states do not ("every field agrees" under a cross read
			// as a contradiction): what differs is outside the table, listed below.
			head = fmt.Sprintf("%s: the states differ outside the table (%s); its %d fields agree",
				game.TickLabel(d.Pos), plural(d.OtherCount, "field"), len(d.Rows))
		}
		marksDiffer := d.Marks != nil && d.Marks.First >= 0
		if marksDiffer && d.Differing == 0 && d.OtherCount == 0 {
			// (a cross beside "every field agrees" read as a contradiction)
			head = fmt.Sprintf("%s: every field agrees (%d), the RNG marks do not", game.TickLabel(d.Pos), len(d.Rows))
		}
		if ok := d.Differing == 0 && !marksDiffer && d.OtherCount == 0; ok && d.Approximate {
			// crd diff refuses such a run (unsupported): agreeing states prove nothing.
			lw.wrapped(head+", played approximately", ColWarn)
		} else {
			lw.checkWrapped(ok, head) // (a narrow sidebar wraps it, not cuts it)
		}
		if marksDiffer {
			lw.wrapped("first RNG mark that differs: "+d.Marks.FirstText(sideNoun(d.SideA), sideNoun(d.SideB)), ColBad)
		}
	}
	for _, l := range d.Lines {
		lw.wrapped(l, ColDim)
	}
	if d.Err != "" {
		return
	}
	lw.y += 4
	if d.Differing > 0 {
		s.section(lw, r, "Differing", d.SideA, d.SideB)
		for i := range d.Rows[:d.Differing] {
			s.diffRow(lw, r, f, d, &d.Rows[i])
		}
	}
	if d.Marks != nil && len(d.Marks.Rows) > 0 {
		lw.y += 4
		s.section(lw, r, "RNG marks of the tick", d.SideA, d.SideB)
		for _, m := range d.Marks.Rows {
			s.markRow(lw, r, d, &m)
		}
	}
	if d.OtherCount > 0 {
		lw.y += 4
		var shown []string
		for _, n := range d.Other[:min(len(d.Other), otherShown)] {
			shown = append(shown, game.BriefFieldName(n))
		}
		more := ""
		if d.OtherCut || len(d.Other) > len(shown) {
			more = " and more" // (a name may stand for many fields: Entries[0–379].AnimPhase)
		}
		// The whole state's fields (Go paths into sim.World), those of the table among them, as
		// crd diff lists them.
		lw.wrapped(fmt.Sprintf("State fields that differ (sim.World, %d in all): %s%s", d.OtherCount, strings.Join(shown, ", "), more), ColWarn)
	}
	if n := len(d.Rows) - d.Differing; n > 0 {
		lw.y += 4
		s.section(lw, r, fmt.Sprintf("Agreeing (%d)", n), "", "")
		for i := range d.Rows[d.Differing:] {
			s.sameRow(lw, r, f, &d.Rows[d.Differing+i])
		}
	}
}

// visible reports whether a row from y, h pixels high, shows in the pane r: rows out of sight
// record nothing (a tick with a hundred creatures has hundreds of rows).
func visible(r image.Rectangle, y, h float64) bool {
	return y+h >= float64(r.Min.Y) && y <= float64(r.Max.Y)
}

// section draws a heading with the two sides' names over their columns.
func (s *Sidebar) section(lw *lineWriter, r image.Rectangle, title, a, b string) {
	if visible(r, lw.y, 16) {
		lw.c.rect(float32(r.Min.X+6), float32(lw.y+15), float32(r.Dx()-12), 1, ColBorder)
		lw.c.text(title, lw.f.Bold, lw.x, lw.y, ColText)
		if a != "" {
			cols := a + " / " + b
			lw.c.text(cols, lw.f.Small, lw.x+lw.w-draw.TextWidth(cols, lw.f.Small), lw.y+2, ColDim)
		}
	}
	lw.y += 19
}

// rowBackground marks the pinned entity's rows.
var rowPinned = color.RGBA{60, 56, 30, 255}

// diffRow draws a differing row: the field and the difference (with ulps), then both values;
// a click pins the row's entity.
func (s *Sidebar) diffRow(lw *lineWriter, r image.Rectangle, f *Fonts, d *DiffTable, row *trace.Row) {
	diff := row.Difference()
	if row.Path == "rng" {
		diff = "" // a generator's state, not a quantity: the difference says nothing
	}
	if u := row.UlpsText(); u != "" {
		diff += "  " + u
	}
	if !row.A.Present || !row.B.Present {
		diff = "only " + d.SideA
		if !row.A.Present {
			diff = "only " + d.SideB
		}
	}
	values := fmt.Sprintf("%s %s · %s %s", d.SideA, row.A, d.SideB, row.B)
	lines := wrap(values, f, lw.w-12)
	label := clipName(game.PlayerLabel(row.Path))
	dw := draw.TextWidth(diff, f.Small)
	// The difference sits beside the field where both fit on the line, else on a line of its
	// own under it, right-aligned (a player's field with its "(player N)" is long).
	own := 0.0
	if diff != "" && draw.TextWidth(label, f.Normal)+8+dw > lw.w {
		own = 14
	}
	h := 17 + own + 14*float64(len(lines)) + 3
	top := lw.y
	if visible(r, top, h) {
		box := image.Rect(r.Min.X+6, int(top)-1, r.Max.X-6, int(top+h)-2)
		if s.Pin.matches(row.Entity) {
			lw.c.FillRect(box, rowPinned)
		}
		lw.c.text(label, f.Normal, lw.x, top, ColBad)
		if diff != "" {
			y := top + 2
			if own > 0 {
				y = top + 17
			}
			lw.c.text(diff, f.Small, lw.x+lw.w-dw, y, ColWarn)
		}
		for i, l := range lines {
			lw.c.text(l, f.Small, lw.x+12, top+17+own+14*float64(i), ColText)
		}
		if p, ok := PinOf(row.Entity); ok {
			s.hit(r, box, PinIntent(p))
		}
	}
	lw.y += h
}

// sameRow draws an agreeing row on one line: the field and its value.
func (s *Sidebar) sameRow(lw *lineWriter, r image.Rectangle, f *Fonts, row *trace.Row) {
	const h = 15
	if visible(r, lw.y, h) {
		box := image.Rect(r.Min.X+6, int(lw.y)-1, r.Max.X-6, int(lw.y)+h-1)
		if s.Pin.matches(row.Entity) {
			lw.c.FillRect(box, rowPinned)
		}
		v := row.A.String()
		vw := draw.TextWidth(v, f.Small)
		// The player's number where the value leaves room for it, as crd names the field.
		name := clipName(row.Path)
		if labelled := clipName(game.PlayerLabel(row.Path)); draw.TextWidth(labelled, f.Small)+8+vw <= lw.w {
			name = labelled
		}
		lw.c.text(name, f.Small, lw.x, lw.y, ColDim)
		lw.c.text(v, f.Small, lw.x+lw.w-vw, lw.y, ColText)
		if p, ok := PinOf(row.Entity); ok {
			s.hit(r, box, PinIntent(p))
		}
	}
	lw.y += h
}

// markRow draws one RNG mark side by side: the phase and the state after it on both sides (on
// a second line when they do not fit on one).
func (s *Sidebar) markRow(lw *lineWriter, r image.Rectangle, d *DiffTable, m *trace.MarkRow) {
	const h = 15
	name := func(k *trace.Mark) string {
		if k == nil {
			return "none"
		}
		return clipName(k.Phase)
	}
	state := func(k *trace.Mark) string {
		if k == nil {
			return "–"
		}
		return fmt.Sprint(k.State)
	}
	phase := name(m.B)
	if m.B == nil || m.A != nil && m.A.Phase != m.B.Phase {
		phase = name(m.A) + " / " + name(m.B)
	}
	label := fmt.Sprintf("%2d %s", m.Index, phase)
	v := state(m.A)
	col := ColDim
	if m.Differs {
		v = fmt.Sprintf("%s %s  %s %s", d.SideA, state(m.A), d.SideB, state(m.B))
		col = ColBad
	}
	vw := draw.TextWidth(v, lw.f.Small)
	vy := lw.y
	if vw+draw.TextWidth(label, lw.f.Small)+8 > lw.w {
		vy += h                                  // too wide for one line: the states under the phase
		label = fitLine(label, lw.f.Small, lw.w) // (the file's phase names may be long)
	}
	if visible(r, lw.y, vy-lw.y+h) {
		lw.c.text(label, lw.f.Small, lw.x, lw.y, col)
		lw.c.text(v, lw.f.Small, lw.x+lw.w-vw, vy, col)
	}
	lw.y = vy + h
}

// sideNoun is a side's column label as the subject of a sentence ("trace": "the trace").
func sideNoun(label string) string {
	if label == "trace" {
		return "the trace"
	}
	return label
}

// clipName bounds and escapes a name that may come from a file (a trace's phase name).
func clipName(s string) string { return filetext.Clip(s, 48) }
