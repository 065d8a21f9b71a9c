package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// bonusAllocSlot returns the first free slot, or -1.
func (p *BonusPool) allocSlot() int {
	for i := range p.Entries {
		if p.Entries[i].isEmpty() {
			return i
		}
	}
	return -1
}

// countOfType counts the pool entries (not the sentinel) holding the bonus type.
func (p *BonusPool) countOfType(id bonuses.ID) int {
	n := 0
	for i := range p.Entries {
		if p.Entries[i].BonusID == id {
			n++
		}
	}
	return n
}

// clampRect clamps each coordinate into [lo, hi] (grim/geom.py Vec2.clamp_rect).
func clampRect(v Vec2, minX, minY, maxX, maxY float64) Vec2 {
	return Vec2{clampRange(v.X, minX, maxX), clampRange(v.Y, minY, maxY)}
}

func clampRange(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// bonusSpawnAt places a bonus of the given type (a creature's own drop), clamped inside the
// arena margin; durationOverride -1 takes the type's default amount. Returns the slot, or -1
// when nothing spawned (Rush, type 0, pool full) (bonuses/pool.py BonusPool.spawn_at).
func (w *World) bonusSpawnAt(pos Vec2, id bonuses.ID, durationOverride int, worldW, worldH float64) int {
	if w.Config.GameMode == GameModeRush || id == 0 {
		return -1
	}
	pool := &w.Bonuses
	slot := pool.allocSlot()
	if slot < 0 {
		return -1
	}
	e := &pool.Entries[slot]
	e.BonusID = id
	e.Picked = false
	e.Pos = clampRect(pos, bonusSpawnMargin, bonusSpawnMargin, worldW-bonusSpawnMargin, worldH-bonusSpawnMargin)
	e.TimeLeft = bonusTimeMax
	e.TimeMax = bonusTimeMax
	amount := durationOverride
	if amount == -1 {
		meta, _ := bonuses.Lookup(id)
		amount = meta.DefaultAmount
	}
	e.Amount = amount
	return slot
}

// bonusSpawnAtPos fills a slot (or the sentinel, when the pool is full or another bonus lies
// within 32 px) with a random bonus type at pos and rolls its amount. Returns the slot or
// bonusSentinel (bonuses/pool.py BonusPool.spawn_at_pos).
func (w *World) bonusSpawnAtPos(pos Vec2, worldW, worldH float64) int {
	pool := &w.Bonuses
	if w.Config.GameMode == GameModeRush {
		return bonusSentinel
	}
	if pos.X < bonusSpawnMargin || pos.Y < bonusSpawnMargin ||
		pos.X > worldW-bonusSpawnMargin || pos.Y > worldH-bonusSpawnMargin {
		return bonusSentinel
	}
	slot := pool.allocSlot()
	id := w.bonusPickRandomType()
	const minDistSq = bonusSpawnMinDistance * bonusSpawnMinDistance
	for i := range pool.Entries {
		if pool.Entries[i].BonusID == 0 {
			continue
		}
		if DistanceSq(pos, pool.Entries[i].Pos) < minDistSq {
			slot = bonusSentinel
			break
		}
	}
	e := pool.entry(slot)
	e.BonusID = id
	e.Picked = false
	e.Pos = pos
	e.TimeLeft = bonusTimeMax
	e.TimeMax = bonusTimeMax
	switch id {
	case bonuses.Weapon:
		e.Amount = w.weaponPickRandomAvailable()
	case bonuses.Points:
		if w.Rng.Rand()&7 < 3 {
			e.Amount = 1000
		} else {
			e.Amount = 500
		}
	default:
		meta, _ := bonuses.Lookup(id)
		e.Amount = meta.DefaultAmount
	}
	return slot
}

// bonusNativeSuppressionAmount is the native amount a bonus entry holds, which preserve_bugs
// compares with player 0's weapon id: the rewrite stores seconds for these two types.
func bonusNativeSuppressionAmount(id bonuses.ID, amount int) int {
	switch id {
	case bonuses.DoubleExperience:
		return 1
	case bonuses.FireBullets:
		return 4
	}
	return amount
}

// bonusTrySpawnOnKill rolls the bonus drop of a creature killed at pos. Returns the slot of the
// new bonus, or -1 (bonuses/pool.py BonusPool.try_spawn_on_kill, native bonus_try_spawn_on_kill).
func (w *World) bonusTrySpawnOnKill(pos Vec2, worldW, worldH float64) int {
	mode := w.Config.GameMode
	if mode == GameModeTypo || mode == GameModeRush || mode == GameModeTutorial {
		return -1
	}
	if w.Gameplay.BonusSpawnGuard {
		return -1
	}
	pool := &w.Bonuses
	n := w.PlayerCount
	// While anyone holds the pistol, three kills in four drop a weapon.
	anyPistol := false
	for i := range n {
		if w.Players[i].WeaponID == weapons.Pistol {
			anyPistol = true
		}
	}
	if anyPistol && w.Rng.Rand()&3 < 3 {
		slot := w.bonusSpawnAtPos(pos, worldW, worldH)
		e := pool.entry(slot)
		e.BonusID = bonuses.Weapon
		weaponID := w.weaponPickRandomAvailable()
		e.Amount = weaponID
		if weaponID == weapons.Pistol {
			weaponID = w.weaponPickRandomAvailable()
			e.Amount = weaponID
		}
		if pool.countOfType(e.BonusID) > 1 {
			e.clear()
			return -1
		}
		if e.Amount == weapons.Pistol || perkActive(&w.Players[0], perks.MyFavouriteWeapon) {
			e.clear()
			return -1
		}
		if slot == bonusSentinel {
			return -1
		}
		return slot
	}

	if w.Rng.Rand()%9 != 1 {
		allow := false
		if n > 0 && w.Players[0].WeaponID == weapons.Pistol {
			allow = w.Rng.Rand()%5 == 1
		}
		if !allow {
			if !(n > 0 && perkActive(&w.Players[0], perks.BonusMagnet)) {
				return -1
			}
			if w.Rng.Rand()%10 != 2 {
				return -1
			}
		}
	}

	slot := w.bonusSpawnAtPos(pos, worldW, worldH)
	e := pool.entry(slot)
	if e.BonusID == bonuses.Weapon && n > 0 {
		const nearSq = bonusWeaponNearRadius * bonusWeaponNearRadius
		if DistanceSq(pos, w.Players[0].Pos) < nearSq {
			e.BonusID = bonuses.Points
			e.Amount = 100
		}
	}
	if e.BonusID != bonuses.Points && pool.countOfType(e.BonusID) > 1 {
		e.clear()
		return -1
	}
	if n > 0 {
		weaponID := w.Players[0].WeaponID
		if w.Config.PreserveBugs {
			// The native check compares any bonus's amount with the weapon id.
			if bonusNativeSuppressionAmount(e.BonusID, e.Amount) == weaponID {
				e.clear()
				return -1
			}
		} else if e.BonusID == bonuses.Weapon && e.Amount == weaponID {
			e.clear()
			return -1
		}
	}
	if slot == bonusSentinel {
		return -1
	}
	return slot
}

// bonusPoolUpdate ages the bonuses and lets players walk over them: the first player within
// 26 px picks a bonus up. A bonus that expires this frame can still be picked up in it, as its
// type already reads "unused" (bonuses/pool.py BonusPool.update).
func (w *World) bonusPoolUpdate(dt float64, freezeCorpses *[CreaturePoolSize]bool) {
	if dt <= 0 {
		return
	}
	pool := &w.Bonuses
	for i := range pool.Entries {
		e := &pool.Entries[i]
		if e.isEmpty() {
			continue
		}
		decay := dt
		if e.Picked {
			decay = dt * bonusPickupDecayRate
		}
		e.TimeLeft -= decay
		if !e.Picked && w.Config.GameMode == GameModeTutorial {
			e.TimeLeft = 5.0
		}
		expired := false
		if e.TimeLeft < 0 {
			if e.Picked {
				e.clear()
				continue
			}
			e.BonusID = bonuses.Unused
			expired = true
		}
		if e.Picked {
			continue
		}
		pickedNow := false
		for pi := range w.PlayerCount {
			p := &w.Players[pi]
			if DistanceSq(e.Pos, p.Pos) < bonusPickupRadius*bonusPickupRadius {
				w.bonusApply(p, e.BonusID, e.Amount, e.Pos, freezeCorpses)
				e.Picked = true
				e.TimeLeft = bonusPickupLinger
				w.noteBonusPickup(p.Index, e)
				pickedNow = true
				break
			}
		}
		if expired && !pickedNow {
			e.clear()
		}
	}
}

// bonusFindAimHoverEntry returns the first bonus slot within 24 px of the player's aim, or -1
// (bonuses/pool.py bonus_find_aim_hover_entry).
func (p *BonusPool) findAimHoverEntry(aim Vec2) int {
	const radiusSq = bonusAimHoverRadius * bonusAimHoverRadius
	for i := range p.Entries {
		if p.Entries[i].BonusID == 0 {
			continue
		}
		if DistanceSq(aim, p.Entries[i].Pos) < radiusSq {
			return i
		}
	}
	return -1
}
