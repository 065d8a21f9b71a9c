package sim_test

import (
	"errors"
	"testing"

	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
)

func readRun(t testing.TB, name string) *replayio.Replay {
	t.Helper()
	r, err := replayio.ReadFile("../testdata/reference/" + name + ".crd")
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// readRunAndTrace reads the run at path and its trace sidecar (path.trace.jsonl.gz).
func readRunAndTrace(t testing.TB, path string) (*replayio.Replay, *parity.Trace) {
	t.Helper()
	r, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := parity.ReadTrace(path + ".trace.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	return r, tr
}

// TestStepAllocatesNothing: stepping a busy Survival run allocates nothing per tick.
func TestStepAllocatesNothing(t *testing.T) {
	r := readRun(t, "survival-calm-101")
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	allocs := testing.AllocsPerRun(1500, func() {
		if _, err := w.Step(&r.Ticks[i]); err != nil {
			t.Fatal(err)
		}
		i++
	})
	if allocs != 0 {
		t.Fatalf("%v allocations per tick", allocs)
	}
}

// TestSnapshotRestoreResumes: a snapshot is a copy of the World; restoring it and stepping the
// same ticks again reaches the same state as the straight run.
func TestSnapshotRestoreResumes(t *testing.T) {
	r := readRun(t, "survival-wild-103")
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	step := func(from, to int) {
		for i := from; i < to; i++ {
			if _, err := w.Step(&r.Ticks[i]); err != nil {
				t.Fatal(err)
			}
		}
	}
	step(0, 900)
	snap := w.Snapshot()
	step(900, 1500)
	want := w.Hash()
	wantRng := w.Rng.State
	w.Restore(&snap)
	if w.Hash() == want {
		t.Fatal("restored state hashes like the later one")
	}
	step(900, 1500)
	if w.Hash() != want || w.Rng.State != wantRng {
		t.Fatalf("resumed run differs: hash %x want %x", w.Hash(), want)
	}
}

// TestNewRejectsUnsupported: settings outside the port path return ErrUnsupported.
func TestNewRejectsUnsupported(t *testing.T) {
	base := readRun(t, "survival-short-109").Run
	cases := map[string]func(s *replayio.RunSpec){
		"quests": func(s *replayio.RunSpec) {
			s.GameModeID = replayio.ModeQuests
			s.QuestLevel = &replayio.QuestLevel{Major: 1, Minor: 1}
		},
		"typo":          func(s *replayio.RunSpec) { s.GameModeID = replayio.ModeTypo },
		"tutorial":      func(s *replayio.RunSpec) { s.GameModeID = replayio.ModeTutorial },
		"cl_build":      func(s *replayio.RunSpec) { s.ClBuild = replayio.Build198 },
		"hardcore":      func(s *replayio.RunSpec) { s.Hardcore = true },
		"friendly fire": func(s *replayio.RunSpec) { s.FriendlyFire = true },
		"detail preset": func(s *replayio.RunSpec) { s.DetailPreset = 3 },
		"violence":      func(s *replayio.RunSpec) { s.ViolenceDisabled = 1 },
	}
	for name, mod := range cases {
		spec := base
		mod(&spec)
		if _, _, err := sim.New(&spec); !errors.Is(err, sim.ErrUnsupported) {
			t.Errorf("%s: error %v, want ErrUnsupported", name, err)
		}
	}
	if err := sim.CheckReplay(&replayio.Replay{Rules: 2}); !errors.Is(err, sim.ErrUnsupported) {
		t.Errorf("rules 2: error %v, want ErrUnsupported", err)
	}
	if _, _, err := sim.New(&base); err != nil {
		t.Errorf("survival: %v", err)
	}
}

// TestIllegalCommands: perk commands the state does not allow are rejected.
func TestIllegalCommands(t *testing.T) {
	r := readRun(t, "survival-short-109")
	in := r.Ticks[0].Inputs
	cases := map[string]replayio.Command{
		"pick without menu":    {Type: replayio.CmdPerkPick, PlayerIndex: 0, ChoiceIndex: 0},
		"open with no pending": {Type: replayio.CmdPerkMenuOpen, PlayerIndex: 0},
		"typo in survival":     {Type: replayio.CmdTypoBackspace, PlayerIndex: 0},
		"player out of range":  {Type: replayio.CmdPerkMenuOpen, PlayerIndex: 1},
	}
	for name, c := range cases {
		w, _, err := sim.NewFromReplay(r)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Step(&replayio.Tick{Inputs: in, Commands: []replayio.Command{c}}); !errors.Is(err, sim.ErrIllegalCommand) {
			t.Errorf("%s: error %v, want ErrIllegalCommand", name, err)
		}
	}
}

// TestRundown: after the end tick the run-down allows ticks while its 500 ms last (16 ms a
// tick: 500, 484, …, 4, so 32 ticks), then ErrPastRundown. survival-idle-104 ends at tick 1743
// (its trace's end_tick) and records 20 run-down ticks, so 12 more are legal.
func TestRundown(t *testing.T) {
	r := readRun(t, "survival-idle-104")
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	for i := range r.Ticks {
		ev, err := w.Step(&r.Ticks[i])
		if err != nil {
			t.Fatal(err)
		}
		if ev.RunEnded != (i == 1743) {
			t.Fatalf("tick %d: RunEnded %v", i, ev.RunEnded)
		}
	}
	if w.Run.EndTick != 1743 || w.Result().Outcome != replayio.OutcomeDeath {
		t.Fatalf("end tick %d outcome %s", w.Run.EndTick, w.Result().Outcome)
	}
	last := r.Ticks[len(r.Ticks)-1]
	extra := 0
	for ; extra < 100; extra++ {
		if _, err := w.Step(&last); err != nil {
			if !errors.Is(err, sim.ErrPastRundown) {
				t.Fatalf("run-down tick %d: %v", extra, err)
			}
			break
		}
	}
	if extra != 12 {
		t.Fatalf("%d more run-down ticks, want 12", extra)
	}
}
