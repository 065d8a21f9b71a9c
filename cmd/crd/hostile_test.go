package main

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
	"crdplayer/game/trace/tracetest"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
)

// The crafted files of issue 12, each with the outcome crd must give: one clear status per file,
// the others still reported, text output that cannot drive the terminal.

// TestInfoEscapesControlCharacters: a game_version holding escape sequences (clear the screen,
// set the title) and a newline that forges a line ("result quest_completed") prints escaped,
// on its own line; JSON carries the exact string.
func TestInfoEscapesControlCharacters(t *testing.T) {
	const forged = "0.1\x1b[2J\x1b]0;pwned\x07\n  result     quest_completed"
	path := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.GameVersion = forged })
	var stdout, stderr bytes.Buffer
	if code := run([]string{"info", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	want := "  game       0.1\\x1b[2J\\x1b]0;pwned\\x07\\n  result     quest_completed, format 35\n"
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
	if strings.ContainsAny(out, "\x1b\x07") || strings.Count(out, "\n  result ") != 1 {
		t.Errorf("raw control characters or a forged result line:\n%q", out)
	}
	code, objs, _ := jsonLines(t, []string{"info", "--json", path})
	if code != 0 || objs[0]["game_version"] != forged {
		t.Errorf("json: exit %d, game_version %q", code, objs[0]["game_version"])
	}
}

// TestInfoLongStrings: a valid run whose game_version is 10,000 characters long shows 64 of them
// and its length; a damaged file whose first map key is 10,000 characters long is one line on
// stderr quoting 40 of them.
func TestInfoLongStrings(t *testing.T) {
	long := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.GameVersion = strings.Repeat("a", 10000) })
	payload := append([]byte{0x8b, 0xda, 10000 >> 8, 10000 & 0xff}, bytes.Repeat([]byte{'k'}, 10000)...)
	data, err := replayio.Wrap(append(payload, 0x23))
	if err != nil {
		t.Fatal(err)
	}
	badKey := filepath.Join(t.TempDir(), "badkey.crd")
	if err := os.WriteFile(badKey, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"info", long, badKey}, &stdout, &stderr); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
	if want := "  game       " + strings.Repeat("a", 64) + "… (10000 bytes), format 35\n"; !strings.Contains(stdout.String(), want) {
		t.Errorf("stdout lacks %q:\n%s", want, stdout.String())
	}
	want := "crd: " + badKey + `: format_version: expected the key "format_version", found "` + strings.Repeat("k", 40) + `"… (10000 bytes) (payload byte 1)` + "\n"
	if stderr.String() != want {
		t.Errorf("stderr\n%q\nwant\n%q", stderr.String(), want)
	}
}

