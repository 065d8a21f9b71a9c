package render

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"crdplayer/render/draw"
)

// The window's parts around the arena (the sidebar's HUD and pane, the timeline, the button bar,
// the arena's margins) change far less often than frames are drawn, and the screen keeps its
// pixels from one frame to the next (SetScreenClearedEveryFrame(false)). So each part records
// what it would draw as a list of drawing operations, and is drawn again only when that list
// differs from the one it last drew, or when something drawn over it (a tooltip) changed. On
// Mesa's software rasterizer every pixel and every batch of a frame costs CPU; the parts'
// fills, text and sparklines cost as much as the arena's sprites.

// opKind is what a drawOp draws.
type opKind uint8

const (
	opText         opKind = iota // s in face, top-left at (x, y)
	opTextCentered               // s in face, centred on (x, y)
	opRect                       // filled rectangle x, y, w, h
	opStrokeRect                 // outline of x, y, w, h, width pixels wide
	opLine                       // from (x, y) to (w, h), width pixels wide
	opPolygon                    // filled polygon through pts, antialiased when aa
)

// drawOp is one recorded drawing operation, clipped to clip when it is not empty.
type drawOp struct {
	kind        opKind
	s           string
	face        text.Face
	x, y, w, h  float32
	width       float32
	col         color.Color
	clip        image.Rectangle
	pts         []float32
	antialiased bool
}

func (o *drawOp) equal(p *drawOp) bool {
	return o.kind == p.kind && o.s == p.s && o.face == p.face && o.x == p.x && o.y == p.y && o.w == p.w &&
		o.h == p.h && o.width == p.width && o.col == p.col && o.clip == p.clip && o.antialiased == p.antialiased &&
		slices.Equal(o.pts, p.pts)
}

// draw carries the operation out on dst.
func (o *drawOp) draw(dst *ebiten.Image) {
	if !o.clip.Empty() {
		dst = dst.SubImage(o.clip).(*ebiten.Image)
	}
	switch o.kind {
	case opText:
		draw.Text(dst, o.s, o.face, float64(o.x), float64(o.y), o.col)
	case opTextCentered:
		draw.TextCentered(dst, o.s, o.face, float64(o.x), float64(o.y), o.col)
	case opRect:
		vector.DrawFilledRect(dst, o.x, o.y, o.w, o.h, o.col, false)
	case opStrokeRect:
		vector.StrokeRect(dst, o.x, o.y, o.w, o.h, o.width, o.col, false)
	case opLine:
		vector.StrokeLine(dst, o.x, o.y, o.w, o.h, o.width, o.col, false)
	case opPolygon:
		draw.FillPolygon(dst, o.col, o.antialiased, o.pts...)
	}
}

// bounds is the rectangle the operation may touch (before clipping), whole pixels.
func (o *drawOp) bounds() image.Rectangle {
	var x0, y0, x1, y1 float32
	switch o.kind {
	case opRect, opStrokeRect:
		x0, y0, x1, y1 = o.x, o.y, o.x+o.w, o.y+o.h
	case opLine:
		x0, y0, x1, y1 = min(o.x, o.w), min(o.y, o.h), max(o.x, o.w), max(o.y, o.h)
	case opPolygon:
		if len(o.pts) < 2 {
			return image.Rectangle{}
		}
		x0, y0, x1, y1 = o.pts[0], o.pts[1], o.pts[0], o.pts[1]
		for i := 0; i+1 < len(o.pts); i += 2 {
			x0, y0, x1, y1 = min(x0, o.pts[i]), min(y0, o.pts[i+1]), max(x1, o.pts[i]), max(y1, o.pts[i+1])
		}
	default:
		return image.Rectangle{} // text lies inside the box drawn behind it
	}
	pad := o.width + 1
	r := image.Rect(int(x0-pad), int(y0-pad), int(x1+pad)+1, int(y1+pad)+1)
	if !o.clip.Empty() {
		r = r.Intersect(o.clip)
	}
	return r
}

// canvas records drawing operations; the methods mirror render/draw's (Text, FillRect,
// vector's rectangles and lines).
type canvas struct {
	ops  *[]drawOp
	clip image.Rectangle
}

func (c *canvas) add(o drawOp) {
	o.clip = c.clip
	*c.ops = append(*c.ops, o)
}

// sub is a canvas drawing into the same list, clipped to r.
func (c *canvas) sub(r image.Rectangle) *canvas {
	if !c.clip.Empty() {
		r = r.Intersect(c.clip)
	}
	return &canvas{ops: c.ops, clip: r}
}

