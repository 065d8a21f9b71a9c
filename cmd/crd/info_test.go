package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
)

const referenceDir = "../../testdata/reference"

// readIndex reads testdata/reference/index.jsonl, what the recording harness reported for each
// reference run, one object a run in the file's order.
func readIndex(t *testing.T) []map[string]any {
	t.Helper()
	f, err := os.Open(filepath.Join(referenceDir, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var index []map[string]any
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e map[string]any
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		index = append(index, e)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return index
}

// indexEntry is the index object of the reference run name (e.g. "rush-idle-203.crd"), so that
// the tests state a run's ticks, sha256 and result as its recording has them.
func indexEntry(t *testing.T, name string) map[string]any {
	t.Helper()
	for _, e := range readIndex(t) {
		if e["file"] == name {
			return e
		}
	}
	t.Fatalf("%s is not in %s/index.jsonl", name, referenceDir)
	return nil
}

// indexInt is the whole-number field key of an index object (JSON numbers decode as float64).
func indexInt(t *testing.T, e map[string]any, key string) int {
	t.Helper()
	v, ok := e[key].(float64)
	if !ok || v != float64(int(v)) {
		t.Fatalf("%v: %s = %v, not a whole number", e["file"], key, e[key])
	}
	return int(v)
}

// traceHeader reads line 1 of the reference run name's trace sidecar.
func traceHeader(t *testing.T, name string) *trace.Header {
	t.Helper()
	h, err := parity.ReadTraceHeader(filepath.Join(referenceDir, name+".trace.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestInfoReferenceRuns runs `crd info --json` over every reference run and compares what it
// reports with the recording harness's index.
func TestInfoReferenceRuns(t *testing.T) {
	want := readIndex(t)
	var files []string
	for _, e := range want {
		files = append(files, filepath.Join(referenceDir, e["file"].(string)))
	}
	var stdout, stderr bytes.Buffer
	if code := run(append([]string{"info", "--json"}, files...), &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d lines for %d files", len(lines), len(want))
	}
	for i, line := range lines {
		var got map[string]any
		if err := json.Unmarshal([]byte(line), &got); err != nil {
			t.Fatal(err)
		}
		w := want[i]
		for _, k := range [][2]string{{"sha256", "sha256"}, {"game_mode_id", "mode"}, {"players", "players"}, {"ticks", "ticks"}} {
			if got[k[0]] != w[k[1]] {
				t.Errorf("%s: %s = %v, index %s = %v", w["file"], k[0], got[k[0]], k[1], w[k[1]])
			}
		}
		gj, _ := json.Marshal(got["commands"])
		wj, _ := json.Marshal(w["commands"])
		if !bytes.Equal(gj, wj) {
			t.Errorf("%s: commands %s, index %s", w["file"], gj, wj)
		}
		gr := got["result"].(map[string]any)
		wr := w["result"].(map[string]any)
		for k, v := range wr {
			a, _ := json.Marshal(gr[k])
			b, _ := json.Marshal(v)
			if !bytes.Equal(a, b) {
				t.Errorf("%s: result.%s = %s, index %s", w["file"], k, a, b)
			}
		}
	}
}

// TestInfoText checks the text form on the embedded sample run's file: the fields the file
// defines (mode, seed, rules) as the spec names them, and its length, commands, result and
// sha256 as the recording harness's index has them.
func TestInfoText(t *testing.T) {
	const name = "survival-wild-103.crd"
	e := indexEntry(t, name)
	ticks := indexInt(t, e, "ticks")
	res := e["result"].(map[string]any)
	cmds := e["commands"].(map[string]any)
	if len(cmds) == 0 {
		t.Fatalf("%s: the index gives no commands; the commands line needs a run with some", name)
	}
	// 60 ticks a second, in tenths truncated as the game's clock is written.
	ds := ticks / 6
	// The game's clock, as the index records the result's elapsed_ms: tenths truncated.
	em := indexInt(t, res, "elapsed_ms")
	var cmdText []string
	for _, c := range []string{"perk_menu_open", "perk_pick"} { // the order info prints them in
		if n, ok := cmds[c].(float64); ok {
			cmdText = append(cmdText, fmt.Sprintf("%s %d", c, int(n)))
		}
	}
	if len(cmdText) != len(cmds) {
		t.Fatalf("%s: commands %v beyond the perk ones this test spells", name, cmds)
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"info", filepath.Join(referenceDir, name)}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	out := stdout.String()
	for _, want := range []string{
		"mode       Survival, 1 player",
		"seed       103 (0x00000067)",
		"rules      1, build 1.9.93 (cl_build 10993)",
		fmt.Sprintf("ticks      %d (%d:%02d.%d on the game's clock, the recorded elapsed_ms; %d:%02d.%d at 60 ticks a second)",
			ticks, em/60000, em/1000%60, em/100%10, ds/600, ds/10%60, ds%10),
		"commands   " + strings.Join(cmdText, ", "),
		fmt.Sprintf("result     %s, elapsed %d ms, %d kills, %d shots fired, %d hit, %d perks pending",
			res["outcome"], indexInt(t, res, "elapsed_ms"), indexInt(t, res, "kills"), indexInt(t, res, "shots_fired"),
			indexInt(t, res, "shots_hit"), indexInt(t, res, "pending_perks")),
		"sha256     " + e["sha256"].(string),
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// TestInfoBadFile: a broken file gives exit status 2 and one line naming the file, the
// offending value's path and its offset; the good files around it are still reported.
func TestInfoBadFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.crd")
	if err := os.WriteFile(bad, []byte("not a replay"), 0o644); err != nil {
		t.Fatal(err)
	}
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	// A well-wrapped payload claiming format 36.
	data, err := os.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}
	payload, err := replayio.Unwrap(data)
	if err != nil {
		t.Fatal(err)
	}
	payload[16] = 36 // after the map header and the "format_version" key
	future := filepath.Join(dir, "future.crd")
	wrapped, err := replayio.Wrap(payload)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(future, wrapped, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"info", good, bad, future, filepath.Join(dir, "missing.crd")}, &stdout, &stderr)
	if code != 2 {
		t.Errorf("exit %d, want 2", code)
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "crd: "+bad+": envelope: not a .crd replay: ") ||
		lines[1] != "crd: "+future+": format_version: unsupported format version 36 (this reader reads 30 to 35) (payload byte 16)" ||
		lines[2] != "crd: cannot read "+filepath.Join(dir, "missing.crd")+": no such file or directory" {
		t.Errorf("stderr:\n%s", stderr.String())
	}
	if !strings.Contains(stdout.String(), "rush-idle-203.crd") {
		t.Errorf("the good file was not reported:\n%s", stdout.String())
	}
	// Blank lines only separate the runs printed: none before the first, whichever file failed.
	stdout.Reset()
	run([]string{"info", bad, good, filepath.Join(dir, "missing.crd"), good}, &stdout, &stderr)
	if out := stdout.String(); !strings.HasPrefix(out, good+"\n") || strings.Count(out, "\n\n") != 1 ||
		!strings.Contains(out, "\n\n"+good+"\n") || strings.HasSuffix(out, "\n\n") {
		t.Errorf("separators:\n%q", out)
	}
}

func TestUsage(t *testing.T) {
	var stdout, stderr bytes.Buffer
	// No command: the line saying so, then the whole help.
	if code := run(nil, &stdout, &stderr); code != 64 || !strings.HasPrefix(stderr.String(), "crd: no command given (info, verify or diff)\n") ||
		!strings.Contains(stderr.String(), "usage: crd info") ||
		!strings.Contains(stderr.String(), "crd verify FILE") || !strings.Contains(stderr.String(), "64  usage error") {
		t.Errorf("no args: exit %d, stderr %q", code, stderr.String())
	}
	for _, args := range [][]string{
		{"info", "--yaml", "x"},
		{"verify", "--yaml", "x"},
		{"verify"},
		{"verify", "--trace"},
		{"verify", "--trace", "t.gz", "a.crd", "b.crd"},
		{"verify", "--trace=", "a.crd"},
		{"verify", "--json=yes", "a.crd"},
		{"verify", "--brief", "--json", "a.crd"},
		{"diff", "a.crd"},
		{"diff", "a.crd", "b.crd", "c.crd"},
		{"diff", "--brief", "a.crd", "b.crd"},
		{"frobnicate"},
	} {
		stdout.Reset()
		stderr.Reset()
		code := run(args, &stdout, &stderr)
		// One error line, the synopsis, the pointer to --help: not the whole help text.
		lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
		if code != 64 || stdout.Len() != 0 || len(lines) < 3 || len(lines) > 5 || !strings.HasPrefix(lines[0], "crd") ||
			!strings.HasPrefix(lines[1], "usage: crd ") || lines[len(lines)-1] != "(crd --help for the full help)" {
			t.Errorf("%q: exit %d (want 64), stdout %q, stderr %q", args, code, stdout.String(), stderr.String())
		}
	}
	for _, args := range [][]string{{"help"}, {"-h"}, {"--help"}, {"info", "-h"}, {"verify", "x.crd", "--help"}} {
		stdout.Reset()
		if code := run(args, &stdout, &stderr); code != 0 || !strings.Contains(stdout.String(), "64  usage error") {
			t.Errorf("%q: exit %d, stdout %q", args, code, stdout.String())
		}
	}
}

// TestFlagForms: --trace=FILE works as --trace FILE does, and -- ends the flags so that a file
// named like a flag can be given.
func TestFlagForms(t *testing.T) {
	src := filepath.Join(referenceDir, "rush-idle-203.crd")
	data, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dashed := filepath.Join(t.TempDir(), "-odd.crd")
	if err := os.WriteFile(dashed, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "--trace=" + src + ".trace.jsonl.gz", "--", dashed}, &stdout, &stderr)
	agree := fmt.Sprintf("trace: %d ticks agree (%s.trace.jsonl.gz)", traceHeader(t, "rush-idle-203.crd").Ticks, src)
	if code != 0 || !strings.Contains(stdout.String(), agree) {
		t.Errorf("verify --trace=T -- FILE: exit %d\n%s%s", code, stdout.String(), stderr.String())
	}
	stdout.Reset()
	if code := run([]string{"info", "--json", "--", "-x.crd"}, &stdout, &stderr); code != 2 ||
		!strings.Contains(stdout.String(), `"file":"-x.crd","status":"unreadable"`) {
		t.Errorf("info -- -x.crd: exit %d, %s", code, stdout.String())
	}
}

// TestInfoQuestTitle: a stock quest's run names the quest by number and by the title the game
// shows (quest 1.3 is "Target Practice"), the title in JSON apart so that "quest" stays the
// number scripts match on.
func TestInfoQuestTitle(t *testing.T) {
	path := filepath.Join("..", "..", "testdata", "quests", "quest-1.3-4p-23.crd")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"info", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	// The recorded quest_final_ms under a name that is not a second clock.
	for _, want := range []string{"quest      1.3: Target Practice\n", "final time 43601 ms (quest_final_ms: "} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, stdout.String())
		}
	}
	stdout.Reset()
	if code := run([]string{"info", "--json", path}, &stdout, &stderr); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr.String())
	}
	var v struct {
		Quest      string `json:"quest"`
		QuestTitle string `json:"quest_title"`
	}
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	if v.Quest != "1.3" || v.QuestTitle != "Target Practice" {
		t.Errorf("quest %q, quest_title %q; want 1.3, Target Practice", v.Quest, v.QuestTitle)
	}
}

