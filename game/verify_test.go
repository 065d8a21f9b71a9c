package game

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
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

// TestRunNotesRules: a run under rules this simulation does not play says which it plays, in
// words ("rules 1 only", not Go's "[1]"); rules 1 goes unsaid.
func TestRunNotesRules(t *testing.T) {
	rep := readRef(t, "../testdata/reference/survival-wild-103.crd")
	for _, n := range runNotes(rep) {
		if strings.HasPrefix(n, "rules") {
			t.Errorf("rules 1: note %q", n)
		}
	}
	rep.Rules = 2
	if notes := runNotes(rep); !slices.Contains(notes, "rules 2: this simulation plays rules 1 only") {
		t.Errorf("rules 2: notes %q", notes)
	}
	was := SimulationRules
	defer func() { SimulationRules = was }()
	for _, c := range []struct {
		rules []int
		want  string
	}{{[]int{1}, "1"}, {[]int{1, 2}, "1 and 2"}, {[]int{1, 2, 3}, "1, 2 and 3"}} {
		SimulationRules = c.rules
		if got := SimulationRulesText(); got != c.want {
			t.Errorf("SimulationRulesText of %v = %q, want %q", c.rules, got, c.want)
		}
	}
}
