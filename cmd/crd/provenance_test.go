package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/replayio"
)

// writeQuestCopy writes a copy of a quest reference run with mod applied.
func writeQuestCopy(t *testing.T, name string, mod func(r *replayio.Replay)) string {
	t.Helper()
	return writeCopy(t, filepath.Join(questDir, name), mod)
}

// TestVerifyProvenanceJSON: verify --json names the recording build and recorder as the file
// gives them and the build the simulation follows; a run recorded by another build carries a
// warning and keeps its status and exit code (format 35: "A different recording build warns
// without changing the selected rules"); a completed quest has its quest_final_ms broken down
// as the recorded result gives it (43616 ms on the timeline less a life bonus of 0 + 5 + 5 + 5:
// four players at 0.1 health).
func TestVerifyProvenanceJSON(t *testing.T) {
	ours := filepath.Join(questDir, "quest-1.3-4p-23.crd")
	const build = "0.1.0.dev31+build.0123456789abcdef" // under the 40 characters a warning quotes
	other := writeQuestCopy(t, "quest-1.3-4p-23.crd", func(r *replayio.Replay) { r.GameVersion = build })
	code, objs, _ := jsonLines(t, []string{"verify", "--json", ours, other})
	if code != 0 || len(objs) != 2 {
		t.Fatalf("exit %d, %d objects", code, len(objs))
	}
	for i, wantBuild := range []string{"0.1.0.dev29", build} {
		o := objs[i]
		rc, _ := o["recorder"].(map[string]any)
		if o["status"] != "verified" || o["game_version"] != wantBuild || o["simulation_version"] != game.SimulationVersion ||
			rc["client"] != "crimson" || rc["version"] != "0.1.0.dev29" || rc["platform"] != "linux-x86_64" {
			t.Errorf("%s: %v", o["file"], o)
		}
	}
	if _, ok := objs[0]["warnings"]; ok {
		t.Errorf("a run of our build has warnings: %v", objs[0]["warnings"])
	}
	ws, _ := objs[1]["warnings"].([]any)
	if len(ws) != 1 || !strings.Contains(ws[0].(string), `recorded by build "`+build+`"`) {
		t.Errorf("another build's warnings %v", objs[1]["warnings"])
	}
	// (the copy has no trace beside it: its own payload hash names no trace)
	if h, _ := objs[1]["headline"].(string); h != "verified: the run reproduces its result (no trace to compare every tick with)" {
		t.Errorf("another build's headline %q", h)
	}
	q, _ := json.Marshal(objs[0]["quest_score"])
	var want any
	json.Unmarshal([]byte(`{"timeline_ms":43616,"unpicked_perks":0,"perk_penalty_ms":0,"life_bonus":[0,5,5,5],"life_bonus_ms":15,"final_ms":43601}`), &want)
	wantB, _ := json.Marshal(want)
	if !bytes.Equal(q, wantB) {
		t.Errorf("quest_score %s, want %s", q, wantB)
	}
	// A run that dies has no score; a file that cannot be read has no provenance.
	code, objs, _ = jsonLines(t, []string{"verify", "--json", filepath.Join(questDir, "quest-1.6-idle-51.crd"), filepath.Join(t.TempDir(), "gone.crd")})
	if _, ok := objs[0]["quest_score"]; ok || objs[0]["status"] != "verified" {
		t.Errorf("a quest death: %v", objs[0])
	}
	for _, k := range []string{"game_version", "recorder", "simulation_version"} {
		if _, ok := objs[1][k]; ok {
			t.Errorf("an unreadable file has %s: %v", k, objs[1])
		}
	}
	if code != 2 {
		t.Errorf("exit %d, want 2 (a file unreadable)", code)
	}
}

// TestVerifyProvenanceText: the text output says who recorded the run and which build the
// simulation follows, warns of another build without changing the status, and shows at most
// 64 characters of a game_version, its control characters escaped.
func TestVerifyProvenanceText(t *testing.T) {
	long := strings.Repeat("b", 70) + "\x1b[2J"
	other := writeQuestCopy(t, "quest-1.1-pilot-1037.crd", func(r *replayio.Replay) { r.GameVersion = long })
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", other}, &stdout, &stderr)
	out := stdout.String()
	lines := strings.Split(out, "\n")
	if code != 0 || !strings.HasSuffix(lines[0], ": verified") {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	wantProv := "  recorded by build " + strings.Repeat("b", 64) + "… (74 bytes) (recorder crimson 0.1.0.dev29 on linux-x86_64); this simulation follows build " + game.SimulationVersion
	wantWarn := `  warning: recorded by build "` + strings.Repeat("b", 40) + `"… (74 bytes), not "` + game.SimulationVersion + `", the one this simulation reproduces (a warning only: the rules the run records decide how it plays)`
	for _, l := range []string{wantProv, wantWarn, "  quest_final_ms 13512 = timeline 18512 − 0 × 1000 for unpicked perks − life bonus 5000 [5000]"} {
		found := false
		for _, g := range lines {
			found = found || g == l
		}
		if !found {
			t.Errorf("no line %q in:\n%s", l, out)
		}
	}
	if strings.Contains(out, "\x1b") {
		t.Errorf("an escape reached the terminal:\n%q", out)
	}
}

// TestVersion: crd --version (and crd version) says what it reads and plays, from the
// constants the decoder and the simulation use; a usage error nowhere.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "version"} {
		var stdout, stderr bytes.Buffer
		code := run([]string{arg}, &stdout, &stderr)
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		want := fmt.Sprintf("reads .crd formats %d to %d; plays rules 1, cl_build %d; follows the reference port %s",
			replayio.MinFormatVersion, replayio.FormatVersion, replayio.Build1993, game.SimulationVersion)
		if code != exitOK || stderr.Len() != 0 || len(lines) != 2 || !strings.HasPrefix(lines[0], "crd (crdplayer): ") || lines[1] != want {
			t.Errorf("crd %s: exit %d, %q (stderr %q)", arg, code, stdout.String(), stderr.String())
		}
		stdout.Reset()
		stderr.Reset()
		if code := run([]string{arg, "extra"}, &stdout, &stderr); code != exitUsage || stdout.Len() != 0 ||
			!strings.HasPrefix(stderr.String(), "crd: "+arg+` takes no argument ("extra" given)`) {
			t.Errorf("crd %s extra: exit %d, %q (stderr %q)", arg, code, stdout.String(), stderr.String())
		}
	}
}
