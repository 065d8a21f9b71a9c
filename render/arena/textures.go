package arena

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"crdplayer/render/draw"
)

// The project's own textures, all made in code at start-up: terrain patches, creature and player
// sprites, a soft glow for effects. None comes from the original game's files.

// terrainLook is the palette of one terrain texture id (terrain_assets.py ids 0..7: four
// themes, each a base and an overlay texture).
type terrainLook struct {
	dark, light color.RGBA
	overlay     bool // blotchy, mostly transparent patches rather than a full tile
}

var terrainLooks = [8]terrainLook{
	{color.RGBA{92, 78, 48, 255}, color.RGBA{150, 128, 82, 255}, false},  // 0 q1 base: dry earth
	{color.RGBA{58, 72, 34, 255}, color.RGBA{104, 118, 58, 255}, true},   // 1 q1 overlay: grass
	{color.RGBA{70, 70, 66, 255}, color.RGBA{124, 122, 112, 255}, false}, // 2 q2 base: grey mud
	{color.RGBA{44, 52, 40, 255}, color.RGBA{86, 96, 70, 255}, true},     // 3 q2 overlay: moss
	{color.RGBA{96, 58, 40, 255}, color.RGBA{156, 98, 64, 255}, false},   // 4 q3 base: red clay
	{color.RGBA{70, 40, 30, 255}, color.RGBA{118, 74, 50, 255}, true},    // 5 q3 overlay: rust
	{color.RGBA{50, 56, 70, 255}, color.RGBA{96, 104, 122, 255}, false},  // 6 q4 base: slate
	{color.RGBA{36, 40, 54, 255}, color.RGBA{72, 80, 100, 255}, true},    // 7 q4 overlay: dark
}

// Textures holds the images the window makes once and reuses: the terrain patches, the sprites,
// glow, ring and badges on one atlas (atlas.go), and the original game's sheets when loaded
// (LoadGameData).
type Textures struct {
	patches     [8]*ebiten.Image
	patchPixels [8]int           // side of each patch image, pixels
	sheets      [6]*ebiten.Image // the original game's creature sheets (crimson.paq), when given
	creatures   [6]*ebiten.Image
	creatureCut [6]spriteCut // each creature sprite cut to its drawn pixels (creatureSprite)
	player      *ebiten.Image
	glow        *ebiten.Image
	glyphs      text.Face         // the badges' letters; nil draws badges without them
	icons       [15]*ebiten.Image // bonus badges by bonus id (0: unknown)
	white       *ebiten.Image     // a small white square: lines and quads
	ring        *ebiten.Image     // a white ring: circles of any size
	atlas       *ebiten.Image     // the image all of the above are sub-images of
	crowd       spriteBatch       // creatures and shadows waiting to be drawn (DrawUnclipped)
}

// NewTextures makes the project's own textures (none comes from the original game's files),
// with the bonus badges' letters in glyphs (nil: badges without letters). It draws, so it runs
// inside the game loop.
func NewTextures(glyphs text.Face) *Textures {
	t := &Textures{glyphs: glyphs}
	for i := range t.patches {
		t.patches[i] = ebiten.NewImageFromImageWithOptions(makeTerrainPatch(i), &ebiten.NewImageFromImageOptions{Unmanaged: true}) // (see packAtlas)
		t.patchPixels[i] = patchPixels
	}
	t.packAtlas()
	return t
}

const patchPixels = 128

// makeTerrainPatch builds the 128×128 texture of one terrain id: fractal noise between the
// look's two colours, with an alpha that fades towards the edges so stamps blend.
func makeTerrainPatch(id int) *image.RGBA {
	look := terrainLooks[((id%8)+8)%8]
	img := image.NewRGBA(image.Rect(0, 0, patchPixels, patchPixels))
	seed := uint64(id)*7919 + 17
	for y := 0; y < patchPixels; y++ {
		for x := 0; x < patchPixels; x++ {
			n := fbm(seed, float64(x), float64(y), 5)
			grain := hashNoise(seed+99, float64(x), float64(y), patchPixels)
			t := draw.Clamp01(n*1.3 - 0.15 + (grain-0.5)*0.18)
			c := lerpColor(look.dark, look.light, t)
			dx, dy := (float64(x)-63.5)/64, (float64(y)-63.5)/64
			edge := draw.Clamp01((1 - math.Sqrt(dx*dx+dy*dy)) * 2.5)
			a := edge
			if look.overlay {
				blot := fbm(seed+7, float64(x), float64(y), 4)
				a *= draw.Clamp01((blot - 0.45) * 5)
			}
			img.SetRGBA(x, y, premultiply(c, a))
		}
	}
	return img
}

// creature body colours by type id; the simulation's tint multiplies them.
var creatureColors = [6]color.RGBA{
	{150, 170, 120, 255}, // zombie: pale green
	{90, 150, 70, 255},   // lizard: green
	{120, 190, 170, 255}, // alien: teal
	{150, 80, 60, 255},   // spider sp1: rust
	{110, 70, 120, 255},  // spider sp2: purple
	{170, 150, 110, 255}, // trooper: khaki
}

const spritePixels = 64

