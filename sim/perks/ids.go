package perks

import "strconv"

// ID identifies a perk (perks/ids.py PerkId); it indexes a player's perk counts (sim's
// Player.PerkCounts).
type ID int

// Perk ids, in the native perk_meta_table order.
const (
	Antiperk               ID = iota
	BloodyMessQuickLearner ID = 1
	Sharpshooter           ID = 2
	Fastloader             ID = 3
	LeanMeanExpMachine     ID = 4
	LongDistanceRunner     ID = 5
	Pyrokinetic            ID = 6
	InstantWinner          ID = 7
	GrimDeal               ID = 8
	AlternateWeapon        ID = 9
	Plaguebearer           ID = 10
	EvilEyes               ID = 11
	AmmoManiac             ID = 12
	Radioactive            ID = 13
	Fastshot               ID = 14
	FatalLottery           ID = 15
	RandomWeapon           ID = 16
	MrMelee                ID = 17
	AnxiousLoader          ID = 18
	FinalRevenge           ID = 19
	Telekinetic            ID = 20
	PerkExpert             ID = 21
	Unstoppable            ID = 22
	RegressionBullets      ID = 23
	InfernalContract       ID = 24
	PoisonBullets          ID = 25
	Dodger                 ID = 26
	BonusMagnet            ID = 27
	UraniumFilledBullets   ID = 28
	Doctor                 ID = 29
	MonsterVision          ID = 30
	HotTempered            ID = 31
	BonusEconomist         ID = 32
	ThickSkinned           ID = 33
	BarrelGreaser          ID = 34
	AmmunitionWithin       ID = 35
	VeinsOfPoison          ID = 36
	ToxicAvenger           ID = 37
	Regeneration           ID = 38
	Pyromaniac             ID = 39
	Ninja                  ID = 40
	Highlander             ID = 41
	Jinxed                 ID = 42
	PerkMaster             ID = 43
	ReflexBoosted          ID = 44
	GreaterRegeneration    ID = 45
	BreathingRoom          ID = 46
	DeathClock             ID = 47
	MyFavouriteWeapon      ID = 48
	Bandage                ID = 49
	AngryReloader          ID = 50
	IonGunMaster           ID = 51
	StationaryReloader     ID = 52
	ManBomb                ID = 53
	FireCaugh              ID = 54
	LivingFortress         ID = 55
	ToughReloader          ID = 56
	Lifeline50_50          ID = 57
)

// IDCount is the number of perk ids (0..Lifeline50_50); IDMax is the largest id
// perk_select_random can roll.
const (
	IDCount = int(Lifeline50_50) + 1
	IDMax   = int(Lifeline50_50)
)

// Flags are perk_meta_table flag bits (perks/ids.py PerkFlags). The mode bits are
// allow-lists: in quest mode only perks with FlagQuestModeAllowed are offered, with two
// players only perks with FlagTwoPlayerAllowed.
type Flags int

const (
	FlagQuestModeAllowed Flags = 0x1
	FlagTwoPlayerAllowed Flags = 0x2
	FlagStackable        Flags = 0x4 // may be offered again when already owned
)

// Meta is one perk's static metadata. FixedName/FixedDescription are the rewrite's typo
// fixes, shown unless preserve_bugs is set; Prereq is Antiperk when there is none (no
// native perk has more than one prerequisite).
type Meta struct {
	Name             string
	Description      string
	FixedName        string
	FixedDescription string
	Flags            Flags
	Prereq           ID
}

// Lookup returns the perk's metadata row (perks_init_database) and whether the id has one.
func Lookup(id ID) (Meta, bool) {
	if id < 0 || int(id) >= IDCount {
		return Meta{}, false
	}
	return table[id], true
}

// FlagsOf returns the perk's metadata flags (0 for an unknown id).
func FlagsOf(id ID) Flags {
	m, _ := Lookup(id)
	return m.Flags
}

// DisplayName is the perk's name as the perk menu and HUD show it (perks/ids.py
// perk_display_name): Bloody Mess reads "Quick Learner" when fxToggle is set, and the rewrite's
// spelling fixes apply unless preserveBugs.
func DisplayName(id ID, fxToggle int, preserveBugs bool) string {
	if id == BloodyMessQuickLearner && fxToggle != 0 {
		return quickLearnerName
	}
	m, ok := Lookup(id)
	if !ok {
		return "Perk " + strconv.Itoa(int(id))
	}
	if !preserveBugs && m.FixedName != "" {
		return m.FixedName
	}
	return m.Name
}

// DisplayDescription is the perk's description text for the perk menu (perks/ids.py
// perk_display_description).
func DisplayDescription(id ID, fxToggle int, preserveBugs bool) string {
	if id == BloodyMessQuickLearner && fxToggle != 0 {
		return quickLearnerDescription
	}
	m, ok := Lookup(id)
	if !ok {
		return "Unknown perk."
	}
	if !preserveBugs && m.FixedDescription != "" {
		return m.FixedDescription
	}
	return m.Description
}
