package quest

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/replayio"
)

const questRuns = "../../testdata/quests"

// traceHeader is the quest start a quest reference trace records (questrun.py _header).
type traceHeader struct {
	QuestLevel    string       `json:"quest_level"`
	RngAfterSetup uint32       `json:"rng_after_setup"`
	RngAfterBuild uint32       `json:"rng_after_build"`
	BuilderDraws  int          `json:"builder_draws"`
	SpawnEntries  [][6]float64 `json:"spawn_entries"`
}

func readTraceHeader(path string) (*traceHeader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(gz).ReadBytes('\n')
	if err != nil {
		return nil, err
	}
	var h traceHeader
	if err := json.Unmarshal(line, &h); err != nil {
		return nil, err
	}
	return &h, nil
}

// questRunFiles lists the quest reference runs from their index.
func questRunFiles(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(questRuns, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var row struct{ File string }
		if err := json.Unmarshal([]byte(line), &row); err != nil {
			t.Fatal(err)
		}
		files = append(files, row.File)
	}
	return files
}

// diffEntries describes the first difference between got and want ([x, y, heading, spawn id,
// trigger ms, count] rows), floats compared bit for bit; "" when equal.
func diffEntries(got []Entry, want [][6]float64) string {
	if len(got) != len(want) {
		return fmt.Sprintf("%d entries, want %d", len(got), len(want))
	}
	for i, e := range got {
		w := want[i]
		g := [6]float64{e.X, e.Y, e.Heading, float64(e.SpawnID), float64(e.TriggerMs), float64(e.Count)}
		for j := range g {
			if math.Float64bits(g[j]) != math.Float64bits(w[j]) {
				return fmt.Sprintf("entry %d = %v, want %v", i, g, w)
			}
		}
	}
	return ""
}

// TestReferenceRuns builds the spawn table of every quest reference run from the RNG state its
// builder started from and the run's player count and hardcore flag, and checks it against the
// table the trace header recorded (after the hardcore bump), with the builder's draw count and
// the RNG state after. It checks that every stock quest has a run.
func TestReferenceRuns(t *testing.T) {
	covered := map[string]int{}
	for _, name := range questRunFiles(t) {
		t.Run(name, func(t *testing.T) {
			replay, err := replayio.ReadFile(filepath.Join(questRuns, name))
			if err != nil {
				t.Fatal(err)
			}
			h, err := readTraceHeader(filepath.Join(questRuns, name+".trace.jsonl.gz"))
			if err != nil {
				t.Fatal(err)
			}
			run := &replay.Run
			if run.QuestLevel == nil {
				t.Fatal("run has no quest_level")
			}
			q, ok := ByLevel(run.QuestLevel.Major, run.QuestLevel.Minor)
			if !ok {
				t.Fatalf("no quest %d.%d", run.QuestLevel.Major, run.QuestLevel.Minor)
			}
			if q.Level() != h.QuestLevel {
				t.Fatalf("run quest %s, trace header %s", q.Level(), h.QuestLevel)
			}
			// The setup's discarded draw follows the builder (and the hardcore bump, which
			// draws nothing), so rng_after_setup is one step after rng_after_build.
			after := crand{state: h.RngAfterBuild}
			after.Rand()
			if after.state != h.RngAfterSetup {
				t.Fatalf("rng_after_setup %d is not one draw after rng_after_build %d", h.RngAfterSetup, h.RngAfterBuild)
			}
			r := crand{state: stepBack(h.RngAfterBuild, h.BuilderDraws)}
			entries, err := q.SpawnTable(&r, Params{PlayerCount: run.PlayerCount, Hardcore: run.Hardcore})
			if err != nil {
				t.Fatal(err)
			}
			if d := diffEntries(entries, h.SpawnEntries); d != "" {
				t.Errorf("%s (%d players, hardcore %v, retry %d): %s", q.Level(), run.PlayerCount, run.Hardcore, run.QuestFailRetryCount, d)
			}
			if r.draws != h.BuilderDraws || r.state != h.RngAfterBuild {
				t.Errorf("builder drew %d, rng %d; want %d, %d", r.draws, r.state, h.BuilderDraws, h.RngAfterBuild)
			}
			covered[q.Level()]++
		})
	}
	for _, q := range All() {
		if covered[q.Level()] == 0 {
			t.Errorf("quest %s has no reference run", q.Level())
		}
	}
}
