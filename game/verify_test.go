package game

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
	"crdplayer/replayio"
)

// verifyOneWay is rep's verification with opts, by crd verify's pass (Verify) when verify, else
// by the window's (a Session's, waited for).
func verifyOneWay(t *testing.T, rep *replayio.Replay, opts Options, verify bool) Verification {
	t.Helper()
	if verify {
		return Verify(rep, opts)
	}
	s := openWaited(t, rep, opts)
	defer s.Close()
	v, _ := s.Verification()
	return v
}

// openWaited is a Session of rep with opts whose background pass is over; the caller closes it.
func openWaited(t *testing.T, rep *replayio.Replay, opts Options) *Session {
	t.Helper()
	s, err := Open(rep, opts)
	if err != nil {
		t.Fatal(err)
	}
	s.Wait()
	return s
}

// TestTraceEndsEarly: a well-formed trace of fewer records than the run (its header says 10
// ticks, and 10 follow) differs from the run at the first tick it lacks, as crd verify says
// ("ticks": want 10, got the run's count); the records before it agree.
func TestTraceEndsEarly(t *testing.T) {
	const name = "../testdata/quests/quest-1.1-2p-21.crd"
	rep := readRef(t, name)
	path := filepath.Join(t.TempDir(), "short.trace.jsonl.gz")
	tracetest.Prefix(t, trace.SidecarPath(name), path, 10)
	for _, verify := range []bool{false, true} {
		v := verifyOneWay(t, rep, Options{TracePath: path}, verify)
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

// TestTraceDamaged: a trace whose gzip data was changed is invalid, not a divergence of the
// simulation, wherever the check stopped reading: one byte of tick 300's health changed in a
// trace stored without compression (so that the record still decodes, and differs) is found by
// the checksum past the difference, and a zeroed checksum after records that all agree is
// found at the end; in the window's pass as in crd verify's.
func TestTraceDamaged(t *testing.T) {
	const name = "../testdata/quests/quest-1.1-2p-21.crd"
	rep := readRef(t, name)
	text := []byte(tracetest.Text(t, trace.SidecarPath(name)))
	dir := t.TempDir()
	// write writes text gzipped at level to file, after edit has changed the gzip data.
	write := func(file string, level int, edit func(gz []byte)) string {
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, level)
		w.Write(text)
		w.Close()
		out := b.Bytes()
		edit(out)
		path := filepath.Join(dir, file)
		if err := os.WriteFile(path, out, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	byteChanged := func(gz []byte) {
		// Stored blocks hold the text as it is: tick 300's health is in the gzip data.
		at := bytes.Index(gz, []byte(`{"t": 300,`))
		h := bytes.Index(gz[at:], []byte(`"health": `))
		if at < 0 || h < 0 {
			t.Fatal("no health in tick 300's record")
		}
		d := at + h + len(`"health": `)
		if gz[d] < '1' || gz[d] > '8' {
			t.Fatalf("tick 300's health starts with %q", gz[d])
		}
		gz[d]++ // another leading digit
	}
	crcZeroed := func(gz []byte) { copy(gz[len(gz)-8:], []byte{0, 0, 0, 0}) }
	// twoChanged changes tick 300's health and breaks tick 400's JSON: the window's pass (and
	// --all-divergences) compares on past the difference and stops at the line that does not
	// decode; the checksum past it still tells the damage.
	twoChanged := func(gz []byte) {
		byteChanged(gz)
		at := bytes.Index(gz, []byte(`{"t": 400,`))
		if at < 0 {
			t.Fatal("no tick 400")
		}
		gz[at] = ']'
	}
	cases := []struct {
		path string
		want string // the error's end
		diff bool
	}{
		{write("byte.gz", gzip.NoCompression, byteChanged), "the difference found at tick 300 (players[0].health) may be that damage, not the simulation's", true},
		{write("two.gz", gzip.NoCompression, twoChanged), "the difference found at tick 300 (players[0].health) may be that damage, not the simulation's", true},
		{write("crc.gz", gzip.BestSpeed, crcZeroed), fmt.Sprintf("its %d ticks agree with the simulation, but it is not the trace that was written", len(rep.Ticks)), false},
	}
	for _, c := range cases {
		for _, verify := range []bool{false, true} {
			v := verifyOneWay(t, rep, Options{TracePath: c.path}, verify)
			tc := v.Trace
			var dmg *DamagedTraceError
			if tc.Status != TraceInvalid || !errors.As(tc.Err, &dmg) || !errors.Is(tc.Err, trace.ErrDamaged) ||
				!strings.HasSuffix(tc.Err.Error(), c.want) || (dmg.Diff != nil) != c.diff || v.Status() != StatusInvalid {
				t.Errorf("%s, Verify %v: trace check %s %v, status %s", filepath.Base(c.path), verify, tc.Status, tc.Err, v.Status())
			}
		}
	}
}
