package sim

// The mode sessions (sim/sessions.py SurvivalDeterministicSession, RushDeterministicSession).

const (
	modeSurvival = 1
	modeRush     = 2
)

// Session is the mode session's state.
type Session struct {
	// ElapsedMs is the session clock in milliseconds: Survival accumulates scaled sim time,
	// Rush frame time.
	ElapsedMs       float64
	Stage           int     // Survival spawn stage (milestones reached)
	SpawnCooldownMs float64 // wave / rush spawn cooldown
	GameTuneStarted bool

	// elapsedBeforeMs and dtSimMs are the tick's values the mid-step spawn hook reads.
	ElapsedBeforeMs float64
	DtSimMs         float64
}

// survivalStepTick ports SurvivalDeterministicSession.step_tick (no captured integer ms).
func (w *World) survivalStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	s := &w.Session
	dtSim := timeScaleReflexBoostBonus(w.BonusTimers.ReflexBoost, w.Gameplay.TimeScaleActive, tickDt)
	s.DtSimMs = float64(dtSim * 1000.0)
	s.ElapsedBeforeMs = s.ElapsedMs
	marks.reset(w.Rng.State)
	dtSim = w.runDeterministicStep(inputs, true, survivalMidStepSpawns, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	s.ElapsedMs = s.ElapsedBeforeMs + s.DtSimMs
	return dtSim
}

// survivalMidStepSpawns is the Survival session's mid-step hook: the native survival_update
// runs after the gameplay updates, so it sees the XP and level of this tick's kills and the
// elapsed time before this tick.
func survivalMidStepSpawns(w *World, marks *RngMarks) {
	s := &w.Session
	w.survivalUpdateWeaponHandouts(s.ElapsedBeforeMs)
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
	s.SpawnCooldownMs = tickSurvivalWaveSpawns(s.SpawnCooldownMs, s.DtSimMs, &w.Rng, w.PlayerCount,
		s.ElapsedBeforeMs, xp, worldSize, worldSize, w.spawnInit)
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

// rushStepTick ports RushDeterministicSession.step_tick with the loadout enforcement.
func (w *World) rushStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	s := &w.Session
	s.DtSimMs = float64(tickDt * 1000.0)
	s.ElapsedMs += s.DtSimMs
	w.enforceRushLoadout()
	marks.reset(w.Rng.State)
	dtSim := w.runDeterministicStep(inputs, false, rushMidStepSpawns, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	return dtSim
}

// rushMidStepSpawns is the Rush session's mid-step hook.
func rushMidStepSpawns(w *World, marks *RngMarks) {
	s := &w.Session
	s.SpawnCooldownMs = tickRushModeSpawns(s.SpawnCooldownMs, s.DtSimMs, &w.Rng, w.PlayerCount,
		int(s.ElapsedMs), worldSize, worldSize, w.spawnInit)
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