// makeCreatureSprite draws the sprite of one creature type facing up (heading 0), in its body
// colour, on a 64×64 image.
func makeCreatureSprite(typ int) *ebiten.Image {
	img := ebiten.NewImage(spritePixels, spritePixels)
	// Half-way to white, so that the simulation's tint (Rush greens, Survival's per-wave
	// colours) decides the final colour, as the game's grey sprites let it.
	body := lerpColor(creatureColors[((typ%6)+6)%6], color.RGBA{235, 235, 235, 255}, 0.45)
	dark := scaleColor(body, 0.55)
	light := scaleColor(body, 1.25)
	switch typ {
	case 1: // lizard: long body, tail, four legs
		for _, s := range []float32{-1, 1} {
			vector.StrokeLine(img, 32, 24, 32+16*s, 16, 4, dark, true)
			vector.StrokeLine(img, 32, 38, 32+15*s, 46, 4, dark, true)
		}
		vector.StrokeLine(img, 32, 40, 32, 62, 5, dark, true)
		fillEllipse(img, 32, 32, 9, 17, body)
		fillEllipse(img, 32, 12, 6, 8, light)
	case 2: // alien: oval body with a big head
		for _, s := range []float32{-1, 1} {
			vector.StrokeLine(img, 32, 30, 32+18*s, 20, 4, dark, true)
		}
		fillEllipse(img, 32, 38, 13, 16, body)
		fillEllipse(img, 32, 17, 10, 11, light)
		vector.DrawFilledCircle(img, 28, 14, 2.5, color.RGBA{20, 20, 20, 255}, true)
		vector.DrawFilledCircle(img, 36, 14, 2.5, color.RGBA{20, 20, 20, 255}, true)
	case 3, 4: // spiders: round body, eight legs
		for i := 0; i < 4; i++ {
			y := float32(20 + i*8)
			for _, s := range []float32{-1, 1} {
				vector.StrokeLine(img, 32, y, 32+16*s, y-6+float32(i)*3, 3, dark, true)
				vector.StrokeLine(img, 32+16*s, y-6+float32(i)*3, 32+27*s, y+4+float32(i)*2, 3, dark, true)
			}
		}
		fillEllipse(img, 32, 38, 12, 14, body)
		fillEllipse(img, 32, 21, 8, 8, light)
	case 5: // trooper: shoulders, helmet, gun
		vector.DrawFilledRect(img, 34, 4, 5, 22, color.RGBA{40, 40, 40, 255}, true)
		fillEllipse(img, 32, 34, 18, 11, body)
		vector.DrawFilledCircle(img, 32, 32, 9, light, true)
	default: // zombie: round body, reaching arms
		for _, s := range []float32{-1, 1} {
			vector.StrokeLine(img, 32+11*s, 32, 32+13*s, 10, 5, dark, true)
		}
		fillEllipse(img, 32, 36, 16, 13, body)
		vector.DrawFilledCircle(img, 32, 30, 9, light, true)
	}
	return img
}

// makePlayerSprite draws a player facing up: shoulders, head and a gun barrel, in white so the
// player's colour can tint it.
func makePlayerSprite() *ebiten.Image {
	img := ebiten.NewImage(spritePixels, spritePixels)
	vector.DrawFilledRect(img, 35, 2, 6, 28, color.RGBA{60, 60, 60, 255}, true)
	fillEllipse(img, 32, 36, 20, 12, color.RGBA{200, 200, 200, 255})
	vector.DrawFilledCircle(img, 32, 34, 10, color.White, true)
	vector.StrokeCircle(img, 32, 34, 10, 2, color.RGBA{90, 90, 90, 255}, true)
	return img
}

// makeGlow is a white radial gradient, alpha falling from the centre: particles, muzzle flash,
// explosions and projectiles are drawn with it, tinted.
func makeGlow() *image.RGBA {
	const n = glowPixels
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			dx, dy := (float64(x)-(n-1)/2.0)/(n/2), (float64(y)-(n-1)/2.0)/(n/2)
			a := draw.Clamp01(1 - math.Sqrt(dx*dx+dy*dy))
			a *= a
			img.SetRGBA(x, y, premultiply(color.RGBA{255, 255, 255, 255}, a))
		}
	}
	return img
}

// fillEllipse fills an axis-aligned ellipse.
func fillEllipse(dst *ebiten.Image, cx, cy, rx, ry float32, c color.Color) {
	var p vector.Path
	const n = 28
	for i := 0; i < n; i++ {
		a := float64(i) / n * 2 * math.Pi
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	draw.FillPath(dst, &p, c, true)
}

func lerpColor(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

func scaleColor(c color.RGBA, k float64) color.RGBA {
	s := func(x uint8) uint8 { return uint8(math.Min(255, float64(x)*k)) }
	return color.RGBA{s(c.R), s(c.G), s(c.B), c.A}
}

// premultiply returns c with alpha a (0..1), premultiplied as Ebiten expects.
func premultiply(c color.RGBA, a float64) color.RGBA {
	a = draw.Clamp01(a)
	return color.RGBA{uint8(float64(c.R)*a + 0.5), uint8(float64(c.G)*a + 0.5), uint8(float64(c.B)*a + 0.5), uint8(255*a + 0.5)}
}
