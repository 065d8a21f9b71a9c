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

// BenchmarkVerify times Verify, the pass crd verify runs, on each run of verifyBenchRuns three
// ways: without the trace, with the trace read from its JSON, and with it read from the trace
// cache's copy (Options.TraceCache, a copy made before the timing, as crd verify finds one from
// the second time it checks a run), the three in turn within every iteration so that a busy
// machine slows all alike. It reports the ticks simulated per CPU second of the process for each
// (plain-ticks/cpu-s, trace-ticks/cpu-s, cached-ticks/cpu-s) and what the trace check adds on
// top of the simulation (trace-cost-% from the JSON, cached-cost-% from the copy: the extra CPU
// time over the plain pass's). The run's file is decoded once, outside the timing, as crd verify
// decodes it before the pass.
func BenchmarkVerify(b *testing.B) {
	for _, path := range verifyBenchRuns {
		b.Run(strings.TrimSuffix(filepath.Base(path), ".crd"), func(b *testing.B) {
			rep := readRef(b, path)
			tracePath := trace.SidecarPath(path)
			cache := &trace.Cache{Dir: b.TempDir()}
			const plain, traced, cached = 0, 1, 2
			var cpu [3]int64
			var ticks [3]int
			pass := func(k int) {
				opts := Options{PayloadSHA256: rep.RunID()}
				if k != plain {
					opts.TracePath = tracePath
				}
				if k == cached {
					opts.TraceCache = cache
				}
				c0, ok0 := processCPU()
				v := Verify(rep, opts)
				c1, ok1 := processCPU()
				// A check that stops at a divergence would time a prefix of the trace only.
				if k != plain && (v.Trace == nil || v.Trace.Status != TraceAgrees || v.Trace.Cached != (k == cached)) {
					b.Fatalf("the trace does not agree at every tick, or not read as meant: %s", v.Headline())
				}
				if ok0 && ok1 {
					cpu[k] += c1 - c0
				}
				ticks[k] += v.Simulated
			}
			// The first pass through the cache makes its copy.
			if v := Verify(rep, Options{TracePath: tracePath, TraceCache: cache}); v.Trace == nil || v.Trace.Cached {
				b.Fatal("the trace cache held a copy before the first pass")
			}
			i := 0
			for b.Loop() {
				// Rotate which goes first, so none always runs on a warmer cache.
				for j := range 3 {
					pass((i + j) % 3)
				}
				i++
			}
			b.ReportMetric(float64(ticks[0]+ticks[1]+ticks[2])/b.Elapsed().Seconds(), "ticks/s")
			if cpu[plain] > 0 && cpu[traced] > 0 && cpu[cached] > 0 {
				b.ReportMetric(float64(ticks[plain])/(float64(cpu[plain])/1e9), "plain-ticks/cpu-s")
				b.ReportMetric(float64(ticks[traced])/(float64(cpu[traced])/1e9), "trace-ticks/cpu-s")
				b.ReportMetric(float64(ticks[cached])/(float64(cpu[cached])/1e9), "cached-ticks/cpu-s")
				perTick := func(k int) float64 { return float64(cpu[k]) / float64(ticks[k]) }
				b.ReportMetric(100*(perTick(traced)-perTick(plain))/perTick(plain), "trace-cost-%")
				b.ReportMetric(100*(perTick(cached)-perTick(plain))/perTick(plain), "cached-cost-%")
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
			b.ReportMetric(float64(pr.KeyframeShortest), "kf-shortest")
			b.ReportMetric(float64(pr.Keyframes), "keyframes")
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
