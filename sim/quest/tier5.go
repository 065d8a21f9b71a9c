package quest

import (
	"crdplayer/sim/creatures"
	"math"
)

// Tier 5 builders (the port's quests/tier5.py). Each names the native function it models.

// theBeating is quest_build_the_beating (5.1): a weapon-bonus alien, brutes and columns of
// small green aliens from both sides, then brown aliens from the top and rings from below.
func theBeating(t *table) {
	t.add(256, 256, creatures.SpawnAlienConstWeaponBonus27, 500, 1)
	t.add(worldSize+32, center, creatures.SpawnAlienConstGreyBrute29, 8000, 3)
	for k := 0; k < 8; k++ {
		t.add(float64(worldSize+0x40+k*0x20), center, creatures.SpawnAlienConstGreenSmall25, 10000+k*100, 8)
	}
	t.add(-32, center, creatures.SpawnAlienConstGreyBrute29, 18000, 3)
	for k := 0; k < 8; k++ {
		t.add(float64(-64-k*32), center, creatures.SpawnAlienConstGreenSmall25, 20000+k*100, 8)
	}
	for k := 0; k < 6; k++ {
		t.add(center, float64(-64-k*42), creatures.SpawnAlienConstBrownTransparent0F, 40000+k*100, 4)
	}
	for k := 0; k < 6; k++ {
		t.add(center, float64(worldSize+0x2c+k*0x20), creatures.SpawnFormationRingAlien8_12, 40000+k*100, 2)
	}
}

// theSpankingOfTheDead is quest_build_the_spanking_of_the_dead (5.2): two weapon-bonus aliens,
// 128 zombies along an inward spiral (angle k/3, radius 512 − 3.8k) 0.3 s apart, each headed
// at its angle, then two grey zombie hordes.
func theSpankingOfTheDead(t *table) {
	t.add(256, 512, creatures.SpawnAlienConstWeaponBonus27, 500, 1)
	t.add(768, 512, creatures.SpawnAlienConstWeaponBonus27, 500, 1)
	k := 0
	for trigger := 5000; trigger < 0xa988; trigger += 300 {
		angle := float64(k) * 0.33333334
		radius := 512.0 - float64(float64(k)*3.8)
		t.headed(polar(angle, radius), angle, creatures.SpawnZombieRandom41, trigger, 1)
		k++
	}
	t.add(1280, 512, creatures.SpawnZombieConstGrey42, k*300+10000, 16)
	t.add(-256, 512, creatures.SpawnZombieConstGrey42, k*300+20000, 16)
}

// theFortress is quest_build_the_fortress (5.3): spiders from the left, a column of limited
// nests, then a grid of slow nests with two gaps in its first row.
func theFortress(t *table) {
	t.add(-50, center, creatures.SpawnSpiderSP1ConstBlue40, 100, 6)
	ySeed := 0x200
	for trigger := 1100; trigger < 0x14b4; trigger += 600 {
		t.add(768, float64(float64(ySeed)*0.125)+256, creatures.SpawnAlienSpawnerChild1DLimited09, trigger, 1)
		ySeed += 0x200
	}
	written := 8 // the entries the port counts as written before the grid
	for xSeed := 0x180; xSeed < 0x901; xSeed += 0x180 {
		trigger := written*600 + 0x157c
		for row := 1; row <= 6; row++ {
			if row == 1 && (xSeed == 0x480 || xSeed == 0x600) {
				continue
			}
			x := float64(float64(xSeed)*0.16666667) + 256
			y := 512 - float64(float64(row*0x180)*0.16666667)
			t.add(x, y, creatures.SpawnAlienSpawnerChild32Slow0A, trigger, 1)
			trigger += 600
			written++
		}
	}
}

// theGangWars is quest_build_the_gang_wars (5.4): ring formations from the right every 4 s,
// an alien chain from below, then rings from the left and three more chains.
func theGangWars(t *table) {
	t.add(-150, center, creatures.SpawnFormationRingAlien8_12, 100, 1)
	t.add(1174, center, creatures.SpawnFormationRingAlien8_12, 2500, 1)
	for k := 0; k < 10; k++ {
		t.add(1174, center, creatures.SpawnFormationRingAlien8_12, 5500+k*4000, 2)
	}
	t.add(512, 1152, creatures.SpawnFormationChainAlien10_13, 50500, 1)
	for trigger := 59500; trigger < 0x184ac; trigger += 4000 {
		t.add(-150, center, creatures.SpawnFormationRingAlien8_12, trigger, 2)
	}
	t.add(512, 1152, creatures.SpawnFormationChainAlien10_13, 107500, 3)
}

