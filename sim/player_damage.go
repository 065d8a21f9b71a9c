package sim

import (
	"math"

	"crdplayer/sim/perks"
)

// Player damage intake (player_damage.py, native player_take_damage @ 0x00425e50).

// thickSkinnedDamageScale is the native float32 constant (~0.666), not exactly 2/3.
const thickSkinnedDamageScale = 0.6660000085830688

// playerTakeDamage ports player_damage.py player_take_damage: perks that cancel, scale or
// dodge the hit, the pain/death voice draw, then the heading jitter and low-health draws. It
// returns the health actually lost. hasDt false is the port's dt=None.
//
// The game takes the damage as a float (float32) argument, so it is rounded to float32 first.
func (w *World) playerTakeDamage(p *Player, damage float64, dt float64, hasDt bool) float64 {
	raw := f32(damage)
	if raw <= 0 {
		return 0
	}
	if perkActive(p, perks.DeathClock) {
		return 0
	}
	scaled := raw
	if perkActive(p, perks.ToughReloader) && p.ReloadActive {
		scaled *= 0.5
	}
	w.Gameplay.SurvivalRewardDamageSeen = true
	if p.ShieldTimer > 0 {
		return 0
	}
	wasAlive := p.Health > 0
	if perkActive(p, perks.ThickSkinned) {
		scaled *= thickSkinnedDamageScale
	}
	dodged := false
	if perkActive(p, perks.Ninja) {
		dodged = w.Rng.Rand()%3 == 0
	} else if perkActive(p, perks.Dodger) {
		dodged = w.Rng.Rand()%5 == 0
	}
	before := p.Health
	if !dodged {
		if perkActive(p, perks.Highlander) {
			if w.Rng.Rand()%10 == 0 {
				p.Health = 0
			}
		} else {
			p.Health = float32(float64(p.Health) - scaled)
			if p.Health < 0 && hasDt && dt > 0 {
				p.DeathTimer -= float64(dt * 28.0)
			}
		}
	}
	// The pain or death voice is picked before the heading jitter and low-health draws.
	if p.Health >= 0 {
		w.Rng.Rand() // pain sfx
		if !wasAlive {
			return math.Max(0, float64(before)-float64(p.Health))
		}
	} else {
		if !wasAlive {
			return math.Max(0, float64(before)-float64(p.Health))
		}
		if !perkActive(p, perks.FinalRevenge) {
			w.Rng.Rand() // death sfx
		}
	}
	if !dodged {
		if !perkActive(p, perks.Unstoppable) {
			p.Heading += float64(float64(w.Rng.Rand()%100-50) * 0.04)
			p.SpreadHeat = math.Min(0.48, p.SpreadHeat+float64(raw*0.01))
		}
		if p.Health <= 20.0 && w.Rng.Rand()&7 == 3 {
			p.LowHealthTimer = 0
		}
	}
	return math.Max(0, float64(before)-float64(p.Health))
}

// playerTakeProjectileDamage ports player_damage.py player_take_projectile_damage: projectile
// hits subtract a fixed amount unless the shield is up, without player_take_damage's draws.
func (w *World) playerTakeProjectileDamage(p *Player, damage float64) float64 {
	if damage <= 0 || p.ShieldTimer > 0 {
		return 0
	}
	p.Health = float32(float64(p.Health) - damage)
	return damage
}
