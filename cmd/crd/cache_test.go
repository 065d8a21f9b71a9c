package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
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

	// A trace that differs, read whole (--all-divergences) and then from its copy, says so too.
	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(file), edited, func(line int, m map[string]any) {
		if line == 101 {
			m["kills"] = tracetest.SetNum(tracetest.Num(t, m["kills"]) + 1)
		}
	})
	for pass := range 2 {
		stdout.Reset()
		run([]string{"verify", "--all-divergences", "--trace", edited, file}, &stdout, &stderr)
		want := "first divergence at tick 100, 1 field differs"
		if cached := strings.Contains(stdout.String(), " (read from the trace cache):\n"); !strings.Contains(stdout.String(), want) || cached != (pass == 1) {
			t.Errorf("pass %d: the divergence, or where the trace was read from (the cache: %v), not said:\n%s", pass, cached, stdout.String())
		}
	}
}
