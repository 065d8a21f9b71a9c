package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/weapons"
)

// Spawn template ids of creature_spawn_template (creatures/spawn.py SpawnId). Quests, Survival
// milestones, spawn slots and the tutorial spawn creatures by these ids.
const (
	SpawnZombieBossSpawner00           = 0x00
	SpawnSpiderSP2Splitter01           = 0x01
	SpawnUnused02                      = 0x02
	SpawnSpiderSP1Random03             = 0x03
	SpawnLizardRandom04                = 0x04
	SpawnSpiderSP2Random05             = 0x05
	SpawnAlienRandom06                 = 0x06
	SpawnAlienSpawnerChild1DFast07     = 0x07
	SpawnAlienSpawnerChild1DSlow08     = 0x08
	SpawnAlienSpawnerChild1DLimited09  = 0x09
	SpawnAlienSpawnerChild32Slow0A     = 0x0A
	SpawnAlienSpawnerChild3CSlow0B     = 0x0B
	SpawnAlienSpawnerChild31Fast0C     = 0x0C
	SpawnAlienSpawnerChild31Slow0D     = 0x0D
	SpawnAlienSpawnerRing24_0E         = 0x0E
	SpawnAlienConstBrownTransparent0F  = 0x0F
	SpawnAlienSpawnerChild32Fast10     = 0x10
	SpawnFormationChainLizard4_11      = 0x11
	SpawnFormationRingAlien8_12        = 0x12
	SpawnFormationChainAlien10_13      = 0x13
	SpawnFormationGridAlienGreen14     = 0x14
	SpawnFormationGridAlienWhite15     = 0x15
	SpawnFormationGridLizardWhite16    = 0x16
	SpawnFormationGridSpiderSP1White17 = 0x17
	SpawnFormationGridAlienBronze18    = 0x18
	SpawnFormationRingAlien5_19        = 0x19
	SpawnAI1AlienBlueTint1A            = 0x1A
	SpawnAI1SpiderSP1BlueTint1B        = 0x1B
	SpawnAI1LizardBlueTint1C           = 0x1C
	SpawnAlienRandom1D                 = 0x1D
	SpawnAlienRandom1E                 = 0x1E
	SpawnAlienRandom1F                 = 0x1F
	SpawnAlienRandomGreen20            = 0x20
	SpawnAlienConstPurpleGhost21       = 0x21
	SpawnAlienConstGreenGhost22        = 0x22
	SpawnAlienConstGreenGhostSmall23   = 0x23
	SpawnAlienConstGreen24             = 0x24
	SpawnAlienConstGreenSmall25        = 0x25
	SpawnAlienConstPaleGreen26         = 0x26
	SpawnAlienConstWeaponBonus27       = 0x27
	SpawnAlienConstPurple28            = 0x28
	SpawnAlienConstGreyBrute29         = 0x29
	SpawnAlienConstGreyFast2A          = 0x2A
	SpawnAlienConstRedFast2B           = 0x2B
	SpawnAlienConstRedBoss2C           = 0x2C
	SpawnAlienConstCyanAI2_2D          = 0x2D
	SpawnLizardRandom2E                = 0x2E
	SpawnLizardConstGrey2F             = 0x2F
	SpawnLizardConstYellowBoss30       = 0x30
	SpawnLizardRandom31                = 0x31
	SpawnSpiderSP1Random32             = 0x32
	SpawnSpiderSP1RandomRed33          = 0x33
	SpawnSpiderSP1RandomGreen34        = 0x34
	SpawnSpiderSP2Random35             = 0x35
	SpawnAlienAI7Orbiter36             = 0x36
	SpawnSpiderSP2RangedVariant37      = 0x37
	SpawnSpiderSP1AI7Timer38           = 0x38
	SpawnSpiderSP1AI7TimerWeak39       = 0x39
	SpawnSpiderSP1ConstShockBoss3A     = 0x3A
	SpawnSpiderSP1ConstRedBoss3B       = 0x3B
	SpawnSpiderSP1ConstRangedVariant3C = 0x3C
	SpawnSpiderSP1Random3D             = 0x3D
	SpawnSpiderSP1ConstWhiteFast3E     = 0x3E
	SpawnSpiderSP1ConstBrownSmall3F    = 0x3F
	SpawnSpiderSP1ConstBlue40          = 0x40
	SpawnZombieRandom41                = 0x41
	SpawnZombieConstGrey42             = 0x42
	SpawnZombieConstGreenBrute43       = 0x43
	spawnTemplateCount                 = 0x44
)

// randomHeadingSentinel is the heading argument that asks creature_spawn_template for a random
// heading (radians otherwise).
const randomHeadingSentinel = -100.0

