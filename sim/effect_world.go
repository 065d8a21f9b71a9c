package sim

// World-level entry points of the effects area: the calls the world step, the creatures,
// weapons, perks and bonuses code make into the effect pools. Each draws from w.Rng in the
// port's order; the ones without a detail argument use the run's detail preset.

// configFxToggle is the port's config fx_toggle; the reference runs use 0 (blood splatters on).
const configFxToggle = 0

// effectsUpdate advances the effect pool and bakes expired decals (world_state.py:
// state.effects.update, which runs before the creatures).
func (w *World) effectsUpdate(dt float64) {
	w.Effects.Effects.update(dt, &w.Effects.FxQueue)
}

// particlesUpdate advances the particles; flame hits damage creatures through the world's
// projectile-damage path and popped bubbles kill theirs without a corpse (world_state.py:
// state.particles.update with _apply_projectile_damage_to_creature, _kill_creature_no_corpse).
func (w *World) particlesUpdate(dt float64) {
	w.Effects.Particles.update(dt, &w.Rng, &w.Creatures,
		w.applyProjectileDamageToCreature, w.killCreatureNoCorpse,
		&w.Effects.FxQueue, &w.Effects.SpriteEffects)
}

// spriteEffectsUpdate advances the sprite effects (world_state.py: state.sprite_effects.update).
func (w *World) spriteEffectsUpdate(dt float64) { w.Effects.SpriteEffects.update(dt) }

// clearFxQueues empties the decal queues after the tick (sessions.py
// clear_fx_queues_each_tick).
func (w *World) clearFxQueues() { w.Effects.clearFxQueues() }

// emitBonusPickupEffects spawns the pickup effects of this tick's bonus pickups
// (bonuses/pickup_fx.py emit_bonus_pickup_effects).
func (w *World) emitBonusPickupEffects() {
	ev := &w.Tick.Events
	for i := range min(ev.PickupCount, MaxPickupEvents) {
		p := &ev.Pickups[i]
		w.emitBonusPickupEffect(p.BonusID, p.Pos, w.Config.DetailPreset)
	}
}

// planDeathSfx draws one death's sound pick (presentation_step.py plan_death_sfx_keys for a
// single death).
func (w *World) planDeathSfx(typeID int) string { return deathSfxPick(typeID, &w.Rng) }

// planHitSfx draws one hit's sound pick (presentation_step.py plan_hit_sfx_keys for a single
// hit; the game tune trigger is the caller's).
func (w *World) planHitSfx(hit *ProjectileHit) string { return hitSfxForType(hit.TypeID, &w.Rng) }

// spawnBurst is EffectPool.spawn_burst with its defaults (creature deaths, spawns).
func (w *World) spawnBurst(pos Vec2, count, detailPreset int) {
	w.Effects.Effects.spawnBurst(&w.Rng, pos, count, detailPreset)
}

// spawnExplosionBurst is EffectPool.spawn_explosion_burst.
func (w *World) spawnExplosionBurst(pos Vec2, scale float64, detailPreset int) {
	w.Effects.Effects.spawnExplosionBurst(&w.Rng, pos, scale, detailPreset)
}

// spawnFreezeShard is EffectPool.spawn_freeze_shard.
func (w *World) spawnFreezeShard(pos Vec2, angle float64, detailPreset int) {
	w.Effects.Effects.spawnFreezeShard(&w.Rng, pos, angle, detailPreset)
}

// spawnFreezeShatter is EffectPool.spawn_freeze_shatter.
func (w *World) spawnFreezeShatter(pos Vec2, angle float64, detailPreset int) {
	w.Effects.Effects.spawnFreezeShatter(&w.Rng, pos, angle, detailPreset)
}

// fxQueueAddRandom is FxQueue.add_random; false when the queue was full.
func (w *World) fxQueueAddRandom(pos Vec2) bool { return w.Effects.FxQueue.addRandom(&w.Rng, pos) }

// fxShellCasing is EffectPool.spawn_shell_casing at the run's detail preset.
func (w *World) fxShellCasing(pos Vec2, aimHeading float64, weaponFlags int) {
	w.Effects.Effects.spawnShellCasing(&w.Rng, pos, aimHeading, weaponFlags, w.Config.DetailPreset)
}

// fxSprite is SpriteEffectPool.spawn; it returns the slot.
func (w *World) fxSprite(pos, vel Vec2, scale float64, color RGBA) int {
	return w.Effects.SpriteEffects.spawn(&w.Rng, pos, vel, scale, color)
}

// fxParticle is ParticlePool.spawn_particle; it returns the slot.
func (w *World) fxParticle(pos Vec2, angle, intensity float64, ownerID int) int {
	return w.Effects.Particles.spawnParticle(&w.Rng, pos, angle, intensity, ownerID)
}

// fxParticleSlow is ParticlePool.spawn_particle_slow; it returns the slot.
func (w *World) fxParticleSlow(pos Vec2, angle float64, ownerID int) int {
	return w.Effects.Particles.spawnParticleSlow(&w.Rng, pos, angle, ownerID)
}

// fxParticleStyle sets the style of a spawned particle (the flame weapons' style_id).
func (w *World) fxParticleStyle(idx, style int) {
	if idx >= 0 && idx < ParticlePoolSize {
		w.Effects.Particles.Entries[idx].StyleID = style
	}
}

// fxEffect is EffectPool.spawn at the run's detail preset; it returns the slot or -1.
func (w *World) fxEffect(s effectSpawn) int { return w.Effects.Effects.spawn(s, w.Config.DetailPreset) }

// fxQueueAdd is FxQueue.add.
func (w *World) fxQueueAdd(id EffectID, pos Vec2, width, height, rot float64, c RGBA) bool {
	return w.Effects.FxQueue.add(id, pos, width, height, rot, c)
}

// fxCameraShakePulses sets the camera shake pulse count, as a detonation does every tick
// (secondary_pool.py: camera_shake_pulses = 4); the timer is left as it is.
func (w *World) fxCameraShakePulses(n int) { w.Effects.Camera.Pulses = n }

// fxQueueRotatedAdd queues a corpse decal; false when the rotated queue is full, which the
// creature code answers by keeping the corpse around (FxQueueRotated.add).
func fxQueueRotatedAdd(w *World, topLeft Vec2, tint RGBA, rotation, scale float64, creatureTypeID int) bool {
	return w.Effects.FxQueueRotated.add(topLeft, tint, rotation, scale, creatureTypeID)
}
