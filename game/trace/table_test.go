package trace

import (
	"errors"
	"io"
	"math"
	"strings"
	"testing"
)

// questTrace is a current reference trace with creatures on its first record.
const questTrace = "../../testdata/quests/quest-1.2-3p-22.crd.trace.jsonl.gz"

func TestUlps(t *testing.T) {
	next := math.Nextafter
	for _, c := range []struct {
		a, b   float64
		u64    uint64
		u32    uint64
		has32  bool
		reason string
	}{
		{1, 1, 0, 0, true, "equal"},
		{1, next(1, 2), 1, 0, false, "one double apart; 1+2^-52 is no float32"},
		{1, 1 + 3*math.Pow(2, -52), 3, 0, false, "three doubles"},
		{1, 1 + math.Pow(2, -23), 1 << 29, 1, true, "one float32 step is 2^29 doubles"},
		{470.10400390625, 469.85400390625, 0.25 * (1 << 44), 0.25 * (1 << 15), true, "0.25 at 2^8..2^9: doubles step 2^-44, floats 2^-15"},
		{0, math.Copysign(0, -1), 1, 1, true, "+0 and -0"},
		{math.NaN(), 1, math.MaxUint64, 0, false, "NaN"},
	} {
		if got := Ulps64(c.a, c.b); got != c.u64 {
			t.Errorf("%s: Ulps64(%v, %v) = %d, want %d", c.reason, c.a, c.b, got, c.u64)
		}
		if got, ok := Ulps32(c.a, c.b); ok != c.has32 || ok && got != c.u32 {
			t.Errorf("%s: Ulps32(%v, %v) = %d, %v, want %d, %v", c.reason, c.a, c.b, got, ok, c.u32, c.has32)
		}
	}
	// Across zero the steps add up on both sides: from -1 to +1 is twice the steps from 0 to
	// 1, plus the one between -0 and +0.
	if got, want := Ulps64(-1, 1), 2*Ulps64(0, 1)+1; got != want {
		t.Errorf("Ulps64(-1, 1) = %d, want %d", got, want)
	}
	if got, _ := Ulps32(-1, 1); got != 2*uint64(math.Float32bits(1))+1 {
		t.Errorf("Ulps32(-1, 1) = %d", got)
	}
}

// creatureRecord reads the first record of a trace that lists 3 creatures or more, twice over:
// one to keep, one to edit.
func creatureRecord(t *testing.T, path string) (*Record, *Record) {
	t.Helper()
	read := func() *Record {
		r, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		for {
			rec, err := r.Next()
			if err != nil {
				t.Fatalf("%s: no record with 3 creatures listed: %v", path, err)
			}
			if len(rec.CreatureList) >= 3 {
				return rec
			}
		}
	}
	return read(), read()
}