// writeTraceText writes a gzip-compressed trace sidecar for run with the given text.
func writeTraceText(t *testing.T, run, text string) {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(text))
	w.Close()
	if err := os.WriteFile(run+".trace.jsonl.gz", b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyRun copies a reference run into dir under name.
func copyRun(t *testing.T, dir, name, as string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(referenceDir, name))
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, as)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestVerifyHostileTraces: trace sidecars that break the reader's limits make their run invalid
// with the reason, and the 50 good files given with them are all verified and printed.
func TestVerifyHostileTraces(t *testing.T) {
	dir := t.TempDir()
	// Headers that are rush-idle-203's own but for the ticks they claim: only the limits differ.
	h := traceHeader(t, "rush-idle-203.crd")
	runTicks := indexInt(t, indexEntry(t, "rush-idle-203.crd"), "ticks")
	header := func(ticks string) string {
		end, _ := json.Marshal(h.EndTick)
		return fmt.Sprintf(`{"trace_version": %d, "replay_sha256": %q, "end_tick": %s, "ticks": %s, "rng_after_setup": %d}`+"\n",
			h.TraceVersion, h.ReplaySHA256, end, ticks, h.RngAfterSetup)
	}
	record := func(t int, extra string) string {
		return fmt.Sprintf(`{"t": %d, "rng": 348100507, "elapsed_ms": 16, "kills": 0, "creatures": 2, "perk_pending": 0, "rng_marks": [], "players": []%s}`+"\n", t, extra)
	}
	crowd := `, "creature_list": [[0,0,0,0,0]` + strings.Repeat(",[0,0,0,0,0]", 19999) + `]`
	tooMany := func(ticks string) string {
		return fmt.Sprintf("line 1 (header): ticks %s, more than the run's %d ticks + 1", ticks, runTicks)
	}
	hostile := []struct {
		name, trace, err string
	}{
		{"hugeticks.crd", header("9223372036854775807") + record(0, ""), tooMany("9223372036854775807")},
		{"gigaticks.crd", header("1000000000") + record(0, ""), tooMany("1000000000")},
		{"crowd3000.crd", header("3000") + record(0, crowd) + record(1, crowd), tooMany("3000")},
		// The run's own tick count passes the header's check: the crowd is what is refused.
		{"crowd.crd", header(fmt.Sprint(runTicks)) + record(0, crowd) + record(1, crowd),
			"line 2 (tick 0): creature_list holds 20000 creatures, more than the 384 creature slots"},
	}
	var files []string
	for _, h := range hostile {
		p := copyRun(t, dir, "rush-idle-203.crd", h.name)
		writeTraceText(t, p, h.trace)
		files = append(files, p)
	}
	for i := range 50 {
		files = append(files, copyRun(t, dir, "rush-idle-203.crd", fmt.Sprintf("good%02d.crd", i)))
	}
	code, objs, stderr := jsonLines(t, append([]string{"verify", "--json"}, files...))
	if code != 2 || stderr != "" || len(objs) != len(files) {
		t.Fatalf("exit %d, %d objects for %d files, stderr %q", code, len(objs), len(files), stderr)
	}
	for i, h := range hostile {
		o := objs[i]
		tr, _ := o["trace"].(map[string]any)
		want := files[i] + ".trace.jsonl.gz: " + h.err
		if o["status"] != "invalid" || o["error"] != want || tr == nil || tr["status"] != "invalid" || tr["error"] != want {
			t.Errorf("%s: %v\nwant invalid: %s", h.name, o, want)
		}
		// The run itself was simulated and its result compared.
		if o["ticks"] != float64(runTicks) || o["derived"] == nil {
			t.Errorf("%s: ticks %v, derived %v", h.name, o["ticks"], o["derived"])
		}
	}
	for i, o := range objs[len(hostile):] {
		if o["status"] != "verified" {
			t.Errorf("good%02d: %v", i, o)
		}
	}
}

// TestVerifyRejectedReplays: a replay the format rejects (an illegal perk command, ticks past the
// run-down) is invalid, exit 2, with the tick and the reason in plain words, and the result
// derived from the state before that tick, field by field against the recorded one, never
// verified; a mismatch stays exit 1.
func TestVerifyRejectedReplays(t *testing.T) {
	illegal := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) {
		r.Ticks[100].Commands = []replayio.Command{{Type: replayio.CmdPerkPick}}
	})
	var runTicks, endTick, pastTicks int
	past := writeModified(t, "rush-rundown-318.crd", func(r *replayio.Replay) {
		runTicks = len(r.Ticks)
		for range 40 {
			r.Ticks = append(r.Ticks, r.Ticks[len(r.Ticks)-1])
		}
		pastTicks = len(r.Ticks)
	})
	illegalRun, _ := replayio.ReadFile(illegal)
	h, err := parity.ReadTraceHeader(filepath.Join(referenceDir, "rush-rundown-318.crd.trace.jsonl.gz"))
	if err != nil || h.EndTick == nil {
		t.Fatalf("rush-rundown-318's trace header: %v", err)
	}
	endTick = *h.EndTick // a Rush run ends on its player's death
	cases := []struct {
		path         string
		tick         int
		err, stopped string
	}{
		{illegal, 100, "tick 100: perk_pick without a menu opened on the tick before: illegal command",
			fmt.Sprintf("tick 100: perk_pick without a menu opened on the tick before (an illegal command); the simulation stops there, and the file goes on to tick %d", len(illegalRun.Ticks)-1)},
		// The file runs down to its last tick (the run-down's end): the first tick added is past it.
		{past, runTicks, fmt.Sprintf("tick %d: tick after the run-down", runTicks),
			fmt.Sprintf("player 1 died at tick %d, which ended the run; its run-down ran out after tick %d, but the file goes on to tick %d", endTick, runTicks-1, pastTicks-1)},
	}
	for _, c := range cases {
		var stdout, stderr bytes.Buffer
		code := run([]string{"verify", c.path}, &stdout, &stderr)
		want := c.path + ": invalid\n  " + c.stopped + "\n"
		if code != 2 || !strings.HasPrefix(stdout.String(), want) || !strings.Contains(stdout.String(), "  recorded against derived, field by field:\n") ||
			!strings.Contains(stdout.String(), fmt.Sprintf("  derived from the state before tick %d, where the simulation stopped", c.tick)) {
			t.Errorf("exit %d:\n%s\nwant first lines %q", code, stdout.String(), want)
		}
		code, objs, _ := jsonLines(t, []string{"verify", "--json", c.path})
		o := objs[0]
		if code != 2 || o["status"] != "invalid" || o["error"] != c.err || o["stopped_at"] != float64(c.tick) ||
			o["ticks"] != float64(c.tick) || o["derived"] == nil || o["stopped"] != c.stopped {
			t.Errorf("json: exit %d, %v", code, o)
		}
	}
}

