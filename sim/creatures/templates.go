package creatures

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/weapons"
)

// The templates of creature_spawn_template whose stats are all constants, by template id:
// alien spawners, single creatures, and the parents and children of the grid and ring
// formations. The templates that draw their stats from the RNG, and the chain formations, are
// code in the simulation's build_spawn_plan (sim/spawn_plan.go), which reads these rows.

// Tint is a creature's colour multiplier, each channel 0..1 (grim/color.py RGBA; the same
// fields as sim.RGBA, which converts from it).
type Tint struct {
	R, G, B, A float64
}

// AlienSpawner returns the alien spawner row of a template id and whether it has one.
func AlienSpawner(id int) (AlienSpawnerSpec, bool) {
	s, ok := alienSpawners[id]
	return s, ok
}

// ConstantSpawn returns the constant single-creature row of a template id and whether it has
// one.
func ConstantSpawn(id int) (ConstantSpawnSpec, bool) {
	s, ok := constantSpawns[id]
	return s, ok
}

// GridFormation returns the grid formation row of a template id and whether it has one.
func GridFormation(id int) (GridFormationSpec, bool) {
	s, ok := gridFormations[id]
	return s, ok
}

// RingFormation returns the ring formation row of a template id and whether it has one.
func RingFormation(id int) (RingFormationSpec, bool) {
	s, ok := ringFormations[id]
	return s, ok
}

// AlienSpawnerSpec is a stationary spawner creature with one spawn slot (AlienSpawnerSpec): the
// slot's first timer and interval (seconds), its limit and child template id, then the
// spawner's own size, health, move speed, reward and tint.
type AlienSpawnerSpec struct {
	Timer, Interval      float64
	Limit, ChildTemplate int
	Size, Health, Speed  float64
	Reward               float64
	Tint                 Tint
}

var alienSpawners = map[int]AlienSpawnerSpec{
	SpawnAlienSpawnerChild1DFast07:    {1.0, 2.2, 100, SpawnAlienRandom1D, 50, 1000, 2.0, 3000, Tint{1, 1, 1, 1}},
	SpawnAlienSpawnerChild1DSlow08:    {1.0, 2.8, 100, SpawnAlienRandom1D, 50, 1000, 2.0, 3000, Tint{1, 1, 1, 1}},
	SpawnAlienSpawnerChild1DLimited09: {1.0, 2.0, 16, SpawnAlienRandom1D, 40, 450, 2.0, 1000, Tint{1, 1, 1, 1}},
	SpawnAlienSpawnerChild32Slow0A:    {2.0, 5.0, 100, SpawnSpiderSP1Random32, 55, 1000, 1.5, 3000, Tint{0.8, 0.7, 0.4, 1}},
	SpawnAlienSpawnerChild3CSlow0B:    {2.0, 6.0, 100, SpawnSpiderSP1ConstRangedVariant3C, 65, 3500, 1.5, 5000, Tint{0.9, 0.1, 0.1, 1}},
	SpawnAlienSpawnerChild31Fast0C:    {1.5, 2.0, 100, SpawnLizardRandom31, 32, 50, 2.8, 1000, Tint{0.9, 0.8, 0.4, 1}},
	SpawnAlienSpawnerChild31Slow0D:    {2.0, 6.0, 100, SpawnLizardRandom31, 32, 50, 1.3, 1000, Tint{0.9, 0.8, 0.4, 1}},
	SpawnAlienSpawnerChild32Fast10:    {1.5, 2.3, 100, SpawnSpiderSP1Random32, 32, 50, 2.8, 800, Tint{0.9, 0.8, 0.4, 1}},
}

// ConstantSpawnSpec is a template whose stats are all constants (ConstantSpawnSpec).
// Zero orbit/ranged/bonus fields mean "not set" (-1 for the bonus ones).
type ConstantSpawnSpec struct {
	TypeID        int
	Health, Speed float64
	Reward        float64
	Tint          Tint
	Size          float64
	ContactDamage float64
	Flags         Flags
	AIMode        int
	OrbitAngle    float64
	HasOrbitAngle bool
	RangedType    int
	BonusID       int
	BonusDuration int
}

func constSpec(typeID int, health, speed, reward float64, tint Tint, size, contact float64) ConstantSpawnSpec {
	return ConstantSpawnSpec{TypeID: typeID, Health: health, Speed: speed, Reward: reward, Tint: tint,
		Size: size, ContactDamage: contact, BonusID: -1, BonusDuration: -1}
}

