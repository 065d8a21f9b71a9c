package sim

// bonusIDFromRoll maps a roll of 1..162 to a bonus type the way bonus_pick_random_type
// (native 0x412470) buckets it: 1..13 Points; 14 Energizer one time in 64, else Weapon; then
// ten rolls per type from Weapon on. 0 asks for a reroll (bonuses/selection.py
// _bonus_id_from_roll).
func (w *World) bonusIDFromRoll(roll int) BonusID {
	if roll < 1 || roll > 162 {
		return 0
	}
	if roll <= 13 {
		return BonusPoints
	}
	if roll == 14 {
		if w.Rng.Rand()&0x3F == 0 {
			return BonusEnergizer
		}
		return BonusWeapon
	}
	v := roll - 14
	id := BonusWeapon
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
func (w *World) bonusPickSuppressed(id BonusID, hasFireBulletsDrop bool) bool {
	if w.Weapons.ShockChainLinksLeft > 0 && id == BonusShockChain {
		return true
	}
	if id >= 0 && int(id) < BonusIDCount && w.Config.Restrict.NoBonus[id] {
		return true
	}
	major, minor := w.questStage()
	if w.Config.GameMode == GameModeQuests && minor == 10 {
		if id == BonusNuke && (major == 2 || major == 4 || major == 5 || (w.Config.Hardcore && major == 3)) {
			return true
		}
		if id == BonusFreeze && (major == 4 || (w.Config.Hardcore && major == 2)) {
			return true
		}
	}
	if id == BonusFreeze && w.BonusTimers.Freeze > 0 {
		return true
	}
	if id == BonusShield {
		for i := range w.PlayerCount {
			if w.Players[i].ShieldTimer > 0 {
				return true
			}
		}
	}
	if id == BonusWeapon && hasFireBulletsDrop {
		return true
	}
	if id == BonusWeapon {
		for i := range w.PlayerCount {
			if perkActive(&w.Players[i], PerkMyFavouriteWeapon) {
				return true
			}
		}
	}
	if id == BonusMedikit {
		for i := range w.PlayerCount {
			if perkActive(&w.Players[i], PerkDeathClock) {
				return true
			}
		}
	}
	if id == BonusUnused {
		return true
	}
	return false
}

// bonusPickRandomType draws a bonus type for a random drop, rerolling suppressed types up to
// 101 times and falling back to Points (bonuses/selection.py bonus_pick_random_type).
func (w *World) bonusPickRandomType() BonusID {
	hasFireBulletsDrop := false
	for i := range w.Bonuses.Entries {
		if e := &w.Bonuses.Entries[i]; e.BonusID == BonusFireBullets && !e.Picked {
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
	return BonusPoints
}
