package sim

import (
	"strconv"
	"testing"

	"crdplayer/sim/perks"
)

type fireAllCase struct {
	weapon      int
	seed        uint32
	heat        float64
	aim         Vec2
	fireBullets float64
	perks       []perks.ID
	reload      float64
	xp          int
	ammo        float64    // -1: the assigned clip
	creature    [3]float64 // slot, x, y of one live creature; slot -1 none

	rngAfter    uint32
	ammoAfter   float64
	cooldown    float64
	heatAfter   float64
	muzzle      float64
	shots       int
	reloadAfter float64
	xpAfter     int
	health      float64
	projs       []Projectile
	secondary   []SecondaryProjectile
	particles   []int // style ids of the active particles, in slot order
}

// fireAllCases were printed by the reference port (testdata generator: a WorldState with the
// player at (512, 512), the weapon just assigned, then one player_fire_weapon with dt f32(1/60)
// and detail preset 5): two shots of every weapon in the table, then Fire Bullets, seeker and
// swarmer targeting, Fastshot+Sharpshooter, firing during a reload with Regression Bullets,
// Ammunition Within and neither, and the reload start on the last round.
var fireAllCases = []fireAllCase{
	{weapon: 1, seed: 1017, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1672598688, ammoAfter: 9.0, cooldown: 0.7117, heatAfter: 0.48, muzzle: 0.22, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6851545859133327, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 1, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 55.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 1, seed: 1034, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 741006733, ammoAfter: 9.0, cooldown: 0.7117, heatAfter: 0.48, muzzle: 0.22, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.542260421772664, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 1, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 55.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 2, seed: 1051, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4104382074, ammoAfter: 24.0, cooldown: 0.117, heatAfter: 0.11699999999999999, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 2, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 50.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 2, seed: 1068, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3172790119, ammoAfter: 24.0, cooldown: 0.117, heatAfter: 0.367, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7161809839553213, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 2, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 50.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 3, seed: 1085, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 652987692, ammoAfter: 11.0, cooldown: 0.85, heatAfter: 0.48, muzzle: 0.27, shots: 12, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.59627639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.15, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.71587639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.78, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.70807639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.53, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.66647639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.83, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.73927639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.47, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.61187639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.9500000000000002, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.67557639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.46, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.51437639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.72, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.52997639457071, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.47, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.7717763945707095, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.81, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.6105763945707094, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.3900000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 4.6768763945707095, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.63, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 3, seed: 1102, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3288817017, ammoAfter: 11.0, cooldown: 0.85, heatAfter: 0.35100000000000003, muzzle: 0.27, shots: 12, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.075292653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.01, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.146792653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.9100000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.1727926535897932, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.72, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.2104926535897933, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.37, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.168892653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.01, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.242992653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.5, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.214392653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.55, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.198792653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.47, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.233892653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.45, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.235192653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.22, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.235192653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.87, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.014192653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.15, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 4, seed: 1119, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1629679046, ammoAfter: 11.0, cooldown: 0.87, heatAfter: 0.41900000000000004, muzzle: 0.13, shots: 12, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.34744571303183047, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.8599999999999999, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.5434457130318304, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.3599999999999999, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.7314457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.23, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 1.0834457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.9100000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.6114457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.55, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.6594457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.06, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 1.0834457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.63, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.8114457130318304, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.53, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.9834457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.42, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.7914457130318304, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.62, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.6114457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.67, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.6434457130318305, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.6600000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 4, seed: 1136, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4265508371, ammoAfter: 11.0, cooldown: 0.87, heatAfter: 0.48, muzzle: 0.13, shots: 12, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.0934483231200969, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.72, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.8534483231200967, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.49, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.6854483231200967, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.42, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.7614483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.13, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.1094483231200967, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.1, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.7894483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.62, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.7774483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.71, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.5974483231200969, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.28, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.2414483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.3900000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.4974483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.03, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.3134483231200966, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.47, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: -1.2374483231200968, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 3, SpeedScale: 1.18, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 5, seed: 1153, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2809797640, ammoAfter: 29.0, cooldown: 0.088117, heatAfter: 0.10660000000000001, muzzle: 0.082, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 5, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 5, seed: 1170, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1878205685, ammoAfter: 29.0, cooldown: 0.088117, heatAfter: 0.35660000000000003, muzzle: 0.082, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7016782272341323, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 5, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 6, seed: 1187, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 946613730, ammoAfter: 5.0, cooldown: 0.6, heatAfter: 0.48, muzzle: 0.42, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.570229724776795, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 1.0, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 6, seed: 1204, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 15021775, ammoAfter: 5.0, cooldown: 0.6, heatAfter: 0.48, muzzle: 0.42, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 1.0, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 7, seed: 1221, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 496780210, ammoAfter: 119.0, cooldown: 0.09, heatAfter: 0.3306, muzzle: 0.062, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7716964047301514, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 1, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 55.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 7, seed: 1238, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3964399223, ammoAfter: 119.0, cooldown: 0.09, heatAfter: 0.48, muzzle: 0.062, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.4676946175005336, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 1, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 55.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 8, seed: 1255, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1479007707, ammoAfter: 29.9, cooldown: 0.008113, heatAfter: 0.0195, muzzle: 0.015, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{0},
	},
	{weapon: 8, seed: 1272, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 370946876, ammoAfter: 29.9, cooldown: 0.008113, heatAfter: 0.2695, muzzle: 0.015, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{0},
	},
	{weapon: 9, seed: 1289, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 802905954, ammoAfter: 19.0, cooldown: 0.2908117, heatAfter: 0.48, muzzle: 0.182, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.705649254230858, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 9, seed: 1306, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3525724567, ammoAfter: 19.0, cooldown: 0.2908117, heatAfter: 0.2366, muzzle: 0.182, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 10, seed: 1323, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1953575884, ammoAfter: 7.0, cooldown: 0.6208117, heatAfter: 0.48, muzzle: 0.32, shots: 5, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.3278848287957339, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
			{Active: true, Angle: 0.11844531855641438, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.6420440941547132, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
			{Active: true, Angle: 1.165642869753012, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.9562033595136925, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 10, seed: 1340, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 381427201, ammoAfter: 7.0, cooldown: 0.6208117, heatAfter: 0.48, muzzle: 0.32, shots: 5, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.7857214371735464, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
			{Active: true, Angle: -1.9951609474128658, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: -1.471562171814567, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
			{Active: true, Angle: -0.9479633962162682, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: -1.1574029064555877, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 9, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 11, seed: 1357, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3104245814, ammoAfter: 29.0, cooldown: 0.11, heatAfter: 0.12610000000000002, muzzle: 0.097, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 11, seed: 1374, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1532097131, ammoAfter: 29.0, cooldown: 0.11, heatAfter: 0.3761, muzzle: 0.097, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.716639252746587, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 12, seed: 1391, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2412531738, ammoAfter: 4.0, cooldown: 0.7408117, heatAfter: 0.48, muzzle: 0.42, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: -1.544541666151324, Speed: 2.0, Pos: Vec2{496.1818571495679, 514.405484725232}, Vel: Vec2{-89.96898295750273, -2.3626480043760534}, TypeID: 1, OwnerID: -1, TargetID: -1},
		},
		particles: []int{},
	},
	{weapon: 12, seed: 1408, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1019220983, ammoAfter: 4.0, cooldown: 0.7408117, heatAfter: 0.48, muzzle: 0.42, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 3.141592653589793, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{5.5109105961630896e-15, 90.0}, TypeID: 1, OwnerID: -1, TargetID: -1},
		},
		particles: []int{},
	},
	{weapon: 13, seed: 1425, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3920877524, ammoAfter: 7.0, cooldown: 0.3108117, heatAfter: 0.48, muzzle: 0.32, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 0.7343426716935778, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{127.31888304482004, -141.03156391467633}, TypeID: 2, OwnerID: -1, TargetID: 0},
		},
		particles: []int{},
	},
	{weapon: 13, seed: 1442, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2527566769, ammoAfter: 7.0, cooldown: 0.3108117, heatAfter: 0.48, muzzle: 0.32, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 4.495517797396978, Speed: 2.0, Pos: Vec2{496.1818571495679, 514.405484725232}, Vel: Vec2{-185.54933968108304, 40.88327951515212}, TypeID: 2, OwnerID: -1, TargetID: 0},
		},
		particles: []int{},
	},
	{weapon: 14, seed: 1459, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1486401232, ammoAfter: 7.0, cooldown: 0.48, heatAfter: 0.14300000000000002, muzzle: 0.11, shots: 14, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.195592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.07, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.077592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.47, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.363592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.8, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.0875926535897933, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.34, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.295592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.82, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.003592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.18, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.275592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.05, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 2.913592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.08, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.183592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.54, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.307592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.96, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.355592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.97, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.181592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.2, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 3.029592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.97, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 2.901592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 11, SpeedScale: 1.8, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 14, seed: 1476, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 534822389, ammoAfter: 7.0, cooldown: 0.48, heatAfter: 0.393, muzzle: 0.11, shots: 14, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6907986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.15, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.4707986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.23, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.6827986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.65, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.4667986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.2, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.7727986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.27, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.4067986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.69, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.4647986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.58, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.7127986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.62, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.7967986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.09, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.8407986681046988, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.72, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.7787986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.03, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.8887986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.18, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.5907986681046988, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.38, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
			{Active: true, Angle: 0.7747986681046989, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, SpeedScale: 1.6, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 15, seed: 1493, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3146025257, ammoAfter: 29.95, cooldown: 0.006113, heatAfter: 0.48, muzzle: 0.01, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{1},
	},
	{weapon: 15, seed: 1510, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2037964426, ammoAfter: 29.95, cooldown: 0.006113, heatAfter: 0.013000000000000001, muzzle: 0.01, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{1},
	},
	{weapon: 16, seed: 1527, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 929903595, ammoAfter: 29.9, cooldown: 0.0085, heatAfter: 0.263, muzzle: 0.01, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{2},
	},
	{weapon: 16, seed: 1544, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4116810060, ammoAfter: 29.9, cooldown: 0.0085, heatAfter: 0.48, muzzle: 0.01, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{2},
	},
	{weapon: 17, seed: 1561, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1364326076, ammoAfter: 0.0, cooldown: 1.8, heatAfter: 0.156, muzzle: 0.12, shots: 5, reloadAfter: 1.8, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: -13.08996938995747, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{-94.99999999999982, -164.54482671904347}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: -7.853981633974483, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{-190.0, -6.980486755139912e-14}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: -2.617993877991495, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{-94.99999999999993, 164.54482671904339}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: 2.617993877991493, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{95.00000000000021, 164.54482671904321}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: 7.853981633974481, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{190.0, -3.84044377853647e-13}, TypeID: 2, OwnerID: -1, TargetID: 0},
		},
		particles: []int{},
	},
	{weapon: 17, seed: 1578, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4265982617, ammoAfter: 0.0, cooldown: 1.8, heatAfter: 0.406, muzzle: 0.12, shots: 5, reloadAfter: 1.8, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: -15.506092035271024, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{-38.09555375698055, 186.14169007492387}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: -10.270104279288036, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{142.15565542976336, 126.06256236224294}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: -5.034116523305048, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{180.25120918674406, -60.07912771268102}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: 0.20187123267793972, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{38.09555375698044, -186.14169007492387}, TypeID: 2, OwnerID: -1, TargetID: 0},
			{Active: true, Angle: 5.437858988660928, Speed: 2.0, Pos: Vec2{520.6953808515569, 498.56905245910116}, Vel: Vec2{-142.15565542976367, -126.0625623622426}, TypeID: 2, OwnerID: -1, TargetID: 0},
		},
		particles: []int{},
	},
	{weapon: 18, seed: 1595, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 792627567, ammoAfter: 15.0, cooldown: 0.12, heatAfter: 0.48, muzzle: 0.12, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 4.5035392968761645, Speed: 2.0, Pos: Vec2{496.1818571495679, 514.405484725232}, Vel: Vec2{-88.04430562076814, 18.66012453754734}, TypeID: 4, OwnerID: -1, TargetID: -1},
		},
		particles: []int{},
	},
	{weapon: 18, seed: 1612, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3979534032, ammoAfter: 15.0, cooldown: 0.12, heatAfter: 0.156, muzzle: 0.12, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 3.141592653589793, Speed: 2.0, Pos: Vec2{514.405484725232, 527.8181428504321}, Vel: Vec2{5.5109105961630896e-15, 90.0}, TypeID: 4, OwnerID: -1, TargetID: -1},
		},
		particles: []int{},
	},
	{weapon: 19, seed: 1629, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3719670662, ammoAfter: 15.0, cooldown: 0.1, heatAfter: 0.25, muzzle: 0.0, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6752793692449119, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 19, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 19, seed: 1646, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2147521979, ammoAfter: 15.0, cooldown: 0.1, heatAfter: 0.48, muzzle: 0.0, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.5213252106610091, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 19, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 20, seed: 1663, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 873353679, ammoAfter: 15.0, cooldown: 0.14, heatAfter: 0.20800000000000002, muzzle: 0.16, shots: 4, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.0648926535897933, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.9100000000000001, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.0492926535897933, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.46, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.0492926535897933, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.69, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 3.187092653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 3, SpeedScale: 1.26, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 20, seed: 1680, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3010059552, ammoAfter: 15.0, cooldown: 0.14, heatAfter: 0.458, muzzle: 0.16, shots: 4, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.9004095147291642, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.78, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.7977095147291642, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.9500000000000002, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.8731095147291642, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.45, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 0.8900095147291642, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 3, SpeedScale: 1.6099999999999999, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 21, seed: 1697, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1726043226, ammoAfter: 7.0, cooldown: 0.4, heatAfter: 0.48, muzzle: 0.112, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.5462816491425673, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 21, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 5.0, BaseDamage: 15.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 21, seed: 1714, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 153894543, ammoAfter: 7.0, cooldown: 0.4, heatAfter: 0.1456, muzzle: 0.112, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 21, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 5.0, BaseDamage: 15.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 22, seed: 1731, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2876713156, ammoAfter: 19.0, cooldown: 0.1, heatAfter: 0.367, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.8409020037410736, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 22, seed: 1748, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1304564473, ammoAfter: 19.0, cooldown: 0.1, heatAfter: 0.48, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.517617136399543, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 23, seed: 1765, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4027383086, ammoAfter: 2.0, cooldown: 1.0, heatAfter: 0.48, muzzle: 0.68, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 23, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 10.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 23, seed: 1782, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2455234403, ammoAfter: 2.0, cooldown: 1.0, heatAfter: 0.48, muzzle: 0.68, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6914714598013301, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 23, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 10.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 24, seed: 1799, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3332811986, ammoAfter: 7.0, cooldown: 0.21, heatAfter: 0.48, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.5412794604224498, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 24, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 24, seed: 1816, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1939501231, ammoAfter: 7.0, cooldown: 0.21, heatAfter: 0.052000000000000005, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 24, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 25, seed: 1833, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2033755650, ammoAfter: 5.0, cooldown: 0.35, heatAfter: 0.302, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7103182353731654, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 25, SpeedScale: 1.0, DamagePool: 50.0, HitRadius: 1.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 25, seed: 1850, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 461606967, ammoAfter: 5.0, cooldown: 0.35, heatAfter: 0.48, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.554782844853492, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 25, SpeedScale: 1.0, DamagePool: 50.0, HitRadius: 1.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 26, seed: 1867, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3184425580, ammoAfter: 4.0, cooldown: 0.2, heatAfter: 0.052000000000000005, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 26, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 26, seed: 1884, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1612276897, ammoAfter: 4.0, cooldown: 0.2, heatAfter: 0.302, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.8286422068533204, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 26, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 27, seed: 1901, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 40128214, ammoAfter: 2.0, cooldown: 1.0, heatAfter: 0.48, muzzle: 0.68, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.537059680650628, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 27, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 27, seed: 1918, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2762946827, ammoAfter: 2.0, cooldown: 1.0, heatAfter: 0.48, muzzle: 0.68, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 27, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 28, seed: 1935, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1190798144, ammoAfter: 2.0, cooldown: 0.9, heatAfter: 0.48, muzzle: 0.6, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7049789296737241, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 28, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 10.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 28, seed: 1952, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3913616757, ammoAfter: 2.0, cooldown: 0.9, heatAfter: 0.48, muzzle: 0.6, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.5576665864821129, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 28, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 10.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 29, seed: 1969, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2341468074, ammoAfter: 5.0, cooldown: 0.7, heatAfter: 0.36400000000000005, muzzle: 0.28, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 29, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 29, seed: 1986, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 769319391, ammoAfter: 5.0, cooldown: 0.7, heatAfter: 0.48, muzzle: 0.28, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.713662159062857, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 29, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 30, seed: 2003, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3076066110, ammoAfter: 3.0, cooldown: 1.05, heatAfter: 0.48, muzzle: 0.27, shots: 6, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.518686630568001, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 1.69, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 4.4986866305680016, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 1.8599999999999999, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 4.702686630568001, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 2.02, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 4.528686630568001, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 2.13, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 4.598686630568001, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 1.79, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 4.4746866305680015, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 6, SpeedScale: 1.49, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 30, seed: 2020, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2909315419, ammoAfter: 3.0, cooldown: 1.05, heatAfter: 0.35100000000000003, muzzle: 0.27, shots: 6, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.315592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 2.15, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 3.283592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 1.79, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 1.41, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 3.085592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 1.67, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 3.319592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 2.1399999999999997, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
			{Active: true, Angle: 3.167592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 6, SpeedScale: 1.64, DamagePool: 300.0, HitRadius: 1.0, BaseDamage: 215.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 31, seed: 2037, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2248819122, ammoAfter: 9.0, cooldown: 0.85, heatAfter: 0.48, muzzle: 0.27, shots: 8, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6039279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.71, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.9679279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.48, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.8275279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 2.04, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.6273279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.92, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.7963279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 2.01, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.8743279994763204, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.68, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.5597279994763205, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.7999999999999998, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 0.9757279994763204, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 22, SpeedScale: 1.66, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 31, seed: 2054, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1797148855, ammoAfter: 9.0, cooldown: 0.85, heatAfter: 0.48, muzzle: 0.27, shots: 8, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.431121971861593, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.96, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.8315219718615925, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.94, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.589721971861593, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.97, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.462321971861592, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 2.11, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.784721971861592, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.54, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.555921971861593, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 2.02, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.808121971861593, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 1.95, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
			{Active: true, Angle: 4.4363219718615925, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 22, SpeedScale: 2.02, DamagePool: 1.0, HitRadius: 3.0, BaseDamage: 20.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 32, seed: 2071, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1498510568, ammoAfter: 59.0, cooldown: 0.02, heatAfter: 0.23399999999999999, muzzle: 0.18, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 32, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 32, seed: 2088, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4221329181, ammoAfter: 59.0, cooldown: 0.02, heatAfter: 0.48, muzzle: 0.18, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7160389288854978, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 32, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 33, seed: 2105, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2649180498, ammoAfter: 11.0, cooldown: 0.7, heatAfter: 0.48, muzzle: 0.38, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.71238898038469, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 33, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 33, seed: 2122, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1077031815, ammoAfter: 11.0, cooldown: 0.7, heatAfter: 0.48, muzzle: 0.38, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 33, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 41, seed: 2139, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3799850428, ammoAfter: 4.0, cooldown: 0.2, heatAfter: 0.302, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7192174203832397, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 41, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 15.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 41, seed: 2156, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2227701745, ammoAfter: 4.0, cooldown: 0.2, heatAfter: 0.48, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.3500901561971514, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 41, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 15.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 42, seed: 2173, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1773264977, ammoAfter: 14.85, cooldown: 0.1613, heatAfter: 0.065, muzzle: 0.05, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{8},
	},
	{weapon: 42, seed: 2190, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 665204146, ammoAfter: 14.85, cooldown: 0.1613, heatAfter: 0.315, muzzle: 0.05, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{8},
	},
	{weapon: 43, seed: 2207, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1806222992, ammoAfter: 9.0, cooldown: 0.2, heatAfter: 0.48, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.588819749479966, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 43, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 43, seed: 2224, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 234074309, ammoAfter: 9.0, cooldown: 0.2, heatAfter: 0.11699999999999999, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 43, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 10.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 44, seed: 2241, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2956892922, ammoAfter: 2.0, cooldown: 0.5, heatAfter: 0.48, muzzle: 0.4, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7249775085466698, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 44, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 44, seed: 2258, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1384744239, ammoAfter: 2.0, cooldown: 0.5, heatAfter: 0.48, muzzle: 0.4, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.7047559786925355, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 44, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 45, seed: 2275, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 740794216, ammoAfter: 111.0, cooldown: 0.14, heatAfter: 0.28600000000000003, muzzle: 0.22, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 45, seed: 2292, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 4208413229, ammoAfter: 111.0, cooldown: 0.14, heatAfter: 0.48, muzzle: 0.22, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7620329522930773, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 50, seed: 2309, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3381064946, ammoAfter: 49.0, cooldown: 0.04, heatAfter: 0.48, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: -1.4815420077489967, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 50, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 50, seed: 2326, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2553716663, ammoAfter: 49.0, cooldown: 0.04, heatAfter: 0.052000000000000005, muzzle: 0.04, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 50, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 51, seed: 2343, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1726368380, ammoAfter: 19.0, cooldown: 0.08, heatAfter: 0.315, muzzle: 0.05, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.6737971799935119, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 51, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 51, seed: 2360, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 899020097, ammoAfter: 19.0, cooldown: 0.08, heatAfter: 0.48, muzzle: 0.05, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.659830323572088, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 51, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 52, seed: 2377, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3264605346, ammoAfter: 499.0, cooldown: 4.0, heatAfter: 0.48, muzzle: 0.8, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 52, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 52, seed: 2394, heat: 0.25, aim: Vec2{700.0, 300.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1692456663, ammoAfter: 499.0, cooldown: 4.0, heatAfter: 0.48, muzzle: 0.8, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.7302812829850012, Pos: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 52, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 53, seed: 2411, heat: 0.48, aim: Vec2{100.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 120307980, ammoAfter: 0.0, cooldown: 4.0, heatAfter: 0.48, muzzle: 0.8, shots: 1, reloadAfter: 8.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 4.701587087217728, Pos: Vec2{496.1818571495679, 514.405484725232}, TypeID: 53, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 53, seed: 2428, heat: 0.0, aim: Vec2{512.0, 900.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2843126593, ammoAfter: 0.0, cooldown: 4.0, heatAfter: 0.48, muzzle: 0.8, shots: 1, reloadAfter: 8.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{514.405484725232, 527.8181428504321}, TypeID: 53, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 1, seed: 5, heat: 0.1, aim: Vec2{600.0, 600.0}, fireBullets: 3.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1156669165, ammoAfter: 10.0, cooldown: 0.14, heatAfter: 0.386, muzzle: 0.22, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 2.3853527259080973, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 3, seed: 6, heat: 0.1, aim: Vec2{600.0, 600.0}, fireBullets: 3.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3063768835, ammoAfter: 12.0, cooldown: 0.85, heatAfter: 0.386, muzzle: 0.27, shots: 12, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 2.266947772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.3899477728705807, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.230947772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.3449477728705808, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.455947772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.454447772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.3629477728705806, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.289447772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.2339477728705806, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.2744477728705808, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.2264477728705807, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
			{Active: true, Angle: 2.452947772870581, Pos: Vec2{524.8860506365703, 521.4841815140658}, TypeID: 45, SpeedScale: 1.0, DamagePool: 240.0, HitRadius: 1.0, BaseDamage: 60.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 13, seed: 9, heat: 0.0, aim: Vec2{700.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{7, 690.0, 500.0},
		rngAfter: 221673452, ammoAfter: 7.0, cooldown: 0.3108117, heatAfter: 0.41600000000000004, muzzle: 0.32, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: 1.5707963267948966, Speed: 2.0, Pos: Vec2{527.8181428504321, 509.59451527476796}, Vel: Vec2{190.0, 0.0}, TypeID: 2, OwnerID: -1, TargetID: 7},
		},
		particles: []int{},
	},
	{weapon: 17, seed: 10, heat: 0.0, aim: Vec2{700.0, 512.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: 3.0, creature: [3]float64{3, 400.0, 400.0},
		rngAfter: 897649401, ammoAfter: 0.0, cooldown: 1.8, heatAfter: 0.156, muzzle: 0.12, shots: 3, reloadAfter: 1.8, xpAfter: 0, health: 100.0,
		projs: []Projectile{},
		secondary: []SecondaryProjectile{
			{Active: true, Angle: -6.283185307179586, Speed: 2.0, Pos: Vec2{527.8181428504321, 509.59451527476796}, Vel: Vec2{5.817072295949928e-14, -190.0}, TypeID: 2, OwnerID: -1, TargetID: 3},
			{Active: true, Angle: -3.141592653589793, Speed: 2.0, Pos: Vec2{527.8181428504321, 509.59451527476796}, Vel: Vec2{-3.490243377569956e-14, 190.0}, TypeID: 2, OwnerID: -1, TargetID: 3},
			{Active: true, Angle: 0.0, Speed: 2.0, Pos: Vec2{527.8181428504321, 509.59451527476796}, Vel: Vec2{1.1634144591899855e-14, -190.0}, TypeID: 2, OwnerID: -1, TargetID: 3},
		},
		particles: []int{},
	},
	{weapon: 2, seed: 11, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{14, 2}, reload: 0.0, xp: 0, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 3998089386, ammoAfter: 24.0, cooldown: 0.10810800000000001, heatAfter: 0.2, muzzle: 0.09, shots: 1, reloadAfter: 0.0, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.23599283249144354, Pos: Vec2{512.9516812027279, 496.0283281122991}, TypeID: 2, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 50.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 2, seed: 12, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{23}, reload: 0.5, xp: 1000, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2932709319, ammoAfter: 24.0, cooldown: 0.117, heatAfter: 0.317, muzzle: 0.09, shots: 1, reloadAfter: 0.5, xpAfter: 760, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.21784206057285105, Pos: Vec2{512.9516812027279, 496.0283281122991}, TypeID: 2, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 50.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 8, seed: 13, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{23}, reload: 0.5, xp: 1000, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 1333540065, ammoAfter: 29.9, cooldown: 0.008113, heatAfter: 0.2195, muzzle: 0.015, shots: 1, reloadAfter: 0.5, xpAfter: 992, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{0},
	},
	{weapon: 2, seed: 14, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{35}, reload: 0.5, xp: 10, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 2395401347, ammoAfter: 24.0, cooldown: 0.117, heatAfter: 0.327, muzzle: 0.09, shots: 1, reloadAfter: 0.5, xpAfter: 10, health: 99.0,
		projs: []Projectile{
			{Active: true, Angle: 0.20921783444972397, Pos: Vec2{512.9516812027279, 496.0283281122991}, TypeID: 2, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 50.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 2, seed: 15, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.5, xp: 10, ammo: -1, creature: [3]float64{-1, 0, 0},
		rngAfter: 15, ammoAfter: 25.0, cooldown: 0.0, heatAfter: 0.2, muzzle: 0.0, shots: 0, reloadAfter: 0.5, xpAfter: 10, health: 100.0,
		projs:     []Projectile{},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
	{weapon: 5, seed: 16, heat: 0.2, aim: Vec2{600.0, 100.0}, fireBullets: 0.0, perks: []perks.ID{}, reload: 0.0, xp: 0, ammo: 1.0, creature: [3]float64{-1, 0, 0},
		rngAfter: 2966156347, ammoAfter: 0.0, cooldown: 0.088117, heatAfter: 0.30660000000000004, muzzle: 0.082, shots: 1, reloadAfter: 1.2, xpAfter: 0, health: 100.0,
		projs: []Projectile{
			{Active: true, Angle: 0.14987876604223227, Pos: Vec2{512.9516812027279, 496.0283281122991}, TypeID: 5, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 45.0, OwnerID: -100},
		},
		secondary: []SecondaryProjectile{},
		particles: []int{},
	},
}

func TestPlayerFireWeaponEveryWeapon(t *testing.T) {
	for n, c := range fireAllCases {
		var w World
		w.PlayerCount = 1
		w.Config.DetailPreset = 5
		w.Rng.Srand(c.seed)
		if c.creature[0] >= 0 {
			cr := activateCreature(&w, int(c.creature[0]))
			cr.Pos = Vec2{c.creature[1], c.creature[2]}
			cr.HitboxSize = CreatureHitboxAlive
		}
		p := &w.Players[0]
		p.Pos = Vec2{512, 512}
		p.Health = 100
		for _, pk := range c.perks {
			p.PerkCounts[pk] = 1
		}
		weaponAssignPlayerNoStatus(p, c.weapon)
		p.SpreadHeat = c.heat
		p.FireBulletsTimer = c.fireBullets
		p.ReloadTimer = c.reload
		p.Experience = c.xp
		if c.ammo >= 0 {
			p.Ammo = c.ammo
		}
		w.playerFireWeapon(p, &PlayerInput{FireDown: true, Aim: c.aim}, f32(1.0/60.0))
		tag := func() string { return "case " + strconv.Itoa(n) + " weapon " + strconv.Itoa(c.weapon) }
		if w.Rng.State != c.rngAfter {
			t.Errorf("%s: rng %d, want %d", tag(), w.Rng.State, c.rngAfter)
		}
		if p.Ammo != c.ammoAfter || p.ShotCooldown != c.cooldown || p.SpreadHeat != c.heatAfter ||
			p.MuzzleFlashAlpha != c.muzzle || w.Gameplay.ShotsFired[0] != c.shots ||
			p.ReloadTimer != c.reloadAfter || p.Experience != c.xpAfter || float64(p.Health) != c.health {
			t.Errorf("%s: ammo %v cooldown %v heat %v muzzle %v shots %d reload %v xp %d health %v\n want ammo %v cooldown %v heat %v muzzle %v shots %d reload %v xp %d health %v",
				tag(), p.Ammo, p.ShotCooldown, p.SpreadHeat, p.MuzzleFlashAlpha, w.Gameplay.ShotsFired[0], p.ReloadTimer, p.Experience, p.Health,
				c.ammoAfter, c.cooldown, c.heatAfter, c.muzzle, c.shots, c.reloadAfter, c.xpAfter, c.health)
		}
		i := 0
		for _, got := range w.Projectiles.Entries {
			if !got.Active {
				continue
			}
			if i >= len(c.projs) {
				t.Errorf("%s: extra projectile %+v", tag(), got)
				continue
			}
			want := c.projs[i]
			i++
			if got.TypeID != want.TypeID || got.SpeedScale != want.SpeedScale || got.DamagePool != want.DamagePool ||
				got.HitRadius != want.HitRadius || got.BaseDamage != want.BaseDamage || got.OwnerID != want.OwnerID ||
				!closeTo(got.Angle, want.Angle) || !closeTo(got.Pos.X, want.Pos.X) || !closeTo(got.Pos.Y, want.Pos.Y) {
				t.Errorf("%s projectile %d:\n got %+v\nwant %+v", tag(), i-1, got, want)
			}
		}
		if i != len(c.projs) {
			t.Errorf("%s: %d projectiles, want %d", tag(), i, len(c.projs))
		}
		i = 0
		for _, got := range w.SecondaryProjectiles.Entries {
			if !got.Active {
				continue
			}
			if i >= len(c.secondary) {
				t.Errorf("%s: extra secondary projectile %+v", tag(), got)
				continue
			}
			want := c.secondary[i]
			i++
			if got.TypeID != want.TypeID || got.Speed != want.Speed || got.OwnerID != want.OwnerID || got.TargetID != want.TargetID ||
				!closeTo(got.Angle, want.Angle) || !closeTo(got.Pos.X, want.Pos.X) || !closeTo(got.Pos.Y, want.Pos.Y) ||
				!closeTo(got.Vel.X, want.Vel.X) || !closeTo(got.Vel.Y, want.Vel.Y) {
				t.Errorf("%s secondary %d:\n got %+v\nwant %+v", tag(), i-1, got, want)
			}
		}
		if i != len(c.secondary) {
			t.Errorf("%s: %d secondary projectiles, want %d", tag(), i, len(c.secondary))
		}
		var styles []int
		for _, pt := range w.Effects.Particles.Entries {
			if pt.Active {
				styles = append(styles, pt.StyleID)
			}
		}
		if !equalInts(styles, c.particles) {
			t.Errorf("%s: particle styles %v, want %v", tag(), styles, c.particles)
		}
	}
}
