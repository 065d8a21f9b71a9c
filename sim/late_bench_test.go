package sim_test

import (
	"os"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// lateRun is the 60,000-tick 4-player Survival run of testdata/long (players alive to the end,
// the creature pool full for much of its second half; its clock, slowed to 15 ms a tick by
// Reflex Boosted, ends at 740,026 ms, before the late-game waves of 901,800 ms, which
// survival-late-4p-6060 reaches); lateSegment is how many of its last ticks BenchmarkLateGame's
// "last-12k" times. Another run can be given with $CRDPLAYER_LONG_RUN, an absolute path (tests
// run in their package's folder): its last lateSegment ticks, or all of a shorter one.
const (
	lateRun     = "../testdata/long/survival-long-4p-6060.crd"
	lateSegment = 12000
)

// lateRunEnv names another long run for BenchmarkLateGame, in place of lateRun.
const lateRunEnv = "CRDPLAYER_LONG_RUN"

// BenchmarkLateGame simulates lateRun (or the run $CRDPLAYER_LONG_RUN names): "whole" plays all
// of it, "last-12k" its last lateSegment ticks only, from the state before them (simulated once,
// outside the timing). Each reports ticks per CPU second of the process (ticks/cpu-s) and per
// wall second (ticks/s). A run the simulation cannot play to its end fails the benchmark rather
// than time a prefix.
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
	from := max(0, len(r.Ticks)-lateSegment)
	b.Run("last-12k", func(b *testing.B) {
		at := *start
		play(b, &at, 0, from)
		ticks := 0
		cpu0 := userCPUSeconds()
		for b.Loop() {
			w := at
			play(b, &w, from, len(r.Ticks))
			ticks += len(r.Ticks) - from
		}
		report(b, ticks, cpu0)
	})
}
