package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
)

// The tests verify runs with traces many times over: they keep no copies in the user's trace
// cache. TestVerifyTraceCache gives the cache a folder of its own.
func TestMain(m *testing.M) {
	os.Setenv(trace.CacheEnv, "off")
	os.Exit(m.Run())
}

// TestVerifyTraceCache: the first verify of a run reads its trace from the JSON and leaves one
// copy in the cache ($CRDPLAYER_TRACE_CACHE); the second reads the copy, with the same verdict
// and every tick compared, and says so; --no-cache reads the JSON again.
func TestVerifyTraceCache(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(trace.CacheEnv, dir)
	file := filepath.Join(referenceDir, "survival-idle-104.crd")
	verify := func(args ...string) verifyResult {
		t.Helper()
		var stdout, stderr bytes.Buffer
		if code := run(append([]string{"verify", "--json", file}, args...), &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s%s", code, stdout.String(), stderr.String())
		}
		var got verifyResult
		if err := json.Unmarshal(stdout.Bytes(), &got); err != nil {
			t.Fatal(err)
		}
		if got.Status != "verified" || got.Trace == nil || got.Trace.Status != "agrees" {
			t.Fatalf("%+v", got)
		}
		return got
	}
	first := verify()
	if first.Trace.Cached {
		t.Fatal("the first verify read a copy")
	}
	entries, err := os.ReadDir(dir)
	if err != nil || len(entries) != 1 || !strings.HasSuffix(entries[0].Name(), ".bin") {
		t.Fatalf("the cache holds %v (%v), want one copy", entries, err)
	}
	second := verify()
	if !second.Trace.Cached || second.Ticks != first.Ticks || second.Headline != first.Headline {
		t.Fatalf("second verify: cached %v, %d ticks (first %d), %q (first %q)", second.Trace.Cached, second.Ticks, first.Ticks, second.Headline, first.Headline)
	}
	if third := verify("--no-cache"); third.Trace.Cached {
		t.Fatal("--no-cache read the copy")
	}

	var stdout, stderr bytes.Buffer
	run([]string{"verify", file}, &stdout, &stderr)
	if !strings.Contains(stdout.String(), "ticks agree ("+file+".trace.jsonl.gz, read from the trace cache)") {
		t.Errorf("the text does not say the trace came from the cache:\n%s", stdout.String())
	}
}
