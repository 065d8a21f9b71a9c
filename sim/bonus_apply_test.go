package sim

import (
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// The port's test_alternate_weapon_perk.py: the first weapon pickup with Alternate Weapon moves
// the pistol to the second slot.
func TestWeaponBonusStashesAlternateWeapon(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	p := &w.Players[0]
	weaponAssignPlayerNoStatus(p, weapons.Pistol)
	p.PerkCounts[perks.AlternateWeapon] = 1
	w.bonusApply(p, bonuses.Weapon, 2, p.Pos, nil)
	if p.WeaponID != 2 || !p.HasAltWeapon || p.AltWeaponID != weapons.Pistol || p.AltClipSize != 10 {
		t.Fatalf("weapon %d alt %v %d clip %d", p.WeaponID, p.HasAltWeapon, p.AltWeaponID, p.AltClipSize)
	}
	// A second pickup replaces the primary only.
	w.bonusApply(p, bonuses.Weapon, 3, p.Pos, nil)
	if p.WeaponID != 3 || p.AltWeaponID != weapons.Pistol {
		t.Fatalf("second pickup: weapon %d alt %d", p.WeaponID, p.AltWeaponID)
	}
}

// The port's test_bonus_economist_perk.py: Double Experience lasts a fixed 6 s, 9 s with Bonus
// Economist, whatever the entry's amount.
func TestBonusEconomistExtendsTimers(t *testing.T) {
	for _, c := range []struct {
		econ bool
		want float64
	}{{false, 6}, {true, 9}} {
		w := newPerkTestWorld(1, 1, 0)
		if c.econ {
			w.Players[0].PerkCounts[perks.BonusEconomist] = 1
		}
		w.bonusApply(&w.Players[0], bonuses.DoubleExperience, 10, Vec2{}, nil)
		if w.BonusTimers.DoubleExperience != c.want {
			t.Errorf("economist %v: %v, want %v", c.econ, w.BonusTimers.DoubleExperience, c.want)
		}
	}
}

// Breathing Room starts every active creature's death by taking the frame dt off its hitbox
// and clears the bonus spawn guard.
func TestBreathingRoomStartsCreatureDeaths(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	activateCreature(w, 5)
	w.Creatures.Entries[6].HitboxSize = 16
	w.Gameplay.BonusSpawnGuard = true
	dt := f32(1.0 / 60)
	w.perkApply(perks.BreathingRoom, dt)
	if w.Creatures.Entries[5].HitboxSize != 16-dt || w.Creatures.Entries[6].HitboxSize != 16 || w.Gameplay.BonusSpawnGuard {
		t.Fatalf("hitboxes %v %v guard %v", w.Creatures.Entries[5].HitboxSize, w.Creatures.Entries[6].HitboxSize, w.Gameplay.BonusSpawnGuard)
	}
}