// TestVerifyPanicIsOneFile: should verifying a file panic (a bug), that file's status is "error"
// with the panic, exit 2, and the other files are still verified and printed.
func TestVerifyPanicIsOneFile(t *testing.T) {
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	readRun = func(path string) (*replayio.Replay, error) {
		if strings.HasSuffix(path, "boom.crd") {
			panic("runtime error: makeslice: cap out of range")
		}
		return replayio.ReadFile(path)
	}
	defer func() { readRun = replayio.ReadFile }()
	code, objs, stderr := jsonLines(t, []string{"verify", "--json", good, "boom.crd", good})
	if code != 2 || stderr != "" || len(objs) != 3 {
		t.Fatalf("exit %d, %d objects, stderr %q", code, len(objs), stderr)
	}
	b, _ := json.Marshal(objs[1])
	if want := `{"error":"crd failed on this file (a bug, please report it): runtime error: makeslice: cap out of range","file":"boom.crd","status":"error"}`; string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	if objs[0]["status"] != "verified" || objs[2]["status"] != "verified" {
		t.Errorf("the other files: %v, %v", objs[0]["status"], objs[2]["status"])
	}
}

// TestVerifyLongPhaseName: a trace whose RNG phase name is 200,000 characters long (the first
// mark of tick 0) gives a divergence whose every line of text, the first mark that differs
// included, is clipped, and so are JSON's marks. The marks are lined up by name, so the
// renamed phase is one only the trace drew in, with ours in its place.
func TestVerifyLongPhaseName(t *testing.T) {
	file := filepath.Join(referenceDir, "survival-2p-105.crd")
	edited := filepath.Join(t.TempDir(), "phase.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(file), edited, func(line int, m map[string]any) {
		if line == 1 {
			marks := m["rng_marks"].([]any)
			marks[0].([]any)[0] = strings.Repeat("B", 200_000)
		}
	})
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "--no-cache", "--trace", edited, file}, &stdout, &stderr); code != 1 {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
	if !strings.Contains(stdout.String(), "first rng mark that differs: after_wave_spawns (only ours drew there; the trace drew in BBBB") {
		t.Fatalf("no first phase line:\n%.2000s", stdout.String())
	}
	for _, l := range strings.Split(stdout.String(), "\n") {
		if len(l) > 400 {
			t.Errorf("a line of %d characters: %.120s…", len(l), l)
		}
	}
	// JSON clips it as the marks around it are.
	_, objs, _ := jsonLines(t, []string{"verify", "--json", "--no-cache", "--trace", edited, file})
	tr, _ := objs[0]["trace"].(map[string]any)
	dv, _ := tr["divergence"].(map[string]any)
	if p, _ := dv["first_phase"].(string); p != "after_wave_spawns" {
		t.Errorf("first_phase %.80q", p)
	}
	if m, _ := dv["want_rng_marks"].(string); !strings.HasPrefix(m, "BBBB") || len(m) > 400 {
		t.Errorf("want_rng_marks is %d characters: %.80s", len(m), m)
	}
}
