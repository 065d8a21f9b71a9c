package arena

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/draw"
	"crdplayer/render/scene"
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
// corpse's alpha by hitbox·0.1). The project's own sprites are queued on tex.crowd, which the
// caller draws (DrawUnclipped).
func drawCreature(dst *ebiten.Image, tex *Textures, cam Camera, c *scene.CreatureView) {
	if sheet := tex.sheets[((c.Type%6)+6)%6]; sheet != nil {
		tex.crowd.flush(dst, tex.atlas) // (what was queued goes under it)
		drawCreatureFrame(dst, sheet, cam, c)
		return
	}
	img, off := tex.creatureSprite(c.Type)
	size := creatureSize(c)
	alpha, visible := creatureAlpha(c)
	if !visible {
		return
	}
	shade := float32(1)
	if c.Dying() {
		// 16 → 0 while dying: darken to a corpse (below 0 it fades out: creatureAlpha).
		shade = 0.45 + 0.55*float32(draw.Clamp01(c.Hitbox/16))
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
	cutGeoM(&op.GeoM, off)
	op.ColorScale.Scale(tr*shade*alpha, tg*shade*alpha, tb*shade*alpha, alpha)
	tex.crowd.add(img, &op)
}

// creatureAlpha is a creature's opacity: its tint's alpha (opaque when the tint has none),
// less hitbox·0.1 once a corpse's hitbox is negative, as the game fades corpses; visible is
// false when nothing would show.
func creatureAlpha(c *scene.CreatureView) (alpha float32, visible bool) {
	alpha = 1
	if c.Tint.A != 0 {
		alpha = float32(c.Tint.A) / 255
	}
	if c.Hitbox < 0 {
		alpha += float32(c.Hitbox) * 0.1
	}
	return alpha, alpha > 0.01
}

// drawCreatureFrame draws a creature from the original game's sheet: its animation frame,
// turned so that the sheet's right-facing frames follow the heading, sized size/64 of a frame,
// tinted by the creature's tint (fading as a corpse) over a 40% black shadow.
func drawCreatureFrame(dst *ebiten.Image, sheet *ebiten.Image, cam Camera, c *scene.CreatureView) {
	fw, fh := sheet.Bounds().Dx()/8, sheet.Bounds().Dy()/8
	f := creatureFrame(c.Type, c.AnimPhase, c.Hitbox, c.Flags)
	frame := sheet.SubImage(image.Rect((f%8)*fw, (f/8)*fh, (f%8+1)*fw, (f/8+1)*fh)).(*ebiten.Image)
	k := math.Min(math.Max(creatureSize(c)/64, 0.25), 2)
	a, visible := creatureAlpha(c)
	if !visible {
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
func creatureSize(c *scene.CreatureView) float64 {
	if c.Size <= 0 {
		return 50
	}
	return c.Size
}

// drawCreatureShadow draws the creature's shadow: its sprite in black at 40%, a little larger
// and offset down-right.
func drawCreatureShadow(dst *ebiten.Image, tex *Textures, cam Camera, c *scene.CreatureView) {
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
	img, off := tex.creatureSprite(c.Type)
	cam.sprite(&op.GeoM, spritePixels, spritePixels, c.X+size*0.04, c.Y+size*0.04, c.Heading, size*1.07)
	cutGeoM(&op.GeoM, off)
	op.ColorScale.Scale(0, 0, 0, 0.4*alpha)
	tex.crowd.add(img, &op)
}

// tintFactors turns a creature tint into colour-scale factors; an unset tint is white.
func tintFactors(t color.RGBA) (float32, float32, float32) {
	if t.R == 0 && t.G == 0 && t.B == 0 {
		return 1, 1, 1
	}
	return float32(t.R) / 255, float32(t.G) / 255, float32(t.B) / 255
}

// spriteCut is a sprite cut down to the rectangle of its pixels that are not transparent.
type spriteCut struct {
	img *ebiten.Image
	off image.Point // the cut's top-left corner in the whole sprite
}

// creatureSprite returns the sprite of a creature type cut to its drawn pixels, and where the
// cut starts in the whole sprite (cutGeoM places it). The transparent margin around a creature
// is about half the sprite, and the software rasterizer pays for every pixel a quad covers,
// drawn or not; the cut draws exactly the same pixels (sprites are sampled nearest, and the cut
// follows texel edges). Cut on first use: pixels can be read only once the game loop runs.
func (t *Textures) creatureSprite(typ int) (*ebiten.Image, image.Point) {
	typ = ((typ % 6) + 6) % 6
	c := &t.creatureCut[typ]
	if c.img == nil {
		c.img, c.off = cutTransparent(t.creatures[typ])
	}
	return c.img, c.off
}

// cutTransparent returns the sub-image of img holding all its pixels with any alpha, and its
// offset from img's top-left corner.
func cutTransparent(img *ebiten.Image) (*ebiten.Image, image.Point) {
	b := img.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(px)
	r := image.Rectangle{}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			if px[4*(y*b.Dx()+x)+3] != 0 {
				r = r.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	if r.Empty() {
		return img, image.Point{}
	}
	return img.SubImage(r.Add(b.Min)).(*ebiten.Image), r.Min
}

// cutGeoM turns a transform that places a whole sprite into one placing its cut, which starts
// at off in the sprite.
func cutGeoM(g *ebiten.GeoM, off image.Point) {
	var t ebiten.GeoM
	t.Translate(float64(off.X), float64(off.Y))
	t.Concat(*g)
	*g = t
}