// TestTableEdited edits known fields of a real record and checks the table lists exactly those
// as differing, with both values, the difference and the ulps; and that Compare finds a
// difference exactly when the table does.
func TestTableEdited(t *testing.T) {
	ours, theirs := creatureRecord(t, questTrace)
	if len(ours.CreatureList) < 3 || len(ours.Players) < 2 {
		t.Fatalf("the record has %d creatures, %d players; the test wants 3+ and 2+", len(ours.CreatureList), len(ours.Players))
	}
	if rows := Table(ours, theirs); countDiffering(rows) != 0 || Compare(theirs, ours) != nil {
		t.Fatalf("the same record differs from itself: %v", Compare(theirs, ours))
	}
	// The trace's side: player 2's y a quarter pixel off and x one float32 step up, player 1's
	// xp +3, the second listed creature's hp one double step down, the third creature missing,
	// one more kill.
	x, y := ours.Players[1].X, ours.Players[1].Y
	if float64(float32(x)) != x {
		t.Fatalf("players[1].x %v is not a float32 value", x)
	}
	x32 := float64(math.Nextafter32(float32(x), float32(math.Inf(1))))
	theirs.Players[1].X = x32
	theirs.Players[1].Y = y - 0.25
	theirs.Players[0].XP += 3
	c1, c2 := ours.CreatureList[1], ours.CreatureList[2]
	hp := math.Nextafter(c1.HP, math.Inf(-1))
	theirs.CreatureList[1].HP = hp
	theirs.CreatureList = append(theirs.CreatureList[:2:2], theirs.CreatureList[3:]...)
	theirs.Kills++

	rows, n := Differing(Table(ours, theirs))
	type want struct {
		a, b, diff, ulps string
		entity           Entity
	}
	wants := map[string]want{
		"kills":        {itoa(ours.Kills), itoa(ours.Kills + 1), "-1", "", Entity{EntityRun, 0}},
		"players[1].x": {fmtFloat(x), fmtFloat(x32), "", "f32", Entity{EntityPlayer, 1}},
		"players[1].y": {fmtFloat(y), fmtFloat(y - 0.25), "+0.25", "", Entity{EntityPlayer, 1}},
		"players[0].xp": {itoa(ours.Players[0].XP), itoa(ours.Players[0].XP + 3), "-3", "",
			Entity{EntityPlayer, 0}},
		slotPath(c1.Slot, "hp"):      {fmtFloat(c1.HP), fmtFloat(hp), "", "f64", Entity{EntityCreature, c1.Slot}},
		slotPath(c2.Slot, "type_id"): {itoa(int64(c2.TypeID)), "absent", "", "", Entity{EntityCreature, c2.Slot}},
		slotPath(c2.Slot, "x"):       {fmtFloat(c2.X), "absent", "", "", Entity{EntityCreature, c2.Slot}},
		slotPath(c2.Slot, "y"):       {fmtFloat(c2.Y), "absent", "", "", Entity{EntityCreature, c2.Slot}},
		slotPath(c2.Slot, "hp"):      {fmtFloat(c2.HP), "absent", "", "", Entity{EntityCreature, c2.Slot}},
	}
	if n != len(wants) {
		t.Errorf("%d rows differ, want %d", n, len(wants))
	}
	for i := range rows[:n] {
		r := &rows[i]
		w, ok := wants[r.Path]
		if !ok {
			t.Errorf("%s differs (%s vs %s) but was not edited", r.Path, r.A, r.B)
			continue
		}
		if r.A.String() != w.a || r.B.String() != w.b || r.Entity != w.entity {
			t.Errorf("%s: %s vs %s (%+v), want %s vs %s (%+v)", r.Path, r.A, r.B, r.Entity, w.a, w.b, w.entity)
		}
		if w.diff != "" && r.Difference() != w.diff {
			t.Errorf("%s: difference %q, want %q", r.Path, r.Difference(), w.diff)
		}
		u64, u32, has32, _ := r.Ulps()
		switch w.ulps {
		case "f32": // one float32 step at x's magnitude: 2^29 doubles
			if !has32 || u32 != 1 || u64 != 1<<29 {
				t.Errorf("%s: ulps %d, f32 %d (%v), want 2^29 and 1", r.Path, u64, u32, has32)
			}
		case "f64": // one double step, hp being no float32 value
			if u64 != 1 || has32 != (float64(float32(c1.HP)) == c1.HP) {
				t.Errorf("%s: ulps %d, f32 %v, want 1 and none", r.Path, u64, has32)
			}
		}
		delete(wants, r.Path)
	}
	for p := range wants {
		t.Errorf("%s was edited but is not listed as differing", p)
	}
	// players[1].y: 0.25 is 0.25 / 2^(e-52) doubles at y's binary exponent e.
	for _, r := range rows {
		if r.Path == "players[1].y" {
			u64, _, _, _ := r.Ulps()
			if want := uint64(0.25 / math.Pow(2, math.Floor(math.Log2(y))-52)); u64 != want {
				t.Errorf("players[1].y: %d ulps, want %d", u64, want)
			}
		}
		if !r.Differs && (r.A.String() != r.B.String() || r.Difference() != "") {
			t.Errorf("%s equal but shows %s vs %s, %q", r.Path, r.A, r.B, r.Difference())
		}
	}
	if Compare(theirs, ours) == nil {
		t.Error("Compare finds no difference where the table does")
	}
}

