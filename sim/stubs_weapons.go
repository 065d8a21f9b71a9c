package sim

// Temporary stand-ins for functions other areas own; each is deleted when the owner's version
// lands on main.

// STUB(perks): perk ids (perks/ids.py PerkId) the weapon code tests.
const (
	PerkSharpshooter      = 2
	PerkFastloader        = 3
	PerkAmmoManiac        = 12
	PerkFastshot          = 14
	PerkRegressionBullets = 23
	PerkPoisonBullets     = 25
	PerkBarrelGreaser     = 34
	PerkAmmunitionWithin  = 35
	PerkMyFavouriteWeapon = 48
	PerkIonGunMaster      = 51
)

// perkActive reports whether the player holds the perk (perks/helpers.py perk_active).
// STUB(perks)
func perkActive(p *Player, perkID int) bool {
	return perkID >= 0 && perkID < len(p.PerkCounts) && p.PerkCounts[perkID] > 0
}
