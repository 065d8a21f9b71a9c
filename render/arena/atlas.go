package arena

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// All the arena's small images live on one atlas image, so that the software rasterizer can
// draw each pass as one batch: Ebiten merges consecutive draws only when they share the source
// image, blend and filter, and on Mesa's llvmpipe every extra batch costs about as much as a
// hundred sprites.

const (
	glowPixels = 64
	ringPixels = 64
)

// packAtlas makes the sprites, icons, glow, ring and white square and copies them onto one
// atlas image, keeping sub-images of it. The atlas is a texture of its own (ownImage), never
// moved by Ebitengine: where a texture sits shifts the texture coordinates of every sprite
// drawn from it by a rounding error, which flips a pixel at a rotated sprite's edge now and
// then, so a tick's picture would depend on the process's history (a screenshot against an
// export's frame of that tick).
func (t *Textures) packAtlas() {
	atlas := ownImage(1024, 192)
	t.atlas = atlas
	place := func(img *ebiten.Image, x, y int) *ebiten.Image {
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(x), float64(y))
		op.Blend = ebiten.BlendCopy
		atlas.DrawImage(img, &op)
		b := img.Bounds()
		sub := atlas.SubImage(image.Rect(x, y, x+b.Dx(), y+b.Dy())).(*ebiten.Image)
		img.Deallocate()
		return sub
	}
	for i := range t.creatures {
		t.creatures[i] = place(makeCreatureSprite(i), i*spritePixels, 0)
	}
	t.player = place(makePlayerSprite(), 6*spritePixels, 0)
	t.glow = place(ebiten.NewImageFromImage(makeGlow()), 7*spritePixels, 0)
	t.ring = place(makeRing(), 8*spritePixels, 0)
	white := ebiten.NewImage(8, 8)
	white.Fill(color.White)
	t.white = place(white, 9*spritePixels, 0).SubImage(image.Rect(9*spritePixels+2, 2, 9*spritePixels+6, 6)).(*ebiten.Image)
	for id := range t.icons {
		t.icons[id] = place(makeBonusIcon(id, t.glyphs), id*iconPixels, 2*spritePixels)
	}
}

// makeRing draws a white ring, antialiased, 3 pixels wide, touching the image's edges.
func makeRing() *ebiten.Image {
	img := ebiten.NewImage(ringPixels, ringPixels)
	c := float32(ringPixels) / 2
	vector.StrokeCircle(img, c, c, c-2, 3, color.White, true)
	return img
}

// line draws a straight line of the given width (screen pixels) from the atlas's white square.
func (t *Textures) line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 || width <= 0 || c.A == 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(0, -2)
	op.GeoM.Scale(l/4, width/4)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0, y0)
	scaleColor32(&op.ColorScale, c)
	dst.DrawImage(t.white, &op)
}

// quad fills a w×h rectangle centred on (x, y), rotated by rot radians.
func (t *Textures) quad(dst *ebiten.Image, x, y, w, h, rot float64, c color.RGBA) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-2, -2)
	op.GeoM.Scale(w/4, h/4)
	op.GeoM.Rotate(rot)
	op.GeoM.Translate(x, y)
	scaleColor32(&op.ColorScale, c)
	dst.DrawImage(t.white, &op)
}

// circle draws a ring of radius r (screen pixels) centred on (x, y).
func (t *Textures) circle(dst *ebiten.Image, x, y, r float64, c color.RGBA) {
	if r <= 0 || c.A == 0 {
		return
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-ringPixels/2, -ringPixels/2)
	op.GeoM.Scale(2*r/ringPixels, 2*r/ringPixels)
	op.GeoM.Translate(x, y)
	scaleColor32(&op.ColorScale, c)
	dst.DrawImage(t.ring, &op)
}

// scaleColor32 tints white to the straight (not premultiplied) colour c.
func scaleColor32(cs *ebiten.ColorScale, c color.RGBA) {
	a := float32(c.A) / 255
	cs.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
}
