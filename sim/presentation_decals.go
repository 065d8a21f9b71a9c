package sim

import (
	"math"

	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// Projectile hit decals (sim/presentation_step.py queue_projectile_decals_*,
// features/presentation/projectile_decals.py, bonuses/fire_bullets.py
// queue_large_hit_decal_streak). A creature hit sprays blood and queues terrain decals, all
// with the simulation rng, in two halves around the hit's damage: the pre-hit half runs when
// the projectile connects, the post-hit half after the damage is applied.

// ProjectileDecalPostCtx carries what the post-hit half needs from the pre-hit half
// (presentation_step.py ProjectileDecalPostCtx). Positions are world pixels, BaseAngle the
// travel direction in radians.
type ProjectileDecalPostCtx struct {
	TypeID       int
	Hit, Target  Vec2
	BaseAngle    float64
	FreezeActive bool
	DetailPreset int
}

// freezeBonusActive reports whether the Freeze bonus is running (bonuses/freeze.py
// freeze_bonus_active).
func (w *World) freezeBonusActive() bool { return w.BonusTimers.Freeze > 0 }

// queueProjectileDecalsPreHit is the first half of a creature hit's presentation: with Bloody
// Mess (first player) a big blood spray and a ring of decals around the target, otherwise
// (unless Freeze is on) two blood splatters, each maybe with a back-splatter
// (presentation_step.py queue_projectile_decals_pre_hit), at the run's detail preset.
func (w *World) queueProjectileDecalsPreHit(h *ProjectileHit) ProjectileDecalPostCtx {
	return w.projectileDecalsPreHit(h, w.Config.DetailPreset, configFxToggle)
}

// projectileDecalsPreHit is queueProjectileDecalsPreHit with explicit detail and fx settings.
func (w *World) projectileDecalsPreHit(h *ProjectileHit, detailPreset, fxToggle int) ProjectileDecalPostCtx {
	rng := &w.Rng
	hit, target := h.Hit, h.Target
	fx := &w.Effects.Effects
	freezeActive := w.freezeBonusActive()
	bloody := w.PlayerCount > 0 && perkActive(&w.Players[0], perks.BloodyMessQuickLearner)
	baseAngle := hit.Sub(h.Origin).ToAngle()

	// The native projectile_update sprays blood before it queues terrain decals.
	switch {
	case bloody:
		for range 8 {
			spread := float64(float64((rng.Rand()&0x1F)-0x10) * 0.0625)
			fx.spawnBloodSplatter(rng, hit, baseAngle+spread, 0, detailPreset, fxToggle)
		}
		fx.spawnBloodSplatter(rng, hit, baseAngle+math.Pi, 0, detailPreset, fxToggle)
		for lo, hi := -30, 30; lo > -60; lo, hi = lo-10, hi+10 {
			span := hi - lo
			for range 2 {
				dx := float64(rng.Rand()%span + lo)
				dy := float64(rng.Rand()%span + lo)
				w.Effects.FxQueue.addRandom(rng, target.Add(Vec2{dx, dy}))
			}
		}
	case !freezeActive:
		for range 2 {
			fx.spawnBloodSplatter(rng, hit, baseAngle, 0, detailPreset, fxToggle)
			if rng.Rand()&7 == 2 {
				fx.spawnBloodSplatter(rng, hit, baseAngle+math.Pi, 0, detailPreset, fxToggle)
			}
		}
	}
	return ProjectileDecalPostCtx{
		TypeID:       h.TypeID,
		Hit:          hit,
		Target:       target,
		BaseAngle:    baseAngle,
		FreezeActive: freezeActive,
		DetailPreset: detailPreset,
	}
}

// queueProjectileDecalsPostHit is the second half: one throwaway draw, then the Gauss/Fire
// Bullets streak, or (without Freeze) three short fans of decals behind the target
// (presentation_step.py queue_projectile_decals_post_hit, run_projectile_decal_hooks).
func (w *World) queueProjectileDecalsPostHit(ctx *ProjectileDecalPostCtx) {
	rng := &w.Rng
	// The native code draws once per creature hit before its decal branch.
	rng.Rand()

	// Gauss and Fire Bullets hits leave the long streak instead (the port's decal hook).
	if ctx.TypeID == weapons.ProjectileGaussGun || ctx.TypeID == weapons.ProjectileFireBullets {
		w.queueLargeHitDecalStreak(ctx)
		return
	}
	if ctx.FreezeActive {
		return
	}
	q := &w.Effects.FxQueue
	for range 3 {
		spread := float64(float64(rng.Rand()%0x14-10) * 0.1)
		dir := Vec2FromAngle(ctx.BaseAngle + spread).Mul(20.0)
		q.addRandom(rng, ctx.Target)
		q.addRandom(rng, addScaled(ctx.Target, dir, 1.5))
		q.addRandom(rng, addScaled(ctx.Target, dir, 2.0))
		q.addRandom(rng, addScaled(ctx.Target, dir, 2.5))
	}
}

// queueLargeHitDecalStreak lays six decals along the shot behind the target at random
// distances, each with a freeze shard from the hit point while Freeze is on (bonuses/
// fire_bullets.py queue_large_hit_decal_streak).
func (w *World) queueLargeHitDecalStreak(ctx *ProjectileDecalPostCtx) {
	rng := &w.Rng
	dir := Vec2FromAngle(ctx.BaseAngle)
	for range 6 {
		dist := float64(rng.Rand()%100) * 0.1
		if dist > 4.0 {
			dist = float64(rng.Rand()%0x5A+10) * 0.1
		}
		if dist > 7.0 {
			dist = float64(rng.Rand()%0x50+0x14) * 0.1
		}
		// One unconditional native draw per step before the freeze branch.
		rng.Rand()
		k := dist * 20.0
		if ctx.FreezeActive {
			angle := ctx.BaseAngle + float64(float64(rng.Rand()%100)*0.01)
			w.Effects.Effects.spawnFreezeShard(rng, addScaled(ctx.Hit, dir, k), angle, ctx.DetailPreset)
		}
		w.Effects.FxQueue.addRandom(rng, addScaled(ctx.Target, dir, k))
	}
}

// queueProjectileDecals runs both halves for each hit in turn (presentation_step.py
// queue_projectile_decals).
func (w *World) queueProjectileDecals(hits []ProjectileHit, detailPreset, fxToggle int) {
	for i := range hits {
		ctx := w.projectileDecalsPreHit(&hits[i], detailPreset, fxToggle)
		w.queueProjectileDecalsPostHit(&ctx)
	}
}
