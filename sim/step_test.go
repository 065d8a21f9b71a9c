package sim_test

import (
	"errors"
	"strings"
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

// TestNewRejectsUnsupported: settings outside the port path return ErrUnsupported; the modes and
// settings it covers start.
func TestNewRejectsUnsupported(t *testing.T) {
	base := readRun(t, "survival-short-109").Run
	cases := map[string]func(s *replayio.RunSpec){
		"typo dictionary": func(s *replayio.RunSpec) {
			s.GameModeID = replayio.ModeTypo
			s.TypoDictionaryWords = []string{"alpha"}
		},
		"cl_build":  func(s *replayio.RunSpec) { s.ClBuild = replayio.Build198 },
		"violence":  func(s *replayio.RunSpec) { s.ViolenceDisabled = 1 },
		"game mode": func(s *replayio.RunSpec) { s.GameModeID = 5 },
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
	starts := map[string]func(s *replayio.RunSpec){
		"survival": func(s *replayio.RunSpec) {},
		"quests": func(s *replayio.RunSpec) {
			s.GameModeID = replayio.ModeQuests
			s.QuestLevel = &replayio.QuestLevel{Major: 1, Minor: 1}
		},
		"custom quest": func(s *replayio.RunSpec) {
			s.GameModeID = replayio.ModeQuests
			s.CustomQuest = &replayio.CustomQuest{Title: "q", StartWeaponID: 1,
				Entries: []replayio.SpawnEntry{{SpawnID: 0x26, TriggerMs: 500, Count: 1}}}
		},
		"typo":     func(s *replayio.RunSpec) { s.GameModeID = replayio.ModeTypo },
		"tutorial": func(s *replayio.RunSpec) { s.GameModeID = replayio.ModeTutorial },
	}
	for name, mod := range starts {
		spec := base
		mod(&spec)
		if _, _, err := sim.New(&spec); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestIllegalCommands: commands the format or the state does not allow are rejected with the
// tick and the reason, before the tick changes anything.
func TestIllegalCommands(t *testing.T) {
	survival := readRun(t, "survival-short-109")
	typo, err := replayio.ReadFile("../testdata/typo/typo-death-401.crd")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		r    *replayio.Replay
		c    replayio.Command
		want string
	}{
		{"pick without menu", survival, replayio.Command{Type: replayio.CmdPerkPick}, "tick 0: perk_pick without a menu opened on the tick before"},
		{"open with no pending", survival, replayio.Command{Type: replayio.CmdPerkMenuOpen}, "tick 0: perk_menu_open with nothing pending"},
		{"typo in survival", survival, replayio.Command{Type: replayio.CmdTypoBackspace}, "tick 0: commands[0].type: typo_backspace is a Typ-o command in a Survival run"},
		{"player out of range", survival, replayio.Command{Type: replayio.CmdPerkMenuOpen, PlayerIndex: 1}, "tick 0: commands[0].player_index: 1 is outside 0..0"},
		{"unknown", survival, replayio.Command{Type: "typo_enter"}, `tick 0: commands[0].type: unknown command type "typo_enter"`},
		{"typo for player 1", typo, replayio.Command{Type: replayio.CmdTypoSubmit, PlayerIndex: 1}, "tick 0: commands[0].player_index: typo_submit for player 1: Typ-o commands are player 0's"},
		{"typo char of two", typo, replayio.Command{Type: replayio.CmdTypoChar, Ch: "ab"}, `tick 0: commands[0].ch: must be exactly one character, found "ab"`},
		{"typo char empty", typo, replayio.Command{Type: replayio.CmdTypoChar}, `tick 0: commands[0].ch: must be exactly one character, found ""`},
		{"perk in typo", typo, replayio.Command{Type: replayio.CmdPerkMenuOpen}, "tick 0: perk_menu_open with nothing pending"},
	}
	for _, c := range cases {
		w, _, err := sim.NewFromReplay(c.r)
		if err != nil {
			t.Fatal(err)
		}
		before := w.Hash()
		// In Typ-o a legal command comes first: it must not have applied when the tick fails.
		cmds := []replayio.Command{c.c}
		if c.r == typo {
			cmds = []replayio.Command{{Type: replayio.CmdTypoChar, Ch: "a"}, c.c}
			c.want = strings.Replace(c.want, "commands[0]", "commands[1]", 1)
		}
		_, err = w.Step(&replayio.Tick{Inputs: c.r.Ticks[0].Inputs, Commands: cmds})
		if !errors.Is(err, sim.ErrIllegalCommand) || !strings.HasPrefix(err.Error(), c.want+": ") {
			t.Errorf("%s: error %v, want %q wrapping ErrIllegalCommand", c.name, err, c.want)
		}
		// The format's rules are checked before anything changes (the perk state's as the
		// commands apply).
		if strings.Contains(c.want, "commands[") && w.Hash() != before {
			t.Errorf("%s: the rejected tick changed the world", c.name)
		}
	}
}

// TestTypoUnsupportedNamePick: a Typ-o run whose name builder picks a highscore name without a
// loaded cache, or from an empty one, stops with ErrUnsupported naming that at the tick where
// typorun.py stops with NotModelled (tick 12857 of typo-names-405 for both:
// testdata/gen_typo_names.py, "unsupported"); the unchanged run plays past it.
func TestTypoUnsupportedNamePick(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(s *replayio.RunSpec)
		want   string
	}{
		{"not loaded", func(s *replayio.RunSpec) { s.TypoCarry.HighscoreNamesLoaded = false }, "highscore_names_loaded false"},
		{"empty", func(s *replayio.RunSpec) { s.TypoHighscoreNames = nil }, "typo_highscore_names empty"},
		{"as recorded", func(s *replayio.RunSpec) {}, ""},
	} {
		r, err := replayio.ReadFile("../testdata/typo/typo-names-405.crd")
		if err != nil {
			t.Fatal(err)
		}
		c.change(&r.Run)
		w, _, err := sim.NewFromReplay(r)
		if err != nil {
			t.Fatal(err)
		}
		for i := range 12858 {
			_, err = w.Step(&r.Ticks[i])
			if err != nil {
				if i != 12857 || c.want == "" || !errors.Is(err, sim.ErrUnsupported) || !strings.Contains(err.Error(), c.want) ||
					!strings.HasPrefix(err.Error(), "tick 12857: Typ-o highscore-name pick") {
					t.Errorf("%s: tick %d: %v", c.name, i, err)
				}
				break
			}
		}
		if c.want != "" && err == nil {
			t.Errorf("%s: played tick 12857", c.name)
		}
	}
}

// TestRundown: after the end tick the run-down allows ticks while its 500 ms last (16 ms a
// tick: 500, 484, …, 4, so 32 ticks), then ErrPastRundown. survival-idle-104's trace gives its
// end tick; the ticks the file records after it are part of the 32.
func TestRundown(t *testing.T) {
	r, tr := readRunAndTrace(t, "../testdata/reference/survival-idle-104.crd")
	if tr.Header.EndTick == nil {
		t.Fatal("the trace names no end tick")
	}
	end := *tr.Header.EndTick
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	for i := range r.Ticks {
		ev, err := w.Step(&r.Ticks[i])
		if err != nil {
			t.Fatal(err)
		}
		if ev.RunEnded != (i == end) {
			t.Fatalf("tick %d: RunEnded %v", i, ev.RunEnded)
		}
	}
	if w.Run.EndTick != end || w.Result().Outcome != replayio.OutcomeDeath {
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
	if recorded := len(r.Ticks) - 1 - end; extra != 32-recorded {
		t.Fatalf("%d more run-down ticks after the %d recorded, want %d", extra, recorded, 32-recorded)
	}
}
