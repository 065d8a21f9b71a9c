package quest

import "crdplayer/sim/creatures"

// Tier 2 builders (the port's quests/tier2.py). Each names the native function it models.

// everredPastures is quest_build_everred_pastures (2.1): eight waves of four spider kinds, one
// per edge, wave w of size w; blue-tinted spiders at the top and bottom at 40.5 s.
func everredPastures(t *table) {
	e := edges(64)
	for wave := 1; wave <= 8; wave++ {
		trigger := (wave-1)*13000 + 1500
		t.at(e.right, creatures.SpawnSpiderSP1Random32, trigger, wave)
		t.at(e.left, creatures.SpawnSpiderSP1RandomRed33, trigger, wave)
		t.at(e.bottom, creatures.SpawnSpiderSP1RandomGreen34, trigger, wave)
		t.at(e.top, creatures.SpawnSpiderSP2Random35, trigger, wave)
		if wave == 4 {
			t.at(e.top, creatures.SpawnAI1SpiderSP1BlueTint1B, 40500, 8)
			t.at(e.bottom, creatures.SpawnAI1SpiderSP1BlueTint1B, 40500, 8)
		}
	}
}

// spiderSpawns is quest_build_spider_spawns (2.2): nests in the corners and the middle, and
// timer spiders from the sides.
var spiderSpawns = []Entry{
	{X: 128, Y: 128, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 1500, Count: 1},
	{X: 896, Y: 896, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 1500, Count: 1},
	{X: 896, Y: 128, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 1500, Count: 1},
	{X: 128, Y: 896, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 1500, Count: 1},
	{X: -64, Y: 512, SpawnID: creatures.SpawnSpiderSP1AI7Timer38, TriggerMs: 3000, Count: 2},
	{X: 512, Y: 512, SpawnID: creatures.SpawnAlienSpawnerChild32Slow0A, TriggerMs: 18000, Count: 1},
	{X: 448, Y: 448, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 20500, Count: 1},
	{X: 576, Y: 448, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 26000, Count: 1},
	{X: 1088, Y: 512, SpawnID: creatures.SpawnSpiderSP1AI7Timer38, TriggerMs: 21000, Count: 2},
	{X: 576, Y: 576, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 31500, Count: 1},
	{X: 448, Y: 576, SpawnID: creatures.SpawnAlienSpawnerChild32Fast10, TriggerMs: 22000, Count: 1},
}

// arachnoidFarm is quest_build_arachnoid_farm (2.3): two rows of players+4 slow nests 102.4
// pixels apart, then a middle row of players+7 fast nests 64 apart, 3.5 s between them.
func arachnoidFarm(t *table) {
	row := func(y, dx float64, n, spawnID, trigger, every int) {
		for i := 0; i < n; i++ {
			t.add(256+float64(dx*float64(i)), y, spawnID, trigger, 1)
			trigger += every
		}
	}
	row(256, 102.4, t.players+4, creatures.SpawnAlienSpawnerChild32Slow0A, 500, 500)
	row(768, 102.4, t.players+4, creatures.SpawnAlienSpawnerChild32Slow0A, 10500, 500)
	row(512, 64, t.players+7, creatures.SpawnAlienSpawnerChild32Fast10, 40500, 3500)
}

// twoFronts is quest_build_two_fronts (2.4): blue aliens from the right every 2 s and blue
// spiders from the left, nests at waves 10, 20 and 30.
func twoFronts(t *table) {
	e := edges(64)
	for wave := 0; wave < 40; wave++ {
		t.at(e.right, creatures.SpawnAI1AlienBlueTint1A, wave*2000+1000, 1)
		t.at(e.left, creatures.SpawnAI1SpiderSP1BlueTint1B, (wave*5+5)*400, 1)
		switch wave {
		case 10, 20:
			trigger := wave*2000 + 2500
			t.add(256, 256, creatures.SpawnAlienSpawnerChild32Slow0A, trigger, 1)
			t.add(768, 768, creatures.SpawnAlienSpawnerChild1DFast07, trigger, 1)
		case 30:
			t.add(768, 256, creatures.SpawnAlienSpawnerChild32Slow0A, 62500, 1)
			t.add(256, 768, creatures.SpawnAlienSpawnerChild1DFast07, 62500, 1)
		}
	}
}

// sweepStakes is quest_build_sweep_stakes (2.5): 16 spokes of four orbiters at a random angle
// each (one draw per spoke), facing outwards, ever closer together in time.
func sweepStakes(t *table) {
	trigger := 2000
	for step := 2000; step > 720; step -= 0x50 {
		spoke(t.randomAngle(), func(p point) {
			t.headed(p, headingFromCenter(p), creatures.SpawnAlienAI7Orbiter36, trigger, 1)
		})
		trigger += max(step, 600)
	}
}

