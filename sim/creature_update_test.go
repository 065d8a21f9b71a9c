package sim

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

// testdata/creature_updates.json.gz holds scenarios stepped by the pinned reference port (see
// the generator description in the commit that added it): creatures from spawn templates and
// Survival waves, CreaturePool.update against players on scripted paths, periodic bullet kills
// through creature_apply_damage + handle_death, finalize_post_render_lifecycle each tick; Rush
// (no bonus drops) unless the scenario names Survival. Every tick records the rng state after the update and at the
// tick's end, the deaths of the update, the kill count and the players; every 25th tick every
// active creature.
type updateScenario struct {
	Name           string      `json:"name"`
	Seed           uint32      `json:"seed"`
	Players        int         `json:"players"`
	Perks          []int       `json:"perks"`
	Templates      [][]float64 `json:"templates"`
	Ticks          int         `json:"ticks"`
	KillEvery      int         `json:"kill_every"`
	PlayerMoves    [][]float64 `json:"player_moves"`
	Energizer      float64     `json:"energizer"`
	Plaguebearer   bool        `json:"plaguebearer"`
	EvilTarget     int         `json:"evil_target"`
	Freeze         float64     `json:"freeze"`
	Mode           int         `json:"mode"`
	AfterTemplates uint32      `json:"after_templates"`
	Steps          []struct {
		T         int         `json:"t"`
		RngUpdate uint32      `json:"rng_update"`
		Rng       uint32      `json:"rng"`
		Deaths    [][]int     `json:"deaths"`
		Kills     int         `json:"kills"`
		Players   [][]float64 `json:"players"`
		Creatures [][]float64 `json:"creatures"`
	} `json:"steps"`
}

func creatureRow(i int, c *Creature) []float64 {
	b := func(v bool) float64 {
		if v {
			return 1
		}
		return 0
	}
	return []float64{float64(i), b(c.Active), float64(c.TypeID), c.Pos.X, c.Pos.Y, c.Vel.X, c.Vel.Y, c.Heading,
		c.TargetHeading, c.Target.X, c.Target.Y, float64(c.AIMode), float64(c.Flags), float64(c.LinkIndex), c.HP,
		c.MaxHP, c.MoveSpeed, c.AttackCooldown, c.HitboxSize, c.OrbitRadius, c.MoveScale, float64(c.ForceTarget),
		float64(c.TargetPlayer), c.RewardValue, c.Size, b(c.PlagueInfected), c.CollisionTimer,
		float64(c.LastHitOwnerID), c.HitFlashTimer}
}

var creatureRowNames = []string{"slot", "active", "type", "x", "y", "vx", "vy", "heading", "target_heading",
	"target_x", "target_y", "ai_mode", "flags", "link_index", "hp", "max_hp", "move_speed", "attack_cooldown",
	"hitbox", "orbit_radius", "move_scale", "force_target", "target_player", "reward", "size", "plague",
	"collision_timer", "last_hit_owner", "hit_flash"}

