package sim

import (
	"crdplayer/sim/weapons"
	"strconv"
)

// BonusID identifies a bonus type (bonuses/ids.py BonusId).
type BonusID int

// Bonus ids, in bonus_meta_label order.
const (
	BonusUnused           BonusID = iota
	BonusPoints           BonusID = 1
	BonusEnergizer        BonusID = 2
	BonusWeapon           BonusID = 3
	BonusWeaponPowerUp    BonusID = 4
	BonusNuke             BonusID = 5
	BonusDoubleExperience BonusID = 6
	BonusShockChain       BonusID = 7
	BonusFireblast        BonusID = 8
	BonusReflexBoost      BonusID = 9
	BonusShield           BonusID = 10
	BonusFreeze           BonusID = 11
	BonusMedikit          BonusID = 12
	BonusSpeed            BonusID = 13
	BonusFireBullets      BonusID = 14
)

// BonusIDCount is the number of bonus ids (0..BonusFireBullets).
const BonusIDCount = int(BonusFireBullets) + 1

// bonusMeta is one bonus type's static metadata. IconID -1 is none; ApplySeconds 0 means the
// pickup uses the entry's amount as its duration.
type bonusMeta struct {
	Name             string
	Description      string
	FixedDescription string
	IconID           int
	DefaultAmount    int
	ApplySeconds     float64
}

func bonusMetaFor(id BonusID) (bonusMeta, bool) {
	if id < 0 || int(id) >= BonusIDCount {
		return bonusMeta{}, false
	}
	return bonusTable[id], true
}

// BonusDisplayName is the bonus type's name (bonuses/ids.py bonus_display_name).
func BonusDisplayName(id BonusID) string {
	m, ok := bonusMetaFor(id)
	if !ok {
		return "unknown"
	}
	return m.Name
}

// BonusDisplayDescription is the bonus type's description, with the rewrite's spelling fixes
// unless preserveBugs (bonuses/ids.py bonus_display_description).
func BonusDisplayDescription(id BonusID, preserveBugs bool) string {
	m, ok := bonusMetaFor(id)
	if !ok {
		return ""
	}
	if !preserveBugs && m.FixedDescription != "" {
		return m.FixedDescription
	}
	return m.Description
}

// BonusIconID is the bonus type's icon index in the bonus atlas, -1 for none (Weapon bonuses
// draw the weapon icon instead).
func BonusIconID(id BonusID) int {
	m, ok := bonusMetaFor(id)
	if !ok {
		return -1
	}
	return m.IconID
}

// BonusLabelForEntry is the label drawn next to a bonus in the arena: the weapon's name for a
// Weapon bonus, "Points: N" for points, else the bonus's name (bonuses/pool.py
// bonus_label_for_entry).
func BonusLabelForEntry(e *BonusEntry, preserveBugs bool) string {
	id := e.BonusID
	if id == BonusWeapon {
		if wpn, ok := weapons.ByID(e.Amount); ok && wpn.Name != "" {
			return weapons.DisplayName(e.Amount, preserveBugs)
		}
		return "Weapon"
	}
	if id == BonusPoints {
		return BonusDisplayName(BonusPoints) + ": " + strconv.Itoa(e.Amount)
	}
	if _, ok := bonusMetaFor(id); ok {
		return BonusDisplayName(id)
	}
	return "Bonus"
}
