package sim

import (
	"testing"

	"crdplayer/sim/perks"
)

// newPerkTestWorld is a Survival world as a fresh GameplayState builds it, with players at the
// arena centre and the rng seeded; quest unlock index unlock.
func newPerkTestWorld(seed uint32, players, unlock int) *World {
	w := &World{}
	w.Config.GameMode = GameModeSurvival
	w.Config.PlayerCount = players
	w.Config.DetailPreset = 5
	w.Config.Status.QuestUnlockIndex = unlock
	w.Perks = defaultPerkState()
	w.Bonuses = defaultBonusPool()
	w.PlayerCount = players
	for i := range players {
		w.Players[i] = newPlayer(i, Vec2{512, 512})
	}
	for i := range w.Creatures.Entries {
		w.Creatures.Entries[i] = defaultCreature()
	}
	w.Rng.Srand(seed)
	return w
}

// Expected choices and rng states from the reference port (perk_generate_choices with count 7
// on a GameplayState seeded with seed; /tmp script through tools/refport).
func TestPerkGenerateChoicesMatchesReference(t *testing.T) {
	cases := []struct {
		seed                    uint32
		unlock, players, weapon int
		perks                   map[perks.ID]int
		want                    [7]perks.ID
		rngAfter                uint32
	}{
		{seed: 1, unlock: 0, players: 1, weapon: 1, perks: map[perks.ID]int{}, want: [7]perks.ID{8, 53, 18, 22, 4, 2, 12}, rngAfter: 3750785579},
		{seed: 12345, unlock: 0, players: 1, weapon: 1, perks: map[perks.ID]int{}, want: [7]perks.ID{4, 13, 10, 15, 56, 3, 26}, rngAfter: 980411738},
		{seed: 3735928559, unlock: 49, players: 1, weapon: 8, perks: map[perks.ID]int{}, want: [7]perks.ID{41, 49, 33, 27, 47, 55, 21}, rngAfter: 1454447742},
		{seed: 777, unlock: 30, players: 2, weapon: 1, perks: map[perks.ID]int{}, want: [7]perks.ID{11, 29, 31, 53, 28, 33, 24}, rngAfter: 3960744304},
		{seed: 4242, unlock: 49, players: 1, weapon: 1, perks: map[perks.ID]int{47: 1}, want: [7]perks.ID{56, 6, 25, 7, 44, 2, 26}, rngAfter: 2223865417},
		{seed: 99, unlock: 20, players: 1, weapon: 8, perks: map[perks.ID]int{21: 1, 26: 1, 38: 1}, want: [7]perks.ID{20, 28, 55, 32, 13, 29, 36}, rngAfter: 2919354077},
		{seed: 31337, unlock: 49, players: 4, weapon: 1, perks: map[perks.ID]int{43: 1, 21: 1, 36: 1}, want: [7]perks.ID{22, 51, 38, 13, 12, 56, 25}, rngAfter: 1682617254},
	}
	for _, c := range cases {
		w := newPerkTestWorld(c.seed, c.players, c.unlock)
		for i := range c.players {
			w.Players[i].WeaponID = c.weapon
			for id, n := range c.perks {
				w.Players[i].PerkCounts[id] = n
			}
		}
		got := w.perkGenerateChoices(&w.Players[0], GameModeSurvival, c.players)
		if got != c.want || w.Rng.State != c.rngAfter {
			t.Errorf("seed %d: choices %v rng %d, want %v rng %d", c.seed, got, w.Rng.State, c.want, c.rngAfter)
		}
	}
}

func TestPerkSelectionVisibleCountFollowsExpertAndMaster(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	w.Perks.PendingCount = 1
	var out [perkChoiceSlots]int
	if n := w.perkSelectionCurrentChoices(&out); n != 5 {
		t.Fatalf("visible %d, want 5", n)
	}
	// The list is cached until it is dirty: a second query draws nothing.
	state := w.Rng.State
	w.Players[0].PerkCounts[perks.PerkExpert] = 1
	if n := w.perkSelectionCurrentChoices(&out); n != 6 || w.Rng.State != state {
		t.Fatalf("visible %d rng moved %v, want 6 and no draw", n, w.Rng.State != state)
	}
	want := [7]int{8, 53, 18, 22, 4, 2, 0}
	if out != want {
		t.Fatalf("choices %v, want %v", out, want)
	}
	w.Players[0].PerkCounts[perks.PerkMaster] = 1
	if n := w.perkSelectionCurrentChoices(&out); n != 7 {
		t.Fatalf("visible %d, want 7", n)
	}
}

