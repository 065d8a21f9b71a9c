package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// diffRun is a current reference run (3 players) the diff tests edit.
const diffRun = "../../testdata/quests/quest-1.2-3p-22.crd"

// TestDiff: B is A with player 2's aim at tick 1000 moved and player 1's fire bit set at
// tick 1200 (written with replayio's encoder). crd diff names the first input difference at
// tick 1000 and the first state difference where two straight plays of the files first differ
// by hash; the same file twice is the same (exit 0); a missing file exit 2; one file a usage
// error.
func TestDiff(t *testing.T) {
	const at = 1000
	a, err := replayio.ReadFile(diffRun)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := replayio.ReadFile(diffRun)
	b.Ticks[at].Inputs[1].AimX += 40
	b.Ticks[1200].Inputs[0].Flags |= replayio.FlagFireDown
	pathB := filepath.Join(t.TempDir(), "b.crd")
	if err := replayio.WriteFile(pathB, b); err != nil {
		t.Fatal(err)
	}
	// Where the states first differ, found by playing both files straight through.
	wa, _, _ := sim.New(&a.Run)
	wb, _, _ := sim.New(&b.Run)
	first := -1
	for p := range len(a.Ticks) {
		wa.Step(&a.Ticks[p])
		wb.Step(&b.Ticks[p])
		if wa.Hash() != wb.Hash() {
			first = p
			break
		}
	}
	if first < at {
		t.Fatalf("straight plays differ from tick %d, before the edit", first)
	}

	code, objs, stderr := jsonLines(t, []string{"diff", "--json", diffRun, pathB})
	o := objs[0]
	in, _ := o["input"].(map[string]any)
	st, _ := o["state"].(map[string]any)
	if code != 1 || stderr != "" || o["status"] != "differ" || in == nil || in["tick"] != float64(at) || in["field"] != "inputs[1].aim_x" ||
		in["player"] != float64(1) || st == nil || st["tick"] != float64(first) || st["hash_a"] == st["hash_b"] {
		t.Fatalf("exit %d, %v", code, o)
	}
	var stdout bytes.Buffer
	if code := run([]string{"diff", diffRun, pathB}, &stdout, &stdout); code != 1 {
		t.Fatalf("text: exit %d", code)
	}
	for _, want := range []string{
		"differ",
		fmt.Sprintf("  inputs: first difference at tick %d: inputs[1].aim_x (player 2): A %v, B %v", at, a.Ticks[at].Inputs[1].AimX, b.Ticks[at].Inputs[1].AimX),
		fmt.Sprintf("  states: first difference at tick %d (the state after it), hashes A %s B %s;", first, st["hash_a"], st["hash_b"]),
	} {
		if !strings.Contains(stdout.String(), "\n"+want) {
			t.Errorf("no line %q in\n%s", want, stdout.String())
		}
	}

	stdout.Reset()
	if code := run([]string{"diff", diffRun, diffRun}, &stdout, &stdout); code != 0 ||
		!strings.Contains(stdout.String(), "\nsame\n  inputs: the same (the settings and every tick)\n") {
		t.Errorf("the same file twice: exit %d\n%s", code, stdout.String())
	}
	// The same inputs with another recorded result: the same runs, and the results that differ
	// said (text and JSON).
	c, _ := replayio.ReadFile(diffRun)
	c.Result.Kills += 7
	pathC := filepath.Join(t.TempDir(), "c.crd")
	if err := replayio.WriteFile(pathC, c); err != nil {
		t.Fatal(err)
	}
	stdout.Reset()
	wantResult := fmt.Sprintf("\nsame\n  inputs: the same (the settings and every tick)\n  recorded results: 1 field differs (the results the files record, not inputs)\n    kills: A %d, B %d\n", a.Result.Kills, c.Result.Kills)
	if code := run([]string{"diff", diffRun, pathC}, &stdout, &stdout); code != 0 || !strings.Contains(stdout.String(), wantResult) {
		t.Errorf("another recorded result: exit %d\n%s", code, stdout.String())
	}
	code, objs, _ = jsonLines(t, []string{"diff", "--json", diffRun, pathC})
	if rs, _ := objs[0]["results"].([]any); code != 0 || len(rs) != 1 || rs[0].(map[string]any)["field"] != "kills" {
		t.Errorf("another recorded result, JSON: exit %d, %v", code, objs[0])
	}
	// A rules 2 run, against itself: not played (exit 3), as crd verify refuses it.
	r2, _ := replayio.ReadFile(diffRun)
	r2.Rules = 2
	pathR2 := filepath.Join(t.TempDir(), "rules2.crd")
	if err := replayio.WriteFile(pathR2, r2); err != nil {
		t.Fatal(err)
	}
	code, objs, _ = jsonLines(t, []string{"diff", "--json", pathR2, pathR2})
	if code != 3 || objs[0]["status"] != "unsupported" || objs[0]["error"] != "run A cannot start: rules 2: unsupported" || objs[0]["states"] != nil {
		t.Errorf("a rules 2 run against itself: exit %d, %v", code, objs[0])
	}
	// A run that stops at an illegal command, against itself: invalid (exit 2), both stops said.
	ill, _ := replayio.ReadFile(diffRun)
	ill.Ticks[100].Commands = append(ill.Ticks[100].Commands, replayio.Command{Type: replayio.CmdPerkPick, ChoiceIndex: 1})
	pathIll := filepath.Join(t.TempDir(), "illegal.crd")
	if err := replayio.WriteFile(pathIll, ill); err != nil {
		t.Fatal(err)
	}
	code, objs, _ = jsonLines(t, []string{"diff", "--json", pathIll, pathIll})
	if sa, _ := objs[0]["stop_a"].(map[string]any); code != 2 || objs[0]["status"] != "invalid" || sa == nil || sa["tick"] != float64(100) || objs[0]["states"] != nil {
		t.Errorf("an invalid run against itself: exit %d, %v", code, objs[0])
	}
	missing := filepath.Join(t.TempDir(), "missing.crd")
	code, objs, _ = jsonLines(t, []string{"diff", "--json", diffRun, missing})
	if code != 2 || objs[0]["status"] != "unreadable" {
		t.Errorf("a missing file: exit %d, %v", code, objs[0])
	}
	var errOut bytes.Buffer
	if code := run([]string{"diff", diffRun}, &stdout, &errOut); code != 64 || !strings.Contains(errOut.String(), "usage: crd diff A.crd B.crd [--json]") {
		t.Errorf("one file: exit %d, %q", code, errOut.String())
	}
}

