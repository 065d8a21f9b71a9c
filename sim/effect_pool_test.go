package sim

import "testing"

// liveCount is the number of slots off the free list (every live effect is off it).
func (p *EffectPool) liveCount() int {
	if !p.FreeInit {
		return 0
	}
	return EffectPoolSize - p.FreeCount
}

// updateByScan is EffectPool.update as it was before the occupied bits: a scan of the slots in
// order, until as many live effects as the free list leaves have been seen.
func (p *EffectPool) updateByScan(dt float64, fxQueue *FxQueue) {
	if !(dt > 0) {
		return
	}
	live := p.liveCount()
	for idx := 0; live > 0 && idx < EffectPoolSize; idx++ {
		if p.Entries[idx].Flags == 0 {
			continue
		}
		live--
		p.updateSlot(idx, dt, fxQueue)
	}
}

// TestEffectPoolOccupiedBitsFollowTheFlags spawns and updates effects (overflowing the pool,
// low detail, effects spawned without flags, ones that wait) and checks after every step that
// the occupied bits are the slots with flags and that the update by the bits leaves the pool,
// its free list and the decal queue as the scan does.
func TestEffectPoolOccupiedBitsFollowTheFlags(t *testing.T) {
	rng := CRand{State: 31337}
	var pool, scan EffectPool
	var q, qScan FxQueue
	full := false
	for step := 0; step < 3000; step++ {
		switch n := rng.Rand() % 40; {
		case n < 10:
			count := rng.Rand() % 30
			if n == 0 {
				count = 600 // past the pool's size: the overwrite cursor takes live slots
			}
			for range count {
				s := effectSpawn{Pos: Vec2{float64(rng.Rand() % 1024), 5}, Vel: Vec2{3, -2},
					Age: float64(rng.Rand()%40-20) * 0.01, Lifetime: float64(rng.Rand()%60) * 0.01,
					Flags: []int{0x1D, 0x80, 0x180, 0x04, 0}[rng.Rand()%5], HalfWidth: 4, HalfHeight: 4}
				detail := []int{5, 5, 1}[rng.Rand()%3]
				a, b := pool.spawn(s, detail), scan.spawn(s, detail)
				if a != b {
					t.Fatalf("step %d: spawn in slot %d and %d", step, a, b)
				}
			}
		default:
			q.clear()
			qScan.clear()
			pool.update(1.0/60, &q)
			scan.updateByScan(1.0/60, &qScan)
		}
		for i := range pool.Entries {
			if got, want := pool.occupied[i>>6]>>(i&63)&1 != 0, pool.Entries[i].Flags != 0; got != want {
				t.Fatalf("step %d: slot %d occupied %v, flags %#x", step, i, got, pool.Entries[i].Flags)
			}
		}
		full = full || pool.FreeCount == 0
		if pool.Entries != scan.Entries || pool.Free != scan.Free || pool.FreeCount != scan.FreeCount || q != qScan {
			t.Fatalf("step %d: the update by the occupied bits and the scan differ", step)
		}
	}
	if !full {
		t.Fatal("the pool never filled")
	}
}
