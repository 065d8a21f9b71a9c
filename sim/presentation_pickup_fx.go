package sim

import "crdplayer/sim/bonuses"

// Bonus pickup effects (bonuses/pickup_fx.py emit_bonus_pickup_effects, with the Reflex Boost
// and Freeze hooks of bonuses/reflex_boost.py and bonuses/freeze.py).

var (
	pickupBurstColor       = RGBA{0.4, 0.5, 1.0, 0.5}
	reflexBoostPickupColor = RGBA{0.6, 0.6, 1.0, 1.0}
	freezePickupColor      = RGBA{0.3, 0.5, 0.8, 1.0}
)

// emitBonusPickupEffect spawns the effects of one picked-up bonus at pos (world pixels):
// twelve glow puffs (none for the nuke, which has its explosion), plus a tinted ring for
// Reflex Boost and Freeze (pickup_fx.py emit_bonus_pickup_effects for one pickup).
func (w *World) emitBonusPickupEffect(bonusID int, pos Vec2, detailPreset int) {
	fx := &w.Effects.Effects
	if bonuses.ID(bonusID) != bonuses.Nuke {
		fx.spawnBurstStyled(&w.Rng, pos, 12, detailPreset, 0.4, 0.1, pickupBurstColor)
	}
	switch bonuses.ID(bonusID) {
	case bonuses.ReflexBoost:
		fx.spawnRing(pos, detailPreset, reflexBoostPickupColor)
	case bonuses.Freeze:
		fx.spawnRing(pos, detailPreset, freezePickupColor)
	}
}
