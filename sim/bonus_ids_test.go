package sim

import "testing"

// Labels from the port's test_bonus_labels.py.
func TestBonusLabelForEntry(t *testing.T) {
	cases := []struct {
		e    BonusEntry
		want string
	}{
		{BonusEntry{BonusID: BonusPoints, Amount: 1000}, "Points: 1000"},
		{BonusEntry{BonusID: BonusWeapon, Amount: 1}, "Pistol"},
		{BonusEntry{BonusID: BonusFreeze}, "Freeze"},
	}
	for _, c := range cases {
		if got := BonusLabelForEntry(&c.e, false); got != c.want {
			t.Errorf("%+v: %q, want %q", c.e, got, c.want)
		}
	}
}

// Names, icons and amounts of the bonus table, and the description fix-ups (bonuses/ids.py).
func TestBonusTable(t *testing.T) {
	if BonusDisplayName(BonusMedikit) != "MediKit" || BonusIconID(BonusMedikit) != 14 || bonusTable[BonusMedikit].DefaultAmount != 10 {
		t.Fatal("MediKit row")
	}
	if BonusIconID(BonusWeapon) != -1 || BonusIconID(BonusUnused) != -1 {
		t.Fatal("weapon/unused icon")
	}
	if bonusTable[BonusFireBullets].ApplySeconds != 5 || bonusTable[BonusDoubleExperience].ApplySeconds != 6 || bonusTable[BonusEnergizer].ApplySeconds != 8 {
		t.Fatal("apply seconds")
	}
	if got := BonusDisplayDescription(BonusFireBullets, true); got != "For few seconds -- make them count." {
		t.Fatalf("native description %q", got)
	}
	if got := BonusDisplayDescription(BonusFireBullets, false); got != "For a few seconds -- make them count." {
		t.Fatalf("fixed description %q", got)
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