// TestTableAgreesWithCompare: over every record of a quest trace and a tutorial trace (their
// quest and tutorial parts included), each compared with the record of the tick before, Compare
// and the table find a difference together, and Compare marks a field Float where the table
// holds it as a float.
func TestTableAgreesWithCompare(t *testing.T) {
	kindsSeen := map[bool]bool{} // Float fields and others were compared
	defer func() {
		if !kindsSeen[true] || !kindsSeen[false] {
			t.Errorf("float fields compared %v, others %v: the test wants both", kindsSeen[true], kindsSeen[false])
		}
	}()
	for _, path := range []string{questTrace, "../../testdata/tutorial/tutorial-complete-301.crd.trace.jsonl.gz"} {
		r, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		prev := (*Record)(nil)
		same, differ := 0, 0
		for n := 0; ; n++ {
			rec, err := r.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			if prev != nil {
				// The tick before, with this tick's clock, RNG and quest timeline: idle ticks agree.
				a, b := *rec, *prev
				b.T, b.ElapsedMs, b.Rng, b.RngMarks = a.T, a.ElapsedMs, a.Rng, a.RngMarks
				if a.Quest != nil && b.Quest != nil {
					q := *b.Quest
					q.TimelineMs, q.StallMs = a.Quest.TimelineMs, a.Quest.StallMs
					b.Quest = &q
				}
				if a.Tutorial != nil && b.Tutorial != nil {
					tu := *b.Tutorial
					tu.StageTimerMs, tu.TransitionMs, tu.HintAlpha = a.Tutorial.StageTimerMs, a.Tutorial.TransitionMs, a.Tutorial.HintAlpha
					b.Tutorial = &tu
				}
				d := Compare(&b, &a)
				rows := Table(&a, &b)
				marks := Marks(a.RngMarks, b.RngMarks)
				if (d == nil) != (countDiffering(rows) == 0 && marks.First < 0) {
					t.Fatalf("%s tick %d: Compare %v, the table %d rows and marks from %d", path, n, d, countDiffering(rows), marks.First)
				}
				if d == nil {
					same++
				} else {
					differ++
					// A field Compare marks Float is one the table holds as a float.
					kinds := map[string]ValueKind{}
					for _, r := range rows {
						kinds[r.Path] = r.A.Kind
					}
					for _, f := range d.Fields {
						if k, ok := kinds[f.Path]; ok {
							if f.Float != (k == KindFloat) {
								t.Fatalf("%s tick %d: %s Float %v, the table's kind %d", path, n, f.Path, f.Float, k)
							}
							kindsSeen[f.Float] = true
						}
					}
				}
			}
			prev = rec
		}
		r.Close()
		if same == 0 || differ == 0 {
			t.Errorf("%s: %d ticks like the one before, %d not: the test wants both", path, same, differ)
		}
	}
}

