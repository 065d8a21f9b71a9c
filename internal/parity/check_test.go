package parity

import (
	"strings"
	"testing"

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
