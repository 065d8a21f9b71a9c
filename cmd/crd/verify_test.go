package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
	"crdplayer/replayio"
)

// TestVerifyReferenceRuns: short reference runs verify, result and trace, with exit 0, and the
// JSON form names the recorded run id and result.
func TestVerifyReferenceRuns(t *testing.T) {
	files := []string{
		filepath.Join(referenceDir, "survival-short-109.crd"),
		filepath.Join(referenceDir, "rush-idle-203.crd"),
		filepath.Join(referenceDir, "survival-idle-104.crd"),
	}
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"verify", "--json"}, files...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != len(files) {
		t.Fatalf("%d lines for %d files", len(lines), len(files))
	}
	for i, line := range lines {
		var got verifyResult
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatal(err)
		}
		r, err := replayio.ReadFile(files[i])
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != "verified" || got.Trace == nil || got.Trace.Status != "agrees" || got.Derived == nil || got.Derived.RngState != r.Result.RngState {
			t.Errorf("%s: %+v", files[i], got)
		}
	}
}

// writeModified writes a copy of a reference run with mod applied.
func writeModified(t *testing.T, name string, mod func(r *replayio.Replay)) string {
	t.Helper()
	return writeCopy(t, filepath.Join(referenceDir, name), mod)
}

// writeCopy writes a copy of the run at src, with mod applied, into the test's temporary
// folder under the same name, and returns its path.
func writeCopy(t *testing.T, src string, mod func(r *replayio.Replay)) string {
	t.Helper()
	name := filepath.Base(src)
	r, err := replayio.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	mod(r)
	path := filepath.Join(t.TempDir(), name)
	if err := replayio.WriteFile(path, r); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestVerifyExitCodes: a tampered result is a mismatch (1), a broken file invalid (2), a
// missing one unreadable (2), an unsupported setting unsupported (3).
func TestVerifyExitCodes(t *testing.T) {
	tampered := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.Result.RngState++ })
	// The 1.9.8 rules (rules 2, cl_build 10908): the format holds them, this simulation plays only
	// 1.9.93. (Hardcore was the example here until the simulation played it, commit 7aedb13.)
	oldRules := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.Rules, r.Run.ClBuild = 2, replayio.Build198 })
	broken := filepath.Join(t.TempDir(), "broken.crd")
	if err := os.WriteFile(broken, []byte("not a replay"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path string
		code int
		want string
	}{
		{tampered, 1, "rng_state"},
		{broken, 2, "invalid"},
		{filepath.Join(t.TempDir(), "missing.crd"), 2, ": unreadable\n  error: cannot read "},
		{oldRules, 3, ": unsupported\n  the run cannot start: rules 2: unsupported\n"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"verify", c.path}, &stdout, &stderr); code != c.code || !strings.Contains(stdout.String(), c.want) {
			t.Errorf("%s: exit %d (want %d)\n%s%s", filepath.Base(c.path), code, c.code, stdout.String(), stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", tampered, broken}, &stdout, &stderr); code != 2 {
		t.Errorf("mismatch and invalid together: exit %d, want 2", code)
	}
}

// TestVerifyBriefColumn: --brief names each file by its path as given and pads every name to
// the longest one given, so the status column lines up even past 24 characters.
func TestVerifyBriefColumn(t *testing.T) {
	long := "no-such-folder/a-name-longer-than-twenty-four.crd" // 49 bytes, not there: unreadable
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "--brief", filepath.Join(referenceDir, "rush-idle-203.crd"), long}, &stdout, &stderr)
	if code != 2 {
		t.Fatalf("exit %d, want 2: %s%s", code, stdout.String(), stderr.String())
	}
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	want := good + strings.Repeat(" ", len(long)-len(good)) + " verified\n" +
		long + " unreadable: cannot read " + long + ": no such file or directory\n"
	if stdout.String() != want {
		t.Errorf("got\n%swant\n%s", stdout.String(), want)
	}
}

