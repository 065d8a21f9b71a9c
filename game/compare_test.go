package game

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// firstHashDiff plays two runs straight through, each on its own, and returns the first
// position whose state hashes differ, -1 when none does over the shorter run.
func firstHashDiff(t *testing.T, a, b *replayio.Replay) int {
	t.Helper()
	wa, _, err := sim.New(&a.Run)
	if err != nil {
		t.Fatal(err)
	}
	wb, _, err := sim.New(&b.Run)
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; ; p++ {
		if wa.Hash() != wb.Hash() {
			return p
		}
		if p == min(len(a.Ticks), len(b.Ticks)) {
			return -1
		}
		if _, err := wa.Step(&a.Ticks[p]); err != nil {
			t.Fatal(err)
		}
		if _, err := wb.Step(&b.Ticks[p]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDiffRuns: B is A with one input edited at tick 1000 (written and read back through the
// format's encoder); the first input difference is there, and the first state difference is
// where two straight plays of the runs first differ by hash, at tick 1000 or later; the field
// table there holds the differing fields.
func TestDiffRuns(t *testing.T) {
	const name, at = "../testdata/quests/quest-1.2-3p-22.crd", 1000
	a := readRef(t, name)
	b := readRef(t, name)
	b.Ticks[at].Inputs[1].AimX += 40
	data, err := replayio.EncodeFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if b, err = replayio.Decode(data); err != nil {
		t.Fatal(err)
	}
	d := DiffRuns(context.Background(), a, b, nil)
	in := d.Input
	if in == nil || in.Tick != at || in.Field != "inputs[1].aim_x" || in.Player != 1 || in.A == in.B {
		t.Fatalf("input difference %+v", in)
	}
	want := firstHashDiff(t, a, b)
	st := d.State
	if want < 0 || st == nil || st.Pos != want || st.Tick != want-1 || st.Tick < at || st.Same || st.OtherCount == 0 {
		t.Fatalf("state difference %+v, straight plays first differ at position %d", st, want)
	}
	if d.Same() || !d.Simulated || d.StopA != nil || d.StopB != nil || d.Err != nil {
		t.Fatalf("diff %+v", d)
	}
	for i, r := range st.Rows {
		if r.Differs != (i < st.Differing) {
			t.Fatalf("row %d %s out of order", i, r.Path)
		}
	}
	t.Logf("input at tick %d, state at tick %d: %d table fields, %d state fields (%v)", in.Tick, st.Tick, st.Differing, st.OtherCount, st.Other)

	// The same run twice: nothing differs and nothing is simulated.
	if d := DiffRuns(context.Background(), a, readRef(t, name), nil); !d.Same() || d.Simulated {
		t.Errorf("a run against itself: %+v", d)
	}
	// Another seed: the settings differ, and the states from the run start.
	c := readRef(t, name)
	c.Run.Seed++
	if d := DiffRuns(context.Background(), a, c, nil); d.Input == nil || d.Input.Tick != -1 || d.Input.Field != "run.seed" ||
		d.State == nil || d.State.Pos != 0 || d.State.Tick != -1 {
		t.Errorf("another seed: input %+v, state %+v", d.Input, d.State)
	}
	// The ticks are told apart from the settings too: another seed, and an input edited at
	// tick 1000 besides (from a new user's trial: the settings hid where the ticks part).
	if d := DiffRuns(context.Background(), c, b, nil); d.Ticks == nil || d.Ticks.Tick != at || d.Ticks.Field != "inputs[1].aim_x" || d.Input.Field != "run.seed" {
		t.Errorf("another seed and an edited input: input %+v, ticks %+v", d.Input, d.Ticks)
	}
	if d := DiffRuns(context.Background(), a, c, nil); d.Ticks != nil {
		t.Errorf("another seed alone: ticks %+v, want none", d.Ticks)
	}
	// DiffRuns stops at the first state difference; DiffRunsToEnd plays on and compares the
	// states at the end, as two straight plays find them, or says where a run stopped before
	// its end; both name every setting that differs.
	if d.End != nil || len(d.Settings) != 0 {
		t.Errorf("DiffRuns: end %+v, settings %+v", d.End, d.Settings)
	}
	straight := func(r *replayio.Replay) (uint64, int) {
		w, _, err := sim.New(&r.Run)
		if err != nil {
			t.Fatal(err)
		}
		for p := range r.Ticks {
			if _, err := w.Step(&r.Ticks[p]); err != nil {
				return 0, p
			}
		}
		return w.Hash(), -1
	}
	hashA, _ := straight(a)
	hashB, stopB := straight(b)
	if e := DiffRunsToEnd(context.Background(), a, b, nil); stopB >= 0 || e.End == nil || e.End.Pos != len(a.Ticks) || !e.End.Reached() ||
		e.End.HashA != hashA || e.End.HashB != hashB || e.End.Same != (hashA == hashB) || e.State.Pos != d.State.Pos {
		t.Errorf("to the end: %+v, straight plays %x and %x (B stops at %d)", e.End, hashA, hashB, stopB)
	}
	c.Run.DetailPreset = c.Run.DetailPreset%5 + 1
	_, stopC := straight(c) // another seed: the run goes otherwise and ends sooner
	if e := DiffRunsToEnd(context.Background(), a, c, nil); stopC < 0 || e.End == nil || e.End.Reached() || e.End.StopA != nil || e.End.StopB.Tick != stopC ||
		len(e.Settings) != 2 || e.Settings[0].Field != "run.seed" || e.Settings[1].Field != "run.detail_preset" || *e.Input != e.Settings[0] {
		t.Errorf("another seed and detail preset: end %+v (a straight play stops at %d), settings %+v", e.End, stopC, e.Settings)
	}
	// A shorter copy: the ticks agree as far as it goes.
	short := readRef(t, name)
	short.Ticks = short.Ticks[:500]
	if d := DiffRuns(context.Background(), a, short, nil); d.Input == nil || d.Input.Tick != 500 || d.Input.Field != "ticks.length" ||
		d.State != nil || d.Compared != 500 {
		t.Errorf("a prefix: input %+v, state %+v, compared %d", d.Input, d.State, d.Compared)
	}
}

// TestCompareWorlds: two states a tick apart differ in the fields that changed in that tick,
// and a state equals itself.
func TestCompareWorlds(t *testing.T) {
	rep := readRef(t, "../testdata/quests/quest-1.1-2p-21.crd")
	w, _, err := sim.New(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 300 {
		w.Step(&rep.Ticks[i])
	}
	before := *w
	if c := CompareWorlds(w, &before); !c.Same || c.Differing != 0 || c.OtherCount != 0 {
		t.Fatalf("a state against its copy: %+v", c)
	}
	w.Step(&rep.Ticks[300])
	c := CompareWorlds(w, &before)
	if c.Same || c.OtherCount == 0 || c.Differing == 0 {
		t.Fatalf("a tick apart: same %v, %d table fields, %d state fields", c.Same, c.Differing, c.OtherCount)
	}
	found := map[string]bool{}
	for _, r := range c.Rows[:c.Differing] {
		found[r.Path] = true
	}
	if !found["elapsed_ms"] || !found["rng"] {
		t.Errorf("a tick later elapsed_ms and rng differ: %v", found)
	}
	if c.Rows[0].Difference() == "" {
		t.Errorf("first row %+v has no difference", c.Rows[0])
	}
}

// TestCompareRunsInBackground: the background comparison gives DiffRuns's answer, and Close
// stops one at once.
func TestCompareRunsInBackground(t *testing.T) {
	const name = "../testdata/quests/quest-2.1-2p-24.crd"
	a, b := readRef(t, name), readRef(t, name)
	b.Ticks[9000].Inputs[0].Flags ^= replayio.FlagFireDown
	c := CompareRuns(a, b, false)
	d := c.Wait()
	if _, ok := c.Result(); !ok || d.Input == nil || d.Input.Tick != 9000 || d.Err != nil || c.Progress() < 8192 {
		t.Fatalf("result %+v, progress %d", d, c.Progress())
	}
	c.Close()
	stopped := CompareRuns(a, b, false)
	stopped.Close()
	// Stopped (the context's error), unless it had already found the difference.
	if d, ok := stopped.Result(); !ok || d.Err != nil && !errors.Is(d.Err, context.Canceled) || d.Err == nil && d.State == nil {
		t.Errorf("closed at once: %+v", d)
	}
}

// TestDiffRunsUnsupportedRules: a run of rules 2 cannot be compared (as it cannot be verified),
// on either side; DiffRuns says which run and why instead of playing it as rules 1.
func TestDiffRunsUnsupportedRules(t *testing.T) {
	const name = "../testdata/quests/quest-1.2-3p-22.crd"
	a := readRef(t, name)
	b := readRef(t, name)
	b.Rules = 2
	b.Ticks[10].Inputs[0].AimX += 40 // inputs differ too, so the states would be simulated
	for _, c := range []struct {
		a, b *replayio.Replay
		want string
	}{{a, b, "run B cannot start: rules 2"}, {b, a, "run A cannot start: rules 2"}} {
		d := DiffRuns(context.Background(), c.a, c.b, nil)
		if d.Err == nil || !errors.Is(d.Err, sim.ErrUnsupported) || !strings.HasPrefix(d.Err.Error(), c.want) || d.State != nil {
			t.Errorf("%s: err %v, state %+v", c.want, d.Err, d.State)
		}
	}
	// The same inputs: refused all the same (crd verify refuses either run).
	b2 := readRef(t, name)
	b2.Rules = 2
	if d := DiffRuns(context.Background(), b2, b2, nil); d.Err == nil || !errors.Is(d.Err, sim.ErrUnsupported) || d.Input != nil {
		t.Errorf("a rules 2 run against itself: input %+v, err %v", d.Input, d.Err)
	}
	// Approximately, as the window compares: played as rules 1, and said.
	c := CompareRuns(a, b, true)
	defer c.Close()
	for {
		if d, ok := c.Result(); ok {
			if d.Err != nil || d.Input == nil || len(d.Approximations) != 1 || d.Approximations[0] != "B: rules 2 is played as rules 1" {
				t.Errorf("approximately: err %v, input %+v, approximations %q", d.Err, d.Input, d.Approximations)
			}
			break
		}
		time.Sleep(time.Millisecond)
	}
}

// TestDiffSettingsWording: a quest level reads as crd info writes it, strings from the file
// come quoted, with their control characters escaped.
// TestDiffTicksCommands: a command dropped from a tick is said with what it was, and another
// mode by its name.
func TestDiffTicksCommands(t *testing.T) {
	const name = "../testdata/reference/survival-wild-103.crd"
	a, b := readRef(t, name), readRef(t, name)
	at := slices.IndexFunc(a.Ticks, func(tk replayio.Tick) bool { return len(tk.Commands) > 0 })
	if at < 0 {
		t.Fatalf("%s has no command", name)
	}
	b.Ticks[at].Commands = nil
	c := a.Ticks[at].Commands[0]
	want := fmt.Sprintf("%d (%s by player %d", len(a.Ticks[at].Commands), c.Type, c.PlayerIndex+1)
	if d := DiffTicks(a, b); d == nil || d.Tick != at || d.Field != "commands.length" || !strings.HasPrefix(d.A, want) || d.B != "0" {
		t.Errorf("a dropped command: %+v, want tick %d, commands.length, A %s…, B 0", d, at, want)
	}
	b = readRef(t, name)
	b.Run.GameModeID = replayio.ModeTutorial
	if ds := DiffSettings(a, b); len(ds) != 1 || ds[0].Field != "run.game_mode_id" || ds[0].A != "1 (Survival)" || ds[0].B != "8 (Tutorial)" {
		t.Errorf("another mode: %+v", ds)
	}
	b.Run.GameModeID = 99
	if ds := DiffSettings(a, b); len(ds) != 1 || ds[0].B != "99" {
		t.Errorf("an unknown mode: %+v", ds)
	}
}

func TestDiffSettingsWording(t *testing.T) {
	a := readRef(t, "../testdata/quests/quest-1.2-3p-22.crd")
	b := readRef(t, "../testdata/quests/quest-1.2-3p-22.crd")
	b.Run.QuestLevel = &replayio.QuestLevel{Major: 2, Minor: 10}
	b.Run.TypoDictionaryWords = []string{"ok", "bad\x1b[2J"}
	ds := DiffSettings(a, b)
	if len(ds) != 2 || ds[0].Field != "run.quest_level" || ds[0].A != "1.2" || ds[0].B != "2.10" ||
		ds[1].Field != "run.typo_dictionary_words" || ds[1].A != "[]" || ds[1].B != `["ok" "bad\x1b[2J"]` {
		t.Errorf("settings %+v", ds)
	}
}

// TestDiffRunsSameInputsStop: a run that stops (an illegal command at tick 100) against itself:
// the same inputs, and both simulations stop there, which DiffRuns plays once to find.
func TestDiffRunsSameInputsStop(t *testing.T) {
	const name = "../testdata/reference/rush-idle-203.crd"
	a := readRef(t, name)
	a.Ticks[100].Commands = append(a.Ticks[100].Commands, replayio.Command{Type: replayio.CmdPerkPick, ChoiceIndex: 1})
	d := DiffRuns(context.Background(), a, a, nil)
	if d.Input != nil || d.StopA == nil || d.StopB == nil || d.StopA.Tick != 100 || d.StopB.Tick != 100 ||
		!errors.Is(d.StopA.Err, sim.ErrIllegalCommand) || d.Compared != 100 || d.Err != nil {
		t.Errorf("input %+v, stops %+v %+v, compared %d, err %v", d.Input, d.StopA, d.StopB, d.Compared, d.Err)
	}
	// A run that plays to its end: no stop.
	if d := DiffRuns(context.Background(), readRef(t, name), readRef(t, name), nil); d.StopA != nil || !d.Same() {
		t.Errorf("a sound run against itself: %+v", d)
	}
}

// TestDiffRunsPlaysTheLongerOnAlone: B is A with 100 more ticks after its run-down ran out.
// The states agree on every tick both have; DiffRunsToEnd plays B on alone and finds where its
// simulation stops, past A's end (a new user's crd diff said only "differ" of such a B, which
// crd verify calls invalid); DiffRuns, for the window, does not play past the shorter run.
func TestDiffRunsPlaysTheLongerOnAlone(t *testing.T) {
	a := readRef(t, "../testdata/reference/survival-idle-42.crd")
	b := *a
	b.Ticks = append(append([]replayio.Tick(nil), a.Ticks...), make([]replayio.Tick, 100)...)
	for i := len(a.Ticks); i < len(b.Ticks); i++ {
		b.Ticks[i] = a.Ticks[len(a.Ticks)-1]
	}
	// Where a straight play of B stops.
	w, _, err := sim.NewFromReplay(&b)
	if err != nil {
		t.Fatal(err)
	}
	stop := -1
	for i := range b.Ticks {
		if _, err := w.Step(&b.Ticks[i]); err != nil {
			stop = i
			break
		}
	}
	if stop < len(a.Ticks) {
		t.Fatalf("B stops at %d, within A", stop)
	}
	d := DiffRunsToEnd(context.Background(), a, &b, nil)
	if d.State != nil || d.StopA != nil || d.StopB != nil || d.PastA != nil {
		t.Fatalf("diff %+v", d)
	}
	if d.PastB == nil || d.PastB.Tick != stop || !errors.Is(d.PastB.Err, sim.ErrPastRundown) {
		t.Errorf("B past A's end: %+v", d.PastB)
	}
	if d := DiffRunsToEnd(context.Background(), &b, a, nil); d.PastA == nil || d.PastA.Tick != stop || d.PastB != nil {
		t.Errorf("A (the longer) past B's end: %+v, %+v", d.PastA, d.PastB)
	}
	if d := DiffRuns(context.Background(), a, &b, nil); d.PastB != nil {
		t.Errorf("DiffRuns played past the shorter run: %+v", d.PastB)
	}
}

// TestCompareRunsOnsets: once two runs' states differ, the background comparison plays both on
// and lists each tick where a field of the table starts to differ between them, as a trace check
// lists a run's against its trace. Checked against a straight play of both runs: at each onset
// its fields differ and had not differed at any earlier tick, every field that ever differs
// is in one onset, and the ticks ascend from where the states first differ.
func TestCompareRunsOnsets(t *testing.T) {
	const name = "../testdata/quests/quest-1.2-3p-22.crd"
	a, b := readRef(t, name), readRef(t, name)
	for p := 1000; p < 1010; p++ { // player 2 moves right for 10 ticks
		b.Ticks[p].Inputs[1].MoveX, b.Ticks[p].Inputs[1].MoveY = 1, 0
	}
	c := CompareRuns(a, b, false)
	defer c.Close()
	d := c.Wait()
	if d.State == nil {
		t.Fatalf("the states never differ: %+v", d)
	}
	c.WaitOnsets()
	var onsets []Onset
	for pos := -1; ; {
		o, at, ok, done := c.NextOnset(pos)
		if !ok {
			if !done {
				t.Fatal("NextOnset not done after WaitOnsets")
			}
			break
		}
		if !o.Runs || at != PosOfTick(o.Tick) {
			t.Fatalf("onset %+v at %d", o, at)
		}
		onsets = append(onsets, o)
		pos = at
	}
	if len(onsets) < 2 || onsets[0].Tick < d.State.Tick {
		t.Fatalf("onsets %v; the states first differ at tick %d", onsets, d.State.Tick)
	}

	// The straight play: every field's first differing tick.
	first := map[string]int{}
	wa, _, _ := sim.New(&a.Run)
	wb, _, _ := sim.New(&b.Run)
	for p := range min(len(a.Ticks), len(b.Ticks)) {
		_, ea := wa.Step(&a.Ticks[p])
		_, eb := wb.Step(&b.Ticks[p])
		if ea != nil || eb != nil {
			break
		}
		for _, r := range trace.Table(TraceRecord(wa, p, nil, true), TraceRecord(wb, p, nil, true)) {
			if _, seen := first[r.Path]; r.Differs && !seen {
				first[r.Path] = p
			}
		}
	}
	listed := 0
	for i, o := range onsets {
		if i > 0 && o.Tick <= onsets[i-1].Tick {
			t.Errorf("onset %d at tick %d after one at %d", i, o.Tick, onsets[i-1].Tick)
		}
		for _, f := range o.Fields {
			if first[f] != o.Tick {
				t.Errorf("%s listed at tick %d; it first differs at %d", f, o.Tick, first[f])
			}
			listed++
		}
	}
	if listed != len(first) {
		t.Errorf("%d fields listed in the onsets, %d ever differ", listed, len(first))
	}
	if s := onsets[0].String(); strings.Contains(s, "every 60th") {
		t.Errorf("an onset between two runs (creatures compared at every tick) says %q", s)
	}
}

// TestWorldFieldDiffsGroupsSlots: an array's elements that differ in the same field are one
// name with their indices as ranges (in the order the walk meets them), the leaves are all
// counted, and names past the limit say the list is cut; every range is kept, BriefFieldName
// shortening a long list for a line of text.
func TestWorldFieldDiffsGroupsSlots(t *testing.T) {
	type slot struct {
		X, Phase float32
	}
	type state struct {
		Seed  uint32
		Slots [20]slot
		Grid  [2][3]int
	}
	var a, b state
	b.Seed = 1
	for _, i := range []int{0, 1, 2, 5, 7, 8} {
		b.Slots[i].Phase = 1
	}
	b.Slots[1].X = 2
	b.Grid[1][0], b.Grid[1][2] = 1, 1
	names, n, cut := worldFieldDiffs(reflect.ValueOf(a), reflect.ValueOf(b), 64)
	want := []string{"Seed", "Slots[0–2, 5, 7–8].Phase", "Slots[1].X", "Grid[1][0, 2]"}
	if !slices.Equal(names, want) || n != 10 || cut {
		t.Errorf("names %q, %d leaves, cut %v; want %q, 10, false", names, n, cut, want)
	}
	if names, n, cut := worldFieldDiffs(reflect.ValueOf(a), reflect.ValueOf(b), 2); !slices.Equal(names, want[:2]) || n != 10 || !cut {
		t.Errorf("limit 2: names %q, %d leaves, cut %v", names, n, cut)
	}
	for i := range b.Slots {
		b.Slots[i].Phase = float32(i % 2) // every other slot: 10 ranges (slot 1.X now met first)
	}
	names, _, cut = worldFieldDiffs(reflect.ValueOf(a), reflect.ValueOf(b), 64)
	if names[2] != "Slots[1, 3, 5, 7, 9, 11, 13, 15, 17, 19].Phase" || cut {
		t.Errorf("many ranges: %q, cut %v", names, cut)
	}
	if got := BriefFieldName(names[2]); got != "Slots[1, 3, 5, 7, 9, 11, …].Phase" {
		t.Errorf("BriefFieldName %q", got)
	}
	for _, short := range []string{"Rng.State", "Slots[0–2, 5].Phase", "Grid[1][0, 2]"} {
		if got := BriefFieldName(short); got != short {
			t.Errorf("BriefFieldName(%q) = %q", short, got)
		}
	}
}
