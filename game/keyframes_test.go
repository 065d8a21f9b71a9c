package game

import (
	"math/rand/v2"
	"testing"
)

// feedKeyframes runs k over positions 0..last as the pass does, tick pos-1 costing cost(pos-1),
// storing at each due position the snapshot make(pos, base) of size size(pos).
func feedKeyframes(k *keyframes, last int, cost func(tick int) int64, size func(pos int) int, make func(pos int, base any) any) {
	for pos := 0; pos <= last; pos++ {
		if pos > 0 {
			k.advance(cost(pos - 1))
		}
		if k.due(pos) {
			k.add(pos, make(pos, k.baseFor(pos)), size(pos))
		}
	}
}

func flatCost(int) int64 { return 0 }

func TestKeyframesThin(t *testing.T) {
	k := newKeyframes(10, 100, 200)
	feedKeyframes(&k, 200, flatCost, func(int) int { return 10 }, func(pos int, _ any) any { return pos })
	// 10 bytes each, at most 100 bytes: 21 keyframes at 10 → 11 at 20 → 6 at 40 (then 7 by 200 at
	// 40 would be 240: 0,40,…,200 is 6 keyframes).
	if k.step != 40*refTickCost || k.longest != 40 || k.shortest != 40 || len(k.snaps) != 6 || k.bytes != 60 {
		t.Fatalf("step %d, spacing %d-%d, %d keyframes, %d bytes", k.step, k.shortest, k.longest, len(k.snaps), k.bytes)
	}
	for _, tc := range []struct{ pos, at int }{{0, 0}, {39, 0}, {40, 40}, {199, 160}, {200, 200}, {500, 200}} {
		at, snap := k.nearest(tc.pos)
		if at != tc.at || snap.(int) != tc.at {
			t.Fatalf("nearest(%d) = %d, %v; want %d", tc.pos, at, snap, tc.at)
		}
	}
}

// kfSnap is a test keyframe: its position and that of its base, -1 for a full snapshot.
type kfSnap struct{ pos, base int }

// checkDeltaBases fails when a keyframe stored as a difference has lost its base from k, or was
// made on a base that is itself a difference.
func checkDeltaBases(t *testing.T, k *keyframes, after int) {
	t.Helper()
	for i, kf := range k.snaps {
		if ks := kf.snap.(kfSnap); ks.base >= 0 {
			if at, b := k.nearest(ks.base); at != ks.base || b.(kfSnap).pos != ks.base || b.(kfSnap).base != -1 {
				t.Fatalf("after pos %d: keyframe %d (pos %d) lost its base %d", after, i, ks.pos, ks.base)
			}
		}
	}
}

// TestKeyframesDeltaBases: deltas go on once the projection passes half the budget (at once
// here: 10 bytes a keyframe, 501 keyframes at N = 10, budget 400); a keyframe stored as a
// difference keeps its base in the store through every thinning (keyframes' argument); from
// then on bases are the multiples of deltaGroup·N.
func TestKeyframesDeltaBases(t *testing.T) {
	k := newKeyframes(10, 400, 5000)
	fulls := 0
	feedKeyframes(&k, 5000, flatCost, func(int) int { return 10 }, func(pos int, b any) any {
		s := kfSnap{pos, -1}
		if b != nil {
			s.base = b.(kfSnap).pos
		} else {
			fulls++
			if n := int(k.step / refTickCost); k.group != 1 && pos%(deltaGroup*n) != 0 {
				t.Fatalf("pos %d: full at interval %d after deltas went on", pos, n)
			}
		}
		checkDeltaBases(t, &k, pos)
		return s
	})
	checkDeltaBases(t, &k, 5000)
	// 400 bytes hold 40 keyframes: 5000 ticks end at N = 160 (32 keyframes). The multiples of
	// deltaGroup·160 are full, and so are the others stored while N was smaller at multiples of
	// deltaGroup·N then (thinning keeps keyframes as they were stored).
	for _, kf := range k.snaps {
		if s := kf.snap.(kfSnap); s.pos%(deltaGroup*160) == 0 && s.base != -1 {
			t.Fatalf("keyframe at %d is a delta", s.pos)
		}
	}
	if k.step != 160*refTickCost || len(k.snaps) != 32 || k.group != deltaGroup || fulls < 8 {
		t.Fatalf("step %d, %d keyframes, %d full stored", k.step, len(k.snaps), fulls)
	}
}

