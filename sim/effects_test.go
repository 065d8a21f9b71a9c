package sim

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"crdplayer/sim/perks"
)

// The scenarios below mirror testdata/gen_effects_expected.py, which ran them through the
// reference port and wrote testdata/effects_expected.txt. Each test rebuilds one section of
// that file from our pools and compares it line by line: floats are the hex of their bits,
// so every value must match bit for bit, and the rng state must match after every step.

var effectsDT = f32(1.0 / 60.0)

type digest struct{ lines []string }

func (d *digest) add(format string, args ...any) {
	d.lines = append(d.lines, fmt.Sprintf(format, args...))
}

func hx(x float64) string { return fmt.Sprintf("%016x", math.Float64bits(x)) }
func hv(p Vec2) string    { return hx(p.X) + " " + hx(p.Y) }
func hc(c RGBA) string    { return hx(c.R) + " " + hx(c.G) + " " + hx(c.B) + " " + hx(c.A) }

func (d *digest) effects(p *EffectPool) {
	for i := range p.Entries {
		e := &p.Entries[i]
		if e.Flags == 0 {
			continue
		}
		d.add("E %d %d %d %s %s %s %s %s %s %s %s %s %s %s", i, e.EffectID, e.Flags, hv(e.Pos), hv(e.Vel),
			hx(e.Rotation), hx(e.Scale), hx(e.HalfWidth), hx(e.HalfHeight), hx(e.Age), hx(e.Lifetime),
			hc(e.Color), hx(e.RotationStep), hx(e.ScaleStep))
	}
}

func (d *digest) queue(q *FxQueue) {
	d.add("Q count %d", q.Count)
	for i := range q.Count {
		e := &q.Entries[i]
		d.add("Q %d %d %s %s %s %s %s", i, e.EffectID, hx(e.Rotation), hv(e.Pos), hx(e.Height), hx(e.Width), hc(e.Color))
	}
}

func (d *digest) particles(p *ParticlePool) {
	for i := range p.Entries {
		e := &p.Entries[i]
		if !e.Active {
			continue
		}
		rf := 0
		if e.RenderFlag {
			rf = 1
		}
		d.add("P %d %d %s %s %s %s %s %s %s %s %s %d %d %d", i, rf, hv(e.Pos), hv(e.Vel), hx(e.ScaleX), hx(e.ScaleY),
			hx(e.ScaleZ), hx(e.Age), hx(e.Intensity), hx(e.Angle), hx(e.Spin), e.StyleID, e.TargetID, e.OwnerID)
	}
}

func (d *digest) sprites(p *SpriteEffectPool) {
	for i := range p.Entries {
		s := &p.Entries[i]
		if s.Active {
			d.add("S %d %s %s %s %s %s", i, hv(s.Pos), hv(s.Vel), hx(s.Rotation), hx(s.Scale), hc(s.Color))
		}
	}
}

func (d *digest) creatures(cs []Creature) {
	for i := range cs {
		c := &cs[i]
		a := 0
		if c.Active {
			a = 1
		}
		d.add("C %d %d %s %s %s", i, a, hv(c.Pos), hx(c.HP), hc(c.Tint))
	}
}

// expectedSection returns the lines of one "== name" section of effects_expected.txt.
func expectedSection(t *testing.T, name string) []string {
	t.Helper()
	f, err := os.Open("testdata/effects_expected.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	in := false
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "== ") {
			in = line == "== "+name
			continue
		}
		if in {
			out = append(out, line)
		}
	}
	if len(out) == 0 {
		t.Fatalf("section %q missing from effects_expected.txt", name)
	}
	return out
}

// sameDigestLine compares two digest lines. Floats are printed as their bits, so equal lines
// mean bit-identical state (sin, cos and atan2 are glibc's, see libm.go).
func sameDigestLine(got, want string) bool { return got == want }

