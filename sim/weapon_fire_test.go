package sim

import (
	"math"
	"testing"
)

// closeTo compares a float derived through sin/cos/atan2: Go's math and glibc (the port's
// libm) may differ in the last few ulp.
func closeTo(a, b float64) bool {
	return a == b || math.Abs(a-b) <= 1e-12*math.Max(1, math.Abs(b))
}

type fireCase struct {
	weaponID   int
	seed       uint32
	heat       float64
	aim        Vec2
	rngAfter   uint32
	ammo       float64
	cooldown   float64
	heatAfter  float64
	muzzle     float64
	shotsFired int
	projs      []Projectile
}

// Expected values printed by the reference port: a player at (512, 512) with the weapon just
// assigned and the given spread heat fires once (player_fire_weapon, dt 1/60) from Crand(seed).
// These weapons eject no shell casings and puff no muzzle sprites, so the effect pools draw
// nothing.
var fireCases = []fireCase{
	{10, 1234, 0.0, Vec2{700.0, 300.0}, 836366639, 7.0, 0.6208117, 0.41600000000000004, 0.32, 5, []Projectile{
		{Active: true, Angle: 0.4113107429172611, Pos: Vec2{520.6953808515569, 498.56905245910116}, Origin: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		{Active: true, Angle: 0.2018712326779416, Pos: Vec2{520.6953808515569, 498.56905245910116}, Origin: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: 0.7254700082762404, Pos: Vec2{520.6953808515569, 498.56905245910116}, Origin: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		{Active: true, Angle: 1.2490687838745393, Pos: Vec2{520.6953808515569, 498.56905245910116}, Origin: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: 1.0396292736352197, Pos: Vec2{520.6953808515569, 498.56905245910116}, Origin: Vec2{520.6953808515569, 498.56905245910116}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
	}},
	{14, 99, 0.2, Vec2{100.0, 512.0}, 303297344, 7.0, 0.48, 0.343, 0.11, 14, []Projectile{
		{Active: true, Angle: -1.660617168271341, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.9, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.4726171682713411, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.8599999999999999, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.7486171682713412, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.97, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.7886171682713412, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.78, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.3806171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.03, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.3446171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.05, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.7106171682713411, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.18, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.7626171682713412, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.98, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.394617168271341, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.31, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.6146171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.9500000000000002, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.3446171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.6, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.3786171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.07, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.6846171682713411, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.88, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -1.6006171682713413, Pos: Vec2{496.1818571495679, 514.405484725232}, Origin: Vec2{496.1818571495679, 514.405484725232}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.27, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
	}},
	{9, 7, 0.48, Vec2{512.0, 100.0}, 3144650392, 19.0, 0.2908117, 0.48, 0.182, 1, []Projectile{
		{Active: true, Angle: 0.004829577312387423, Pos: Vec2{509.59451527476796, 496.1818571495679}, Origin: Vec2{509.59451527476796, 496.1818571495679}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
	}},
	{10, 5, 0.3, Vec2{300.0, 300.0}, 803157710, 7.0, 0.6208117, 0.48, 0.32, 5, []Projectile{
		{Active: true, Angle: -1.0987996895353578, Pos: Vec2{499.11394936342975, 502.5158184859342}, Origin: Vec2{499.11394936342975, 502.5158184859342}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		{Active: true, Angle: -1.3082391997746772, Pos: Vec2{499.11394936342975, 502.5158184859342}, Origin: Vec2{499.11394936342975, 502.5158184859342}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -0.7846404241763785, Pos: Vec2{499.11394936342975, 502.5158184859342}, Origin: Vec2{499.11394936342975, 502.5158184859342}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
		{Active: true, Angle: -0.26104164857807965, Pos: Vec2{499.11394936342975, 502.5158184859342}, Origin: Vec2{499.11394936342975, 502.5158184859342}, TypeID: 11, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 35.0, OwnerID: -100},
		{Active: true, Angle: -0.47048115881739916, Pos: Vec2{499.11394936342975, 502.5158184859342}, Origin: Vec2{499.11394936342975, 502.5158184859342}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, HitRadius: 1.0, BaseDamage: 30.0, OwnerID: -100},
	}},
}

func TestPlayerFireWeaponPatterns(t *testing.T) {
	for _, c := range fireCases {
		var w World
		w.PlayerCount = 1
		w.Rng.Srand(c.seed)
		p := &w.Players[0]
		p.Pos = Vec2{512, 512}
		weaponAssignPlayerNoStatus(p, c.weaponID)
		p.SpreadHeat = c.heat
		w.playerFireWeapon(p, &PlayerInput{FireDown: true, Aim: c.aim}, 1.0/60.0)
		if w.Rng.State != c.rngAfter {
			t.Errorf("weapon %d seed %d: rng %d, want %d", c.weaponID, c.seed, w.Rng.State, c.rngAfter)
		}
		if p.Ammo != c.ammo || p.ShotCooldown != c.cooldown || p.SpreadHeat != c.heatAfter ||
			p.MuzzleFlashAlpha != c.muzzle || w.Gameplay.ShotsFired[0] != c.shotsFired ||
			w.Gameplay.WeaponShotsFired[0][c.weaponID] != c.shotsFired || p.ShotSeq != 1 {
			t.Errorf("weapon %d: ammo %v cooldown %v heat %v muzzle %v shots %d, want %v %v %v %v %d",
				c.weaponID, p.Ammo, p.ShotCooldown, p.SpreadHeat, p.MuzzleFlashAlpha, w.Gameplay.ShotsFired[0],
				c.ammo, c.cooldown, c.heatAfter, c.muzzle, c.shotsFired)
		}
		for i, want := range c.projs {
			got := w.Projectiles.Entries[i]
			if !got.Active || got.TypeID != want.TypeID || got.SpeedScale != want.SpeedScale ||
				got.DamagePool != want.DamagePool || got.HitRadius != want.HitRadius ||
				got.BaseDamage != want.BaseDamage || got.OwnerID != want.OwnerID || got.LifeTimer != want.LifeTimer ||
				!closeTo(got.Angle, want.Angle) || !closeTo(got.Pos.X, want.Pos.X) || !closeTo(got.Pos.Y, want.Pos.Y) ||
				got.Origin != got.Pos {
				t.Errorf("weapon %d projectile %d:\n got %+v\nwant %+v", c.weaponID, i, got, want)
			}
		}
		if w.Projectiles.Entries[len(c.projs)].Active {
			t.Errorf("weapon %d: more than %d projectiles", c.weaponID, len(c.projs))
		}
	}
}
