package sim

// STUB(creatures): RGBA lives in the creatures area's creatures.go; delete this once it lands.

// RGBA is a colour multiplier, each channel 0..1 (grim/color.py RGBA).
type RGBA struct {
	R, G, B, A float64
}

// STUB(weapons): hitSfxWeaponAmmoClass reads the weapon table's ammo class (weapons.py
// WEAPON_BY_ID[id].ammo_class); replace the body with the weapons area's table lookup once
// it lands. The ids with ammo class 4 are taken from weapons.py.
func hitSfxWeaponAmmoClass(id int) (int, bool) {
	switch id {
	case 21, 22, 23, 27, 31, 32, 33:
		return 4, true
	}
	if id >= 1 && id <= 53 {
		return 0, true
	}
	return 0, false
}

// STUB(perks): the perks area's PerkBloodyMessQuickLearner; use it once perk_ids.go lands.
const perkIDBloodyMessQuickLearner = 1

// STUB(perks): the perks area's BonusNuke, BonusReflexBoost, BonusFreeze (bonuses/ids.py).
const (
	pickupFxBonusNuke        = 5
	pickupFxBonusReflexBoost = 9
	pickupFxBonusFreeze      = 11
)
