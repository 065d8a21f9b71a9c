package sim

import (
	"testing"

	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

func TestWeaponAssignPlayer(t *testing.T) {
	var w World
	p := &w.Players[0]
	p.ReloadActive = true
	p.ReloadTimer = 0.5
	p.ShotCooldown = 0.3
	w.weaponAssignPlayer(p, weapons.Shotgun)
	if p.WeaponID != weapons.Shotgun || p.ClipSize != 12 || p.Ammo != 12 || p.ReloadActive ||
		p.ReloadTimer != 0 || p.ShotCooldown != 0 || p.AuxTimer != 2.0 || p.WeaponResetLatch != 0 {
		t.Fatalf("after assign: %+v", p)
	}
	if got := w.Config.Status.WeaponUsageCounts[weapons.Shotgun]; got != 1 {
		t.Errorf("usage count = %d, want 1", got)
	}
}

// test_ammo_maniac_perk.py / test_my_favourite_weapon_perk.py: clip modifiers.
func TestWeaponAssignClipModifiers(t *testing.T) {
	var p Player
	p.PerkCounts[perks.AmmoManiac] = 1
	weaponAssignPlayerNoStatus(&p, weapons.Pistol) // 10 + max(1, int(2.5))
	if p.ClipSize != 12 {
		t.Errorf("ammo maniac pistol clip = %d, want 12", p.ClipSize)
	}
	weaponAssignPlayerNoStatus(&p, weapons.RocketLauncher) // 5 + max(1, int(1.25))
	if p.ClipSize != 6 {
		t.Errorf("ammo maniac rocket clip = %d, want 6", p.ClipSize)
	}
	p.PerkCounts[perks.MyFavouriteWeapon] = 1
	weaponAssignPlayerNoStatus(&p, weapons.AssaultRifle) // 25 + 6 + 2
	if p.ClipSize != 33 || p.Ammo != 33 {
		t.Errorf("both perks assault rifle clip = %d ammo %v, want 33", p.ClipSize, p.Ammo)
	}
	weaponAssignPlayerNoStatus(&p, 35) // no row: clip 0, then +1 +2
	if p.ClipSize != 3 {
		t.Errorf("unknown weapon clip = %d, want 3", p.ClipSize)
	}
}

// The RunResult's most_used_weapon_id under the game's two rules, cases printed by
// testdata/gen_most_used_weapon.py: player 0's is taken from weapon_usage_time
// (Session.WeaponUsageMs; refrun.native_most_used, highscore_record_init in the decompile: the
// first id 1..63 with the largest time, 1 when all are zero), whatever it fired or holds; the
// other players' is the weapon with the most shots fired, else the current weapon (the port's
// most_used_weapon_id_for_player and tests/test_weapon_usage.py).
func TestMostUsedWeaponID(t *testing.T) {
	for _, c := range []struct {
		name  string
		usage map[int]int // weapon id -> ms
		want  int
	}{
		{"all zero", map[int]int{}, 1},
		{"one weapon", map[int]int{7: 4800}, 7},
		{"largest time wins", map[int]int{1: 640, 3: 656, 12: 32}, 3},
		{"tie goes to the lower id", map[int]int{1: 160, 5: 320, 9: 320}, 5},
		{"weapon 0 never counts", map[int]int{0: 16000, 4: 16}, 4},
		{"last id", map[int]int{2: 480, 63: 496}, 63},
		{"weapon 1 only", map[int]int{1: 64}, 1},
	} {
		var w World
		w.PlayerCount = 1
		// Neither the shots fired nor the current weapon count for player 0.
		w.Players[0].WeaponID = 8
		w.Gameplay.WeaponShotsFired[0][2] = 50
		for id, ms := range c.usage {
			w.Session.WeaponUsageMs[id] = ms
		}
		if got := w.MostUsedWeaponID(0); got != c.want {
			t.Errorf("player 0, %s: got %d, want %d", c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		name            string
		player, current int
		shots           map[int]int // weapon id -> shots fired
		want            int
	}{
		{"no shots: the current weapon", 1, 7, map[int]int{}, 7},
		{"most shots", 1, 7, map[int]int{1: 1, 2: 3}, 2},
		{"tie goes to the lower id", 2, 7, map[int]int{1: 1, 2: 3, 5: 3}, 2},
		{"weapon 0 never counts", 3, 4, map[int]int{0: 9}, 4},
	} {
		var w World
		w.PlayerCount = 4
		w.Players[c.player].WeaponID = c.current
		// Player 0's usage time does not count for the others.
		w.Session.WeaponUsageMs[9] = 1600
		for id, n := range c.shots {
			w.Gameplay.WeaponShotsFired[c.player][id] = n
		}
		if got := w.MostUsedWeaponID(c.player); got != c.want {
			t.Errorf("player %d, %s: got %d, want %d", c.player, c.name, got, c.want)
		}
	}
}

func TestPlayerSwapAltWeapon(t *testing.T) {
	var p Player
	if playerSwapAltWeapon(&p) {
		t.Fatal("swap without an alternate weapon")
	}
	weaponAssignPlayerNoStatus(&p, weapons.Shotgun)
	p.Ammo = 4
	p.HasAltWeapon = true
	p.AltWeaponID = weapons.Pistol
	p.AltClipSize = 10
	p.AltAmmo = 7
	p.AltReloadTimer = 0.25
	if !playerSwapAltWeapon(&p) {
		t.Fatal("swap failed")
	}
	if p.WeaponID != weapons.Pistol || p.Ammo != 7 || p.ClipSize != 10 || p.ReloadTimer != 0.25 ||
		p.AltWeaponID != weapons.Shotgun || p.AltAmmo != 4 || p.AltClipSize != 12 || !p.HasAltWeapon {
		t.Errorf("after swap: %+v", p)
	}
}

// test_fastloader_perk.py: reload time scaled by Fastloader (0.7) and Weapon Power Up (0.6).
func TestPlayerStartReload(t *testing.T) {
	var w World
	p := &w.Players[0]
	weaponAssignPlayerNoStatus(p, weapons.Shotgun)
	w.playerStartReload(p)
	if !p.ReloadActive || p.ReloadTimer != 1.9 || p.ReloadTimerMax != 1.9 {
		t.Errorf("plain reload: %v %v %v", p.ReloadActive, p.ReloadTimer, p.ReloadTimerMax)
	}
	p.PerkCounts[perks.Fastloader] = 1
	w.BonusTimers.WeaponPowerUp = 1
	w.playerStartReload(p)
	if want := 0.7979999999999999; p.ReloadTimer != want { // (1.9*0.7)*0.6 in float64, as the port computes it
		t.Errorf("fast reload = %v, want %v", p.ReloadTimer, want)
	}
	p.PerkCounts[perks.AmmunitionWithin] = 1
	p.ReloadTimer = 0.1
	w.playerStartReload(p)
	if p.ReloadTimer != 0.1 {
		t.Errorf("Ammunition Within restarted a running reload: %v", p.ReloadTimer)
	}
}
