package scene

import (
	"image/color"
	"testing"
	"time"

	"crdplayer/sim"
)

// TestDecalRecord: the record keeps the decals each tick left in the fx queues after they were
// emptied (Entries[:LastCount]), blood in its sprite's colour and a corpse centred on its
// square, with the position that tick reached; Wait returns once the record reaches a position
// or the pass has ended.
func TestDecalRecord(t *testing.T) {
	var w sim.World
	q, r := &w.Effects.FxQueue, &w.Effects.FxQueueRotated
	q.Entries[0] = sim.FxQueueEntry{EffectID: 5, Rotation: 1.5, Pos: sim.Vec2{X: 100, Y: 200}, Width: 30, Height: 20,
		Color: sim.RGBA{R: 1, G: 1, B: 1, A: 1}}
	q.Entries[1] = sim.FxQueueEntry{EffectID: 5, Pos: sim.Vec2{X: 1, Y: 1}} // queued, not emptied yet
	q.LastCount = 1
	r.Entries[0] = sim.FxQueueRotatedEntry{TopLeft: sim.Vec2{X: 300, Y: 400}, Scale: 64, Rotation: 2,
		Color: sim.RGBA{R: 0.5, G: 0.5, B: 0.5, A: 1}, CreatureTypeID: 3}
	r.LastCount = 1
	rec := NewDecalRecord()
	rec.Record(7, &w)
	q.LastCount, r.LastCount = 0, 0
	rec.Record(8, &w) // a tick that left none
	list, upto := rec.Snapshot()
	want := []Decal{
		// Frames 3–7 of the particle sheet are blood: the white tint gives the blood colour.
		{Pos: 7, X: 100, Y: 200, W: 30, H: 20, Rotation: 1.5, Color: color.RGBA{140, 10, 8, 217}},
		{Pos: 7, Corpse: true, Type: 3, X: 332, Y: 432, W: 64, H: 64, Rotation: 2, Color: color.RGBA{128, 128, 128, 255}},
	}
	if upto != 8 || len(list) != len(want) {
		t.Fatalf("record to %d: %+v; want to 8: %+v", upto, list, want)
	}
	for i := range want {
		if list[i] != want[i] {
			t.Errorf("decal %d = %+v, want %+v", i, list[i], want[i])
		}
	}
	asked := 0
	rec.Wait(8, time.Hour, func() bool { asked++; return false })
	if asked != 0 {
		t.Errorf("waiting for a position recorded asked %d times whether the pass ended", asked)
	}
	rec.Wait(100, time.Hour, func() bool { asked++; return true }) // the pass has ended
	if asked != 1 {
		t.Errorf("waiting past the record after the pass ended asked %d times, want once", asked)
	}
}
