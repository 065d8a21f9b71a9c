package sim

import "math"

// spawn places a secondary projectile in the first free slot (the last slot when all are
// taken) and returns the slot. Rockets start at 90 world pixels per second along angle (a
// heading), homing rockets at 190; timeToLive seconds is the rocket's fuse, or a detonation's
// scale (projectiles/runtime/secondary_pool.py SecondaryProjectilePool.spawn without a target).
func (sp *SecondaryProjectilePool) spawn(pos Vec2, angle float64, typeID, ownerID int, timeToLive float64) int {
	idx := len(sp.Entries) - 1
	for i := range sp.Entries {
		if !sp.Entries[i].Active {
			idx = i
			break
		}
	}
	e := &sp.Entries[idx]
	if !e.Active {
		sp.ActiveCount++
	}
	*e = SecondaryProjectile{
		Active:          true,
		Angle:           angle,
		TypeID:          typeID,
		Pos:             pos,
		OwnerID:         ownerID,
		TargetID:        -1,
		DetonationScale: 1.0,
		Speed:           f32(timeToLive),
	}
	if typeID == SecondaryTypeDetonation {
		e.DetonationScale = timeToLive
		return idx
	}
	baseSpeed := 90.0
	if typeID == SecondaryTypeHomingRocket {
		baseSpeed = 190.0
	}
	e.Vel = Vec2FromHeading(angle).Mul(baseSpeed)
	return idx
}

// spawnSeekerRocket spawns a homing rocket whose first target is the creature nearest the aim
// point, as the native fx_spawn_secondary_projectile seeds it (secondary_pool.py spawn with
// target_hint and creatures).
func (w *World) spawnSeekerRocket(pos Vec2, angle float64, ownerID int, aim Vec2) int {
	idx := w.SecondaryProjectiles.spawn(pos, angle, SecondaryTypeHomingRocket, ownerID, 2.0)
	w.SecondaryProjectiles.Entries[idx].TargetID = w.creatureFindNearestForSecondary(aim)
	return idx
}

// secondaryProjectilesUpdatePulseGun advances the rocket pool by dt seconds: rockets
// accelerate (homing rockets steer at their target), trail smoke, and on touching a creature
// deal fuse-scaled damage and turn into a detonation; a detonation grows for a third of a
// second, damaging every creature inside it (damage type 3), and shakes the camera
// (projectiles/runtime/secondary_pool.py update_pulse_gun).
func (w *World) secondaryProjectilesUpdatePulseGun(dt float64) {
	if dt <= 0 || w.SecondaryProjectiles.ActiveCount == 0 {
		return
	}
	freeze := w.BonusTimers.Freeze > 0
	detail := w.Config.DetailPreset
	for i := range w.SecondaryProjectiles.Entries {
		e := &w.SecondaryProjectiles.Entries[i]
		if !e.Active {
			continue
		}
		if e.TypeID == SecondaryTypeDetonation {
			w.secondaryDetonationStep(e, dt)
			continue
		}
		if e.TypeID != SecondaryTypeRocket && e.TypeID != SecondaryTypeHomingRocket && e.TypeID != SecondaryTypeRocketMinigun {
			continue
		}

		e.Pos = addScaled(e.Pos, e.Vel, dt)
		speedMag := e.Vel.Length()
		switch e.TypeID {
		case SecondaryTypeRocket:
			if speedMag < 500.0 {
				e.Vel = e.Vel.Mul(1.0 + float64(dt*3.0))
			}
			e.Speed = f32(e.Speed - dt)
		case SecondaryTypeRocketMinigun:
			if speedMag < 600.0 {
				e.Vel = e.Vel.Mul(1.0 + float64(dt*4.0))
			}
			e.Speed = f32(e.Speed - dt)
		default:
			w.secondaryHomingSteer(e, dt)
			e.Speed = f32(e.Speed - float64(dt*0.5))
		}

		// Smoke trail: the timer runs down with the rocket's speed.
		decay := f32(float64((math.Abs(e.Vel.X)+math.Abs(e.Vel.Y))*dt) * 0.01)
		e.TrailTimer = f32(e.TrailTimer - decay)
		if e.TrailTimer < 0 {
			dir := Vec2FromHeading(e.Angle)
			at := Vec2{e.Pos.X - float64(dir.X*9.0), e.Pos.Y - float64(dir.Y*9.0)}
			vel := Vec2FromHeading(e.Angle + math.Pi).Mul(90.0)
			w.fxSprite(at, vel, 14.0, RGBA{1, 1, 1, 0.25})
			e.TrailTimer = f32(0.06)
		}

		hitIdx := -1
		for ci := range w.Creatures.live() {
			c := &w.Creatures.Entries[ci]
			if !c.Active || c.HitboxSize <= 5.0 {
				continue
			}
			if withinNativeFindRadius(e.Pos, c.Pos, 8.0, c.Size) {
				hitIdx = ci
				break
			}
		}
		if hitIdx >= 0 {
			w.secondaryRocketHit(e, hitIdx, dt, freeze, detail)
			continue
		}
		if e.Speed < 0 {
			// The fuse ran out: a small detonation where the rocket is.
			e.TypeID = SecondaryTypeDetonation
			e.Vel = Vec2{}
			e.DetonationT = 0
			e.DetonationScale = 0.5
			e.TrailTimer = 0
		}
	}
}

