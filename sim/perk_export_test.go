package sim

// GrantPerkForTest gives player 0 a perk the way the perk menu does (perk_apply with no frame
// dt), for scenario tests that start a run with perks already taken.
func GrantPerkForTest(w *World, id PerkID) { w.perkApply(id, 0) }

// SpawnBonusForTest drops a bonus of the given type with its default amount (BonusPool.spawn_at),
// for scenario tests that rain bonuses on the player.
func SpawnBonusForTest(w *World, pos Vec2, id BonusID) int {
	return w.bonusSpawnAt(pos, id, -1, worldSize, worldSize)
}
