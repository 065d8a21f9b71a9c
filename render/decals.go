package render

import (
	"image/color"
	"math"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/sim"
)

// The game stamps blood and, once a corpse has faded, the corpse itself into the ground, so a
// long fight leaves the arena stained. The simulation queues these decals tick by tick (its fx
// queues, emptied every tick); the window keeps its own record of them, taken from the session's
// background pass (game.Options.OnTick), so that the ground at any position shows every decal
// made before it, whichever way the user seeks.

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

// DecalRecord records the ground decals of a run as the session's background pass simulates it:
// pass its Record as game.Options.OnTick, and the playback through WithDecals.
type DecalRecord struct {
	mu   sync.Mutex
	list []decal
	upto int // positions 0..upto are recorded
}

// NewDecalRecord returns an empty record.
func NewDecalRecord() *DecalRecord { return &DecalRecord{} }

// Record adds the decals the tick just simulated queued (the queues keep the tick's entries,
// Entries[:LastCount], after emptying); pos is the position that tick reached. It is
// game.Options.OnTick, called on the pass's goroutine.
func (l *DecalRecord) Record(pos int, w *sim.World) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.list = appendDecals(l.list, w, pos)
	l.upto = pos
}

// appendDecals adds the decals the tick just stepped queued.
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

// snapshot returns the decals recorded so far and how far the record goes. (Recorded decals are
// never changed, so the list can be read while the record grows.)
func (l *DecalRecord) snapshot() ([]decal, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.list, l.upto
}

// wait blocks until the record reaches pos or the pass has ended (passDone), at most for d.
func (l *DecalRecord) wait(pos int, d time.Duration, passDone func() bool) {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if _, upto := l.snapshot(); upto >= pos || passDone() {
			return
		}
	}
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
