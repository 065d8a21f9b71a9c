package sim

import "crdplayer/sim/perks"

// The mode sessions (sim/sessions.py SurvivalDeterministicSession, RushDeterministicSession).

const (
	modeSurvival = 1
	modeRush     = 2
)

// ModeLevelsUp reports whether game mode mode levels its first player up: the perk progression
// (survival_progression_update, a perk menu's choices) runs in Survival, quests and the
// tutorial, not in Rush and Typ-o (runDeterministicStep asks this). Only the first player ever
// levels up (survivalProgressionUpdate): the others keep level 1.
func ModeLevelsUp(mode int) bool {
	return mode == GameModeSurvival || mode == GameModeQuests || mode == GameModeTutorial
}

// Session is the mode session's state.
type Session struct {
	// ElapsedMs is the session clock: the sum of the ticks' whole milliseconds (frame_dt_ms;
	// Survival's under the Reflex Boost scaling, Rush's unscaled).
	ElapsedMs       int
	Stage           int     // Survival spawn stage (milestones reached)
	SpawnCooldownMs float64 // wave / rush spawn cooldown, milliseconds
	GameTuneStarted bool

	// WeaponUsageMs is the game's weapon_usage_time of player 0: per weapon id, the
	// milliseconds it was player 0's weapon when the mode's spawns ran (gameplay_update_and_render
	// adds frame_dt_ms to the current weapon's slot). It decides player 0's most_used_weapon_id.
	WeaponUsageMs [weaponUsageSlots]int
}

// weaponUsageSlots is the length of the game's weapon_usage_time table (weapon ids 0..63).
const weaponUsageSlots = 64

// frameDtMs is the tick's whole milliseconds as the game derives them, frame_dt_ms =
// trunc(frame_dt × 1000) (crimsonland.exe gameplay frame, decompile ~7567-7573 and 6716-6725):
// one tick of float32(1/60) s is 16 ms, 15 when player 0 has Reflex Boosted (frame_dt × 0.9
// first), and under the Reflex Boost bonus the truncated milliseconds of the scaled frame. It is
// taken at tick start, after the tick's perk picks, and every millisecond counter adds it.
func (w *World) frameDtMs() int {
	dt := tickDt
	if w.PlayerCount > 0 && perkActive(&w.Players[0], perks.ReflexBoosted) {
		dt = f32(dt * 0.9)
	}
	if w.Gameplay.TimeScaleActive {
		dt = f32(reflexTimeScaleFactor(w.BonusTimers.ReflexBoost) * dt)
	}
	return max(0, int(dt*1000.0))
}

// noteModeWeapon records player 0's weapon as the mode's spawn update sees it: the weapon
// whose weapon_usage_time the tick's milliseconds go to.
func (w *World) noteModeWeapon() {
	if w.PlayerCount > 0 {
		w.Tick.ModeWeapon, w.Tick.ModeWeaponNoted = w.Players[0].WeaponID, true
	}
}

// addWeaponUsage adds the tick's milliseconds to player 0's weapon_usage_time: the weapon the
// mode update saw, else player 0's weapon after the tick.
func (w *World) addWeaponUsage() {
	if w.PlayerCount == 0 {
		return
	}
	wid := w.Players[0].WeaponID
	if w.Tick.ModeWeaponNoted {
		wid = w.Tick.ModeWeapon
	}
	if wid >= 0 && wid < weaponUsageSlots {
		w.Session.WeaponUsageMs[wid] += w.Tick.FrameDtMs
	}
}

// survivalStepTick ports SurvivalDeterministicSession.step_tick on the game's clock: the mid-step
// spawns see the elapsed time before this tick and its frame_dt_ms; the clock adds it after.
func (w *World) survivalStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	s := &w.Session
	marks.reset(w.Rng.State)
	dtSim := w.runDeterministicStep(inputs, survivalMidStepSpawns, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	s.ElapsedMs += w.Tick.FrameDtMs
	return dtSim
}

// survivalMidStepSpawns is the Survival session's mid-step hook: the native survival_update
// runs after the gameplay updates, so it sees the XP and level of this tick's kills and the
// elapsed time before this tick.
func survivalMidStepSpawns(w *World, marks *RngMarks) {
	s := &w.Session
	w.survivalUpdateWeaponHandouts(s.ElapsedMs)
	level := 1
	if w.PlayerCount > 0 {
		level = w.Players[0].Level
	}
	s.Stage = advanceSurvivalSpawnStage(s.Stage, level, w.spawnMilestone)
	marks.mark("after_stage_spawns", w.Rng.State)
	xp := 0
	if w.PlayerCount > 0 {
		xp = w.Players[0].Experience
	}
	w.noteModeWeapon()
	s.SpawnCooldownMs = tickSurvivalWaveSpawns(s.SpawnCooldownMs, float64(w.Tick.FrameDtMs), &w.Rng, w.PlayerCount,
		s.ElapsedMs, xp, worldSize, worldSize, w.spawnInit)
	marks.mark("after_wave_spawns", w.Rng.State)
}

// spawnMilestone spawns one Survival stage template (CreaturePool.spawn_template, detail 5).
func (w *World) spawnMilestone(call SpawnTemplateCall) {
	w.Tick.Events.addMilestone(call.TemplateID)
	// Every template id advance_survival_spawn_stage names has a plan.
	_, _ = w.creaturesSpawnTemplate(call.TemplateID, call.Pos, call.Heading, 5)
}

// spawnInit places one wave or rush creature (CreaturePool.spawn_init). The sessions call
// spawn_inits without a rand, so a full pool overwrites the last slot without drawing.
func (w *World) spawnInit(in *CreatureInit) {
	w.Creatures.spawnInit(in, nil)
}

// rushStepTick ports RushDeterministicSession.step_tick with the loadout enforcement, on the
// game's clock: the clock adds the tick's frame_dt_ms first, so the spawns see this tick's
// elapsed time.
func (w *World) rushStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	s := &w.Session
	s.ElapsedMs += w.Tick.FrameDtMs
	w.enforceRushLoadout()
	marks.reset(w.Rng.State)
	dtSim := w.runDeterministicStep(inputs, rushMidStepSpawns, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	return dtSim
}

// rushMidStepSpawns is the Rush session's mid-step hook.
func rushMidStepSpawns(w *World, marks *RngMarks) {
	s := &w.Session
	w.noteModeWeapon()
	s.SpawnCooldownMs = tickRushModeSpawns(s.SpawnCooldownMs, float64(w.Tick.FrameDtMs), &w.Rng, w.PlayerCount,
		s.ElapsedMs, worldSize, worldSize, w.spawnInit)
	marks.mark("after_rush_spawns", w.Rng.State)
}

// enforceRushLoadout ports runners/rush.py _enforce_rush_loadout: rush_mode_update forces the
// assault rifle and a full clip every frame.
func (w *World) enforceRushLoadout() {
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		if p.WeaponID != weaponAssaultRifle {
			weaponAssignPlayerNoStatus(p, weaponAssaultRifle)
		}
		if p.ClipSize > 0 {
			p.Ammo = float64(p.ClipSize)
		} else {
			p.Ammo = 0
		}
	}
}
