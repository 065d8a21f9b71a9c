package sim_test

import (
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// parityDirs are the folders of testdata every run of which (with its trace beside it) must
// verify and match its trace at every tick.
var parityDirs = []string{"reference", "extra", "settings", "quests", "tutorial", "typo", "deaths"}

func referenceRuns(t testing.TB) []string {
	var files []string
	for _, dir := range parityDirs {
		more, err := filepath.Glob("../testdata/" + dir + "/*.crd")
		if err != nil || len(more) == 0 {
			t.Fatalf("no runs in testdata/%s: %v", dir, err)
		}
		files = append(files, more...)
	}
	return files
}

// runName is the file name without .crd, prefixed with its folder ("extra/", "quests/", …) for
// the runs outside testdata/reference.
func runName(path string) string {
	name := strings.TrimSuffix(filepath.Base(path), ".crd")
	if dir := filepath.Base(filepath.Dir(path)); dir != "reference" {
		return dir + "/" + name
	}
	return name
}

// TestRunStartMatchesTraces checks the run-start path of every reference run against the
// trace's rng_after_setup.
func TestRunStartMatchesTraces(t *testing.T) {
	for _, path := range referenceRuns(t) {
		r, err := replayio.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := parity.ReadTraceHeader(path + ".trace.jsonl.gz")
		if err != nil {
			t.Fatal(err)
		}
		w, terrain, err := sim.NewFromReplay(r)
		if err != nil {
			t.Fatalf("%s: %v", runName(path), err)
		}
		if w.Rng.State != tr.RngAfterSetup {
			t.Errorf("%s: rng after setup %d, want %d", runName(path), w.Rng.State, tr.RngAfterSetup)
		}
		if terrain.Stamps[len(terrain.Stamps)-1].Layer != 2 {
			t.Errorf("%s: last stamp layer %d", runName(path), terrain.Stamps[len(terrain.Stamps)-1].Layer)
		}
	}
}

// TestParity simulates every run of parityDirs against its trace: each must verify.
func TestParity(t *testing.T) {
	for _, path := range referenceRuns(t) {
		name := runName(path)
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			r, tr := readRunAndTrace(t, path)
			rep := parity.Run(r, tr)
			if rep.Status != parity.StatusVerified {
				t.Errorf("%s", rep.String())
			}
		})
	}
}

// BenchmarkVerify simulates every reference run (without trace comparison) and reports the
// simulation speed in ticks per second.
func BenchmarkVerify(b *testing.B) {
	paths := referenceRuns(b)
	type run struct {
		name string
		r    *replayio.Replay
	}
	var runs []run
	total := 0
	for _, p := range paths {
		r, err := replayio.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		runs = append(runs, run{runName(p), r})
		total += len(r.Ticks)
	}
	cpu0 := userCPUSeconds()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, rr := range runs {
			w, _, err := sim.NewFromReplay(rr.r)
			if err != nil {
				b.Fatal(err)
			}
			for k := range rr.r.Ticks {
				if _, err := w.Step(&rr.r.Ticks[k]); err != nil {
					break
				}
			}
		}
	}
	b.ReportMetric(float64(total)*float64(b.N)/b.Elapsed().Seconds(), "ticks/s")
	// On a shared machine the wall clock undercounts; CPU time is the simulation's own cost.
	if cpu := userCPUSeconds() - cpu0; cpu > 0 {
		b.ReportMetric(float64(total)*float64(b.N)/cpu, "ticks/cpu-s")
	}
}

// TestLongRunResults replays the runs of testdata/long, runs too long to keep their trace in
// the repository, and checks the result each derives (outcome, elapsed, kills, shots, rng_state,
// pending perks, players) against the one recorded in the file, which the reference harness
// re-simulated to the same result (testdata/long/README.md).
func TestLongRunResults(t *testing.T) {
	files, err := filepath.Glob("../testdata/long/*.crd")
	if err != nil || len(files) == 0 {
		t.Fatalf("no runs in testdata/long: %v", err)
	}
	for _, path := range files {
		t.Run(runName(path), func(t *testing.T) {
			t.Parallel()
			r, err := replayio.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if rep := parity.Run(r, nil); rep.Status != parity.StatusVerified || len(rep.Mismatches) != 0 {
				t.Errorf("%s", rep.String())
			}
		})
	}
}
