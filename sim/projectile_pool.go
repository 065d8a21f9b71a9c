package sim

import (
	"math"

	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// ProjectileHit is one main-pool projectile hitting a creature (projectiles/types.py
// ProjectileHit): Origin is where the projectile was fired, Hit where it struck, Target the
// creature's position. World pixels.
type ProjectileHit struct {
	TypeID int
	Origin Vec2
	Hit    Vec2
	Target Vec2
}

// spawn places a projectile in the first free slot (the last slot when all are taken) and
// returns the slot. baseDamage is overridden by the weapon table's projectile_meta of the type
// when the type has a row. The hit radius and damage pool depend on the type
// (projectiles/runtime/projectile_pool.py ProjectilePool.spawn).
func (pp *ProjectilePool) spawn(pos Vec2, angle float64, typeID, ownerID int, baseDamage float64, hitsPlayers bool) int {
	idx := len(pp.Entries) - 1
	for i := range pp.Entries {
		if !pp.Entries[i].Active {
			idx = i
			break
		}
	}
	p := &pp.Entries[idx]
	p.Active = true
	p.Angle = angle
	p.Pos = pos
	p.Origin = pos
	p.TypeID = typeID
	p.LifeTimer = 0.4
	p.Reserved = 0
	p.SpeedScale = 1.0
	p.BaseDamage = baseDamage
	if wpn := weapons.Entry(typeID); wpn != nil {
		p.BaseDamage = float64(wpn.ProjectileMeta)
	}
	p.OwnerID = ownerID
	p.HitsPlayers = hitsPlayers

	p.HitRadius = 1.0
	p.DamagePool = 1.0
	switch typeID {
	case weapons.ProjectileIonMinigun:
		p.HitRadius = 3.0
	case weapons.ProjectileIonRifle:
		p.HitRadius = 5.0
	case weapons.ProjectileIonCannon, weapons.ProjectilePlasmaCannon:
		p.HitRadius = 10.0
	case weapons.ProjectileGaussGun:
		p.DamagePool = 300.0
	case weapons.ProjectileFireBullets:
		p.DamagePool = 240.0
	case weapons.ProjectileBladeGun:
		p.DamagePool = 50.0
	}
	return idx
}

// creatureHitRadius is the reach a creature adds to radius checks: size/7 + 3 world pixels
// (projectiles/runtime/collision.py _hit_radius_for).
func creatureHitRadius(size float64) float64 {
	return max(0, float64(size*0.14285715)+3.0)
}

// withinNativeFindRadius is the native creature_find_in_radius / player_find_in_radius test:
// |target - origin| - radius < size/7 + 3, with a 0.001 slack the port adds against float32
// drift (projectiles/runtime/collision.py _within_native_find_radius).
func withinNativeFindRadius(origin, target Vec2, radius, targetSize float64) bool {
	dx := target.X - origin.X
	dy := target.Y - origin.Y
	margin := math.Sqrt(float64(dx*dx)+float64(dy*dy)) - radius - (float64(targetSize*0.14285715) + 3.0)
	return margin < 0.001
}

// creatureFindNearestForSecondary is the native creature_find_nearest(origin, -1, 0) a homing
// rocket picks its target with: the nearest live creature within 1000 world pixels, else slot 0
// (projectiles/runtime/collision.py _creature_find_nearest_for_secondary).
func (w *World) creatureFindNearestForSecondary(origin Vec2) int {
	best := 0
	bestDistSq := 1_000_000.0
	for i := range w.Creatures.live() {
		c := &w.Creatures.Entries[i]
		if !c.Active || c.HitboxSize != CreatureHitboxAlive {
			continue
		}
		if d := DistanceSq(origin, c.Pos); d < bestDistSq {
			bestDistSq = d
			best = i
		}
	}
	return best
}

// applyDamageToCreature forwards positive damage to the world's creature damage callback
// (projectiles/runtime/collision.py _apply_damage_to_creature).
func (w *World) applyDamageToCreature(idx int, damage float64, damageType int, impulse Vec2, ownerID int) {
	if damage <= 0 || idx < 0 || idx >= CreaturePoolSize {
		return
	}
	w.applyProjectileDamageToCreature(idx, damage, damageType, impulse, ownerID)
}

// projectileOwnerPerkActive reports whether the player that owns a projectile holds a perk;
// the shared owner id -100 counts as player 0 (projectile_pool.py _owner_perk_active).
func (w *World) projectileOwnerPerkActive(ownerID int, perkID perks.ID) bool {
	var idx int
	switch {
	case ownerID == -100:
		idx = 0
	case ownerID < 0:
		idx = -1 - ownerID
	default:
		return false
	}
	if idx >= w.PlayerCount {
		return false
	}
	return perkActive(&w.Players[idx], perkID)
}

// projectileSkipsPierceStop lists the piercing types that keep flying after a hit.
func projectilePierces(typeID int) bool {
	return typeID == weapons.ProjectileFireBullets || typeID == weapons.ProjectileGaussGun || typeID == weapons.ProjectileBladeGun
}

// projectilesUpdate advances every main-pool projectile by one tick of dt seconds: lingering
// projectiles count down (ion types burn the area around them), flying ones move in sub-steps
// of their speed, hit the first creature in reach, deal distance-scaled damage through
// applyProjectileDamageToCreature, pierce while their damage pool lasts, and hit players when
// they may (projectiles/runtime/projectile_pool.py ProjectilePool.update, native
// projectile_update 0x00420b90).
func (w *World) projectilesUpdate(dt float64) {
	if dt <= 0 {
		return
	}
	barrelGreaser, ionGunMaster := false, false
	for i := 0; i < w.PlayerCount; i++ {
		if perkActive(&w.Players[i], perks.BarrelGreaser) {
			barrelGreaser = true
		}
		if perkActive(&w.Players[i], perks.IonGunMaster) {
			ionGunMaster = true
		}
	}
	ionScale := 1.0
	if ionGunMaster {
		ionScale = 1.2
	}
	const margin = 64.0
	const worldSize = 1024.0

	var targets projectileTargets
	var grid creatureGrid // built on the first search
	pool := &w.Projectiles
	for pi := range pool.Entries {
		proj := &pool.Entries[pi]
		if !proj.Active {
			continue
		}
		if proj.LifeTimer <= 0 {
			// The native update clears the flag but still runs this tick's linger branch, so
			// an expiring ion projectile burns once more.
			proj.Active = false
		}
		if proj.LifeTimer < 0.4 {
			if proj.TypeID == weapons.ProjectileIonRifle || proj.TypeID == weapons.ProjectileIonMinigun {
				if w.Weapons.shockChainProjectileID() == pi {
					w.Weapons.setShockChainProjectileID(-1)
					w.Weapons.ShockChainLinksLeft = 0
				}
			}
			w.projectileLinger(proj, dt, ionScale)
			targets.valid = false
			continue
		}
		if proj.Pos.X < -margin || proj.Pos.Y < -margin || proj.Pos.X > worldSize+margin || proj.Pos.Y > worldSize+margin {
			proj.LifeTimer = f32(proj.LifeTimer - dt)
			continue
		}

		steps := int(proj.BaseDamage)
		if steps <= 0 {
			steps = 1
		}
		if barrelGreaser && proj.OwnerID < 0 {
			steps *= 2
		}
		dir := Vec2FromHeading(proj.Angle)
		var acc Vec2
		targets.valid = false
		for step := 0; step < steps; step += 3 {
			stepScale := f32(dt * 20.0 * proj.SpeedScale * 3.0)
			acc = Vec2{f32(acc.X + float64(dir.X*stepScale)), f32(acc.Y + float64(dir.Y*stepScale))}
			// |acc| >= 4 compared squared: the rounded root of a double reaches 4 exactly
			// when the double reaches 16 (4 and 16 are exact, and rounding keeps the order).
			if !(acc.LengthSq() >= 16.0 || steps <= step+3) {
				continue
			}
			move := acc
			proj.Pos = Vec2{f32(proj.Pos.X + move.X), f32(proj.Pos.Y + move.Y)}
			acc = Vec2{}

			// The rest of this tick's sub-steps, this one's included, move it at most this far.
			travel := float64((steps-step+2)/3) * math.Abs(stepScale)
			hitIdx := w.projectileFindCreature(&targets, &grid, proj.Pos, proj.HitRadius, travel)
			// The native search does not skip the owner: it finds the owner and then
			// discards the hit rather than looking further.
			if hitIdx >= 0 && hitIdx == proj.OwnerID {
				hitIdx = -1
			}
			if hitIdx < 0 {
				// The native code skips the player search for the tracked shock-chain slot.
				if proj.HitsPlayers && w.Weapons.shockChainProjectileID() != pi {
					w.projectileHitPlayers(proj)
					targets.valid = false
				}
				continue
			}
			stop := w.projectileHitCreature(pi, proj, hitIdx, dir, move)
			targets.valid = false
			grid.moved(hitIdx) // a Pulse Gun hit shoves its creature
			if stop {
				break
			}
		}
	}
}

// projectileTargets lists, for the rest of one projectile's flight this tick, the creatures it
// can hit (active, hitbox above 5) near its path, in slot order, so the per-sub-step search
// reads neither free slots nor creatures it cannot reach. Any call back into the world (a hit,
// an ion burn, a player hit) may kill, spawn, move or shrink creatures, or move the
// projectile, so it invalidates the list. Slots are int16 to keep the zeroed local small.
type projectileTargets struct {
	valid bool
	n     int
	slots [CreaturePoolSize]int16
}

// projectileFindCreature is the native creature_find_in_radius of a flying projectile: the
// first hittable creature in slot order within reach of pos, or -1. travel bounds how far
// from pos the projectile's later searches of the same list can be (it flies straight);
// creatures more than travel plus a pixel beyond reach on an axis cannot pass the test then,
// as the distance is at least that axis' offset, and are left out of the list.
func (w *World) projectileFindCreature(t *projectileTargets, grid *creatureGrid, pos Vec2, radius, travel float64) int {
	if !t.valid {
		switch {
		case !grid.targets(&w.Creatures, t, pos, radius, travel):
			w.projectileScanTargets(t, pos, radius, travel)
		case projectileTargetsCheck != nil:
			var scan projectileTargets
			w.projectileScanTargets(&scan, pos, radius, travel)
			projectileTargetsCheck(*t, scan)
		}
	}
	for _, ci := range t.slots[:t.n] {
		c := &w.Creatures.Entries[ci]
		if withinNativeFindRadius(pos, c.Pos, radius, c.Size) {
			return int(ci)
		}
	}
	return -1
}

// projectileScanTargets lists the creatures a projectile at pos may reach in the rest of its
// flight this tick, scanning the pool in slot order.
func (w *World) projectileScanTargets(t *projectileTargets, pos Vec2, radius, travel float64) {
	n := 0
	// The sum projectileMayReach starts its reach with, added once for the whole scan.
	reach := travel + radius
	live := w.Creatures.live()
	for ci := range live {
		if projectileMayReachFrom(&live[ci], pos, reach) {
			t.slots[n] = int16(ci)
			n++
		}
	}
	t.n = n
	t.valid = true
}

// projectileMayReach is the test of the projectile target list: a creature the projectile can
// hit (active, hitbox above 5) within travel plus a pixel of reach on both axes.
// Small enough to inline, as the scan it is the body of wants.
func projectileMayReach(c *Creature, pos Vec2, radius, travel float64) bool {
	return projectileMayReachFrom(c, pos, travel+radius)
}

// projectileMayReachFrom is projectileMayReach given travel+radius, the first sum of its reach
// (the same left-to-right additions). The flags come first: most slots a scan passes fail them,
// and then no reach is computed.
func projectileMayReachFrom(c *Creature, pos Vec2, travelRadius float64) bool {
	if !c.Active || c.HitboxSize <= 5.0 {
		return false
	}
	far := travelRadius + (float64(c.Size*0.14285715) + 3.0) + 1.0 // + the creature's reach
	return !(math.Abs(c.Pos.X-pos.X) > far || math.Abs(c.Pos.Y-pos.Y) > far)
}

// projectileTargetsCheck, when set (tests only), is handed every target list built from the
// grid and the list the plain scan builds at that moment. (Copies: a pointer handed to a
// function value escapes, and the tick's list would then be allocated on every update.)
var projectileTargetsCheck func(list, scan projectileTargets)

// projectileHitPlayers ends a player-hitting projectile on the first live player in reach
// other than its owner, dealing 10 damage.
func (w *World) projectileHitPlayers(proj *Projectile) {
	ownerPlayer := -1
	if proj.OwnerID < 0 && proj.OwnerID != -100 {
		ownerPlayer = -1 - proj.OwnerID
	}
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		if i == ownerPlayer || p.Health <= 0 {
			continue
		}
		if withinNativeFindRadius(proj.Pos, p.Pos, proj.HitRadius, p.Size) {
			proj.LifeTimer = 0.25
			w.applyProjectileDamageToPlayer(i, 10.0)
			return
		}
	}
}

