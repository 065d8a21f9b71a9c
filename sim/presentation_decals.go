package sim

import "math"

// Projectile hit decals (sim/presentation_step.py queue_projectile_decals_*,
// features/presentation/projectile_decals.py, bonuses/fire_bullets.py
// queue_large_hit_decal_streak). A creature hit sprays blood and queues terrain decals, all
// with the simulation rng, in two halves around the hit's damage: the pre-hit half runs when
// the projectile connects, the post-hit half after the damage is applied.

// Projectile type ids that leave the long decal streak (projectiles/types.py
// ProjectileTypeId.GAUSS_GUN, FIRE_BULLETS).
const (
	projectileTypeGaussGun    = 0x06
	projectileTypeFireBullets = 0x2D
)

// projectileDecalPostCtx carries what the post-hit half needs from the pre-hit half
// (presentation_step.py ProjectileDecalPostCtx). Positions are world pixels, BaseAngle the
// travel direction in radians.
type projectileDecalPostCtx struct {
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
// (presentation_step.py queue_projectile_decals_pre_hit). origin is where the projectile
// started, hit where it connected, target the creature's position.
func (w *World) queueProjectileDecalsPreHit(typeID int, origin, hit, target Vec2, detailPreset, fxToggle int) projectileDecalPostCtx {
	rng := &w.Rng
	fx := &w.Effects.Effects
	freezeActive := w.freezeBonusActive()
	bloody := w.PlayerCount > 0 && w.Players[0].PerkCounts[perkIDBloodyMessQuickLearner] > 0
	baseAngle := hit.Sub(origin).ToAngle()

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
	return projectileDecalPostCtx{
		TypeID:       typeID,
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
func (w *World) queueProjectileDecalsPostHit(ctx projectileDecalPostCtx) {
	rng := &w.Rng
	// The native code draws once per creature hit before its decal branch.
	rng.Rand()

	if ctx.TypeID == projectileTypeGaussGun || ctx.TypeID == projectileTypeFireBullets {
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
func (w *World) queueLargeHitDecalStreak(ctx projectileDecalPostCtx) {
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
func (w *World) queueProjectileDecals(hits []PresentationHit, detailPreset, fxToggle int) {
	for _, h := range hits {
		ctx := w.queueProjectileDecalsPreHit(h.TypeID, h.Origin, h.Hit, h.Target, detailPreset, fxToggle)
		w.queueProjectileDecalsPostHit(ctx)
	}
}

// PresentationHit is a projectile hit as the presentation step sees it (projectiles/types.py
// ProjectileHit): the projectile type id, where it started, where it connected and the
// position of the creature it hit, in world pixels.
type PresentationHit struct {
	TypeID              int
	Origin, Hit, Target Vec2
}

// addScaled is p + d*s with each product rounded before the sum (no fused multiply-add), as
// the port's Vec2 arithmetic computes it.
func addScaled(p, d Vec2, s float64) Vec2 {
	return Vec2{p.X + float64(d.X*s), p.Y + float64(d.Y*s)}
}
