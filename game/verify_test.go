package game

import (
	"fmt"
	"path/filepath"
	"strconv"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// TestTraceEndsEarly: a well-formed trace of fewer records than the run (its header says 10
// ticks, and 10 follow) differs from the run at the first tick it lacks, as crd verify says
// ("ticks": want 10, got the run's count); the records before it agree.
func TestTraceEndsEarly(t *testing.T) {
	const name = "../testdata/quests/quest-1.1-2p-21.crd"
	rep := readRef(t, name)
	path := filepath.Join(t.TempDir(), "short.trace.jsonl.gz")
	tracetest.Prefix(t, trace.SidecarPath(name), path, 10)
	for _, verify := range []bool{false, true} {
		var v Verification
		if verify {
			v = Verify(rep, Options{TracePath: path})
		} else {
			s, err := Open(rep, Options{TracePath: path})
			if err != nil {
				t.Fatal(err)
			}
			s.Wait()
			v, _ = s.Verification()
			s.Close()
		}
		tc := v.Trace
		d := tc.Divergence
		if tc.Err != nil || d == nil || d.Tick != 10 || d.Fields[0] != (trace.FieldDiff{Path: "ticks", Want: "10", Got: strconv.Itoa(len(rep.Ticks))}) ||
			tc.Compared != 10 || tc.Status != TraceDiffers || v.Status() != StatusMismatch || !v.Verified {
			t.Fatalf("Verify %v: trace check %+v, status %s", verify, tc, v.Status())
		}
		// Said as where the trace ends, not as a field "ticks" differing at a tick it lacks.
		if want := fmt.Sprintf("mismatch: the trace ends after tick 9 (10 ticks), the run goes on to tick %d; the recorded result reproduces", len(rep.Ticks)-1); v.Headline() != want {
			t.Errorf("headline %q, want %q", v.Headline(), want)
		}
		if len(tc.Notes) != 0 { // (the divergence says where the trace ends, once)
			t.Errorf("notes %q, want none", tc.Notes)
		}
	}
}
