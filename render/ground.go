package render

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// terrainPatch is the side of a terrain stamp, world pixels.
const terrainPatch = 128.0

// groundClear is the colour under the terrain stamps (the game clears its terrain target to it).
var groundClear = color.RGBA{63, 56, 25, 255}

// layerAlpha is the opacity of each terrain layer: base, overlay, detail (the game tints every
// stamp (0.7, 0.7, 0.7) with these alphas).
var layerAlpha = [3]float32{0.9, 0.9, 0.6}

// textures holds the images the window makes once and reuses.
type textures struct {
	patches     [8]*ebiten.Image
	patchPixels [8]int           // side of each patch image, pixels
	sheets      [6]*ebiten.Image // the original game's creature sheets (crimson.paq), when given
	creatures   [6]*ebiten.Image
	creatureCut [6]spriteCut // each creature sprite cut to its drawn pixels (creatureSprite)
	player      *ebiten.Image
	glow        *ebiten.Image
	fonts       *fonts            // for icon letters; nil draws icons without them
	icons       [15]*ebiten.Image // bonus badges by bonus id (0: unknown)
	white       *ebiten.Image     // a small white square: lines and quads
	ring        *ebiten.Image     // a white ring: circles of any size
}

func newTextures(f *fonts) *textures {
	t := &textures{fonts: f}
	for i := range t.patches {
		t.patches[i] = ebiten.NewImageFromImage(makeTerrainPatch(i))
		t.patchPixels[i] = patchPixels
	}
	t.packAtlas()
	return t
}

// bakeGround paints the run's terrain into a 1024×1024 image in the game's order: the clear
// colour, then every stamp, each a 128-pixel patch rotated about its centre. No stamps give the
// plain clear colour.
func bakeGround(tex *textures, stamps []scene.GroundStamp) *ebiten.Image {
	img := ebiten.NewImage(WorldSize, WorldSize)
	img.Fill(groundClear)
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	for _, s := range stamps {
		id := ((s.Texture % 8) + 8) % 8
		patch, px := tex.patches[id], float64(tex.patchPixels[id])
		op.GeoM.Reset()
		op.GeoM.Translate(-px/2, -px/2)
		op.GeoM.Scale(terrainPatch/px, terrainPatch/px)
		op.GeoM.Rotate(s.Rotation)
		op.GeoM.Translate(s.X+terrainPatch/2, s.Y+terrainPatch/2)
		op.ColorScale.Reset()
		a := layerAlpha[((s.Layer%3)+3)%3]
		op.ColorScale.Scale(0.7*a, 0.7*a, 0.7*a, a)
		img.DrawImage(patch, &op)
	}
	return img
}
