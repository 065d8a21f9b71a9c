package scene

import (
	"image/color"
	"sync"
	"time"

	"crdplayer/sim"
)

// The game stamps blood and, once a corpse has faded, the corpse itself into the ground, so a
// long fight leaves the arena stained. The simulation queues these decals tick by tick (its fx
// queues, emptied every tick); the window keeps its own record of them, taken from the session's
// background pass (game.Options.OnTick), so that the ground at any position shows every decal
// made before it, whichever way the user seeks. render/arena stamps them (DecalGround).

// Decal is one ground stamp, made by the tick before position Pos.
type Decal struct {
	Pos      int
	Corpse   bool
	Type     int     // corpse: creature type id (7: the ping-pong strip's body)
	X, Y     float64 // centre, world pixels
	W, H     float64 // world pixels
	Rotation float64 // radians; a corpse's is its heading (0 = up)
	Color    color.RGBA
}

// DecalRecord records the ground decals of a run as the session's background pass simulates it:
// pass its Record as game.Options.OnTick, and the playback through render.WithDecals.
type DecalRecord struct {
	mu   sync.Mutex
	list []Decal
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
func appendDecals(out []Decal, w *sim.World, pos int) []Decal {
	q := &w.Effects.FxQueue
	for _, e := range q.Entries[:min(q.LastCount, len(q.Entries))] {
		out = append(out, Decal{Pos: pos, X: e.Pos.X, Y: e.Pos.Y, W: e.Width, H: e.Height, Rotation: e.Rotation, Color: effectColor(e.EffectID, e.Color)})
	}
	r := &w.Effects.FxQueueRotated
	for _, e := range r.Entries[:min(r.LastCount, len(r.Entries))] {
		out = append(out, Decal{Pos: pos, Corpse: true, Type: e.CreatureTypeID, X: e.TopLeft.X + e.Scale/2, Y: e.TopLeft.Y + e.Scale/2,
			W: e.Scale, H: e.Scale, Rotation: e.Rotation, Color: tintColor(e.Color)})
	}
	return out
}

// Snapshot returns the decals recorded so far, in the order made (ascending Pos), and how far
// the record goes. Recorded decals are never changed, so the list can be read while the record
// grows.
func (l *DecalRecord) Snapshot() ([]Decal, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.list, l.upto
}

// Wait blocks until the record reaches pos or the pass has ended (passDone), at most for d.
func (l *DecalRecord) Wait(pos int, d time.Duration, passDone func() bool) {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
		if _, upto := l.Snapshot(); upto >= pos || passDone() {
			return
		}
	}
}
