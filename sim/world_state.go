package sim

// The world step: one tick of gameplay in the port's exact order (sim/world_state.py
// WorldState.step), with the callbacks the projectile, particle and bonus updates call back
// into (damage, deaths, hit presentation).

// maxDeathSfxPerTick caps the planned death sounds of a tick (presentation_step.py); every
// death still draws its pick.
const maxDeathSfxPerTick = 5

// TickScratch is per-tick scratch state. It lives in the World so the callbacks of the areas
// reach it without pointers, and is reset at the start of every tick.
type TickScratch struct {
	Dt                  float64 // dt of the world step (seconds, after the perk dt steps)
	Events              StepEvents
	FreezeCorpseAtStart [CreaturePoolSize]bool // corpses that existed at tick start (Freeze shatter)
	PlannedDeathSfx     int
	// CreatureDeathTypes are the type ids of the creature update's deaths, in order, for their
	// death sound picks after it. Unlike Events.Deaths it never drops one: a slot starts its
	// death at most once per update, so the pool size bounds the count.
	CreatureDeathTypes    [CreaturePoolSize]int8
	CreatureDeathCount    int
	HitAudioGameTuneStart bool // game tune already started for hit sfx planning this tick
	TriggerGameTune       bool
	MenuOpenRequest       bool // a perk_menu_open waits for the level-up check
	FrameDtMs             int  // the tick's frame_dt_ms (World.frameDtMs), fixed at tick start
	ModeWeapon            int  // player 0's weapon when the mode's spawns ran (weapon_usage_time)
	ModeWeaponNoted       bool
	// TutorialMoveActive and TutorialFireActive are what the tutorial reads of player 0's input
	// row: a non-zero move, fire pressed or held.
	TutorialMoveActive, TutorialFireActive bool
	// TypoFire and TypoReload are what this tick's typed words ask of the Typ-o player: fire at
	// Typo.Target (a word matched a creature), reload ("reload").
	TypoFire, TypoReload bool
	// TypoSpawns are the creature slots the Typ-o mode update spawned this tick, in order
	// (TypoSpawnCount of them, the first len(TypoSpawns) kept).
	TypoSpawns     [8]int
	TypoSpawnCount int
	// TypoUnsupported is the reason this Typ-o tick cannot be played (typoPlayable = 0: none).
	TypoUnsupported int
	InWorldStep     bool
}

