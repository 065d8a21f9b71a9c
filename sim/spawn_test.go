package sim

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"crdplayer/sim/creatures"
)

// testdata/creature_spawns.json.gz holds spawn results printed by the pinned reference port
// (creatures/spawn.py build_spawn_plan, build_survival_spawn_creature, tick_survival_wave_spawns,
// advance_survival_spawn_stage, tick_rush_mode_spawns) at fixed rng states; null is the port's
// None.

type goldenInit struct {
	Origin               int       `json:"origin"`
	Pos                  []float64 `json:"pos"`
	Heading              *float64  `json:"heading"`
	PhaseSeed            float64   `json:"phase_seed"`
	TypeID               *int      `json:"type_id"`
	Flags                int       `json:"flags"`
	AIMode               int       `json:"ai_mode"`
	Health               *float64  `json:"health"`
	MaxHealth            *float64  `json:"max_health"`
	MoveSpeed            *float64  `json:"move_speed"`
	RewardValue          *float64  `json:"reward_value"`
	Size                 *float64  `json:"size"`
	ContactDamage        *float64  `json:"contact_damage"`
	Tint                 []float64 `json:"tint"`
	OrbitAngle           *float64  `json:"orbit_angle"`
	OrbitRadius          *float64  `json:"orbit_radius"`
	RangedProjectileType *int      `json:"ranged_projectile_type"`
	AILinkParent         *int      `json:"ai_link_parent"`
	AITimer              *int      `json:"ai_timer"`
	TargetOffset         []float64 `json:"target_offset"`
	SpawnSlot            *int      `json:"spawn_slot"`
	BonusID              *int      `json:"bonus_id"`
	BonusDuration        *int      `json:"bonus_duration_override"`
}

type goldenSpawns struct {
	Plans []struct {
		Template  int          `json:"template"`
		Seed      uint32       `json:"seed"`
		Env       goldenEnv    `json:"env"`
		Pos       []float64    `json:"pos"`
		Heading   float64      `json:"heading"`
		Creatures []goldenInit `json:"creatures"`
		Slots     [][]float64  `json:"slots"`
		Effects   [][]float64  `json:"effects"`
		Primary   int          `json:"primary"`
		RngAfter  uint32       `json:"rng_after"`
	} `json:"plans"`
	Survival []struct {
		XP       int        `json:"xp"`
		Seed     uint32     `json:"seed"`
		Creature goldenInit `json:"creature"`
		RngAfter uint32     `json:"rng_after"`
	} `json:"survival"`
	Waves []struct {
		Cooldown    float64      `json:"cooldown"`
		DtMs        float64      `json:"dt_ms"`
		Players     int          `json:"players"`
		ElapsedMs   float64      `json:"elapsed_ms"`
		XP          int          `json:"xp"`
		Seed        uint32       `json:"seed"`
		NewCooldown float64      `json:"new_cooldown"`
		Creatures   []goldenInit `json:"creatures"`
		RngAfter    uint32       `json:"rng_after"`
	} `json:"waves"`
	Stages []struct {
		Stage    int         `json:"stage"`
		Level    int         `json:"level"`
		NewStage int         `json:"new_stage"`
		Calls    [][]float64 `json:"calls"`
	} `json:"stages"`
	Rush []struct {
		Cooldown    float64      `json:"cooldown"`
		DtMs        float64      `json:"dt_ms"`
		Players     int          `json:"players"`
		ElapsedMs   int          `json:"elapsed_ms"`
		Seed        uint32       `json:"seed"`
		NewCooldown float64      `json:"new_cooldown"`
		Creatures   []goldenInit `json:"creatures"`
		RngAfter    uint32       `json:"rng_after"`
	} `json:"rush"`
}

type goldenEnv struct {
	TerrainWidth    float64 `json:"terrain_width"`
	TerrainHeight   float64 `json:"terrain_height"`
	DemoModeActive  bool    `json:"demo_mode_active"`
	Hardcore        bool    `json:"hardcore"`
	DifficultyLevel int     `json:"difficulty_level"`
}