// kneeDeepInTheDead is quest_build_knee_deep_in_the_dead (5.5): a zombie stream from the left
// every 1.5 s with a green brute every eighth wave, joined by more rows as time passes.
func kneeDeepInTheDead(t *table) {
	const x = -50
	t.add(x, center, creatures.SpawnZombieConstGreenBrute43, 100, 1)
	wave := 0
	for trigger := 500; trigger < 0x178f4; trigger += 0x5dc {
		if wave%8 == 0 {
			t.add(x, center, creatures.SpawnZombieConstGreenBrute43, trigger-2, 1)
		}
		count := 1
		if wave > 0x20 {
			count = 2
		}
		t.add(x, center, creatures.SpawnZombieRandom41, trigger, count)
		if trigger > 0x30d4 {
			t.add(x, center+158, creatures.SpawnZombieRandom41, trigger+500, 1)
		}
		if trigger > 0x5fb4 {
			t.add(x, center-158, creatures.SpawnZombieRandom41, trigger+1000, 1)
		}
		if trigger > 0x8e94 {
			t.add(x, center-258, creatures.SpawnZombieConstGrey42, trigger+0x514, 1)
		}
		if trigger > 0xbd74 {
			t.add(x, center+258, creatures.SpawnZombieConstGrey42, trigger+300, 1)
		}
		wave++
	}
}

// crossFire is quest_build_cross_fire (5.6): spiders from both sides, ranged spiders from the
// left, two splitters in the middle.
var crossFire = []Entry{
	{X: 1074, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstBlue40, TriggerMs: 100, Count: 6},
	{X: -40, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 5500, Count: 4},
	{X: -40, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 15500, Count: 6},
	{X: 512, Y: 512, SpawnID: creatures.SpawnSpiderSP2Splitter01, TriggerMs: 18500, Count: 2},
	{X: -100, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 25500, Count: 8},
	{X: 512, Y: 1152, SpawnID: creatures.SpawnSpiderSP1ConstBlue40, TriggerMs: 26000, Count: 6},
	{X: 512, Y: -128, SpawnID: creatures.SpawnSpiderSP1ConstBlue40, TriggerMs: 26000, Count: 6},
}

// armyOfThree is quest_build_army_of_three (5.7): white grid formations of aliens, spiders and
// lizards from the left, then two triple grids from below and above.
var armyOfThree = []Entry{
	{X: -64, Y: 256, SpawnID: creatures.SpawnFormationGridAlienWhite15, TriggerMs: 500, Count: 1},
	{X: -64, Y: 512, SpawnID: creatures.SpawnFormationGridAlienWhite15, TriggerMs: 5500, Count: 1},
	{X: -64, Y: 768, SpawnID: creatures.SpawnFormationGridAlienWhite15, TriggerMs: 15000, Count: 1},
	{X: -64, Y: 768, SpawnID: creatures.SpawnFormationGridSpiderSP1White17, TriggerMs: 19500, Count: 1},
	{X: -64, Y: 512, SpawnID: creatures.SpawnFormationGridSpiderSP1White17, TriggerMs: 22500, Count: 1},
	{X: -64, Y: 256, SpawnID: creatures.SpawnFormationGridSpiderSP1White17, TriggerMs: 26500, Count: 1},
	{X: -64, Y: 256, SpawnID: creatures.SpawnFormationGridLizardWhite16, TriggerMs: 35500, Count: 1},
	{X: -64, Y: 512, SpawnID: creatures.SpawnFormationGridLizardWhite16, TriggerMs: 39500, Count: 1},
	{X: -64, Y: 768, SpawnID: creatures.SpawnFormationGridLizardWhite16, TriggerMs: 42500, Count: 1},
	{X: 512, Y: 1152, SpawnID: creatures.SpawnFormationGridAlienWhite15, TriggerMs: 52500, Count: 3},
	{X: 512, Y: -256, SpawnID: creatures.SpawnFormationGridSpiderSP1White17, TriggerMs: 56500, Count: 3},
}

// monsterBlues is quest_build_monster_blues (5.8): four big waves from the sides, then 64
// growing waves from the left 0.9 s apart cycling aliens, spiders and big spiders.
func monsterBlues(t *table) {
	t.add(-50, center, creatures.SpawnLizardRandom04, 500, 10)
	t.add(1074, center, creatures.SpawnAlienRandom06, 7500, 10)
	t.add(512, 1088, creatures.SpawnSpiderSP1Random03, 17500, 12)
	t.add(512, -64, creatures.SpawnSpiderSP1Random03, 17500, 12)
	ids := [4]int{creatures.SpawnAlienRandom06, creatures.SpawnSpiderSP1Random03, creatures.SpawnSpiderSP2Random05, creatures.SpawnSpiderSP2Random05}
	for k := 0; k < 0x40; k++ {
		t.add(-64, 512, ids[k%4], 27500+k*900, k/8+2)
	}
}

