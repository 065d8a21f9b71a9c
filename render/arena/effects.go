package arena

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// drawGlow adds the soft glow sprite centred on a screen point with the given diameter. The
// glow is smooth enough to sample nearest (see spriteFilter).
func drawGlow(dst *ebiten.Image, tex *Textures, sx, sy, diameter float64, c color.RGBA) {
	if diameter <= 0 || c.A == 0 {
		return
	}
	var op ebiten.DrawImageOptions
	k := diameter / glowPixels
	op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx, sy)
	a := float32(c.A) / 255
	op.ColorScale.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(tex.glow, &op)
}

// isShape reports whether the effect is drawn as a vector shape rather than a sprite.
func isShape(e *scene.EffectView) bool {
	return e.Kind == scene.EffectRing || e.Kind == scene.EffectSquare
}

// drawEffect draws one particle or effect.
func drawEffect(dst *ebiten.Image, tex *Textures, cam Camera, e *scene.EffectView) {
	sx, sy := cam.ToScreen(e.X, e.Y)
	switch e.Kind {
	case scene.EffectRing:
		tex.circle(dst, sx, sy, e.W/2*cam.Scale, e.Color)
	case scene.EffectSquare:
		tex.quad(dst, sx, sy, e.W*cam.Scale, e.H*cam.Scale, e.Rotation, e.Color)
	default:
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
		op.GeoM.Scale(e.W*cam.Scale/glowPixels, e.H*cam.Scale/glowPixels)
		op.GeoM.Rotate(e.Rotation)
		op.GeoM.Translate(sx, sy)
		a := float32(e.Color.A) / 255
		op.ColorScale.Scale(float32(e.Color.R)/255*a, float32(e.Color.G)/255*a, float32(e.Color.B)/255*a, a)
		if e.Additive {
			op.Blend = ebiten.BlendLighter
		}
		dst.DrawImage(tex.glow, &op)
		if e.Kind == scene.EffectExplosion && e.Additive { // a bright core, in the same (additive) batch
			op.ColorScale.Reset()
			op.ColorScale.Scale(a, a, 0.85*a, a)
			op.GeoM.Reset()
			op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
			op.GeoM.Scale(e.W*cam.Scale/glowPixels/2, e.H*cam.Scale/glowPixels/2)
			op.GeoM.Translate(sx, sy)
			op.Blend = ebiten.BlendLighter
			dst.DrawImage(tex.glow, &op)
		}
	}
}
