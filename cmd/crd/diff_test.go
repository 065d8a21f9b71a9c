package main

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

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
