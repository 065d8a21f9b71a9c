package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/draw"
)

// Part is one retained part of the window: the rectangle it covers, filled with bg (when not
// nil) under its operations.
type Part struct {
	rect image.Rectangle
	bg   color.Color
	ops  []drawOp

	// what is on the screen: valid is false until drawn and after invalidate
	valid     bool
	shownRect image.Rectangle
	shownBg   color.Color
	shown     []drawOp
}

// Begin starts recording the part's frame: the rectangle it covers and its background.
func (p *Part) Begin(r image.Rectangle, bg color.Color) *Canvas {
	p.rect, p.bg = r, bg
	p.ops = p.ops[:0]
	return &Canvas{ops: &p.ops}
}

// Changed reports whether the recorded frame differs from what the screen shows.
func (p *Part) Changed() bool {
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

// Draw puts the recorded frame on dst and remembers it as shown.
func (p *Part) Draw(dst *ebiten.Image) {
	p.drawIn(dst, p.rect)
}

// DrawChanged is Draw for a dst that shows the part as last drawn: only the rectangle where the
// recorded frame differs from it is drawn again (all of the part when that is not known). A
// tick at 1× moves the timeline's cursor by a pixel and changes a few numbers, and on the
// software rasterizer each pixel filled costs the same whether it changed or not.
func (p *Part) DrawChanged(dst *ebiten.Image) {
	r, ok := p.changedRect()
	if !ok {
		r = p.rect
	}
	p.drawIn(dst, r)
}

// drawIn draws the recorded frame within r (the whole part, or where it changed) and remembers
// it as shown.
func (p *Part) drawIn(dst *ebiten.Image, r image.Rectangle) {
	whole := r == p.rect
	if !whole {
		dst = dst.SubImage(r).(*ebiten.Image)
	}
	if p.bg != nil && !p.rect.Empty() {
		draw.FillRect(dst, p.rect.Intersect(r), p.bg)
	}
	for i := range p.ops {
		if whole {
			p.ops[i].draw(dst)
		} else if b, ok := p.ops[i].reach(); !ok || b.Overlaps(r) {
			p.ops[i].draw(dst)
		}
	}
	p.shownRect, p.shownBg, p.valid = p.rect, p.bg, true
	p.shown, p.ops = p.ops, p.shown[:0]
}

// changedRect is the rectangle outside which the recorded frame draws the same pixels as the
// shown one; ok is false when that is not known (the part moved, or has no background to
// draw the rectangle afresh on) or it is most of the part.
func (p *Part) changedRect() (r image.Rectangle, ok bool) {
	if !p.valid || p.bg == nil || p.rect != p.shownRect || p.bg != p.shownBg {
		return image.Rectangle{}, false
	}
	// The operations alike at the start and at the end draw alike (those in between are
	// drawn again within r, and draw nothing outside it).
	a, b := p.shown, p.ops
	for len(a) > 0 && len(b) > 0 && a[0].equal(&b[0]) {
		a, b = a[1:], b[1:]
	}
	for len(a) > 0 && len(b) > 0 && a[len(a)-1].equal(&b[len(b)-1]) {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	add := func(o *drawOp) bool {
		ob, known := o.reach()
		r = r.Union(ob)
		return known
	}
	if len(a) == len(b) {
		for i := range a {
			if a[i].equal(&b[i]) {
				continue
			}
			if d, known := changedBetween(&a[i], &b[i]); known {
				r = r.Union(d)
			} else if !add(&a[i]) || !add(&b[i]) {
				return image.Rectangle{}, false
			}
		}
	} else {
		for i := range a {
			if !add(&a[i]) {
				return image.Rectangle{}, false
			}
		}
		for i := range b {
			if !add(&b[i]) {
				return image.Rectangle{}, false
			}
		}
	}
	r = r.Intersect(p.rect)
	if 2*r.Dx()*r.Dy() > p.rect.Dx()*p.rect.Dy() {
		return image.Rectangle{}, false
	}
	return r, true
}

// changedBetween is where a filled rectangle that only moved one edge (a progress bar, the
// played range) changed: the strip between the two edges. known is false for other changes.
func changedBetween(a, b *drawOp) (image.Rectangle, bool) {
	if a.kind != opRect || b.kind != opRect || a.col != b.col || a.clip != b.clip {
		return image.Rectangle{}, false
	}
	ra, _ := a.reach()
	rb, _ := b.reach()
	var d image.Rectangle
	switch {
	case ra.Min.Y == rb.Min.Y && ra.Max.Y == rb.Max.Y && ra.Min.X == rb.Min.X:
		d = image.Rect(min(ra.Max.X, rb.Max.X)-2, ra.Min.Y, max(ra.Max.X, rb.Max.X)+2, ra.Max.Y)
	case ra.Min.Y == rb.Min.Y && ra.Max.Y == rb.Max.Y && ra.Max.X == rb.Max.X:
		d = image.Rect(min(ra.Min.X, rb.Min.X)-2, ra.Min.Y, max(ra.Min.X, rb.Min.X)+2, ra.Max.Y)
	default:
		return image.Rectangle{}, false
	}
	if !a.clip.Empty() {
		d = d.Intersect(a.clip)
	}
	return d, true
}

// covers is the rectangle the recorded operations touch, or the part's own when it has a
// background.
func (p *Part) covers() image.Rectangle {
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
func (p *Part) shownCovers() image.Rectangle {
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

// Rect is the rectangle the part covers in the frame being recorded.
func (p *Part) Rect() image.Rectangle { return p.rect }

// Retained holds the window's retained parts and what the screen they were drawn on shows. The
// arena's square, between them, is the window's own business (render's frame.go).
type Retained struct {
	dst        *ebiten.Image // the image the parts were last drawn on
	w, h       int
	final      bool // the frame is composed on the final screen (render's drawFrameParts)
	Margins    Part // the arena's margins
	HUD, Pane  Part // the sidebar: players' HUD; tabs and the selected pane
	Track      Part // the timeline's track, marks and sparklines
	Status     Part // the timeline's status line
	Lane       Part // the input lane under the timeline
	Bar        Part // the button bar
	Tips       Part // tooltips over the timeline and the bar (drawn over the others)
	partsDrawn int  // parts drawn in the last frame (for tests)
	tipsDirty  bool // the tooltips are to be drawn in this frame
}

// Invalidate forgets what the screen shows: every part is drawn in the next frame.
func (r *Retained) Invalidate() {
	r.dst = nil
}

// Begin starts a frame on dst, composed there (final false) or on the final screen (final
// true: the tooltips are not drawn on dst); a new image, size or way draws every part, and
// Begin reports that it forgot what the screen shows (after Invalidate too).
func (r *Retained) Begin(dst *ebiten.Image, final bool) (forgot bool) {
	b := dst.Bounds()
	if dst != r.dst || b.Dx() != r.w || b.Dy() != r.h || final != r.final {
		r.dst, r.w, r.h, r.final = dst, b.Dx(), b.Dy(), final
		for _, p := range r.Parts() {
			p.valid = false
		}
		r.Tips.valid = false
		return true
	}
	return false
}

// Parts are the parts under the tooltips, in drawing order.
func (r *Retained) Parts() [7]*Part {
	return [7]*Part{&r.Margins, &r.HUD, &r.Pane, &r.Track, &r.Status, &r.Lane, &r.Bar}
}

// PartsDrawn is how many parts the last DrawParts drew.
func (r *Retained) PartsDrawn() int { return r.partsDrawn }

// DrawParts draws the parts whose recorded frame changed, and those under tooltips that are to
// be drawn again when withTips (the tooltips go on the same image). always is a region drawn afresh in
// every frame (the arena's square): tooltips over it are drawn again each frame, and then so is
// every part under them, since the tooltips' translucent boxes must not pile up. The parts lie
// outside that region, so they can be drawn before it; the tooltips are drawn after it
// (DrawTips).
func (r *Retained) DrawParts(dst *ebiten.Image, always image.Rectangle, withTips bool) {
	parts := r.Parts()
	var changed [len(parts)]bool
	for i, p := range parts {
		changed[i] = p.Changed()
	}
	tips := r.Tips.covers()
	oldTips := r.Tips.shownCovers()
	r.tipsDirty = r.Tips.Changed() || tips.Overlaps(always)
	for i, p := range parts {
		r.tipsDirty = r.tipsDirty || changed[i] && p.rect.Overlaps(tips)
	}
	r.tipsDirty = r.tipsDirty && withTips
	r.partsDrawn = 0
	for i, p := range parts {
		under := r.tipsDirty && (p.rect.Overlaps(tips) || p.rect.Overlaps(oldTips))
		switch {
		case under:
			// The tooltips' translucent boxes are drawn again over it: all of it afresh.
			p.Draw(dst)
			r.partsDrawn++
		case changed[i]:
			p.DrawChanged(dst)
			r.partsDrawn++
		}
	}
}

// TipsMovedOver reports whether the tooltips changed where they are or were over sq.
func (r *Retained) TipsMovedOver(sq image.Rectangle) bool {
	return r.Tips.Changed() && (r.Tips.covers().Overlaps(sq) || r.Tips.shownCovers().Overlaps(sq))
}

// DrawTips draws the tooltips when DrawParts found them changed or under something drawn again.
func (r *Retained) DrawTips(dst *ebiten.Image) {
	if r.tipsDirty {
		r.Tips.Draw(dst)
	}
}

// Invalidate makes the part draw in the next frame whatever it records.
func (p *Part) Invalidate() { p.valid = false }
