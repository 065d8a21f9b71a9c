package sim_test

import (
	"os"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// lateRun is the 60,000-tick 4-player Survival run of testdata/long, and lateFrom, lateTo the
// segment BenchmarkLateGame times: from 24,000 ticks on the creature pool stays near full
// (some 300 to 384 creatures), where a tick costs about three times an early one.
const (
	lateRun  = "../testdata/long/survival-late-4p-911.crd"
	lateFrom = 24000
	lateTo   = 42000
)

// lateRunEnv names another long run for BenchmarkLateGame, in place of lateRun.
const lateRunEnv = "CRDPLAYER_LONG_RUN"

// BenchmarkLateGame simulates lateRun (or the run $CRDPLAYER_LONG_RUN names): "whole" plays all of it, "24k-42k" the late segment only,
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
	b.Run("24k-42k", func(b *testing.B) {
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
