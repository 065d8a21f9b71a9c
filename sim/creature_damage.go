package sim

import (
	"math"

	"crdplayer/sim/creatures"
	"crdplayer/sim/perks"
)

// Creature damage types (the native integer categories callers pass to creature_apply_damage).
const (
	DamageTypeSelf   = 0 // poison ticks
	DamageTypeBullet = 1
	DamageTypeMelee  = 2
	DamageTypeFire   = 4
	DamageTypeIonGun = 7
)

// anyPlayerHasPerk reports whether some player holds the perk (damage.py _any_player_has_perk).
func (w *World) anyPlayerHasPerk(perkID perks.ID) bool {
	for i := 0; i < w.PlayerCount; i++ {
		if perkActive(&w.Players[i], perkID) {
			return true
		}
	}
	return false
}

// creatureApplyDamage ports creatures/damage.py creature_apply_damage (FUN_004207c0): it
// applies the perk multipliers of the damage type, bullet heading jitter, the hp loss and the
// impulse (world pixels per second) and starts the death ramp. It returns true when the
// creature is (or already was) dead; death side effects are the caller's
// (creatureHandleDeath). ownerID is -1-player for players.
func (w *World) creatureApplyDamage(idx int, damageAmount float64, damageType int, impulse Vec2, ownerID int, dt float64) bool {
	c := &w.Creatures.Entries[idx]
	c.LastHitOwnerID = ownerID
	c.HitFlashTimer = 0.2
	damage := damageAmount

	if damageType == DamageTypeIonGun && w.anyPlayerHasPerk(perks.IonGunMaster) {
		damage *= 1.2
	}
	if damageType == DamageTypeBullet {
		if w.anyPlayerHasPerk(perks.UraniumFilledBullets) {
			damage *= 2.0
		}
		if w.anyPlayerHasPerk(perks.LivingFortress) {
			for i := 0; i < w.PlayerCount; i++ {
				p := &w.Players[i]
				if p.Health <= 0 {
					continue
				}
				if t := p.LivingFortressTimer; t > 0 {
					damage *= float64(t*0.05) + 1.0
				}
			}
		}
		if w.anyPlayerHasPerk(perks.BarrelGreaser) {
			damage *= 1.4
		}
		if w.anyPlayerHasPerk(perks.Doctor) {
			damage *= 1.2
		}
		if c.Flags&creatures.FlagAnimPingPong == 0 {
			jitter := float64((w.Rng.Rand()&0x7F)-0x40) * 0.002
			size := math.Max(1e-6, c.Size)
			turn := math.Min(math.Pi/2.0, jitter/(size*0.025))
			c.Heading += turn
		}
	}

	if c.HP <= 0 {
		if dt > 0 {
			c.HitboxSize -= float64(dt * 15.0)
		}
		return true
	}
	if damageType == DamageTypeFire && w.anyPlayerHasPerk(perks.Pyromaniac) {
		damage *= 1.5
		w.Rng.Rand()
	}

	c.HP -= damage
	c.Vel = c.Vel.Sub(impulse)
	if c.HP <= 0 {
		if dt > 0 {
			c.HitboxSize -= dt
		} else {
			c.HitboxSize -= 0.001
		}
		c.Vel = Vec2{c.Vel.X - float64(impulse.X*2.0), c.Vel.Y - float64(impulse.Y*2.0)}
		return true
	}
	if c.HitboxSize != CreatureHitboxAlive && dt > 0 {
		c.HitboxSize = CreatureHitboxAlive
	}
	return false
}
