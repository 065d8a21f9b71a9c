package render

import (
	"image/color"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// The game stamps blood and, once a corpse has faded, the corpse itself into the ground, so a
// long fight leaves the arena stained. The simulation queues these decals tick by tick (its fx
// queues, emptied every tick); the window keeps its own record of them, taken by a background
// run of the simulation, so that the ground at any position shows every decal made before it,
// whichever way the user seeks.

// decal is one ground stamp, made by the tick before position Pos.
type decal struct {
	pos      int
	corpse   bool
	typ      int     // corpse: creature type id (7: the ping-pong strip's body)
	x, y     float64 // centre, world pixels
	w, h     float64 // world pixels
	rotation float64 // radians; a corpse's is its heading (0 = up)
	col      color.RGBA
}

// decalLog records the decals of a run in the background.
type decalLog struct {
	mu   sync.Mutex
	list []decal
	upto int // positions 0..upto are recorded
	done bool
	stop chan struct{}
	wg   sync.WaitGroup
}

// startDecalLog simulates the run in the background, recording its decals.
func startDecalLog(rep *replayio.Replay) *decalLog {
	l := &decalLog{stop: make(chan struct{})}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		defer func() {
			recover() // a simulation bug ends the record early; the window shows what it has
			l.mu.Lock()
			l.done = true
			l.mu.Unlock()
		}()
		w, _, err := sim.NewFromReplay(rep)
		if err != nil {
			return
		}
		var batch []decal
		for i := range rep.Ticks {
			select {
			case <-l.stop:
				return
			default:
			}
			if _, err := w.Step(&rep.Ticks[i]); err != nil {
				return
			}
			batch = appendDecals(batch, w, i+1)
			if (i+1)%30 == 0 || i+1 == len(rep.Ticks) {
				l.mu.Lock()
				l.list = append(l.list, batch...)
				l.upto = i + 1
				l.mu.Unlock()
				batch = batch[:0]
			}
		}
	}()
	return l
}

// appendDecals adds the decals the tick just stepped queued (the queues keep the tick's
// entries, Entries[:LastCount], after emptying).
func appendDecals(out []decal, w *sim.World, pos int) []decal {
	q := &w.Effects.FxQueue
	for _, e := range q.Entries[:min(q.LastCount, len(q.Entries))] {
		out = append(out, decal{pos: pos, x: e.Pos.X, y: e.Pos.Y, w: e.Width, h: e.Height, rotation: e.Rotation, col: effectColor(e.EffectID, e.Color)})
	}
	r := &w.Effects.FxQueueRotated
	for _, e := range r.Entries[:min(r.LastCount, len(r.Entries))] {
		out = append(out, decal{pos: pos, corpse: true, typ: e.CreatureTypeID, x: e.TopLeft.X + e.Scale/2, y: e.TopLeft.Y + e.Scale/2,
			w: e.Scale, h: e.Scale, rotation: e.Rotation, col: tintColor(e.Color)})
	}
	return out
}

// snapshot returns the decals recorded so far and how far the record goes.
func (l *decalLog) snapshot() ([]decal, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.list, l.upto
}

// wait blocks until the record reaches pos or ends, at most for d.
func (l *decalLog) wait(pos int, d time.Duration) {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		l.mu.Lock()
		ok := l.done || l.upto >= pos
		l.mu.Unlock()
		if ok {
			return
		}
	}
}

func (l *decalLog) close() {
	close(l.stop)
	l.wg.Wait()
}

// decalGround is the arena's ground at screen size with the decals up to a position baked in.
type decalGround struct {
	img    *ebiten.Image
	base   *ebiten.Image // the terrain alone, at the same size
	baked  int           // decals with pos <= baked are in img
	nBaked int           // how many of the log's decals that is
}

// update brings the ground to position pos: new decals are stamped on; going back starts again
// from the bare terrain.
func (g *decalGround) update(tex *textures, list []decal, pos int) {
	if pos < g.baked {
		var op ebiten.DrawImageOptions
		op.Blend = ebiten.BlendCopy
		g.img.DrawImage(g.base, &op)
		g.baked, g.nBaked = 0, 0
	}
	k := float64(g.img.Bounds().Dx()) / WorldSize
	i := g.nBaked
	for ; i < len(list) && list[i].pos <= pos; i++ {
		stampDecal(g.img, tex, &list[i], k)
	}
	g.nBaked, g.baked = i, pos
}

// stampDecal draws one decal at scale k: blood as a soft splat, a corpse as the creature's
// sprite, darkened as the dead are.
func stampDecal(dst *ebiten.Image, tex *textures, d *decal, k float64) {
	var op ebiten.DrawImageOptions
	if !d.corpse {
		op.GeoM.Translate(-glowPixels/2, -glowPixels/2)
		op.GeoM.Scale(d.w*k/glowPixels, d.h*k/glowPixels)
		op.GeoM.Rotate(d.rotation)
		op.GeoM.Translate(d.x*k, d.y*k)
		scaleColor32(&op.ColorScale, d.col)
		dst.DrawImage(tex.glow, &op)
		return
	}
	typ := d.typ
	if typ < 0 || typ >= len(tex.creatures) {
		typ = 5 // the ping-pong strip's body is the trooper's
	}
	a := float32(d.col.A) / 255
	tr, tg, tb := tintFactors(d.col)
	const dead = 0.45
	if sheet := tex.sheets[typ]; sheet != nil {
		fw, fh := sheet.Bounds().Dx()/8, sheet.Bounds().Dy()/8
		f := creatureFrame(typ, -1, -1, 0)
		frame := sheet.SubImage(imageRect((f%8)*fw, (f/8)*fh, fw, fh)).(*ebiten.Image)
		op.GeoM.Translate(-float64(fw)/2, -float64(fh)/2)
		op.GeoM.Scale(d.w*k/float64(fw), d.h*k/float64(fh))
		op.GeoM.Rotate(d.rotation - math.Pi/2)
		op.GeoM.Translate(d.x*k, d.y*k)
		op.ColorScale.Scale(tr*a, tg*a, tb*a, a)
		dst.DrawImage(frame, &op)
		return
	}
	img, off := tex.creatureSprite(typ)
	op.GeoM.Translate(-spritePixels/2, -spritePixels/2)
	op.GeoM.Scale(d.w*k/spritePixels, d.h*k/spritePixels)
	op.GeoM.Rotate(d.rotation)
	op.GeoM.Translate(d.x*k, d.y*k)
	cutGeoM(&op.GeoM, off)
	op.ColorScale.Scale(tr*dead*a, tg*dead*a, tb*dead*a, a)
	dst.DrawImage(img, &op)
}
