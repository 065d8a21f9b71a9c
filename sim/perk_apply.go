package sim

import (
	"crdplayer/sim/creatures"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// perkApply gives player 0 (the perk owner) one more of the perk and applies its immediate
// effect; afterwards every other player's perk counters are copied from the owner's, since
// perks are shared (perks/runtime/apply.py perk_apply). dt is the frame dt of the pick (0 when
// the port passes None).
func (w *World) perkApply(id perks.ID, dt float64) {
	if w.PlayerCount <= 0 {
		return
	}
	owner := &w.Players[0]
	adjustPerkCount(owner, id, 1)
	switch id {
	case perks.DeathClock:
		w.applyDeathClock(owner)
	case perks.InstantWinner:
		owner.Experience += 2500
	case perks.FatalLottery:
		// Fifty-fifty: odd draw kills the owner, even draw pays 10000 experience.
		if w.Rng.Rand()&1 != 0 {
			owner.Health = -1.0
		} else {
			owner.Experience += 10000
		}
	case perks.RandomWeapon:
		w.applyRandomWeapon(owner)
	case perks.Lifeline50_50:
		w.applyLifeline5050()
	case perks.ThickSkinned:
		for i := range w.PlayerCount {
			p := &w.Players[i]
			if p.Health > 0 {
				p.Health = float32(max(1.0, float64(p.Health)*(2.0/3.0)))
			}
		}
	case perks.BreathingRoom:
		w.applyBreathingRoom(dt)
	case perks.InfernalContract:
		owner.Level += 3
		w.Perks.PendingCount += 3
		w.Perks.ChoicesDirty = true
		for i := range w.PlayerCount {
			if p := &w.Players[i]; p.Health > 0 {
				p.Health = 0.1
			}
		}
	case perks.GrimDeal:
		owner.Health = -1.0
		owner.Experience += int(float64(owner.Experience) * 0.18)
	case perks.AmmoManiac:
		// The clip modifier reads each player's own counters, so share them before the
		// re-assignment that recomputes the clip.
		w.sharePerkCounts()
		for i := range w.PlayerCount {
			p := &w.Players[i]
			w.weaponAssignPlayer(p, p.WeaponID)
		}
	case perks.Bandage:
		w.applyBandage()
	case perks.MyFavouriteWeapon:
		for i := range w.PlayerCount {
			w.Players[i].ClipSize += 2
		}
	case perks.Plaguebearer:
		for i := range w.PlayerCount {
			w.Players[i].PlaguebearerActive = true
		}
	}
	w.sharePerkCounts()
}

// sharePerkCounts copies player 0's perk counters to the other players.
func (w *World) sharePerkCounts() {
	for i := 1; i < w.PlayerCount; i++ {
		w.Players[i].PerkCounts = w.Players[0].PerkCounts
	}
}

// applyDeathClock removes the owner's regeneration perks and heals every living player to full
// (perks/impl/death_clock.py apply_death_clock).
func (w *World) applyDeathClock(owner *Player) {
	adjustPerkCount(owner, perks.Regeneration, -perkCountGet(owner, perks.Regeneration))
	adjustPerkCount(owner, perks.GreaterRegeneration, -perkCountGet(owner, perks.GreaterRegeneration))
	for i := range w.PlayerCount {
		if p := &w.Players[i]; p.Health > 0 {
			p.Health = 100.0
		}
	}
}

// applyRandomWeapon gives the owner a random available weapon other than the pistol and the
// current one, trying up to 100 draws and keeping the last (perks/impl/random_weapon.py).
func (w *World) applyRandomWeapon(owner *Player) {
	current := owner.WeaponID
	weaponID := current
	for range 100 {
		weaponID = w.weaponPickRandomAvailable()
		if weaponID != weapons.Pistol && weaponID != current {
			break
		}
	}
	w.weaponAssignPlayer(owner, weaponID)
}

// applyLifeline5050 removes every other creature slot's creature (odd slots) when it is active,
// has at most 500 hp and is not a spawner (perks/impl/lifeline_50_50.py).
func (w *World) applyLifeline5050() {
	toggle := false
	for i := range w.Creatures.live() {
		c := &w.Creatures.Entries[i]
		if toggle && c.Active && c.HP <= 500.0 && c.Flags&creatures.FlagAnimPingPong == 0 {
			c.Active = false
			w.spawnBurst(c.Pos, 4, 5)
		}
		toggle = !toggle
	}
}

// applyBreathingRoom costs every player two thirds of their health and starts every active
// creature's death by nudging its hitbox below the alive sentinel (perks/impl/breathing_room.py).
func (w *World) applyBreathingRoom(dt float64) {
	for i := range w.PlayerCount {
		p := &w.Players[i]
		p.Health = float32(float64(p.Health) - float64(float64(p.Health)*(2.0/3.0)))
	}
	for i := range w.Creatures.live() {
		if c := &w.Creatures.Entries[i]; c.Active {
			c.HitboxSize -= dt
		}
	}
	w.Gameplay.BonusSpawnGuard = false
}

// applyBandage heals every living player by 1..50 hp (multiplies health by it with
// preserve_bugs, the native behaviour) and bursts particles on them (perks/impl/bandage.py).
func (w *World) applyBandage() {
	for i := range w.PlayerCount {
		p := &w.Players[i]
		if p.Health <= 0 {
			continue
		}
		amount := float64(w.Rng.Rand()%50 + 1)
		if w.Config.PreserveBugs {
			p.Health = float32(min(100.0, float64(p.Health)*amount))
		} else {
			p.Health = float32(min(100.0, float64(p.Health)+amount))
		}
		w.spawnBurst(p.Pos, 8, 5)
	}
}