// TestVerifyBriefSameBaseName: two files of the same base name in other folders are named by
// their paths as given, so the lines say which is which.
func TestVerifyBriefSameBaseName(t *testing.T) {
	copyOf := filepath.Join(t.TempDir(), "rush-idle-203.crd") // not there: unreadable
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "--brief", good, copyOf}, &stdout, &stderr); code != 2 {
		t.Fatalf("exit %d, want 2: %s%s", code, stdout.String(), stderr.String())
	}
	column := min(max(len(good), len(copyOf)), maxNameColumn) // a longer name overhangs its line
	want := good + strings.Repeat(" ", max(0, column-len(good))) + " verified\n" +
		copyOf + strings.Repeat(" ", max(0, column-len(copyOf))) + " unreadable: cannot read " + copyOf + ": no such file or directory\n"
	if stdout.String() != want {
		t.Errorf("got\n%swant\n%s", stdout.String(), want)
	}
}

// TestVerifyTraceGivenAsRun: `crd verify RUN.crd RUN.crd.trace.jsonl.gz` means the second file
// as the first's trace: a usage error (64) that names the trace and gives the command with
// --trace, nothing verified. Any .jsonl or .jsonl.gz name is a trace's. A file whose name does
// not say so but which holds gzip data or JSON text (what traces are made of) is read and
// invalid (2), its error saying what it holds and how to compare a run with a trace.
func TestVerifyTraceGivenAsRun(t *testing.T) {
	tr := trace.SidecarPath(twoPlayers)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{twoPlayers, tr}, tr + " is a trace (by its name), not a run; its run is beside it: crd verify " + twoPlayers + " compares the two"},
		// Another run's trace given with a run: its own run beside it, not the pair that is refused.
		{[]string{otherRun, tr}, tr + " is a trace (by its name), not a run; its run is beside it: crd verify " + twoPlayers + " compares the two"},
		{[]string{"--json", twoPlayers, otherRun, "run.JSONL"}, "run.JSONL is a trace (by its name), not a run; to compare a run with it: crd verify RUN.crd --trace run.JSONL (one run with --trace)"},
		{[]string{twoPlayers, "--trace", tr, tr}, tr + " is a trace (by its name), not a run; a run is compared with one trace at a time, given with --trace"},
		// The trace alone, its run beside it: the command that compares the two.
		{[]string{tr}, tr + " is a trace (by its name), not a run; its run is beside it: crd verify " + twoPlayers + " compares the two"},
	} {
		var stdout, stderr bytes.Buffer
		code := run(append([]string{"verify"}, c.args...), &stdout, &stderr)
		if code != 64 || stdout.Len() != 0 || !strings.HasPrefix(stderr.String(), "crd verify: "+c.want+"\nusage: crd verify ") {
			t.Errorf("%q: exit %d\n%s%s", c.args, code, stdout.String(), stderr.String())
		}
	}

	// crd info: a usage error too, naming the run beside the trace, or saying how to compare a
	// run with it when none is.
	for _, c := range []struct{ file, want string }{
		{tr, tr + " is a trace (by its name), not a run; its run is beside it: crd info " + twoPlayers + ", and crd verify " + twoPlayers + " compares the two"},
		{"run.JSONL", "run.JSONL is a trace (by its name), not a run; crd info reads runs (crd verify RUN.crd --trace run.JSONL compares a run with it)"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"info", twoPlayers, c.file}, &stdout, &stderr); code != 64 || stdout.Len() != 0 || !strings.HasPrefix(stderr.String(), "crd info: "+c.want+"\nusage: ") {
			t.Errorf("crd info on %s: exit %d\n%s%s", c.file, code, stdout.String(), stderr.String())
		}
	}

	// The same trace under a run's name, and JSON text: read, invalid, and said so.
	gz, err := os.ReadFile(tr)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	asRun := filepath.Join(dir, "trace.crd")
	jsonRun := filepath.Join(dir, "header.crd")
	if err := os.WriteFile(asRun, gz, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(jsonRun, []byte("  {\"replay_sha256\": \"00\"}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, what, head string }{{asRun, "gzip data", "1f 8b 08 08"}, {jsonRun, "JSON text", "20 20 7b 22"}} {
		want := "envelope: not a .crd replay: a replay is a zstd frame, which starts 28 b5 2f fd, and this file starts " + c.head + " (file byte 0); the file holds " + c.what +
			", not a run (a trace? crd verify RUN.crd --trace " + c.file + " compares a run with it)"
		code, objs, _ := jsonLines(t, []string{"verify", "--json", c.file})
		// (The file is JSON's "file"; the error and the headline do not name it again.)
		if code != 2 || objs[0]["status"] != "invalid" || objs[0]["error"] != want || objs[0]["headline"] != "invalid: "+want {
			t.Errorf("%s: exit %d, %v", c.what, code, objs[0])
		}
		var stdout bytes.Buffer
		run([]string{"verify", c.file}, &stdout, &stdout)
		if got := stdout.String(); got != c.file+": invalid\n  error: "+want+"\n" {
			t.Errorf("%s: text\n%s", c.what, got)
		}
	}
}

// editedTwoPlayersTrace is the 2-player quest run's trace with player 1's health lowered by 10
// at record 500 (an integer-valued float: 100 as the trace writes it, "100") and, with xp,
// player 2's xp changed at records 300 and 700; it returns the path and player 1's health at
// record 500.
func editedTwoPlayersTrace(t *testing.T, xp bool) (string, float64) {
	t.Helper()
	health := -1.0
	path := copyTraceEdited(t, trace.SidecarPath(twoPlayers), func(i int, m map[string]any) {
		players, _ := m["players"].([]any)
		switch i - 1 { // line 0 is the header
		case 300, 700:
			if xp {
				players[1].(map[string]any)["xp"] = json.Number("3")
			}
		case 500:
			p := players[0].(map[string]any)
			health = tracetest.Num(t, p["health"])
			p["health"] = tracetest.SetNum(health - 10)
		}
	})
	if health != math.Trunc(health) || health < 10 {
		t.Fatalf("player 1's health at tick 500 is %v, the test wants a whole number", health)
	}
	return path, health
}

// TestVerifyAllDivergences: the edited trace differs at ticks 300 (player 2's xp), 500
// (player 1's health) and 700 (player 2's xp again). crd verify reports the first divergence
// only, as before; with --all-divergences it also lists each tick where a field starts to differ:
// 300 and 500, not 700 (xp has differed before), as the window's Shift+J steps; the first
// divergence is the same with the flag as without.
func TestVerifyAllDivergences(t *testing.T) {
	edited, _ := editedTwoPlayersTrace(t, true)
	args := []string{"verify", "--json", twoPlayers, "--trace", edited}
	code, objs, _ := jsonLines(t, args)
	tr, _ := objs[0]["trace"].(map[string]any)
	if code != 1 || tr == nil || tr["divergences"] != nil {
		t.Fatalf("without the flag: exit %d, %v", code, objs[0])
	}
	code, all, _ := jsonLines(t, append(args, "--all-divergences"))
	trAll, _ := all[0]["trace"].(map[string]any)
	want := []any{
		map[string]any{"tick": float64(300), "fields": []any{"players[1].xp"}},
		map[string]any{"tick": float64(500), "fields": []any{"players[0].health"}},
	}
	if code != 1 || trAll == nil || !reflect.DeepEqual(trAll["divergences"], want) || !reflect.DeepEqual(trAll["divergence"], tr["divergence"]) {
		t.Fatalf("with the flag: exit %d, divergences %v, divergence %v (without: %v)", code, trAll["divergences"], trAll["divergence"], tr["divergence"])
	}

	var plain, listed bytes.Buffer
	run([]string{"verify", twoPlayers, "--trace", edited}, &plain, &plain)
	run([]string{"verify", "--all-divergences", twoPlayers, "--trace", edited}, &listed, &listed)
	const list = "  trace: fields start to differ at 2 ticks:\n    tick 300: players[1].xp (player 2)\n    tick 500: players[0].health (player 1)\n"
	if strings.Contains(plain.String(), "start to differ") || listed.String() != plain.String()+list {
		t.Errorf("without the flag:\n%swith it:\n%s", plain.String(), listed.String())
	}

	// A trace that agrees: none listed.
	_, ok, _ := jsonLines(t, []string{"verify", "--json", "--all-divergences", twoPlayers})
	if tr, _ := ok[0]["trace"].(map[string]any); ok[0]["status"] != "verified" || tr == nil || !reflect.DeepEqual(tr["divergences"], []any{}) {
		t.Errorf("agreeing trace: %v", ok[0])
	}
	var stderr bytes.Buffer
	if code := run([]string{"verify", "--brief", "--all-divergences", twoPlayers}, &plain, &stderr); code != 64 {
		t.Errorf("--brief --all-divergences: exit %d, %s", code, stderr.String())
	}
}

// TestVerifyDivergenceUlps: a float field that differs by a whole number (player 1's health,
// 100 against 90 as the trace writes them) shows its distance in ulps, as the window's Diff
// pane does: the float64 and float32 steps between the two values (their bits' difference,
// both being positive). An RNG state shows no difference: its values are those of the traces'
// headers.
func TestVerifyDivergenceUlps(t *testing.T) {
	edited, health := editedTwoPlayersTrace(t, false)
	ours, theirs := health, health-10
	u64 := math.Float64bits(ours) - math.Float64bits(theirs)
	u32 := uint64(math.Float32bits(float32(ours)) - math.Float32bits(float32(theirs)))
	count := func(u uint64) string {
		if u >= 1<<20 { // the window's form for large counts
			return fmt.Sprintf("2^%.1f", math.Log2(float64(u)))
		}
		return fmt.Sprint(u)
	}
	code, objs, _ := jsonLines(t, []string{"verify", "--json", twoPlayers, "--trace", edited})
	d, _ := objs[0]["trace"].(map[string]any)["divergence"].(map[string]any)
	fields, _ := d["fields"].([]any)
	if code != 1 || d["tick"] != float64(500) || len(fields) != 1 {
		t.Fatalf("exit %d, divergence %v", code, d)
	}
	f := fields[0].(map[string]any)
	if f["field"] != "players[0].health" || f["difference"] != "+10" || f["ulps"] != float64(u64) || f["ulps_f32"] != float64(u32) {
		t.Errorf("field %v, want ulps %d and %d", f, u64, u32)
	}
	var stdout bytes.Buffer
	run([]string{"verify", twoPlayers, "--trace", edited}, &stdout, &stdout)
	want := fmt.Sprintf("\n    players[0].health (player 1): the trace's %v, ours %v (ours − the trace's: +10, %s ulps (f32: %s))\n", theirs, ours, count(u64), count(u32))
	if !strings.Contains(stdout.String(), want) {
		t.Errorf("no %q in\n%s", want, stdout.String())
	}

	// Another run's trace, forced: the RNG states after the setup differ, and only differ.
	hA, err := trace.Open(trace.SidecarPath(twoPlayers))
	if err != nil {
		t.Fatal(err)
	}
	defer hA.Close()
	hB, err := trace.Open(trace.SidecarPath(otherRun))
	if err != nil {
		t.Fatal(err)
	}
	defer hB.Close()
	stdout.Reset()
	run([]string{"verify", otherRun, "--trace", trace.SidecarPath(twoPlayers), "--force"}, &stdout, &stdout)
	want = fmt.Sprintf("\n    rng_after_setup: the trace's %d, ours %d\n", hA.Header.RngAfterSetup, hB.Header.RngAfterSetup)
	if !strings.Contains(stdout.String(), want) {
		t.Errorf("no %q in\n%s", want, stdout.String())
	}
}

// TestBriefNamesEscaped: --brief's names are escaped as they print, so the column is measured
// as it shows.
func TestBriefNamesEscaped(t *testing.T) {
	got := briefNames([]string{"/x/a\nb.crd", "/y/c.crd"})
	if len(got) != 2 || got[0] != `/x/a\nb.crd` || got[1] != "/y/c.crd" {
		t.Errorf("%q", got)
	}
}

// failingWriter takes n bytes, then fails every write as a full disk does.
type failingWriter struct{ n int }

func (f *failingWriter) Write(p []byte) (int, error) {
	if len(p) <= f.n {
		f.n -= len(p)
		return len(p), nil
	}
	k := f.n
	f.n = 0
	return k, syscall.ENOSPC
}

// TestOutputWriteFails: when stdout cannot take the whole report (a full disk), every command
// exits 74 and says so on stderr, whatever its verdict was, so that a script does not take a
// cut-off report for a verified run.
func TestOutputWriteFails(t *testing.T) {
	const run1 = "../../testdata/reference/survival-idle-42.crd"
	for _, args := range [][]string{
		{"verify", run1},
		{"verify", "--json", run1},
		{"verify", "--brief", run1},
		{"info", run1},
		{"diff", run1, run1},
		{"--help"},
	} {
		for _, room := range []int{0, 10} {
			var stderr strings.Builder
			if code := run(args, &failingWriter{n: room}, &stderr); code != exitOutput ||
				!strings.Contains(stderr.String(), "the output could not be written: no space left on device") {
				t.Errorf("%v with %d bytes of room: exit %d, stderr %q", args, room, code, stderr.String())
			}
		}
		var stdout, stderr strings.Builder
		if code := run(args, &stdout, &stderr); code != exitOK {
			t.Errorf("%v: exit %d with room for all (%s)", args, code, stderr.String())
		}
	}
}

// TestVerifyBriefLongName: one name past maxNameColumn overhangs its own line; the others are
// padded to the column only (a new user's 254-character name padded every line to 255).
func TestVerifyBriefLongName(t *testing.T) {
	long := filepath.Join(t.TempDir(), strings.Repeat("n", 200)+".crd") // not there: unreadable
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	var stdout, stderr bytes.Buffer
	run([]string{"verify", "--brief", good, long}, &stdout, &stderr)
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(lines) != 2 || lines[0] != good+strings.Repeat(" ", maxNameColumn-len(good))+" verified" ||
		!strings.HasPrefix(lines[1], long+" unreadable") {
		t.Errorf("got\n%s", stdout.String())
	}
}

// TestVerifyForcedAgreeingTraceSaysSo: a run verified against a trace recorded for another run
// (--force) says so, also with --brief: such a trace shows only the fields traces record, and
// a run changed in others agrees with it. B is survival-2p-105 with player 1's aim at tick
// 1500 moved 5 pixels, which no traced field shows.
func TestVerifyForcedAgreeingTraceSaysSo(t *testing.T) {
	a := filepath.Join(referenceDir, "survival-2p-105.crd")
	b, pathB := editedCopy(t, a, func(r *replayio.Replay) { r.Ticks[1500].Inputs[0].AimX += 5 })
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "--brief", "--force", "--trace", trace.SidecarPath(a), pathB}, &stdout, &stderr)
	want := fmt.Sprintf(pathB+" verified: the run reproduces its result, and a trace recorded for another run, compared anyway, agrees at every tick (%d)\n", len(b.Ticks))
	if code != 0 || stdout.String() != want {
		t.Errorf("exit %d, %q (stderr %q)\nwant exit 0, %q", code, stdout.String(), stderr.String(), want)
	}
}