func compareSection(t *testing.T, name string, got *digest) {
	t.Helper()
	want := expectedSection(t, name)
	for i := 0; i < max(len(want), len(got.lines)); i++ {
		var w, g string
		if i < len(want) {
			w = want[i]
		}
		if i < len(got.lines) {
			g = got.lines[i]
		}
		if !sameDigestLine(g, w) {
			t.Fatalf("%s: line %d differs\n got: %s\nwant: %s", name, i+1, g, w)
		}
	}
}

func TestEffectPoolSpawnsAndUpdatesLikeReference(t *testing.T) {
	var d digest
	rng := CRand{}
	rng.Srand(0x1234)
	var pool EffectPool
	var q FxQueue
	pool.spawnBurst(&rng, Vec2{100.5, 200.25}, 5, 5)
	pool.spawnBloodSplatter(&rng, Vec2{300, 400}, 1.2, 0, 5, 0)
	pool.spawnBloodSplatter(&rng, Vec2{310, 410}, -2.5, 0.05, 5, 0)
	pool.spawnShellCasing(&rng, Vec2{50, 60}, 0.7, 1, 5)
	pool.spawnShellCasing(&rng, Vec2{50, 60}, 0.7, 4, 5)
	pool.spawnFreezeShard(&rng, Vec2{70, 80}, 2.0, 5)
	pool.spawnFreezeShatter(&rng, Vec2{90, 95}, 0.3, 5)
	pool.spawnExplosionBurst(&rng, Vec2{500, 500}, 1.0, 5)
	pool.spawnExplosionBurst(&rng, Vec2{600, 500}, 0.65, 2)
	pool.spawnRing(Vec2{5, 6}, 5, RGBA{0.6, 0.6, 1.0, 1.0})
	pool.spawnBurstStyled(&rng, Vec2{1, 2}, 12, 5, 0.4, 0.1, RGBA{0.4, 0.5, 1.0, 0.5})
	d.add("R %d", rng.State)
	d.effects(&pool)
	for tick := 1; tick <= 60; tick++ {
		pool.update(effectsDT, &q)
		if tick == 5 || tick == 20 || tick == 60 {
			d.add("-- tick %d", tick)
			d.effects(&pool)
			d.queue(&q)
		}
	}
	pool.spawnBurst(&rng, Vec2{7, 8}, 3, 5)
	d.add("-- respawn")
	d.add("R %d", rng.State)
	d.effects(&pool)
	compareSection(t, "effects", &d)
}

func TestEffectPoolOverwritesWhenFullAndSkipsAtLowDetail(t *testing.T) {
	var d digest
	rng := CRand{}
	rng.Srand(99)
	var pool EffectPool
	pool.spawnBurst(&rng, Vec2{1, 1}, 520, 5)
	pool.spawnBurst(&rng, Vec2{2, 2}, 6, 1)
	d.add("R %d", rng.State)
	var ids []string
	var idx []int
	for i := range pool.Entries {
		if e := &pool.Entries[i]; e.Flags != 0 && e.Pos.X != 1.0 {
			ids = append(ids, fmt.Sprint(i))
			idx = append(idx, i)
		}
	}
	d.add("O %s", strings.Join(ids, " "))
	for _, i := range append(idx, 8, 9, 200) {
		e := &pool.Entries[i]
		d.add("E %d %d %d %s %s %s %s", i, e.EffectID, e.Flags, hv(e.Pos), hv(e.Vel), hx(e.Rotation), hx(e.ScaleStep))
	}
	compareSection(t, "effects_overflow", &d)
}

func particleScenarioCreatures() [5]Creature {
	mk := func(x, y, size, hitbox float64, active bool) Creature {
		return Creature{Active: active, Pos: Vec2{x, y}, Size: size, HitboxSize: hitbox, HP: 100, Tint: RGBA{1, 1, 1, 1}}
	}
	return [5]Creature{
		mk(150, 110, 50, 16, true),
		mk(175, 100, 40, 16, true),
		mk(135, 95, 50, 16, false),
		mk(130, 102, 50, 3, true),
		mk(118, 160, 64, 16, true),
	}
}

