package sim

import "math"

// creatureDamageApplier applies particle damage to a creature slot: the world's
// projectile-damage path (damage type 4 = fire), which may kill it.
type creatureDamageApplier func(creatureIndex int, damage float64, damageType int, impulse Vec2, ownerID int)

// creatureKillHandler kills a creature slot without leaving a corpse (a popped bubble).
type creatureKillHandler func(creatureIndex, ownerID int)

// particleFindCreature returns the first creature within a particle's reach, or -1 (the
// particle loop's creature_find_in_radius: gated on the hitbox, not on hp, so a creature
// killed this tick can still be hit). radius is in world pixels.
//
// The test is float32 throughout, as the native code; float32 sums, products and square roots
// of float32 values round as the double ones rounded to float32 would. Creatures more than a
// pixel beyond reach (size/7 + 3, over-estimated) on one axis are skipped before it: the
// distance is at least that offset.
func particleFindCreature(creatures []Creature, pos Vec2, radius float64) int {
	r := float32(radius)
	for i := range creatures {
		if particleHits(&creatures[i], pos, radius, r) {
			return i
		}
	}
	return -1
}

// particleHits is particleFindCreature's test of one creature; r is float32(radius).
func particleHits(c *Creature, pos Vec2, radius float64, r float32) bool {
	if !c.Active || c.HitboxSize < 5.0 {
		return false
	}
	if far := radius + float64(math.Abs(c.Size)*0.143) + 4.0; math.Abs(c.Pos.X-pos.X) > far || math.Abs(c.Pos.Y-pos.Y) > far {
		return false
	}
	threshold := float32(float64(float32(c.Size))*0.14285715) + 3.0
	dx := float32(c.Pos.X - pos.X)
	dy := float32(c.Pos.Y - pos.Y)
	dist := float32(math.Sqrt(float64(float32(dx*dx)+float32(dy*dy)))) - r
	return !(threshold < dist)
}

// update advances every live particle by dt seconds (effects.py ParticlePool.update, the
// particle loop of native projectile_update): decay, random-walk steering, creature hits
// (flames deflect, push and burn the creature, spawn a sprite and a decal; bubbles latch on)
// and popped bubbles killing their creature. creatures may be nil; the callbacks and the
// queues may be nil.
func (p *ParticlePool) update(dt float64, rng *CRand, creatures *CreaturePool,
	applyCreatureDamage creatureDamageApplier, killCreature creatureKillHandler,
	fxQueue *FxQueue, sprites *SpriteEffectPool) {
	if !(dt > 0) || p.ActiveCount == 0 {
		return
	}
	dt = f32(dt)
	var grid creatureGrid // built on the first free-flying particle's search
	for idx := range p.Entries {
		e := &p.Entries[idx]
		if !e.Active {
			continue
		}
		style := e.StyleID & 0xFF

		if style == ParticleStyleBubble {
			e.Intensity = f32(e.Intensity - float64(dt*0.11))
			e.Spin = f32(e.Spin + float64(dt*5.0))
			moveScale := e.Intensity
			if moveScale <= 0.15 {
				moveScale *= 0.55
			}
			k := dt * moveScale
			e.Pos = Vec2{f32(e.Pos.X + float64(e.Vel.X*k)), f32(e.Pos.Y + float64(e.Vel.Y*k))}
		} else {
			e.Intensity = f32(e.Intensity - float64(dt*0.9))
			e.Spin = f32(e.Spin + dt)
			k := dt * (max(e.Intensity, 0.15) * 2.5)
			e.Pos = Vec2{f32(e.Pos.X + float64(e.Vel.X*k)), f32(e.Pos.Y + float64(e.Vel.Y*k))}
		}

		cutoff := 0.8
		if style == ParticleStyleFlame {
			cutoff = 0.0
		}
		if !(e.Intensity > cutoff) {
			e.Active = false
			p.ActiveCount--
			if style == ParticleStyleBubble && e.TargetID != -1 {
				target := e.TargetID
				e.TargetID = -1
				if killCreature != nil {
					killCreature(target, e.OwnerID)
				} else if creatures != nil && target >= 0 && target < CreaturePoolSize {
					creatures.Entries[target].HP = -1.0
					creatures.Entries[target].Active = false
				}
			}
			continue
		}

		if e.RenderFlag {
			// Random-walk steering.
			jitter := f32(float64(float64(float64(rng.Rand()%100-50)*0.06)*max(e.Intensity, 0.0)) * dt)
			speed := 82.0
			switch style {
			case ParticleStyleFlame:
				jitter = f32(jitter * 1.96)
			case ParticleStyleBubble:
				jitter = f32(jitter * 1.1)
				speed = 62.0
			default:
				jitter = f32(jitter * 1.1)
			}
			e.Angle = f32(e.Angle - jitter)
			v := Vec2FromAngle(e.Angle).Mul(speed)
			e.Vel = Vec2{f32(v.X), f32(v.Y)}
		}

		shade := 1.0 - float64(max(e.Intensity, 0.0)*0.95)
		e.Age = clamp01(e.Intensity)
		e.ScaleX = shade
		e.ScaleY = shade

		if style == ParticleStyleBubble && !e.RenderFlag && e.TargetID != -1 && creatures != nil {
			if t := e.TargetID; t >= 0 && t < CreaturePoolSize && creatures.Entries[t].Active {
				e.Pos = creatures.Entries[t].Pos
			}
		}

		if !e.RenderFlag || creatures == nil {
			continue
		}
		hitIdx := grid.find(creatures, e.Pos, max(e.Intensity, 0.0)*8.0)
		if hitIdx == -1 {
			continue
		}
		e.RenderFlag = false
		c := &creatures.Entries[hitIdx]
		if style == ParticleStyleBubble {
			e.TargetID = hitIdx
			e.Pos = c.Pos
			e.Vel = Vec2{}
			continue
		}
		p.flameHitCreature(idx, hitIdx, dt, rng, creatures, applyCreatureDamage, fxQueue, sprites)
		grid.moved(hitIdx)
	}
}