// TestVerifyOnsetsSampledFrom: with --all-divergences, an onset of creatures' fields only (the
// trace lists creatures every 60th tick) says in JSON from which tick they may have parted
// (sampled_from, the tick after the last listed one), and in text in words; other onsets say
// no such thing. The run is survival-2p-105 with player 1's move nudged at tick 1500, checked
// against its original's trace (--force).
func TestVerifyOnsetsSampledFrom(t *testing.T) {
	a := filepath.Join(referenceDir, "survival-2p-105.crd")
	_, pathB := editedCopy(t, a, func(r *replayio.Replay) { r.Ticks[1500].Inputs[0].MoveX += 0.05 })
	args := []string{"verify", "--json", "--force", "--all-divergences", "--trace", trace.SidecarPath(a), pathB}
	_, objs, _ := jsonLines(t, args)
	tr, _ := objs[0]["trace"].(map[string]any)
	ds, _ := tr["divergences"].([]any)
	sampled := 0
	for _, d := range ds {
		o := d.(map[string]any)
		tick := int(o["tick"].(float64))
		creaturesOnly := true
		for _, f := range o["fields"].([]any) {
			creaturesOnly = creaturesOnly && strings.HasPrefix(f.(string), "creature[")
		}
		from, has := o["sampled_from"].(float64)
		switch {
		case creaturesOnly && (!has || int(from) != tick-59):
			t.Errorf("tick %d, creatures only: sampled_from %v, want %d", tick, o["sampled_from"], tick-59)
		case !creaturesOnly && has:
			t.Errorf("tick %d, not creatures only: sampled_from %v", tick, from)
		}
		if creaturesOnly {
			sampled++
		}
	}
	if sampled == 0 {
		t.Fatalf("no onset of creatures only in %v", ds)
	}
	var stdout bytes.Buffer
	run([]string{"verify", "--force", "--all-divergences", "--trace", trace.SidecarPath(a), pathB}, &stdout, &stdout)
	if !strings.Contains(stdout.String(), "(the trace last listed the creatures at tick ") {
		t.Errorf("the text does not say how creatures' onsets are sampled:\n%s", stdout.String())
	}
	// The first divergence (a move: no draw differs) says its RNG marks once, as agreeing.
	if !strings.Contains(stdout.String(), "\n    rng marks agree: ") || strings.Contains(stdout.String(), "want rng marks") {
		t.Errorf("the divergence's equal RNG marks are not said as agreeing:\n%s", stdout.String())
	}
}

