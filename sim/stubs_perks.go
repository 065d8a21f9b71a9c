package sim

// Temporary stand-ins for functions other areas own, with the signatures the perk and bonus
// code calls; each is deleted when the owner's version lands on main.

// STUB(effects) camera.py camera_shake_start.
func (w *World) cameraShakeStart(pulses int, timer float64) {}

// The effect spawns below are the perk and bonus code's calls into the effects area; once the
// effects pools land their bodies call them (each draws from w.Rng there).

// STUB(effects) EffectPool.spawn_burst.
func (w *World) spawnBurst(pos Vec2, count, detailPreset int) {}

// STUB(effects) EffectPool.spawn_explosion_burst.
func (w *World) spawnExplosionBurst(pos Vec2, scale float64, detailPreset int) {}

// STUB(effects) EffectPool.spawn_freeze_shard.
func (w *World) spawnFreezeShard(pos Vec2, angle float64, detailPreset int) {}

// STUB(effects) EffectPool.spawn_freeze_shatter.
func (w *World) spawnFreezeShatter(pos Vec2, angle float64, detailPreset int) {}

// STUB(effects) ParticlePool.spawn_particle (owner -100).
func (w *World) spawnParticle(pos Vec2, angle, intensity float64) {}

// STUB(effects) SpriteEffectPool.spawn.
func (w *World) spawnSpriteEffect(pos, vel Vec2, scale float64, color RGBA) {}

// STUB(effects) FxQueue.add_random.
func (w *World) fxQueueAddRandom(pos Vec2) {}