// evilZombiesAtLarge is quest_build_evil_zombies_at_large (2.6): zombies from all four edges
// every 5.5 s, 4 to 13 per edge.
func evilZombiesAtLarge(t *table) {
	e := edges(64)
	trigger := 1500
	for count := 4; count <= 13; count++ {
		t.onSides([]point{e.right, e.left, e.bottom, e.top}, creatures.SpawnZombieRandom41, trigger, count)
		trigger += 5500
	}
}

// survivalOfTheFastest is quest_build_survival_of_the_fastest (2.7): fast nests along a spiral
// 72 pixels apart, 0.9 s apart in time, then four in the corners.
func survivalOfTheFastest(t *table) {
	trigger := 500
	next := func(x, y float64) {
		t.add(x, y, creatures.SpawnAlienSpawnerChild32Fast10, trigger, 1)
		trigger += 900
	}
	for x := 256; x < 688; x += 72 { // top edge, rightwards
		next(float64(x), 256)
	}
	for y := 256; y < 688; y += 72 { // right edge, down
		next(688, float64(y))
	}
	for x := 688; x > 400; x -= 72 { // bottom edge, leftwards
		next(float64(x), 688)
	}
	for y := 688; y > 400; y -= 72 { // left edge, up
		next(400, float64(y))
	}
	for x := 400; x < 544; x += 72 { // inner turn, rightwards
		next(float64(x), 400)
	}
	t.add(128, 128, creatures.SpawnAlienSpawnerChild32Fast10, 22300, 1)
	t.add(896, 128, creatures.SpawnAlienSpawnerChild1DFast07, 22300, 1)
	t.add(128, 896, creatures.SpawnAlienSpawnerChild1DFast07, 24300, 1)
	t.add(896, 896, creatures.SpawnAlienSpawnerChild32Fast10, 24300, 1)
}

// landOfLizards is quest_build_land_of_lizards (2.8): four ring nests, 10 s apart.
var landOfLizards = []Entry{
	{X: 256, Y: 256, SpawnID: creatures.SpawnAlienSpawnerRing24_0E, TriggerMs: 2000, Count: 1},
	{X: 768, Y: 256, SpawnID: creatures.SpawnAlienSpawnerRing24_0E, TriggerMs: 12000, Count: 1},
	{X: 256, Y: 768, SpawnID: creatures.SpawnAlienSpawnerRing24_0E, TriggerMs: 22000, Count: 1},
	{X: 768, Y: 768, SpawnID: creatures.SpawnAlienSpawnerRing24_0E, TriggerMs: 32000, Count: 1},
}

// ghostPatrols is quest_build_ghost_patrols (2.9): ring formations alternating left and right
// every 2.5 s, fast red aliens, and a bronze grid at 37.5 s.
func ghostPatrols(t *table) {
	e := edges(128)
	t.at(e.right, creatures.SpawnAlienConstRedFast2B, 1500, 2)
	const waves = 12
	trigger := 2500
	for i := 0; i < waves; i++ {
		x := e.left.x
		if i%2 == 1 {
			x = e.right.x
		}
		t.add(x, e.left.y, creatures.SpawnFormationRingAlien5_19, trigger, 1)
		trigger += 2500
	}
	t.add(-264, e.left.y, creatures.SpawnAlienConstRedFast2B, (waves-1)*2500, 1)
	t.at(e.left, creatures.SpawnFormationGridAlienBronze18, (5*waves+15)*500, 1)
}

// spideroids is quest_build_spideroids (2.10): splitter spiders from the sides; hardcore adds
// two at 9 s, and a third comes with two or more players or in hardcore.
func spideroids(t *table) {
	t.add(1088, 512, creatures.SpawnSpiderSP2Splitter01, 1000, 1)
	t.add(-64, 512, creatures.SpawnSpiderSP2Splitter01, 3000, 1)
	t.add(1088, 256, creatures.SpawnSpiderSP2Splitter01, 6000, 1)
	if t.hardcore {
		t.add(1088, 762, creatures.SpawnSpiderSP2Splitter01, 9000, 1)
		t.add(512, 1088, creatures.SpawnSpiderSP2Splitter01, 9000, 1)
	}
	if t.players >= 2 || t.hardcore {
		t.add(-64, 762, creatures.SpawnSpiderSP2Splitter01, 9000, 1)
	}
}