// TestVerifyTraceUpToTheStop: a run whose simulation stops (an illegal command at tick 100) and
// whose trace agrees on every tick before says the trace agrees up to the stop, not over the
// run: the trace goes on past it.
func TestVerifyTraceUpToTheStop(t *testing.T) {
	a := filepath.Join(referenceDir, "survival-2p-105.crd")
	_, pathB := editedCopy(t, a, func(r *replayio.Replay) {
		r.Ticks[100].Commands = append(r.Ticks[100].Commands, replayio.Command{Type: replayio.CmdPerkPick})
	})
	var stdout bytes.Buffer
	code := run([]string{"verify", "--force", "--no-cache", "--trace", trace.SidecarPath(a), pathB}, &stdout, &stdout)
	want := "\n  trace: 100 ticks agree (" + trace.SidecarPath(a) + "), up to where the simulation stops; the trace's other 5056 records (ticks 100 to 5155) are not compared\n"
	const head = "agrees up to there (100 ticks; its 5056 records after it, to tick 5155, are not compared)"
	if code != 2 || !strings.Contains(stdout.String(), want) || !strings.Contains(stdout.String(), head) {
		t.Errorf("exit %d:\n%swant exit 2 and %q", code, stdout.String(), want)
	}
}

// TestVerifyNamesCreaturesBySlot: a creature's field edited in the trace, at a tick where the
// creature's place in the trace's list is not its slot, is named by its slot everywhere crd
// verify names it (the verdict, the divergence's lines, --brief, JSON's field and fields,
// --all-divergences), as the window's panes and --pin name it.
func TestVerifyNamesCreaturesBySlot(t *testing.T) {
	run0 := filepath.Join(referenceDir, "survival-4p-106.crd")
	const tick = 360
	slot := -1
	edited := copyRun(t, t.TempDir(), "survival-4p-106.crd", "slot.crd")
	tracetest.Edit(t, trace.SidecarPath(run0), trace.SidecarPath(edited), func(line int, m map[string]any) {
		if line-1 != tick {
			return
		}
		list := m["creature_list"].([]any)
		for i, c := range list {
			c := c.([]any)
			if s := int(tracetest.Num(t, c[0])); s != i {
				slot = s
				c[4] = tracetest.SetNum(tracetest.Num(t, c[4]) + 11.5)
				return
			}
		}
	})
	if slot < 0 {
		t.Fatalf("no creature at tick %d whose place in the list is not its slot", tick)
	}
	want := fmt.Sprintf("creature[%d].hp", slot)
	var text, brief, all bytes.Buffer
	run([]string{"verify", "--no-cache", edited}, &text, &text)
	run([]string{"verify", "--no-cache", "--brief", edited}, &brief, &brief)
	run([]string{"verify", "--no-cache", "--all-divergences", edited}, &all, &all)
	for name, out := range map[string]string{"text": text.String(), "--brief": brief.String(), "--all-divergences": all.String()} {
		if !strings.Contains(out, want) || strings.Contains(out, "creature_list[") {
			t.Errorf("%s does not name the creature %s alone:\n%s", name, want, out)
		}
	}
	if !strings.Contains(text.String(), fmt.Sprintf("the trace differs at tick %d (%s)", tick, want)) {
		t.Errorf("the verdict:\n%s", text.String())
	}
	_, objs, _ := jsonLines(t, []string{"verify", "--json", "--no-cache", edited})
	tr, _ := objs[0]["trace"].(map[string]any)
	dv, _ := tr["divergence"].(map[string]any)
	fields, _ := dv["fields"].([]any)
	if dv["field"] != want || len(fields) != 1 || fields[0].(map[string]any)["field"] != want {
		t.Errorf("JSON divergence %v", dv)
	}
}

