package sim

import (
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

type bonusDrop struct {
	id     bonuses.ID
	amount int
}

// Three kills in a row at pos, pos+40, pos+80 (x) on a Survival world with quest unlock 20 and
// one player at (300, 400); expected slots, pool contents and rng state from the reference
// port's BonusPool.try_spawn_on_kill.
func TestBonusTrySpawnOnKillMatchesReference(t *testing.T) {
	cases := []struct {
		seed                                     uint32
		weapon                                   int
		preserveBugs, magnet, usage, preexisting bool
		pos                                      Vec2
		slots                                    [3]int
		entries                                  []bonusDrop
		rng                                      uint32
	}{
		{seed: 7919, weapon: 2, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{117.0, 203.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 1845242912},
		{seed: 15838, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{134.0, 206.0}, slots: [3]int{-1, -1, 0}, entries: []bonusDrop{{10, 7}}, rng: 1661998082},
		{seed: 23757, weapon: 1, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{151.0, 209.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 9}}, rng: 4189754480},
		{seed: 31676, weapon: 1, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{168.0, 212.0}, slots: [3]int{0, 1, -1}, entries: []bonusDrop{{14, 4}, {3, 12}}, rng: 275322027},
		{seed: 39595, weapon: 2, preserveBugs: true, magnet: false, usage: true, preexisting: false, pos: Vec2{185.0, 215.0}, slots: [3]int{-1, -1, 0}, entries: []bonusDrop{{10, 7}}, rng: 3915415775},
		{seed: 47514, weapon: 8, preserveBugs: false, magnet: true, usage: false, preexisting: false, pos: Vec2{202.0, 218.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 357076200},
		{seed: 55433, weapon: 1, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{219.0, 200.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 1419434224},
		{seed: 63352, weapon: 1, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{236.0, 203.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{3, 8}}, rng: 1223782842},
		{seed: 71271, weapon: 2, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{253.0, 206.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{13, 8}}, rng: 2296522925},
		{seed: 79190, weapon: 8, preserveBugs: true, magnet: false, usage: false, preexisting: false, pos: Vec2{270.0, 209.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 3778052931},
		{seed: 87109, weapon: 1, preserveBugs: false, magnet: false, usage: true, preexisting: false, pos: Vec2{287.0, 212.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{3, 21}}, rng: 1745701931},
		{seed: 95028, weapon: 1, preserveBugs: false, magnet: true, usage: false, preexisting: false, pos: Vec2{304.0, 215.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 9}}, rng: 530693185},
		{seed: 102947, weapon: 2, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{321.0, 218.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 2990667172},
		{seed: 110866, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{338.0, 200.0}, slots: [3]int{-1, -1, 0}, entries: []bonusDrop{{8, 1}}, rng: 2085734262},
		{seed: 118785, weapon: 1, preserveBugs: true, magnet: true, usage: true, preexisting: false, pos: Vec2{355.0, 203.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 2827068752},
		{seed: 126704, weapon: 1, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{372.0, 206.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 3}}, rng: 2727200493},
		{seed: 134623, weapon: 2, preserveBugs: false, magnet: false, usage: true, preexisting: false, pos: Vec2{389.0, 209.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{4, 10}}, rng: 2870939082},
		{seed: 142542, weapon: 8, preserveBugs: false, magnet: true, usage: false, preexisting: false, pos: Vec2{406.0, 212.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 3819895804},
		{seed: 150461, weapon: 1, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{423.0, 215.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 2376821241},
		{seed: 158380, weapon: 1, preserveBugs: true, magnet: false, usage: false, preexisting: false, pos: Vec2{440.0, 218.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 11}}, rng: 22547431},
		{seed: 166299, weapon: 2, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{457.0, 200.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{11, 5}}, rng: 165616512},
		{seed: 174218, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{474.0, 203.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 628509895},
		{seed: 182137, weapon: 1, preserveBugs: false, magnet: false, usage: true, preexisting: false, pos: Vec2{491.0, 206.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 2365201022},
		{seed: 190056, weapon: 1, preserveBugs: false, magnet: true, usage: false, preexisting: false, pos: Vec2{508.0, 209.0}, slots: [3]int{0, -1, 1}, entries: []bonusDrop{{3, 12}, {12, 10}}, rng: 1090255886},
		{seed: 197975, weapon: 2, preserveBugs: true, magnet: false, usage: true, preexisting: true, pos: Vec2{525.0, 212.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 4136091432},
		{seed: 205894, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{542.0, 215.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 2441973747},
		{seed: 213813, weapon: 1, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{559.0, 218.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 12}}, rng: 3512329422},
		{seed: 221732, weapon: 1, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{576.0, 200.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 21}}, rng: 3058461674},
		{seed: 229651, weapon: 2, preserveBugs: false, magnet: false, usage: true, preexisting: false, pos: Vec2{593.0, 203.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 1654587988},
		{seed: 237570, weapon: 8, preserveBugs: true, magnet: true, usage: false, preexisting: false, pos: Vec2{610.0, 206.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 2987748112},
		{seed: 245489, weapon: 1, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{627.0, 209.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 922334336},
		{seed: 253408, weapon: 1, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{644.0, 212.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 9}}, rng: 3004074602},
		{seed: 261327, weapon: 2, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{661.0, 215.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 632227541},
		{seed: 269246, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{678.0, 218.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 1773934155},
		{seed: 277165, weapon: 1, preserveBugs: true, magnet: false, usage: true, preexisting: false, pos: Vec2{695.0, 200.0}, slots: [3]int{0, -1, -1}, entries: []bonusDrop{{3, 11}}, rng: 2302391165},
		{seed: 285084, weapon: 1, preserveBugs: false, magnet: true, usage: false, preexisting: false, pos: Vec2{712.0, 203.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{3, 7}}, rng: 2290552296},
		{seed: 293003, weapon: 2, preserveBugs: false, magnet: false, usage: true, preexisting: true, pos: Vec2{729.0, 206.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{{3, 5}}, rng: 986548396},
		{seed: 300922, weapon: 8, preserveBugs: false, magnet: false, usage: false, preexisting: false, pos: Vec2{746.0, 209.0}, slots: [3]int{-1, -1, -1}, entries: []bonusDrop{}, rng: 3587398007},
		{seed: 308841, weapon: 1, preserveBugs: false, magnet: true, usage: true, preexisting: false, pos: Vec2{763.0, 212.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{3, 6}}, rng: 3260980270},
		{seed: 316760, weapon: 1, preserveBugs: true, magnet: false, usage: false, preexisting: false, pos: Vec2{780.0, 215.0}, slots: [3]int{-1, 0, -1}, entries: []bonusDrop{{3, 6}}, rng: 3021342453},
	}
	for _, c := range cases {
		w := newPerkTestWorld(c.seed, 1, 20)
		w.Config.PreserveBugs = c.preserveBugs
		if c.usage {
			for i := 1; i < 53; i += 3 {
				w.Config.Status.WeaponUsageCounts[i] = 5
			}
		}
		p := &w.Players[0]
		p.Pos = Vec2{300, 400}
		weaponAssignPlayerNoStatus(p, c.weapon)
		if c.magnet {
			p.PerkCounts[perks.BonusMagnet] = 1
		}
		if c.preexisting {
			w.bonusSpawnAt(Vec2{c.pos.X + 10, c.pos.Y}, bonuses.Weapon, 5, worldSize, worldSize)
		}
		var slots [3]int
		for k := range 3 {
			slots[k] = w.bonusTrySpawnOnKill(Vec2{c.pos.X + float64(k)*40, c.pos.Y}, worldSize, worldSize)
		}
		var got []bonusDrop
		for i := range w.Bonuses.Entries {
			if e := &w.Bonuses.Entries[i]; e.BonusID != 0 {
				got = append(got, bonusDrop{e.BonusID, e.Amount})
			}
		}
		if slots != c.slots || w.Rng.State != c.rng || !equalDrops(got, c.entries) {
			t.Errorf("seed %d: slots %v entries %v rng %d; want %v %v %d", c.seed, slots, got, w.Rng.State, c.slots, c.entries, c.rng)
		}
	}
}

func equalDrops(a, b []bonusDrop) bool {
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

func TestBonusSpawnAtClampsAndRejects(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	slot := w.bonusSpawnAt(Vec2{5, 2000}, bonuses.Nuke, -1, worldSize, worldSize)
	if slot != 0 {
		t.Fatalf("slot %d", slot)
	}
	e := w.Bonuses.Entries[0]
	if e.Pos != (Vec2{32, 992}) || e.Amount != 1 || e.TimeLeft != 10 || e.TimeMax != 10 {
		t.Fatalf("entry %+v", e)
	}
	w.Config.GameMode = GameModeRush
	if w.bonusSpawnAt(Vec2{500, 500}, bonuses.Nuke, -1, worldSize, worldSize) != -1 {
		t.Fatal("Rush spawned a bonus")
	}
}