// alienSpawnerSpec is a stationary spawner creature with one spawn slot (AlienSpawnerSpec).
type alienSpawnerSpec struct {
	timer, interval      float64
	limit, childTemplate int
	size, health, speed  float64
	reward               float64
	tint                 RGBA
}

var alienSpawnerTemplates = map[int]alienSpawnerSpec{
	SpawnAlienSpawnerChild1DFast07:    {1.0, 2.2, 100, SpawnAlienRandom1D, 50, 1000, 2.0, 3000, RGBA{1, 1, 1, 1}},
	SpawnAlienSpawnerChild1DSlow08:    {1.0, 2.8, 100, SpawnAlienRandom1D, 50, 1000, 2.0, 3000, RGBA{1, 1, 1, 1}},
	SpawnAlienSpawnerChild1DLimited09: {1.0, 2.0, 16, SpawnAlienRandom1D, 40, 450, 2.0, 1000, RGBA{1, 1, 1, 1}},
	SpawnAlienSpawnerChild32Slow0A:    {2.0, 5.0, 100, SpawnSpiderSP1Random32, 55, 1000, 1.5, 3000, RGBA{0.8, 0.7, 0.4, 1}},
	SpawnAlienSpawnerChild3CSlow0B:    {2.0, 6.0, 100, SpawnSpiderSP1ConstRangedVariant3C, 65, 3500, 1.5, 5000, RGBA{0.9, 0.1, 0.1, 1}},
	SpawnAlienSpawnerChild31Fast0C:    {1.5, 2.0, 100, SpawnLizardRandom31, 32, 50, 2.8, 1000, RGBA{0.9, 0.8, 0.4, 1}},
	SpawnAlienSpawnerChild31Slow0D:    {2.0, 6.0, 100, SpawnLizardRandom31, 32, 50, 1.3, 1000, RGBA{0.9, 0.8, 0.4, 1}},
	SpawnAlienSpawnerChild32Fast10:    {1.5, 2.3, 100, SpawnSpiderSP1Random32, 32, 50, 2.8, 800, RGBA{0.9, 0.8, 0.4, 1}},
}

// constantSpawnSpec is a template whose stats are all constants (ConstantSpawnSpec).
// Zero orbit/ranged/bonus fields mean "not set" (-1 for the bonus ones).
type constantSpawnSpec struct {
	typeID        int
	health, speed float64
	reward        float64
	tint          RGBA
	size          float64
	contactDamage float64
	flags         CreatureFlags
	aiMode        int
	orbitAngle    float64
	hasOrbitAngle bool
	rangedType    int
	bonusID       int
	bonusDuration int
}

func constSpec(typeID int, health, speed, reward float64, tint RGBA, size, contact float64) constantSpawnSpec {
	return constantSpawnSpec{typeID: typeID, health: health, speed: speed, reward: reward, tint: tint,
		size: size, contactDamage: contact, bonusID: -1, bonusDuration: -1}
}

