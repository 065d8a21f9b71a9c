package quest

import "crdplayer/sim/creatures"

// Tier 3 builders (the port's quests/tier3.py). Each names the native function it models.

// sideOf is edge wave%5 of the tier-3 wave cycles: right, left, bottom, top; ok false for the
// fifth wave, which has its own spawns.
func sideOf(e sides, wave int) (p point, ok bool) {
	switch wave % 5 {
	case 0:
		return e.right, true
	case 1:
		return e.left, true
	case 2:
		return e.bottom, true
	case 3:
		return e.top, true
	}
	return point{}, false
}

// theBlighting is quest_build_the_blighting (3.1): fast red aliens from the sides, four fast
// nests in the corners, and blue waves of twelve cycling round the edges.
func theBlighting(t *table) {
	e, wide := edges(64), edges(128)
	t.at(wide.right, creatures.SpawnAlienConstRedFast2B, 1500, 2)
	t.at(wide.left, creatures.SpawnAlienConstRedFast2B, 1500, 2)
	t.add(896, 128, creatures.SpawnAlienSpawnerChild1DFast07, 2000, 1)
	t.add(128, 128, creatures.SpawnAlienSpawnerChild1DFast07, 2000, 1)
	t.add(128, 896, creatures.SpawnAlienSpawnerChild1DFast07, 2000, 1)
	t.add(896, 896, creatures.SpawnAlienSpawnerChild1DFast07, 2000, 1)
	trigger := 4000
	for wave := 0; wave < 8; wave++ {
		switch wave {
		case 2, 4:
			t.at(wide.left, creatures.SpawnAlienConstRedFast2B, trigger, 4)
		case 3, 5:
			t.at(wide.right, creatures.SpawnAlienConstRedFast2B, trigger, 4)
		}
		id := creatures.SpawnAI1AlienBlueTint1A
		if wave%2 == 1 {
			id = creatures.SpawnAI1LizardBlueTint1C
		}
		if p, ok := sideOf(e, wave); ok {
			t.at(p, id, trigger, 12)
			trigger += 15000
		}
		trigger += 1000
	}
}

// lizardKings is quest_build_lizard_kings (3.2): three lizard chains, then 28 lizards round a
// circle of radius 256, 0.9 s apart, each headed at minus its angle.
func lizardKings(t *table) {
	t.add(1152, 512, creatures.SpawnFormationChainLizard4_11, 1500, 1)
	t.add(-128, 512, creatures.SpawnFormationChainLizard4_11, 1500, 1)
	t.add(1152, 896, creatures.SpawnFormationChainLizard4_11, 1500, 1)
	trigger := 1500
	ring(256, 28, 0.34906587, 0, func(p point, angle float64) {
		t.headed(p, -angle, creatures.SpawnLizardRandom31, trigger, 1)
		trigger += 900
	})
}

// theKilling is quest_build_the_killing (3.3): ten waves 6 s apart cycling blue aliens, spiders
// and lizards round the edges, every fifth wave three fast nests at random places instead.
// Each wave draws twice (discarded); each nest then draws its y, then its x (rand % 768 + 128).
func theKilling(t *table) {
	e := edges(64)
	ids := [3]int{creatures.SpawnAI1AlienBlueTint1A, creatures.SpawnAI1SpiderSP1BlueTint1B, creatures.SpawnAI1LizardBlueTint1C}
	trigger := 2000
	for wave := 0; wave < 10; wave++ {
		t.rng.Rand()
		t.rng.Rand()
		if p, ok := sideOf(e, wave); ok {
			t.at(p, ids[wave%3], trigger, 12)
		} else {
			for offset := 0; offset <= 2000; offset += 1000 {
				y := t.rng.Rand()%0x300 + 0x80
				x := t.rng.Rand()%0x300 + 0x80
				t.add(float64(x), float64(y), creatures.SpawnAlienSpawnerChild1DFast07, trigger+offset, 3)
			}
		}
		trigger += 6000
	}
}

// hiddenEvil is quest_build_hidden_evil (3.4): five ghost waves from the bottom.
var hiddenEvil = []Entry{
	{X: 512, Y: 1088, SpawnID: creatures.SpawnAlienConstPurpleGhost21, TriggerMs: 500, Count: 50},
	{X: 512, Y: 1088, SpawnID: creatures.SpawnAlienConstGreenGhost22, TriggerMs: 15000, Count: 30},
	{X: 512, Y: 1088, SpawnID: creatures.SpawnAlienConstGreenGhostSmall23, TriggerMs: 25000, Count: 20},
	{X: 512, Y: 1088, SpawnID: creatures.SpawnAlienConstGreenGhostSmall23, TriggerMs: 30000, Count: 30},
	{X: 512, Y: 1088, SpawnID: creatures.SpawnAlienConstGreenGhost22, TriggerMs: 35000, Count: 30},
}

