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
		if under || changed[i] {
			p.Draw(dst)
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
