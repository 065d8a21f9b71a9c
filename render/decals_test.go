package render

import (
	"testing"
	"time"
)

// TestDecalsFollowSeeks: the ground gains the run's blood and corpses as it plays, and seeking
// back to the start shows the bare terrain again.
func TestDecalsFollowSeeks(t *testing.T) {
	run, ter := openSimRun(t, "survival-4p-106.crd")
	pb := WithGround(plainScene{run}, ter)
	a := testApp(t, func(string, []byte) (Playback, error) { return pb, nil })
	a.openBytes("survival-4p-106.crd", nil)
	if a.decals == nil {
		t.Fatal("no decal record started")
	}
	for deadline := time.Now().Add(60 * time.Second); ; {
		a.decals.mu.Lock()
		done := a.decals.done
		a.decals.mu.Unlock()
		if done {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the decal record did not finish")
		}
		time.Sleep(50 * time.Millisecond)
	}
	list, upto := a.decals.snapshot()
	corpses := 0
	for i, d := range list {
		if d.corpse {
			corpses++
		}
		if i > 0 && d.pos < list[i-1].pos {
			t.Fatalf("decal %d at position %d after one at %d", i, d.pos, list[i-1].pos)
		}
	}
	// The reference has 225 kills by tick 3246 and 321 by the end; corpses reach the ground
	// only once faded, so fewer.
	if upto != run.Len() || len(list) < 1000 || corpses < 100 {
		t.Fatalf("record to %d of %d: %d decals, %d corpses", upto, run.Len(), len(list), corpses)
	}
	cam := fitCamera(newLayout(a.w, a.h).arena.Inset(arenaMargin))
	read := func() []byte {
		img := a.groundWithDecals(cam)
		buf := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
		img.ReadPixels(buf)
		return buf
	}
	bare := read()
	if err := pb.Seek(3600); err != nil {
		t.Fatal(err)
	}
	stained := read()
	changed := 0
	for i := 0; i < len(bare); i += 4 {
		if int(bare[i])-int(stained[i]) > 8 || int(stained[i])-int(bare[i]) > 8 {
			changed++
		}
	}
	if changed < len(bare)/4/100 {
		t.Errorf("at tick 3600 only %d ground pixels changed", changed)
	}
	if err := pb.Seek(0); err != nil {
		t.Fatal(err)
	}
	again := read()
	for i := range bare {
		if bare[i] != again[i] {
			t.Fatalf("back at the start the ground differs at byte %d", i)
		}
	}
}
