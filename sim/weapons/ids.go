package weapons

// Weapon ids: the native 1-based weapon table index (weapons.py WeaponId); 0 means no weapon.
// Ids 34..40 and 46..49 have no table row.
const (
	None               = 0
	Pistol             = 1
	AssaultRifle       = 2
	Shotgun            = 3
	SawedOffShotgun    = 4
	SubmachineGun      = 5
	GaussGun           = 6
	MeanMinigun        = 7
	Flamethrower       = 8
	PlasmaRifle        = 9
	MultiPlasma        = 10
	PlasmaMinigun      = 11
	RocketLauncher     = 12
	SeekerRockets      = 13
	PlasmaShotgun      = 14
	BlowTorch          = 15
	HrFlamer           = 16
	MiniRocketSwarmers = 17
	RocketMinigun      = 18
	PulseGun           = 19
	Jackhammer         = 20
	IonRifle           = 21
	IonMinigun         = 22
	IonCannon          = 23
	Shrinkifier5k      = 24
	BladeGun           = 25
	SpiderPlasma       = 26
	EvilScythe         = 27
	PlasmaCannon       = 28
	SplitterGun        = 29
	GaussShotgun       = 30
	IonShotgun         = 31
	Flameburst         = 32
	Raygun             = 33
	Unknown34          = 34
	Unknown35          = 35
	Unknown36          = 36
	Unknown37          = 37
	Unknown38          = 38
	Unknown39          = 39
	Unknown40          = 40
	PlagueSphreaderGun = 41
	Bubblegun          = 42
	RainbowGun         = 43
	GrimWeapon         = 44
	FireBullets        = 45
	Unknown46          = 46
	Unknown47          = 47
	Unknown48          = 48
	Unknown49          = 49
	Transmutator       = 50
	BlasterR300        = 51
	LightingRifle      = 52
	NukeLauncher       = 53
)

// Main-pool projectile type ids (projectiles/types.py ProjectileTypeId). They are weapon table
// indices: the projectile reads its speed (ProjectileMeta) and damage scale from that row.
const (
	ProjectilePistol         = 0x01 // also Mean Minigun
	ProjectileAssaultRifle   = 0x02
	ProjectileShotgun        = 0x03 // also Sawed-off Shotgun and Jackhammer
	ProjectileSubmachineGun  = 0x05
	ProjectileGaussGun       = 0x06 // also Gauss Shotgun
	ProjectilePlasmaRifle    = 0x09
	ProjectilePlasmaMinigun  = 0x0B // also Plasma Shotgun
	ProjectilePulseGun       = 0x13
	ProjectileIonRifle       = 0x15
	ProjectileIonMinigun     = 0x16
	ProjectileIonCannon      = 0x17
	ProjectileShrinkifier    = 0x18
	ProjectileBladeGun       = 0x19
	ProjectileSpiderPlasma   = 0x1A
	ProjectilePlasmaCannon   = 0x1C
	ProjectileSplitterGun    = 0x1D
	ProjectilePlagueSpreader = 0x29
	ProjectileRainbowGun     = 0x2B
	ProjectileFireBullets    = 0x2D
)
