package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"crdplayer/replayio"
)

var snakeKey = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)

// checkSnakeKeys fails for every object key under v that is not the format's snake_case.
func checkSnakeKeys(t *testing.T, where string, v any) {
	t.Helper()
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if !snakeKey.MatchString(k) {
				t.Errorf("%s: key %q is not snake_case", where, k)
			}
			checkSnakeKeys(t, where+"."+k, e)
		}
	case []any:
		for _, e := range x {
			checkSnakeKeys(t, where+"[]", e)
		}
	}
}

// jsonLines runs crd and decodes its stdout as one JSON object per line.
func jsonLines(t *testing.T, args []string) (int, []map[string]any, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(stdout.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("%q: line %q: %v", args, line, err)
		}
		checkSnakeKeys(t, args[0], m)
		out = append(out, m)
	}
	return code, out, stderr.String()
}

func brokenFile(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "broken.crd")
	if err := os.WriteFile(p, []byte("not a replay"), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestJSONShape: with --json both commands print one snake_case object per file, bad files
// included (status and error), nothing on stderr, and the same key names for the result.
func TestJSONShape(t *testing.T) {
	good := filepath.Join(referenceDir, "rush-idle-203.crd")
	tampered := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.Result.Players[0].MostUsedWeaponID++ })
	broken := brokenFile(t)
	missing := filepath.Join(t.TempDir(), "missing.crd")
	files := []string{good, tampered, broken, missing}
	rec, err := replayio.ReadFile(good)
	if err != nil {
		t.Fatal(err)
	}

	code, info, stderr := jsonLines(t, append([]string{"info", "--json"}, files...))
	if code != 2 || stderr != "" || len(info) != len(files) {
		t.Fatalf("info: exit %d, %d objects for %d files, stderr %q", code, len(info), len(files), stderr)
	}
	code, ver, stderr := jsonLines(t, append([]string{"verify", "--json"}, files...))
	if code != 2 || stderr != "" || len(ver) != len(files) {
		t.Fatalf("verify: exit %d, %d objects for %d files, stderr %q", code, len(ver), len(files), stderr)
	}
	for i, want := range []string{"ok", "ok", "invalid", "unreadable"} {
		if info[i]["file"] != files[i] || info[i]["status"] != want {
			t.Errorf("info %s: file %v status %v, want %s", files[i], info[i]["file"], info[i]["status"], want)
		}
	}
	for i, want := range []string{"verified", "mismatch", "invalid", "unreadable"} {
		if ver[i]["file"] != files[i] || ver[i]["status"] != want {
			t.Errorf("verify %s: file %v status %v, want %s", files[i], ver[i]["file"], ver[i]["status"], want)
		}
	}
	for _, objs := range [][]map[string]any{info, ver} {
		if e, _ := objs[2]["error"].(string); !strings.Contains(e, "envelope: not a .crd replay: ") {
			t.Errorf("broken file error %q", e)
		}
		if e, _ := objs[3]["error"].(string); e != "cannot read "+missing+": no such file or directory" {
			t.Errorf("missing file error %q", e)
		}
	}
	// info's recorded result and verify's derived result share their key names and, for a run
	// that verifies, their values.
	a, _ := json.Marshal(info[0]["result"])
	b, _ := json.Marshal(ver[0]["derived"])
	if !bytes.Equal(a, b) {
		t.Errorf("info result %s\nverify derived %s", a, b)
	}
	for _, k := range []string{"outcome", "elapsed_ms", "shots_fired", "shots_hit", "rng_state", "pending_perks", "players"} {
		if _, ok := ver[0]["derived"].(map[string]any)[k]; !ok {
			t.Errorf("derived lacks %q: %s", k, b)
		}
	}
	p := ver[0]["derived"].(map[string]any)["players"].([]any)[0].(map[string]any)
	if p["most_used_weapon_id"] != float64(rec.Result.Players[0].MostUsedWeaponID) {
		t.Errorf("derived players[0] %v, recorded %+v", p, rec.Result.Players[0])
	}
	mm, _ := json.Marshal(ver[1]["mismatches"])
	var wantObj any
	json.Unmarshal([]byte(`[{"field":"players[0].most_used_weapon_id","recorded":"3","derived":"2"}]`), &wantObj)
	wantMM, _ := json.Marshal(wantObj) // map keys sorted, as in mm
	if !bytes.Equal(mm, wantMM) {
		t.Errorf("mismatches %s, want %s", mm, wantMM)
	}
	traced := traceHeader(t, "rush-idle-203.crd").Ticks
	if tr, _ := ver[0]["trace"].(map[string]any); tr == nil || tr["status"] != "agrees" || tr["ticks"] != float64(traced) {
		t.Errorf("trace %v, want %d ticks agreeing", ver[0]["trace"], traced)
	}
	// ticks counts the ticks simulated: there for runs that played, absent (as in info) for
	// files that could not be simulated.
	if n := len(rec.Ticks); ver[0]["ticks"] != float64(n) || ver[1]["ticks"] != float64(n) {
		t.Errorf("ticks %v and %v, want the file's %d", ver[0]["ticks"], ver[1]["ticks"], n)
	}
	for _, objs := range [][]map[string]any{info, ver} {
		for _, o := range objs[2:] {
			if _, ok := o["ticks"]; ok {
				t.Errorf("%s has ticks: %v", o["file"], o)
			}
		}
	}
}