// TestVerifyTraceBrokenMidway: a trace whose record of tick 1500 cannot be read (a field left
// out) is invalid, and says that the ticks before it were compared and agree, and that the
// run's own result reproduces: in text, once (no trace line repeating the headline), and as
// JSON's trace.agreed.
func TestVerifyTraceBrokenMidway(t *testing.T) {
	run0 := filepath.Join(referenceDir, "survival-4p-106.crd")
	edited := copyRun(t, t.TempDir(), "survival-4p-106.crd", "broken.crd")
	tracetest.Edit(t, trace.SidecarPath(run0), trace.SidecarPath(edited), func(line int, m map[string]any) {
		if line-1 == 1500 {
			delete(m, "kills")
		}
	})
	var out bytes.Buffer
	if code := run([]string{"verify", "--no-cache", edited}, &out, &out); code != 2 {
		t.Errorf("exit %d", code)
	}
	const want = "line 1502 (tick 1500): the record has no field kills (a trace record holds every field on every line); the 1500 ticks before it (0 to 1499) agree, the rest is not compared"
	head := edited + ": invalid\n  " + trace.SidecarPath(edited) + ": " + want + "; the recorded result reproduces\n"
	if !strings.HasPrefix(out.String(), head) || strings.Count(out.String(), want) != 1 || strings.Contains(out.String(), ", not compared") {
		t.Errorf("the text:\n%s", out.String())
	}
	_, objs, _ := jsonLines(t, []string{"verify", "--json", "--no-cache", edited})
	tr, _ := objs[0]["trace"].(map[string]any)
	if tr["status"] != "invalid" || tr["agreed"] != 1500.0 || !strings.HasSuffix(fmt.Sprint(tr["error"]), want) {
		t.Errorf("JSON trace %v", tr)
	}
}

