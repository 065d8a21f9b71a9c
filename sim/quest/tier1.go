package quest

import "crdplayer/sim/creatures"

// Tier 1 builders (the port's quests/tier1.py). Each names the native function it models.

// landHostile is quest_build_land_hostile (1.1): four pale-green waves of growing size.
func landHostile(t *table) {
	e, c := edges(64), cornersAt(64)
	t.at(e.bottom, creatures.SpawnAlienConstPaleGreen26, 500, 1)
	t.at(c.bottomLeft, creatures.SpawnAlienConstPaleGreen26, 2500, 2)
	t.at(c.topLeft, creatures.SpawnAlienConstPaleGreen26, 6500, 3)
	t.at(c.topRight, creatures.SpawnAlienConstPaleGreen26, 11500, 4)
}

// minorAlienBreach is quest_build_minor_alien_breach (1.2): a stream from the right, joined
// from the upper right after wave 6 and the lower left after wave 10, and a brute at 39.6 s.
func minorAlienBreach(t *table) {
	e := edges(64)
	t.add(256, 256, creatures.SpawnAlienConstPaleGreen26, 1000, 2)
	t.add(256, 128, creatures.SpawnAlienConstPaleGreen26, 1700, 2)
	for i := 2; i < 18; i++ {
		trigger := (i*5 - 10) * 720
		t.at(e.right, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
		if i > 6 {
			t.add(e.right.x, center-256, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
		}
		if i == 13 {
			t.at(e.bottom, creatures.SpawnAlienConstGreyBrute29, 39600, 1)
		}
		if i > 10 {
			t.add(e.left.x, center+256, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
		}
	}
}

// targetPractice is quest_build_target_practice (1.3): 30 orbiters at random angles and radii
// about the centre, each facing outwards, ever closer together in time. Draws per entry: the
// angle (rand % 612), then the radius ((rand & 7) + 2) · 32.
func targetPractice(t *table) {
	trigger, step := 2000, 2000
	for {
		angle := t.randomAngle()
		radius := (t.rng.Rand()&7 + 2) * 0x20
		p := polar(angle, float64(radius))
		t.headed(p, headingFromCenter(p), creatures.SpawnAlienAI7Orbiter36, trigger, 1)
		trigger += max(step, 1100)
		step -= 50
		if step <= 500 {
			break
		}
	}
}

// frontlineAssault is quest_build_frontline_assault (1.4): a stream from the bottom, joined by
// the top corners, blue-tinted aliens in waves 5-9 and two brutes at wave 10.
func frontlineAssault(t *table) {
	e, c := edges(64), cornersAt(64)
	step := 2500
	for i := 2; i < 22; i++ {
		id := creatures.SpawnAlienConstPaleGreen26
		if i >= 5 && i < 10 {
			id = creatures.SpawnAI1AlienBlueTint1A
		}
		trigger := i*step - 5000
		t.at(e.bottom, id, trigger, 1)
		if i > 4 {
			t.at(c.topLeft, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
		}
		if i > 10 {
			t.at(c.topRight, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
		}
		if i == 10 {
			burst := (step*5 - 2500) * 2
			t.at(e.right, creatures.SpawnAlienConstGreyBrute29, burst, 1)
			t.at(e.left, creatures.SpawnAlienConstGreyBrute29, burst, 1)
		}
		step = max(step-50, 1800)
	}
}

// alienDens is quest_build_alien_dens (1.5): five slow nests, the centre one per player.
func alienDens(t *table) {
	t.add(256, 256, creatures.SpawnAlienSpawnerChild1DSlow08, 1500, 1)
	t.add(768, 768, creatures.SpawnAlienSpawnerChild1DSlow08, 1500, 1)
	t.add(512, 512, creatures.SpawnAlienSpawnerChild1DSlow08, 23500, t.players)
	t.add(256, 768, creatures.SpawnAlienSpawnerChild1DSlow08, 38500, 1)
	t.add(768, 256, creatures.SpawnAlienSpawnerChild1DSlow08, 38500, 1)
}

// theRandomFactor is quest_build_the_random_factor (1.6): random-alien waves from the right and
// left every 10 s, and, when rand() % 5 == 3 (one draw per wave), brutes from the bottom.
func theRandomFactor(t *table) {
	e := edges(64)
	for trigger := 1500; trigger < 101500; trigger += 10000 {
		t.at(e.right, creatures.SpawnAlienRandom1D, trigger, t.players*2+4)
		t.at(e.left, creatures.SpawnAlienRandom1D, trigger+200, 6)
		if t.rng.Rand()%5 == 3 {
			t.add(center, e.bottom.y, creatures.SpawnAlienConstGreyBrute29, trigger, t.players)
		}
	}
}

// spiderWaveSyndrome is quest_build_spider_wave_syndrome (1.7): spider waves from the left
// every 5.5 s.
func spiderWaveSyndrome(t *table) {
	e := edges(64)
	for trigger := 1500; trigger < 100500; trigger += 5500 {
		t.at(e.left, creatures.SpawnSpiderSP1ConstBlue40, trigger, t.players*2+6)
	}
}

// alienSquads is quest_build_alien_squads (1.8): eight ring formations from off the terrain,
// then single aliens from the top-left and bottom-right corners every 1.8 s.
func alienSquads(t *table) {
	t.fixed([]Entry{
		{X: -256, Y: 256, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 1500, Count: 1},
		{X: -256, Y: 768, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 2500, Count: 1},
		{X: 768, Y: -256, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 5500, Count: 1},
		{X: 768, Y: 1280, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 8500, Count: 1},
		{X: 1280, Y: 1280, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 14500, Count: 1},
		{X: 1280, Y: 768, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 18500, Count: 1},
		{X: -256, Y: 256, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 25000, Count: 1},
		{X: -256, Y: 768, SpawnID: creatures.SpawnFormationRingAlien8_12, TriggerMs: 30000, Count: 1},
	})
	for trigger := 36200; trigger < 83000; trigger += 1800 {
		t.add(-64, -64, creatures.SpawnAlienConstPaleGreen26, trigger-400, 1)
		t.add(worldSize+64, worldSize+64, creatures.SpawnAlienConstPaleGreen26, trigger, 1)
	}
}

// nestingGrounds is quest_build_nesting_grounds (1.9): random-alien waves from the bottom and
// nests in the middle.
func nestingGrounds(t *table) {
	bottom := edges(64).bottom
	n := t.players
	t.at(bottom, creatures.SpawnAlienRandom1D, 1500, n*2+6)
	t.add(256, 256, creatures.SpawnAlienSpawnerChild1DLimited09, 8000, 1)
	t.add(512, 512, creatures.SpawnAlienSpawnerChild1DLimited09, 13000, 1)
	t.add(768, 768, creatures.SpawnAlienSpawnerChild1DLimited09, 18000, 1)
	t.at(bottom, creatures.SpawnAlienRandom1D, 25000, n*2+6)
	t.at(bottom, creatures.SpawnAlienRandom1D, 39000, n*3+3)
	t.add(384, 512, creatures.SpawnAlienSpawnerChild1DLimited09, 41100, 1)
	t.add(640, 512, creatures.SpawnAlienSpawnerChild1DLimited09, 42100, 1)
	t.add(512, 640, creatures.SpawnAlienSpawnerChild1DLimited09, 43100, 1)
	t.add(512, 512, creatures.SpawnAlienSpawnerChild1DSlow08, 44100, 1)
	t.at(bottom, creatures.SpawnAlienRandom1E, 50000, n*2+5)
	t.at(bottom, creatures.SpawnAlienRandom1F, 55000, n*2+2)
}

// eightLeggedTerror is quest_build_8_legged_terror (1.10): a shock boss, then random spiders
// from the four corners every 2.2 s (the left ones one per player).
func eightLeggedTerror(t *table) {
	t.add(worldSize-256, center, creatures.SpawnSpiderSP1ConstShockBoss3A, 1000, 1)
	c := cornersAt(25)
	for trigger := 6000; trigger < 36800; trigger += 2200 {
		t.at(c.topLeft, creatures.SpawnSpiderSP1Random3D, trigger, t.players)
		t.at(c.topRight, creatures.SpawnSpiderSP1Random3D, trigger, 1)
		t.at(c.bottomLeft, creatures.SpawnSpiderSP1Random3D, trigger, t.players)
		t.at(c.bottomRight, creatures.SpawnSpiderSP1Random3D, trigger, 1)
	}
}
