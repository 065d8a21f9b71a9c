package creatures

import (
	"slices"
	"testing"
)

// The template ids each table of creatures/spawn.py has a row for (ALIEN_SPAWNER_TEMPLATES,
// CONSTANT_SPAWN_TEMPLATES, GRID_FORMATIONS, RING_FORMATIONS); no id is in two of them.
func TestTemplateTablesCoverThePortsIDs(t *testing.T) {
	want := map[string][]int{
		"spawner":  {0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x10},
		"constant": {0x01, 0x0F, 0x21, 0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x2B, 0x2C, 0x2D, 0x2F, 0x30, 0x3A, 0x3B, 0x3C, 0x3E, 0x3F, 0x40, 0x42, 0x43},
		"grid":     {0x14, 0x15, 0x16, 0x17, 0x18},
		"ring":     {0x12, 0x19},
	}
	got := map[string][]int{}
	for id := range SpawnTemplateCount {
		kinds := 0
		if _, ok := AlienSpawner(id); ok {
			got["spawner"] = append(got["spawner"], id)
			kinds++
		}
		if _, ok := ConstantSpawn(id); ok {
			got["constant"] = append(got["constant"], id)
			kinds++
		}
		if _, ok := GridFormation(id); ok {
			got["grid"] = append(got["grid"], id)
			kinds++
		}
		if _, ok := RingFormation(id); ok {
			got["ring"] = append(got["ring"], id)
			kinds++
		}
		if kinds > 1 {
			t.Errorf("template 0x%02x has %d kinds of row", id, kinds)
		}
	}
	for kind, ids := range want {
		if !slices.Equal(got[kind], ids) {
			t.Errorf("%s rows for %x, want %x", kind, got[kind], ids)
		}
	}
}

// Rows checked against creatures/spawn.py.
func TestTemplateRows(t *testing.T) {
	if s, _ := AlienSpawner(SpawnAlienSpawnerChild1DFast07); s != (AlienSpawnerSpec{Timer: 1, Interval: 2.2, Limit: 100,
		ChildTemplate: SpawnAlienRandom1D, Size: 50, Health: 1000, Speed: 2, Reward: 3000, Tint: Tint{1, 1, 1, 1}}) {
		t.Errorf("0x07: %+v", s)
	}
	if s, _ := ConstantSpawn(SpawnAlienConstRedBoss2C); s != (ConstantSpawnSpec{TypeID: Alien, Health: 3800, Speed: 2,
		Reward: 1500, Tint: Tint{0.85, 0.2, 0.2, 1}, Size: 80, ContactDamage: 40, BonusID: -1, BonusDuration: -1}) {
		t.Errorf("0x2c: %+v", s)
	}
	if s, _ := ConstantSpawn(SpawnSpiderSP1ConstShockBoss3A); s != (ConstantSpawnSpec{TypeID: SpiderSP1, Health: 4500,
		Speed: 2, Reward: 4500, Tint: Tint{1, 1, 1, 1}, Size: 64, ContactDamage: 50, Flags: FlagRangedAttackShock,
		OrbitAngle: 0.9, HasOrbitAngle: true, RangedType: 9, BonusID: -1, BonusDuration: -1}) {
		t.Errorf("0x3a: %+v", s)
	}
	if s, _ := ConstantSpawn(SpawnAlienConstWeaponBonus27); s.Flags != FlagBonusOnDeath || s.BonusID != 3 || s.BonusDuration != 5 {
		t.Errorf("0x27: %+v", s)
	}
	// math.tau / 5.0, the double.
	if s, _ := RingFormation(SpawnFormationRingAlien5_19); s.Count != 5 || s.AngleStep != 1.2566370614359172 ||
		s.Radius != 110 || !s.SetPosition || !s.ApplyFallback || s.ChildAIMode != 5 ||
		s.Child != (FormationChildSpec{TypeID: Alien, Health: 220, Speed: 3.8, Reward: 60, Size: 50, ContactDamage: 35,
			Tint: Tint{0.7125, 0.4125, 0.2775, 0.6}}) {
		t.Errorf("0x19: %+v", s)
	}
}
