package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

// bonusIDFromRoll maps a roll of 1..162 to a bonus type the way bonus_pick_random_type
// (native 0x412470) buckets it: 1..13 Points; 14 Energizer one time in 64, else Weapon; then
// ten rolls per type from Weapon on. 0 asks for a reroll (bonuses/selection.py
// _bonus_id_from_roll).
func (w *World) bonusIDFromRoll(roll int) bonuses.ID {
	if roll < 1 || roll > 162 {
		return 0
	}
	if roll <= 13 {
		return bonuses.Points
	}
	if roll == 14 {
		if w.Rng.Rand()&0x3F == 0 {
			return bonuses.Energizer
		}
		return bonuses.Weapon
	}
	v := roll - 14
	id := bonuses.Weapon
	for v > 10 {
		v -= 10
		id++
		if id >= 15 {
			return 0
		}
	}
	return id
}

// bonusPickSuppressed reports whether a rolled bonus type must be rerolled: the suppression
// rules of bonuses/selection.py, in their order.
func (w *World) bonusPickSuppressed(id bonuses.ID, hasFireBulletsDrop bool) bool {
	if w.Weapons.ShockChainLinksLeft > 0 && id == bonuses.ShockChain {
		return true
	}
	if id >= 0 && int(id) < bonuses.IDCount && w.Config.Restrict.NoBonus[id] {
		return true
	}
	major, minor := w.questStage()
	if w.Config.GameMode == GameModeQuests && minor == 10 {
		if id == bonuses.Nuke && (major == 2 || major == 4 || major == 5 || (w.Config.Hardcore && major == 3)) {
			return true
		}
		if id == bonuses.Freeze && (major == 4 || (w.Config.Hardcore && major == 2)) {
			return true
		}
	}
	if id == bonuses.Freeze && w.BonusTimers.Freeze > 0 {
		return true
	}
	if id == bonuses.Shield {
		for i := range w.PlayerCount {
			if w.Players[i].ShieldTimer > 0 {
				return true
			}
		}
	}
	if id == bonuses.Weapon && hasFireBulletsDrop {
		return true
	}
	if id == bonuses.Weapon {
		for i := range w.PlayerCount {
			if perkActive(&w.Players[i], perks.MyFavouriteWeapon) {
				return true
			}
		}
	}
	if id == bonuses.Medikit {
		for i := range w.PlayerCount {
			if perkActive(&w.Players[i], perks.DeathClock) {
				return true
			}
		}
	}
	if id == bonuses.Unused {
		return true
	}
	return false
}

// bonusPickRandomType draws a bonus type for a random drop, rerolling suppressed types up to
// 101 times and falling back to Points (bonuses/selection.py bonus_pick_random_type).
func (w *World) bonusPickRandomType() bonuses.ID {
	hasFireBulletsDrop := false
	for i := range w.Bonuses.Entries {
		if e := &w.Bonuses.Entries[i]; e.BonusID == bonuses.FireBullets && !e.Picked {
			hasFireBulletsDrop = true
		}
	}
	for range 101 {
		roll := w.Rng.Rand()%162 + 1
		id := w.bonusIDFromRoll(roll)
		if id <= 0 {
			continue
		}
		if w.bonusPickSuppressed(id, hasFireBulletsDrop) {
			continue
		}
		return id
	}
	return bonuses.Points
}
