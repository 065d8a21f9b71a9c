package game

// keyframes holds a snapshot of the run every interval ticks (positions 0, N, 2N, …) within a
// byte budget. Past the budget it keeps every other keyframe and doubles N, so any run fits and a
// seek replays fewer than N ticks. Not safe for concurrent use: the Session guards it.
type keyframes struct {
	interval int
	budget   int64
	bytes    int64
	snaps    []keyframe // snaps[k] is the snapshot at position k*interval
}

type keyframe struct {
	snap any
	size int
}

func newKeyframes(interval int, budget int64) keyframes {
	return keyframes{interval: interval, budget: budget}
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
