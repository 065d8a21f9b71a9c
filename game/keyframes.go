package game

// keyframes holds a snapshot of the run every interval ticks (positions 0, N, 2N, …) within a
// byte budget. Past the budget it keeps every other keyframe and doubles N, so any run fits and a
// seek replays fewer than N ticks. Not safe for concurrent use: the Session guards it.
//
// Keyframes start full. Once the store, projected over the whole run at its present weight per
// tick, would fill half the budget, only every deltaGroup-th keyframe from then on (positions
// that are multiples of deltaGroup·N) is a full snapshot, its base; the others may be stored by
// the machine as a difference from that base (machine.save), which costs a restore a second
// decode. Thinning keeps a delta's base: a kept position is a multiple of 2N, and a base (a
// multiple of deltaGroup·N, deltaGroup even, stored full whether before or after the switch) is
// one too, so no delta outlives its base; once N has doubled log2(deltaGroup) times since a
// delta was stored, its own position is a base position and thinning has dropped it.
type keyframes struct {
	interval int
	budget   int64
	total    int // the run's ticks, for the projection
	group    int // 1 while every keyframe is full, then deltaGroup
	bytes    int64
	snaps    []keyframe // snaps[k] is the snapshot at position k*interval
}

type keyframe struct {
	snap any
	size int
}

// newKeyframes makes a store for a run of total ticks.
func newKeyframes(interval int, budget int64, total int) keyframes {
	return keyframes{interval: interval, budget: budget, total: total, group: 1}
}

// deltaGroup is the number of keyframes per full snapshot once deltas are on: a base and
// deltaGroup−1 deltas on it. It must be even (see keyframes). On survival-long-4p-6060 (60,000
// ticks, the creature pool full for half of it) the S2 keyframes every 60 ticks weigh 87 MiB
// as full snapshots and 51 MiB in groups of 4 from the start (61 MiB in pairs; groups of 8 save
// no more, the deltas growing with distance).
const deltaGroup = 4

// baseFor returns the snapshot the keyframe at pos (which due reported) may be stored as a
// difference from, nil when it must be full.
func (k *keyframes) baseFor(pos int) any {
	group := k.group * k.interval
	if pos%group == 0 {
		return nil
	}
	_, snap := k.nearest(pos - pos%group)
	return snap
}

// due reports whether position pos wants a keyframe next.
func (k *keyframes) due(pos int) bool {
	return pos%k.interval == 0 && pos/k.interval == len(k.snaps)
}

// add stores the snapshot at pos (which due reported) and thins the store to its budget.
func (k *keyframes) add(pos int, snap any, size int) {
	if !k.due(pos) {
		return
	}
	k.snaps = append(k.snaps, keyframe{snap, size})
	k.bytes += int64(size)
	// The projection: the mean keyframe so far times the keyframes of the whole run at N. It
	// passes half the budget before the store passes the budget (pos ≤ total).
	if k.group == 1 && k.bytes*int64(k.total+k.interval) > k.budget/2*int64(pos+k.interval) {
		k.group = deltaGroup
	}
	for k.bytes > k.budget && len(k.snaps) > 1 {
		k.thin()
	}
}

// thin drops every other keyframe and doubles the interval.
func (k *keyframes) thin() {
	kept := k.snaps[:0]
	k.bytes = 0
	for i, s := range k.snaps {
		if i%2 == 0 {
			kept = append(kept, s)
			k.bytes += int64(s.size)
		}
	}
	clear(k.snaps[len(kept):])
	k.snaps = kept
	k.interval *= 2
}

// nearest returns the latest keyframe at or before pos. The store always holds position 0.
func (k *keyframes) nearest(pos int) (at int, snap any) {
	i := min(pos/k.interval, len(k.snaps)-1)
	return i * k.interval, k.snaps[i].snap
}
