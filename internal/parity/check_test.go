package parity

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/replayio"
)

const run = "../../testdata/reference/survival-calm-101.crd"

func load(t *testing.T) (*replayio.Replay, *Trace) {
	t.Helper()
	r, err := replayio.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := ReadTrace(run + ".trace.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	return r, tr
}

func TestRunVerifies(t *testing.T) {
	r, tr := load(t)
	rep := Run(r, tr)
	if rep.Status != StatusVerified || rep.Divergence != nil || len(rep.Mismatches) != 0 || rep.Ticks != len(r.Ticks) {
		t.Fatalf("status %s, divergence %v, mismatches %v, ticks %d of %d", rep.Status, rep.Divergence, rep.Mismatches, rep.Ticks, len(r.Ticks))
	}
}

// A changed trace value is reported at its tick and field, with the value the trace holds.
func TestRunReportsFirstDivergence(t *testing.T) {
	cases := []struct {
		name, field string
		tick        int
		edit        func(tr *Trace, tick int)
	}{
		{"player x", "players[0].x", 77, func(tr *Trace, k int) { tr.Ticks[k].Players[0].X += 0.5 }},
		{"creature hp", "creature_list[0].hp", 120, // the trace lists creatures every 60 ticks
			func(tr *Trace, k int) { tr.Ticks[k].CreatureList[0].HP = -1 }},
		{"rng mark", "rng_marks[0]", 200, func(tr *Trace, k int) { tr.Ticks[k].RngMarks[0].State++ }},
		{"setup", "rng_after_setup", -1, func(tr *Trace, _ int) { tr.Header.RngAfterSetup++ }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, tr := load(t)
			if c.field == "rng_marks[0]" { // the first tick from c.tick on that draws
				for len(tr.Ticks[c.tick].RngMarks) == 0 {
					c.tick++
				}
			}
			c.edit(tr, c.tick)
			rep := Run(r, tr)
			d := rep.Divergence
			if rep.Status != StatusMismatch || d == nil || d.Tick != c.tick || d.Field != c.field {
				t.Fatalf("status %s, divergence %v; want tick %d field %s", rep.Status, d, c.tick, c.field)
			}
			if d.Want == d.Got {
				t.Errorf("want %s equals got %s", d.Want, d.Got)
			}
			// The result is still derived over the whole run and agrees with the recorded one.
			if rep.Ticks != len(r.Ticks) || len(rep.Mismatches) != 0 {
				t.Errorf("ticks %d of %d, mismatches %v", rep.Ticks, len(r.Ticks), rep.Mismatches)
			}
		})
	}
}

// A recorded result that differs from the derived one is named field by field.
func TestRunReportsResultMismatch(t *testing.T) {
	r, _ := load(t)
	r.Result.Kills += 3
	r.Result.Players[0].Experience = 1
	rep := Run(r, nil)
	if rep.Status != StatusMismatch || len(rep.Mismatches) != 2 {
		t.Fatalf("status %s, mismatches %v", rep.Status, rep.Mismatches)
	}
	if m := rep.Mismatches[0]; m.Field != "kills" || m.Derived == m.Recorded {
		t.Errorf("first mismatch %v", m)
	}
	if m := rep.Mismatches[1]; m.Field != "players[0].experience" || m.Recorded != "1" {
		t.Errorf("second mismatch %v", m)
	}
}

// The report's text names the status, the divergence and each mismatch.
func TestReportString(t *testing.T) {
	r, tr := load(t)
	r.Result.Kills += 3
	tr.Ticks[77].Players[0].X += 0.5
	rep := Run(r, tr)
	s := rep.String()
	for _, want := range []string{"mismatch\ntick 77 players[0].x: want ", "\n  kills: recorded "} {
		if !strings.Contains(s, want) {
			t.Errorf("report %q lacks %q", s, want)
		}
	}
}