// surroundedByReptiles is quest_build_surrounded_by_reptiles (3.5): slow lizard nests in pairs
// down the left and right of a square, then along its top and bottom, 102.4 pixels apart.
func surroundedByReptiles(t *table) {
	trigger := 1000
	for i := 0; i < 5; i++ {
		y := 256 + float64(102.4*float64(i))
		t.add(256, y, creatures.SpawnAlienSpawnerChild31Slow0D, trigger, 1)
		t.add(768, y, creatures.SpawnAlienSpawnerChild31Slow0D, trigger, 1)
		trigger += 800
	}
	trigger = 8000
	for i := 0; i < 5; i++ {
		x := 256 + float64(102.4*float64(i))
		t.add(x, 256, creatures.SpawnAlienSpawnerChild31Slow0D, trigger, 1)
		t.add(x, 768, creatures.SpawnAlienSpawnerChild31Slow0D, trigger, 1)
		trigger += 800
	}
}

// theLizquidation is quest_build_the_lizquidation (3.6): lizard waves from both sides every
// 8 s, 6 to 15 each, and two fast red aliens (written in wave 4, due at 1.5 s).
func theLizquidation(t *table) {
	e := edges(64)
	trigger := 1500
	for wave := 0; wave < 10; wave++ {
		t.at(e.right, creatures.SpawnLizardRandom2E, trigger, wave+6)
		t.at(e.left, creatures.SpawnLizardRandom2E, trigger, wave+6)
		if wave == 4 {
			t.add(worldSize+128, e.right.y, creatures.SpawnAlienConstRedFast2B, 1500, 2)
		}
		trigger += 8000
	}
}

// spidersInc is quest_build_spiders_inc (3.7): timer spiders from the top and bottom every 6 s,
// growing by one every second wave.
func spidersInc(t *table) {
	e := edges(64)
	t.at(e.bottom, creatures.SpawnSpiderSP1AI7Timer38, 500, 1)
	t.add(center+64, e.bottom.y, creatures.SpawnSpiderSP1AI7Timer38, 500, 1)
	t.at(e.top, creatures.SpawnSpiderSP1ConstBlue40, 500, 4)
	wave := 0
	for trigger := 17000; trigger < 107000; trigger += 6000 {
		count := wave/2 + 3
		t.at(e.bottom, creatures.SpawnSpiderSP1AI7Timer38, trigger, count)
		t.at(e.top, creatures.SpawnSpiderSP1AI7Timer38, trigger, count)
		wave++
	}
}

// lizardRaze is quest_build_lizard_raze (3.8): six lizards from each side every 6 s, and three
// fast lizard nests on the left at 10 s.
func lizardRaze(t *table) {
	e := edges(64)
	for trigger := 1500; trigger < 91500; trigger += 6000 {
		t.at(e.right, creatures.SpawnLizardRandom2E, trigger, 6)
		t.at(e.left, creatures.SpawnLizardRandom2E, trigger, 6)
	}
	t.add(128, 256, creatures.SpawnAlienSpawnerChild31Fast0C, 10000, 1)
	t.add(128, 384, creatures.SpawnAlienSpawnerChild31Fast0C, 10000, 1)
	t.add(128, 512, creatures.SpawnAlienSpawnerChild31Fast0C, 10000, 1)
}

// dejaVu is quest_build_deja_vu (3.9): 18 spokes of four slow lizard nests at a random angle
// each (one draw per spoke), ever closer together in time.
func dejaVu(t *table) {
	trigger := 2000
	for step := 2000; step > 560; step -= 0x50 {
		spoke(t.randomAngle(), func(p point) {
			t.at(p, creatures.SpawnAlienSpawnerChild31Slow0D, trigger, 1)
		})
		trigger += step
	}
}

// zombieMasters is quest_build_zombie_masters (3.10): four zombie boss nests, two of them one
// per player.
func zombieMasters(t *table) {
	t.add(256, 256, creatures.SpawnZombieBossSpawner00, 1000, t.players)
	t.add(512, 256, creatures.SpawnZombieBossSpawner00, 6000, 1)
	t.add(768, 256, creatures.SpawnZombieBossSpawner00, 14000, t.players)
	t.add(768, 768, creatures.SpawnZombieBossSpawner00, 18000, 1)
}
