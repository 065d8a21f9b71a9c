package quest

import "crdplayer/sim/creatures"

// Tier 4 builders (the port's quests/tier4.py). Each names the native function it models.

// majorAlienBreach is quest_build_major_alien_breach (4.1): 100 pairs of green aliens from the
// right and the top, ever closer together (2000 − 15k ms after wave k, at least 1000).
func majorAlienBreach(t *table) {
	e := edges(64)
	trigger := 4000
	for offset := 0; offset < 0x5dc; offset += 0xf {
		t.at(e.right, creatures.SpawnAlienRandomGreen20, trigger, 2)
		t.at(e.top, creatures.SpawnAlienRandomGreen20, trigger, 2)
		trigger = max(trigger+2000-offset, 1000)
	}
}

// zombieTime is quest_build_zombie_time (4.2): eight zombies from each side every 8 s.
func zombieTime(t *table) {
	e := edges(64)
	for trigger := 1500; trigger < 0x17cdc; trigger += 8000 {
		t.at(e.right, creatures.SpawnZombieRandom41, trigger, 8)
		t.at(e.left, creatures.SpawnZombieRandom41, trigger, 8)
	}
}

// lizardZombiePact is quest_build_lizard_zombie_pact (4.3): six zombies from each side every
// 7 s, and every fifth wave a pair of fast lizard nests further down, more each time.
func lizardZombiePact(t *table) {
	e := edges(64)
	wave := 0
	for trigger := 1500; trigger < 0x1bb5c; trigger += 7000 {
		t.at(e.right, creatures.SpawnZombieRandom41, trigger, 6)
		t.at(e.left, creatures.SpawnZombieRandom41, trigger, 6)
		if wave%5 == 0 {
			k := wave / 5
			t.add(356, float64(k*0xb4+0x100), creatures.SpawnAlienSpawnerChild31Fast0C, trigger, k+1)
			t.add(356, float64(k*0xb4+0x180), creatures.SpawnAlienSpawnerChild31Fast0C, trigger, k+2)
		}
		wave++
	}
}

// theCollaboration is quest_build_the_collaboration (4.4): a wave from every edge each 11 s
// (blue aliens, spiders, lizards, zombies) of trunc(0.8·wave + 7).
func theCollaboration(t *table) {
	e := edges(64)
	wave := 0
	for trigger := 1500; trigger < 0x2b55c; trigger += 11000 {
		count := int(float64(float64(wave)*0.8) + 7)
		t.at(e.right, creatures.SpawnAI1AlienBlueTint1A, trigger, count)
		t.at(e.bottom, creatures.SpawnAI1SpiderSP1BlueTint1B, trigger, count)
		t.at(e.left, creatures.SpawnAI1LizardBlueTint1C, trigger, count)
		t.at(e.top, creatures.SpawnZombieRandom41, trigger, count)
		wave++
	}
}

// theMassacre is quest_build_the_massacre (4.5): growing zombie waves from the right every 5 s,
// fast red aliens with every other one.
func theMassacre(t *table) {
	right, wideRight := edges(64).right, edges(128).right
	wave := 0
	for trigger := 1500; trigger < 0x1656c; trigger += 5000 {
		t.at(right, creatures.SpawnZombieRandom41, trigger, wave+3)
		if wave%2 == 0 {
			t.at(wideRight, creatures.SpawnAlienConstRedFast2B, trigger, wave+1)
		}
		wave++
	}
}

// unblitzkriegLegs are the legs of the Unblitzkrieg's walk round the square 200..824: ten nests
// each, every ms apart; centreAfter marks the leg after which a nest is put in the middle.
var unblitzkriegLegs = [8]struct {
	side        int // 0 right (down), 1 bottom (leftwards), 2 left (up), 3 top (rightwards)
	every       int
	centreAfter bool
}{
	{0, 1800, false}, {1, 1500, true}, {2, 1200, false}, {3, 800, false},
	{0, 800, false}, {1, 700, false}, {2, 700, false}, {3, 800, false},
}

// theUnblitzkrieg is quest_build_the_unblitzkrieg (4.6): nests walked twice round a square,
// alternating fast alien and slow lizard nests, ever closer together in time.
func theUnblitzkrieg(t *table) {
	trigger := 500
	for _, leg := range unblitzkriegLegs {
		for k := 0; k < 10; k++ {
			rising := float64(k*0x270/10 + 200) // 200, 262, 324, … (62.4 px steps, truncated)
			falling := float64(0x338 - k*0x270/10)
			var p point
			switch leg.side {
			case 0:
				p = point{824, rising}
			case 1:
				p = point{falling, 824}
			case 2:
				p = point{200, falling}
			default:
				p = point{rising, 200}
			}
			id := creatures.SpawnAlienSpawnerChild1DFast07
			if k%2 == 1 {
				id = creatures.SpawnAlienSpawnerChild31Slow0D
			}
			t.at(p, id, trigger, 1)
			trigger += leg.every
		}
		if leg.centreAfter {
			t.add(512, 512, creatures.SpawnAlienSpawnerChild1DFast07, trigger, 1)
		}
	}
}

