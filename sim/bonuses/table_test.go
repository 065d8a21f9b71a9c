package bonuses

import "testing"

// Names, icons and amounts of the bonus table, and the description fix-ups (bonuses/ids.py).
func TestBonusTable(t *testing.T) {
	if DisplayName(Medikit) != "MediKit" || IconID(Medikit) != 14 || table[Medikit].DefaultAmount != 10 {
		t.Fatal("MediKit row")
	}
	if IconID(Weapon) != -1 || IconID(Unused) != -1 {
		t.Fatal("weapon/unused icon")
	}
	if table[FireBullets].ApplySeconds != 5 || table[DoubleExperience].ApplySeconds != 6 || table[Energizer].ApplySeconds != 8 {
		t.Fatal("apply seconds")
	}
	if got := DisplayDescription(FireBullets, true); got != "For few seconds -- make them count." {
		t.Fatalf("native description %q", got)
	}
	if got := DisplayDescription(FireBullets, false); got != "For a few seconds -- make them count." {
		t.Fatalf("fixed description %q", got)
	}
}
