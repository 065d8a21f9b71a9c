package sim

// Temporary stand-ins for functions other areas own, with the signatures the perk and bonus
// code calls; each is deleted when the owner's version lands on main.

// STUB(weapons) weapon_runtime/spawn.py owner_id_for_player.
func ownerIDForPlayer(playerIndex int) int { return -1 - playerIndex }

// STUB(weapons) weapon_runtime/spawn.py owner_id_for_player_projectiles.
func (w *World) ownerIDForPlayerProjectiles(playerIndex int) int {
	if !w.Config.FriendlyFire {
		return -100
	}
	return ownerIDForPlayer(playerIndex)
}

// STUB(weapons) weapon_runtime/spawn.py projectile_spawn; returns the slot or -1.
func (w *World) projectileSpawn(pos Vec2, angle float64, typeID, ownerID int, hitsPlayers bool) int {
	return -1
}

// STUB(weapons) weapon_runtime/spawn.py spawn_projectile_ring.
func (w *World) spawnProjectileRing(origin Vec2, count int, angleOffset float64, typeID, ownerID int) {
}

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
