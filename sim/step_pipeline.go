package sim

// The deterministic step around the world step (sim/step_pipeline.py run_deterministic_step).

// tickDt is the frame time of one tick: float32(1/60) seconds.
var tickDt = f32(1.0 / 60.0)

// timeScaleReflexBoostBonus ports step_pipeline.py time_scale_reflex_boost_bonus: Reflex Boost
// slows the simulation, with the classic frame loop's latch (time_scale_active from the
// previous tick).
func timeScaleReflexBoostBonus(reflexBoostTimer float64, timeScaleActive bool, dt float64) float64 {
	if !(dt > 0) || !timeScaleActive {
		return dt
	}
	return f32(f32(dt) * reflexTimeScaleFactor(reflexBoostTimer))
}

// runDeterministicStep ports step_pipeline.py run_deterministic_step: weapon and perk
// availability refresh, the Reflex Boost time scale, the world step. The presentation step
// that follows draws nothing on this path (hit and death sounds are planned inside the world
// step), so only its game-tune latch is kept. The perk progression (the level-up check and a
// perk menu's choices) runs in the modes that level up (ModeLevelsUp). It returns dt_sim.
func (w *World) runDeterministicStep(inputs *[MaxPlayers]PlayerInput, hook func(*World, *RngMarks), marks *RngMarks) float64 {
	marks.mark("gw_begin", w.Rng.State)
	w.weaponRefreshAvailable()
	marks.mark("gw_after_weapon_refresh", w.Rng.State)
	w.perksRebuildAvailable()
	marks.mark("gw_after_perks_rebuild", w.Rng.State)
	dtSim := timeScaleReflexBoostBonus(w.BonusTimers.ReflexBoost, w.Gameplay.TimeScaleActive, tickDt)
	marks.mark("gw_after_time_scale", w.Rng.State)
	w.worldStep(dtSim, inputs, ModeLevelsUp(w.Config.GameMode), hook, marks)
	if w.Tick.TriggerGameTune {
		w.Session.GameTuneStarted = true
	}
	return dtSim
}
