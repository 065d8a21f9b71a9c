package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// decalGround is the arena's ground at screen size with the decals up to a position baked in.
type decalGround struct {
	img    *ebiten.Image
	base   *ebiten.Image // the terrain alone, at the same size
	baked  int           // decals with pos <= baked are in img
	nBaked int           // how many of the log's decals that is
}

// update brings the ground to position pos: new decals are stamped on; going back starts again
// from the bare terrain.
func (g *decalGround) update(tex *Textures, list []scene.Decal, pos int) {
	if pos < g.baked {
		var op ebiten.DrawImageOptions
		op.Blend = ebiten.BlendCopy
		g.img.DrawImage(g.base, &op)
		g.baked, g.nBaked = 0, 0
	}
	k := float64(g.img.Bounds().Dx()) / WorldSize
	i := g.nBaked
	for n := 1; i < len(list) && list[i].Pos <= pos; i, n = i+1, n+1 {
		stampDecal(g.img, tex, &list[i], k)
		if n%bakeChunk == 0 {
			flushImage(g.img)
		}
	}
	g.nBaked, g.baked = i, pos
}

// bakeChunk is how many decals update stamps before it has the queued draws carried out: a seek
// far ahead in a long run stamps hundreds of thousands at once (600,000 by the end of a
// 60,000-tick 4-player run), and Ebitengine keeps every queued vertex until the frame ends,
// some 400 bytes a decal.
const bakeChunk = 16384

// flushImage has Ebitengine carry out the draws queued on img, by reading one of its pixels.
func flushImage(img *ebiten.Image) {
	var px [4]byte
	b := img.Bounds()
	img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image).ReadPixels(px[:])
}

// stampDecal draws one decal at scale k: blood as a soft splat, a corpse as the creature's
// sprite, darkened as the dead are.
func stampDecal(dst *ebiten.Image, tex *Textures, d *scene.Decal, k float64) {
	var op ebiten.DrawImageOptions
	if !d.Corpse {
		op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
		op.GeoM.Scale(d.W*k/glowPixels, d.H*k/glowPixels)
		op.GeoM.Rotate(d.Rotation)
		op.GeoM.Translate(d.X*k, d.Y*k)
		scaleColor32(&op.ColorScale, d.Color)
		dst.DrawImage(tex.glow, &op)
		return
	}
	typ := d.Type
	if typ < 0 || typ >= len(tex.creatures) {
		typ = 5 // the ping-pong strip's body is the trooper's
	}
	a := float32(d.Color.A) / 255
	tr, tg, tb := tintFactors(d.Color)
	const dead = 0.45
	if sheet := tex.sheets[typ]; sheet != nil {
		fw, fh := sheet.Bounds().Dx()/8, sheet.Bounds().Dy()/8
		f := creatureFrame(typ, -1, -1, 0)
		frame := sheet.SubImage(image.Rect((f%8)*fw, (f/8)*fh, (f%8+1)*fw, (f/8+1)*fh)).(*ebiten.Image)
		op.GeoM.Translate(-float64(fw)/2, -float64(fh)/2)
		op.GeoM.Scale(d.W*k/float64(fw), d.H*k/float64(fh))
		op.GeoM.Rotate(d.Rotation - math.Pi/2)
		op.GeoM.Translate(d.X*k, d.Y*k)
		op.ColorScale.Scale(tr*a, tg*a, tb*a, a)
		dst.DrawImage(frame, &op)
		return
	}
	img, off := tex.creatureSprite(typ)
	op.GeoM.Translate(-spritePixels/2, -spritePixels/2)
	op.GeoM.Scale(d.W*k/spritePixels, d.H*k/spritePixels)
	op.GeoM.Rotate(d.Rotation)
	op.GeoM.Translate(d.X*k, d.Y*k)
	cutGeoM(&op.GeoM, off)
	op.ColorScale.Scale(tr*dead*a, tg*dead*a, tb*dead*a, a)
	dst.DrawImage(img, &op)
}
