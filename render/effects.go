package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// drawGlow draws the soft glow sprite centred on a screen point with the given diameter.
func drawGlow(dst *ebiten.Image, tex *textures, sx, sy, diameter float64, c color.RGBA) {
	if diameter <= 0 || c.A == 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	k := diameter / 32
	op.GeoM.Translate(-16, -16)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx, sy)
	a := float32(c.A) / 255
	op.ColorScale.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(tex.glow, &op)
}

// drawEffect draws one particle or effect.
func drawEffect(dst *ebiten.Image, tex *textures, cam Camera, e *EffectView) {
	sx, sy := cam.ToScreen(e.X, e.Y)
	switch e.Kind {
	case EffectRing:
		c := premultiply(color.RGBA{e.Color.R, e.Color.G, e.Color.B, 255}, float64(e.Color.A)/255)
		vector.StrokeCircle(dst, float32(sx), float32(sy), float32(e.W/2*cam.Scale), float32(math.Max(1, 3*cam.Scale)), c, false)
	case EffectSquare:
		pts := make([]float32, 0, 8)
		cs, sn := math.Cos(e.Rotation), math.Sin(e.Rotation)
		for _, k := range [4][2]float64{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}} {
			dx, dy := k[0]*e.W/2, k[1]*e.H/2
			x, y := cam.ToScreen(e.X+dx*cs-dy*sn, e.Y+dx*sn+dy*cs)
			pts = append(pts, float32(x), float32(y))
		}
		fillPolygon(dst, premultiply(color.RGBA{e.Color.R, e.Color.G, e.Color.B, 255}, float64(e.Color.A)/255), pts...)
	default:
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		op.GeoM.Translate(-16, -16)
		op.GeoM.Scale(e.W*cam.Scale/32, e.H*cam.Scale/32)
		op.GeoM.Rotate(e.Rotation)
		op.GeoM.Translate(sx, sy)
		a := float32(e.Color.A) / 255
		op.ColorScale.Scale(float32(e.Color.R)/255*a, float32(e.Color.G)/255*a, float32(e.Color.B)/255*a, a)
		if e.Additive {
			op.Blend = ebiten.BlendLighter
		}
		dst.DrawImage(tex.glow, &op)
		if e.Kind == EffectExplosion {
			op.ColorScale.Reset()
			op.ColorScale.Scale(a, a, 0.85*a, a)
			op.GeoM.Reset()
			op.GeoM.Translate(-16, -16)
			op.GeoM.Scale(e.W*cam.Scale/64, e.H*cam.Scale/64)
			op.GeoM.Translate(sx, sy)
			op.Blend = ebiten.BlendLighter
			dst.DrawImage(tex.glow, &op)
		}
	}
}