// TestKeyframesStayFull: a run whose keyframes project to at most half the budget keeps every
// keyframe full (a restore decodes one block): 21 keyframes of 10 bytes, 210 of budget 420.
func TestKeyframesStayFull(t *testing.T) {
	k := newKeyframes(10, 420, 200)
	feedKeyframes(&k, 200, flatCost, func(int) int { return 10 }, func(pos int, b any) any {
		if b != nil {
			t.Fatalf("pos %d: a delta", pos)
		}
		return pos
	})
	if k.group != 1 || len(k.snaps) != 21 {
		t.Fatalf("group %d, %d keyframes", k.group, len(k.snaps))
	}
}

// unevenCost is a run whose ticks cost the least (refTickCost) for the first 2000, then 1 to 6
// times as much, in stretches (a pseudo-random walk, the same every time).
func unevenCost(tick int) int64 {
	if tick < 2000 {
		return 1
	}
	return refTickCost * int64(1+(tick/37*7919+tick/211*104729)%6)
}

// TestKeyframesSpacedByCost: keyframes sit where the run's cost, each tick counting at least
// refTickCost, passes a multiple of the step, through thinning and deltas: the replay between two
// keyframes costs the step give or take a tick, however many ticks that is, and every delta
// keeps its base.
func TestKeyframesSpacedByCost(t *testing.T) {
	const ticks = 12000
	for _, budget := range []int64{1 << 40, 3000, 700} {
		k := newKeyframes(20, budget, ticks)
		feedKeyframes(&k, ticks, unevenCost, func(int) int { return 10 }, func(pos int, b any) any {
			s := kfSnap{pos, -1}
			if b != nil {
				s.base = b.(kfSnap).pos
			}
			return s
		})
		checkDeltaBases(t, &k, ticks)
		if k.bytes > budget {
			t.Fatalf("budget %d: %d bytes", budget, k.bytes)
		}
		// The positions due at the final step, from the costs alone.
		var want []int
		var cum int64
		for pos := 0; pos <= ticks; pos++ {
			prev := cum
			if pos > 0 {
				cum += max(unevenCost(pos-1), refTickCost)
			}
			if pos == 0 || cum/k.step > prev/k.step {
				want = append(want, pos)
			}
		}
		if len(want) != len(k.snaps) {
			t.Fatalf("budget %d: %d keyframes, want %d at step %d", budget, len(k.snaps), len(want), k.step)
		}
		for i, kf := range k.snaps {
			if kf.pos != want[i] {
				t.Fatalf("budget %d: keyframe %d at %d, want %d", budget, i, kf.pos, want[i])
			}
			if i == 0 {
				continue
			}
			var seg int64
			for p := k.snaps[i-1].pos; p < kf.pos; p++ {
				seg += max(unevenCost(p), refTickCost)
			}
			if d := seg - k.step; d <= -6*refTickCost || d >= 6*refTickCost {
				t.Fatalf("budget %d: keyframes at %d and %d: the ticks between cost %d, step %d", budget, k.snaps[i-1].pos, kf.pos, seg, k.step)
			}
		}
		// The cheap start keeps the initial spacing in ticks until thinned; the dearer rest
		// (3.5 times as dear on average) is closer.
		if gap := k.snaps[1].pos; gap != int(k.step/refTickCost) || k.longest != gap || k.shortest > gap/3 {
			t.Fatalf("budget %d: first gap %d, spacing %d-%d, step %d", budget, gap, k.shortest, k.longest, k.step)
		}
	}
}

