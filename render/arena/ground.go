package arena

import (
	"image"
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

// BakeGround paints the run's terrain into a 1024×1024 image in the game's order: the clear
// colour, then every stamp, each a 128-pixel patch rotated about its centre. No stamps give the
// plain clear colour.
func BakeGround(tex *Textures, stamps []scene.GroundStamp) *ebiten.Image {
	img := ownImage(WorldSize, WorldSize)
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

// Ground is the open run's ground as the arena shows it: the terrain baked at world size, a copy
// of it at the arena's size on screen (made once per run and window size, so that each frame
// copies it instead of filtering 1024×1024 pixels down again), and that copy with every blood
// and corpse decal made before the shown tick. A zoomed camera gets the terrain at world size
// with the decals instead (its own copy, made the first time the camera zooms), which it
// magnifies less.
type Ground struct {
	tex       *Textures
	terrain   *ebiten.Image // world size
	scaled    *ebiten.Image // the terrain at the arena's size on screen
	scaledOf  *ebiten.Image // the terrain scaled is made from
	decals    *scene.DecalRecord
	withDecal decalGround // at the arena's size on screen
	zoomed    decalGround // at world size, for a zoomed camera
	lastBaked int         // decals in the ground At last returned
}

// NewGround is the plain ground (no terrain stamps, no decals), painted with tex.
func NewGround(tex *Textures) *Ground {
	return &Ground{tex: tex, terrain: BakeGround(tex, nil)}
}

// Reset paints a newly opened run's terrain and takes its decal record (nil: none).
func (g *Ground) Reset(stamps []scene.GroundStamp, decals *scene.DecalRecord) {
	g.decals = decals
	g.terrain = BakeGround(g.tex, stamps)
}

// Decals is the run's decal record, nil when it has none.
func (g *Ground) Decals() *scene.DecalRecord { return g.decals }

// Scaled is the terrain at the size of the arena's square on screen (the terrain itself at one
// screen pixel per world pixel).
func (g *Ground) Scaled(cam Camera) *ebiten.Image {
	if cam.Zoomed() {
		return g.terrain
	}
	side := cam.Rect().Dx()
	if side <= 0 || side == WorldSize {
		return g.terrain
	}
	if g.scaled == nil || g.scaled.Bounds().Dx() != side || g.scaledOf != g.terrain {
		if g.scaled != nil {
			g.scaled.Deallocate()
		}
		g.scaled = ownImage(side, side)
		var op ebiten.DrawImageOptions
		op.Filter = ebiten.FilterLinear
		k := float64(side) / WorldSize
		op.GeoM.Scale(k, k)
		g.scaled.DrawImage(g.terrain, &op)
		g.scaledOf = g.terrain
	}
	return g.scaled
}

// At is the scaled terrain with every decal made before position tick, as far as the
// background record has got (Scaled when the run has no record).
func (g *Ground) At(cam Camera, tick int) *ebiten.Image {
	img, _ := g.AtWithin(cam, tick, 0)
	return img
}

// AtWithin is At stamping at most about limit decals on the way (0: no limit): far from the
// ground's last position and its snapshots (a first seek to the end of a long run stamps
// hundreds of thousands), a window's frame shows the ground part of the way there, and the
// next frames go on (done false until the ground is at tick).
func (g *Ground) AtWithin(cam Camera, tick, limit int) (img *ebiten.Image, done bool) {
	base := g.Scaled(cam)
	if g.decals == nil {
		return base, true
	}
	d := &g.withDecal
	if cam.Zoomed() {
		d = &g.zoomed
	}
	if d.base != base || d.img == nil || d.img.Bounds() != base.Bounds() {
		d.reset(base)
	}
	list, upto := g.decals.Snapshot()
	done = d.update(g.tex, list, min(tick, upto), limit)
	g.lastBaked = d.nBaked
	return d.img, done
}

// Baked is how many decals the last ground At returned shows.
func (g *Ground) Baked() int { return g.lastBaked }

// ownImage is a w×h image on a texture of its own, never on Ebitengine's shared atlas, which
// places and moves images by the process's history (what was allocated before, how many frames
// an image was drawn from): filtered draws from it (the terrain scaled to the arena) then sample
// at the same texture coordinates always, so the ground's pixels depend on the run and the tick
// alone (on the atlas, a screenshot and an export's frame of one tick came out a level apart in
// a thousand places).
func ownImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
