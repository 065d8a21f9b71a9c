// Package sim is the deterministic Crimsonland simulation: run start, one fixed 60 Hz tick from
// recorded inputs, and the RunResult. It imports only the standard library and replayio; no
// wall clock, no math/rand, no goroutines inside a tick, no map-order-dependent logic.
//
// It reproduces, bit for bit, the public Python port of the game (crimsonland 0.1.0.dev29) with
// the run boundaries format 35 adds (see the shared REFERENCE.md): every reference run verifies
// and matches its per-tick trace. Floats are float64 as in the port and rounded to float32
// exactly where the port does; sin, cos and atan2 are glibc's own algorithms (sim/libm), since
// the port keeps some of their results as doubles.
//
// Use:
//
//	w, terrain, err := sim.New(&replay.Run) // or NewFromReplay, which also checks the rules
//	for i := range replay.Ticks {
//		events, err := w.Step(&replay.Ticks[i]) // ErrIllegalCommand, ErrPastRundown, ErrUnsupported
//		…
//	}
//	result := w.Result()
//
// The World is one plain value (fixed arrays, no pointers, slices, maps or strings): a snapshot
// is `snap := *w`, a restore `*w = snap`, and Hash hashes its bytes. Its exported fields are the
// read-only view for the window: Players[:PlayerCount], Creatures.Entries, Projectiles,
// SecondaryProjectiles, Bonuses, Effects, BonusTimers, Perks (with VisibleChoices and
// PerkMenuOpen), Session.ElapsedMs, Run (TickIndex, EndTick, RundownMs), Quest, Tutorial and
// Typo (the typing buffer Typo.Text, each creature's name Typo.Name(slot), the aim point and
// counters; the tick's submitted words are StepEvents.TypoWords). StepEvents reports
// what happened during a tick without allocating. StepTraced records the tick's RNG marks (the
// reference traces' rng_marks) to place a desync inside a tick.
//
// Files by area: the modes (sessions: Survival and Rush; quest_mode, tutorial_mode, typo_mode),
// the core (world, player, gameplay, player_damage, step_pipeline,
// world_state, step, run_start, terrain, anim, events, hash), creatures (creature*,
// spawn*), weapons and projectiles (weapon*, projectile*), perks and bonuses (perk*, bonus*),
// effects (effect*, particle*, fx*, presentation*, camera).
package sim