func TestCreaturesUpdateMatchesReference(t *testing.T) {
	f, err := os.Open("testdata/creature_updates.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var scenarios []updateScenario
	if err := json.NewDecoder(zr).Decode(&scenarios); err != nil {
		t.Fatal(err)
	}
	for _, sc := range scenarios {
		t.Run(sc.Name, func(t *testing.T) { runUpdateScenario(t, &sc) })
	}
}

func runUpdateScenario(t *testing.T, sc *updateScenario) {
	dt := f32(1.0 / 60.0)
	w := &World{}
	w.Creatures.Reset(SpawnEnv{TerrainWidth: 1024, TerrainHeight: 1024})
	w.Config.GameMode = sc.Mode
	w.Config.DetailPreset = 5
	w.resetPlayers(sc.Players)
	for i := 0; i < sc.Players; i++ {
		for _, id := range sc.Perks {
			w.Players[i].PerkCounts[id] = 1
		}
	}
	w.BonusTimers.Energizer = sc.Energizer
	w.BonusTimers.Freeze = sc.Freeze
	for i := 0; i < sc.Players; i++ {
		w.Players[i].PlaguebearerActive = sc.Plaguebearer
		w.Players[i].EvilEyesTargetCreature = sc.EvilTarget
	}
	w.Rng.State = sc.Seed
	for _, tm := range sc.Templates {
		if _, err := w.creaturesSpawnTemplate(int(tm[0]), Vec2{tm[1], tm[2]}, tm[3], 5); err != nil {
			t.Fatal(err)
		}
	}
	if w.Rng.State != sc.AfterTemplates {
		t.Fatalf("rng after templates %d, want %d", w.Rng.State, sc.AfterTemplates)
	}
	cooldown := 0.0
	for _, st := range sc.Steps {
		tick := st.T
		for k := 0; k < w.PlayerCount; k++ {
			m := sc.PlayerMoves[k%len(sc.PlayerMoves)]
			p := &w.Players[k]
			p.Pos = Vec2{p.Pos.X + m[0], p.Pos.Y + m[1]}
		}
		w.Tick.Events = StepEvents{}
		w.creaturesUpdate(dt, 16)
		fail := func(format string, args ...any) {
			t.Fatalf("tick %d: %s", tick, fmt.Sprintf(format, args...))
		}
		if w.Rng.State != st.RngUpdate {
			fail("rng after update %d, want %d", w.Rng.State, st.RngUpdate)
		}
		var deaths [][]int
		for i := 0; i < w.Tick.Events.DeathCount; i++ {
			deaths = append(deaths, []int{w.Tick.Events.Deaths[i].Slot, w.Tick.Events.Deaths[i].TypeID})
		}
		if fmt.Sprint(deaths) != fmt.Sprint(st.Deaths) && len(deaths)+len(st.Deaths) > 0 {
			fail("deaths %v, want %v", deaths, st.Deaths)
		}
		if sc.KillEvery > 0 && tick%sc.KillEvery == sc.KillEvery-1 {
			for idx := range w.Creatures.Entries {
				c := &w.Creatures.Entries[idx]
				if c.Active && c.HP > 0 && c.HitboxSize == CreatureHitboxAlive {
					if w.creatureApplyDamage(idx, float64(c.HP*0.75)+10.0, DamageTypeBullet, Vec2{3, -2}, -1, dt) {
						w.creatureHandleDeath(idx, dt, true)
					}
					break
				}
			}
		}
		cooldown = tickSurvivalWaveSpawns(cooldown, 16, &w.Rng, w.PlayerCount, tick*16,
			w.Players[0].Experience, 1024, 1024, func(c *CreatureInit) { w.Creatures.spawnInit(c, nil) })
		w.creaturesFinalizePostRenderLifecycle()
		if w.Rng.State != st.Rng {
			fail("rng at tick end %d, want %d", w.Rng.State, st.Rng)
		}
		if w.Creatures.KillCount != st.Kills {
			fail("kills %d, want %d", w.Creatures.KillCount, st.Kills)
		}
		for k, want := range st.Players {
			p := &w.Players[k]
			got := []float64{p.Pos.X, p.Pos.Y, float64(p.Health), float64(p.Experience), p.Heading}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				fail("player %d: %v, want %v", k, got, want)
			}
		}
		if st.Creatures == nil {
			continue
		}
		var got [][]float64
		for i := range w.Creatures.Entries {
			if c := &w.Creatures.Entries[i]; c.Active {
				got = append(got, creatureRow(i, c))
			}
		}
		if len(got) != len(st.Creatures) {
			fail("%d active creatures, want %d", len(got), len(st.Creatures))
		}
		for i := range got {
			for j := range got[i] {
				if got[i][j] != st.Creatures[i][j] {
					fail("slot %v %s: got %v want %v", got[i][0], creatureRowNames[j], got[i][j], st.Creatures[i][j])
				}
			}
		}
	}
}
