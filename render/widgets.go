package render

import (
	"image/color"

	"crdplayer/render/draw"
)

// Small drawing helpers shared by the HUD, panes, timeline and buttons.

var (
	colText   = color.RGBA{225, 225, 230, 255}
	colDim    = color.RGBA{150, 150, 160, 255}
	colPanel  = color.RGBA{30, 30, 36, 255}
	colBorder = color.RGBA{60, 60, 72, 255}
	colAccent = color.RGBA{110, 190, 255, 255}
	colGood   = color.RGBA{110, 220, 120, 255}
	colBad    = color.RGBA{255, 100, 90, 255}
	colWarn   = color.RGBA{255, 200, 90, 255}
)

// bar draws a horizontal progress bar filled to frac (0..1).
func (c *canvas) bar(x, y, w, h float64, frac float64, fg color.Color) {
	c.rect(float32(x), float32(y), float32(w), float32(h), color.RGBA{12, 12, 16, 255})
	c.rect(float32(x), float32(y), float32(w*draw.Clamp01(frac)), float32(h), fg)
	c.strokeRectF(float32(x), float32(y), float32(w), float32(h), 1, colBorder)
}

// checkMark draws ✓ (ok) or ✗ with lines, since the UI font has no such glyphs.
func (c *canvas) checkMark(x, y float64, ok bool) {
	fx, fy := float32(x), float32(y)
	if ok {
		c.line(fx, fy+6, fx+4, fy+10, 2, colGood)
		c.line(fx+4, fy+10, fx+11, fy+1, 2, colGood)
		return
	}
	c.line(fx+1, fy+1, fx+10, fy+10, 2, colBad)
	c.line(fx+10, fy+1, fx+1, fy+10, 2, colBad)
}
