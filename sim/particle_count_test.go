package sim

import (
	"testing"

	"crdplayer/replayio"
)

// TestParticleActiveCount checks after every tick of the reference runs that fire particles
// (flames and bubbles, up to 67 at once) that the pool's ActiveCount is the number of active entries, which the
// update's early return for an empty pool relies on.
func TestParticleActiveCount(t *testing.T) {
	for _, name := range []string{"survival-cancel-110", "survival-kite-4p-406", "survival-long-512", "survival-rundown-317"} {
		p := "../testdata/reference/" + name + ".crd"
		r, err := replayio.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		w, _, err := NewFromReplay(r)
		if err != nil {
			t.Fatal(err)
		}
		peak := 0
		for k := range r.Ticks {
			if _, err := w.Step(&r.Ticks[k]); err != nil {
				break
			}
			n := 0
			for i := range w.Effects.Particles.Entries {
				if w.Effects.Particles.Entries[i].Active {
					n++
				}
			}
			if n != w.Effects.Particles.ActiveCount {
				t.Fatalf("%s tick %d: %d active particles, ActiveCount %d", name, k, n, w.Effects.Particles.ActiveCount)
			}
			peak = max(peak, n)
		}
		if peak == 0 {
			t.Errorf("%s fires no particles", name)
		}
	}
}