func runParticleScenario(t *testing.T, name string, withCallbacks bool) {
	var d digest
	rng := CRand{}
	rng.Srand(77)
	var parts ParticlePool
	var sprites SpriteEffectPool
	var q FxQueue
	var pool CreaturePool
	five := particleScenarioCreatures()
	for i := range five {
		pool.markLive(i)
	}
	creatures := pool.Entries[:]
	copy(creatures, five[:])
	var log []string
	damage := func(idx int, dmg float64, dtype int, _ Vec2, owner int) {
		log = append(log, fmt.Sprintf("D %d %s %d %d", idx, hx(dmg), dtype, owner))
		creatures[idx].HP -= dmg
	}
	kill := func(idx, owner int) {
		log = append(log, fmt.Sprintf("K %d %d", idx, owner))
		creatures[idx].Active = false
	}
	for i := range 10 {
		idx := parts.spawnParticle(&rng, Vec2{100, 100}, float64(float64(i)*0.3)-1.2, 1.0, -1)
		switch i % 4 {
		case 1:
			parts.Entries[idx].StyleID = 1
		case 2:
			parts.Entries[idx].StyleID = 2
		}
	}
	for i := range 3 {
		parts.spawnParticleSlow(&rng, Vec2{120, 100 + float64(10*i)}, float64(0.4*float64(i))+0.1, -2)
	}
	d.add("R %d", rng.State)
	d.particles(&parts)
	for tick := 1; tick <= 150; tick++ {
		if withCallbacks {
			parts.update(effectsDT, &rng, &pool, damage, kill, &q, &sprites)
		} else {
			parts.update(effectsDT, &rng, &pool, nil, nil, &q, &sprites)
		}
		sprites.update(effectsDT)
		if tick == 1 || tick == 10 || tick == 40 || tick == 150 {
			d.add("-- tick %d", tick)
			d.add("R %d", rng.State)
			d.particles(&parts)
			d.sprites(&sprites)
			d.creatures(creatures[:5])
			d.queue(&q)
			d.lines = append(d.lines, log...)
			log = log[:0]
			q.clear()
		}
	}
	compareSection(t, name, &d)
}

func TestParticlesBurnPushAndPopLikeReference(t *testing.T) {
	runParticleScenario(t, "particles", true)
}

func TestParticlesWithoutCallbacksLikeReference(t *testing.T) {
	runParticleScenario(t, "particles_nocb", false)
}

func TestFullParticleAndSpritePoolsPickRandomSlots(t *testing.T) {
	var d digest
	rng := CRand{}
	rng.Srand(5)
	var parts ParticlePool
	var sprites SpriteEffectPool
	for i := range 131 {
		parts.spawnParticle(&rng, Vec2{float64(i), 0}, 0.01*float64(i), 0.5, -1)
	}
	for i := range 385 {
		sprites.spawn(&rng, Vec2{float64(i), 1}, Vec2{1, 2}, 3, RGBA{0.5, 0.5, 0.5, 0.4})
	}
	d.add("R %d", rng.State)
	for _, i := range []int{0, 5, 127} {
		p := &parts.Entries[i]
		d.add("P %d %s %s %s %s %s", i, hv(p.Pos), hv(p.Vel), hx(p.Intensity), hx(p.Angle), hx(p.Spin))
	}
	for _, i := range []int{0, 200, 383} {
		s := &sprites.Entries[i]
		d.add("S %d %s %s", i, hv(s.Pos), hx(s.Rotation))
	}
	compareSection(t, "particles_full", &d)
}

func TestCameraShakeLikeReference(t *testing.T) {
	var d digest
	for _, reflex := range []float64{0, 2} {
		var w World
		w.Rng.Srand(0xBEEF)
		w.BonusTimers.ReflexBoost = reflex
		w.cameraShakeStart(0x14, 0.2)
		for tick := 1; tick < 200; tick++ {
			w.cameraShakeUpdate(effectsDT)
			c := &w.Effects.Camera
			d.add("K %d %s %s %d %d", tick, hv(c.Offset), hx(c.Timer), c.Pulses, w.Rng.State)
		}
	}
	compareSection(t, "camera", &d)
}

