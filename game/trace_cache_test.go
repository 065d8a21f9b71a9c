package game

import (
	"path/filepath"
	"reflect"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
)

// TestTraceCache: with Options.TraceCache, the first check of a run reads its trace from the
// JSON and the next from the cache's copy, with the same verdict and ticks compared; a Session
// reading the copy keeps the same records for the inspector; a trace that differs is read from
// the JSON every time Verify stops at its divergence (the JSON was not read whole), at the same
// tick.
func TestTraceCache(t *testing.T) {
	const run = "../testdata/quests/quest-1.3-4p-23.crd"
	rep := readRef(t, run)
	cache := &trace.Cache{Dir: t.TempDir()}
	opts := Options{PayloadSHA256: rep.RunID(), TracePath: trace.SidecarPath(run), TraceCache: cache}
	first, second := Verify(rep, opts), Verify(rep, opts)
	for i, v := range []Verification{first, second} {
		if v.Trace == nil || v.Trace.Status != TraceAgrees || v.Trace.Compared != len(rep.Ticks) || v.Trace.Cached != (i == 1) {
			t.Fatalf("pass %d: %+v", i, v.Trace)
		}
	}

	s := openWaited(t, rep, opts)
	defer s.Close()
	v, _ := s.Verification()
	if !v.Trace.Cached || v.Trace.Status != TraceAgrees {
		t.Fatalf("session: %+v", v.Trace)
	}
	plain, err := Open(rep, Options{PayloadSHA256: rep.RunID(), TracePath: trace.SidecarPath(run)})
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	plain.Wait()
	for _, pos := range []int{0, 1, 61, 1000, len(rep.Ticks)} {
		a, errA := s.TraceRecordAt(pos)
		b, errB := plain.TraceRecordAt(pos)
		if errA != nil || errB != nil || !reflect.DeepEqual(a, b) {
			t.Fatalf("record at %d: %v %v\n cached %+v\n   json %+v", pos, errA, errB, a, b)
		}
	}

	// A header may announce one record more than the run's ticks: the check reads it too, to the
	// trace's end, and so the cache makes its copy.
	longer := filepath.Join(t.TempDir(), "longer.trace.jsonl.gz")
	ticks := len(rep.Ticks)
	var last map[string]any
	tracetest.Edit(t, trace.SidecarPath(run), longer, func(line int, m map[string]any) {
		switch line {
		case 0:
			m["ticks"] = tracetest.SetNum(float64(ticks + 1))
		case ticks:
			last = m
		}
	})
	tracetest.Append(t, longer, func(m map[string]any) {
		for k, v := range last {
			m[k] = v
		}
		m["t"] = tracetest.SetNum(float64(ticks))
	})
	opts.TracePath = longer
	for i := range 2 {
		v := Verify(rep, opts)
		if v.Trace.Status != TraceAgrees || v.Trace.Cached != (i == 1) {
			t.Fatalf("a trace one record longer, pass %d: %+v", i, v.Trace)
		}
	}

	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(run), edited, func(line int, m map[string]any) {
		if line == 1201 {
			m["kills"] = tracetest.SetNum(tracetest.Num(t, m["kills"]) + 1)
		}
	})
	opts.TracePath = edited
	for i := range 2 {
		v := Verify(rep, opts)
		if v.Trace.Status != TraceDiffers || v.Trace.Divergence.Tick != 1200 || v.Trace.Cached {
			t.Fatalf("edited trace, pass %d: %+v", i, v.Trace)
		}
	}
	opts.AllDivergences = true
	jsonPass, copyPass := Verify(rep, opts), Verify(rep, opts)
	if jsonPass.Trace.Cached || !copyPass.Trace.Cached {
		t.Fatalf("edited trace, all divergences: cached %v then %v", jsonPass.Trace.Cached, copyPass.Trace.Cached)
	}
	for _, v := range []Verification{jsonPass, copyPass} {
		d := v.Trace.Divergence
		if v.Trace.Status != TraceDiffers || d == nil || d.Tick != 1200 || len(d.Fields) != 1 || d.Fields[0].Path != "kills" ||
			len(v.Trace.Onsets) != 1 || v.Trace.Onsets[0].Tick != 1200 {
			t.Fatalf("edited trace, all divergences (cached %v): %+v", v.Trace.Cached, v.Trace)
		}
	}
	if !reflect.DeepEqual(jsonPass.Trace.Onsets, copyPass.Trace.Onsets) || jsonPass.Trace.Compared != copyPass.Trace.Compared {
		t.Fatalf("onsets from the JSON %+v, from the copy %+v", jsonPass.Trace.Onsets, copyPass.Trace.Onsets)
	}
}
