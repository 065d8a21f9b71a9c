package sim

// Temporary stubs of functions other areas own, with the signatures the core calls. Each is
// deleted when the owning area's real function lands on main.

// STUB(weapons) projectile_pool.update; calls back w.applyProjectileDamageToCreature,
// w.applyProjectileDamageToPlayer, w.projectileHitPre / w.projectileHitPost.
func (w *World) projectilesUpdate(dt float64) {}

// STUB(weapons) secondary_pool.update_pulse_gun; calls back w.applyProjectileDamageToCreature
// and w.onSecondaryDetonationKill.
func (w *World) secondaryProjectilesUpdatePulseGun(dt float64) {}

// STUB(weapons) weapon_runtime/fire.py player_fire_weapon.
func (w *World) playerFireWeapon(p *Player, in *PlayerInput, dt float64) {}

// STUB(weapons) weapon_runtime spawn_projectile_ring (Angry Reloader ring).
func (w *World) angryReloaderRing(p *Player, count int) {}

// STUB(perks) perk ids used by the core (perks/ids.py PerkId).
const (
	PerkLongDistanceRunner = 5
	PerkAlternateWeapon    = 9
	PerkAnxiousLoader      = 18
	PerkFinalRevenge       = 19
	PerkUnstoppable        = 22
	PerkDodger             = 26
	PerkThickSkinned       = 33
	PerkNinja              = 40
	PerkHighlander         = 41
	PerkDeathClock         = 47
	PerkAngryReloader      = 50
	PerkStationaryReloader = 52
	PerkToughReloader      = 56
)

// STUB(perks) world dt steps of the perk manifest (WORLD_DT_STEPS), applied in order.
func (w *World) perksWorldDtSteps(dt float64) float64 { return dt }

// STUB(perks) perks/runtime/effects.py perks_update_effects.
func (w *World) perksUpdateEffects(dt float64) {}

// STUB(perks) perks/availability.py perks_rebuild_available.
func (w *World) perksRebuildAvailable() {}

// STUB(perks) PLAYER_DEATH_HOOKS of the perk manifest for one player who died this tick.
func (w *World) perkPlayerDeathHooks(playerIndex int, dt float64) {}

// STUB(perks) perks/runtime/player_ticks.py apply_player_perk_ticks.
func (w *World) applyPlayerPerkTicks(p *Player, dt float64, stationary bool) {}

// STUB(perks) perks/selection.py perk_selection_current_choices: generates the choices when
// dirty; the choices are returned as perk ids in out, count n.
func (w *World) perkSelectionCurrentChoices(out *[MaxPerkChoices]int) (n int) { return 0 }

// STUB(perks) perks/selection.py perk_selection_pick: returns the picked perk id, ok false when
// the pick failed.
func (w *World) perkSelectionPick(choiceIndex int, dt float64) (perkID int, ok bool) { return 0, false }

// STUB(perks) PerkSelectionState.pending_count / choices_dirty.
func (w *World) perkPendingCount() int { return 0 }
func (w *World) perkAddPending()       {}

// STUB(bonuses) bonuses/update.py bonus_update_pre_pickup_timers.
func (w *World) bonusUpdatePrePickupTimers(dt float64) {}

// STUB(bonuses) bonuses/update.py bonus_update; pickups go to w.Tick.Events via addPickup.
func (w *World) bonusUpdate(dt float64) {}

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

// STUB(weapons) projectiles/types.py ProjectileHit.
type ProjectileHit struct {
	TypeID              int
	Origin, Hit, Target Vec2
}

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
