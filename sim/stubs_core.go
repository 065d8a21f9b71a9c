package sim

// Temporary stubs of functions other areas own, with the signatures the core calls. Each is
// deleted when the owning area's real function lands on main.

// STUB(effects) effects.py EffectPool.update.
func (w *World) effectsUpdate(dt float64) {}

// STUB(effects) effects.py ParticlePool.update (calls back w.applyProjectileDamageToCreature
// and w.killCreatureNoCorpse).
func (w *World) particlesUpdate(dt float64) {}

// STUB(effects) effects.py SpriteEffectPool.update.
func (w *World) spriteEffectsUpdate(dt float64) {}

// STUB(effects) camera.py camera_shake_update.
func (w *World) cameraShakeUpdate(dt float64) {}

// STUB(effects) bonuses/pickup_fx.py emit_bonus_pickup_effects for w.Tick.Events pickups.
func (w *World) emitBonusPickupEffects() {}

// STUB(effects) presentation_step.plan_death_sfx_keys for one death (draws the key).
func (w *World) planDeathSfx(typeID int) {}

// STUB(effects) clear the FX queues (the headless session clears them every tick).
func (w *World) clearFxQueues() {}

// STUB(effects) presentation_step.py ProjectileDecalPostCtx.
type ProjectileDecalPostCtx struct{}

// STUB(effects) presentation_step.py queue_projectile_decals_pre_hit.
func (w *World) queueProjectileDecalsPreHit(hit *ProjectileHit) ProjectileDecalPostCtx {
	return ProjectileDecalPostCtx{}
}

// STUB(effects) presentation_step.py queue_projectile_decals_post_hit.
func (w *World) queueProjectileDecalsPostHit(ctx *ProjectileDecalPostCtx) {}

// STUB(effects) presentation_step.py plan_hit_sfx_keys for one hit (the sound pick draw).
func (w *World) planHitSfx(hit *ProjectileHit) {}