var constantSpawnTemplates = func() map[int]constantSpawnSpec {
	m := map[int]constantSpawnSpec{
		SpawnSpiderSP2Splitter01:           constSpec(CreatureSpiderSP2, 400, 2.0, 1000, RGBA{0.8, 0.7, 0.4, 1}, 80, 17),
		SpawnAlienConstBrownTransparent0F:  constSpec(CreatureAlien, 20, 2.9, 60, RGBA{0.665, 0.385, 0.259, 0.56}, 50, 35),
		SpawnAlienConstPurpleGhost21:       constSpec(CreatureAlien, 53, 1.7, 120, RGBA{0.7, 0.1, 0.51, 0.5}, 55, 8),
		SpawnAlienConstGreenGhost22:        constSpec(CreatureAlien, 25, 1.7, 150, RGBA{0.1, 0.7, 0.51, 0.05}, 50, 8),
		SpawnAlienConstGreenGhostSmall23:   constSpec(CreatureAlien, 5, 1.7, 180, RGBA{0.1, 0.7, 0.51, 0.04}, 45, 8),
		SpawnAlienConstGreen24:             constSpec(CreatureAlien, 20, 2.0, 110, RGBA{0.1, 0.7, 0.11, 1}, 50, 4),
		SpawnAlienConstGreenSmall25:        constSpec(CreatureAlien, 25, 2.5, 125, RGBA{0.1, 0.8, 0.11, 1}, 30, 3),
		SpawnAlienConstPaleGreen26:         constSpec(CreatureAlien, 50, 2.2, 125, RGBA{0.6, 0.8, 0.6, 1}, 45, 10),
		SpawnAlienConstWeaponBonus27:       constSpec(CreatureAlien, 50, 2.1, 125, RGBA{1.0, 0.8, 0.1, 1}, 45, 10),
		SpawnAlienConstPurple28:            constSpec(CreatureAlien, 50, 1.7, 150, RGBA{0.7, 0.1, 0.51, 1}, 55, 8),
		SpawnAlienConstGreyBrute29:         constSpec(CreatureAlien, 800, 2.5, 450, RGBA{0.8, 0.8, 0.8, 1}, 70, 20),
		SpawnAlienConstGreyFast2A:          constSpec(CreatureAlien, 50, 3.1, 300, RGBA{0.3, 0.3, 0.3, 1}, 60, 8),
		SpawnAlienConstRedFast2B:           constSpec(CreatureAlien, 30, 3.6, 450, RGBA{1.0, 0.3, 0.3, 1}, 35, 20),
		SpawnAlienConstRedBoss2C:           constSpec(CreatureAlien, 3800, 2.0, 1500, RGBA{0.85, 0.2, 0.2, 1}, 80, 40),
		SpawnAlienConstCyanAI2_2D:          constSpec(CreatureAlien, 45, 3.1, 200, RGBA{0.0, 0.9, 0.8, 1}, 38, 3),
		SpawnLizardConstGrey2F:             constSpec(CreatureLizard, 20, 2.5, 150, RGBA{0.8, 0.8, 0.8, 1}, 45, 4),
		SpawnLizardConstYellowBoss30:       constSpec(CreatureLizard, 1000, 2.0, 400, RGBA{0.9, 0.8, 0.1, 1}, 65, 10),
		SpawnSpiderSP1ConstShockBoss3A:     constSpec(CreatureSpiderSP1, 4500, 2.0, 4500, RGBA{1, 1, 1, 1}, 64, 50),
		SpawnSpiderSP1ConstRedBoss3B:       constSpec(CreatureSpiderSP1, 1200, 2.0, 4000, RGBA{0.9, 0.0, 0.0, 1}, 70, 20),
		SpawnSpiderSP1ConstRangedVariant3C: constSpec(CreatureSpiderSP1, 200, 2.0, 200, RGBA{0.9, 0.1, 0.1, 1}, 40, 20),
		SpawnSpiderSP1ConstWhiteFast3E:     constSpec(CreatureSpiderSP1, 1000, 2.8, 500, RGBA{1, 1, 1, 1}, 64, 40),
		SpawnSpiderSP1ConstBrownSmall3F:    constSpec(CreatureSpiderSP1, 200, 2.3, 210, RGBA{0.7, 0.4, 0.1, 1}, 35, 20),
		SpawnSpiderSP1ConstBlue40:          constSpec(CreatureSpiderSP1, 70, 2.2, 160, RGBA{0.5, 0.6, 0.9, 1}, 45, 5),
		SpawnZombieConstGrey42:             constSpec(CreatureZombie, 200, 1.7, 160, RGBA{0.9, 0.9, 0.9, 1}, 45, 15),
		SpawnZombieConstGreenBrute43:       constSpec(CreatureZombie, 2000, 2.1, 460, RGBA{0.2, 0.6, 0.1, 1}, 70, 15),
	}
	set := func(id int, f func(*constantSpawnSpec)) {
		s := m[id]
		f(&s)
		m[id] = s
	}
	set(SpawnSpiderSP2Splitter01, func(s *constantSpawnSpec) { s.flags = FlagSplitOnDeath })
	set(SpawnAlienConstWeaponBonus27, func(s *constantSpawnSpec) {
		s.flags = FlagBonusOnDeath
		s.bonusID = int(bonuses.Weapon)
		s.bonusDuration = 5
	})
	set(SpawnAlienConstCyanAI2_2D, func(s *constantSpawnSpec) { s.aiMode = 2 })
	set(SpawnSpiderSP1ConstShockBoss3A, func(s *constantSpawnSpec) {
		s.flags = FlagRangedAttackShock
		s.orbitAngle, s.hasOrbitAngle = 0.9, true
		s.rangedType = weapons.ProjectilePlasmaRifle
	})
	set(SpawnSpiderSP1ConstRangedVariant3C, func(s *constantSpawnSpec) {
		s.flags = FlagRangedAttackVariant
		s.aiMode = 2
		s.orbitAngle, s.hasOrbitAngle = 0.4, true
		s.rangedType = weapons.ProjectileSpiderPlasma
	})
	return m
}()

