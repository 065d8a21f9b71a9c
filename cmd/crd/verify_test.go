package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	r, err := replayio.ReadFile(filepath.Join(referenceDir, name))
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
		{oldRules, 3, ": unsupported\n  game: run start: rules 2: unsupported\n"},
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

// TestVerifyBriefColumn: --brief pads every name to the longest one given, so the status
// column lines up even past 24 characters.
func TestVerifyBriefColumn(t *testing.T) {
	long := filepath.Join(t.TempDir(), "a-name-longer-than-twenty-four.crd") // 34 bytes
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "--brief", filepath.Join(referenceDir, "rush-idle-203.crd"), long}, &stdout, &stderr)
	if code != 2 {
		t.Fatalf("exit %d, want 2: %s%s", code, stdout.String(), stderr.String())
	}
	want := "rush-idle-203.crd                  verified\n" +
		"a-name-longer-than-twenty-four.crd unreadable: cannot read " + long + ": no such file or directory\n"
	if stdout.String() != want {
		t.Errorf("got\n%swant\n%s", stdout.String(), want)
	}
}