func (c *canvas) text(s string, face text.Face, x, y float64, col color.Color) {
	c.add(drawOp{kind: opText, s: s, face: face, x: float32(x), y: float32(y), col: col})
}

func (c *canvas) textCentered(s string, face text.Face, x, y float64, col color.Color) {
	c.add(drawOp{kind: opTextCentered, s: s, face: face, x: float32(x), y: float32(y), col: col})
}

// rect fills x, y, w, h (vector.DrawFilledRect).
func (c *canvas) rect(x, y, w, h float32, col color.Color) {
	if w > 0 && h > 0 {
		// Recorded with the whole-pixel edges that cover the same pixels, so that a bar
		// growing by less than a pixel does not count as a change.
		x0, y0, x1, y1 := pixelEdge(x), pixelEdge(y), pixelEdge(x+w), pixelEdge(y+h)
		x, y, w, h = x0, y0, x1-x0, y1-y0
	}
	c.add(drawOp{kind: opRect, x: x, y: y, w: w, h: h, col: col})
}

// pixelEdge is the whole-pixel coordinate that, as the edge of an axis-aligned shape drawn
// without antialiasing, covers the same pixels as x: a pixel is drawn when its centre lies
// inside the shape.
func pixelEdge(x float32) float32 {
	return float32(math.Ceil(float64(x) - 0.5))
}

func (c *canvas) fillRect(r image.Rectangle, col color.Color) {
	c.rect(float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), col)
}

// strokeRectF outlines x, y, w, h (vector.StrokeRect).
func (c *canvas) strokeRectF(x, y, w, h, width float32, col color.Color) {
	c.add(drawOp{kind: opStrokeRect, x: x, y: y, w: w, h: h, width: width, col: col})
}

// strokeRect outlines r with a one-pixel line inside its edge.
func (c *canvas) strokeRect(r image.Rectangle, col color.Color) {
	c.strokeRectF(float32(r.Min.X)+0.5, float32(r.Min.Y)+0.5, float32(r.Dx())-1, float32(r.Dy())-1, 1, col)
}

// line strokes a straight line (vector.StrokeLine, not antialiased).
func (c *canvas) line(x0, y0, x1, y1, width float32, col color.Color) {
	// A vertical or horizontal line is a rectangle: record it with the whole-pixel edges that
	// cover the same pixels (see rect), so that moving it by less than a pixel changes nothing.
	switch {
	case x0 == x1 && y0 != y1:
		l, r := pixelEdge(x0-width/2), pixelEdge(x0+width/2)
		x0, x1, width = (l+r)/2, (l+r)/2, r-l
		y0, y1 = pixelEdge(y0), pixelEdge(y1)
	case y0 == y1 && x0 != x1:
		t, b := pixelEdge(y0-width/2), pixelEdge(y0+width/2)
		y0, y1, width = (t+b)/2, (t+b)/2, b-t
		x0, x1 = pixelEdge(x0), pixelEdge(x1)
	}
	c.add(drawOp{kind: opLine, x: x0, y: y0, w: x1, h: y1, width: width, col: col})
}

// polygon fills the polygon through pts (x0, y0, x1, y1, …).
func (c *canvas) polygon(col color.Color, antialiased bool, pts ...float32) {
	c.add(drawOp{kind: opPolygon, col: col, antialiased: antialiased, pts: slices.Clone(pts)})
}

// part is one retained part of the window: the rectangle it covers, filled with bg (when not
// nil) under its operations.
type part struct {
	rect image.Rectangle
	bg   color.Color
	ops  []drawOp

	// what is on the screen: valid is false until drawn and after invalidate
	valid     bool
	shownRect image.Rectangle
	shownBg   color.Color
	shown     []drawOp
}

// begin starts recording the part's frame: the rectangle it covers and its background.
func (p *part) begin(r image.Rectangle, bg color.Color) *canvas {
	p.rect, p.bg = r, bg
	p.ops = p.ops[:0]
	return &canvas{ops: &p.ops}
}

// changed reports whether the recorded frame differs from what the screen shows.
func (p *part) changed() bool {
	if !p.valid || p.rect != p.shownRect || p.bg != p.shownBg || len(p.ops) != len(p.shown) {
		return true
	}
	for i := range p.ops {
		if !p.ops[i].equal(&p.shown[i]) {
			return true
		}
	}
	return false
}

