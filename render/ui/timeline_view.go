package ui

import (
	"image"
	"math"

	"crdplayer/render/draw"
)

// The timeline's zoom: it shows the whole run, or a part of it as wide as the track, which the
// mouse wheel narrows and widens about the pointer and Shift+wheel, a sideways wheel, Ctrl+drag
// or a drag with the right button moves (Shift+drag marks a range to export). Everything drawn on the timeline and the input lane under it places
// positions through one TrackMap, so the marks, the sparklines, the lane and any layer added to
// them line up at every zoom.

// TrackMap maps positions (0..Total) to x on the track and back, at the timeline's zoom: Start
// is at X0 and End at X1, positions (fractional while zoomed).
type TrackMap struct {
	X0, X1     float64
	Start, End float64
	Total      int
}

// WholeRun is the map of the whole run of total positions onto the track of the timeline r.
func WholeRun(r image.Rectangle, total int) TrackMap {
	x0, x1 := trackSpan(r)
	return TrackMap{X0: x0, X1: x1, Start: 0, End: float64(max(total, 0)), Total: max(total, 0)}
}

// X is the x of position pos (outside X0..X1 when pos is out of view).
func (m TrackMap) X(pos int) float64 { return m.XF(float64(pos)) }

// XF is X for a fractional position.
func (m TrackMap) XF(pos float64) float64 {
	if m.End <= m.Start {
		return m.X0
	}
	return m.X0 + (m.X1-m.X0)*(pos-m.Start)/(m.End-m.Start)
}

// PosF is the fractional position at x, not clamped.
func (m TrackMap) PosF(x float64) float64 {
	if m.X1 <= m.X0 {
		return m.Start
	}
	return m.Start + (x-m.X0)/(m.X1-m.X0)*(m.End-m.Start)
}

// Pos is the position under screen x, the nearest whole one, clamped to the view.
func (m TrackMap) Pos(x int) int {
	if m.X1 <= m.X0 {
		return int(m.Start)
	}
	f := draw.Clamp01((float64(x) - m.X0) / (m.X1 - m.X0))
	p := int(math.Round(m.Start + f*(m.End-m.Start)))
	return min(max(p, 0), m.Total)
}

// Visible reports whether position pos is in view.
func (m TrackMap) Visible(pos int) bool { return float64(pos) >= m.Start && float64(pos) <= m.End }

// Zoomed reports whether the map shows less than the whole run.
func (m TrackMap) Zoomed() bool { return m.Start > 0 || m.End < float64(m.Total) }

// PixelsPerTick is how wide one tick is on the track.
func (m TrackMap) PixelsPerTick() float64 {
	if m.End <= m.Start {
		return 0
	}
	return (m.X1 - m.X0) / (m.End - m.Start)
}

// maxTickPixels bounds the zoom: at most this many pixels a tick.
const maxTickPixels = 24

// timelineZoom is the timeline's zoom: the positions shown, span wide from start (span 0: the
// whole run).
type timelineZoom struct {
	start, span float64
	lastPos     int // the position shown in the last frame, to follow it (follow)
}

// Map is the timeline's map onto the track of r for a run of total positions.
func (tw *Timeline) Map(r image.Rectangle, total int) TrackMap {
	m := WholeRun(r, total)
	z := &tw.zoom
	if z.span <= 0 || z.span >= float64(total) {
		return m
	}
	m.Start = min(max(z.start, 0), float64(total)-z.span)
	m.End = m.Start + z.span
	return m
}

// minSpan is the narrowest view of a run of total positions on the track of r.
func minSpan(r image.Rectangle, total int) float64 {
	x0, x1 := trackSpan(r)
	return min(float64(total), math.Max((x1-x0)/maxTickPixels, 1))
}

// ZoomAt narrows the view by factor (below 1: widens) about screen x, whose position stays
// under it; a view as wide as the run is the whole run.
func (tw *Timeline) ZoomAt(r image.Rectangle, total int, x, factor float64) {
	if total <= 0 || factor <= 0 {
		return
	}
	m := tw.Map(r, total)
	p := m.PosF(x)
	span := (m.End - m.Start) / factor
	span = min(max(span, minSpan(r, total)), float64(total))
	if span >= float64(total) {
		tw.zoom.start, tw.zoom.span = 0, 0
		return
	}
	f := 0.0
	if m.X1 > m.X0 {
		f = draw.Clamp01((x - m.X0) / (m.X1 - m.X0))
	}
	tw.zoom.span = span
	tw.zoom.start = min(max(p-f*span, 0), float64(total)-span)
}

// PanBy moves a zoomed view by dx screen pixels (positive: to later positions).
func (tw *Timeline) PanBy(r image.Rectangle, total int, dx float64) {
	m := tw.Map(r, total)
	if !m.Zoomed() {
		return
	}
	span := m.End - m.Start
	tw.zoom.start = min(max(m.Start+dx/m.PixelsPerTick(), 0), float64(total)-span)
}

// follow keeps the shown position pos in a zoomed view: when it moved since the last frame
// (playing, a seek) to outside the view, the view is centred on it. A view moved away from a
// position that stays put stays where it was moved.
func (tw *Timeline) follow(r image.Rectangle, total, pos int) {
	z := &tw.zoom
	moved := pos != z.lastPos
	z.lastPos = pos
	m := tw.Map(r, total)
	if !moved || !m.Zoomed() || m.Visible(pos) {
		return
	}
	span := m.End - m.Start
	z.start = min(max(float64(pos)-span/2, 0), float64(total)-span)
}

// Reset shows the whole run again (a new run opened).
func (tw *Timeline) Reset() {
	tw.zoom = timelineZoom{}
	tw.marksValid, tw.laneRec.valid = false, false
	tw.dragging, tw.panning = false, false
}

// Wheel zooms the timeline (or the lane under it) about the pointer at pt by wy notches of the
// mouse wheel, or moves it with a sideways wheel (wx) or with Shift held.
func (tw *Timeline) Wheel(r image.Rectangle, pt image.Point, wx, wy float64, shift bool, total int) {
	if !pt.In(r) && !pt.In(tw.lane) {
		return
	}
	x0, x1 := trackSpan(r)
	step := (x1 - x0) / 8 // a notch moves an eighth of the track
	switch {
	case shift && wy != 0:
		tw.PanBy(r, total, -wy*step)
	case wx != 0:
		tw.PanBy(r, total, -wx*step)
	case wy != 0:
		tw.ZoomAt(r, total, float64(pt.X), math.Pow(wheelFactor, wy))
	}
}

// wheelFactor is how much one notch of the wheel zooms the timeline.
const wheelFactor = 1.5