// TestInfoRulesInEffect: the settings runs whose Hardcore box or retry count the game ignores
// (testdata/settings/README.md: 604 is hardcore without preserve_bugs) say so, in the text and
// the JSON, and those it plays with (603 hardcore, 605 retries, both with preserve_bugs) do not.
func TestInfoRulesInEffect(t *testing.T) {
	const dir = "../../testdata/settings"
	for _, c := range []struct {
		file, text       string
		hardcore         bool
		ignored          string
		retries, retryIn int
	}{
		{"settings-hardcore-plain-604.crd", "hardcore yes (no effect: outside quests it counts only with preserve bugs), preserve bugs no",
			false, "outside quests it counts only with preserve bugs", 0, 0},
		{"settings-hardcore-bugs-603.crd", "hardcore yes, preserve bugs yes", true, "", 0, 0},
		{"settings-retry-bugs-605.crd", "quest fail retries 4, quest unlock index", false, "", 4, 4},
	} {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"info", filepath.Join(dir, c.file)}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s: exit %d: %s", c.file, code, stderr.String())
		}
		if !strings.Contains(stdout.String(), c.text) {
			t.Errorf("%s: output lacks %q:\n%s", c.file, c.text, stdout.String())
		}
		stdout.Reset()
		if code := run([]string{"info", "--json", filepath.Join(dir, c.file)}, &stdout, &stderr); code != 0 {
			t.Fatalf("%s --json: exit %d: %s", c.file, code, stderr.String())
		}
		var v struct{ Settings settingsView }
		if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
			t.Fatalf("%s --json: %v", c.file, err)
		}
		s := v.Settings
		if s.HardcoreInEffect != c.hardcore || s.HardcoreIgnored != c.ignored || s.QuestFailRetryCount != c.retries || s.RetriesInEffect != c.retryIn {
			t.Errorf("%s --json: hardcore in effect %v (ignored %q), retries %d in effect %d; want %v (%q), %d, %d",
				c.file, s.HardcoreInEffect, s.HardcoreIgnored, s.QuestFailRetryCount, s.RetriesInEffect, c.hardcore, c.ignored, c.retries, c.retryIn)
		}
	}
}

