package game

import (
	"path/filepath"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// TestOnsetSampled: an onset of creatures' fields only is at a tick the trace lists the
// creatures on (every 60th in the reference's traces), so they may have parted on any tick since
// the last such tick (Listed): it says from which. Any other field, or the run start, is where it is.
func TestOnsetSampled(t *testing.T) {
	for _, c := range []struct {
		o    Onset
		from int
		ok   bool
		text string
	}{
		{Onset{Tick: 1560, Fields: []string{"creature[5].hp", "creature[6].x"}, Listed: 1500}, 1501, true,
			"tick 1560: creature[5].hp, creature[6].x start to differ (the trace last listed the creatures at tick 1500: they part between tick 1501 and this one)"},
		{Onset{Tick: 60, Fields: []string{"creature[0].y"}, Listed: 0}, 1, true,
			"tick 60: creature[0].y starts to differ (the trace last listed the creatures at tick 0: they part between tick 1 and this one)"},
		// Listed off the reference's 60-tick spacing: the tick before is the last listed.
		{Onset{Tick: 1261, Fields: []string{"creature[2].x"}, Listed: 1260}, 1261, true,
			"tick 1261: creature[2].x starts to differ (the trace last listed the creatures at tick 1260: they part between tick 1261 and this one)"},
		{Onset{Tick: 60, Fields: []string{"creature[0].y"}, Listed: -1}, 0, true,
			"tick 60: creature[0].y starts to differ (the trace lists the creatures first here: they part between tick 0 and this one)"},
		{Onset{Tick: 1560, Fields: []string{"creature[5].hp", "rng"}}, 0, false, "tick 1560: creature[5].hp, rng start to differ"},
		{Onset{Tick: 1500, Fields: []string{"players[0].x"}}, 0, false, "tick 1500: players[0].x starts to differ"},
		{Onset{Tick: -1, Fields: []string{"rng_after_setup"}}, 0, false, "the run start: rng_after_setup starts to differ"},
	} {
		from, ok := c.o.Sampled()
		if from != c.from || ok != c.ok || c.o.String() != c.text {
			t.Errorf("%+v: Sampled %d %v, String %q; want %d %v, %q", c.o, from, ok, c.o.String(), c.from, c.ok, c.text)
		}
	}
}

// TestOnsetListedOffTheGrid: a trace that lists the creatures on a tick off the reference's
// 60-tick spacing (here 1261, given tick 1260's list, where the creatures have moved since) has
// their onset there, sampled from that tick: tick 1260 was listed and agreed.
func TestOnsetListedOffTheGrid(t *testing.T) {
	const run = "../testdata/reference/survival-2p-105.crd"
	rep := readRef(t, run)
	edited := filepath.Join(t.TempDir(), "offgrid.trace.jsonl.gz")
	var list any
	tracetest.Edit(t, trace.SidecarPath(run), edited, func(line int, m map[string]any) {
		switch line {
		case 1261: // tick 1260
			list = m["creature_list"]
		case 1262:
			m["creature_list"] = list
		}
	})
	// From the JSON, then from the cache's copy of it: the same.
	opts := Options{PayloadSHA256: rep.RunID(), TracePath: edited, AllDivergences: true, TraceCache: &trace.Cache{Dir: t.TempDir()}}
	for pass := range 2 {
		v := Verify(rep, opts)
		if v.Trace == nil || len(v.Trace.Onsets) == 0 || v.Trace.Cached != (pass == 1) {
			t.Fatalf("pass %d: %+v", pass, v.Trace)
		}
		o := v.Trace.Onsets[0]
		if from, ok := o.Sampled(); o.Tick != 1261 || o.Listed != 1260 || !ok || from != 1261 {
			t.Fatalf("pass %d: first onset %+v: sampled from %d (%v), want tick 1261 listed at 1260, from 1261", pass, o, from, ok)
		}
	}
}
