package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

// GrantPerkForTest gives player 0 a perk the way the perk menu does (perk_apply with no frame
// dt), for scenario tests that start a run with perks already taken.
func GrantPerkForTest(w *World, id perks.ID) { w.perkApply(id, 0) }

// SpawnBonusForTest drops a bonus of the given type with its default amount (BonusPool.spawn_at),
// for scenario tests that rain bonuses on the player.
func SpawnBonusForTest(w *World, pos Vec2, id bonuses.ID) int {
	return w.bonusSpawnAt(pos, id, -1, worldSize, worldSize)
}

// SpawnTemplateForTest spawns a creature template from the world rng at detail preset 5
// (CreaturePool.spawn_template as the Survival milestones call it), for scenario tests that
// bring set pieces into a run.
func SpawnTemplateForTest(w *World, templateID int, pos Vec2, heading float64) error {
	_, err := w.creaturesSpawnTemplate(templateID, pos, heading, 5)
	return err
}

// AssignWeaponForTest gives every player a weapon (weapon_assign_player with the gameplay
// state, so the usage count goes up), for scenario tests that start a run with it in hand.
func AssignWeaponForTest(w *World, weaponID int) {
	for i := 0; i < w.PlayerCount; i++ {
		w.weaponAssignPlayer(&w.Players[i], weaponID)
	}
}
