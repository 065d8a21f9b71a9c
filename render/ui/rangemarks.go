package ui

import (
	"image"
	"image/color"
)

// RangeMarks is the range of the run marked for an export: its start (I, In) and its end (O,
// Out), positions, either or both unset. It is drawn as a layer of its own over the timeline
// (Record, into the tooltips' part), and a Shift+drag on the timeline marks it (Press, Drag)
// instead of seeking.
type RangeMarks struct {
	In, Out       int
	HasIn, HasOut bool
	dragging      bool
	anchor        int // the position the drag started at
}

// SetIn starts the range at pos; an end before it is forgotten.
func (m *RangeMarks) SetIn(pos int) {
	m.In, m.HasIn = pos, true
	if m.HasOut && m.Out < pos {
		m.HasOut = false
	}
}

// SetOut ends the range at pos; a start after it is forgotten.
func (m *RangeMarks) SetOut(pos int) {
	m.Out, m.HasOut = pos, true
	if m.HasIn && m.In > pos {
		m.HasIn = false
	}
}

// Clear forgets the range.
func (m *RangeMarks) Clear() { *m = RangeMarks{} }

// Marked reports whether either end is set.
func (m *RangeMarks) Marked() bool { return m.HasIn || m.HasOut }

// Range is the marked range in a run of total positions: the start (0 unset) and the end (total
// unset), clamped to the run.
func (m *RangeMarks) Range(total int) (from, to int) {
	from, to = 0, total
	if m.HasIn {
		from = min(max(m.In, 0), total)
	}
	if m.HasOut {
		to = min(max(m.Out, from), total)
	}
	return from, to
}

// Press starts marking a range when the button went down at pt on the timeline tw drawn in r
// with Shift held, and reports whether it did (the timeline then does not seek). Positions are
// read at the timeline's zoom.
func (m *RangeMarks) Press(tw *Timeline, r image.Rectangle, pt image.Point, shift bool, run Run) bool {
	if !shift || !pt.In(r) || run == nil {
		return false
	}
	m.dragging = true
	m.anchor = tw.Map(r, run.Len()).Pos(pt.X)
	return true
}

// Drag appends the marks a drag asks for in this frame: the range between where it started and
// x while the button is down; nothing once it is up (the drag ends) or when the range is the one
// marked.
func (m *RangeMarks) Drag(out []Intent, tw *Timeline, r image.Rectangle, down bool, x int, run Run) []Intent {
	if !m.dragging {
		return out
	}
	if !down || run == nil {
		m.dragging = false
		return out
	}
	t := tw.Map(r, run.Len()).Pos(x)
	from, to := min(m.anchor, t), max(m.anchor, t)
	if !m.HasIn || !m.HasOut || m.In != from || m.Out != to {
		// (the end first: it may forget a start after it, which the start then replaces)
		out = append(out, Intent{Kind: IntentMarkOut, Arg: to}, Intent{Kind: IntentMarkIn, Arg: from})
	}
	return out
}

// rangeFill and rangeEdge are the marked range's colours over the track.
var (
	rangeFill = color.NRGBA{255, 200, 90, 56} // (not premultiplied: translucent over the track)
	rangeEdge = color.RGBA{255, 200, 90, 255}
)

// Record records the marked range over the timeline tw drawn in r for the open run into c: a
// translucent band over the marks' rows and the track from start to end, and a flagged line at
// each end that is set (the start's flag points right, the end's left), at the timeline's zoom
// (the band clipped to the track).
func (m *RangeMarks) Record(c *Canvas, tw *Timeline, r image.Rectangle, run Run) {
	if run == nil || !m.Marked() {
		return
	}
	total := run.Len()
	from, to := m.Range(total)
	g := tw.geometry(r, total, run.Timeline().Events)
	x0, x1 := g.m.X(from), g.m.X(to)
	if x1 < g.m.X0 || x0 > g.m.X1 {
		return // out of the zoomed view
	}
	cx0, cx1 := max(x0, g.m.X0), min(x1, g.m.X1)
	top, bottom := float32(r.Min.Y+4), float32(g.trackY+12)
	c.rect(float32(cx0), top, float32(max(cx1-cx0, 1)), bottom-top, rangeFill)
	flag := func(x float64, dir float32) {
		fx := float32(x)
		c.line(fx, top, fx, bottom, 2, rangeEdge)
		c.polygon(rangeEdge, true, fx, top, fx+6*dir, top+3, fx, top+6)
	}
	if m.HasIn && x0 >= g.m.X0 {
		flag(x0, 1)
	}
	if m.HasOut && x1 <= g.m.X1 {
		flag(x1, -1)
	}
}