func TestMarks(t *testing.T) {
	a := []Mark{{"ws_begin", 1}, {"ws_after_creatures", 2}, {"ws_after_projectiles", 3}}
	b := []Mark{{"ws_begin", 1}, {"ws_after_creatures", 5}}
	mt := Marks(a, b)
	if mt.First != 1 || mt.Phase != "ws_after_creatures" || len(mt.Rows) != 3 || mt.Rows[2].B != nil || !mt.Rows[2].Differs || mt.Rows[0].Differs {
		t.Errorf("%+v", mt)
	}
	if mt := Marks(a, a); mt.First != -1 || mt.Phase != "" {
		t.Errorf("equal marks: %+v", mt)
	}
	if mt := Marks(a[:1], a); mt.First != 1 || mt.Phase != "ws_after_creatures" {
		t.Errorf("one side shorter: %+v", mt)
	}
	// Lined up by name: a phase one side drew in alone is a row of its own, and the marks after
	// it meet their own phase.
	rows := func(mt MarkTable) string {
		var parts []string
		for _, r := range mt.Rows {
			name := func(m *Mark) string {
				if m == nil {
					return "-"
				}
				return m.String()
			}
			s := name(r.A) + "|" + name(r.B)
			if r.Differs {
				s += "!"
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, " ")
	}
	for _, c := range []struct {
		a, b       []Mark
		rows, text string
	}{
		{[]Mark{{"begin", 1}, {"projectiles", 2}, {"waves", 3}}, []Mark{{"begin", 1}, {"waves", 3}},
			"begin=1|begin=1 projectiles=2|-! waves=3|waves=3", "projectiles (only ours drew there)"},
		{[]Mark{{"begin", 1}, {"waves", 3}}, []Mark{{"begin", 1}, {"projectiles", 2}, {"waves", 3}},
			"begin=1|begin=1 -|projectiles=2! waves=3|waves=3", "projectiles (only the trace drew there)"},
		{[]Mark{{"begin", 1}, {"projectiles", 2}}, []Mark{{"begin", 1}, {"bogus", 2}},
			"begin=1|begin=1 projectiles=2|-! -|bogus=2!", "projectiles (only ours drew there; the trace drew in bogus instead)"},
		{[]Mark{{"begin", 1}, {"waves", 4}}, []Mark{{"begin", 1}, {"waves", 3}},
			"begin=1|begin=1 waves=4|waves=3!", "waves"},
		{[]Mark{{"p", 1}, {"p", 2}, {"q", 3}}, []Mark{{"p", 1}, {"q", 3}},
			"p=1|p=1 p=2|-! q=3|q=3", "p (only ours drew there)"},
	} {
		mt := Marks(c.a, c.b)
		if got := rows(mt); got != c.rows {
			t.Errorf("%v against %v: rows %s, want %s", c.a, c.b, got, c.rows)
		}
		if got := mt.FirstText("ours", "the trace"); got != c.text {
			t.Errorf("%v against %v: %q, want %q", c.a, c.b, got, c.text)
		}
	}
	if mt := Marks(a, a); mt.FirstText("ours", "the trace") != "" {
		t.Error("agreeing marks worded")
	}
	// Past maxAlignedMarks the lists are laid out by position.
	long := make([]Mark, maxAlignedMarks+1)
	for i := range long {
		long[i] = Mark{"m", uint32(i)}
	}
	if mt := Marks(long, long[1:]); len(mt.Rows) != len(long) || mt.First != 0 || mt.Rows[0].B.State != 1 {
		t.Errorf("long lists: %d rows, first %d", len(mt.Rows), mt.First)
	}
}

func countDiffering(rows []Row) int {
	n := 0
	for _, r := range rows {
		if r.Differs {
			n++
		}
	}
	return n
}

func itoa(v int64) string { return Value{Present: true, Kind: KindInt, Int: v}.String() }

func slotPath(slot int, f string) string {
	return "creature[" + itoa(int64(slot)) + "]." + f
}

// TestRowUlpsText: a differing float row says its distance in ulps, one ulp in the singular, and
// in float32 steps too where both are float32 values; equal or other rows say nothing.
func TestRowUlpsText(t *testing.T) {
	f := func(v float64) Value { return Value{Present: true, Kind: KindFloat, Float: v} }
	next := math.Nextafter(100.5, 200)
	for _, c := range []struct {
		a, b Value
		want string
	}{
		{f(100.5), f(next), "1 ulp"},
		{f(1), f(float64(math.Nextafter32(1, 2))), "2^29.0 ulps (f32: 1)"},
		{f(1), f(math.Nextafter(math.Nextafter(1, 2), 2)), "2 ulps"},
		{f(2), f(2), ""},
		{f(1.5), f(-0.25), ""}, // either side of zero: no count
		{f(0), f(math.SmallestNonzeroFloat64), "1 ulp"},
		{Value{Present: true, Kind: KindInt, Int: 1}, Value{Present: true, Kind: KindInt, Int: 2}, ""},
	} {
		r := Row{A: c.a, B: c.b, Differs: !c.a.equal(c.b)}
		if got := r.UlpsText(); got != c.want {
			t.Errorf("%v against %v: %q, want %q", c.a, c.b, got, c.want)
		}
	}
}
