package creatures

// Creature type ids (creatures/spawn.py CreatureTypeId). They index the sprite sheets and the
// per-type tables (attack sounds, corpses, animation rates).
const (
	Zombie    = 0
	Lizard    = 1
	Alien     = 2
	SpiderSP1 = 3
	SpiderSP2 = 4
	Trooper   = 5
)

// Flags are the native creature flag bits (creatures/spawn.py CreatureFlags).
type Flags int

const (
	// FlagSelfDamageTick burns the creature for 60 hp per second (Veins of Poison).
	FlagSelfDamageTick Flags = 0x01
	// FlagSelfDamageTickStrong burns it for 180 hp per second (Toxic Avenger).
	FlagSelfDamageTickStrong Flags = 0x02
	// FlagAnimPingPong selects the short ping-pong animation strip; such creatures are
	// spawners: their link index names a spawn slot and they stay inside the arena.
	FlagAnimPingPong Flags = 0x04
	// FlagHasSpawnSlot is FlagAnimPingPong read as "link index is a spawn slot".
	FlagHasSpawnSlot Flags = 0x04
	// FlagSplitOnDeath splits the creature into two smaller ones when it dies.
	FlagSplitOnDeath Flags = 0x08
	// FlagRangedAttackShock fires plasma-rifle shots (projectile type 9) at the player.
	FlagRangedAttackShock Flags = 0x10
	// FlagAnimLongStrip forces the long animation strip (and movement) on a ping-pong creature.
	FlagAnimLongStrip Flags = 0x40
	// FlagAI7LinkTimer uses the link index as a millisecond timer that switches to AI mode 7.
	FlagAI7LinkTimer Flags = 0x80
	// FlagRangedAttackVariant fires projectiles of the type in the creature's OrbitRadius at the player.
	FlagRangedAttackVariant Flags = 0x100
	// FlagBonusOnDeath drops the creature's own bonus (its BonusID) when it dies.
	FlagBonusOnDeath Flags = 0x400
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
	SpawnTemplateCount                 = 0x44 // one past the largest template id
)