// TestCameraShakeFirstPulse is the port's test_camera_shake_update_matches_decompile_first_pulse.
func TestCameraShakeFirstPulse(t *testing.T) {
	var w World
	w.Rng.Srand(0xBEEF)
	w.cameraShakeStart(0x14, 0.2)
	w.cameraShakeUpdate(0.1)
	c := w.Effects.Camera
	if c.Pulses != 0x13 || math.Abs(c.Timer-0.1) > 1e-9 || c.Offset != (Vec2{28, -32}) {
		t.Fatalf("camera after first pulse = %+v, want pulses 0x13, timer 0.1, offset (28,-32)", c)
	}
}

func TestProjectileDecalsLikeReference(t *testing.T) {
	type hitCase struct {
		name                string
		typeID              int
		origin, hit, target Vec2
		freeze              float64
		bloody              bool
	}
	cases := []hitCase{
		{"pistol", 1, Vec2{100, 100}, Vec2{150, 130}, Vec2{155, 133}, 0, false},
		{"gauss", 6, Vec2{400, 300}, Vec2{350, 310}, Vec2{345, 312}, 0, false},
		{"fire_bullets_freeze", 0x2D, Vec2{10, 20}, Vec2{60, 25}, Vec2{64, 26}, 3, false},
		{"pistol_freeze", 1, Vec2{100, 100}, Vec2{90, 80}, Vec2{88, 77}, 3, false},
		{"bloody", 3, Vec2{200, 200}, Vec2{230, 170}, Vec2{233, 166}, 0, true},
		{"bloody_freeze", 5, Vec2{200, 200}, Vec2{230, 170}, Vec2{233, 166}, 1, true},
	}
	var d digest
	for _, c := range cases {
		var w World
		w.Rng.Srand(4242)
		w.BonusTimers.Freeze = c.freeze
		w.PlayerCount = 1
		if c.bloody {
			w.Players[0].PerkCounts[perks.BloodyMessQuickLearner] = 1
		}
		ctx := w.projectileDecalsPreHit(&ProjectileHit{TypeID: c.typeID, Origin: c.origin, Hit: c.hit, Target: c.target}, 5, 0)
		d.add("-- %s pre", c.name)
		d.add("R %d", w.Rng.State)
		w.queueProjectileDecalsPostHit(&ctx)
		d.add("-- %s post", c.name)
		d.add("R %d", w.Rng.State)
		d.effects(&w.Effects.Effects)
		d.queue(&w.Effects.FxQueue)
	}
	compareSection(t, "decals", &d)
}

// TestProjectileDecalsDefaultDrawCount is the port's
// test_queue_projectile_decals_native_default_draw_count: a plain creature hit draws 74 times
// (two splatters of 5 draws per drop, two back-splatter rolls, one throwaway, three fans of a
// spread roll and four 4-draw decals) plus 10 per back-splatter, and queues 12 decals.
func TestProjectileDecalsDefaultDrawCount(t *testing.T) {
	for seed := uint32(1); seed <= 40; seed++ {
		var w World
		w.PlayerCount = 1
		w.Config.DetailPreset = 5
		w.Rng.Srand(seed)
		before := w.Rng
		w.queueProjectileDecals([]ProjectileHit{{TypeID: 1, Hit: Vec2{1, 1}, Target: Vec2{1, 1}}}, 5, 0)
		draws := 0
		for r := before; r.State != w.Rng.State; r.Rand() {
			draws++
		}
		live := w.Effects.Effects.liveCount()
		backSplatters := (live - 4) / 2
		if draws != 74+10*backSplatters || live%2 != 0 || live < 4 || live > 8 {
			t.Fatalf("seed %d: %d draws, %d effects; want 74 + 10 per back-splatter", seed, draws, live)
		}
		if w.Effects.FxQueue.Count != 12 {
			t.Fatalf("seed %d: decals queued = %d, want 12", seed, w.Effects.FxQueue.Count)
		}
	}
}