var constantSpawns = func() map[int]ConstantSpawnSpec {
	m := map[int]ConstantSpawnSpec{
		SpawnSpiderSP2Splitter01:           constSpec(SpiderSP2, 400, 2.0, 1000, Tint{0.8, 0.7, 0.4, 1}, 80, 17),
		SpawnAlienConstBrownTransparent0F:  constSpec(Alien, 20, 2.9, 60, Tint{0.665, 0.385, 0.259, 0.56}, 50, 35),
		SpawnAlienConstPurpleGhost21:       constSpec(Alien, 53, 1.7, 120, Tint{0.7, 0.1, 0.51, 0.5}, 55, 8),
		SpawnAlienConstGreenGhost22:        constSpec(Alien, 25, 1.7, 150, Tint{0.1, 0.7, 0.51, 0.05}, 50, 8),
		SpawnAlienConstGreenGhostSmall23:   constSpec(Alien, 5, 1.7, 180, Tint{0.1, 0.7, 0.51, 0.04}, 45, 8),
		SpawnAlienConstGreen24:             constSpec(Alien, 20, 2.0, 110, Tint{0.1, 0.7, 0.11, 1}, 50, 4),
		SpawnAlienConstGreenSmall25:        constSpec(Alien, 25, 2.5, 125, Tint{0.1, 0.8, 0.11, 1}, 30, 3),
		SpawnAlienConstPaleGreen26:         constSpec(Alien, 50, 2.2, 125, Tint{0.6, 0.8, 0.6, 1}, 45, 10),
		SpawnAlienConstWeaponBonus27:       constSpec(Alien, 50, 2.1, 125, Tint{1.0, 0.8, 0.1, 1}, 45, 10),
		SpawnAlienConstPurple28:            constSpec(Alien, 50, 1.7, 150, Tint{0.7, 0.1, 0.51, 1}, 55, 8),
		SpawnAlienConstGreyBrute29:         constSpec(Alien, 800, 2.5, 450, Tint{0.8, 0.8, 0.8, 1}, 70, 20),
		SpawnAlienConstGreyFast2A:          constSpec(Alien, 50, 3.1, 300, Tint{0.3, 0.3, 0.3, 1}, 60, 8),
		SpawnAlienConstRedFast2B:           constSpec(Alien, 30, 3.6, 450, Tint{1.0, 0.3, 0.3, 1}, 35, 20),
		SpawnAlienConstRedBoss2C:           constSpec(Alien, 3800, 2.0, 1500, Tint{0.85, 0.2, 0.2, 1}, 80, 40),
		SpawnAlienConstCyanAI2_2D:          constSpec(Alien, 45, 3.1, 200, Tint{0.0, 0.9, 0.8, 1}, 38, 3),
		SpawnLizardConstGrey2F:             constSpec(Lizard, 20, 2.5, 150, Tint{0.8, 0.8, 0.8, 1}, 45, 4),
		SpawnLizardConstYellowBoss30:       constSpec(Lizard, 1000, 2.0, 400, Tint{0.9, 0.8, 0.1, 1}, 65, 10),
		SpawnSpiderSP1ConstShockBoss3A:     constSpec(SpiderSP1, 4500, 2.0, 4500, Tint{1, 1, 1, 1}, 64, 50),
		SpawnSpiderSP1ConstRedBoss3B:       constSpec(SpiderSP1, 1200, 2.0, 4000, Tint{0.9, 0.0, 0.0, 1}, 70, 20),
		SpawnSpiderSP1ConstRangedVariant3C: constSpec(SpiderSP1, 200, 2.0, 200, Tint{0.9, 0.1, 0.1, 1}, 40, 20),
		SpawnSpiderSP1ConstWhiteFast3E:     constSpec(SpiderSP1, 1000, 2.8, 500, Tint{1, 1, 1, 1}, 64, 40),
		SpawnSpiderSP1ConstBrownSmall3F:    constSpec(SpiderSP1, 200, 2.3, 210, Tint{0.7, 0.4, 0.1, 1}, 35, 20),
		SpawnSpiderSP1ConstBlue40:          constSpec(SpiderSP1, 70, 2.2, 160, Tint{0.5, 0.6, 0.9, 1}, 45, 5),
		SpawnZombieConstGrey42:             constSpec(Zombie, 200, 1.7, 160, Tint{0.9, 0.9, 0.9, 1}, 45, 15),
		SpawnZombieConstGreenBrute43:       constSpec(Zombie, 2000, 2.1, 460, Tint{0.2, 0.6, 0.1, 1}, 70, 15),
	}
	set := func(id int, f func(*ConstantSpawnSpec)) {
		s := m[id]
		f(&s)
		m[id] = s
	}
	set(SpawnSpiderSP2Splitter01, func(s *ConstantSpawnSpec) { s.Flags = FlagSplitOnDeath })
	set(SpawnAlienConstWeaponBonus27, func(s *ConstantSpawnSpec) {
		s.Flags = FlagBonusOnDeath
		s.BonusID = int(bonuses.Weapon)
		s.BonusDuration = 5
	})
	set(SpawnAlienConstCyanAI2_2D, func(s *ConstantSpawnSpec) { s.AIMode = 2 })
	set(SpawnSpiderSP1ConstShockBoss3A, func(s *ConstantSpawnSpec) {
		s.Flags = FlagRangedAttackShock
		s.OrbitAngle, s.HasOrbitAngle = 0.9, true
		s.RangedType = weapons.ProjectilePlasmaRifle
	})
	set(SpawnSpiderSP1ConstRangedVariant3C, func(s *ConstantSpawnSpec) {
		s.Flags = FlagRangedAttackVariant
		s.AIMode = 2
		s.OrbitAngle, s.HasOrbitAngle = 0.4, true
		s.RangedType = weapons.ProjectileSpiderPlasma
	})
	return m
}()