// projectileHitCreature applies one creature hit of a flying projectile; true when the
// projectile stops moving this tick.
func (w *World) projectileHitCreature(pi int, proj *Projectile, hitIdx int, dir, move Vec2) bool {
	typeID := proj.TypeID
	c := &w.Creatures.Entries[hitIdx]

	// Poison Bullets: one in eight hits poisons.
	if w.projectileOwnerPerkActive(proj.OwnerID, perks.PoisonBullets) && w.Rng.Rand()&7 == 1 {
		c.Flags |= creatures.FlagSelfDamageTick
	}
	if typeID == weapons.ProjectileSplitterGun {
		w.projectilePreHitSplitter(proj, hitIdx)
	}
	if proj.OwnerID < 0 {
		pl := -1 - proj.OwnerID
		if proj.OwnerID == -100 {
			pl = 0
		}
		if pl >= 0 && pl < MaxPlayers {
			w.Gameplay.ShotsHit[pl]++
		}
	}
	target := c.Pos
	hit := ProjectileHit{TypeID: typeID, Origin: proj.Origin, Hit: proj.Pos, Target: target}
	hitCtx := w.projectileHitPre(&hit)

	if proj.LifeTimer != 0.25 && !projectilePierces(typeID) {
		proj.LifeTimer = 0.25
		jitter := float64(w.Rng.Rand() & 3)
		proj.Pos = Vec2{f32(proj.Pos.X + float64(dir.X*jitter)), f32(proj.Pos.Y + float64(dir.Y*jitter))}
	}
	dist := proj.Origin.DistanceTo(proj.Pos)
	if dist < 50.0 {
		dist = 50.0
	}
	w.projectilePostHitCreature(pi, proj, hitIdx, move)

	damage := float64(float64(float64(100.0/dist*weapons.DamageScaleForType(typeID))*30.0)+10.0) * 0.95
	if damage > 0 && c.HP > 0 {
		remaining := proj.DamagePool - 1.0
		proj.DamagePool = remaining
		// The native code writes both impulse components from the same cosine term.
		axis := f32(libm.Cos(proj.Angle-nativeHalfPi) * proj.SpeedScale)
		impulse := Vec2{axis, axis}
		if remaining <= 0 {
			w.applyDamageToCreature(hitIdx, damage, 1, impulse, proj.OwnerID)
			if proj.LifeTimer != 0.25 {
				proj.LifeTimer = 0.25
			}
		} else {
			w.applyDamageToCreature(hitIdx, remaining, 1, impulse, proj.OwnerID)
			proj.DamagePool -= c.HP
		}
	}

	// Freeze: non-piercing impacts throw one ice shard (Gauss and Fire Bullets shards come
	// from the presentation hooks).
	if w.BonusTimers.Freeze > 0 && typeID != weapons.ProjectileGaussGun && typeID != weapons.ProjectileFireBullets {
		shardAngle := proj.Angle - nativeHalfPi
		shardAngle += float64(float64(w.Rng.Rand()%0x264) * 0.01)
		w.spawnFreezeShard(proj.Pos, shardAngle, w.Config.DetailPreset)
	}

	if proj.DamagePool == 1.0 {
		// Cleared whenever it is exactly 1, even when the projectile already stops.
		proj.DamagePool = 0
		if proj.LifeTimer != 0.25 {
			proj.LifeTimer = 0.25
		}
	}
	stop := (proj.LifeTimer == 0.25 && !projectilePierces(typeID)) || proj.DamagePool <= 0
	w.projectileHitPost(&hit, &hitCtx)
	return stop
}
