package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// decalGround is the arena's ground at screen size with the decals up to a position baked in.
// Going back, it starts again from the last of its snapshots at or before the position, not
// from the bare terrain: a step back at the end of a 60,000-tick 4-player run restamped all of
// its 600,000 decals (2.3 s, the window frozen).
type decalGround struct {
	img    *ebiten.Image
	base   *ebiten.Image // the terrain alone, at the same size
	baked  int           // decals with pos <= baked are in img
	nBaked int           // how many of the log's decals that is
	// snaps are copies of img taken going forward, every snapEvery decals or more, by
	// ascending nBaked; as many as snapBudget holds, thinned to every other one (and
	// snapEvery doubled) when more would be taken.
	snaps     []groundSnap
	snapEvery int
	stamped   int // decals stamped in all (what a seek cost, for the tests)
	// batch queues the decals drawn from the atlas, one DrawTriangles for thousands, as the
	// crowd's sprites are (spriteBatch): the whole run's 600,000 in 4.6 s instead of 5.2.
	batch spriteBatch
}

// groundSnap is a copy of a decalGround's img with the decals up to a position in it.
type groundSnap struct {
	img           *ebiten.Image
	baked, nBaked int
}

// Snapshots of the ground: the first taken after firstSnapEvery decals, and as many as
// snapBudget bytes hold (at least 2). At the arena's size in a 1280×900 window (3 MiB an
// image) that is 21, 32,768 decals apart over the 600,000 a 60,000-tick 4-player run can
// make, so a seek restamps at most that many (0.2 s on Mesa's software rasterizer, which
// fills some 150 million decal pixels a second: the whole run's 600,000 took 4.6 s).
// (Variables so that a test reaches the thinning with a few hundred decals.)
var (
	firstSnapEvery = 8192
	snapBudget     = 64 << 20
)

// update brings the ground to position pos: new decals are stamped on; going back starts again
// from the last snapshot at or before pos (the bare terrain when there is none). With limit > 0
// it stamps about that many decals at most (to the end of a position: the ground is always some
// position's) and reports whether it got to pos; a later call goes on from there.
func (g *decalGround) update(tex *Textures, list []scene.Decal, pos, limit int) (done bool) {
	// Start from the state nearest before pos: the image as it is when pos is not before it
	// and no snapshot is further on, else the last snapshot at or before pos (a seek far ahead
	// after one back restamps nothing a snapshot holds), else the bare terrain.
	from, baked, nBaked := (*ebiten.Image)(nil), g.baked, g.nBaked
	if pos < g.baked {
		from, baked, nBaked = g.base, 0, 0
	}
	for i := len(g.snaps) - 1; i >= 0; i-- {
		if s := &g.snaps[i]; s.baked <= pos {
			if s.nBaked > nBaked {
				from, baked, nBaked = s.img, s.baked, s.nBaked
			}
			break
		}
	}
	if from != nil {
		var op ebiten.DrawImageOptions
		op.Blend = ebiten.BlendCopy
		g.img.DrawImage(from, &op)
		g.baked, g.nBaked = baked, nBaked
	}
	k := float64(g.img.Bounds().Dx()) / WorldSize
	i := g.nBaked
	for n := 1; i < len(list) && list[i].Pos <= pos; i, n = i+1, n+1 {
		// Between two positions, the image holds the decals up to the one before: a
		// snapshot taken there is whole, and a call out of budget stops there.
		if i > 0 && list[i].Pos != list[i-1].Pos {
			if limit > 0 && n > limit {
				g.batch.flush(g.img, tex.atlas)
				g.nBaked, g.baked = i, list[i-1].Pos
				return false
			}
			if i >= g.nextSnap() {
				g.batch.flush(g.img, tex.atlas)
				g.snapshot(list[i-1].Pos, i)
			}
		}
		stampDecal(g.img, tex, &list[i], k, &g.batch)
		g.stamped++
		if n%bakeChunk == 0 {
			g.batch.flush(g.img, tex.atlas)
			flushImage(g.img)
		}
	}
	g.batch.flush(g.img, tex.atlas)
	g.nBaked, g.baked = i, pos
	return true
}

// nextSnap is the decal count at which the next snapshot is due.
func (g *decalGround) nextSnap() int {
	if g.snapEvery == 0 {
		g.snapEvery = firstSnapEvery
	}
	last := 0
	if n := len(g.snaps); n > 0 {
		last = g.snaps[n-1].nBaked
	}
	return last + g.snapEvery
}

// snapshot keeps a copy of img, which holds the decals up to position baked (nBaked of them),
// thinning the snapshots first when the budget is reached.
func (g *decalGround) snapshot(baked, nBaked int) {
	b := g.img.Bounds()
	if len(g.snaps) >= max(2, snapBudget/max(1, 4*b.Dx()*b.Dy())) {
		// Every other one goes (the 2nd, 4th, …), and the spacing doubles. The draws queued
		// on img are carried out first: the restore that began this update may read one.
		flushImage(g.img)
		kept := g.snaps[:0]
		for i, s := range g.snaps {
			if i%2 == 0 {
				kept = append(kept, s)
			} else {
				s.img.Deallocate()
			}
		}
		clear(g.snaps[len(kept):])
		g.snaps = kept
		g.snapEvery *= 2
		if nBaked < g.nextSnap() {
			return
		}
	}
	img := ownImage(b.Dx(), b.Dy())
	var op ebiten.DrawImageOptions
	op.Blend = ebiten.BlendCopy
	img.DrawImage(g.img, &op)
	g.snaps = append(g.snaps, groundSnap{img: img, baked: baked, nBaked: nBaked})
}

// reset empties the ground for a new image of base (a new run, or another size): its snapshots
// go.
func (g *decalGround) reset(base *ebiten.Image) {
	if g.img != nil {
		g.img.Deallocate()
	}
	for _, s := range g.snaps {
		s.img.Deallocate()
	}
	g.snaps, g.snapEvery = nil, 0
	g.img = ownImage(base.Bounds().Dx(), base.Bounds().Dy())
	g.img.DrawImage(base, nil)
	g.base, g.baked, g.nBaked = base, 0, 0
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
// sprite, darkened as the dead are. What comes from the atlas is queued on b (the same pixels
// as DrawImage's: spriteBatch.add); a frame of the original game's sheets is drawn at once,
// after what b holds.
func stampDecal(dst *ebiten.Image, tex *Textures, d *scene.Decal, k float64, b *spriteBatch) {
	if b.full() {
		b.flush(dst, tex.atlas)
	}
	var op ebiten.DrawImageOptions
	if !d.Corpse {
		op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
		op.GeoM.Scale(d.W*k/glowPixels, d.H*k/glowPixels)
		op.GeoM.Rotate(d.Rotation)
		op.GeoM.Translate(d.X*k, d.Y*k)
		scaleColor32(&op.ColorScale, d.Color)
		b.add(tex.glow, &op)
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
		b.flush(dst, tex.atlas) // (what was queued goes under it)
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
	b.add(img, &op)
}