func TestSfxPlanningLikeReference(t *testing.T) {
	var d digest
	rng := CRand{}
	rng.Srand(31337)
	b2i := func(b bool) int {
		if b {
			return 1
		}
		return 0
	}
	for _, tune := range []bool{false, true} {
		trig, keys := planHitSfxKeys([]int{1, 21, 6, 3, 45}, 1, false, tune, &rng)
		d.add("H %d %s %d", b2i(trig), strings.Join(keys, " "), rng.State)
	}
	trig, keys := planHitSfxKeys([]int{1}, 2, false, false, &rng)
	d.add("H %d %s %d", b2i(trig), strings.Join(keys, " "), rng.State)
	keys = planDeathSfxKeys([]int{0, 7, 1, 2, 3, 4, 5, 0}, &rng)
	d.add("D %s %d", strings.Join(keys, " "), rng.State)
	keys = planDeathSfxKeys([]int{5, 9, 3}, &rng)
	d.add("D %s %d", strings.Join(keys, " "), rng.State)
	compareSection(t, "sfx", &d)
}

func TestBonusPickupEffectsLikeReference(t *testing.T) {
	var d digest
	var w World
	w.Rng.Srand(808)
	for _, id := range []int{1, 5, 9, 11} {
		w.emitBonusPickupEffect(id, Vec2{10 * float64(id), 20}, 5)
	}
	d.add("R %d", w.Rng.State)
	d.effects(&w.Effects.Effects)
	compareSection(t, "pickup_fx", &d)
}

func TestWorldPresentationStepLikeReference(t *testing.T) {
	var d digest
	for _, c := range []struct {
		freeze float64
		mode   int
	}{{0, 1}, {1, 1}, {0, 2}} {
		var w World
		w.Rng.Srand(2024)
		w.BonusTimers.Freeze = c.freeze
		w.PlayerCount = 2
		p0, p1 := &w.Players[0], &w.Players[1]
		p0.WeaponID, p0.ShotSeq, p0.ReloadActive, p0.ReloadTimer = 2, 3, true, 1.0
		p1.WeaponID, p1.ShotSeq, p1.FireBulletsTimer = 1, 1, 2.0
		cmd := w.applyWorldPresentationStep(presentationStepInput{
			Hits: []ProjectileHit{
				{TypeID: 1, Origin: Vec2{10, 10}, Hit: Vec2{50, 60}, Target: Vec2{52, 63}},
				{TypeID: 6, Origin: Vec2{300, 10}, Hit: Vec2{250, 60}, Target: Vec2{248, 63}},
				{TypeID: 21, Origin: Vec2{10, 300}, Hit: Vec2{50, 260}, Target: Vec2{52, 257}},
			},
			DeathTypeIDs:           []int{0, 3, 7, 5},
			PickupCount:            2,
			EventSfx:               []string{"e1", "e2", "e3", "e4", "e5"},
			PrevPerkPending:        1,
			PerkPending:            2,
			GameMode:               c.mode,
			PerkProgressionEnabled: true,
			DetailPreset:           5,
			PrevAudio:              [MaxPlayers]PlayerAudioSnapshot{{ShotSeq: 2}, {}},
		})
		trig := 0
		if cmd.TriggerGameTune {
			trig = 1
		}
		d.add("-- case %s %d", hx(c.freeze), c.mode)
		d.add("T %d %s", trig, strings.Join(cmd.SfxKeys, " "))
		d.add("R %d", w.Rng.State)
		d.effects(&w.Effects.Effects)
		d.queue(&w.Effects.FxQueue)
	}
	compareSection(t, "presentation", &d)
}
