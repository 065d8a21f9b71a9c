package render

// speeds are the playback speeds `[` and `]` step through, 1/8× to 64×.
var speeds = []float64{1.0 / 8, 1.0 / 4, 1.0 / 2, 1, 2, 4, 8, 16, 32, 64}

// nextSpeed returns the speed one step up (dir 1) or down (dir -1) from cur.
func nextSpeed(cur float64, dir int) float64 {
	i := 0
	for i < len(speeds)-1 && speeds[i] < cur-1e-9 {
		i++
	}
	i += dir
	if i < 0 {
		i = 0
	}
	if i >= len(speeds) {
		i = len(speeds) - 1
	}
	return speeds[i]
}

// eventTargets returns the tick to show for the next (dir 1) or previous (dir -1) event after or
// before tick, and false when there is none. An event is shown at its own tick.
func eventTarget(ticks []int, tick, dir int) (int, bool) {
	if dir > 0 {
		for _, t := range ticks {
			if t > tick {
				return t, true
			}
		}
		return 0, false
	}
	for i := len(ticks) - 1; i >= 0; i-- {
		if ticks[i] < tick {
			return ticks[i], true
		}
	}
	return 0, false
}

// deathLead is how far before a death D lands: 3 seconds.
const deathLead = 3 * 60

// deathTarget returns where D goes from tick, with deaths the positions right after each death
// (game.Event.Tick, ascending): 3 s before the first death whose lead-in starts after tick, so
// pressing D again moves on to the next death. When every death still ahead is less than 3 s
// away (tick is inside their lead-ins), it goes to the moment before the next one (its Tick-1)
// and returns that death as close, so stepping with D still reaches each death.
func deathTarget(deaths []int, tick int) (target, close int, ok bool) {
	next := -1 // the first death still ahead whose moment-before is after tick
	for _, d := range deaths {
		if d-1 <= tick {
			continue
		}
		if next < 0 {
			next = d
		}
		if t := max(d-deathLead, 0); t > tick {
			return t, 0, true
		}
	}
	if next >= 0 {
		return next - 1, next, true
	}
	return 0, 0, false
}
