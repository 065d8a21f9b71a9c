package sim

import (
	"math"

	"crdplayer/sim/perks"
)

// perkPlayerDeathHooks runs the perk hooks for a player who died this frame (health fell below
// zero from a non-negative value); only Final Revenge has one (perks/runtime/manifest.py
// PLAYER_DEATH_HOOKS).
func (w *World) perkPlayerDeathHooks(playerIndex int, dt float64) {
	w.applyFinalRevengeOnPlayerDeath(&w.Players[playerIndex], dt)
}

// applyFinalRevengeOnPlayerDeath: the dying Final Revenge owner explodes, dealing
// (512 - distance) * 5 damage to every living creature within 512 px; kills do not drop
// bonuses (perks/impl/final_revenge.py).
func (w *World) applyFinalRevengeOnPlayerDeath(p *Player, dt float64) {
	if !perkActive(p, perks.FinalRevenge) {
		return
	}
	origin := p.Pos
	w.spawnExplosionBurst(origin, 1.8, w.Config.DetailPreset)
	prevGuard := w.Gameplay.BonusSpawnGuard
	w.Gameplay.BonusSpawnGuard = true
	for i := 0; i < w.Creatures.liveEnd; i++ {
		c := &w.Creatures.Entries[i]
		if !c.Active || c.HP <= 0 {
			continue
		}
		delta := c.Pos.Sub(origin)
		if math.Abs(delta.X) > 512.0 || math.Abs(delta.Y) > 512.0 {
			continue
		}
		remaining := 512.0 - delta.Length()
		if remaining <= 0 {
			continue
		}
		deathStartNeeded := c.HP > 0 && c.HitboxSize == CreatureHitboxAlive
		killed := w.creatureApplyDamage(i, remaining*5.0, 3, Vec2{}, -1-p.Index, dt)
		if killed && deathStartNeeded {
			// Recorded like a projectile kill, but without a second death-sound pick.
			w.recordCreatureDeath(i, true, false)
		}
	}
	w.Gameplay.BonusSpawnGuard = prevGuard
}