// formationChildSpec gives the stats of formation children (FormationChildSpec).
type formationChildSpec struct {
	typeID         int
	health, speed  float64
	reward, size   float64
	contactDamage  float64
	tint           RGBA
	orbitAngle     float64
	orbitRadius    float64
	hasOrbitParams bool
}

// gridFormationSpec is a parent plus a 9×9 grid of children (GridFormationSpec). Every grid
// uses x offsets 0, -64, …, -512 and y offsets 128, 144, …, 256.
type gridFormationSpec struct {
	parent        constantSpawnSpec
	childAIMode   int
	child         formationChildSpec
	applyFallback bool
}

var formationChildGreen = formationChildSpec{typeID: CreatureAlien, health: 40, speed: 2.0, reward: 60, size: 50,
	contactDamage: 4, tint: RGBA{0.4, 0.7, 0.11, 1}}

var gridFormations = map[int]gridFormationSpec{
	SpawnFormationGridAlienGreen14: {
		parent:        withAI(constSpec(CreatureAlien, 1500, 2.0, 600, RGBA{0.7, 0.8, 0.31, 1}, 50, 40), 2),
		childAIMode:   5,
		child:         formationChildGreen,
		applyFallback: true,
	},
	SpawnFormationGridAlienWhite15: {
		parent:        withAI(constSpec(CreatureAlien, 1500, 2.0, 600, RGBA{1, 1, 1, 1}, 60, 40), 2),
		childAIMode:   4,
		child:         formationChildGreen,
		applyFallback: true,
	},
	SpawnFormationGridLizardWhite16: {
		parent:      withAI(constSpec(CreatureLizard, 1500, 2.0, 600, RGBA{1, 1, 1, 1}, 64, 40), 2),
		childAIMode: 4,
		child: formationChildSpec{typeID: CreatureLizard, health: 40, speed: 2.0, reward: 60, size: 60,
			contactDamage: 4, tint: RGBA{0.4, 0.7, 0.11, 1}},
		applyFallback: true,
	},
	SpawnFormationGridSpiderSP1White17: {
		parent:      withAI(constSpec(CreatureSpiderSP1, 1500, 2.0, 600, RGBA{1, 1, 1, 1}, 60, 40), 2),
		childAIMode: 4,
		child: formationChildSpec{typeID: CreatureSpiderSP1, health: 40, speed: 2.0, reward: 60, size: 50,
			contactDamage: 4, tint: RGBA{0.4, 0.7, 0.11, 1}},
		applyFallback: true,
	},
	SpawnFormationGridAlienBronze18: {
		parent:      withAI(constSpec(CreatureAlien, 500, 2.0, 600, RGBA{0.7, 0.8, 0.31, 1}, 40, 40), 2),
		childAIMode: 3,
		child: formationChildSpec{typeID: CreatureAlien, health: 260, speed: 3.8, reward: 60, size: 50,
			contactDamage: 35, tint: RGBA{0.7125, 0.4125, 0.2775, 0.6}},
	},
}

// ringFormationSpec is a parent plus children on a circle (RingFormationSpec).
type ringFormationSpec struct {
	parent        constantSpawnSpec
	childAIMode   int
	child         formationChildSpec
	count         int
	angleStep     float64
	radius        float64
	applyFallback bool
	setPosition   bool
}

var (
	piF64  = 3.141592653589793 // Python's math.pi
	tauF64 = 6.283185307179586 // Python's math.tau
)

var ringFormations = map[int]ringFormationSpec{
	SpawnFormationRingAlien8_12: {
		parent:      constSpec(CreatureAlien, 200, 2.2, 600, RGBA{0.65, 0.85, 0.97, 1}, 55, 14),
		childAIMode: 3,
		child: formationChildSpec{typeID: CreatureAlien, health: 40, speed: 2.4, reward: 60, size: 50,
			contactDamage: 4, tint: RGBA{0.32, 0.588, 0.426, 1}},
		count:         8,
		angleStep:     piF64 / 4.0,
		radius:        100,
		applyFallback: true,
	},
	SpawnFormationRingAlien5_19: {
		parent:      constSpec(CreatureAlien, 50, 3.8, 300, RGBA{0.95, 0.55, 0.37, 1}, 55, 40),
		childAIMode: 5,
		child: formationChildSpec{typeID: CreatureAlien, health: 220, speed: 3.8, reward: 60, size: 50,
			contactDamage: 35, tint: RGBA{0.7125, 0.4125, 0.2775, 0.6}},
		count:         5,
		angleStep:     tauF64 / 5.0,
		radius:        110,
		setPosition:   true,
		applyFallback: true,
	},
}

func withAI(s constantSpawnSpec, ai int) constantSpawnSpec {
	s.aiMode = ai
	return s
}
