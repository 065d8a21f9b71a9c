package sim

import (
	"math"

	"crdplayer/sim/libm"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// muzzleSprite is one sprite effect the native player_fire_weapon puffs out of the muzzle:
// speed in world pixels per second along the aim, scale, and alpha of a 0.5 grey.
type muzzleSprite struct{ speed, scale, alpha float64 }

// fireMuzzleSprites lists the muzzle sprites per weapon id (weapon_runtime/fire.py
// _NATIVE_FIRE_MUZZLE_SPRITES); weapons not listed spawn none.
var fireMuzzleSprites = [weapons.TableSize][]muzzleSprite{
	weapons.Pistol:             {{25, 1, 0.23}, {15, 2, 0.213}},
	weapons.AssaultRifle:       {{25, 1, 0.23}, {15, 2, 0.213}},
	weapons.Shotgun:            {{25, 1, 0.25}, {15, 2, 0.223}},
	weapons.SawedOffShotgun:    {{25, 1, 0.26}, {15, 2, 0.233}},
	weapons.SubmachineGun:      {{25, 1, 0.23}, {15, 2, 0.213}},
	weapons.GaussGun:           {{25, 1, 0.33}, {15, 2, 0.263}},
	weapons.RocketLauncher:     {{25, 1, 0.34}, {15, 2, 0.283}},
	weapons.SeekerRockets:      {{25, 1, 0.31}, {15, 2, 0.243}},
	weapons.MiniRocketSwarmers: {{25, 1, 0.34}, {15, 2, 0.283}},
	weapons.RocketMinigun:      {{25, 1, 0.34}},
	weapons.Jackhammer:         {{15, 2, 0.223}},
	weapons.Shrinkifier5k:      {{25, 1, 0.23}, {15, 2, 0.213}},
	weapons.GaussShotgun:       {{25, 1, 0.33}, {15, 2, 0.263}},
}

// fireBulletsMuzzleSprites replaces the weapon's muzzle sprites while Fire Bullets runs.
var fireBulletsMuzzleSprites = []muzzleSprite{{25, 1, 0.413}}

// spawnFireMuzzleSprites puffs the muzzle sprites of a shot (weapon_runtime/fire.py
// _spawn_native_fire_muzzle_sprites). Each sprite spawn draws from the rng.
func (w *World) spawnFireMuzzleSprites(weaponID int, muzzle Vec2, aimHeading float64, fireBullets bool) {
	specs := fireBulletsMuzzleSprites
	if !fireBullets {
		if weaponID < 0 || weaponID >= weapons.TableSize {
			return
		}
		specs = fireMuzzleSprites[weaponID]
	}
	dir := Vec2FromHeading(aimHeading)
	for _, s := range specs {
		w.fxSprite(muzzle, dir.Mul(s.speed), s.scale, RGBA{0.5, 0.5, 0.5, s.alpha})
	}
}

// pelletJitterStep is the extra angular jitter per rand step of a multi-pellet weapon, in
// radians (weapon_runtime/fire.py _pellet_jitter_step).
func pelletJitterStep(weaponID int) float64 {
	switch weaponID {
	case weapons.Shotgun, weapons.Jackhammer:
		return 0.0013
	case weapons.SawedOffShotgun:
		return 0.004
	}
	return 0.0015
}

// rotatedVec is v rotated by theta radians (grim/geom.py Vec2.rotated).
func rotatedVec(v Vec2, theta float64) Vec2 {
	c, s := libm.Cos(theta), libm.Sin(theta)
	return Vec2{float64(v.X*c) - float64(v.Y*s), float64(v.X*s) + float64(v.Y*c)}
}

// addScaled is a + b*s per component, the product rounded before the sum.
func addScaled(a, b Vec2, s float64) Vec2 {
	return Vec2{a.X + float64(b.X*s), a.Y + float64(b.Y*s)}
}

// playerFireWeapon fires the player's weapon when the fire button is down and the shot
// cooldown has run out: it spends ammo, spawns the shot's projectiles, particles or rockets
// with the weapon's pattern, counts the shot, heats the spread and starts a reload on an empty
// clip. During a reload it fires only with Regression Bullets (paid in experience) or
// Ammunition Within (paid in health). dt is the frame time in seconds
// (weapon_runtime/fire.py player_fire_weapon).
func (w *World) playerFireWeapon(p *Player, in *PlayerInput, dt float64) {
	weaponID := p.WeaponID
	wpn := weapons.Entry(weaponID)
	if wpn == nil || p.ShotCooldown > 0 || !in.FireDown {
		return
	}
	ammoCost := 1.0
	fireBullets := p.FireBulletsTimer > 0
	if p.ReloadTimer > 0 {
		if p.Experience <= 0 {
			return
		}
		switch {
		case perkActive(p, perks.RegressionBullets):
			factor := 200.0
			if wpn.AmmoClass == 1 {
				factor = 4.0
			}
			p.Experience = int(float64(p.Experience) - float64(wpn.ReloadTime*factor))
			if p.Experience < 0 {
				p.Experience = 0
			}
		case perkActive(p, perks.AmmunitionWithin):
			cost := 1.0
			if wpn.AmmoClass == 1 {
				cost = 0.15
			}
			w.playerTakeDamage(p, cost, dt, true)
		default:
			return
		}
	}

	pelletCount := wpn.PelletCount
	fb := weapons.Entry(weapons.FireBullets)
	shotCooldown := wpn.ShotCooldown
	weaponSpreadHeat := wpn.SpreadHeatInc
	fbSpreadHeat := fb.SpreadHeatInc
	if fireBullets && pelletCount == 1 {
		shotCooldown = fb.ShotCooldown
	}
	spreadBase := weaponSpreadHeat
	if fireBullets {
		spreadBase = fbSpreadHeat
	}
	spreadInc := float64(spreadBase * 1.3)
	if perkActive(p, perks.Fastshot) {
		shotCooldown *= 0.88
	}
	if perkActive(p, perks.Sharpshooter) {
		shotCooldown *= 1.05
	}
	p.ShotCooldown = max(0, shotCooldown)

	aim := in.Aim
	aimDelta := aim.Sub(p.Pos)
	aimHeading := aimDelta.ToHeading()
	muzzle := addScaled(p.Pos, rotatedVec(Vec2FromHeading(aimHeading), -0.150915), 16.0)
	w.fxShellCasing(muzzle, aimHeading, wpn.Flags)

	// Aim-point jitter: a random point within spread_heat/2 of the aim distance.
	dist := aimDelta.Length()
	maxOffset := dist * p.SpreadHeat * 0.5
	dirAngle := float64(w.Rng.Rand()&0x1ff) * (2 * math.Pi / 512.0)
	mag := float64(w.Rng.Rand()&0x1ff) * (1.0 / 512.0)
	offset := maxOffset * mag
	aimJitter := addScaled(aim, Vec2FromAngle(dirAngle), offset)
	shotAngle := aimJitter.Sub(p.Pos).ToHeading()
	particleAngle := Vec2FromHeading(shotAngle).ToAngle()
	if weaponID == weapons.Flamethrower || weaponID == weapons.BlowTorch || weaponID == weapons.HrFlamer {
		particleAngle = Vec2FromHeading(aimHeading).ToAngle()
	}

	// The native shot picks a fire sound variant with one draw (not under Fire Bullets).
	if !fireBullets {
		w.Rng.Rand()
	}

	ownerID := ownerIDForPlayer(p.Index)
	projOwner := w.ownerIDForPlayerProjectiles(p.Index)
	shotCount := 1
	muzzleAfter := fireBullets || weaponID == weapons.Pistol || weaponID == weapons.Shrinkifier5k
	if !muzzleAfter {
		w.spawnFireMuzzleSprites(weaponID, muzzle, aimHeading, fireBullets)
	}

	pool := &w.Projectiles
	switch {
	case fireBullets:
		pellets := max(0, pelletCount)
		shotCount = pellets
		meta := projectileMetaForTypeID(weapons.ProjectileFireBullets)
		for range pellets {
			angle := shotAngle + float64(float64(w.Rng.Rand()%200-100)*0.0015)
			pool.spawn(muzzle, angle, weapons.ProjectileFireBullets, projOwner, meta, false)
		}
	case weaponID == weapons.RocketLauncher:
		w.SecondaryProjectiles.spawn(muzzle, shotAngle, SecondaryTypeRocket, ownerID, 2.0)
	case weaponID == weapons.SeekerRockets:
		w.spawnSeekerRocket(muzzle, shotAngle, ownerID, aim)
	case weaponID == weapons.MiniRocketSwarmers:
		// The whole clip leaves at once, fanned out around the back of the aim.
		count := max(1, int(p.Ammo))
		step := float64(float64(count) * (math.Pi / 3.0))
		angle := (shotAngle - math.Pi) - float64(float64(step*float64(count))*0.5)
		for range count {
			w.spawnSeekerRocket(muzzle, angle, ownerID, aim)
			angle += step
		}
		ammoCost = float64(count)
		shotCount = count
	case weaponID == weapons.RocketMinigun:
		w.SecondaryProjectiles.spawn(muzzle, shotAngle, SecondaryTypeRocketMinigun, ownerID, 2.0)
	case weaponID == weapons.Flamethrower:
		w.fxParticle(muzzle, particleAngle, 1.0, ownerID)
		ammoCost = 0.1
	case weaponID == weapons.BlowTorch:
		i := w.fxParticle(muzzle, particleAngle, 1.0, ownerID)
		w.fxParticleStyle(i, 1)
		ammoCost = 0.05
	case weaponID == weapons.HrFlamer:
		i := w.fxParticle(muzzle, particleAngle, 1.0, ownerID)
		w.fxParticleStyle(i, 2)
		ammoCost = 0.1
	case weaponID == weapons.Bubblegun:
		w.fxParticleSlow(muzzle, Vec2FromHeading(shotAngle).ToAngle(), ownerID)
		ammoCost = 0.15
	case weaponID == weapons.MultiPlasma:
		// Five shots in a fixed fan: plasma rifle in the middle and at ±pi/10, plasma
		// minigun at ±pi/6.
		shotCount = 5
		small, large := math.Pi/10, math.Pi/6
		pattern := [5]struct {
			off float64
			typ int
		}{
			{-small, weapons.ProjectilePlasmaRifle},
			{-large, weapons.ProjectilePlasmaMinigun},
			{0, weapons.ProjectilePlasmaRifle},
			{large, weapons.ProjectilePlasmaMinigun},
			{small, weapons.ProjectilePlasmaRifle},
		}
		for _, s := range pattern {
			pool.spawn(muzzle, shotAngle+s.off, s.typ, projOwner, projectileMetaForTypeID(s.typ), false)
		}
	case weaponID == weapons.PlasmaShotgun:
		shotCount = 14
		meta := projectileMetaForTypeID(weapons.ProjectilePlasmaMinigun)
		for range 14 {
			jitter := float64(float64((w.Rng.Rand()&0xff)-0x80) * 0.002)
			i := pool.spawn(muzzle, shotAngle+jitter, weapons.ProjectilePlasmaMinigun, projOwner, meta, false)
			pool.Entries[i].SpeedScale = 1.0 + float64(float64(w.Rng.Rand()%100)*0.01)
		}
	case weaponID == weapons.GaussShotgun:
		shotCount = 6
		meta := projectileMetaForTypeID(weapons.ProjectileGaussGun)
		for range 6 {
			jitter := float64(float64(w.Rng.Rand()%200-100) * 0.002)
			i := pool.spawn(muzzle, shotAngle+jitter, weapons.ProjectileGaussGun, projOwner, meta, false)
			pool.Entries[i].SpeedScale = 1.4 + float64(float64(w.Rng.Rand()%0x50)*0.01)
		}
	case weaponID == weapons.IonShotgun:
		shotCount = 8
		meta := projectileMetaForTypeID(weapons.ProjectileIonMinigun)
		for range 8 {
			jitter := float64(float64(w.Rng.Rand()%200-100) * 0.0026)
			i := pool.spawn(muzzle, shotAngle+jitter, weapons.ProjectileIonMinigun, projOwner, meta, false)
			pool.Entries[i].SpeedScale = 1.4 + float64(float64(w.Rng.Rand()%0x50)*0.01)
		}
	default:
		pellets := max(1, pelletCount)
		shotCount = pellets
		typeID := weapons.ProjectileTypeOf(weaponID)
		if typeID < 0 {
			return
		}
		meta := projectileMetaForTypeID(typeID)
		jitterStep := pelletJitterStep(weaponID)
		shotgunSpeed := pellets > 1 && (weaponID == weapons.Shotgun || weaponID == weapons.SawedOffShotgun || weaponID == weapons.Jackhammer)
		for range pellets {
			angle := shotAngle
			if pellets > 1 {
				angle += float64(float64(w.Rng.Rand()%200-100) * jitterStep)
			}
			i := pool.spawn(muzzle, angle, typeID, projOwner, meta, false)
			if shotgunSpeed {
				pool.Entries[i].SpeedScale = 1.0 + float64(float64(w.Rng.Rand()%100)*0.01)
			}
		}
	}

	if p.Index >= 0 && p.Index < MaxPlayers {
		w.Gameplay.ShotsFired[p.Index] += shotCount
		if weaponID >= 0 && weaponID < weapons.TableSize {
			w.Gameplay.WeaponShotsFired[p.Index][weaponID] += shotCount
		}
	}
	if muzzleAfter {
		w.spawnFireMuzzleSprites(weaponID, muzzle, aimHeading, fireBullets)
	}

	if !perkActive(p, perks.Sharpshooter) {
		p.SpreadHeat = min(0.48, max(0, p.SpreadHeat+spreadInc))
	}
	muzzleInc := weaponSpreadHeat
	if fireBullets && pelletCount == 1 {
		muzzleInc = fbSpreadHeat
	}
	p.MuzzleFlashAlpha = min(1.0, p.MuzzleFlashAlpha)
	p.MuzzleFlashAlpha = min(1.0, p.MuzzleFlashAlpha+muzzleInc)
	p.MuzzleFlashAlpha = min(0.8, p.MuzzleFlashAlpha)

	p.ShotSeq++
	if w.BonusTimers.ReflexBoost <= 0 && !fireBullets {
		// Ammo may go below zero when firing during a reload (Regression Bullets).
		p.Ammo -= ammoCost
	}
	if p.Ammo <= 0 && p.ReloadTimer <= 0 {
		w.playerStartReload(p)
	}
}
