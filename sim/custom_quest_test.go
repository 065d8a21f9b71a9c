package sim_test

import (
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/quest"
)

// customFromStock is the custom quest that restates a stock quest: its spawn table as the
// builder writes it for the run (entries whose coordinates are float32 values), its terrain
// and its start weapon, with no exclusions. ok is false when a custom quest cannot say the
// same: a builder that draws (its table depends on the run's rng), coordinates that float32
// cannot hold, hardcore, or a quest whose number changes the rules (1.7 forces a perk, every
// x.10 suppresses bonuses or perks; a custom quest plays at stage 0.0).
func customFromStock(t *testing.T, r *replayio.Replay) (*replayio.CustomQuest, bool) {
	t.Helper()
	ql := r.Run.QuestLevel
	if ql == nil || r.Run.Hardcore || ql.Minor == 10 || (ql.Major == 1 && ql.Minor == 7) {
		return nil, false
	}
	q, ok := quest.ByLevel(ql.Major, ql.Minor)
	if !ok {
		t.Fatalf("quest %d.%d", ql.Major, ql.Minor)
	}
	var rng countingRand
	table, err := q.SpawnTable(&rng, quest.Params{PlayerCount: r.Run.PlayerCount})
	if err != nil {
		t.Fatal(err)
	}
	if rng.draws > 0 {
		return nil, false
	}
	cq := &replayio.CustomQuest{Title: q.Title, StartWeaponID: max(1, q.StartWeaponID), TerrainSlots: q.TerrainIDs}
	for _, e := range table {
		x, y, h := float32(e.X), float32(e.Y), float32(e.Heading)
		if float64(x) != e.X || float64(y) != e.Y || float64(h) != e.Heading {
			return nil, false
		}
		cq.Entries = append(cq.Entries, replayio.SpawnEntry{Pos: replayio.Vec2{X: x, Y: y}, Heading: h,
			SpawnID: e.SpawnID, TriggerMs: e.TriggerMs, Count: e.Count})
	}
	return cq, true
}

// TestCustomQuestPlaysAsTheStockQuest: a custom quest whose table, terrain and weapon equal a
// stock quest's plays every tick of that quest's reference run exactly as the stock quest does
// (rng, players, creatures, bonuses, clock), and derives the same result.
func TestCustomQuestPlaysAsTheStockQuest(t *testing.T) {
	files, err := filepath.Glob("../testdata/quests/*.crd")
	if err != nil {
		t.Fatal(err)
	}
	played := 0
	for _, path := range files {
		stock := readRunFrom(t, path)
		cq, ok := customFromStock(t, stock)
		if !ok {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(path), ".crd")
		custom := *stock
		custom.Run.QuestLevel, custom.Run.CustomQuest = nil, cq
		a, _, err := sim.NewFromReplay(stock)
		if err != nil {
			t.Fatal(err)
		}
		b, _, err := sim.NewFromReplay(&custom)
		if err != nil {
			t.Fatalf("%s as a custom quest: %v", name, err)
		}
		for i := range stock.Ticks {
			if _, err := a.Step(&stock.Ticks[i]); err != nil {
				t.Fatalf("%s tick %d: %v", name, i, err)
			}
			if _, err := b.Step(&stock.Ticks[i]); err != nil {
				t.Fatalf("%s as a custom quest, tick %d: %v", name, i, err)
			}
			if a.Rng != b.Rng || a.Players != b.Players || a.Creatures.Entries != b.Creatures.Entries ||
				a.Bonuses.Entries != b.Bonuses.Entries || a.ElapsedMs() != b.ElapsedMs() {
				t.Fatalf("%s as a custom quest parts from the stock quest at tick %d", name, i)
			}
		}
		if ra, rb := a.Result(), b.Result(); ra.RngState != rb.RngState || ra.Outcome != rb.Outcome ||
			optMs(ra.QuestFinalMs) != optMs(rb.QuestFinalMs) || ra.Outcome != stock.Result.Outcome {
			t.Errorf("%s: results %+v and %+v", name, ra, rb)
		}
		played++
	}
	if played < 10 {
		t.Fatalf("only %d stock quest runs could be restated as custom quests", played)
	}
	t.Logf("%d stock quest runs restated as custom quests", played)
}

// countingRand is a quest.Rand that counts its draws.
type countingRand struct {
	draws int
	state uint32
}

func (r *countingRand) Rand() int {
	r.draws++
	r.state = r.state*214013 + 2531011
	return int(r.state>>16) & 0x7fff
}

func optMs(p *int64) int64 {
	if p == nil {
		return math.MinInt64
	}
	return *p
}

// TestCustomQuestStart: a custom quest starts at stage 0.0 with its table, terrain, start
// weapon and exclusions.
func TestCustomQuestStart(t *testing.T) {
	r := readRunFrom(t, "../testdata/quests/quest-1.1-pilot-1037.crd")
	r.Run.QuestLevel = nil
	r.Run.CustomQuest = &replayio.CustomQuest{
		Title: "test", StartWeaponID: 3, TerrainSlots: [3]int{4, 5, 4},
		Entries: []replayio.SpawnEntry{
			{Pos: replayio.Vec2{X: -64, Y: 512}, Heading: 1.5, SpawnID: 0x26, TriggerMs: 1000, Count: 3},
			{Pos: replayio.Vec2{X: 512, Y: 1088}, SpawnID: 0x24, TriggerMs: 4000, Count: 2},
		},
		NoBonuses: []int{3, 5}, NoPerks: []int{2, 40}, NoWeapons: []int{2, 33},
	}
	w, terrain, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	q := &w.Quest
	if q.Major != 0 || q.Minor != 0 || q.EntryCount != 2 || q.Entries[0].Pos != (sim.Vec2{X: -64, Y: 512}) ||
		q.Entries[0].Heading != 1.5 || q.Entries[1].SpawnID != 0x24 || q.Entries[1].Count != 2 {
		t.Errorf("quest state %d.%d, %d entries %+v", q.Major, q.Minor, q.EntryCount, q.Entries[:2])
	}
	if terrain.TextureIDs != [3]int{4, 5, 4} || w.Players[0].WeaponID != 3 {
		t.Errorf("terrain %v, weapon %d", terrain.TextureIDs, w.Players[0].WeaponID)
	}
	rs := &w.Config.Restrict
	if !rs.NoBonus[3] || !rs.NoBonus[5] || rs.NoBonus[4] || !rs.NoPerk[2] || !rs.NoPerk[40] || rs.NoPerk[3] ||
		!rs.NoWeapon[2] || !rs.NoWeapon[33] || rs.NoWeapon[3] {
		t.Errorf("restrictions %+v", rs)
	}
	r.Run.CustomQuest.StartWeaponID = 99
	if _, _, err := sim.NewFromReplay(r); !errors.Is(err, sim.ErrInvalidInput) {
		t.Errorf("start weapon 99: %v, want ErrInvalidInput", err)
	}
}
