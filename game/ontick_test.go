package game

import (
	"path/filepath"
	"testing"
	"time"

	"crdplayer/sim"
)

// TestOnTickSeesEveryTick: the background pass hands OnTick every position once, in order, with
// the World as a straight play of the run leaves it there (its RNG state, tick by tick).
func TestOnTickSeesEveryTick(t *testing.T) {
	rep := readRef(t, filepath.Join(refDirs[0], "survival-4p-106.crd"))
	var positions []int
	var rngs []uint32
	s, err := Open(rep, Options{OnTick: func(pos int, w *sim.World) {
		positions = append(positions, pos)
		rngs = append(rngs, w.Rng.State)
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for deadline := time.Now().Add(time.Minute); !s.Progress().Done; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the pass did not finish")
		}
	}
	if len(positions) != len(rep.Ticks) {
		t.Fatalf("OnTick saw %d positions, want %d", len(positions), len(rep.Ticks))
	}
	w, _, err := sim.NewFromReplay(rep)
	if err != nil {
		t.Fatal(err)
	}
	for i := range rep.Ticks {
		if _, err := w.Step(&rep.Ticks[i]); err != nil {
			t.Fatal(err)
		}
		if positions[i] != i+1 || rngs[i] != w.Rng.State {
			t.Fatalf("call %d: position %d, RNG %d; straight play at %d: RNG %d", i, positions[i], rngs[i], i+1, w.Rng.State)
		}
	}
}
