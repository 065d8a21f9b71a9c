package sim

import "strconv"

// PerkID identifies a perk (perks/ids.py PerkId); it indexes Player.PerkCounts.
type PerkID int

// Perk ids, in the native perk_meta_table order.
const (
	PerkAntiperk               PerkID = iota
	PerkBloodyMessQuickLearner PerkID = 1
	PerkSharpshooter           PerkID = 2
	PerkFastloader             PerkID = 3
	PerkLeanMeanExpMachine     PerkID = 4
	PerkLongDistanceRunner     PerkID = 5
	PerkPyrokinetic            PerkID = 6
	PerkInstantWinner          PerkID = 7
	PerkGrimDeal               PerkID = 8
	PerkAlternateWeapon        PerkID = 9
	PerkPlaguebearer           PerkID = 10
	PerkEvilEyes               PerkID = 11
	PerkAmmoManiac             PerkID = 12
	PerkRadioactive            PerkID = 13
	PerkFastshot               PerkID = 14
	PerkFatalLottery           PerkID = 15
	PerkRandomWeapon           PerkID = 16
	PerkMrMelee                PerkID = 17
	PerkAnxiousLoader          PerkID = 18
	PerkFinalRevenge           PerkID = 19
	PerkTelekinetic            PerkID = 20
	PerkPerkExpert             PerkID = 21
	PerkUnstoppable            PerkID = 22
	PerkRegressionBullets      PerkID = 23
	PerkInfernalContract       PerkID = 24
	PerkPoisonBullets          PerkID = 25
	PerkDodger                 PerkID = 26
	PerkBonusMagnet            PerkID = 27
	PerkUraniumFilledBullets   PerkID = 28
	PerkDoctor                 PerkID = 29
	PerkMonsterVision          PerkID = 30
	PerkHotTempered            PerkID = 31
	PerkBonusEconomist         PerkID = 32
	PerkThickSkinned           PerkID = 33
	PerkBarrelGreaser          PerkID = 34
	PerkAmmunitionWithin       PerkID = 35
	PerkVeinsOfPoison          PerkID = 36
	PerkToxicAvenger           PerkID = 37
	PerkRegeneration           PerkID = 38
	PerkPyromaniac             PerkID = 39
	PerkNinja                  PerkID = 40
	PerkHighlander             PerkID = 41
	PerkJinxed                 PerkID = 42
	PerkPerkMaster             PerkID = 43
	PerkReflexBoosted          PerkID = 44
	PerkGreaterRegeneration    PerkID = 45
	PerkBreathingRoom          PerkID = 46
	PerkDeathClock             PerkID = 47
	PerkMyFavouriteWeapon      PerkID = 48
	PerkBandage                PerkID = 49
	PerkAngryReloader          PerkID = 50
	PerkIonGunMaster           PerkID = 51
	PerkStationaryReloader     PerkID = 52
	PerkManBomb                PerkID = 53
	PerkFireCaugh              PerkID = 54
	PerkLivingFortress         PerkID = 55
	PerkToughReloader          PerkID = 56
	PerkLifeline50_50          PerkID = 57
)

// PerkIDCount is the number of perk ids (0..PerkLifeline50_50); perkIDMax is the largest id
// perk_select_random can roll.
const (
	PerkIDCount = int(PerkLifeline50_50) + 1
	perkIDMax   = int(PerkLifeline50_50)
)

// PerkFlags are perk_meta_table flag bits (perks/ids.py PerkFlags). The mode bits are
// allow-lists: in quest mode only perks with PerkFlagQuestModeAllowed are offered, with two
// players only perks with PerkFlagTwoPlayerAllowed.
type PerkFlags int

const (
	PerkFlagQuestModeAllowed PerkFlags = 0x1
	PerkFlagTwoPlayerAllowed PerkFlags = 0x2
	PerkFlagStackable        PerkFlags = 0x4 // may be offered again when already owned
)

// perkMeta is one perk's static metadata. FixedName/FixedDescription are the rewrite's typo
// fixes, shown unless preserve_bugs is set; Prereq is PerkAntiperk when there is none (no
// native perk has more than one prerequisite).
type perkMeta struct {
	Name             string
	Description      string
	FixedName        string
	FixedDescription string
	Flags            PerkFlags
	Prereq           PerkID
}

func perkMetaFor(id PerkID) (perkMeta, bool) {
	if id < 0 || int(id) >= PerkIDCount {
		return perkMeta{}, false
	}
	return perkTable[id], true
}

// PerkFlagsOf returns the perk's metadata flags (0 for an unknown id).
func PerkFlagsOf(id PerkID) PerkFlags {
	m, _ := perkMetaFor(id)
	return m.Flags
}

// PerkDisplayName is the perk's name as the perk menu and HUD show it (perks/ids.py
// perk_display_name): Bloody Mess reads "Quick Learner" when fxToggle is set, and the rewrite's
// spelling fixes apply unless preserveBugs.
func PerkDisplayName(id PerkID, fxToggle int, preserveBugs bool) string {
	if id == PerkBloodyMessQuickLearner && fxToggle != 0 {
		return quickLearnerName
	}
	m, ok := perkMetaFor(id)
	if !ok {
		return "Perk " + strconv.Itoa(int(id))
	}
	if !preserveBugs && m.FixedName != "" {
		return m.FixedName
	}
	return m.Name
}

// PerkDisplayDescription is the perk's description text for the perk menu (perks/ids.py
// perk_display_description).
func PerkDisplayDescription(id PerkID, fxToggle int, preserveBugs bool) string {
	if id == PerkBloodyMessQuickLearner && fxToggle != 0 {
		return quickLearnerDescription
	}
	m, ok := perkMetaFor(id)
	if !ok {
		return "Unknown perk."
	}
	if !preserveBugs && m.FixedDescription != "" {
		return m.FixedDescription
	}
	return m.Description
}

// perkCountGet is how many times the player took the perk (perks/helpers.py perk_count_get).
func perkCountGet(p *Player, id PerkID) int {
	if id < 0 || int(id) >= len(p.PerkCounts) {
		return 0
	}
	return p.PerkCounts[id]
}

// perkActive reports whether the player owns the perk at least once (perks/helpers.py perk_active).
func perkActive(p *Player, id PerkID) bool { return perkCountGet(p, id) > 0 }

// adjustPerkCount adds amount to the player's perk counter (perks/runtime/counts.py
// adjust_perk_count).
func adjustPerkCount(p *Player, id PerkID, amount int) {
	if id >= 0 && int(id) < len(p.PerkCounts) {
		p.PerkCounts[id] += amount
	}
}

// TakenPerks lists the perks the player holds, in id order, for the HUD and the perk screen.
func TakenPerks(p *Player) []PerkID {
	var out []PerkID
	for id := PerkID(1); int(id) < PerkIDCount; id++ {
		if p.PerkCounts[id] > 0 {
			out = append(out, id)
		}
	}
	return out
}