// worldStep ports sim/world_state.py WorldState.step (apply_world_dt_steps on, no deferred
// camera shake or freeze corpse fx). hook is the session's mid-step spawn hook.
func (w *World) worldStep(dt float64, inputs *[MaxPlayers]PlayerInput, perkProgression bool, hook func(*World, *RngMarks), marks *RngMarks) {
	t := &w.Tick
	dt = w.perksWorldDtSteps(dt)
	marks.mark("ws_begin", w.Rng.State)

	var prevPos [MaxPlayers]Vec2
	var prevHealth [MaxPlayers]float32
	for i := 0; i < w.PlayerCount; i++ {
		prevPos[i] = w.Players[i].Pos
		prevHealth[i] = w.Players[i].Health
	}
	// The native Freeze pickup shatters the corpses that existed at tick start only.
	t.FreezeCorpseAtStart = [CreaturePoolSize]bool{}
	for i := range w.Creatures.live() {
		if c := &w.Creatures.Entries[i]; c.Active && c.HP <= 0 {
			t.FreezeCorpseAtStart[i] = true
		}
	}
	t.Dt = dt
	t.InWorldStep = true

	w.perksUpdateEffects(dt)
	marks.mark("ws_after_perk_effects", w.Rng.State)
	// effects_update runs early in the native frame, before creatures and projectiles.
	w.effectsUpdate(dt)
	marks.mark("ws_after_effects_update", w.Rng.State)

	t.CreatureDeathCount = 0
	w.creaturesUpdate(dt, t.FrameDtMs)
	marks.mark("ws_after_creatures", w.Rng.State)
	// Death sounds of the creature update's deaths are planned after it, in order: every death
	// draws, however many there are (world_state.py WorldState.step).
	for _, typeID := range t.CreatureDeathTypes[:t.CreatureDeathCount] {
		w.planDeathSfxNow(int(typeID))
	}
	t.HitAudioGameTuneStart = w.Session.GameTuneStarted

	w.projectilesUpdate(dt)
	marks.mark("ws_after_projectiles", w.Rng.State)
	w.secondaryProjectilesUpdatePulseGun(dt)
	marks.mark("ws_after_secondary_projectiles", w.Rng.State)

	for i := 0; i < w.PlayerCount; i++ {
		if prevHealth[i] < 0 || w.Players[i].Health >= 0 {
			continue
		}
		w.perkPlayerDeathHooks(i, dt)
	}

	w.particlesUpdate(dt)
	marks.mark("ws_after_particles_update", w.Rng.State)
	w.spriteEffectsUpdate(dt)
	marks.mark("ws_after_sprite_effects", w.Rng.State)

	for i := 0; i < w.PlayerCount; i++ {
		w.playerUpdate(&w.Players[i], &inputs[i], dt)
		dt = playerFrameDtAfterRoundtrip(dt, w.Gameplay.TimeScaleActive, w.BonusTimers.ReflexBoost)
		if i == 0 {
			marks.mark("ws_after_player_update_p0", w.Rng.State)
		}
	}
	t.Dt = dt
	marks.mark("ws_after_player_update", w.Rng.State)
	if dt > 0 {
		w.advanceCreatureAnim(dt)
		w.advancePlayerAnim(dt, &prevPos)
	}
	if hook != nil {
		hook(w, marks)
	}
	w.cameraShakeUpdate(dt)
	// The native frame runs tutorial_timeline_update right after camera_update and the world
	// render (gameplay_update_and_render, decompile ~6832-6836).
	if w.Config.GameMode == GameModeTutorial {
		w.tutorialTimelineUpdate(marks)
	}
	marks.mark("ws_after_camera_update", w.Rng.State)
	// The native level-up check runs before bonus_update, so XP from bonus-side kills levels
	// on the next tick. A perk menu opened this tick generates its choices right after it.
	if perkProgression {
		w.survivalProgressionUpdate()
		if t.MenuOpenRequest {
			t.Events.PerkChoiceCount = w.perkSelectionCurrentChoices(&t.Events.PerkChoices)
			t.Events.PerkMenuOpened = true
			t.MenuOpenRequest = false
		}
	}
	marks.mark("ws_after_progression", w.Rng.State)
	// The native loop latches time_scale_active late; the next tick's dt uses it.
	w.Gameplay.TimeScaleActive = w.BonusTimers.ReflexBoost > 0
	w.bonusUpdatePrePickupTimers(dt)
	firstPickup := t.Events.PickupCount
	w.bonusUpdate(dt)
	if t.Events.PickupCount > firstPickup {
		w.emitBonusPickupEffects()
	}
	w.survivalEnforceRewardWeaponGuard()
	marks.mark("ws_after_bonus_update", w.Rng.State)
	t.InWorldStep = false
}

// planDeathSfxNow plans one death's sound: the pick always draws, the key is kept only under
// the per-tick cap (world_state.py _plan_death_sfx_now).
func (w *World) planDeathSfxNow(typeID int) {
	w.planDeathSfx(typeID)
	if w.Tick.PlannedDeathSfx < maxDeathSfxPerTick {
		w.Tick.PlannedDeathSfx++
	}
}

// noteCreatureDeath records a death handled during the tick (the creature update's own
// deaths). The creatures area calls it from CreaturePool.update's death paths.
func (w *World) noteCreatureDeath(d CreatureDeathEvent) {
	w.Tick.Events.addDeath(d)
	if t := &w.Tick; t.CreatureDeathCount < len(t.CreatureDeathTypes) {
		t.CreatureDeathTypes[t.CreatureDeathCount] = int8(d.TypeID)
		t.CreatureDeathCount++
	}
}