// flameHitCreature is the flame branch of a particle hit: the particle glances off, the
// creature takes fire damage, its tint darkens, it gets a smoke sprite (every third particle
// slot) and a scorch decal, and the particle pushes it.
func (p *ParticlePool) flameHitCreature(idx, hitIdx int, dt float64, rng *CRand,
	creatures *CreaturePool, applyCreatureDamage creatureDamageApplier,
	fxQueue *FxQueue, sprites *SpriteEffectPool) {
	e := &p.Entries[idx]
	c := &creatures.Entries[hitIdx]

	e.Angle = pyFloatMod(e.Angle, 2*math.Pi)
	hitAngle := Vec2{
		(e.Pos.X - float64(e.Vel.X*dt)) - c.Pos.X,
		(e.Pos.Y - float64(e.Vel.Y*dt)) - c.Pos.Y,
	}.ToAngle()
	hitAngle = pyFloatMod(hitAngle, 2*math.Pi)
	if e.Angle <= hitAngle {
		e.Angle = f32(e.Angle + particleDeflectStep)
	} else {
		e.Angle = f32(e.Angle - particleDeflectStep)
	}
	bounce := Vec2FromAngle(e.Angle).Mul(82.0)
	speedScale := f32(float64(rng.Rand()%10) * 0.1)
	e.Vel = Vec2{f32(bounce.X * speedScale), f32(bounce.Y * speedScale)}

	if damage := max(0.0, e.Intensity*10.0); damage > 0 {
		if applyCreatureDamage != nil {
			applyCreatureDamage(hitIdx, damage, 4, Vec2{}, e.OwnerID)
		} else {
			c.HP -= damage
		}
	}

	if t := c.Tint; t.R+t.G+t.B > 1.6 {
		c.Tint = t.scaled(1.0 - float64(e.Intensity*0.01)).clamped()
	}

	if sprites != nil && idx%3 == 0 {
		vx := float64(rng.Rand()%0x3C - 0x1E)
		vy := float64(rng.Rand()%0x3C - 0x1E)
		sprites.spawn(rng, c.Pos, Vec2{vx, vy}, 13.0, RGBA{1, 1, 1, 0.7})
	}
	if fxQueue != nil {
		fxQueue.addRandom(rng, c.Pos)
	}
	c.Pos = Vec2{f32(c.Pos.X + float64(e.Vel.X*dt)), f32(c.Pos.Y + float64(e.Vel.Y*dt))}
}

// tau is 2π as a float64 variable, so products with it round like the port's math.tau
// products (a Go constant expression would be evaluated exactly and rounded once).
var tau = 2 * math.Pi

// particleDeflectStep is the angle a flame glances off a creature by: a fifth of a turn.
var particleDeflectStep = tau * 0.2

// pyFloatMod is Python's float %: the result takes the sign of the divisor.
func pyFloatMod(a, b float64) float64 {
	r := math.Mod(a, b)
	if r != 0 {
		if (r < 0) != (b < 0) {
			r += b
		}
	} else {
		r = math.Copysign(0, b)
	}
	return r
}