// TestSeekCostSpacing: on a real run, with a budget small enough that the keyframes thin out and
// go on as deltas, the keyframes sit exactly where the run's tickCost, counted by a straight
// play, passes a multiple of the step (so the ticks between two cost the step, give or take one
// tick, however many they are), and seeks to every keyframe, either side of each and to random
// positions land on the state the straight play reaches there.
func TestSeekCostSpacing(t *testing.T) {
	rep := readRef(t, "../testdata/reference/survival-milestones-4p-915.crd")
	s, err := Open(rep, Options{KeyframeBudget: 4 << 20})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	s.mu.Lock()
	var at []int
	deltas := 0
	for _, kf := range s.kf.snaps {
		at = append(at, kf.pos)
		if _, ok := kf.snap.(*deltaSnap); ok {
			deltas++
		}
	}
	step := s.kf.step
	s.mu.Unlock()
	pr := s.Progress()
	if pr.Prepared != len(rep.Ticks) || step <= DefaultKeyframeInterval*refTickCost || deltas == 0 ||
		pr.KeyframeShortest*2 > pr.KeyframeInterval || pr.KeyframeBytes > 4<<20 {
		t.Fatalf("progress %+v, step %d, %d deltas: not thinned, no deltas or evenly spaced", pr, step, deltas)
	}

	r := rand.New(rand.NewPCG(915, 1))
	var targets []int
	for _, p := range at {
		targets = append(targets, max(p-1, 0), p, min(p+1, len(rep.Ticks)))
	}
	for range 300 {
		targets = append(targets, r.IntN(len(rep.Ticks)+1))
	}
	r.Shuffle(len(targets), func(i, j int) { targets[i], targets[j] = targets[j], targets[i] })
	need := map[int]bool{}
	for _, p := range targets {
		need[p] = true
	}

	// The straight play: each tick's cost, the positions due at the final step, the hashes.
	m, err := newSimMachine(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	hashes := map[int]uint64{}
	want := []int{0} // position p+1 is due when tick p's cost passes a multiple of the step
	var cum, dearest int64
	for p := 0; ; p++ {
		if need[p] {
			hashes[p] = m.hash()
		}
		if p == len(rep.Ticks) {
			break
		}
		c := max(m.tickCost(), refTickCost)
		dearest = max(dearest, c)
		if (cum+c)/step > cum/step {
			want = append(want, p+1)
		}
		cum += c
		if err := m.step(&rep.Ticks[p], nil); err != nil {
			t.Fatal(err)
		}
	}
	if dearest >= step {
		t.Fatalf("a tick costs %d, the step is %d", dearest, step)
	}
	if len(want) != len(at) {
		t.Fatalf("%d keyframes, want %d", len(at), len(want))
	}
	for i := range at {
		if at[i] != want[i] {
			t.Fatalf("keyframe %d at %d, want %d", i, at[i], want[i])
		}
	}
	for i, p := range targets {
		if err := s.Seek(p); err != nil || s.Tick() != p || s.Hash() != hashes[p] {
			t.Fatalf("seek %d to %d: %v, at %d, hash equal %v", i, p, err, s.Tick(), s.Hash() == hashes[p])
		}
	}
}

// TestTickCostCountsMovingCreatures: a crowded tick costs more than the reference tick, and a
// Freeze bonus, which stops the creatures' update, takes the living creatures' share off.
func TestTickCostCountsMovingCreatures(t *testing.T) {
	rep := readRef(t, "../testdata/reference/survival-milestones-4p-915.crd")
	mm, err := newSimMachine(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	m := mm.(*simMachine)
	if c := m.tickCost(); c < 30 || c >= refTickCost {
		t.Fatalf("the run's start costs %d, want 30 to %d", c, refTickCost)
	}
	// The first tick with 100 alive and no Freeze.
	alive := 0
	for i := 0; alive < 100 || m.w.BonusTimers.Freeze > 0; i++ {
		if i == len(rep.Ticks) {
			t.Fatal("no tick with 100 creatures alive and no Freeze")
		}
		if err := m.step(&rep.Ticks[i], nil); err != nil {
			t.Fatal(err)
		}
		_, alive = m.w.Creatures.LiveCounts()
	}
	c := m.tickCost()
	if c <= refTickCost || c < 30+int64(alive) {
		t.Fatalf("%d alive cost %d, want more than the reference tick's %d and 30 + one a creature", alive, c, refTickCost)
	}
	m.w.BonusTimers.Freeze = 5
	if frozen := m.tickCost(); frozen != c-int64(alive) {
		t.Fatalf("frozen %d, moving %d with %d alive", frozen, c, alive)
	}
}