// nagolipoli is quest_build_nagolipoli (5.9): two rings of spiders about the centre, headed at
// their angles, lizard waves from the four corners every 0.8 s, then nest columns on both sides
// and more lizards from above and below.
func nagolipoli(t *table) {
	spiders := func(radius float64, count int, step float64, trigger int) {
		ring(radius, count, step, 0, func(p point, angle float64) {
			t.headed(p, angle, creatures.SpawnSpiderSP1ConstBlue40, trigger, 1)
		})
	}
	spiders(128, 8, 0.7853982, 2000)
	spiders(178, 12, 0.5235988, 8000)
	wave := 0
	for trigger := 13000; trigger < 0x96c8; trigger += 800 {
		count := wave/8 + 1
		t.headed(point{-64, -64}, 1.0471976, creatures.SpawnAI1LizardBlueTint1C, trigger, count)
		t.headed(point{1088, -64}, -1.0471976, creatures.SpawnAI1LizardBlueTint1C, trigger, count)
		t.headed(point{-64, 1088}, -1.0471976, creatures.SpawnAI1LizardBlueTint1C, trigger, count)
		t.headed(point{1088, 1088}, 3.926991, creatures.SpawnAI1LizardBlueTint1C, trigger, count)
		wave++
	}
	lastWave := max(wave-1, 0)
	column := func(x float64, trigger int) {
		for k := 0; k < 6; k++ {
			t.add(x, float64(float64(k)*85.333336)+256, creatures.SpawnAlienSpawnerChild32Slow0A, trigger, 1)
			trigger += 100
		}
	}
	column(64, (lastWave+0x97+wave*4)*0xa0)
	column(960, wave*800+25000)
	middle := (lastWave + 0xb0 + wave*4) * 0xa0
	t.headed(point{512, 256}, math.Pi, creatures.SpawnAlienSpawnerChild3CSlow0B, middle, 1)
	t.headed(point{512, 768}, math.Pi, creatures.SpawnAlienSpawnerChild3CSlow0B, middle, 1)
	vertical := wave*800 + 0x6f54
	t.headed(point{512, 1088}, 3.926991, creatures.SpawnAI1LizardBlueTint1C, vertical, 8)
	t.headed(point{512, -64}, 3.926991, creatures.SpawnAI1LizardBlueTint1C, vertical, 8)
}

// theGathering is quest_build_the_gathering (5.10): splitters, shock bosses and zombie boss
// nests alternating left and right of the centre, ranged spiders in the corners, then a last
// wave of bosses and splitters from the sides.
var theGathering = []Entry{
	{X: 256, Y: 512, SpawnID: creatures.SpawnSpiderSP2Splitter01, TriggerMs: 500, Count: 1},
	{X: 768, Y: 512, SpawnID: creatures.SpawnSpiderSP2Splitter01, TriggerMs: 9500, Count: 2},
	{X: 256, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstShockBoss3A, TriggerMs: 15500, Count: 2},
	{X: 768, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstShockBoss3A, TriggerMs: 24500, Count: 2},
	{X: 256, Y: 512, SpawnID: creatures.SpawnZombieBossSpawner00, TriggerMs: 30500, Count: 2},
	{X: 768, Y: 512, SpawnID: creatures.SpawnZombieBossSpawner00, TriggerMs: 39500, Count: 2},
	{X: 64, Y: 64, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 54500, Count: 2},
	{X: 960, Y: 64, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 54500, Count: 1},
	{X: 64, Y: 960, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 54500, Count: 2},
	{X: 960, Y: 960, SpawnID: creatures.SpawnSpiderSP1ConstRangedVariant3C, TriggerMs: 54500, Count: 1},
	{X: -128, Y: 512, SpawnID: creatures.SpawnSpiderSP1ConstShockBoss3A, TriggerMs: 90500, Count: 6},
	{X: 1152, Y: 512, SpawnID: creatures.SpawnSpiderSP2Splitter01, TriggerMs: 99500, Count: 4},
	{X: 1152, Y: 512, SpawnID: creatures.SpawnSpiderSP2Splitter01, TriggerMs: 109500, Count: 2},
}