// writeTrace writes a copy of a reference trace with edit applied to each decoded line
// (line 0 is the header).
func writeTrace(t *testing.T, name string, edit func(i int, m map[string]any)) string {
	t.Helper()
	f, err := os.Open(filepath.Join(referenceDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	sc := bufio.NewScanner(gz)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for i := 0; sc.Scan(); i++ {
		d := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		d.UseNumber()
		var m map[string]any
		if err := d.Decode(&m); err != nil {
			t.Fatal(err)
		}
		edit(i, m)
		b, _ := json.Marshal(m)
		zw.Write(append(b, '\n'))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	zw.Close()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestVerifyTextTrace: the text output states the trace check: the ticks that agree, the
// first divergence, or that the trace belongs to another run.
func TestVerifyTextTrace(t *testing.T) {
	run1 := filepath.Join(referenceDir, "rush-idle-203.crd")
	other := filepath.Join(referenceDir, "survival-short-109.crd.trace.jsonl.gz")
	otherSHA := traceHeader(t, "survival-short-109.crd").ReplaySHA256
	traced := traceHeader(t, "rush-idle-203.crd").Ticks
	// Tick 100's traced rng state, changed: the first divergence is there.
	var want json.Number
	bent := writeTrace(t, "rush-idle-203.crd.trace.jsonl.gz", func(i int, m map[string]any) {
		if i == 101 {
			want = m["rng"].(json.Number)
			m["rng"] = json.Number("12345")
		}
	})
	for _, c := range []struct {
		name  string
		args  []string
		code  int
		lines []string
	}{
		{"agrees", []string{"verify", run1}, 0, []string{
			fmt.Sprintf("  trace: %d ticks agree (%s.trace.jsonl.gz)", traced, run1),
			"  player 1: experience 0, health 0, most_used_weapon_id 2",
		}},
		{"differs", []string{"verify", "--trace", bent, run1}, 1, []string{
			"  trace: first divergence at tick 100, 1 field differs:",
			"    rng: the trace's 12345, ours " + string(want),
		}},
		{"other run", []string{"verify", "--trace", other, run1}, 2, []string{
			"  trace: the trace is for another run (sha " + otherSHA + "), not compared (" + other + "); --force compares it anyway",
		}},
	} {
		var stdout, stderr bytes.Buffer
		code := run(c.args, &stdout, &stderr)
		got := strings.Split(stdout.String(), "\n")
		for _, l := range c.lines {
			found := false
			for _, g := range got {
				found = found || g == l
			}
			if !found {
				t.Errorf("%s: no line %q in:\n%s", c.name, l, stdout.String())
			}
		}
		if code != c.code {
			t.Errorf("%s: exit %d, want %d", c.name, code, c.code)
		}
	}
	// The JSON form names the other run.
	code, objs, _ := jsonLines(t, []string{"verify", "--json", "--trace", other, run1})
	tr, _ := objs[0]["trace"].(map[string]any)
	if code != 2 || objs[0]["status"] != "invalid" || tr == nil || tr["status"] != "other_run" ||
		tr["sha256"] != otherSHA {
		t.Errorf("exit %d, %v", code, objs[0])
	}
}

// TestVerifyPlayerLabels: mismatch lines keep the format's path and name the player from 1.
func TestVerifyPlayerLabels(t *testing.T) {
	tampered := writeModified(t, "rush-idle-203.crd", func(r *replayio.Replay) { r.Result.Players[0].Experience = 5 })
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", tampered}, &stdout, &stderr); code != 1 ||
		!strings.Contains(stdout.String(), "  mismatch players[0].experience (player 1): recorded 5 derived 0\n") {
		t.Errorf("exit %d:\n%s", code, stdout.String())
	}
}
