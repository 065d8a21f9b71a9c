package sim_test

import (
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestWeaponChangeSwap: on survival-4p-106, whose players take Alternate Weapon and press
// reload to swap, a weapon change is a swap exactly when the weapon and the alternate traded
// places over the tick; the run has both kinds.
func TestWeaponChangeSwap(t *testing.T) {
	r, err := replayio.ReadFile("../testdata/reference/survival-4p-106.crd")
	if err != nil {
		t.Fatal(err)
	}
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	swaps, others := 0, 0
	for k := range r.Ticks {
		before := w.Players
		ev, err := w.Step(&r.Ticks[k])
		if err != nil {
			t.Fatalf("tick %d: %v", k, err)
		}
		for _, wc := range ev.WeaponChanges[:ev.WeaponChangeCount] {
			b, p := &before[wc.Player], &w.Players[wc.Player]
			traded := b.HasAltWeapon && p.HasAltWeapon && p.WeaponID == b.AltWeaponID && p.AltWeaponID == b.WeaponID
			if wc.Swap != traded || wc.From != b.WeaponID || wc.To != p.WeaponID {
				t.Fatalf("tick %d: %+v; the player held %d (alt %d, %v), now %d (alt %d)", k, wc,
					b.WeaponID, b.AltWeaponID, b.HasAltWeapon, p.WeaponID, p.AltWeaponID)
			}
			if wc.Swap {
				swaps++
			} else {
				others++
			}
		}
	}
	if swaps == 0 || others == 0 {
		t.Errorf("%d swaps and %d other weapon changes, want some of each", swaps, others)
	}
	t.Logf("%d swaps, %d other weapon changes", swaps, others)
}