// perk_selection_pick on a pending Instant Winner (port test_perk_selection.py).
func TestPerkSelectionPickAppliesAndMarksDirty(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	w.Perks.PendingCount = 1
	w.Perks.Choices[0] = perks.InstantWinner
	w.Perks.ChoiceCount = perkChoiceSlots
	w.Perks.ChoicesDirty = false
	id, ok := w.perkSelectionPick(0, 0)
	if !ok || perks.ID(id) != perks.InstantWinner {
		t.Fatalf("picked %d %v", id, ok)
	}
	if w.Perks.PendingCount != 0 || !w.Perks.ChoicesDirty || w.Players[0].PerkCounts[perks.InstantWinner] != 1 || w.Players[0].Experience != 2500 {
		t.Fatalf("after pick: %+v xp %d", w.Perks.PendingCount, w.Players[0].Experience)
	}
	if _, ok := w.perkSelectionPick(0, 0); ok {
		t.Fatal("pick with nothing pending succeeded")
	}
}

func TestPerksRebuildAvailableByUnlockIndex(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	w.perksRebuildAvailable()
	if !w.Perks.Available[perks.BonusMagnet] || w.Perks.Available[perks.UraniumFilledBullets] || w.Perks.Available[perks.Antiperk] {
		t.Fatal("unlock 0: base perks wrong")
	}
	for _, id := range perkAlwaysAvailable {
		if !w.Perks.Available[id] {
			t.Fatalf("perk %d not always available", id)
		}
	}
	// Quest 1.3 (unlock index 3) unlocks Uranium Filled Bullets.
	w.Config.Status.QuestUnlockIndex = 3
	w.perksRebuildAvailable()
	if !w.Perks.Available[perks.UraniumFilledBullets] || w.Perks.Available[perks.Doctor] {
		t.Fatal("unlock 3: Uranium Filled Bullets only")
	}
}

type perkApplyPlayer struct {
	health       float64
	xp, level    int
	weapon, clip int
	ammo         float64
}

