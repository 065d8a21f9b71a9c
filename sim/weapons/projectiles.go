package weapons

// ProjectileTypeOf is the main-pool projectile type a weapon fires, or -1 for weapons that fire
// particles or secondary projectiles (weapons.py projectile_type_id_from_weapon_id).
func ProjectileTypeOf(id int) int {
	if id < 0 || id >= TableSize {
		return -1
	}
	if t := primaryProjectileType[id]; t != 0 {
		return t
	}
	if table[id].Defined {
		return id
	}
	return -1
}

// primaryProjectileType is the primary projectile type per weapon id where it differs
// from the id (0 = the id itself, -1 = no main-pool projectile), from the native
// player_fire_weapon (weapons.py WEAPON_PROJECTILE_TYPE_IDS).
var primaryProjectileType = [TableSize]int{
	SawedOffShotgun:    ProjectileShotgun,
	MeanMinigun:        ProjectilePistol,
	Flamethrower:       -1,
	MultiPlasma:        ProjectilePlasmaRifle,
	RocketLauncher:     -1,
	SeekerRockets:      -1,
	PlasmaShotgun:      ProjectilePlasmaMinigun,
	BlowTorch:          -1,
	HrFlamer:           -1,
	MiniRocketSwarmers: -1,
	RocketMinigun:      -1,
	Jackhammer:         ProjectileShotgun,
	GaussShotgun:       ProjectileGaussGun,
	IonShotgun:         ProjectileIonMinigun,
	Bubblegun:          -1,
}

// DamageScaleForType is the damage multiplier of a projectile type: the table row with the
// type's id, 1.0 when there is none (sim/runners/common.py build_damage_scale_by_type).
func DamageScaleForType(typeID int) float64 {
	w := Entry(typeID)
	if w == nil || w.DamageScale == 0 {
		return 1.0
	}
	return w.DamageScale
}