// RunStream, reading the trace as it simulates, reports what Run does with the trace in memory.
func TestRunStreamVerifies(t *testing.T) {
	r, _ := load(t)
	tr, err := trace.OpenForRun(run+".trace.jsonl.gz", len(r.Ticks))
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	rep := RunStream(r, tr)
	if rep.Status != StatusVerified || rep.TraceCompared != len(r.Ticks) || rep.TraceErr != nil || rep.StoppedAt != -1 {
		t.Fatalf("%s; compared %d of %d, stopped at %d", rep.String(), rep.TraceCompared, len(r.Ticks), rep.StoppedAt)
	}
}

// A replay the format rejects is invalid, not a mismatch, and says at which tick and why: a
// perk_pick with no menu opened (tick 100 of a run that never levels up), ticks after the
// run-down (a run recorded with --rundown, whose file runs down to its last legal tick, given 40
// more: the first of them is past it), a perk_menu_open with nothing pending. Nothing is derived
// from the prefix.
func TestRunRejectedReplayIsInvalid(t *testing.T) {
	rundown, err := replayio.ReadFile("../../testdata/reference/rush-rundown-318.crd")
	if err != nil {
		t.Fatal(err)
	}
	past := len(rundown.Ticks) // the index of the first tick added
	cases := []struct {
		name, file string
		edit       func(r *replayio.Replay)
		tick       int
		err        string
	}{
		{"perk_pick without a menu", "rush-idle-203.crd", func(r *replayio.Replay) {
			r.Ticks[100].Commands = []replayio.Command{{Type: replayio.CmdPerkPick}}
		}, 100, "tick 100: perk_pick without a menu opened on the tick before: illegal command"},
		{"perk_menu_open with nothing pending", "survival-calm-101.crd", func(r *replayio.Replay) {
			r.Ticks[5].Commands = []replayio.Command{{Type: replayio.CmdPerkMenuOpen}}
		}, 5, "tick 5: perk_menu_open with nothing pending: illegal command"},
		{"ticks past the run-down", "rush-rundown-318.crd", func(r *replayio.Replay) {
			for range 40 {
				r.Ticks = append(r.Ticks, r.Ticks[len(r.Ticks)-1])
			}
		}, past, fmt.Sprintf("tick %d: tick after the run-down", past)},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := replayio.ReadFile("../../testdata/reference/" + c.file)
			if err != nil {
				t.Fatal(err)
			}
			c.edit(r)
			rep := Run(r, nil)
			if rep.Status != StatusInvalid || rep.StoppedAt != c.tick || rep.Ticks != c.tick || rep.Err == nil || rep.Err.Error() != c.err {
				t.Fatalf("status %s, stopped at %d, %d ticks, error %v; want invalid at %d: %s", rep.Status, rep.StoppedAt, rep.Ticks, rep.Err, c.tick, c.err)
			}
			if rep.Derived.Outcome != "" || rep.Mismatches != nil {
				t.Errorf("a prefix derived %+v, mismatches %v", rep.Derived, rep.Mismatches)
			}
		})
	}
}

// A trace that breaks off mid-way stops the comparison there; the run is still simulated and
// its result compared.
func TestRunStreamTraceBreaks(t *testing.T) {
	r, full := load(t)
	path := filepath.Join(t.TempDir(), "cut.trace.jsonl.gz")
	var text bytes.Buffer
	hb, _ := json.Marshal(full.Header)
	text.Write(append(hb, '\n'))
	for i := range 300 {
		b, _ := json.Marshal(full.Ticks[i])
		text.Write(append(b, '\n'))
	}
	text.WriteString("{oops}\n")
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(text.Bytes())
	zw.Close()
	if err := os.WriteFile(path, z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err := trace.OpenForRun(path, len(r.Ticks))
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	rep := RunStream(r, tr)
	want := path + ": line 302 (tick 300): not JSON: invalid character 'o' looking for beginning of object key string"
	if rep.TraceErr == nil || rep.TraceErr.Error() != want || rep.TraceCompared != 300 || rep.Status != StatusVerified || rep.Ticks != len(r.Ticks) {
		t.Fatalf("%s; compared %d, ticks %d; want trace error %s", rep.String(), rep.TraceCompared, rep.Ticks, want)
	}
}
