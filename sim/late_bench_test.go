package sim_test

import (
	"os"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// lateRun is the longest 4-player Survival reference run (24,604 ticks, player 0 to level 38),
// and lateFrom, lateTo the segment BenchmarkLateGame times: its second half, where the
// milestones' set pieces of stages 5 to 10 come (some 100 to 260 creatures, 4 players armed
// with a dozen weapons and 30-odd perks). No seed of the recording pilots lives 60,000 ticks on
// the game's clock; a longer run can be given with $CRDPLAYER_LONG_RUN.
const (
	lateRun  = "../testdata/reference/survival-long-4p-911.crd"
	lateFrom = 12000
	lateTo   = 24000
)

// lateRunEnv names another long run for BenchmarkLateGame, in place of lateRun.
const lateRunEnv = "CRDPLAYER_LONG_RUN"

// BenchmarkLateGame simulates lateRun (or the run $CRDPLAYER_LONG_RUN names): "whole" plays all of it, "12k-24k" the late segment only,
// from the state at lateFrom (simulated once, outside the timing). Each reports ticks per CPU
// second of the process (ticks/cpu-s) and per wall second (ticks/s). A run the simulation
// cannot play that far fails the benchmark rather than time a prefix.
func BenchmarkLateGame(b *testing.B) {
	path := lateRun
	if p := os.Getenv(lateRunEnv); p != "" {
		path = p
	}
	r, err := replayio.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	play := func(b *testing.B, w *sim.World, from, to int) {
		for k := from; k < to; k++ {
			if _, err := w.Step(&r.Ticks[k]); err != nil {
				b.Fatalf("the simulation stops at tick %d of %d: %v", k, len(r.Ticks), err)
			}
		}
	}
	start, _, err := sim.NewFromReplay(r)
	if err != nil {
		b.Fatal(err)
	}
	report := func(b *testing.B, ticks int, cpu0 float64) {
		b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
		if cpu := userCPUSeconds() - cpu0; cpu > 0 {
			b.ReportMetric(float64(ticks)/cpu, "ticks/cpu-s")
		}
	}
	b.Run("whole", func(b *testing.B) {
		ticks := 0
		cpu0 := userCPUSeconds()
		for b.Loop() {
			w := *start
			play(b, &w, 0, len(r.Ticks))
			ticks += len(r.Ticks)
		}
		report(b, ticks, cpu0)
	})
	b.Run("12k-24k", func(b *testing.B) {
		if len(r.Ticks) < lateTo {
			b.Fatalf("%s has %d ticks, fewer than %d", path, len(r.Ticks), lateTo)
		}
		at := *start
		play(b, &at, 0, lateFrom)
		ticks := 0
		cpu0 := userCPUSeconds()
		for b.Loop() {
			w := at
			play(b, &w, lateFrom, lateTo)
			ticks += lateTo - lateFrom
		}
		report(b, ticks, cpu0)
	})
}