// TestVerifyTraceEndsEarly: a well-formed trace of the run's first 10 ticks (its header saying
// 10) is a mismatch said as where the trace ends, not as a field "ticks" differing at tick 10.
func TestVerifyTraceEndsEarly(t *testing.T) {
	const runPath = "../../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "short.trace.jsonl.gz")
	tracetest.Prefix(t, trace.SidecarPath(runPath), path, 10)
	var text bytes.Buffer
	if code := run([]string{"verify", "--no-cache", runPath, "--trace", path}, &text, &text); code != 1 {
		t.Errorf("exit %d", code)
	}
	for _, want := range []string{
		"  the trace ends after tick 9 (10 ticks), the run goes on to tick 1245; the recorded result reproduces\n",
		"  trace: the trace ends after tick 9 (10 ticks), the run goes on to tick 1245; the 10 ticks before it (0 to 9) agree\n",
	} {
		if !strings.Contains(text.String(), want) || strings.Contains(text.String(), "ticks: the trace's") {
			t.Errorf("no line %q (or a ticks field line) in:\n%s", want, text.String())
		}
	}
}

// TestVerifyTraceNamingNoRun: a trace whose header has no replay_sha256 is compared, with a
// note that nothing checked it to be the run's (it was verified without a word).
func TestVerifyTraceNamingNoRun(t *testing.T) {
	const runPath = "../../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "nameless.trace.jsonl.gz")
	tracetest.EditLine(t, trace.SidecarPath(runPath), path, 0, func(m map[string]any) {
		delete(m, "replay_sha256")
	})
	var out bytes.Buffer
	if code := run([]string{"verify", "--no-cache", runPath, "--trace", path}, &out, &out); code != 0 {
		t.Errorf("exit %d", code)
	}
	if want := "    note: the trace's header names no run (no replay_sha256), so it was not checked to be this run's\n"; !strings.Contains(out.String(), want) {
		t.Errorf("no line %q in:\n%s", want, out.String())
	}
	out.Reset()
	run([]string{"verify", "--brief", "--no-cache", runPath, "--trace", path}, &out, &out)
	if want := runPath + " verified (note: the trace's header names no run (no replay_sha256), so it was not checked to be this run's)\n"; out.String() != want {
		t.Errorf("--brief: %q, want %q", out.String(), want)
	}
}