func loadGoldenSpawns(t *testing.T) *goldenSpawns {
	t.Helper()
	f, err := os.Open("testdata/creature_spawns.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var g goldenSpawns
	if err := json.NewDecoder(zr).Decode(&g); err != nil {
		t.Fatal(err)
	}
	return &g
}

func fOr(p *float64, def float64) float64 {
	if p == nil {
		return def
	}
	return *p
}

func iOr(p *int, def int) int {
	if p == nil {
		return def
	}
	return *p
}

// diffInit lists the fields where got differs from the reference init want.
func diffInit(got *CreatureInit, want *goldenInit) []string {
	var d []string
	chk := func(name string, g, w any) {
		if g != w {
			d = append(d, fmt.Sprintf("%s: got %v want %v", name, g, w))
		}
	}
	chk("origin", got.OriginTemplateID, want.Origin)
	near := func(name string, g, w Vec2) {
		if g != w {
			d = append(d, fmt.Sprintf("%s: got %v want %v", name, g, w))
		}
	}
	near("pos", got.Pos, Vec2{want.Pos[0], want.Pos[1]})
	chk("has_heading", got.HasHeading, want.Heading != nil)
	if want.Heading != nil {
		chk("heading", got.Heading, *want.Heading)
	}
	chk("phase_seed", got.PhaseSeed, want.PhaseSeed)
	chk("type_id", got.TypeID, iOr(want.TypeID, 0))
	chk("flags", int(got.Flags), want.Flags)
	chk("ai_mode", got.AIMode, want.AIMode)
	chk("health", got.Health, fOr(want.Health, 0))
	chk("max_health", got.MaxHealth, fOr(want.MaxHealth, 0))
	chk("move_speed", got.MoveSpeed, fOr(want.MoveSpeed, 0))
	chk("reward_value", got.RewardValue, fOr(want.RewardValue, 0))
	chk("size", got.Size, fOr(want.Size, 0))
	chk("contact_damage", got.ContactDamage, fOr(want.ContactDamage, 0))
	wt := White
	if want.Tint != nil {
		wt = RGBA{want.Tint[0], want.Tint[1], want.Tint[2], want.Tint[3]}
	}
	chk("tint", got.Tint, wt)
	chk("orbit_angle", got.OrbitAngle, fOr(want.OrbitAngle, 0))
	chk("has_orbit_radius", got.HasOrbitRadius, want.OrbitRadius != nil)
	chk("orbit_radius", got.OrbitRadius, fOr(want.OrbitRadius, 0))
	chk("ranged_projectile_type", got.RangedProjectileType, iOr(want.RangedProjectileType, 0))
	chk("ai_link_parent", got.AILinkParent, iOr(want.AILinkParent, -1))
	chk("ai_timer", got.AITimer, iOr(want.AITimer, -1))
	wo := Vec2{}
	if want.TargetOffset != nil {
		wo = Vec2{want.TargetOffset[0], want.TargetOffset[1]}
	}
	near("target_offset", got.TargetOffset, wo)
	chk("spawn_slot", got.SpawnSlot, iOr(want.SpawnSlot, -1))
	chk("bonus_id", got.BonusID, iOr(want.BonusID, -1))
	chk("bonus_duration_override", got.BonusDurationOverride, iOr(want.BonusDuration, -1))
	return d
}

func TestBuildSpawnPlanMatchesReference(t *testing.T) {
	g := loadGoldenSpawns(t)
	seen := map[int]bool{}
	for _, c := range g.Plans {
		seen[c.Template] = true
		env := SpawnEnv(c.Env)
		rng := CRand{State: c.Seed}
		var plan SpawnPlan
		if err := buildSpawnPlan(&plan, c.Template, Vec2{c.Pos[0], c.Pos[1]}, c.Heading, &rng, &env); err != nil {
			t.Fatalf("template 0x%x: %v", c.Template, err)
		}
		name := fmt.Sprintf("template 0x%02x seed %d env %+v", c.Template, c.Seed, c.Env)
		if rng.State != c.RngAfter {
			t.Errorf("%s: rng %d want %d", name, rng.State, c.RngAfter)
		}
		if plan.NumCreatures != len(c.Creatures) || plan.Primary != c.Primary {
			t.Errorf("%s: %d creatures primary %d, want %d primary %d", name, plan.NumCreatures, plan.Primary, len(c.Creatures), c.Primary)
			continue
		}
		for i := range c.Creatures {
			if d := diffInit(&plan.Creatures[i], &c.Creatures[i]); d != nil {
				t.Errorf("%s creature %d: %v", name, i, d)
			}
		}
		if plan.NumSlots != len(c.Slots) {
			t.Errorf("%s: %d slots want %d", name, plan.NumSlots, len(c.Slots))
		}
		for i, s := range c.Slots {
			got := plan.SpawnSlots[i]
			want := SpawnSlot{OwnerCreature: int(s[0]), Timer: s[1], Count: int(s[2]), Limit: int(s[3]), Interval: s[4], ChildTemplateID: int(s[5])}
			if got != want {
				t.Errorf("%s slot %d: got %+v want %+v", name, i, got, want)
			}
		}
		if plan.NumEffects != len(c.Effects) {
			t.Errorf("%s: %d effects want %d", name, plan.NumEffects, len(c.Effects))
		}
		for i, e := range c.Effects {
			if got := plan.Effects[i]; got != (BurstEffect{Vec2{e[0], e[1]}, int(e[2])}) {
				t.Errorf("%s effect %d: got %+v want %v", name, i, got, e)
			}
		}
	}
	// Every template id but the unused 0x02 is covered.
	for id := 0; id < creatures.SpawnTemplateCount; id++ {
		if id != creatures.SpawnUnused02 && !seen[id] {
			t.Errorf("template 0x%02x not in the reference data", id)
		}
	}
	var plan SpawnPlan
	rng := CRand{}
	if err := buildSpawnPlan(&plan, creatures.SpawnUnused02, Vec2{}, 0, &rng, &SpawnEnv{}); err == nil {
		t.Errorf("template 0x02 built a plan; the port has none")
	}
}

func TestBuildSurvivalSpawnCreatureMatchesReference(t *testing.T) {
	g := loadGoldenSpawns(t)
	for _, c := range g.Survival {
		rng := CRand{State: c.Seed}
		got := buildSurvivalSpawnCreature(Vec2{-40, 973}, &rng, c.XP)
		if rng.State != c.RngAfter {
			t.Errorf("xp %d seed %d: rng %d want %d", c.XP, c.Seed, rng.State, c.RngAfter)
		}
		if d := diffInit(&got, &c.Creature); d != nil {
			t.Errorf("xp %d seed %d: %v", c.XP, c.Seed, d)
		}
	}
}

func TestTickSurvivalWaveSpawnsMatchesReference(t *testing.T) {
	g := loadGoldenSpawns(t)
	for _, c := range g.Waves {
		rng := CRand{State: c.Seed}
		var got []CreatureInit
		cool := tickSurvivalWaveSpawns(c.Cooldown, c.DtMs, &rng, c.Players, int(c.ElapsedMs), c.XP, 1024, 1024,
			func(ci *CreatureInit) { got = append(got, *ci) })
		if cool != c.NewCooldown || rng.State != c.RngAfter || len(got) != len(c.Creatures) {
			t.Errorf("wave %+v: cooldown %v rng %d n %d", c, cool, rng.State, len(got))
			continue
		}
		for i := range got {
			if d := diffInit(&got[i], &c.Creatures[i]); d != nil {
				t.Errorf("wave seed %d creature %d: %v", c.Seed, i, d)
			}
		}
	}
}

func TestAdvanceSurvivalSpawnStageMatchesReference(t *testing.T) {
	g := loadGoldenSpawns(t)
	for _, c := range g.Stages {
		var got [][]float64
		ns := advanceSurvivalSpawnStage(c.Stage, c.Level, func(call SpawnTemplateCall) {
			got = append(got, []float64{float64(call.TemplateID), call.Pos.X, call.Pos.Y, call.Heading})
		})
		if ns != c.NewStage || fmt.Sprint(got) != fmt.Sprint(c.Calls) && !(len(got) == 0 && len(c.Calls) == 0) {
			t.Errorf("stage %d level %d: stage %d calls %v, want %d %v", c.Stage, c.Level, ns, got, c.NewStage, c.Calls)
		}
	}
}

func TestTickRushModeSpawnsMatchesReference(t *testing.T) {
	g := loadGoldenSpawns(t)
	for _, c := range g.Rush {
		rng := CRand{State: c.Seed}
		var got []CreatureInit
		cool := tickRushModeSpawns(c.Cooldown, c.DtMs, &rng, c.Players, c.ElapsedMs, 1024, 1024,
			func(ci *CreatureInit) { got = append(got, *ci) })
		if cool != c.NewCooldown || rng.State != c.RngAfter || len(got) != len(c.Creatures) {
			t.Errorf("rush seed %d: cooldown %v (want %v) rng %d (want %d) n %d (want %d)", c.Seed, cool, c.NewCooldown,
				rng.State, c.RngAfter, len(got), len(c.Creatures))
			continue
		}
		for i := range got {
			if d := diffInit(&got[i], &c.Creatures[i]); d != nil {
				t.Errorf("rush seed %d creature %d: %v", c.Seed, i, d)
			}
		}
	}
}
