package game

import (
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
)

// verifyBenchRuns are the runs BenchmarkVerify plays, each with its trace sidecar, all of which
// agree with their trace at every tick: the longest quest run (17340 ticks, up to 230
// creatures), a 2-player and a 4-player quest, a Typ-o run (named creatures in its trace) and a
// Survival run under other settings (hardcore, preserve_bugs).
var verifyBenchRuns = []string{
	"../testdata/quests/quest-2.7-pilot-1629.crd",
	"../testdata/quests/quest-2.1-2p-24.crd",
	"../testdata/quests/quest-1.3-4p-23.crd",
	"../testdata/typo/typo-names-405.crd",
	"../testdata/settings/settings-hardcore-bugs-603.crd",
}

// BenchmarkVerify times Verify, the pass crd verify runs, on each run of verifyBenchRuns with its
// trace compared and without, the two in turn within every iteration so that a busy machine
// slows both alike. It reports the ticks simulated per CPU second of the process for each
// (trace-ticks/cpu-s, plain-ticks/cpu-s) and what the trace check adds on top of the simulation
// (trace-cost-%, the extra CPU time over the plain pass's). The run's file is decoded once,
// outside the timing, as crd verify decodes it before the pass.
func BenchmarkVerify(b *testing.B) {
	for _, path := range verifyBenchRuns {
		b.Run(strings.TrimSuffix(filepath.Base(path), ".crd"), func(b *testing.B) {
			rep := readRef(b, path)
			tracePath := trace.SidecarPath(path)
			var cpu [2]int64 // plain, traced
			var ticks [2]int
			pass := func(traced bool) {
				opts := Options{PayloadSHA256: rep.RunID()}
				k := 0
				if traced {
					opts.TracePath, k = tracePath, 1
				}
				c0, ok0 := processCPU()
				v := Verify(rep, opts)
				c1, ok1 := processCPU()
				// A check that stops at a divergence would time a prefix of the trace only.
				if traced && (v.Trace == nil || v.Trace.Status != TraceAgrees) {
					b.Fatalf("the trace does not agree at every tick: %s", v.Headline())
				}
				if ok0 && ok1 {
					cpu[k] += c1 - c0
				}
				ticks[k] += v.Simulated
			}
			i := 0
			for b.Loop() {
				// Alternate which goes first, so neither always runs on a warmer cache.
				pass(i%2 == 0)
				pass(i%2 != 0)
				i++
			}
			b.ReportMetric(float64(ticks[0]+ticks[1])/b.Elapsed().Seconds(), "ticks/s")
			if cpu[0] > 0 && cpu[1] > 0 {
				b.ReportMetric(float64(ticks[0])/(float64(cpu[0])/1e9), "plain-ticks/cpu-s")
				b.ReportMetric(float64(ticks[1])/(float64(cpu[1])/1e9), "trace-ticks/cpu-s")
				plain := float64(cpu[0]) / float64(ticks[0])
				traced := float64(cpu[1]) / float64(ticks[1])
				b.ReportMetric(100*(traced-plain)/plain, "trace-cost-%")
			}
		})
	}
}
