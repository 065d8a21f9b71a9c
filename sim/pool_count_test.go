package sim

import (
	"testing"
)

// TestPoolActiveCounts checks after every tick of reference runs that fire particles (flames:
// survival-kite-4p-406's Flamethrower and Blow Torch, up to 67 at once) and rockets (the Rocket
// Launchers of survival-cancel2-315 and survival-milestones-4p-915) that the particle and
// secondary projectile pools' ActiveCount is the number of their active entries, which their
// updates' early return for an empty pool relies on.
func TestPoolActiveCounts(t *testing.T) {
	runs := []string{"survival-kite-4p-406", "survival-cancel2-315", "survival-milestones-4p-915", "survival-cancel-110"}
	particles, rockets := 0, 0
	for _, name := range runs {
		r, w := referenceWorld(t, name)
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
			particles = max(particles, n)
			n = 0
			for i := range w.SecondaryProjectiles.Entries {
				if w.SecondaryProjectiles.Entries[i].Active {
					n++
				}
			}
			if n != w.SecondaryProjectiles.ActiveCount {
				t.Fatalf("%s tick %d: %d active secondary projectiles, ActiveCount %d", name, k, n, w.SecondaryProjectiles.ActiveCount)
			}
			rockets = max(rockets, n)
		}
	}
	t.Logf("up to %d particles, %d secondary projectiles", particles, rockets)
	if particles == 0 || rockets == 0 {
		t.Error("the runs fire no particles or no rockets")
	}
}