// TestVerifyTraceOtherClock: a trace the harness recorded on the port's old clock (no
// time_base) or with another health model says so in notes, read from its JSON and then from
// the trace cache's copy alike (they passed without a word).
func TestVerifyTraceOtherClock(t *testing.T) {
	const runPath = "../../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "oldclock.trace.jsonl.gz")
	tracetest.EditLine(t, trace.SidecarPath(runPath), path, 0, func(m map[string]any) {
		delete(m, "time_base")
		m["health"] = "f64"
	})
	t.Setenv(trace.CacheEnv, t.TempDir())
	for pass := range 2 {
		var out bytes.Buffer
		run([]string{"verify", runPath, "--trace", path}, &out, &out)
		for _, want := range []string{
			"    note: the trace's header has no time_base (the port's old clock, 16.667 ms a tick); this simulation counts the game's whole milliseconds (native_ms, 16 a tick), so its clock differs from the trace's\n",
			"    note: the trace's health is \"f64\"; this simulation keeps players' health in float32 (f32)\n",
		} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("pass %d: no line %q in:\n%s", pass, want, out.String())
			}
		}
		if cached := strings.Contains(out.String(), "read from the trace cache"); cached != (pass == 1) {
			t.Errorf("pass %d: read from the cache %v:\n%s", pass, cached, out.String())
		}
	}
}

