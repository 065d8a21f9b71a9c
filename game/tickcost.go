package game

// tickCost estimates the CPU cost of the next tick from the World, in units of about 0.1 µs on
// the 2-core build machine. The weights are rounded from a least-squares fit of each tick's
// thread CPU time against counts in the state before it, on survival-late-4p-6060 and
// survival-long-4p-6060: a living creature that moves about 0.1 µs (a Freeze bonus stops the
// whole pool, which the count of creatures alone misses: it explains a tenth of the variance),
// a rocket 1 µs, a projectile 0.15-0.25 µs, any active slot (corpses too) 0.02 µs, the rest of
// a tick 1-3 µs. As rounded they explain 96% and 91% of the variance of the CPU time over
// 60-tick windows on those runs (67% on survival-long-4p-911, whose ticks vary less). Only the
// ratios matter: keyframes are spaced by the sum.
func (m *simMachine) tickCost() int64 {
	w := m.w
	active, alive := w.Creatures.LiveCounts()
	moving := alive
	if w.BonusTimers.Freeze > 0 {
		moving = 0
	}
	projectiles := 0
	for i := range w.Projectiles.Entries {
		if w.Projectiles.Entries[i].Active {
			projectiles++
		}
	}
	return 30 + int64(moving) + 2*int64(projectiles) + 10*int64(w.SecondaryProjectiles.ActiveCount) + int64(active)/5
}
