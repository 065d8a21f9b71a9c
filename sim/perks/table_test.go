package perks

import "testing"

// Perk names with the rewrite's fixes and the Quick Learner alias (perks/ids.py).
func TestPerkDisplayNames(t *testing.T) {
	if DisplayName(FireCaugh, 0, true) != "Fire Caugh" || DisplayName(FireCaugh, 0, false) != "Fire Cough" {
		t.Fatal("Fire Cough spelling")
	}
	if DisplayName(BloodyMessQuickLearner, 1, false) != "Quick Learner" || DisplayName(BloodyMessQuickLearner, 0, false) != "Bloody Mess" {
		t.Fatal("Bloody Mess alias")
	}
	if DisplayName(ID(99), 0, false) != "Perk 99" || DisplayDescription(ID(99), 0, false) != "Unknown perk." {
		t.Fatal("unknown perk")
	}
	if table[ToxicAvenger].Prereq != VeinsOfPoison || table[PerkMaster].Prereq != PerkExpert ||
		table[Ninja].Prereq != Dodger || table[GreaterRegeneration].Prereq != Regeneration {
		t.Fatal("prerequisites")
	}
	if FlagsOf(GrimDeal) != 0 || FlagsOf(AlternateWeapon) != FlagQuestModeAllowed ||
		FlagsOf(InstantWinner) != 7 || FlagsOf(BreathingRoom) != FlagTwoPlayerAllowed {
		t.Fatal("flags")
	}
}