// gauntlet is quest_build_gauntlet (4.7): a ring of players+9 slow nests (4 more in hardcore)
// of radius 158, zombie waves from every edge, then an outer ring of players+17 at 258.
func gauntlet(t *table) {
	n := t.players
	if t.hardcore {
		n += 4
	}
	e := edges(64)
	trigger := 0
	ring(158, n+9, 0, 0, func(p point, _ float64) {
		t.at(p, creatures.SpawnAlienSpawnerChild32Slow0A, trigger, 1)
		trigger += 200
	})
	trigger = 4000
	for count := 2; count < n+11; count++ {
		t.onSides([]point{e.right, e.left, e.bottom, e.top}, creatures.SpawnZombieRandom41, trigger, count)
		trigger += 5500
	}
	trigger = 42500
	ring(258, n+0x11, 0, 0, func(p point, _ float64) {
		t.at(p, creatures.SpawnAlienSpawnerChild32Slow0A, trigger, 1)
		trigger += 500
	})
}

// syntaxTerror is quest_build_syntax_terror (4.8): four waves 30 s apart of players+9 fast nests
// (4 more in hardcore) at places given by polynomials in the wave and nest index mod 896.
func syntaxTerror(t *table) {
	n := t.players + 9
	if t.hardcore {
		n += 4
	}
	triggerBase := 1500
	for wave, seed := 0, 0x14c9; seed < 0x159d; wave, seed = wave+1, seed+0x35 {
		trigger := triggerBase
		inner := 0x4c5
		for i := 0; i < n; i++ {
			x := ((i*i*0x4c+0xec)*i+seed*wave)%0x380 + 0x40
			y := (inner*i+(wave*wave*0x4c+0x1b)*wave)%0x380 + 0x40
			t.add(float64(x), float64(y), creatures.SpawnAlienSpawnerChild1DFast07, trigger, 1)
			trigger += 300
			inner += 0x15
		}
		triggerBase += 30000
	}
}

// theAnnihilation is quest_build_the_annihilation (4.9): fast red aliens, then two zig-zag
// columns of twelve fast nests on the right.
func theAnnihilation(t *table) {
	t.add(128, center, creatures.SpawnAlienConstRedFast2B, 500, 2)
	column := func(trigger, every int, evenX, oddX float64) {
		for k := 0; k < 12; k++ {
			x := evenX
			if k%2 == 1 {
				x = oddX
			}
			t.add(x, float64(k*0x300/12+0x80), creatures.SpawnAlienSpawnerChild1DFast07, trigger, 1)
			trigger += every
		}
	}
	column(500, 500, 832, 896)
	column(45000, 300, 896, 832)
}

// theEndOfAll is quest_build_the_end_of_all (4.10): ranged spiders in the corners and from the
// sides, small rings of fast nests about the centre (a third, larger one in hardcore).
func theEndOfAll(t *table) {
	t.add(128, 128, creatures.SpawnSpiderSP1ConstRangedVariant3C, 3000, 1)
	t.add(896, 128, creatures.SpawnSpiderSP1ConstRangedVariant3C, 6000, 1)
	t.add(128, 896, creatures.SpawnSpiderSP1ConstRangedVariant3C, 9000, 1)
	t.add(896, 896, creatures.SpawnSpiderSP1ConstRangedVariant3C, 12000, 1)
	wide := edges(128)
	nests := func(trigger int, radius float64, count int, step, start float64, every int) int {
		ring(radius, count, step, start, func(p point, _ float64) {
			t.at(p, creatures.SpawnAlienSpawnerChild1DFast07, trigger, 1)
			trigger += every
		})
		return trigger
	}
	sidesWave := func(trigger int) {
		left := true
		for y := 0x100; y < 0x300; y += 0x80 {
			x := wide.right.x
			if left {
				x = wide.left.x
			}
			t.add(x, float64(y), creatures.SpawnSpiderSP1ConstRangedVariant3C, trigger, 2)
			trigger += 1000
			left = !left
		}
	}
	trigger := nests(13000, 80, 6, 1.0471976, 0, 300)
	t.add(512, 512, creatures.SpawnAlienSpawnerChild3CSlow0B, trigger, 1)
	sidesWave(18000)
	nests(43000, 80, 6, 1.0471976, 0.5235988, 300)
	if t.hardcore {
		nests(62800, 180, 12, 0.5235988, 0.5235988, 500)
	}
	sidesWave(48000)
}
