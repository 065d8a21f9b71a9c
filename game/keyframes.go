package game

import "sort"

// keyframes holds snapshots of the run spaced by the cost of replaying the ticks between them,
// not by their count, within a byte budget: a late-game tick of a crowded run costs three times
// an early one, and with keyframes every N ticks the slowest seeks were all in the late part.
//
// The pass adds up an estimate of each tick's cost (machine.tickCost, deterministic: counted
// from the state, never timed, so that a run's keyframes are the same every time and the tests
// do not depend on the machine's speed), a tick counting at least refTickCost. A keyframe is due
// at every position where that running total passes a multiple of step. step starts at
// interval·refTickCost, so a run no heavier than the reference tick keeps a keyframe every
// interval ticks, and heavier stretches get them closer. Past the budget it keeps the keyframes
// that passed a multiple of 2·step and doubles step, so any run fits and a seek replays at most
// about step's worth of ticks.
//
// Keyframes start full. Once the store, projected over the rest of the run at its present
// weight per keyframe and its present spacing, would fill half the budget, only the keyframes
// that pass a multiple of deltaGroup·step are full snapshots, the bases; the others may be
// stored by the machine as a difference from the latest base (machine.save), which costs a
// restore a second decode. Thinning keeps a delta's base: a base passed a multiple of
// deltaGroup·step, with deltaGroup even a multiple of 2·step, and a keyframe stored before the
// switch is full; once step has doubled log2(deltaGroup) times since a delta was stored, the
// multiple it passed is one a base would pass, so thinning keeps it only if it is full: no delta
// outlives its base. Not safe for concurrent use: the Session guards it, and only the pass
// calls advance, due and add.
type keyframes struct {
	step     int64 // cost units (tickCost) between keyframes
	interval int   // the initial spacing in ticks of a run of reference ticks
	budget   int64
	total    int // the run's ticks, for the projection
	group    int // 1 while every keyframe is full, then deltaGroup
	bytes    int64
	// cost is the estimated cost of the ticks the pass has simulated and before that total
	// without the last of them.
	cost, before int64
	snaps        []keyframe // in position order; snaps[0] is position 0
	// longest and shortest are the largest and smallest spacing of consecutive keyframes in
	// ticks (the interval while there is one keyframe).
	longest, shortest int
}

type keyframe struct {
	snap any
	size int
	pos  int
	// before and at are the run's cost up to the position before this one and up to this one:
	// the keyframe belongs to every multiple of step in (before, at].
	before, at int64
}

// refTickCost is the least a tick counts for the spacing, in tickCost's units: about a tick
// with 120 moving creatures (survival-long-4p-911, the longest 4-player reference run, averages
// 70 alive). Lighter ticks count as this much, so a light run keeps a keyframe every interval
// ticks, as many as before costs were counted, and its pass saves no more keyframes.
const refTickCost = 150

// newKeyframes makes a store for a run of total ticks, spaced interval ticks apart at first
// where the ticks cost refTickCost or less.
func newKeyframes(interval int, budget int64, total int) keyframes {
	return keyframes{
		step: int64(interval) * refTickCost, interval: interval, budget: budget, total: total, group: 1,
		longest: interval, shortest: interval,
	}
}

// deltaGroup is the number of keyframes per full snapshot once deltas are on: a base and
// deltaGroup−1 deltas on it. It must be even (see keyframes). On survival-long-4p-6060 (60,000
// ticks, the creature pool full for half of it) the S2 keyframes every 60 ticks weigh 87 MiB
// as full snapshots and 51 MiB in groups of 4 from the start (61 MiB in pairs; groups of 8 save
// no more, the deltas growing with distance).
const deltaGroup = 4

// passes reports whether the keyframe passes a multiple of m. Position 0 passes them all.
func (kf *keyframe) passes(m int64) bool {
	return kf.pos == 0 || kf.at/m > kf.before/m
}

// advance counts the cost of the tick the pass just simulated (tickCost of the state before it).
func (k *keyframes) advance(cost int64) {
	k.before = k.cost
	k.cost += max(cost, refTickCost)
}

// due reports whether the position the pass has reached (after advance) wants a keyframe.
func (k *keyframes) due(pos int) bool {
	if len(k.snaps) == 0 {
		return pos == 0
	}
	return pos > k.snaps[len(k.snaps)-1].pos && k.cost/k.step > k.before/k.step
}

// baseFor returns the snapshot the keyframe at pos (which due reported) may be stored as a
// difference from, nil when it must be full.
func (k *keyframes) baseFor(pos int) any {
	group := int64(k.group) * k.step
	if pos == 0 || k.cost/group > k.before/group {
		return nil
	}
	for i := len(k.snaps) - 1; i >= 0; i-- {
		if k.snaps[i].passes(group) {
			return k.snaps[i].snap
		}
	}
	return nil // not reached: position 0 passes every multiple
}

// add stores the snapshot at pos (which due reported) and thins the store to its budget.
func (k *keyframes) add(pos int, snap any, size int) {
	if !k.due(pos) {
		return
	}
	before := k.before
	if pos == 0 {
		before = -1
	}
	k.snaps = append(k.snaps, keyframe{snap: snap, size: size, pos: pos, before: before, at: k.cost})
	k.bytes += int64(size)
	if n := len(k.snaps); n > 1 {
		gap := pos - k.snaps[n-2].pos
		if n == 2 {
			k.longest, k.shortest = gap, gap
		}
		k.longest, k.shortest = max(k.longest, gap), min(k.shortest, gap)
		// The projection: the mean keyframe so far times the keyframes so far and those the rest
		// of the run would add at the last spacing. It passes half the budget before the store
		// passes the budget.
		if k.group == 1 && k.bytes*int64(n*gap+k.total-pos) > k.budget/2*int64(n*gap) {
			k.group = deltaGroup
		}
	}
	for k.bytes > k.budget && len(k.snaps) > 1 {
		k.thin()
	}
}

// thin keeps the keyframes that pass a multiple of twice the step and doubles it.
func (k *keyframes) thin() {
	k.step *= 2
	kept := k.snaps[:0]
	k.bytes = 0
	for i := range k.snaps {
		if s := &k.snaps[i]; s.passes(k.step) {
			kept = append(kept, *s)
			k.bytes += int64(s.size)
		}
	}
	clear(k.snaps[len(kept):])
	k.snaps = kept
	k.longest, k.shortest = k.interval, k.interval
	for i := 1; i < len(kept); i++ {
		gap := kept[i].pos - kept[i-1].pos
		if i == 1 {
			k.longest, k.shortest = gap, gap
		}
		k.longest, k.shortest = max(k.longest, gap), min(k.shortest, gap)
	}
}

// lastGap is the spacing in ticks of the last two keyframes (the interval while there is one):
// what the next keyframe is likely to be away.
func (k *keyframes) lastGap() int {
	if n := len(k.snaps); n > 1 {
		return k.snaps[n-1].pos - k.snaps[n-2].pos
	}
	return k.interval
}

// nearest returns the latest keyframe at or before pos. The store always holds position 0.
func (k *keyframes) nearest(pos int) (at int, snap any) {
	i := sort.Search(len(k.snaps), func(i int) bool { return k.snaps[i].pos > pos }) - 1
	i = max(i, 0)
	return k.snaps[i].pos, k.snaps[i].snap
}
