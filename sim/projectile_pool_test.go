package sim

import (
	"math"
	"testing"

	"crdplayer/sim/weapons"
)

// Five projectiles fly 40 ticks through an empty arena (no creatures, no players). Expected
// positions and life timers printed by the reference port (ProjectilePool.spawn then update
// with dt = f32(1/60)): a pistol shot, a Gauss shot (speed scale 1.73) that leaves the arena
// and lingers, an ion minigun shot that expires, a pulse shot and a Fire Bullets shot.
func TestProjectilesUpdateFlight(t *testing.T) {
	type want struct {
		tick, slot int
		active     bool
		pos        Vec2
		life       float64
	}
	wants := []want{
		{0, 0, true, Vec2{517.6148071289062, 493.8486022949219}, 0.4},
		{0, 1, true, Vec2{-13.262086868286133, 951.8349609375}, 0.4},
		{0, 2, true, Vec2{1006.5242919921875, 17.463497161865234}, 0.4},
		{0, 3, true, Vec2{512.9878540039062, 518.929931640625}, 0.4},
		{0, 4, true, Vec2{300.0, 280.0}, 0.4},
		{5, 0, true, Vec2{545.6888427734375, 403.09161376953125}, 0.4},
		{5, 1, true, Vec2{-126.52417755126953, 1003.669921875}, 0.37833333015441895},
		{5, 2, true, Vec2{1039.145751953125, 4.780974864959717}, 0.4},
		{5, 3, true, Vec2{517.9271240234375, 553.57958984375}, 0.4},
		{5, 4, true, Vec2{300.0, 180.0}, 0.4},
		{39, 0, true, Vec2{691.673828125, -68.8447494506836}, 0.26666656136512756},
		{39, 1, true, Vec2{-126.52417755126953, 1003.669921875}, 0.3216667175292969},
		{39, 2, false, Vec2{1091.340087890625, -15.51106071472168}, -0.01666676066815853},
		{39, 3, true, Vec2{551.51416015625, 789.197265625}, 0.4},
		{39, 4, true, Vec2{300.0, -80.0}, 0.0499999076128006},
	}
	var w World
	w.Rng.Srand(1)
	spawns := []struct {
		pos   Vec2
		angle float64
		typ   int
	}{
		{Vec2{512, 512}, 0.3, weapons.ProjectilePistol},
		{Vec2{100, 900}, -2.0, weapons.ProjectileGaussGun},
		{Vec2{1000, 20}, 1.2, weapons.ProjectileIonMinigun},
		{Vec2{512, 512}, 3.0, weapons.ProjectilePulseGun},
		{Vec2{300, 300}, 0.0, weapons.ProjectileFireBullets},
	}
	for i, s := range spawns {
		if got := w.Projectiles.spawn(s.pos, s.angle, s.typ, -100, 45, false); got != i {
			t.Fatalf("spawn %d went to slot %d", i, got)
		}
	}
	w.Projectiles.Entries[1].SpeedScale = 1.73
	dt := f32(1.0 / 60.0)
	next := 0
	for tick := range 40 {
		w.projectilesUpdate(dt)
		for ; next < len(wants) && wants[next].tick == tick; next++ {
			wt := wants[next]
			p := w.Projectiles.Entries[wt.slot]
			if p.Active != wt.active || p.Pos != wt.pos || p.LifeTimer != wt.life {
				t.Errorf("tick %d slot %d: active %v pos %v life %v, want %v %v %v",
					tick, wt.slot, p.Active, p.Pos, p.LifeTimer, wt.active, wt.pos, wt.life)
			}
		}
	}
	if w.Rng.State != 1 {
		t.Errorf("flight drew from the rng: state %d", w.Rng.State)
	}
}

// projectiles/runtime/projectile_pool.py spawn: per-type hit radius and damage pool, and the
// weapon table's projectile_meta as base damage.
func TestProjectileSpawnTypes(t *testing.T) {
	cases := []struct {
		typ                      int
		radius, pool, baseDamage float64
	}{
		{weapons.ProjectilePistol, 1, 1, 55},
		{weapons.ProjectileIonMinigun, 3, 1, 20},
		{weapons.ProjectileIonRifle, 5, 1, 15},
		{weapons.ProjectileIonCannon, 10, 1, 10},
		{weapons.ProjectilePlasmaCannon, 10, 1, 10},
		{weapons.ProjectileGaussGun, 1, 300, 215},
		{weapons.ProjectileFireBullets, 1, 240, 60},
		{weapons.ProjectileBladeGun, 1, 50, 20},
		{40, 1, 1, 7}, // no table row: the caller's base damage stays
	}
	for _, c := range cases {
		var pp ProjectilePool
		i := pp.spawn(Vec2{1, 2}, 0.5, c.typ, -1, 7, true)
		p := pp.Entries[i]
		if p.HitRadius != c.radius || p.DamagePool != c.pool || p.BaseDamage != c.baseDamage ||
			p.LifeTimer != 0.4 || p.SpeedScale != 1 || p.Origin != (Vec2{1, 2}) || !p.HitsPlayers || p.OwnerID != -1 {
			t.Errorf("type %d: %+v", c.typ, p)
		}
	}
	// A full pool reuses the last slot.
	var pp ProjectilePool
	for range ProjectilePoolSize {
		pp.spawn(Vec2{}, 0, 1, -100, 0, false)
	}
	if i := pp.spawn(Vec2{}, 0, 1, -100, 0, false); i != ProjectilePoolSize-1 {
		t.Errorf("full pool spawn slot %d", i)
	}
}

// TestSubStepLengthSquared checks the projectile sub-step's |acc| >= 4 as a square compared with
// 16, on every double next to 16.
func TestSubStepLengthSquared(t *testing.T) {
	q := 16.0
	for range 1000 {
		q = math.Nextafter(q, 0)
	}
	for range 2000 {
		if (math.Sqrt(q) >= 4) != (q >= 16) {
			t.Fatalf("%v: root %v", q, math.Sqrt(q))
		}
		q = math.Nextafter(q, 17)
	}
}
