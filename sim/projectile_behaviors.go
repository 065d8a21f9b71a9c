package sim

import "crdplayer/sim/weapons"

// projectileLinger counts down a projectile that has hit something or left the arena; ion
// projectiles burn every creature around them each tick while they linger
// (projectiles/runtime/behaviors.py _linger_*).
func (w *World) projectileLinger(proj *Projectile, dt, ionScale float64) {
	switch proj.TypeID {
	case weapons.ProjectileGaussGun:
		proj.LifeTimer = f32(proj.LifeTimer - float64(dt*0.1))
	case weapons.ProjectileIonMinigun:
		proj.LifeTimer = f32(proj.LifeTimer - dt)
		w.projectileIonBurn(proj, dt*40.0, ionScale*60.0)
	case weapons.ProjectileIonRifle:
		proj.LifeTimer = f32(proj.LifeTimer - dt)
		w.projectileIonBurn(proj, dt*100.0, ionScale*88.0)
	case weapons.ProjectileIonCannon:
		proj.LifeTimer = f32(proj.LifeTimer - float64(dt*0.7))
		w.projectileIonBurn(proj, dt*300.0, ionScale*128.0)
	default:
		proj.LifeTimer = f32(proj.LifeTimer - dt)
	}
}

// projectileIonBurn deals damage (damage type 7) to every live-hitbox creature within radius
// world pixels (plus its own reach) of the projectile.
func (w *World) projectileIonBurn(proj *Projectile, damage, radius float64) {
	for ci := 0; ci < w.Creatures.liveEnd; ci++ {
		c := &w.Creatures.Entries[ci]
		if !c.Active || c.HitboxSize <= 5.0 {
			continue
		}
		hitR := radius + creatureHitRadius(c.Size)
		if DistanceSq(proj.Pos, c.Pos) <= hitR*hitR {
			w.applyDamageToCreature(ci, damage, 7, Vec2{}, proj.OwnerID)
		}
	}
}

// splitterChildAngle is the native 1.0471976 (pi/3) a splitter child turns off its parent.
const splitterChildAngle = 1.0471976

// projectilePreHitSplitter splits a Splitter Gun projectile into two children at ±pi/3
// before it damages the creature. The children are owned by the hit creature (so they skip
// it), which also lets them hit players (behaviors.py _pre_hit_splitter).
func (w *World) projectilePreHitSplitter(proj *Projectile, hitIdx int) {
	w.spawnSplitterHitEffects(proj.Pos)
	hitsPlayers := hitIdx != -100
	w.Projectiles.spawn(proj.Pos, proj.Angle-splitterChildAngle, weapons.ProjectileSplitterGun, hitIdx, proj.BaseDamage, hitsPlayers)
	w.Projectiles.spawn(proj.Pos, proj.Angle+splitterChildAngle, weapons.ProjectileSplitterGun, hitIdx, proj.BaseDamage, hitsPlayers)
}

// projectilePostHitCreature runs the per-type effect of a creature hit, after the hit is
// counted and before the damage (behaviors.py PROJECTILE_BEHAVIOR_BY_TYPE_ID post_hit_creature).
// move is the projectile's last sub-step in world pixels.
func (w *World) projectilePostHitCreature(pi int, proj *Projectile, hitIdx int, move Vec2) {
	c := &w.Creatures.Entries[hitIdx]
	switch proj.TypeID {
	case weapons.ProjectilePulseGun:
		// The pulse shoves the creature three sub-steps along the shot.
		c.Pos = addScaled(c.Pos, move, 3.0)
	case weapons.ProjectileIonRifle:
		w.projectileShockChainLink(pi, proj, hitIdx)
		w.spawnIonHitEffects(proj.TypeID, proj.Pos)
	case weapons.ProjectileIonMinigun, weapons.ProjectileIonCannon:
		w.spawnIonHitEffects(proj.TypeID, proj.Pos)
	case weapons.ProjectileShrinkifier:
		w.spawnShrinkifierHitEffects(proj.Pos)
		c.Size *= 0.65
		if c.Size < 16.0 {
			w.applyDamageToCreature(hitIdx, c.HP+1.0, 1, Vec2{}, proj.OwnerID)
		}
		proj.LifeTimer = 0.25
	case weapons.ProjectilePlasmaCannon:
		w.projectilePlasmaCannonRing(proj, hitIdx)
	case weapons.ProjectilePlagueSpreader:
		c.PlagueInfected = true
	}
}

// projectileShockChainLink continues the Shock Chain bonus: when the hit projectile is the
// chain's current one and links are left, a new ion rifle projectile jumps from the hit
// creature to the nearest other active creature farther than 100 world pixels (slot 0 when
// none), and becomes the chain's projectile (behaviors.py _post_hit_ion_rifle).
func (w *World) projectileShockChainLink(pi int, proj *Projectile, hitIdx int) {
	ws := &w.Weapons
	if ws.shockChainProjectileID() != pi || ws.ShockChainLinksLeft <= 0 {
		return
	}
	ws.ShockChainLinksLeft--
	origin := proj.Pos
	const minDistSq = 100.0 * 100.0
	best := 0
	bestDistSq := 1e12
	for ci := range w.Creatures.live() {
		c := &w.Creatures.Entries[ci]
		if ci == hitIdx || !c.Active {
			continue
		}
		d := DistanceSq(origin, c.Pos)
		if d <= minDistSq {
			continue
		}
		if d < bestDistSq {
			bestDistSq = d
			best = ci
		}
	}
	angle := w.Creatures.Entries[best].Pos.Sub(w.Creatures.Entries[hitIdx].Pos).ToHeading()
	prevGuard := w.Gameplay.BonusSpawnGuard
	w.Gameplay.BonusSpawnGuard = true
	id := w.Projectiles.spawn(origin, angle, proj.TypeID, hitIdx, proj.BaseDamage, false)
	w.Gameplay.BonusSpawnGuard = prevGuard
	ws.setShockChainProjectileID(id)
}

// projectilePlasmaCannonRing bursts a Plasma Cannon hit into a ring of twelve plasma rifle
// projectiles just outside the creature (behaviors.py _post_hit_plasma_cannon).
func (w *World) projectilePlasmaCannonRing(proj *Projectile, hitIdx int) {
	ringRadius := float64(w.Creatures.Entries[hitIdx].Size*0.5) + 1.0
	meta := projectileMetaForTypeID(weapons.ProjectilePlasmaRifle)
	prevGuard := w.Gameplay.BonusSpawnGuard
	w.Gameplay.BonusSpawnGuard = true
	for i := range 12 {
		angle := float64(i) * (3.141592653589793 / 6.0)
		w.Projectiles.spawn(addScaled(proj.Pos, Vec2FromAngle(angle), ringRadius), angle, weapons.ProjectilePlasmaRifle, -100, meta, false)
	}
	w.Gameplay.BonusSpawnGuard = prevGuard
	w.spawnPlasmaCannonHitEffects(proj.Pos)
}
