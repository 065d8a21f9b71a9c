package sim

import (
	"testing"

	"crdplayer/sim/weapons"
)

func availableIDs(w *World) []int {
	var ids []int
	for id, ok := range w.Weapons.Available {
		if ok {
			ids = append(ids, id)
		}
	}
	return ids
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Expected picks, final rng states and available sets printed by the reference port
// (weapon_pick_random_available eight times from Crand(seed)).
func TestWeaponPickRandomAvailable(t *testing.T) {
	cases := []struct {
		seed         uint32
		unlock, full int
		mode         int
		used         []int
		picks        []int
		rngAfter     uint32
		available    []int
	}{
		{12345, 0, 0, GameModeSurvival, nil, []int{2, 1, 3, 1, 5, 5, 2, 1}, 1712894051, []int{1, 2, 3, 5}},
		{12345, 10, 0, GameModeSurvival, []int{1, 2, 3}, []int{8, 6, 6, 1, 12, 8, 6, 5}, 3750300802, []int{1, 2, 3, 5, 6, 8, 12}},
		{777, 49, 40, GameModeSurvival, []int{2, 3, 5, 8, 12}, []int{2, 9, 15, 7, 23, 14, 6, 5}, 2545794616,
			[]int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 22, 23, 29, 30, 31}},
		{9, 25, 0, GameModeRush, nil, []int{3, 13, 1, 2, 10, 7, 10, 4}, 1276219250, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 21}},
		{31337, 0, 45, GameModeRush, []int{1}, []int{1, 29, 29, 29, 29, 29, 29, 1}, 2668695396, []int{1, 29}},
	}
	for _, c := range cases {
		var w World
		w.Rng.Srand(c.seed)
		w.Config.GameMode = c.mode
		w.Config.Status.QuestUnlockIndex = c.unlock
		w.Config.Status.QuestUnlockIndexFull = c.full
		for _, u := range c.used {
			w.Config.Status.WeaponUsageCounts[u]++
		}
		var picks []int
		for range 8 {
			picks = append(picks, w.weaponPickRandomAvailable())
		}
		if !equalInts(picks, c.picks) || w.Rng.State != c.rngAfter {
			t.Errorf("seed %d: picks %v rng %d, want %v rng %d", c.seed, picks, w.Rng.State, c.picks, c.rngAfter)
		}
		if got := availableIDs(&w); !equalInts(got, c.available) {
			t.Errorf("seed %d: available %v, want %v", c.seed, got, c.available)
		}
	}
}

// test_weapon_drops.py: quest unlocks and the rebuild cache.
func TestWeaponRefreshAvailable(t *testing.T) {
	var w World
	w.Config.GameMode = GameModeQuests
	w.Config.Status.QuestUnlockIndex = 1
	w.weaponRefreshAvailable()
	if got := availableIDs(&w); !equalInts(got, []int{1, 2}) {
		t.Errorf("quest unlock 1: %v, want [1 2]", got)
	}
	// Unchanged keys: no rebuild, even if the table was altered.
	w.Weapons.Available[weapons.GaussGun] = true
	w.weaponRefreshAvailable()
	if !w.Weapons.Available[weapons.GaussGun] {
		t.Error("rebuilt with unchanged keys")
	}
	w.Config.Status.QuestUnlockIndex = 2
	w.weaponRefreshAvailable()
	if got := availableIDs(&w); !equalInts(got, []int{1, 2, 3}) {
		t.Errorf("quest unlock 2: %v, want [1 2 3]", got)
	}
}
