// Package sim is the deterministic Crimsonland simulation: run start, one fixed 60 Hz tick from
// recorded inputs, and the RunResult. No wall clock, no math/rand, no goroutines inside a tick,
// no map-order-dependent logic.
//
// It imports the standard library, replayio and its own subpackages, none of which imports
// sim: sim/libm (glibc's sin, cos and atan2), the pure tables sim/weapons, sim/perks,
// sim/bonuses and sim/creatures (ids, metadata, spawn templates), and sim/quest (the stock
// quests and their builders). Everything that reads or writes a run's state is here.
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
// # One tick, file by file
//
// Step (step.go) checks the tick's input rows (input.go) and commands, applies the perk picks
// (perk_selection.go, perk_apply.go), fixes the tick's frame_dt_ms (sessions.go frameDtMs) and
// runs the mode's tick:
//
//	survivalStepTick, rushStepTick  sessions.go (the port's sim/sessions.py)
//	questStepTick                   quest_mode.go
//	tutorialStepTick                tutorial_mode.go
//	typoStepTick                    typo_mode.go (first the fire prelude and the typed words)
//
// Each runs runDeterministicStep (step_pipeline.go: weapon and perk availability,
// weapon_availability.go and perk_availability.go, then the Reflex Boost time scale), whose
// core is worldStep (world_state.go, the port's WorldState.step). Its stages in order, each
// with its files and, in brackets, the rng_marks name that closes it:
//
//  1. perk dt steps, perk effects: perk_effects.go [ws_after_perk_effects].
//  2. the effect pool: effect_world.go, effect_pool.go, effect_spawn.go
//     [ws_after_effects_update].
//  3. creatures (AI, movement, contact hits, deaths): creature_update.go, creature_ai.go,
//     creature_damage.go, creature_death.go [ws_after_creatures]; then their death sounds,
//     presentation_sfx.go.
//  4. projectiles, their hits and decals: projectile_pool.go, projectile_behaviors.go,
//     projectile_effects.go, the hit callbacks in world_state.go, presentation_decals.go
//     [ws_after_projectiles].
//  5. rockets and detonations: projectile_secondary.go [ws_after_secondary_projectiles].
//  6. the perk hooks of players who died: perk_death_hooks.go.
//  7. particles, sprite effects: particle_update.go (creature_grid.go), effect_sprite.go
//     [ws_after_particles_update, ws_after_sprite_effects].
//  8. each player (move, perk timers, reload, fire, damage): gameplay.go playerUpdate,
//     perk_player_ticks.go, weapon_fire.go, weapon_spawn.go, weapon_assign.go,
//     player_damage.go [ws_after_player_update].
//  9. creature and player animation: anim.go.
//  10. the mode's mid-step hook (Survival's weapon handouts, milestones and waves, Rush's waves,
//     quest_mode_update, Typ-o's update): sessions.go, gameplay.go, spawn_survival.go,
//     quest_mode.go, typo_mode.go; their spawns go through creature_spawn.go and
//     spawn_plan.go.
//  11. camera shake, then the tutorial's director: camera.go, tutorial_mode.go,
//     spawn_tutorial.go [ws_after_camera_update].
//  12. the level-up check and a new perk menu's choices: gameplay.go survivalProgressionUpdate,
//     perk_selection.go [ws_after_progression].
//  13. bonus timers, Telekinetic, the pool, pickups, the HUD: bonus_update.go, bonus_pool.go,
//     bonus_apply.go, bonus_hud.go, presentation_pickup_fx.go [ws_after_bonus_update].
//
// Back in the mode's tick the decal queues are emptied (fx_queue.go), the faded corpses are
// freed (creature_death.go; not in the tutorial, whose director culls them) and the session
// clock advances (Survival, tutorial and Typ-o after the step, Rush before it). Step then adds
// player 0's weapon usage (sessions.go), draws game_frame_update's discarded rand (rng.go),
// decides the run end and run-down (step.go) and returns the tick's StepEvents (events.go).
// Bonus drops on kills are bonus_selection.go and bonus_pool.go. presentation_step.go is the
// port's presentation step, which draws nothing on this path (the tick plans its sounds inside
// the world step) and is kept for its port cases.
//
// Around the tick: run start (run_start.go New, terrain.go; questStart in quest_mode.go,
// typoStart in typo_mode.go), the result (step.go Result), the state types (world.go World,
// player.go, creatures.go, projectiles.go, bonuses.go, perks.go, weapon_state.go, effects.go,
// effect_atlas.go, particle_pool.go, camera.go), Hash (hash.go), the RNG and its marks (rng.go,
// rng_marks.go), float32 rounding (f32.go), colours (effect_color.go), vectors and circles
// (vec2.go, spawn_trig.go), and the errors (errors.go).
package sim
