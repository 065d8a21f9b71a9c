package sim

import (
	"crdplayer/sim/quest"
	"crdplayer/sim/weapons"
)

// Game mode ids (game_modes.py GameMode).
const (
	GameModeDemo     = 0
	GameModeSurvival = 1
	GameModeRush     = 2
	GameModeQuests   = 3
	GameModeTypo     = 4
	GameModeTutorial = 8
)

// weaponDropIDCount is the number of weapon ids a random weapon pick draws from (1..33).
const weaponDropIDCount = 0x21

// questUnlockWeaponIDs is the weapon each quest unlocks, in quest order (0 = none): the quest
// table's UnlockWeaponID (sim/quest, the port's all_quests()[i].unlock_weapon_id).
var questUnlockWeaponIDs = func() (ids [50]int) {
	for i, q := range quest.All() {
		ids[i] = q.UnlockWeaponID
	}
	return ids
}()

// weaponRefreshAvailable rebuilds the set of weapons that can drop from the quest unlock
// index and the game mode; it does nothing when neither changed since the last rebuild
// (weapon_runtime/availability.py weapon_refresh_available, native 0x00452e40).
func (w *World) weaponRefreshAvailable() {
	ws := &w.Weapons
	unlock := w.Config.Status.QuestUnlockIndex
	unlockFull := w.Config.Status.QuestUnlockIndexFull
	mode := w.Config.GameMode
	if ws.AvailableValid && ws.AvailableGameMode == mode &&
		ws.AvailableUnlockIndex == unlock && ws.AvailableUnlockIndexFull == unlockFull {
		return
	}
	ws.Available = [weapons.TableSize]bool{}
	ws.Available[weapons.Pistol] = true
	for i := 0; i < unlock && i < len(questUnlockWeaponIDs); i++ {
		if id := questUnlockWeaponIDs[i]; id > 0 && id < weapons.TableSize {
			ws.Available[id] = true
		}
	}
	if mode == GameModeSurvival {
		ws.Available[weapons.AssaultRifle] = true
		ws.Available[weapons.Shotgun] = true
		ws.Available[weapons.SubmachineGun] = true
	}
	// The secret Splitter Gun unlock: the hardcore track at stage 5.
	if unlockFull >= 0x28 {
		ws.Available[weapons.SplitterGun] = true
	}
	for id, no := range w.Config.Restrict.NoWeapon {
		if no {
			ws.Available[id] = false
		}
	}
	ws.AvailableValid = true
	ws.AvailableGameMode = mode
	ws.AvailableUnlockIndex = unlock
	ws.AvailableUnlockIndexFull = unlockFull
}

// weaponPickRandomAvailable draws a random available weapon id in 1..33 for a weapon drop;
// a weapon the save status has used gets one 50% reroll. Pistol after 1000 failed draws
// (weapon_runtime/availability.py weapon_pick_random_available, native 0x00452cd0). Quest
// mode is not simulated, so the quest 5-10 Ion Cannon suppression is left out.
func (w *World) weaponPickRandomAvailable() int {
	w.weaponRefreshAvailable()
	usage := &w.Config.Status.WeaponUsageCounts
	for range 1000 {
		id := w.Rng.Rand()%weaponDropIDCount + 1
		if id < len(usage) && usage[id] != 0 {
			if w.Rng.Rand()&1 == 0 {
				id = w.Rng.Rand()%weaponDropIDCount + 1
			}
		}
		if id < weapons.TableSize && w.Weapons.Available[id] {
			return id
		}
	}
	return weapons.Pistol
}
