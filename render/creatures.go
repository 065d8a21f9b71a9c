package render

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// spriteFilter samples creature sprites and their shadows. Linear filtering costs Mesa's
// software rasterizer about four times as much per pixel, and with 300 creatures that decided
// whether a frame fit in 16 ms; the sprites are drawn antialiased, so nearest sampling of them
// still looks smooth at the arena's usual scale.
const spriteFilter = ebiten.FilterNearest

// drawCreature draws a creature with its shadow, tinted by its tint (no hit flash: the game draws
// none, and the simulation never counts the hit-flash timer down, so it would stay lit after
// the first hit and turn whole crowds white); a dying creature
// darkens and flattens, and a corpse fades out as its hitbox goes negative (the game fades the
// corpse's alpha by hitbox·0.1).
func drawCreature(dst *ebiten.Image, tex *textures, cam Camera, c *CreatureView) {
	if sheet := tex.sheets[((c.Type%6)+6)%6]; sheet != nil {
		drawCreatureFrame(dst, sheet, cam, c)
		return
	}
	img := tex.creatures[((c.Type%6)+6)%6]
	size := creatureSize(c)
	alpha := float32(c.Tint.A) / 255
	if c.Tint.A == 0 {
		alpha = 1
	}
	shade := float32(1)
	if c.Dying() {
		// 16 → 0 while dying: darken to a corpse; below 0 fade out.
		t := float32(clamp01(c.Hitbox / 16))
		shade = 0.45 + 0.55*t
		if c.Hitbox < 0 {
			alpha += float32(c.Hitbox) * 0.1
		}
		if alpha <= 0.01 {
			return
		}
	}
	tr, tg, tb := tintFactors(c.Tint)
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	if c.Dying() && c.Hitbox > 0 {
		drawCreatureShadow(dst, tex, cam, c)
	}
	w := size
	if c.Dying() {
		w = size * (1.1 - 0.1*float64(shade)) // a corpse lies flatter and a little wider
	}
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X, c.Y, c.Heading, w)
	op.ColorScale.Scale(tr*shade*alpha, tg*shade*alpha, tb*shade*alpha, alpha)
	dst.DrawImage(img, &op)
}

// drawCreatureFrame draws a creature from the original game's sheet: its animation frame,
// turned so that the sheet's right-facing frames follow the heading, sized size/64 of a frame,
// tinted by the creature's tint (fading as a corpse) over a 40% black shadow.
func drawCreatureFrame(dst *ebiten.Image, sheet *ebiten.Image, cam Camera, c *CreatureView) {
	fw, fh := sheet.Bounds().Dx()/8, sheet.Bounds().Dy()/8
	f := creatureFrame(c.Type, c.AnimPhase, c.Hitbox, c.Flags)
	frame := sheet.SubImage(image.Rect((f%8)*fw, (f/8)*fh, (f%8+1)*fw, (f/8+1)*fh)).(*ebiten.Image)
	k := math.Min(math.Max(creatureSize(c)/64, 0.25), 2)
	a := float32(1)
	if c.Tint.A != 0 {
		a = float32(c.Tint.A) / 255
	}
	if c.Hitbox < 0 {
		a += float32(c.Hitbox) * 0.1
	}
	if a <= 0.01 {
		return
	}
	tr, tg, tb := tintFactors(c.Tint)
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	w := float64(fw) * k
	cam.sprite(&op.GeoM, fw, fh, c.X+w*0.035, c.Y+w*0.035, c.Heading-math.Pi/2, w*1.07)
	op.ColorScale.Scale(0, 0, 0, 0.4*a)
	dst.DrawImage(frame, &op)
	op.ColorScale.Reset()
	cam.sprite(&op.GeoM, fw, fh, c.X, c.Y, c.Heading-math.Pi/2, w)
	op.ColorScale.Scale(tr*a, tg*a, tb*a, a)
	dst.DrawImage(frame, &op)
}

// creatureSize is the sprite width of a creature, world pixels.
func creatureSize(c *CreatureView) float64 {
	if c.Size <= 0 {
		return 50
	}
	return c.Size
}

// drawCreatureShadow draws the creature's shadow: its sprite in black at 40%, a little larger
// and offset down-right.
func drawCreatureShadow(dst *ebiten.Image, tex *textures, cam Camera, c *CreatureView) {
	if tex.sheets[((c.Type%6)+6)%6] != nil {
		return // drawn with the frame
	}
	size := creatureSize(c)
	alpha := float32(1)
	if c.Tint.A != 0 {
		alpha = float32(c.Tint.A) / 255
	}
	var op ebiten.DrawImageOptions
	op.Filter = spriteFilter
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X+size*0.04, c.Y+size*0.04, c.Heading, size*1.07)
	op.ColorScale.Scale(0, 0, 0, 0.4*alpha)
	dst.DrawImage(tex.creatures[((c.Type%6)+6)%6], &op)
}

// tintFactors turns a creature tint into colour-scale factors; an unset tint is white.
func tintFactors(t color.RGBA) (float32, float32, float32) {
	if t.R == 0 && t.G == 0 && t.B == 0 {
		return 1, 1, 1
	}
	return float32(t.R) / 255, float32(t.G) / 255, float32(t.B) / 255
}
