package sim

import (
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// A custom quest's exclusions are never chosen: every random bonus type, perk offer and weapon
// pick over many rng states avoids them, and the allowed ones still come up.
func TestCustomQuestRestrictions(t *testing.T) {
	w := newPerkTestWorld(1, 1, 50)
	w.Config.GameMode = GameModeQuests
	w.Config.Status.QuestUnlockIndexFull = 50
	r := &w.Config.Restrict
	for _, id := range []bonuses.ID{bonuses.Weapon, bonuses.Nuke, bonuses.Shield, bonuses.FireBullets} {
		r.NoBonus[id] = true
	}
	for _, id := range []perks.ID{perks.Sharpshooter, perks.Fastloader, perks.Pyrokinetic, perks.UraniumFilledBullets, perks.Regeneration} {
		r.NoPerk[id] = true
	}
	for _, id := range []int{weapons.AssaultRifle, weapons.Shotgun, weapons.Flamethrower, 33} {
		r.NoWeapon[id] = true
	}
	seenBonus, seenPerk, seenWeapon := map[bonuses.ID]bool{}, map[perks.ID]bool{}, map[int]bool{}
	for seed := uint32(0); seed < 3000; seed++ {
		w.Rng.Srand(seed * 2654435761)
		id := w.bonusPickRandomType()
		if r.NoBonus[id] {
			t.Fatalf("seed %d: bonus %d drawn though excluded", seed, id)
		}
		seenBonus[id] = true
		wid := w.weaponPickRandomAvailable()
		if r.NoWeapon[wid] {
			t.Fatalf("seed %d: weapon %d drawn though excluded", seed, wid)
		}
		seenWeapon[wid] = true
		if seed%10 == 0 {
			for _, p := range w.perkGenerateChoices(&w.Players[0], GameModeQuests, 1) {
				if r.NoPerk[p] {
					t.Fatalf("seed %d: perk %d offered though excluded", seed, p)
				}
				seenPerk[p] = true
			}
		}
	}
	// The exclusions leave the rest: most bonus types, many perks and weapons still come up.
	if len(seenBonus) < 8 || len(seenPerk) < 25 || len(seenWeapon) < 15 {
		t.Errorf("only %d bonus types, %d perks, %d weapons came up", len(seenBonus), len(seenPerk), len(seenWeapon))
	}
	// Everything but the fallbacks excluded: the picks fall back to Points and the pistol.
	for id := bonuses.Energizer; id <= bonuses.FireBullets; id++ {
		r.NoBonus[id] = true
	}
	for id := 2; id <= 33; id++ {
		r.NoWeapon[id] = true
	}
	w.Weapons.AvailableValid = false
	for seed := uint32(0); seed < 200; seed++ {
		w.Rng.Srand(seed)
		if id := w.bonusPickRandomType(); id != bonuses.Points {
			t.Fatalf("seed %d: bonus %d with every other type excluded", seed, id)
		}
		if wid := w.weaponPickRandomAvailable(); wid != weapons.Pistol {
			t.Fatalf("seed %d: weapon %d with weapons 2..33 excluded", seed, wid)
		}
	}
}