// recordCreatureDeath ports world_state.py _record_creature_death: the creature's death
// handling, the death event and (unless a detonation follow-up) its death sound pick.
func (w *World) recordCreatureDeath(idx int, keepCorpse, planDeathSfx bool) {
	d := w.creatureHandleDeath(idx, w.Tick.Dt, keepCorpse)
	w.Tick.Events.addDeath(d)
	if planDeathSfx {
		w.planDeathSfxNow(d.TypeID)
	}
}

// applyProjectileDamageToPlayer is the projectile pool's player-damage callback.
func (w *World) applyProjectileDamageToPlayer(playerIndex int, damage float64) {
	if playerIndex < 0 || playerIndex >= w.PlayerCount {
		return
	}
	w.playerTakeProjectileDamage(&w.Players[playerIndex], damage)
}

// applyProjectileDamageToCreature is the creature-damage callback of the projectile,
// secondary-projectile, particle and bonus updates (world_state.py
// _apply_projectile_damage_to_creature): a killing blow on a living creature records its death.
func (w *World) applyProjectileDamageToCreature(idx int, damage float64, damageType int, impulse Vec2, ownerID int) {
	if idx < 0 || idx >= CreaturePoolSize {
		return
	}
	c := &w.Creatures.Entries[idx]
	if !c.Active {
		return
	}
	deathStartNeeded := c.HP > 0 && c.HitboxSize == CreatureHitboxAlive
	killed := w.creatureApplyDamage(idx, damage, damageType, impulse, ownerID, w.Tick.Dt)
	if killed && deathStartNeeded {
		w.recordCreatureDeath(idx, true, true)
	}
}

// onSecondaryDetonationKill re-enters death handling for a creature a detonation killed,
// without a second death-sound pick (world_state.py _on_secondary_detonation_kill).
func (w *World) onSecondaryDetonationKill(idx int) {
	if idx < 0 || idx >= CreaturePoolSize || w.Creatures.Entries[idx].HP > 0 {
		return
	}
	w.recordCreatureDeath(idx, true, false)
}

// killCreatureNoCorpse is the particle update's kill callback (world_state.py
// _kill_creature_no_corpse).
func (w *World) killCreatureNoCorpse(idx, ownerID int) {
	if idx < 0 || idx >= CreaturePoolSize {
		return
	}
	c := &w.Creatures.Entries[idx]
	if !c.Active || c.HP <= 0 {
		return
	}
	c.LastHitOwnerID = ownerID
	w.recordCreatureDeath(idx, false, true)
}

// projectileHitPre is the projectile pool's on_hit callback: the pre-damage hit decals.
func (w *World) projectileHitPre(hit *ProjectileHit) ProjectileDecalPostCtx {
	return w.queueProjectileDecalsPreHit(hit)
}

// projectileHitPost is the projectile pool's on_hit_post callback: the post-damage decals and
// the hit sound pick, which also starts the game tune on the first hit outside Rush.
func (w *World) projectileHitPost(hit *ProjectileHit, ctx *ProjectileDecalPostCtx) {
	w.queueProjectileDecalsPostHit(ctx)
	if w.Gameplay.GameMode != modeRush && !w.Tick.HitAudioGameTuneStart {
		w.Tick.TriggerGameTune = true
		w.Tick.HitAudioGameTuneStart = true
	}
	w.planHitSfx(hit)
}

// addTypoSpawn records a creature slot the Typ-o mode update spawned.
func (t *TickScratch) addTypoSpawn(slot int) {
	if t.TypoSpawnCount < len(t.TypoSpawns) {
		t.TypoSpawns[t.TypoSpawnCount] = slot
	}
	t.TypoSpawnCount++
}
