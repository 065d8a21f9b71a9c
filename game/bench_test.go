package game

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"crdplayer/game/trace"
	"crdplayer/replayio"
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

// longRun is the 60,000-tick 4-player Survival run of testdata/long (kept without its trace),
// BenchmarkSeek's and BenchmarkPrepare's "long-4p"; $CRDPLAYER_LONG_RUN names another run in
// its place. The longest 4-player reference run with a trace (24,604 ticks) is "4p".
const (
	longRun    = "../testdata/long/survival-long-4p-6060.crd"
	longRunEnv = "CRDPLAYER_LONG_RUN"
)

// seekRun is a run BenchmarkSeek and BenchmarkPrepare time.
type seekRun struct {
	name string
	rep  *replayio.Replay
}

// seekRuns are one run of each kind: the longest 1-player and 4-player reference runs (with
// traces), and longRun (or the run $CRDPLAYER_LONG_RUN names).
func seekRuns(b *testing.B) []seekRun {
	var best [5]refRun // by player count
	for _, r := range referenceRuns(b) {
		if r.Players >= 1 && r.Players <= 4 && r.Ticks > best[r.Players].Ticks {
			best[r.Players] = r
		}
	}
	long := longRun
	if p := os.Getenv(longRunEnv); p != "" {
		long = p
	}
	return []seekRun{{"1p", readRef(b, best[1].File)}, {"4p", readRef(b, best[4].File)}, {"long-4p", readRef(b, long)}}
}

// BenchmarkSeek times random seeks on a run of each kind (seekRuns) once it is prepared, with the
// default keyframe options, reporting the median and 99th percentile in milliseconds of
// wall-clock time (p50-ms, p99-ms) and, on Linux, of the seeking thread's CPU time (p50-cpu-ms,
// p99-cpu-ms), which other processes on a busy machine do not inflate; the keyframe spacing the
// pass ended with (kf-interval, ticks), the keyframes' memory (kf-MiB) and the positions seeks
// range over (limit: the run's ticks, or the tick the simulation stops at).
func BenchmarkSeek(b *testing.B) {
	for _, run := range seekRuns(b) {
		b.Run(run.name, func(b *testing.B) {
			s, err := Open(run.rep, Options{})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			s.Wait()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			limit := s.Limit()
			r := rand.New(rand.NewPCG(1, 2))
			var wall, cpu []float64
			for b.Loop() {
				p := r.IntN(limit + 1)
				c0, cok := threadCPU()
				start := time.Now()
				if err := s.Seek(p); err != nil {
					b.Fatal(err)
				}
				wall = append(wall, float64(time.Since(start))/1e6)
				if c1, ok := threadCPU(); ok && cok {
					cpu = append(cpu, float64(c1-c0)/1e6)
				}
			}
			q := func(d []float64, f float64) float64 {
				sort.Float64s(d)
				return d[int(f*float64(len(d)-1))]
			}
			b.ReportMetric(q(wall, 0.5), "p50-ms")
			b.ReportMetric(q(wall, 0.99), "p99-ms")
			if len(cpu) == len(wall) {
				b.ReportMetric(q(cpu, 0.5), "p50-cpu-ms")
				b.ReportMetric(q(cpu, 0.99), "p99-cpu-ms")
			}
			pr := s.Progress()
			b.ReportMetric(float64(pr.KeyframeInterval), "kf-interval")
			b.ReportMetric(float64(pr.KeyframeBytes)/(1<<20), "kf-MiB")
			b.ReportMetric(float64(limit), "limit")
		})
	}
}

// BenchmarkPrepare times the background pass over a run of each kind (seekRuns): ticks per
// second, keyframe bytes per minute of run and per keyframe.
func BenchmarkPrepare(b *testing.B) {
	for _, run := range seekRuns(b) {
		b.Run(run.name, func(b *testing.B) {
			var pr Progress
			ticks := 0
			for b.Loop() {
				s, err := Open(run.rep, Options{})
				if err != nil {
					b.Fatal(err)
				}
				s.Wait()
				pr = s.Progress()
				ticks += pr.Prepared
				s.Close()
			}
			b.ReportMetric(float64(ticks)/b.Elapsed().Seconds(), "ticks/s")
			b.ReportMetric(float64(pr.KeyframeBytes)/(float64(pr.Prepared)/(60*TicksPerSecond)), "kf-bytes/min")
			b.ReportMetric(float64(pr.KeyframeBytes)/float64(pr.Keyframes), "bytes/kf")
		})
	}
}