// FormationChildSpec gives the stats of formation children (FormationChildSpec).
type FormationChildSpec struct {
	TypeID         int
	Health, Speed  float64
	Reward, Size   float64
	ContactDamage  float64
	Tint           Tint
	OrbitAngle     float64
	OrbitRadius    float64
	HasOrbitParams bool
}

// GridFormationSpec is a parent plus a 9×9 grid of children (GridFormationSpec). Every grid
// uses x offsets 0, -64, …, -512 and y offsets 128, 144, …, 256.
type GridFormationSpec struct {
	Parent        ConstantSpawnSpec
	ChildAIMode   int
	Child         FormationChildSpec
	ApplyFallback bool
}

var formationChildGreen = FormationChildSpec{TypeID: Alien, Health: 40, Speed: 2.0, Reward: 60, Size: 50,
	ContactDamage: 4, Tint: Tint{0.4, 0.7, 0.11, 1}}

var gridFormations = map[int]GridFormationSpec{
	SpawnFormationGridAlienGreen14: {
		Parent:        withAI(constSpec(Alien, 1500, 2.0, 600, Tint{0.7, 0.8, 0.31, 1}, 50, 40), 2),
		ChildAIMode:   5,
		Child:         formationChildGreen,
		ApplyFallback: true,
	},
	SpawnFormationGridAlienWhite15: {
		Parent:        withAI(constSpec(Alien, 1500, 2.0, 600, Tint{1, 1, 1, 1}, 60, 40), 2),
		ChildAIMode:   4,
		Child:         formationChildGreen,
		ApplyFallback: true,
	},
	SpawnFormationGridLizardWhite16: {
		Parent:      withAI(constSpec(Lizard, 1500, 2.0, 600, Tint{1, 1, 1, 1}, 64, 40), 2),
		ChildAIMode: 4,
		Child: FormationChildSpec{TypeID: Lizard, Health: 40, Speed: 2.0, Reward: 60, Size: 60,
			ContactDamage: 4, Tint: Tint{0.4, 0.7, 0.11, 1}},
		ApplyFallback: true,
	},
	SpawnFormationGridSpiderSP1White17: {
		Parent:      withAI(constSpec(SpiderSP1, 1500, 2.0, 600, Tint{1, 1, 1, 1}, 60, 40), 2),
		ChildAIMode: 4,
		Child: FormationChildSpec{TypeID: SpiderSP1, Health: 40, Speed: 2.0, Reward: 60, Size: 50,
			ContactDamage: 4, Tint: Tint{0.4, 0.7, 0.11, 1}},
		ApplyFallback: true,
	},
	SpawnFormationGridAlienBronze18: {
		Parent:      withAI(constSpec(Alien, 500, 2.0, 600, Tint{0.7, 0.8, 0.31, 1}, 40, 40), 2),
		ChildAIMode: 3,
		Child: FormationChildSpec{TypeID: Alien, Health: 260, Speed: 3.8, Reward: 60, Size: 50,
			ContactDamage: 35, Tint: Tint{0.7125, 0.4125, 0.2775, 0.6}},
	},
}

// RingFormationSpec is a parent plus children on a circle (RingFormationSpec).
type RingFormationSpec struct {
	Parent        ConstantSpawnSpec
	ChildAIMode   int
	Child         FormationChildSpec
	Count         int
	AngleStep     float64
	Radius        float64
	ApplyFallback bool
	SetPosition   bool
}

// Python's math.pi and math.tau, variables so that the angle steps below round from the double
// as the port's do (a constant expression would be folded exactly).
var (
	piF64  = 3.141592653589793
	tauF64 = 6.283185307179586
)

var ringFormations = map[int]RingFormationSpec{
	SpawnFormationRingAlien8_12: {
		Parent:      constSpec(Alien, 200, 2.2, 600, Tint{0.65, 0.85, 0.97, 1}, 55, 14),
		ChildAIMode: 3,
		Child: FormationChildSpec{TypeID: Alien, Health: 40, Speed: 2.4, Reward: 60, Size: 50,
			ContactDamage: 4, Tint: Tint{0.32, 0.588, 0.426, 1}},
		Count:         8,
		AngleStep:     piF64 / 4.0,
		Radius:        100,
		ApplyFallback: true,
	},
	SpawnFormationRingAlien5_19: {
		Parent:      constSpec(Alien, 50, 3.8, 300, Tint{0.95, 0.55, 0.37, 1}, 55, 40),
		ChildAIMode: 5,
		Child: FormationChildSpec{TypeID: Alien, Health: 220, Speed: 3.8, Reward: 60, Size: 50,
			ContactDamage: 35, Tint: Tint{0.7125, 0.4125, 0.2775, 0.6}},
		Count:         5,
		AngleStep:     tauF64 / 5.0,
		Radius:        110,
		SetPosition:   true,
		ApplyFallback: true,
	},
}

func withAI(s ConstantSpawnSpec, ai int) ConstantSpawnSpec {
	s.AIMode = ai
	return s
}