// TestVerifyJobs: --jobs N verifies as many files at once, printing the same report in the
// order given; a count that is not a whole number from 1 to maxJobs is a usage error.
func TestVerifyJobs(t *testing.T) {
	files := []string{filepath.Join(referenceDir, "rush-idle-203.crd"), "no-such.crd", filepath.Join(referenceDir, "survival-wild-103.crd")}
	var want, stderr bytes.Buffer
	if code := run(append([]string{"verify", "--brief"}, files...), &want, &stderr); code != exitInvalid {
		t.Fatalf("exit %d: %s%s", code, want.String(), stderr.String())
	}
	for _, n := range []string{"1", "3", "--jobs=2"} {
		args := append([]string{"verify", "--brief", "--jobs", n}, files...)
		if strings.HasPrefix(n, "--") {
			args = append([]string{"verify", "--brief", n}, files...)
		}
		var got bytes.Buffer
		if code := run(args, &got, &stderr); code != exitInvalid || got.String() != want.String() {
			t.Errorf("%v: exit %d\n%swant\n%s", args, code, got.String(), want.String())
		}
	}
	for _, n := range []string{"0", "-1", "x", "1025", "2.5"} {
		var out, errOut bytes.Buffer
		code := run([]string{"verify", "--jobs", n, files[0]}, &out, &errOut)
		if code != exitUsage || !strings.HasPrefix(errOut.String(), fmt.Sprintf("crd verify: --jobs %q: want a whole number of files from 1 to 1024\n", n)) {
			t.Errorf("--jobs %s: exit %d, stderr %q", n, code, errOut.String())
		}
	}
}
