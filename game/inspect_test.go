package game

import (
	"math"
	"path/filepath"
	"strconv"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// inspectRun is a current reference run with 3 players and 3+ creatures listed at tick 2040.
const inspectRun = "../testdata/quests/quest-1.2-3p-22.crd"

// TestInspectEditedTrace edits a verifying run's trace in known fields at ticks 2040, 2050 and
// 2060 and checks what the inspector, the verification and the searches say:
//   - at tick 2040 every edited field is a differing row, with ours (the run's true value, the
//     trace's before the edit) against the edited one, the difference and the ulps, and no
//     other row differs; a creature the trace no longer lists is a row whose trace side is
//     absent;
//   - the verification's first divergence is tick 2040, J goes to the position that shows it
//     (2041, "tick 2040"), Shift+J from there skips tick 2050 (a field already seen
//     differing) and lands on tick 2060 (players[2].xp starts to differ), then finds nothing;
//   - the tick after an edit agrees again.
func TestInspectEditedTrace(t *testing.T) {
	rep := readRef(t, inspectRun)
	path := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	type edit struct {
		path       string
		ours, edit string
		diff       string
		ulps64     uint64
		ulps32     uint64 // 0: none expected
	}
	var wants []edit
	var droppedSlot int
	tracetest.Edit(t, trace.SidecarPath(inspectRun), path, func(line int, m map[string]any) {
		players := func() []any { return m["players"].([]any) }
		player := func(i int) map[string]any { return players()[i].(map[string]any) }
		switch line - 1 {
		case 2040:
			x := tracetest.Num(t, player(0)["x"])
			player(0)["x"] = tracetest.SetNum(x - 0.25)
			e := math.Floor(math.Log2(math.Abs(x)))
			wants = append(wants, edit{"players[0].x", fmtF64(x), fmtF64(x - 0.25), "+0.25", uint64(0.25 / math.Pow(2, e-52)), uint64(0.25 / math.Pow(2, e-23))})
			h := tracetest.Num(t, player(1)["health"])
			h2 := float64(math.Nextafter32(float32(h), float32(math.Inf(-1))))
			player(1)["health"] = tracetest.SetNum(h2)
			wants = append(wants, edit{"players[1].health", fmtF64(h), fmtF64(h2), "+" + strconv.FormatFloat(h-h2, 'g', 6, 64), 1 << 29, 1})
			kills := tracetest.Num(t, m["kills"])
			m["kills"] = tracetest.SetNum(kills + 2)
			wants = append(wants, edit{"kills", fmtF64(kills), fmtF64(kills + 2), "-2", 0, 0})
			list := m["creature_list"].([]any)
			if len(list) < 3 {
				t.Fatalf("tick 2040 lists %d creatures", len(list))
			}
			c1 := list[1].([]any)
			slot := int(tracetest.Num(t, c1[0]))
			hp := tracetest.Num(t, c1[4])
			c1[4] = tracetest.SetNum(hp + 1)
			wants = append(wants, edit{"creature[" + strconv.Itoa(slot) + "].hp", fmtF64(hp), fmtF64(hp + 1), "-1", 0, 0})
			c2 := list[2].([]any)
			droppedSlot = int(tracetest.Num(t, c2[0]))
			for i, f := range []string{"type_id", "x", "y", "hp"} {
				wants = append(wants, edit{"creature[" + strconv.Itoa(droppedSlot) + "]." + f, fmtF64(tracetest.Num(t, c2[1+i])), "absent", "", 0, 0})
			}
			m["creature_list"] = append(list[:2:2], list[3:]...)
		case 2050:
			player(0)["x"] = tracetest.SetNum(tracetest.Num(t, player(0)["x"]) + 1)
		case 2060:
			player(2)["xp"] = tracetest.SetNum(tracetest.Num(t, player(2)["xp"]) + 7)
		}
	})

	s, err := Open(rep, Options{TracePath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	if tc := v.Trace; tc == nil || tc.Status != TraceDiffers || tc.Divergence == nil || tc.Divergence.Tick != 2040 || tc.Compared != 2040 {
		t.Fatalf("trace check %+v", v.Trace)
	}
	o, pos, ok := s.FirstDivergence()
	if !ok || o.Tick != 2040 || pos != 2041 || TickLabel(pos) != "tick 2040" || len(o.Fields) != 4+4 {
		// kills, players[0].x, players[1].health, creature hp, and the dropped creature's 4 fields
		t.Fatalf("first divergence %+v at %d", o, pos)
	}
	in, err := s.Inspect(pos)
	if err != nil {
		t.Fatal(err)
	}
	if in.Tick != 2040 || !in.Creatures || in.Differing != len(wants) || in.Marks.First != -1 {
		t.Fatalf("inspection at %d: tick %d, creatures %v, %d differing (want %d), marks from %d", pos, in.Tick, in.Creatures, in.Differing, len(wants), in.Marks.First)
	}
	byPath := map[string]trace.Row{}
	for i, r := range in.Rows {
		if r.Differs != (i < in.Differing) {
			t.Fatalf("row %d (%s) out of order: the differing rows come first", i, r.Path)
		}
		byPath[r.Path] = r
	}
	for _, w := range wants {
		r, ok := byPath[w.path]
		if !ok || !r.Differs {
			t.Errorf("%s: not a differing row", w.path)
			continue
		}
		if r.A.String() != w.ours || r.B.String() != w.edit || r.Difference() != w.diff {
			t.Errorf("%s: ours %s, trace %s, difference %q; want %s, %s, %q", w.path, r.A, r.B, r.Difference(), w.ours, w.edit, w.diff)
		}
		u64, u32, has32, isFloat := r.Ulps()
		if w.ulps64 != 0 && (!isFloat || u64 != w.ulps64 || has32 != (w.ulps32 != 0) || u32 != w.ulps32) {
			t.Errorf("%s: ulps %d, f32 %d (%v), want %d, %d", w.path, u64, u32, has32, w.ulps64, w.ulps32)
		}
	}
	if r := byPath["creature["+strconv.Itoa(droppedSlot)+"].x"]; r.Entity != (trace.Entity{Kind: trace.EntityCreature, Index: droppedSlot}) || r.B.Present {
		t.Errorf("the dropped creature's row: %+v", r)
	}
	// The next tick agrees again; Shift+J skips 2050 (players[0].x has differed before) and
	// lands on 2060.
	if next, err := s.Inspect(pos + 1); err != nil || !next.Same() {
		t.Errorf("tick 2041: %v, %+v", err, next)
	}
	o, next, ok := s.NextDivergence(pos)
	if !ok || o.Tick != 2060 || next != 2061 || len(o.Fields) != 1 || o.Fields[0] != "players[2].xp" ||
		o.String() != "tick 2060: players[2].xp starts to differ" {
		t.Fatalf("next divergence %+v at %d", o, next)
	}
	if in, _ := s.Inspect(PosOfTick(2050)); in == nil || in.Differing != 1 || in.Rows[0].Path != "players[0].x" || in.Rows[0].Difference() != "-1" {
		t.Errorf("tick 2050: %+v", in)
	}
	if o, _, ok := s.NextDivergence(next); ok {
		t.Errorf("a divergence after tick 1520: %+v", o)
	}
	// The run start: rng_after_setup, ours against the header's.
	if in, err := s.Inspect(0); err != nil || len(in.Rows) != 1 || in.Rows[0].Path != "rng_after_setup" || in.Differing != 0 {
		t.Errorf("run start: %+v, %v", in, err)
	}
}

// TestInspectMarks: the inspector lays out a tick's RNG marks side by side and names the first
// phase whose state differs, here a mark of a quest tick edited in the trace.
func TestInspectMarks(t *testing.T) {
	rep := readRef(t, inspectRun)
	path := filepath.Join(t.TempDir(), "marks.trace.jsonl.gz")
	var phase string
	tick := -1 // the first tick from 700 on that draws from the RNG
	tracetest.Edit(t, trace.SidecarPath(inspectRun), path, func(line int, m map[string]any) {
		if line-1 < 700 || tick >= 0 {
			return
		}
		marks := m["rng_marks"].([]any)
		if len(marks) == 0 {
			return
		}
		tick = line - 1
		last := marks[len(marks)-1].([]any)
		phase = last[0].(string)
		last[1] = tracetest.SetNum(tracetest.Num(t, last[1]) + 1)
	})
	s, err := Open(rep, Options{TracePath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	in, err := s.Inspect(PosOfTick(tick))
	if err != nil {
		v, _ := s.Verification()
		t.Fatalf("%v; %+v", err, v.Trace)
	}
	mt := in.Marks
	if mt.First != len(mt.Rows)-1 || mt.Phase != phase || in.Differing != 0 || in.Same() {
		t.Fatalf("marks %+v, %d rows differ", mt, in.Differing)
	}
	if r := mt.Rows[mt.First]; r.A == nil || r.B == nil || r.B.State != r.A.State+1 {
		t.Errorf("the differing mark: ours %v, the trace's %v", r.A, r.B)
	}
	v, _ := s.Verification()
	if d := v.Trace.Divergence; d == nil || d.Tick != int64(tick) || v.Trace.Marks == nil || v.Trace.Marks.Phase != phase {
		t.Errorf("verification: %+v", v.Trace)
	}
	if o, _, _ := s.FirstDivergence(); len(o.Fields) != 1 || o.Fields[0] != "rng_marks" {
		t.Errorf("onset %+v", o)
	}
}

// TestInspectWithoutTrace: the inspector's calls say there is no trace.
func TestInspectWithoutTrace(t *testing.T) {
	s, err := Open(readRef(t, inspectRun), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, err := s.Inspect(10); err != ErrNoTrace {
		t.Errorf("Inspect: %v", err)
	}
}

func fmtF64(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
