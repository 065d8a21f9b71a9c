package sim

import (
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// Perks Death Clock keeps out of the choice list (they would heal or delay the death).
func deathClockBlocked(id perks.ID) bool {
	switch id {
	case perks.Jinxed, perks.BreathingRoom, perks.GrimDeal, perks.Highlander, perks.FatalLottery,
		perks.AmmunitionWithin, perks.InfernalContract, perks.Regeneration, perks.GreaterRegeneration,
		perks.ThickSkinned, perks.Bandage:
		return true
	}
	return false
}

// Perks a rarity roll rejects one time in four.
func perkRarityGated(id perks.ID) bool {
	switch id {
	case perks.Jinxed, perks.AmmunitionWithin, perks.AnxiousLoader, perks.MonsterVision:
		return true
	}
	return false
}

// perkChoiceCount is how many choices the perk menu shows the player (perks/selection.py
// perk_choice_count): 5, 6 with Perk Expert, 7 with Perk Master.
func perkChoiceCount(p *Player) int {
	if perkActive(p, perks.PerkMaster) {
		return 7
	}
	if perkActive(p, perks.PerkExpert) {
		return 6
	}
	return 5
}

// perkGenerateChoices fills all seven native choice slots for the player, drawing exactly as
// perks_generate_choices does (perks/selection.py perk_generate_choices). The caller shows the
// first perkChoiceCount of them.
func (w *World) perkGenerateChoices(p *Player, gameMode, playerCount int) [perkChoiceSlots]perks.ID {
	w.perksRebuildAvailable()
	var offerable [perks.IDCount]bool
	for id := perks.ID(1); int(id) <= perks.IDMax; id++ {
		if w.Perks.Available[id] && w.perkCanOffer(p, id, gameMode, playerCount) {
			offerable[id] = true
		}
	}
	selectOffer := func() perks.ID {
		for range 1000 {
			id := perks.ID(w.Rng.Rand()%perks.IDMax + 1)
			if offerable[id] {
				return id
			}
		}
		return perks.InstantWinner
	}
	deathClock := p.PerkCounts[perks.DeathClock] > 0

	var choices [perkChoiceSlots]perks.ID
	n := 0
	major, minor := w.questStage()
	// Quest 1-7 introduces Monster Vision: it is always the first choice there until owned.
	if major == 1 && minor == 7 && p.PerkCounts[perks.MonsterVision] == 0 {
		choices[0] = perks.MonsterVision
		n = 1
	}
	for n < perkChoiceSlots {
		attempts := 0
		var id perks.ID
		for {
			attempts++
			id = selectOffer()
			if id == perks.Pyromaniac && p.WeaponID != weapons.Flamethrower {
				continue
			}
			if deathClock && deathClockBlocked(id) {
				continue
			}
			if perkRarityGated(id) && w.Rng.Rand()&3 == 1 {
				continue
			}
			stackable := perks.FlagsOf(id)&perks.FlagStackable != 0
			if attempts > 10_000 && stackable {
				break
			}
			dup := false
			for _, c := range choices[:n] {
				if c == id {
					dup = true
					break
				}
			}
			if dup {
				continue
			}
			if stackable || p.PerkCounts[id] < 1 || attempts > 29_999 {
				break
			}
		}
		choices[n] = id
		n++
	}
	if gameMode == GameModeTutorial {
		choices = [perkChoiceSlots]perks.ID{perks.Sharpshooter, perks.LongDistanceRunner, perks.EvilEyes,
			perks.Radioactive, perks.Fastshot, perks.Fastshot, perks.Fastshot}
	}
	return choices
}

// perkEnsureChoices regenerates the choice list for player 0 when it is dirty or empty.
func (w *World) perkEnsureChoices(gameMode, playerCount int) {
	ps := &w.Perks
	if ps.ChoicesDirty || ps.ChoiceCount == 0 {
		ps.Choices = w.perkGenerateChoices(&w.Players[0], gameMode, playerCount)
		ps.ChoiceCount = perkChoiceSlots
		ps.ChoicesDirty = false
	}
}

// perkSelectionCurrentChoices writes the perk ids the perk menu offers into out and returns
// their count, generating the list first when it is dirty, as entering the perk screen does
// (perks/selection.py perk_selection_current_choices, with the run's mode and player count).
func (w *World) perkSelectionCurrentChoices(out *[perkChoiceSlots]int) int {
	if w.PlayerCount <= 0 {
		return 0
	}
	w.perkEnsureChoices(w.Config.GameMode, w.PlayerCount)
	n := min(max(1, perkChoiceCount(&w.Players[0])), w.Perks.ChoiceCount)
	for i := range n {
		out[i] = int(w.Perks.Choices[i])
	}
	return n
}

// perkSelectionPick applies the offered choice at choiceIndex, resolves one pending perk and
// marks the list dirty, as perk_selection_screen_update does (perks/selection.py
// perk_selection_pick). ok is false when nothing is pending or the index is out of range. dt is
// the frame dt handed to the perk's apply (Breathing Room uses it).
func (w *World) perkSelectionPick(choiceIndex int, dt float64) (perkID int, ok bool) {
	ps := &w.Perks
	if ps.PendingCount <= 0 {
		return 0, false
	}
	var choices [perkChoiceSlots]int
	n := w.perkSelectionCurrentChoices(&choices)
	if n == 0 || choiceIndex < 0 || choiceIndex >= n {
		return 0, false
	}
	id := perks.ID(choices[choiceIndex])
	w.perkApply(id, dt)
	ps.PendingCount = max(0, ps.PendingCount-1)
	ps.ChoicesDirty = true
	return int(id), true
}

// perkPendingCount is the number of perks earned and not yet picked (pending_count).
func (w *World) perkPendingCount() int { return w.Perks.PendingCount }

// perkAddPending records one more earned perk and asks for a new choice list, as a level-up
// does (gameplay.py survival_check_level_up).
func (w *World) perkAddPending() {
	w.Perks.PendingCount++
	w.Perks.ChoicesDirty = true
}

// perkAutoPick resolves every pending perk by picking a random visible choice (perks/selection.py
// perk_auto_pick); used by demo and auto-pick sessions, not by replays.
func (w *World) perkAutoPick(gameMode, playerCount int, dt float64) {
	if w.PlayerCount <= 0 {
		return
	}
	ps := &w.Perks
	for ps.PendingCount > 0 {
		w.perkEnsureChoices(gameMode, playerCount)
		visible := min(max(1, perkChoiceCount(&w.Players[0])), ps.ChoiceCount)
		id := ps.Choices[w.Rng.Rand()%visible]
		w.perkApply(id, dt)
		ps.PendingCount--
		ps.ChoicesDirty = true
	}
}
