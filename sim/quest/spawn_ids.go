package quest

// The spawn template ids the stock builders use (creature_spawn_template's ids; the port's
// creatures/spawn.py SpawnId names, whose suffix is the id in hex).
const (
	zombieBossSpawner00           = 0x00
	spiderSP2Splitter01           = 0x01
	spiderSP1Random03             = 0x03
	lizardRandom04                = 0x04
	spiderSP2Random05             = 0x05
	alienRandom06                 = 0x06
	alienSpawnerChild1DFast07     = 0x07
	alienSpawnerChild1DSlow08     = 0x08
	alienSpawnerChild1DLimited09  = 0x09
	alienSpawnerChild32Slow0A     = 0x0A
	alienSpawnerChild3CSlow0B     = 0x0B
	alienSpawnerChild31Fast0C     = 0x0C
	alienSpawnerChild31Slow0D     = 0x0D
	alienSpawnerRing24_0E         = 0x0E
	alienConstBrownTransparent0F  = 0x0F
	alienSpawnerChild32Fast10     = 0x10
	formationChainLizard4_11      = 0x11
	formationRingAlien8_12        = 0x12
	formationChainAlien10_13      = 0x13
	formationGridAlienWhite15     = 0x15
	formationGridLizardWhite16    = 0x16
	formationGridSpiderSP1White17 = 0x17
	formationGridAlienBronze18    = 0x18
	formationRingAlien5_19        = 0x19
	ai1AlienBlueTint1A            = 0x1A
	ai1SpiderSP1BlueTint1B        = 0x1B
	ai1LizardBlueTint1C           = 0x1C
	alienRandom1D                 = 0x1D
	alienRandom1E                 = 0x1E
	alienRandom1F                 = 0x1F
	alienRandomGreen20            = 0x20
	alienConstPurpleGhost21       = 0x21
	alienConstGreenGhost22        = 0x22
	alienConstGreenGhostSmall23   = 0x23
	alienConstGreenSmall25        = 0x25
	alienConstPaleGreen26         = 0x26
	alienConstWeaponBonus27       = 0x27
	alienConstGreyBrute29         = 0x29
	alienConstRedFast2B           = 0x2B
	lizardRandom2E                = 0x2E
	lizardRandom31                = 0x31
	spiderSP1Random32             = 0x32
	spiderSP1RandomRed33          = 0x33
	spiderSP1RandomGreen34        = 0x34
	spiderSP2Random35             = 0x35
	alienAI7Orbiter36             = 0x36
	spiderSP1AI7Timer38           = 0x38
	spiderSP1ConstShockBoss3A     = 0x3A
	spiderSP1ConstRangedVariant3C = 0x3C
	spiderSP1Random3D             = 0x3D
	spiderSP1ConstBlue40          = 0x40
	zombieRandom41                = 0x41
	zombieConstGrey42             = 0x42
	zombieConstGreenBrute43       = 0x43
)
