package ui

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
	opImage                      // img, drawn where its bounds are (a drawing made once, version ver)
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
	img         *ebiten.Image
	ver         int
}

func (o *drawOp) equal(p *drawOp) bool {
	return o.kind == p.kind && o.s == p.s && o.face == p.face && o.x == p.x && o.y == p.y && o.w == p.w &&
		o.h == p.h && o.width == p.width && o.col == p.col && o.clip == p.clip && o.antialiased == p.antialiased &&
		slices.Equal(o.pts, p.pts) && o.img == p.img && o.ver == p.ver
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
	case opImage:
		var op ebiten.DrawImageOptions
		b := o.img.Bounds()
		op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
		dst.DrawImage(o.img, &op)
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
	case opImage:
		r := o.img.Bounds()
		if !o.clip.Empty() {
			r = r.Intersect(o.clip)
		}
		return r
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

// reach is the rectangle the operation may touch, clipping included, text measured; ok is false
// when that is not known.
func (o *drawOp) reach() (image.Rectangle, bool) {
	if o.kind != opText && o.kind != opTextCentered {
		return o.bounds(), true
	}
	if o.face == nil {
		return image.Rectangle{}, false
	}
	m := o.face.Metrics()
	w, h := text.Measure(o.s, o.face, m.HAscent+m.HDescent+2)
	x, y := float64(o.x), float64(o.y)
	if o.kind == opTextCentered {
		x, y = x-w/2, y-h/2
	}
	// A glyph's ink may reach a little past its advance and the line's height.
	pad := 2 + (m.HAscent+m.HDescent)/4
	r := image.Rect(int(math.Floor(x-pad)), int(math.Floor(y-pad)), int(math.Ceil(x+w+pad)), int(math.Ceil(y+h+pad)))
	if !o.clip.Empty() {
		r = r.Intersect(o.clip)
	}
	return r, true
}

// Canvas records drawing operations into a Part; the methods mirror render/draw's (Text,
// FillRect, vector's rectangles and lines).
type Canvas struct {
	ops  *[]drawOp
	clip image.Rectangle
}

func (c *Canvas) add(o drawOp) {
	o.clip = c.clip
	*c.ops = append(*c.ops, o)
}

// sub is a canvas drawing into the same list, clipped to r.
func (c *Canvas) sub(r image.Rectangle) *Canvas {
	if !c.clip.Empty() {
		r = r.Intersect(c.clip)
	}
	return &Canvas{ops: c.ops, clip: r}
}

func (c *Canvas) text(s string, face text.Face, x, y float64, col color.Color) {
	c.add(drawOp{kind: opText, s: s, face: face, x: float32(x), y: float32(y), col: col})
}

func (c *Canvas) textCentered(s string, face text.Face, x, y float64, col color.Color) {
	c.add(drawOp{kind: opTextCentered, s: s, face: face, x: float32(x), y: float32(y), col: col})
}

// rect fills x, y, w, h (vector.DrawFilledRect).
func (c *Canvas) rect(x, y, w, h float32, col color.Color) {
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

// FillRect fills r with col.
func (c *Canvas) FillRect(r image.Rectangle, col color.Color) {
	c.rect(float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), col)
}

// strokeRectF outlines x, y, w, h (vector.StrokeRect).
func (c *Canvas) strokeRectF(x, y, w, h, width float32, col color.Color) {
	c.add(drawOp{kind: opStrokeRect, x: x, y: y, w: w, h: h, width: width, col: col})
}

// strokeRect outlines r with a one-pixel line inside its edge.
func (c *Canvas) strokeRect(r image.Rectangle, col color.Color) {
	c.strokeRectF(float32(r.Min.X)+0.5, float32(r.Min.Y)+0.5, float32(r.Dx())-1, float32(r.Dy())-1, 1, col)
}

// line strokes a straight line (vector.StrokeLine, not antialiased).
func (c *Canvas) line(x0, y0, x1, y1, width float32, col color.Color) {
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

// image draws img where its bounds lie (an image made with those bounds: its own drawing, kept
// between frames); ver tells one drawing on it from the next.
func (c *Canvas) image(img *ebiten.Image, ver int) {
	c.add(drawOp{kind: opImage, img: img, ver: ver})
}

// polygon fills the polygon through pts (x0, y0, x1, y1, …).
func (c *Canvas) polygon(col color.Color, antialiased bool, pts ...float32) {
	c.add(drawOp{kind: opPolygon, col: col, antialiased: antialiased, pts: slices.Clone(pts)})
}

// bar draws a horizontal progress bar filled to frac (0..1).
func (c *Canvas) bar(x, y, w, h float64, frac float64, fg color.Color) {
	c.rect(float32(x), float32(y), float32(w), float32(h), color.RGBA{12, 12, 16, 255})
	c.rect(float32(x), float32(y), float32(w*draw.Clamp01(frac)), float32(h), fg)
	c.strokeRectF(float32(x), float32(y), float32(w), float32(h), 1, ColBorder)
}

// checkMark draws ✓ (ok) or ✗ with lines, since the UI font has no such glyphs.
func (c *Canvas) checkMark(x, y float64, ok bool) {
	fx, fy := float32(x), float32(y)
	if ok {
		c.line(fx, fy+6, fx+4, fy+10, 2, ColGood)
		c.line(fx+4, fy+10, fx+11, fy+1, 2, ColGood)
		return
	}
	c.line(fx+1, fy+1, fx+10, fy+10, 2, ColBad)
	c.line(fx+10, fy+1, fx+1, fy+10, 2, ColBad)
}