// draw puts the recorded frame on dst and remembers it as shown.
func (p *part) draw(dst *ebiten.Image) {
	if p.bg != nil && !p.rect.Empty() {
		draw.FillRect(dst, p.rect, p.bg)
	}
	for i := range p.ops {
		p.ops[i].draw(dst)
	}
	p.shownRect, p.shownBg, p.valid = p.rect, p.bg, true
	p.shown, p.ops = p.ops, p.shown[:0]
}

// covers is the rectangle the recorded operations touch, or the part's own when it has a
// background.
func (p *part) covers() image.Rectangle {
	if p.bg != nil {
		return p.rect
	}
	var r image.Rectangle
	for i := range p.ops {
		r = r.Union(p.ops[i].bounds())
	}
	return r
}

// shownCovers is covers for what the screen shows.
func (p *part) shownCovers() image.Rectangle {
	if !p.valid {
		return image.Rectangle{}
	}
	if p.shownBg != nil {
		return p.shownRect
	}
	var r image.Rectangle
	for i := range p.shown {
		r = r.Union(p.shown[i].bounds())
	}
	return r
}

// retained holds the window's retained parts and what the screen they were drawn on shows.
type retained struct {
	dst        *ebiten.Image // the image the parts were last drawn on
	w, h       int
	final      bool // the frame is composed on the final screen (drawFrameParts)
	margins    part // the arena's margins
	hud, pane  part // the sidebar: players' HUD; tabs and the selected pane
	timeline   part // the track, marks and sparklines
	status     part // the timeline's status line
	bar        part // the button bar
	tips       part // tooltips over the timeline and the bar (drawn over the others)
	partsDrawn int  // parts drawn in the last frame (for tests)
	tipsDirty  bool // the tooltips are to be drawn in this frame

	arenaShown arenaKey // what the arena's square shows, when arenaValid
	arenaValid bool
	arenaDrawn bool // the square was drawn in the last frame (for tests)
}

// invalidate forgets what the screen shows: every part is drawn in the next frame.
func (r *retained) invalidate() {
	r.dst = nil
}

// begin starts a frame on dst, composed there (final false) or on the final screen (final
// true: the tooltips are not drawn on dst); a new image, size or way draws every part.
func (r *retained) begin(dst *ebiten.Image, final bool) {
	b := dst.Bounds()
	if dst != r.dst || b.Dx() != r.w || b.Dy() != r.h || final != r.final {
		r.dst, r.w, r.h, r.final = dst, b.Dx(), b.Dy(), final
		for _, p := range r.parts() {
			p.valid = false
		}
		r.tips.valid = false
		r.arenaValid = false
	}
}

func (r *retained) parts() [6]*part {
	return [6]*part{&r.margins, &r.hud, &r.pane, &r.timeline, &r.status, &r.bar}
}

// drawParts draws the parts whose recorded frame changed, and those under tooltips that are to
// be drawn again when withTips (the tooltips go on the same image). always is a region drawn afresh in
// every frame (the arena's square): tooltips over it are drawn again each frame, and then so is
// every part under them, since the tooltips' translucent boxes must not pile up. The parts lie
// outside that region, so they can be drawn before it; the tooltips are drawn after it
// (drawTips).
func (r *retained) drawParts(dst *ebiten.Image, always image.Rectangle, withTips bool) {
	parts := r.parts()
	var changed [len(parts)]bool
	for i, p := range parts {
		changed[i] = p.changed()
	}
	tips := r.tips.covers()
	oldTips := r.tips.shownCovers()
	r.tipsDirty = r.tips.changed() || tips.Overlaps(always)
	for i, p := range parts {
		r.tipsDirty = r.tipsDirty || changed[i] && p.rect.Overlaps(tips)
	}
	r.tipsDirty = r.tipsDirty && withTips
	r.partsDrawn = 0
	for i, p := range parts {
		under := r.tipsDirty && (p.rect.Overlaps(tips) || p.rect.Overlaps(oldTips))
		if under || changed[i] {
			p.draw(dst)
			r.partsDrawn++
		}
	}
}

// tipsMovedOver reports whether the tooltips changed where they are or were over sq.
func (r *retained) tipsMovedOver(sq image.Rectangle) bool {
	return r.tips.changed() && (r.tips.covers().Overlaps(sq) || r.tips.shownCovers().Overlaps(sq))
}

// drawTips draws the tooltips when drawParts found them changed or under something drawn again.
func (r *retained) drawTips(dst *ebiten.Image) {
	if r.tipsDirty {
		r.tips.draw(dst)
	}
}
