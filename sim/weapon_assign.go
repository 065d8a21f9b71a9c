package sim

import (
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// weaponAssignPlayer gives a player a weapon with a full clip and resets the weapon's runtime
// state; it counts the weapon in the save status usage counts, which later steer weapon-drop
// rerolls (weapon_runtime/assign.py weapon_assign_player, with a GameplayState).
func (w *World) weaponAssignPlayer(p *Player, weaponID int) {
	if weaponID >= 0 && weaponID < len(w.Config.Status.WeaponUsageCounts) {
		w.Config.Status.WeaponUsageCounts[weaponID]++
	}
	weaponAssignPlayerNoStatus(p, weaponID)
}

// weaponAssignPlayerNoStatus is weapon_assign_player without a GameplayState: the weapon
// change alone, no usage count.
func weaponAssignPlayerNoStatus(p *Player, weaponID int) {
	clip := 0
	if wpn := weapons.Entry(weaponID); wpn != nil {
		clip = max(0, wpn.ClipSize)
	}
	p.WeaponID = weaponID
	// Clip modifiers, in the port's order.
	if perkActive(p, perks.AmmoManiac) {
		clip += max(1, int(float64(clip)*0.25))
	}
	if perkActive(p, perks.MyFavouriteWeapon) {
		clip += 2
	}
	p.ClipSize = max(0, clip)
	p.Ammo = float64(p.ClipSize)
	p.WeaponResetLatch = 0
	p.ReloadActive = false
	p.ReloadTimer = 0
	p.ReloadTimerMax = 0
	p.ShotCooldown = 0
	p.AuxTimer = 2.0
}

// mostUsedWeaponIDForPlayer is the weapon id the player fired the most shots with (the lowest
// id on ties, weapon 0 never counts), or fallback when the player fired none
// (weapon_runtime/assign.py most_used_weapon_id_for_player).
func (w *World) mostUsedWeaponIDForPlayer(playerIndex, fallback int) int {
	if playerIndex < 0 || playerIndex >= MaxPlayers {
		return fallback
	}
	counts := &w.Gameplay.WeaponShotsFired[playerIndex]
	best := 1
	for i := 2; i < len(counts); i++ {
		if counts[i] > counts[best] {
			best = i
		}
	}
	if counts[best] > 0 {
		return best
	}
	return fallback
}

// MostUsedWeaponID is the RunResult's most_used_weapon_id of a player: for player 0 the game's
// own pick from weapon_usage_time (mostUsedWeaponByTime); for the others the weapon with the
// most shots fired, else the player's current weapon.
func (w *World) MostUsedWeaponID(playerIndex int) int {
	if playerIndex == 0 {
		return mostUsedWeaponByTime(&w.Session.WeaponUsageMs)
	}
	fallback := weapons.Pistol
	if playerIndex >= 0 && playerIndex < MaxPlayers {
		fallback = w.Players[playerIndex].WeaponID
	}
	return w.mostUsedWeaponIDForPlayer(playerIndex, fallback)
}

// mostUsedWeaponByTime is the first weapon id 1..63 with the largest usage time, 1 when none
// has more than weapon 1 (highscore_record_init, decompile ~34071-34081).
func mostUsedWeaponByTime(usage *[weaponUsageSlots]int) int {
	best := 1
	for i := 2; i < len(usage); i++ {
		if usage[best] < usage[i] {
			best = i
		}
	}
	return best
}

// playerSwapAltWeapon exchanges the primary and alternate weapon blocks (Alternate Weapon
// perk); false when the player has no alternate weapon (weapon_runtime/assign.py
// player_swap_alt_weapon).
func playerSwapAltWeapon(p *Player) bool {
	if !p.HasAltWeapon {
		return false
	}
	p.WeaponID, p.AltWeaponID = p.AltWeaponID, p.WeaponID
	p.ClipSize, p.AltClipSize = p.AltClipSize, p.ClipSize
	p.ReloadActive, p.AltReloadActive = p.AltReloadActive, p.ReloadActive
	p.Ammo, p.AltAmmo = p.AltAmmo, p.Ammo
	p.ReloadTimer, p.AltReloadTimer = p.AltReloadTimer, p.ReloadTimer
	p.ShotCooldown, p.AltShotCooldown = p.AltShotCooldown, p.ShotCooldown
	p.ReloadTimerMax, p.AltReloadTimerMax = p.AltReloadTimerMax, p.ReloadTimerMax
	return true
}

// playerStartReload starts (or restarts) the reload timer, in seconds, shortened by Fastloader
// and the Weapon Power Up bonus; a reload already running is left alone under Ammunition
// Within or Regression Bullets (weapon_runtime/assign.py player_start_reload, native 0x00413430).
func (w *World) playerStartReload(p *Player) {
	if p.ReloadActive && (perkActive(p, perks.AmmunitionWithin) || perkActive(p, perks.RegressionBullets)) {
		return
	}
	reload := 0.0
	if wpn := weapons.Entry(p.WeaponID); wpn != nil {
		reload = wpn.ReloadTime
	}
	p.ReloadActive = true
	if perkActive(p, perks.Fastloader) {
		reload *= 0.7
	}
	if w.BonusTimers.WeaponPowerUp > 0 {
		reload *= 0.6
	}
	p.ReloadTimer = max(0, reload)
	p.ReloadTimerMax = p.ReloadTimer
}
