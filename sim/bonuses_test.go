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