// TestDiffEverySetting: two reference runs of quest 1.1 differ in their seed (21, 1037) and
// their number of players (2, 1), and in nothing else of their settings. crd diff lists both,
// the seed staying the first input difference; text says the players in words. An edited copy
// of the 2-player run with three more settings changed lists exactly those, in the format's
// order. The states at the run start differ in the RNG state, printed with no difference:
// the two values are the traces' rng_after_setup.
func TestDiffEverySetting(t *testing.T) {
	a, err := replayio.ReadFile(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	b, err := replayio.ReadFile(otherRun)
	if err != nil {
		t.Fatal(err)
	}
	if a.Run.Seed != 21 || b.Run.Seed != 1037 || a.Run.PlayerCount != 2 || b.Run.PlayerCount != 1 || a.Rules != b.Rules {
		t.Fatalf("the runs are not the ones this test expects: %+v, %+v", a.Run, b.Run)
	}
	// Nothing else of the settings differs: the test would miss a third setting otherwise.
	rest := b.Run
	rest.Seed, rest.PlayerCount = a.Run.Seed, a.Run.PlayerCount
	if !reflect.DeepEqual(rest, a.Run) {
		t.Fatalf("more settings differ than the seed and the players:\n%+v\n%+v", a.Run, b.Run)
	}
	code, objs, _ := jsonLines(t, []string{"diff", "--json", twoPlayers, otherRun})
	o := objs[0]
	in, _ := o["input"].(map[string]any)
	want := []any{
		map[string]any{"field": "run.seed", "a": "21", "b": "1037"},
		map[string]any{"field": "run.player_count", "a": "2", "b": "1"},
	}
	if code != 1 || in == nil || in["field"] != "run.seed" || in["tick"] != float64(-1) || !reflect.DeepEqual(o["settings"], want) {
		t.Fatalf("exit %d: input %v, settings %v", code, in, o["settings"])
	}
	ha, err := trace.Open(trace.SidecarPath(twoPlayers))
	if err != nil {
		t.Fatal(err)
	}
	defer ha.Close()
	hb, err := trace.Open(trace.SidecarPath(otherRun))
	if err != nil {
		t.Fatal(err)
	}
	defer hb.Close()
	rngA, rngB := ha.Header.RngAfterSetup, hb.Header.RngAfterSetup
	st, _ := o["state"].(map[string]any)
	fields, _ := st["fields"].([]any)
	if st == nil || st["tick"] != float64(-1) || len(fields) == 0 {
		t.Fatalf("state %v", st)
	}
	rng := fields[0].(map[string]any)
	if rng["field"] != "rng" || rng["a"] != fmt.Sprint(rngA) || rng["b"] != fmt.Sprint(rngB) || rng["difference"] != nil {
		t.Errorf("the rng row %v, want %d against %d and no difference", rng, rngA, rngB)
	}

	var stdout bytes.Buffer
	run([]string{"diff", twoPlayers, otherRun}, &stdout, &stdout)
	out := stdout.String()
	for _, line := range []string{
		"  inputs: first difference at the run's settings: run.seed: A 21, B 1037",
		"  settings: 2 differ",
		"    run.seed: A 21, B 1037",
		"    run.player_count: A 2, B 1 (A has 2 players, B has 1)",
		fmt.Sprintf("    rng: A %d, B %d", rngA, rngB),
	} {
		if !strings.Contains(out, "\n"+line+"\n") {
			t.Errorf("no line %q in\n%s", line, out)
		}
	}

	edited := writeRun(t, twoPlayers, func(r *replayio.Replay) {
		r.Run.Seed = 22
		r.Run.FriendlyFire = !r.Run.FriendlyFire
		r.Run.DetailPreset = r.Run.DetailPreset%5 + 1
		r.Run.Status.WeaponUsageCounts[3]++
	})
	_, objs, _ = jsonLines(t, []string{"diff", "--json", twoPlayers, edited})
	// The settings and a tick differing: the ticks' first difference is said as well (from a
	// new user's trial: the settings hid it).
	both := writeRun(t, twoPlayers, func(r *replayio.Replay) {
		r.Run.Seed = 22
		r.Ticks[300].Inputs[1].AimX = 123.5
	})
	stdout.Reset()
	run([]string{"diff", twoPlayers, both}, &stdout, &stdout)
	if line := "\n  ticks: first difference at tick 300: inputs[1].aim_x (player 2): A "; !strings.Contains(stdout.String(), line) ||
		!strings.Contains(stdout.String(), ", B 123.5\n") {
		t.Errorf("no line %q…, B 123.5 in\n%s", line, stdout.String())
	}
	_, bo, _ := jsonLines(t, []string{"diff", "--json", twoPlayers, both})
	if tk, _ := bo[0]["ticks"].(map[string]any); tk["tick"] != float64(300) || tk["field"] != "inputs[1].aim_x" || tk["b"] != "123.5" {
		t.Errorf("--json ticks %v", bo[0]["ticks"])
	}
	var got []string
	for _, s := range objs[0]["settings"].([]any) {
		got = append(got, s.(map[string]any)["field"].(string))
	}
	if w := []string{"run.seed", "run.detail_preset", "run.friendly_fire", "run.status.weapon_usage_counts[3]"}; !reflect.DeepEqual(got, w) {
		t.Errorf("settings %v, want %v", got, w)
	}

	// Every weapon's usage count differing: the text writes the first few and how many more;
	// JSON lists them all.
	all := writeRun(t, twoPlayers, func(r *replayio.Replay) {
		for i := range r.Run.Status.WeaponUsageCounts {
			r.Run.Status.WeaponUsageCounts[i] += 7
		}
	})
	var text bytes.Buffer
	run([]string{"diff", twoPlayers, all}, &text, &text)
	_, objs, _ = jsonLines(t, []string{"diff", "--json", twoPlayers, all})
	if !strings.Contains(text.String(), "\n  ticks: the same, every one\n") || objs[0]["ticks"] != nil {
		t.Errorf("settings alone differing: ticks %v; the text:\n%s", objs[0]["ticks"], text.String())
	}
	n := len(objs[0]["settings"].([]any))
	if n < usageShown+2 || strings.Count(text.String(), "    run.status.weapon_usage_counts[") != usageShown ||
		!strings.Contains(text.String(), fmt.Sprintf("\n    and %d more weapon_usage_counts entries (--json lists every one)\n", n-usageShown)) {
		t.Errorf("%d usage counts differing; the text:\n%s", n, text.String())
	}
}

// writeRun writes a copy of the run at path with mod applied and returns its path.
func writeRun(t *testing.T, path string, mod func(r *replayio.Replay)) string {
	t.Helper()
	r, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	mod(r)
	out := filepath.Join(t.TempDir(), filepath.Base(path))
	if err := replayio.WriteFile(out, r); err != nil {
		t.Fatal(err)
	}
	return out
}

// straightPlays plays runs a and b side by side from the run start and returns the first
// tick after which their states differ (-2 for none) and whether their states are the same
// at the shorter's end.
func straightPlays(t *testing.T, a, b *replayio.Replay) (first int, sameAtEnd bool) {
	t.Helper()
	wa, _, err := sim.New(&a.Run)
	if err != nil {
		t.Fatal(err)
	}
	wb, _, err := sim.New(&b.Run)
	if err != nil {
		t.Fatal(err)
	}
	first = -2
	for p := range min(len(a.Ticks), len(b.Ticks)) {
		if _, err := wa.Step(&a.Ticks[p]); err != nil {
			t.Fatalf("A stops at tick %d: %v", p, err)
		}
		if _, err := wb.Step(&b.Ticks[p]); err != nil {
			t.Fatalf("B stops at tick %d: %v", p, err)
		}
		if first == -2 && wa.Hash() != wb.Hash() {
			first = p
		}
	}
	return first, wa.Hash() == wb.Hash()
}

// TestDiffStatesAgainAtEnd: player 1's aim moved 40 px at tick 100 of the 2-player quest run
// changes only where that player aims (nothing the inspector's table shows: players' places,
// health, ammo, the run's counters, the creatures), and the aim is the next tick's input again:
// the states differ from tick 100 and are the same again at the run's end, as straight plays
// of both files find. Crd diff says so in words, not "0 fields of the table differ". Player 1
// moving at tick 900 instead changes the table's fields and the states still differ at the end.
func TestDiffStatesAgainAtEnd(t *testing.T) {
	a, err := replayio.ReadFile(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		mod  func(r *replayio.Replay)
		at   int
		same bool
	}{
		{"aim", func(r *replayio.Replay) { r.Ticks[100].Inputs[0].AimX += 40 }, 100, true},
		{"move", func(r *replayio.Replay) { r.Ticks[900].Inputs[0].MoveX = 0.5 }, 900, false},
	} {
		pathB := writeRun(t, twoPlayers, c.mod)
		b, err := replayio.ReadFile(pathB)
		if err != nil {
			t.Fatal(err)
		}
		first, same := straightPlays(t, a, b)
		if first != c.at || same != c.same {
			t.Fatalf("%s: straight plays differ from tick %d, the same at the end %v; the test wants %d, %v", c.name, first, same, c.at, c.same)
		}
		code, objs, _ := jsonLines(t, []string{"diff", "--json", twoPlayers, pathB})
		o := objs[0]
		st, _ := o["state"].(map[string]any)
		end, _ := o["end"].(map[string]any)
		last := float64(len(a.Ticks) - 1)
		if code != 1 || st == nil || st["tick"] != float64(c.at) || end == nil || end["tick"] != last || end["reached"] != true || end["same"] != c.same ||
			(end["hash_a"] == end["hash_b"]) != c.same {
			t.Fatalf("%s: exit %d, state %v, end %v", c.name, code, st, end)
		}
		var stdout bytes.Buffer
		run([]string{"diff", twoPlayers, pathB}, &stdout, &stdout)
		out := stdout.String()
		var lines []string
		if c.same {
			other := st["other"].([]any)
			for _, f := range other {
				if !strings.HasPrefix(f.(string), "Players[0].Aim") {
					t.Errorf("aim: %s differs", f)
				}
			}
			if len(st["fields"].([]any)) != 0 || st["other_count"] != float64(len(other)) {
				t.Errorf("aim: state %v", st)
			}
			lines = []string{
				fmt.Sprintf("  states: first difference at tick %d (the state after it), hashes A %s B %s; the fields the player's inspector shows (players, run counters, creatures, a quest's or Typ-o's state) all agree; %d other fields of the state differ",
					c.at, st["hash_a"], st["hash_b"], len(other)),
				fmt.Sprintf("  at the end (tick %d, both runs' last): the states are the same again (hash %s)", len(a.Ticks)-1, end["hash_a"]),
			}
		} else {
			lines = []string{fmt.Sprintf("  at the end (tick %d, both runs' last): the states still differ (hashes A %s B %s)", len(a.Ticks)-1, end["hash_a"], end["hash_b"])}
		}
		for _, line := range lines {
			if !strings.Contains(out, "\n"+line+"\n") {
				t.Errorf("%s: no line %q in\n%s", c.name, line, out)
			}
		}
		if strings.Contains(out, "0 fields") {
			t.Errorf("%s: %s", c.name, out)
		}
	}
}

// TestDiffEndNotReached: player 1 moving at tick 500 makes the edited run end sooner, so that
// its last ticks follow its run-down (a straight play stops at tick 1239): the states differ
// from tick 500, the end is not compared, and the exit status stays 1 (the runs differ), the
// stop coming after the difference.
func TestDiffEndNotReached(t *testing.T) {
	pathB := writeRun(t, twoPlayers, func(r *replayio.Replay) { r.Ticks[500].Inputs[0].MoveX = 0.5 })
	b, err := replayio.ReadFile(pathB)
	if err != nil {
		t.Fatal(err)
	}
	w, _, err := sim.New(&b.Run)
	if err != nil {
		t.Fatal(err)
	}
	stop := -1
	for p := range b.Ticks {
		if _, err := w.Step(&b.Ticks[p]); err != nil {
			stop = p
			break
		}
	}
	if stop != 1239 {
		t.Fatalf("the edited run stops at tick %d, the test wants 1239", stop)
	}
	code, objs, _ := jsonLines(t, []string{"diff", "--json", twoPlayers, pathB})
	o := objs[0]
	end, _ := o["end"].(map[string]any)
	sb, _ := end["stop_b"].(map[string]any)
	if code != 1 || o["stop_b"] != nil || end == nil || end["reached"] != false || end["same"] != nil || sb == nil || sb["tick"] != float64(stop) {
		t.Fatalf("exit %d, %v", code, o)
	}
	var stdout bytes.Buffer
	run([]string{"diff", twoPlayers, pathB}, &stdout, &stdout)
	// (said as crd verify says a stop past the run-down)
	if want := fmt.Sprintf("\n  at the end (tick 1245, both runs' last): not compared, B stops at tick %d (invalid): %s\n", stop, game.Verify(b, game.Options{}).Stop.Text()); !strings.Contains(stdout.String(), want) {
		t.Errorf("no %q in\n%s", want, stdout.String())
	}
}

// TestDiffFileNamedOnce: a file that is no run is named once on its line (the error names it
// already), whether it is read and rejected or cannot be read at all; a trace given to diff is
// a usage error that says how to compare a run with a trace.
func TestDiffFileNamedOnce(t *testing.T) {
	notes := filepath.Join(t.TempDir(), "notes.txt")
	if err := os.WriteFile(notes, []byte("some notes\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(t.TempDir(), "missing.crd")
	for _, c := range []struct{ file, line string }{
		{notes, "B: " + notes + ": envelope: not a .crd replay: a replay is a zstd frame, which starts 28 b5 2f fd, and this file starts 73 6f 6d 65 (file byte 0)"},
		{missing, "B: cannot read " + missing + ": no such file or directory"},
	} {
		var stdout bytes.Buffer
		code := run([]string{"diff", twoPlayers, c.file}, &stdout, &stdout)
		if code != 2 || !strings.Contains(stdout.String(), "\n"+c.line+"\n") || strings.Count(stdout.String(), c.file) != 1 {
			t.Errorf("exit %d, want 2 and the line %q:\n%s", code, c.line, stdout.String())
		}
	}
	var stdout, stderr bytes.Buffer
	tr := trace.SidecarPath(twoPlayers)
	if code := run([]string{"diff", twoPlayers, tr}, &stdout, &stderr); code != 64 || stdout.Len() != 0 ||
		!strings.HasPrefix(stderr.String(), "crd diff: "+tr+" is a trace (by its name), not a run; crd diff compares two runs, crd verify "+twoPlayers+" --trace "+tr+" compares a run with a trace\n") {
		t.Errorf("a trace: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
}

// TestDiffLongerRunStops: B is a run with 100 more ticks after its run-down ran out; its
// states agree with A's on every tick both have, and crd diff plays it on alone and says where
// it stops (a new user found it said nothing of it). As a stop after the states differ, it
// leaves the verdict as it was: differ, exit 1.
func TestDiffLongerRunStops(t *testing.T) {
	const runA = "../../testdata/reference/survival-idle-42.crd"
	a, err := replayio.ReadFile(runA)
	if err != nil {
		t.Fatal(err)
	}
	b := *a
	b.Ticks = append([]replayio.Tick(nil), a.Ticks...)
	for range 100 {
		b.Ticks = append(b.Ticks, a.Ticks[len(a.Ticks)-1])
	}
	pathB := filepath.Join(t.TempDir(), "longer.crd")
	if err := replayio.WriteFile(pathB, &b); err != nil {
		t.Fatal(err)
	}
	code, objs, _ := jsonLines(t, []string{"diff", "--json", runA, pathB})
	o := objs[0]
	sb, _ := o["stop_b"].(map[string]any)
	if code != 1 || o["status"] != "differ" || sb == nil || sb["past_end"] != true || sb["status"] != "invalid" || o["stop_a"] != nil {
		t.Errorf("exit %d, %v", code, o)
	}
	var stdout bytes.Buffer
	if code := run([]string{"diff", runA, pathB}, &stdout, &stdout); code != 1 ||
		!strings.Contains(stdout.String(), "\ndiffer\n") || !strings.Contains(stdout.String(), "(invalid, past the shorter run's end, played on alone): "+game.Verify(&b, game.Options{}).Stop.Text()+"\n") {
		t.Errorf("text: exit %d\n%s", code, stdout.String())
	}
}

// TestDiffSaysWhoDiedBeforeTheRundown: a B that stops past its run-down is said as crd verify
// says it (who died when, where the run-down ran out), not as "tick after the run-down"; an
// illegal command too, in its words. B is
// survival-2p-105 with player 1's move nudged at tick 1500: both players die sooner, and the
// file goes on past the run-down.
func TestDiffSaysWhoDiedBeforeTheRundown(t *testing.T) {
	a := filepath.Join(referenceDir, "survival-2p-105.crd")
	b, pathB := editedCopy(t, a, func(r *replayio.Replay) { r.Ticks[1500].Inputs[0].MoveX += 0.05 })
	st := game.Verify(b, game.Options{}).Stop
	if st == nil || st.Kind != game.StopPastRundown {
		t.Fatalf("B's stop %+v: want one past its run-down", st)
	}
	var stdout, stderr bytes.Buffer
	run([]string{"diff", a, pathB}, &stdout, &stderr)
	want := fmt.Sprintf("B stops at tick %d (invalid): %s\n", st.Tick, st.Text())
	if out := stdout.String(); !strings.Contains(out, want) || strings.Contains(out, "tick after the run-down") {
		t.Errorf("crd diff says:\n%swant a line ending %q", out, want)
	}
	// JSON: the same words as crd verify's "stopped".
	_, objs, _ := jsonLines(t, []string{"diff", "--json", a, pathB})
	end, _ := objs[0]["end"].(map[string]any)
	sb, _ := end["stop_b"].(map[string]any)
	if sb == nil || sb["stopped"] != st.Text() {
		t.Errorf("JSON end.stop_b %v; want stopped %q", sb, st.Text())
	}

	// An illegal command: "tick N: … (an illegal command); the simulation stops there, …" as
	// crd verify says it, the tick said once.
	c, pathC := editedCopy(t, a, func(r *replayio.Replay) {
		r.Ticks[100].Commands = append(r.Ticks[100].Commands, replayio.Command{Type: replayio.CmdPerkPick})
	})
	st = game.Verify(c, game.Options{}).Stop
	if st == nil || st.Kind != game.StopIllegalCommand {
		t.Fatalf("C's stop %+v: want an illegal command", st)
	}
	stdout.Reset()
	run([]string{"diff", a, pathC}, &stdout, &stderr)
	want = fmt.Sprintf("B stops at tick 100 (invalid): %s\n", strings.TrimPrefix(st.Text(), "tick 100: "))
	if out := stdout.String(); !strings.Contains(out, want) || strings.Contains(out, "tick 100: tick 100") {
		t.Errorf("crd diff says:\n%swant a line ending %q", out, want)
	}
	// The states agreed up to the stop (JSON's compared_to, 99): said before it.
	if out := stdout.String(); !strings.Contains(out, "\n  states: the same at every tick compared, to tick 99\n") {
		t.Errorf("crd diff does not say the states agreed up to the stop:\n%s", out)
	}
}

// editedCopy is the run at path changed by edit, written as b.crd in a temporary folder: the
// replay and its path.
func editedCopy(t *testing.T, path string, edit func(*replayio.Replay)) (*replayio.Replay, string) {
	t.Helper()
	r, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	edit(r)
	out := filepath.Join(t.TempDir(), "b.crd")
	if err := replayio.WriteFile(out, r); err != nil {
		t.Fatal(err)
	}
	return r, out
}

// TestDiffJSONStatusAndErrorOneFile: with one run invalid and the other unreadable, the top
// level's status (unreadable wins) and error say the same file.
func TestDiffJSONStatusAndErrorOneFile(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.crd")
	if err := os.WriteFile(notes, []byte("hello, not a run\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nothere.crd")
	for _, args := range [][]string{{notes, missing}, {missing, notes}} {
		code, objs, _ := jsonLines(t, append([]string{"diff", "--json"}, args...))
		if code != exitInvalid || len(objs) != 1 || objs[0]["status"] != "unreadable" ||
			objs[0]["error"] != "cannot read "+missing+": no such file or directory" {
			t.Errorf("%v: exit %d, %v", args, code, objs)
		}
	}
	code, objs, _ := jsonLines(t, []string{"diff", "--json", notes, filepath.Join(referenceDir, "rush-idle-203.crd")})
	if e, _ := objs[0]["error"].(string); code != exitInvalid || objs[0]["status"] != "invalid" || !strings.HasPrefix(e, notes+": envelope: ") {
		t.Errorf("invalid A: exit %d, %v", code, objs)
	}
}
