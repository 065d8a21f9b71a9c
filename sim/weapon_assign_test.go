package sim

import "testing"

func TestWeaponAssignPlayer(t *testing.T) {
	var w World
	p := &w.Players[0]
	p.ReloadActive = true
	p.ReloadTimer = 0.5
	p.ShotCooldown = 0.3
	w.weaponAssignPlayer(p, WeaponShotgun)
	if p.WeaponID != WeaponShotgun || p.ClipSize != 12 || p.Ammo != 12 || p.ReloadActive ||
		p.ReloadTimer != 0 || p.ShotCooldown != 0 || p.AuxTimer != 2.0 || p.WeaponResetLatch != 0 {
		t.Fatalf("after assign: %+v", p)
	}
	if got := w.Config.Status.WeaponUsageCounts[WeaponShotgun]; got != 1 {
		t.Errorf("usage count = %d, want 1", got)
	}
}

// test_ammo_maniac_perk.py / test_my_favourite_weapon_perk.py: clip modifiers.
func TestWeaponAssignClipModifiers(t *testing.T) {
	var p Player
	p.PerkCounts[PerkAmmoManiac] = 1
	weaponAssignPlayerNoStatus(&p, WeaponPistol) // 10 + max(1, int(2.5))
	if p.ClipSize != 12 {
		t.Errorf("ammo maniac pistol clip = %d, want 12", p.ClipSize)
	}
	weaponAssignPlayerNoStatus(&p, WeaponRocketLauncher) // 5 + max(1, int(1.25))
	if p.ClipSize != 6 {
		t.Errorf("ammo maniac rocket clip = %d, want 6", p.ClipSize)
	}
	p.PerkCounts[PerkMyFavouriteWeapon] = 1
	weaponAssignPlayerNoStatus(&p, WeaponAssaultRifle) // 25 + 6 + 2
	if p.ClipSize != 33 || p.Ammo != 33 {
		t.Errorf("both perks assault rifle clip = %d ammo %v, want 33", p.ClipSize, p.Ammo)
	}
	weaponAssignPlayerNoStatus(&p, 35) // no row: clip 0, then +1 +2
	if p.ClipSize != 3 {
		t.Errorf("unknown weapon clip = %d, want 3", p.ClipSize)
	}
}

// test_weapon_usage.py: most-used weapon and its fallback.
func TestMostUsedWeaponID(t *testing.T) {
	var w World
	w.Players[0].WeaponID = 7
	if got := w.MostUsedWeaponID(0); got != 7 {
		t.Errorf("no shots: got %d, want 7", got)
	}
	w.Gameplay.WeaponShotsFired[0][1] = 1
	w.Gameplay.WeaponShotsFired[0][2] = 3
	w.Gameplay.WeaponShotsFired[0][5] = 3
	if got := w.MostUsedWeaponID(0); got != 2 {
		t.Errorf("tie goes to the lower id: got %d, want 2", got)
	}
}

func TestPlayerSwapAltWeapon(t *testing.T) {
	var p Player
	if playerSwapAltWeapon(&p) {
		t.Fatal("swap without an alternate weapon")
	}
	weaponAssignPlayerNoStatus(&p, WeaponShotgun)
	p.Ammo = 4
	p.HasAltWeapon = true
	p.AltWeaponID = WeaponPistol
	p.AltClipSize = 10
	p.AltAmmo = 7
	p.AltReloadTimer = 0.25
	if !playerSwapAltWeapon(&p) {
		t.Fatal("swap failed")
	}
	if p.WeaponID != WeaponPistol || p.Ammo != 7 || p.ClipSize != 10 || p.ReloadTimer != 0.25 ||
		p.AltWeaponID != WeaponShotgun || p.AltAmmo != 4 || p.AltClipSize != 12 || !p.HasAltWeapon {
		t.Errorf("after swap: %+v", p)
	}
}

// test_fastloader_perk.py: reload time scaled by Fastloader (0.7) and Weapon Power Up (0.6).
func TestPlayerStartReload(t *testing.T) {
	var w World
	p := &w.Players[0]
	weaponAssignPlayerNoStatus(p, WeaponShotgun)
	w.playerStartReload(p)
	if !p.ReloadActive || p.ReloadTimer != 1.9 || p.ReloadTimerMax != 1.9 {
		t.Errorf("plain reload: %v %v %v", p.ReloadActive, p.ReloadTimer, p.ReloadTimerMax)
	}
	p.PerkCounts[PerkFastloader] = 1
	w.BonusTimers.WeaponPowerUp = 1
	w.playerStartReload(p)
	if want := 0.7979999999999999; p.ReloadTimer != want { // (1.9*0.7)*0.6 in float64, as the port computes it
		t.Errorf("fast reload = %v, want %v", p.ReloadTimer, want)
	}
	p.PerkCounts[PerkAmmunitionWithin] = 1
	p.ReloadTimer = 0.1
	w.playerStartReload(p)
	if p.ReloadTimer != 0.1 {
		t.Errorf("Ammunition Within restarted a running reload: %v", p.ReloadTimer)
	}
}
