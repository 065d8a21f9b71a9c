package game

import (
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// TestQuestHeaderChecked: a quest trace's header says what the run start built (the quest,
// the RNG state after its builder, the builder's draws, the spawn table); each of them edited
// is the trace's divergence at the run start, named by its field, read from the JSON and again
// from the trace cache's copy; the header as it is agrees.
func TestQuestHeaderChecked(t *testing.T) {
	const run = "../testdata/quests/quest-1.3-4p-23.crd" // a quest whose builder draws
	rep := readRef(t, run)
	if v := Verify(rep, Options{PayloadSHA256: rep.RunID(), TracePath: trace.SidecarPath(run)}); v.Trace.Status != TraceAgrees {
		t.Fatalf("the trace as it is: %s", v.Headline())
	}
	for _, c := range []struct {
		name, field, want, got string
		edit                   func(h map[string]any)
	}{
		{"level", "quest_level", `"2.2"`, `"1.3"`, func(h map[string]any) { h["quest_level"] = "2.2" }},
		{"rng", "rng_after_build", "", "", func(h map[string]any) {
			h["rng_after_build"] = tracetest.SetNum(tracetest.Num(t, h["rng_after_build"]) + 1)
		}},
		{"draws", "builder_draws", "", "", func(h map[string]any) {
			h["builder_draws"] = tracetest.SetNum(tracetest.Num(t, h["builder_draws"]) + 2)
		}},
		{"count", "spawn_entries[3].count", "", "", func(h map[string]any) {
			e := h["spawn_entries"].([]any)[3].([]any)
			e[5] = tracetest.SetNum(tracetest.Num(t, e[5]) + 1)
		}},
		{"x", "spawn_entries[0].x", "", "", func(h map[string]any) {
			e := h["spawn_entries"].([]any)[0].([]any)
			e[0] = tracetest.SetNum(tracetest.Num(t, e[0]) + 0.5)
		}},
		{"length", "spawn_entries.length", "", "", func(h map[string]any) {
			h["spawn_entries"] = h["spawn_entries"].([]any)[1:]
		}},
	} {
		path := filepath.Join(t.TempDir(), c.name+".trace.jsonl.gz")
		tracetest.Edit(t, trace.SidecarPath(run), path, func(line int, m map[string]any) {
			if line == 0 {
				c.edit(m)
			}
		})
		cache := &trace.Cache{Dir: t.TempDir()}
		for _, cached := range []bool{false, true} {
			// The first pass reads every tick (AllDivergences), so the copy is made for the second.
			v := Verify(rep, Options{PayloadSHA256: rep.RunID(), TracePath: path, TraceCache: cache, AllDivergences: true})
			tc := v.Trace
			if tc.Cached != cached || tc.Status != TraceDiffers || tc.Divergence == nil || tc.Divergence.Tick != -1 ||
				tc.Divergence.Fields[0].Path != c.field {
				t.Fatalf("%s (cached %v): %s; %+v", c.name, cached, v.Headline(), tc.Divergence)
			}
			if f := tc.Divergence.Fields[0]; c.want != "" && (f.Want != c.want || f.Got != c.got) {
				t.Errorf("%s: the trace's %s, ours %s", c.name, f.Want, f.Got)
			}
			if !strings.Contains(v.Headline(), "the trace differs at the run start ("+c.field) {
				t.Errorf("%s: %s", c.name, v.Headline())
			}
		}
	}
}