// secondaryHomingSteer turns a homing rocket towards its target creature (re-targeting the
// nearest one when the target is gone) and accelerates it up to 350 world pixels per second.
func (w *World) secondaryHomingSteer(e *SecondaryProjectile, dt float64) {
	tid := e.TargetID
	if tid < 0 || tid >= CreaturePoolSize || !w.Creatures.Entries[tid].Active {
		search := e.Pos
		if e.TargetHintActive {
			e.TargetHintActive = false
			search = e.TargetHint
		}
		e.TargetID = w.creatureFindNearestForSecondary(search)
		tid = e.TargetID
	}
	if tid < 0 || tid >= CreaturePoolSize {
		return
	}
	toTarget := w.Creatures.Entries[tid].Pos.Sub(e.Pos)
	dir, dist := toTarget.NormalizedWithLength(1e-6)
	if dist > 1e-6 {
		e.Angle = toTarget.ToHeading()
		next := addScaled(e.Vel, dir, dt*800.0)
		if next.Length() <= 350.0 {
			e.Vel = next
		}
	}
}

// secondaryDetonationStep grows a detonation by dt seconds and damages the creatures inside.
func (w *World) secondaryDetonationStep(e *SecondaryProjectile, dt float64) {
	w.fxCameraShakePulses(4)
	e.DetonationT += float64(dt * 3.0)
	t := e.DetonationT
	scale := e.DetonationScale
	if t > 1.0 {
		w.fxQueueAdd(EffectAura, e.Pos, scale*256.0, scale*256.0, 0, RGBA{0, 0, 0, 0.25})
		e.Active = false
		w.SecondaryProjectiles.ActiveCount--
	}
	radius := scale * t * 80.0
	radiusSq := radius * radius
	damage := dt * scale * 700.0
	for ci := 0; ci < w.Creatures.liveEnd; ci++ {
		c := &w.Creatures.Entries[ci]
		if !c.Active || c.HP <= 0 {
			continue
		}
		if DistanceSq(e.Pos, c.Pos) < radiusSq {
			hpBefore := c.HP
			impulse := e.Pos.DirectionTo(c.Pos).Mul(0.1)
			w.applyDamageToCreature(ci, damage, 3, impulse, e.OwnerID)
			if hpBefore > 0 && c.HP <= 0 {
				// The native detonation adds two decals and runs the death handling again.
				w.fxQueueAddRandom(c.Pos)
				w.fxQueueAddRandom(c.Pos)
				w.onSecondaryDetonationKill(ci)
			}
		}
	}
}

// secondaryRocketHit explodes a rocket on creature hitIdx: impact decals or ice shards, the
// fuse-scaled damage, and the switch to a detonation with its debris.
func (w *World) secondaryRocketHit(e *SecondaryProjectile, hitIdx int, dt float64, freeze bool, detail int) {
	c := &w.Creatures.Entries[hitIdx]
	hitType := e.TypeID
	detScale := 0.5
	switch hitType {
	case SecondaryTypeRocket:
		detScale = 1.0
	case SecondaryTypeHomingRocket:
		detScale = 0.35
	case SecondaryTypeRocketMinigun:
		detScale = 0.25
	}
	if freeze {
		for range 4 {
			angle := float64(w.Rng.Rand()%0x264) * 0.01
			w.spawnFreezeShard(e.Pos, angle, w.Config.DetailPreset)
		}
	} else {
		for range 3 {
			ox := float64(w.Rng.Rand()%0x14 - 10)
			oy := float64(w.Rng.Rand()%0x14 - 10)
			w.fxQueueAddRandom(c.Pos.Add(Vec2{ox, oy}))
		}
	}
	if hitType == SecondaryTypeRocket && detail > 2 {
		w.spawnExplosionBurst(e.Pos, 0.4, w.Config.DetailPreset)
	}

	// The hit visuals come before the damage, as in the native update.
	damage := 150.0
	switch hitType {
	case SecondaryTypeRocket:
		damage = float64(e.Speed*50.0) + 500.0
	case SecondaryTypeHomingRocket:
		damage = float64(e.Speed*20.0) + 80.0
	case SecondaryTypeRocketMinigun:
		damage = float64(e.Speed*20.0) + 40.0
	}
	w.applyDamageToCreature(hitIdx, damage, 3, e.Vel.Div(dt), e.OwnerID)

	e.TypeID = SecondaryTypeDetonation
	e.Vel = Vec2{}
	e.DetonationT = 0
	e.DetonationScale = detScale
	e.TrailTimer = 0

	if freeze {
		at := e.Pos
		if hitType == SecondaryTypeRocketMinigun {
			at = c.Pos
		}
		for range 8 {
			angle := float64(w.Rng.Rand()%0x264) * 0.01
			w.spawnFreezeShard(at, angle, w.Config.DetailPreset)
		}
	} else {
		decals, decalRadius := 0, 0.0
		switch detScale {
		case 1.0:
			decals, decalRadius = 0x14, 90.0
		case 0.35:
			decals, decalRadius = 10, 64.0
		case 0.25:
			decals, decalRadius = 3, 44.0
		}
		center := c.Pos
		for range decals {
			angle := float64(w.Rng.Rand()%0x274) * 0.01
			var r float64
			if detScale == 0.35 {
				r = float64(w.Rng.Rand() & 0x3f)
			} else {
				r = float64(w.Rng.Rand() % max(1, int(decalRadius)))
			}
			w.fxQueueAddRandom(addScaled(center, Vec2FromAngle(angle), r))
		}
	}

	step := 2 * math.Pi / 10.0
	for i := range 10 {
		mag := float64(w.Rng.Rand()%800) * 0.1
		vel := Vec2FromAngle(float64(i) * step).Mul(mag)
		w.fxSprite(e.Pos, vel, 14.0, RGBA{1, 1, 1, 0.37})
	}
}
