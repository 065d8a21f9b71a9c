package sim

import (
	"math"
	"testing"
)

// The port's own tests of effects.py, effects_atlas.py and presentation_step.py
// (tests/test_effects.py, test_presentation_step.py), with their expected values.

func TestEffectSrcRectUsesGridAndFrame(t *testing.T) {
	// effect 0x00: size code 0x80 → 2×2 grid, frame 2 → column 0, row 1.
	x, y, w, h, ok := EffectSrcRect(EffectBurst, 200, 100)
	if !ok || x != 0 || y != 50 || w != 100 || h != 50 {
		t.Fatalf("EffectSrcRect(0) = %v %v %v %v %v, want 0 50 100 50 true", x, y, w, h, ok)
	}
	// effect 0x12 (casing): size code 0x10 → 16×16 grid, frame 0x26 → column 6, row 2.
	x, y, w, h, ok = EffectSrcRect(EffectCasing, 256, 256)
	if !ok || x != 96 || y != 32 || w != 16 || h != 16 {
		t.Fatalf("EffectSrcRect(0x12) = %v %v %v %v %v, want 96 32 16 16 true", x, y, w, h, ok)
	}
	if _, _, _, _, ok := EffectSrcRect(0x13, 256, 256); ok {
		t.Fatal("EffectSrcRect(0x13) found an entry")
	}
}

func TestFxQueueCapsCountAtMax(t *testing.T) {
	var q FxQueue
	for i := range FxQueueMaxCount {
		if !q.add(0, Vec2{}, 10, 10, 0, RGBA{1, 1, 1, 1}) {
			t.Fatalf("add %d failed before the cap", i)
		}
	}
	if q.add(0, Vec2{}, 10, 10, 0, RGBA{1, 1, 1, 1}) || q.Count != 0x7F {
		t.Fatalf("queue past its cap: count %d", q.Count)
	}
	// add_random still draws four times when the queue is full.
	rng := CRand{State: 9}
	want := rng
	for range 4 {
		want.Rand()
	}
	if q.addRandom(&rng, Vec2{}) || rng != want {
		t.Fatalf("addRandom on a full queue: rng %d, want %d", rng.State, want.State)
	}
	q.clear()
	if q.Count != 0 || q.LastCount != 0x7F {
		t.Fatalf("after clear: count %d last %d", q.Count, q.LastCount)
	}
}

func TestFxQueueRotatedAppliesAlphaAdjustment(t *testing.T) {
	var q FxQueueRotated
	q.addWithTerrain(Vec2{}, RGBA{1, 1, 1, 1}, 0, 64, 3, 2.0, false)
	if a := q.Entries[0].Color.A; math.Abs(a-0.5) > 1e-9 {
		t.Fatalf("alpha with transparency 2 = %v, want 0.5", a)
	}
	q.clear()
	q.add(Vec2{}, RGBA{1, 1, 1, 1}, 0, 64, 3)
	if a := q.Entries[0].Color.A; math.Abs(a-0.8) > 1e-9 {
		t.Fatalf("default alpha = %v, want 0.8", a)
	}
	if q.addWithTerrain(Vec2{}, RGBA{1, 1, 1, 1}, 0, 64, 3, 0, true) {
		t.Fatal("a failed terrain texture accepted a corpse")
	}
	for q.Count < FxQueueRotatedMaxCount {
		q.add(Vec2{}, RGBA{1, 1, 1, 1}, 0, 64, 3)
	}
	if q.add(Vec2{}, RGBA{1, 1, 1, 1}, 0, 64, 3) {
		t.Fatal("rotated queue accepted a corpse past 0x3F")
	}
}

func TestSpriteEffectUpdatesAndExpires(t *testing.T) {
	var p SpriteEffectPool
	rng := CRand{}
	idx := p.spawn(&rng, Vec2{10, 20}, Vec2{2, -3}, 1, RGBA{1, 1, 1, 1})
	fx := &p.Entries[idx]
	p.update(0.5)
	if math.Abs(fx.Pos.X-11) > 1e-9 || math.Abs(fx.Pos.Y-18.5) > 1e-9 || math.Abs(fx.Color.A-0.5) > 1e-9 ||
		math.Abs(fx.Scale-31) > 1e-9 {
		t.Fatalf("after 0.5 s: %+v", *fx)
	}
	p.update(0.6)
	if fx.Active {
		t.Fatal("sprite effect still active after fading out")
	}
}

func TestParticleStyleDecayThresholds(t *testing.T) {
	var p ParticlePool
	rng := CRand{}
	i0 := p.spawnParticle(&rng, Vec2{}, 0, 1, -100)
	p.Entries[i0].RenderFlag = false
	p.update(1.0, &rng, nil, nil, nil, nil, nil)
	if !p.Entries[i0].Active || math.Abs(p.Entries[i0].Intensity-0.1) > 2e-9 {
		t.Fatalf("style 0 after 1 s: %+v", p.Entries[i0])
	}
	i1 := p.spawnParticle(&rng, Vec2{}, 0, 1, -100)
	p.Entries[i1].RenderFlag = false
	p.Entries[i1].StyleID = 1
	p.update(1.0, &rng, nil, nil, nil, nil, nil)
	if p.Entries[i1].Active {
		t.Fatal("style 1 survived below 0.8")
	}
	i2 := p.spawnParticleSlow(&rng, Vec2{}, 0, -100)
	p.Entries[i2].RenderFlag = false
	p.update(1.0, &rng, nil, nil, nil, nil, nil)
	if !p.Entries[i2].Active || math.Abs(p.Entries[i2].Intensity-0.89) > 2e-8 {
		t.Fatalf("style 8 after 1 s: %+v", p.Entries[i2])
	}
}

func TestPresentationStepPreplannedDrawsNothing(t *testing.T) {
	var w World
	w.Rng.Srand(3)
	before := w.Rng
	cmd := w.applyWorldPresentationStep(presentationStepInput{
		Hits:                   []ProjectileHit{{TypeID: 1, Hit: Vec2{1, 1}, Target: Vec2{1, 1}}},
		DeathTypeIDs:           []int{0, 1},
		PickupCount:            1,
		EventSfx:               []string{"a", "b", "c", "d", "e"},
		PrevPerkPending:        0,
		PerkPending:            1,
		GameMode:               1,
		PerkProgressionEnabled: true,
		DetailPreset:           5,
		HitSfxPreplanned:       true,
		TriggerGameTune:        true,
		HitSfx:                 []string{"sfx_bullet_hit_01"},
		DeathSfxPreplanned:     true,
	})
	if w.Rng != before {
		t.Fatal("preplanned presentation step drew from the rng")
	}
	want := []string{"sfx_ui_levelup", "sfx_bullet_hit_01", "sfx_ui_bonus", "a", "b", "c", "d"}
	if !cmd.TriggerGameTune || len(cmd.SfxKeys) != len(want) {
		t.Fatalf("commands = %+v", cmd)
	}
	for i := range want {
		if cmd.SfxKeys[i] != want[i] {
			t.Fatalf("sfx %d = %q, want %q", i, cmd.SfxKeys[i], want[i])
		}
	}
}
