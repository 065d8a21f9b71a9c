package game

import (
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// BenchmarkPassDiverged measures the background pass (12,000 ticks, 2 players) without a
// trace, with the run's own trace, and with that trace's elapsed_ms one off at every tick, so
// that every tick differs and goes through the field table for the onsets.
func BenchmarkPassDiverged(b *testing.B) {
	const run = "../testdata/quests/quest-2.1-2p-24.crd"
	rep := readRef(b, run)
	off := b.TempDir() + "/off.trace.jsonl.gz"
	tracetest.Edit(b, trace.SidecarPath(run), off, func(line int, m map[string]any) {
		if line > 0 {
			m["elapsed_ms"] = tracetest.SetNum(tracetest.Num(b, m["elapsed_ms"]) + 1)
		}
	})
	for _, c := range []struct {
		name  string
		trace string
	}{{"none", ""}, {"own", trace.SidecarPath(run)}, {"differs", off}} {
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				s, err := Open(rep, Options{TracePath: c.trace})
				if err != nil {
					b.Fatal(err)
				}
				s.Wait()
				v, _ := s.Verification()
				s.Close()
				if c.name == "differs" && (v.Trace.Divergence == nil || v.Trace.Divergence.Tick != 0) {
					b.Fatal("no divergence at tick 0")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(rep.Ticks)), "ns/tick")
		})
	}
}

// BenchmarkInspectPlaying measures Inspect at each next position, as a window playing with
// the inspector open calls it (one traced step, the trace's record and the table), and at
// random positions (a keyframe's replay).
func BenchmarkInspectPlaying(b *testing.B) {
	const run = "../testdata/quests/quest-2.1-2p-24.crd"
	s, err := Open(readRef(b, run), Options{TracePath: trace.SidecarPath(run)})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	b.Run("next", func(b *testing.B) {
		pos := 1
		for range b.N {
			if _, err := s.Inspect(pos); err != nil {
				b.Fatal(err)
			}
			pos = pos%(s.Len()-1) + 1
		}
	})
	b.Run("jump", func(b *testing.B) {
		pos := 1
		for range b.N {
			pos = (pos*7919)%(s.Len()-1) + 1
			if _, err := s.Inspect(pos); err != nil {
				b.Fatal(err)
			}
		}
	})
}
