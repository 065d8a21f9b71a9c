package draw

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillRect fills r with c, not antialiased.
func FillRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	vector.DrawFilledRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), c, false)
}

// StrokeRect outlines r with a one-pixel line inside its edge.
func StrokeRect(dst *ebiten.Image, r image.Rectangle, c color.Color) {
	vector.StrokeRect(dst, float32(r.Min.X)+0.5, float32(r.Min.Y)+0.5, float32(r.Dx())-1, float32(r.Dy())-1, 1, c, false)
}

// FillPolygon fills the polygon through the given points (x0, y0, x1, y1, …). Antialiasing is
// costly per call: only sprites made once, and a few small marks, use it.
func FillPolygon(dst *ebiten.Image, c color.Color, aa bool, pts ...float32) {
	var p vector.Path
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			p.MoveTo(pts[0], pts[1])
		} else {
			p.LineTo(pts[i], pts[i+1])
		}
	}
	p.Close()
	FillPath(dst, &p, c, aa)
}

// whiteImage is the source of every filled path: its centre texel, white, tinted by the
// vertices' colour. It is made once, at start-up, before any other image of the window.
var whiteImage = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img
}()

var whiteSub = whiteImage.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)

// FillPath fills the path (non-zero rule) with c.
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color, aa bool) {

	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	r, g, b, a := c.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{AntiAlias: aa, FillRule: ebiten.FillRuleNonZero}
	dst.DrawTriangles(vs, is, whiteSub, op)
}