// TestInfoTypoCarry: the Typ-o state a run carries from the game's earlier session is said
// (typo-carry-target-412: 5 submits, 2 hits, the aim point; the HUD counts from them at tick
// 0), in the text and the JSON; a run that carries nothing has no typo carry line.
func TestInfoTypoCarry(t *testing.T) {
	const carry = "../../testdata/typo/typo-carry-target-412.crd"
	var stdout, stderr bytes.Buffer
	if code := run([]string{"info", carry, filepath.Join(referenceDir, "rush-201.crd")}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if want := "  typo carry 5 words submitted, 2 hit, aim at (300.5, -20.25) (from the game's earlier Typ-o session: the run starts with them)\n"; !strings.Contains(stdout.String(), want) ||
		strings.Count(stdout.String(), "typo carry") != 1 {
		t.Errorf("want one line %q in\n%s", want, stdout.String())
	}
	stdout.Reset()
	if code := run([]string{"info", "--json", carry}, &stdout, &stderr); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, stderr.String())
	}
	var v struct{ Settings settingsView }
	if err := json.Unmarshal(stdout.Bytes(), &v); err != nil {
		t.Fatal(err)
	}
	if c := v.Settings.TypoCarry; c.SubmitCount != 5 || c.MatchCount != 2 || c.TargetWorld == nil || *c.TargetWorld != (xyView{300.5, -20.25}) {
		t.Errorf("--json typo_carry %+v", c)
	}
}

// TestVerifyOneTick: a one-tick run is said in the singular ("1 tick", "1 tick agrees").
func TestVerifyOneTick(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "--no-cache", "../../testdata/quests/quest-5.10-short-55.crd"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
	}
	for _, want := range []string{", pending_perks 0, 1 tick\n", "  trace: 1 tick agrees ("} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("no %q in\n%s", want, stdout.String())
		}
	}
}
