package sim

import (
	"testing"

	"crdplayer/sim/bonuses"
)

// Labels from the port's test_bonus_labels.py.
func TestBonusLabelForEntry(t *testing.T) {
	cases := []struct {
		e    BonusEntry
		want string
	}{
		{BonusEntry{BonusID: bonuses.Points, Amount: 1000}, "Points: 1000"},
		{BonusEntry{BonusID: bonuses.Weapon, Amount: 1}, "Pistol"},
		{BonusEntry{BonusID: bonuses.Freeze}, "Freeze"},
	}
	for _, c := range cases {
		if got := BonusLabelForEntry(&c.e, false); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
}

// Perk names with the rewrite's fixes and the Quick Learner alias (perks/ids.py).
func TestPerkDisplayNames(t *testing.T) {
	if PerkDisplayName(PerkFireCaugh, 0, true) != "Fire Caugh" || PerkDisplayName(PerkFireCaugh, 0, false) != "Fire Cough" {
		t.Fatal("Fire Cough spelling")
	}
	if PerkDisplayName(PerkBloodyMessQuickLearner, 1, false) != "Quick Learner" || PerkDisplayName(PerkBloodyMessQuickLearner, 0, false) != "Bloody Mess" {
		t.Fatal("Bloody Mess alias")
	}
	if PerkDisplayName(PerkID(99), 0, false) != "Perk 99" || PerkDisplayDescription(PerkID(99), 0, false) != "Unknown perk." {
		t.Fatal("unknown perk")
	}
	if perkTable[PerkToxicAvenger].Prereq != PerkVeinsOfPoison || perkTable[PerkPerkMaster].Prereq != PerkPerkExpert ||
		perkTable[PerkNinja].Prereq != PerkDodger || perkTable[PerkGreaterRegeneration].Prereq != PerkRegeneration {
		t.Fatal("prerequisites")
	}
	if PerkFlagsOf(PerkGrimDeal) != 0 || PerkFlagsOf(PerkAlternateWeapon) != PerkFlagQuestModeAllowed ||
		PerkFlagsOf(PerkInstantWinner) != 7 || PerkFlagsOf(PerkBreathingRoom) != PerkFlagTwoPlayerAllowed {
		t.Fatal("flags")
	}
}
