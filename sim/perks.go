package sim

import "crdplayer/sim/perks"

// perkChoiceSlots is the size of the native choice array: perks_generate_choices always fills
// seven entries (drawing for all of them) whatever the menu then shows.
const perkChoiceSlots = 7

// PerkState is the perk selection and the run-wide perk timers (perks/state.py
// PerkSelectionState and PerkEffectIntervals, and the GameplayState fields perks use). Owned by
// the bonuses and perks area. Start from defaultPerkState(): the zero value has the wrong timers.
type PerkState struct {
	// PendingCount is the number of perks earned and not yet picked.
	PendingCount int
	// Choices[:ChoiceCount] is the generated choice list (0 or perkChoiceSlots entries; the menu
	// shows the first perkChoiceCount of them). ChoicesDirty asks for a new list.
	Choices      [perkChoiceSlots]perks.ID
	ChoiceCount  int
	ChoicesDirty bool

	// Available is perk_meta_table[id].available, rebuilt when the quest unlock index changes
	// (AvailableBuilt false is the port's "never built", unlock index -1).
	Available            [PerkCountSize]bool
	AvailableBuilt       bool
	AvailableUnlockIndex int

	// Global (not per-player) firing intervals of the perk timers, seconds (flt_473310..18).
	ManBombInterval     float64
	FireCoughInterval   float64
	HotTemperedInterval float64

	// LeanMeanExpTimer counts down to the next Lean Mean Exp Machine award (seconds).
	LeanMeanExpTimer float64
	// JinxedTimer counts down to the next Jinxed roll (seconds).
	JinxedTimer float64
}

// defaultPerkState is the perk state of a fresh GameplayState.
func defaultPerkState() PerkState {
	return PerkState{
		ChoicesDirty:        true,
		ManBombInterval:     4.0,
		FireCoughInterval:   2.0,
		HotTemperedInterval: 2.0,
		LeanMeanExpTimer:    0.25,
	}
}

// VisibleChoices returns the perk ids the perk menu offers now (the first perkChoiceCount of
// the generated list) without generating anything.
func (w *World) VisibleChoices() []perks.ID {
	if w.PlayerCount <= 0 || w.Perks.ChoiceCount == 0 {
		return nil
	}
	n := min(max(1, perkChoiceCount(&w.Players[0])), w.Perks.ChoiceCount)
	out := make([]perks.ID, n)
	copy(out, w.Perks.Choices[:n])
	return out
}

// perkCountGet is how many times the player took the perk (perks/helpers.py perk_count_get).
func perkCountGet(p *Player, id perks.ID) int {
	if id < 0 || int(id) >= len(p.PerkCounts) {
		return 0
	}
	return p.PerkCounts[id]
}

// perkActive reports whether the player owns the perk at least once (perks/helpers.py perk_active).
func perkActive(p *Player, id perks.ID) bool { return perkCountGet(p, id) > 0 }

// adjustPerkCount adds amount to the player's perk counter (perks/runtime/counts.py
// adjust_perk_count).
func adjustPerkCount(p *Player, id perks.ID, amount int) {
	if id >= 0 && int(id) < len(p.PerkCounts) {
		p.PerkCounts[id] += amount
	}
}

// TakenPerks lists the perks the player holds, in id order, for the HUD and the perk screen.
func TakenPerks(p *Player) []perks.ID {
	var out []perks.ID
	for id := perks.ID(1); int(id) < perks.IDCount; id++ {
		if p.PerkCounts[id] > 0 {
			out = append(out, id)
		}
	}
	return out
}