// perk_apply on two players (health 80/50, weapons 2/3, player 0 with 1234 xp and two
// Regeneration) from the reference port, printed by testdata/gen_perk_apply.py (health stored as
// float32 at every write, as the game does: refrun's f32-health wrappers).
func TestPerkApplyMatchesReference(t *testing.T) {
	cases := []struct {
		perk         perks.ID
		seed         uint32
		preserveBugs bool
		rng          uint32
		pending      int
		p0, p1       perkApplyPlayer
		regen        int
	}{
		{perk: 15, seed: 7, preserveBugs: false, rng: 4029102, pending: 1, p0: perkApplyPlayer{-1.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 16, seed: 7, preserveBugs: false, rng: 3144650392, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 3, 12, 12.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 24, seed: 7, preserveBugs: false, rng: 7, pending: 4, p0: perkApplyPlayer{0.10000000149011612, 1234, 4, 2, 25, 25.0}, p1: perkApplyPlayer{0.10000000149011612, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 8, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{-1.0, 1456, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 12, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 31, 31.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 15, 15.0}, regen: 2},
		{perk: 48, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 27, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 14, 12.0}, regen: 2},
		{perk: 33, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{53.33333206176758, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{33.33333206176758, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 47, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{100.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{100.0, 0, 1, 3, 12, 12.0}, regen: 0},
		{perk: 7, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 3734, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 46, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{26.66666603088379, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{16.66666603088379, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 10, seed: 7, preserveBugs: false, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 15, seed: 2024, preserveBugs: false, rng: 435693323, pending: 1, p0: perkApplyPlayer{80.0, 11234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 16, seed: 2024, preserveBugs: false, rng: 2308007389, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 8, 30, 30.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 24, seed: 2024, preserveBugs: false, rng: 2024, pending: 4, p0: perkApplyPlayer{0.10000000149011612, 1234, 4, 2, 25, 25.0}, p1: perkApplyPlayer{0.10000000149011612, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 8, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{-1.0, 1456, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 12, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 31, 31.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 15, 15.0}, regen: 2},
		{perk: 48, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 27, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 14, 12.0}, regen: 2},
		{perk: 33, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{53.33333206176758, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{33.33333206176758, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 47, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{100.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{100.0, 0, 1, 3, 12, 12.0}, regen: 0},
		{perk: 7, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 3734, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 46, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{26.66666603088379, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{16.66666603088379, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 10, seed: 2024, preserveBugs: false, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 15, seed: 7, preserveBugs: true, rng: 4029102, pending: 1, p0: perkApplyPlayer{-1.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 16, seed: 7, preserveBugs: true, rng: 3144650392, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 3, 12, 12.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 24, seed: 7, preserveBugs: true, rng: 7, pending: 4, p0: perkApplyPlayer{0.10000000149011612, 1234, 4, 2, 25, 25.0}, p1: perkApplyPlayer{0.10000000149011612, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 8, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{-1.0, 1456, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 12, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 31, 31.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 15, 15.0}, regen: 2},
		{perk: 48, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 27, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 14, 12.0}, regen: 2},
		{perk: 33, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{53.33333206176758, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{33.33333206176758, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 47, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{100.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{100.0, 0, 1, 3, 12, 12.0}, regen: 0},
		{perk: 7, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 3734, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 46, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{26.66666603088379, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{16.66666603088379, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 10, seed: 7, preserveBugs: true, rng: 7, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 15, seed: 2024, preserveBugs: true, rng: 435693323, pending: 1, p0: perkApplyPlayer{80.0, 11234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 16, seed: 2024, preserveBugs: true, rng: 2308007389, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 8, 30, 30.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 24, seed: 2024, preserveBugs: true, rng: 2024, pending: 4, p0: perkApplyPlayer{0.10000000149011612, 1234, 4, 2, 25, 25.0}, p1: perkApplyPlayer{0.10000000149011612, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 8, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{-1.0, 1456, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 12, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 31, 31.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 15, 15.0}, regen: 2},
		{perk: 48, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 27, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 14, 12.0}, regen: 2},
		{perk: 33, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{53.33333206176758, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{33.33333206176758, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 47, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{100.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{100.0, 0, 1, 3, 12, 12.0}, regen: 0},
		{perk: 7, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 3734, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 46, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{26.66666603088379, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{16.66666603088379, 0, 1, 3, 12, 12.0}, regen: 2},
		{perk: 10, seed: 2024, preserveBugs: true, rng: 2024, pending: 1, p0: perkApplyPlayer{80.0, 1234, 1, 2, 25, 25.0}, p1: perkApplyPlayer{50.0, 0, 1, 3, 12, 12.0}, regen: 2},
	}
	for _, c := range cases {
		w := newPerkTestWorld(c.seed, 2, 10)
		w.Config.PreserveBugs = c.preserveBugs
		w.Players[0].Health = 80
		w.Players[1].Health = 50
		w.Players[0].Experience = 1234
		weaponAssignPlayerNoStatus(&w.Players[0], 2)
		weaponAssignPlayerNoStatus(&w.Players[1], 3)
		w.Players[0].PerkCounts[perks.Regeneration] = 2
		w.Perks.PendingCount = 1
		w.perkApply(c.perk, 1.0/60)
		got := func(p *Player) perkApplyPlayer {
			return perkApplyPlayer{float64(p.Health), p.Experience, p.Level, p.WeaponID, p.ClipSize, p.Ammo}
		}
		if w.Rng.State != c.rng || w.Perks.PendingCount != c.pending || got(&w.Players[0]) != c.p0 ||
			got(&w.Players[1]) != c.p1 || w.Players[1].PerkCounts[perks.Regeneration] != c.regen {
			t.Errorf("perk %d seed %d bugs %v: rng %d pending %d p0 %+v p1 %+v regen %d", c.perk, c.seed, c.preserveBugs,
				w.Rng.State, w.Perks.PendingCount, got(&w.Players[0]), got(&w.Players[1]), w.Players[1].PerkCounts[perks.Regeneration])
		}
		if w.Players[1].PerkCounts[c.perk] != w.Players[0].PerkCounts[c.perk] {
			t.Errorf("perk %d: counts not shared", c.perk)
		}
	}
}

// perk_auto_pick resolving three pending perks on a fresh Survival state (reference port).
func TestPerkAutoPickMatchesReference(t *testing.T) {
	for _, c := range []struct {
		seed  uint32
		picks []perks.ID
		rng   uint32
	}{{17, []perks.ID{4, 25, 26}, 4202914368}, {18, []perks.ID{17, 16, 56}, 730064559}} {
		w := newPerkTestWorld(c.seed, 1, 0)
		w.Players[0].Pos = Vec2{500, 500}
		w.Perks.PendingCount = 3
		w.perkAutoPick(GameModeSurvival, 1, 0)
		for _, id := range c.picks {
			if w.Players[0].PerkCounts[id] != 1 {
				t.Errorf("seed %d: perk %d not taken", c.seed, id)
			}
		}
		if w.Rng.State != c.rng || w.Perks.PendingCount != 0 {
			t.Errorf("seed %d: rng %d pending %d", c.seed, w.Rng.State, w.Perks.PendingCount)
		}
	}
}
