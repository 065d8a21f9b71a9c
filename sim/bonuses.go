package sim

import (
	"strconv"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/weapons"
)

// BonusPoolSize is the number of bonus slots (bonuses/pool.py BONUS_POOL_SIZE).
const BonusPoolSize = 16

// Bonus pool constants (bonuses/pool.py): world pixels and seconds.
const (
	bonusSpawnMargin         = 32.0  // bonuses never lie closer than this to the arena edge
	bonusSpawnMinDistance    = 32.0  // a random drop this close to another bonus is discarded
	bonusPickupRadius        = 26.0  // a player this close picks the bonus up
	bonusPickupDecayRate     = 3.0   // a picked bonus fades three times faster
	bonusPickupLinger        = 0.5   // seconds a picked bonus stays visible
	bonusTimeMax             = 10.0  // seconds a bonus lies in the arena
	bonusWeaponNearRadius    = 56.0  // a weapon drop this close to player 0 turns into 100 points
	bonusAimHoverRadius      = 24.0  // aim this close hovers (and with Telekinetic picks up) a bonus
	bonusTelekineticPickupMs = 650.0 // hover time a Telekinetic pickup takes, milliseconds
)

// BonusEntry is one bonus slot (bonuses/pool.py BonusEntry). BonusID 0 with everything else zero
// is a free slot. Amount is the weapon id for Weapon bonuses, the experience for Points, and the
// duration in seconds for most timed bonuses.
type BonusEntry struct {
	BonusID  bonuses.ID
	Picked   bool
	TimeLeft float64 // seconds until the bonus vanishes (or, once picked, until it stops fading)
	TimeMax  float64
	Pos      Vec2
	Amount   int
}

// BonusLabelForEntry is the label drawn next to a bonus in the arena: the weapon's name for a
// Weapon bonus, "Points: N" for points, else the bonus's name (bonuses/pool.py
// bonus_label_for_entry).
func BonusLabelForEntry(e *BonusEntry, preserveBugs bool) string {
	id := e.BonusID
	if id == bonuses.Weapon {
		if wpn, ok := weapons.ByID(e.Amount); ok && wpn.Name != "" {
			return weapons.DisplayName(e.Amount, preserveBugs)
		}
		return "Weapon"
	}
	if id == bonuses.Points {
		return bonuses.DisplayName(bonuses.Points) + ": " + strconv.Itoa(e.Amount)
	}
	if _, ok := bonuses.Lookup(id); ok {
		return bonuses.DisplayName(id)
	}
	return "Bonus"
}

func (e *BonusEntry) isEmpty() bool {
	return e.BonusID == 0 && !e.Picked && e.TimeLeft <= 0 && e.TimeMax <= 0 && e.Amount == 0
}

func (e *BonusEntry) clear() {
	e.BonusID = 0
	e.Picked = false
	e.TimeLeft = 0
	e.TimeMax = 0
	e.Amount = 0
}

// BonusPool holds the bonuses lying in the arena and the bonus HUD (bonuses/pool.py BonusPool,
// bonuses/hud.py BonusHudState). Owned by the bonuses and perks area. Start from
// defaultBonusPool(): the HUD slots start slid out.
type BonusPool struct {
	Entries [BonusPoolSize]BonusEntry
	// Sentinel is the native writable dummy entry that allocation and spacing failures fill in;
	// it never shows, but the code that fills it still draws from the rng.
	Sentinel BonusEntry
	Hud      BonusHudState
}

// anyActive reports whether any slot holds a bonus (BonusPool.iter_active non-empty).
func (p *BonusPool) anyActive() bool {
	for i := range p.Entries {
		if p.Entries[i].BonusID != 0 {
			return true
		}
	}
	return false
}

// bonusSentinel is the slot number standing for BonusPool.Sentinel.
const bonusSentinel = -1

// entry returns the slot's entry, or the sentinel for bonusSentinel.
func (p *BonusPool) entry(slot int) *BonusEntry {
	if slot == bonusSentinel {
		return &p.Sentinel
	}
	return &p.Entries[slot]
}

// defaultBonusPool is the bonus pool of a fresh GameplayState.
func defaultBonusPool() BonusPool {
	var p BonusPool
	for i := range p.Hud.Slots {
		p.Hud.Slots[i] = defaultBonusHudSlot()
	}
	return p
}

// BonusTimers are the global bonus timers in seconds (gameplay.py BonusTimers).
type BonusTimers struct {
	WeaponPowerUp    float64
	ReflexBoost      float64
	Energizer        float64
	DoubleExperience float64
	Freeze           float64
}
