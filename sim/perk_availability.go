package sim

import (
	"crdplayer/sim/perks"
	"crdplayer/sim/quest"
)

// perkBaseAvailableMax is the last perk id every run can offer (ids 1..Bonus Magnet); later
// perks come from quest unlocks, except the four that are always on.
const perkBaseAvailableMax = perks.BonusMagnet

var perkAlwaysAvailable = [...]perks.ID{perks.ManBomb, perks.LivingFortress, perks.FireCaugh, perks.ToughReloader}

// questUnlockPerkIDs is the perk each quest unlocks, in quest order (0 = none): the quest
// table's UnlockPerkID (sim/quest, the port's all_quests()[i].unlock_perk_id).
var questUnlockPerkIDs = func() (ids [50]perks.ID) {
	for i, q := range quest.All() {
		ids[i] = perks.ID(q.UnlockPerkID)
	}
	return ids
}()

// perksRebuildAvailable rebuilds the perk availability flags from the quest unlock index; it
// does nothing when the index is unchanged since the last rebuild (perks/availability.py
// perks_rebuild_available, native 0x0042fc30).
func (w *World) perksRebuildAvailable() {
	ps := &w.Perks
	unlock := w.Config.Status.QuestUnlockIndex
	if ps.AvailableBuilt && ps.AvailableUnlockIndex == unlock {
		return
	}
	ps.Available = [PerkCountSize]bool{}
	for id := perks.ID(1); id <= perkBaseAvailableMax; id++ {
		ps.Available[id] = true
	}
	for _, id := range perkAlwaysAvailable {
		ps.Available[id] = true
	}
	for i := 0; i < unlock && i < len(questUnlockPerkIDs); i++ {
		if id := questUnlockPerkIDs[i]; id > 0 {
			ps.Available[id] = true
		}
	}
	ps.Available[perks.Antiperk] = false
	ps.AvailableBuilt = true
	ps.AvailableUnlockIndex = unlock
}

// perkCanOffer reports whether the perk may be offered to the player in this mode
// (perks/availability.py perk_can_offer, native 0x0042fb10).
func (w *World) perkCanOffer(p *Player, id perks.ID, gameMode, playerCount int) bool {
	if id == perks.Antiperk {
		return false
	}
	if id >= 0 && int(id) < PerkCountSize && w.Config.Restrict.NoPerk[id] {
		return false
	}
	major, minor := w.questStage()
	if gameMode == GameModeQuests && w.Config.Hardcore && major == 2 && minor == 10 &&
		(id == perks.PoisonBullets || id == perks.VeinsOfPoison || id == perks.Plaguebearer) {
		return false
	}
	meta, ok := perks.Lookup(id)
	if !ok {
		return false
	}
	if gameMode == GameModeQuests && meta.Flags&perks.FlagQuestModeAllowed == 0 {
		return false
	}
	if playerCount == 2 && meta.Flags&perks.FlagTwoPlayerAllowed == 0 {
		return false
	}
	if meta.Prereq != perks.Antiperk && perkCountGet(p, meta.Prereq) <= 0 {
		return false
	}
	return true
}

// questStage is the current quest's (major, minor) stage (quest_stage_major/minor): (0, 0)
// outside quests, which disables the quest-only special cases.
func (w *World) questStage() (major, minor int) { return w.Quest.Major, w.Quest.Minor }
