package sim

// GrantPerkForTest gives player 0 a perk the way the perk menu does (perk_apply with no frame
// dt), for scenario tests that start a run with perks already taken.
func GrantPerkForTest(w *World, id PerkID) { w.perkApply(id, 0) }
