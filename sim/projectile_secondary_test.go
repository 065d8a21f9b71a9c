package sim

import (
	"math"
	"testing"
)

// near compares values that went through many sin/cos/atan2 results of Go's math against the
// port's glibc ones.
func nearRel(a, b float64) bool { return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }

// A rocket, a rocket-minigun rocket and a homing rocket fly 130 ticks with no live creature.
// The homing rocket chases slot 0 (inactive, at the origin), as the native code does when no
// creature qualifies. The first two run out of fuse and turn into detonations of scale 0.5.
// Expected rows printed by the reference port (SecondaryProjectilePool.update_pulse_gun with
// the world's full creature pool): tick, slot, active, type, pos, vel, speed, angle,
// detonation t, detonation scale.
func TestSecondaryProjectilesFlight(t *testing.T) {
	rows := []struct {
		tick, slot int
		active     bool
		typ        int
		pos, vel   Vec2
		speed      float64
		angle      float64
		detT, detS float64
	}{
		{0, 0, true, 1, Vec2{500.9663265812544, 498.8527366592388}, Vec2{60.87857159515537, -72.27758687788749}, 1.9833333492279053, 0.7, 0.0, 1.0},
		{0, 1, true, 4, Vec2{198.73779345695897, 799.1895464989293}, Vec2{-80.78121480487485, -51.86902153241518}, 1.9833333492279053, -1.0, 0.0, 1.0},
		{0, 2, true, 2, Vec2{602.8794420017892, 301.3177983844611}, Vec2{160.83984996128305, 73.10698035047685}, 1.9916666746139526, -1.1073105179424099, 0.0, 1.0},
		{30, 0, true, 1, Vec2{568.3780353559505, 418.81873602677877}, Vec2{263.1136979192429, -312.37958877526745}, 1.4833338260650635, 0.7, 0.0, 1.0},
		{30, 1, true, 4, Vec2{78.93822153406664, 722.2671259751464}, Vec2{-524.9807818791741, -337.08628355204877}, 1.4833338260650635, -1.0, 0.0, 1.0},
		{30, 2, true, 2, Vec2{596.7619729813385, 294.7932854109788}, Vec2{-197.387387034147, -104.86206078538306}, 1.7416669130325317, -1.111969831475426, 0.0, 1.0},
		{59, 0, true, 1, Vec2{726.9320645430206, 230.5767599236562}, Vec2{335.8071656654548, -398.6843146059218}, 1.0000009536743164, 0.7, 0.0, 1.0},
		{59, 1, true, 4, Vec2{-174.80250294114344, 559.342080427785}, Vec2{-524.9807818791741, -337.08628355204877}, 1.0000009536743164, -1.0, 0.0, 1.0},
		{59, 2, true, 2, Vec2{458.3053447486877, 222.8858314608434}, Vec2{-305.0217788558968, -157.91709083457923}, 1.5000004768371582, -1.1181475898142437, 0.0, 1.0},
		{61, 0, true, 1, Vec2{738.1256373156594, 217.28728207702522}, Vec2{335.8071656654548, -398.6843146059218}, 0.966667652130127, 0.7, 0.0, 1.0},
		{61, 1, true, 4, Vec2{-192.30186324977862, 548.105870390036}, Vec2{-524.9807818791741, -337.08628355204877}, 0.966667652130127, -1.0, 0.0, 1.0},
		{61, 2, true, 2, Vec2{448.1379515898869, 217.62192815849016}, Vec2{-305.0217788558968, -157.91709083457923}, 1.4833338260650635, -1.1187238542549571, 0.0, 1.0},
		{121, 0, true, 3, Vec2{1068.3360341085045, -174.75231439858845}, Vec2{0.0, 0.0}, -0.01666543446481228, 0.7, 0.05000000260770321, 0.5},
		{121, 1, true, 3, Vec2{-708.5329923545178, 216.63767427644171}, Vec2{0.0, 0.0}, -0.01666543446481228, -1.0, 0.05000000260770321, 0.5},
		{121, 2, true, 2, Vec2{143.11615682586378, 59.704829087892904}, Vec2{-305.0217788558968, -157.91709083457923}, 0.9833343029022217, -1.1755700877806898, 0.0, 1.0},
		{129, 0, true, 3, Vec2{1068.3360341085045, -174.75231439858845}, Vec2{0.0, 0.0}, -0.01666543446481228, 0.7, 0.4500000234693289, 0.5},
		{129, 1, true, 3, Vec2{-708.5329923545178, 216.63767427644171}, Vec2{0.0, 0.0}, -0.01666543446481228, -1.0, 0.4500000234693289, 0.5},
		{129, 2, true, 2, Vec2{102.44658419066084, 38.649215878479936}, Vec2{-305.0217788558968, -157.91709083457923}, 0.9166676998138428, -1.2100439015727211, 0.0, 1.0},
	}
	var w World
	sp := &w.SecondaryProjectiles
	sp.spawn(Vec2{500, 500}, 0.7, SecondaryTypeRocket, -1, 2.0)
	sp.spawn(Vec2{200, 800}, -1.0, SecondaryTypeRocketMinigun, -1, 2.0)
	w.spawnSeekerRocket(Vec2{600, 300}, 2.0, -1, Vec2{100, 100})
	if sp.Entries[2].TargetID != 0 {
		t.Fatalf("homing target %d, want 0", sp.Entries[2].TargetID)
	}
	dt := f32(1.0 / 60.0)
	next := 0
	for tick := range 130 {
		w.secondaryProjectilesUpdatePulseGun(dt)
		for ; next < len(rows) && rows[next].tick == tick; next++ {
			r := rows[next]
			e := sp.Entries[r.slot]
			if e.Active != r.active || e.TypeID != r.typ || e.Speed != r.speed || e.DetonationT != r.detT ||
				e.DetonationScale != r.detS || !nearRel(e.Angle, r.angle) ||
				!nearRel(e.Pos.X, r.pos.X) || !nearRel(e.Pos.Y, r.pos.Y) || !nearRel(e.Vel.X, r.vel.X) || !nearRel(e.Vel.Y, r.vel.Y) {
				t.Errorf("tick %d slot %d:\n got %+v\nwant %+v", tick, r.slot, e, r)
			}
		}
	}
}
