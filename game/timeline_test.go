package game

import (
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// The timeline holds the events the machine reported, stamped with the position after their
// tick, in order, and one series sample per second of run.
func TestTimeline(t *testing.T) {
	const n = 3000
	rep := fakeReplay(23, 2, n)
	s := openFake(t, rep, Options{})
	s.Wait()
	tl := s.Timeline()

	// What the fake reports, played straight.
	m, _ := newFakeMachine(&rep.Run)
	var want []Event
	for i := range rep.Ticks {
		var evs []Event
		m.step(&rep.Ticks[i], &evs)
		for _, e := range evs {
			e.Tick = i + 1
			want = append(want, e)
		}
	}
	if len(tl.Events) != len(want) || len(want) == 0 {
		t.Fatalf("%d events, want %d", len(tl.Events), len(want))
	}
	for i := range want {
		g, w := tl.Events[i], want[i]
		if g.Tick != w.Tick || g.Kind != w.Kind || g.Player != w.Player || g.Value != w.Value {
			t.Fatalf("event %d: %+v, want %+v", i, g, w)
		}
	}
	opens := tl.EventsOf(EventPerkMenuOpen)
	picks := tl.EventsOf(EventPerkPick)
	if len(opens) != 3 || len(picks) != 3 || opens[0].Tick != 501 || picks[0].Tick != 502 || picks[0].Value != 7 {
		t.Fatalf("perk events %+v %+v", opens, picks)
	}
	if got := len(tl.Series.Kills); got != n/SeriesInterval+1 {
		t.Fatalf("%d samples", got)
	}
	// Sample i is the state at position 60 i.
	for _, p := range []int{0, 60, 1200, 3000} {
		if err := s.Seek(p); err != nil {
			t.Fatal(err)
		}
		var smp sample
		s.m.sample(&smp)
		i := p / SeriesInterval
		if tl.Series.Kills[i] != smp.kills || tl.Series.Creatures[i] != smp.creatures ||
			tl.Series.Health[1][i] != smp.health[1] || tl.Series.Experience[0][i] != smp.xp[0] {
			t.Fatalf("sample %d differs from the state at %d", i, p)
		}
	}
}

func writeTrace(t *testing.T, path string, h trace.Header, recs []*trace.Record) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	enc := json.NewEncoder(zw)
	if err := enc.Encode(h); err != nil {
		t.Fatal(err)
	}
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestVerification(t *testing.T) {
	const n = 1500
	rep := fakeReplay(29, 2, n)
	m, _ := newFakeMachine(&rep.Run)
	var recs []*trace.Record
	var end *int
	for i := range rep.Ticks {
		var evs []Event
		m.step(&rep.Ticks[i], &evs)
		for _, e := range evs {
			if e.Kind == EventRunEnd {
				end = &i
			}
		}
		recs = append(recs, m.traceRecord(i, false))
	}
	if end == nil {
		t.Fatal("the fake run never ends")
	}
	rep.Result = m.result()
	dir := t.TempDir()
	good := filepath.Join(dir, "good.crd.trace.jsonl.gz")
	writeTrace(t, good, trace.Header{TraceVersion: 1, TimeBase: trace.TimeBaseNative, ReplaySHA256: fakeSHA, Ticks: n, EndTick: end}, recs)

	s := openFake(t, rep, Options{TracePath: good, PayloadSHA256: fakeSHA})
	s.Wait()
	v, ok := s.Verification()
	if !ok || !v.Verified || len(v.Mismatches) != 0 || v.SHA256 != fakeSHA || v.Simulated != n {
		t.Fatalf("verification %+v", v)
	}
	if v.Trace == nil || v.Trace.Err != nil || v.Trace.Divergence != nil || v.Trace.Compared != n || len(v.Trace.Notes) != 0 {
		t.Fatalf("trace check %+v", v.Trace)
	}

	// A different recorded result, another build, preserve_bugs, a trace diverging at tick 1000.
	rep2 := *rep
	rep2.GameVersion = "0.2.0"
	rep2.Run.PreserveBugs = true
	rep2.Result.Kills++
	rep2.Result.Players = append([]replayio.PlayerResult(nil), rep.Result.Players...)
	rep2.Result.Players[1].Health += 0.5
	recs[1000].Players[0].XP++
	bad := filepath.Join(dir, "bad.crd.trace.jsonl.gz")
	writeTrace(t, bad, trace.Header{TraceVersion: 1, TimeBase: trace.TimeBaseNative, ReplaySHA256: strings.Repeat("cd", 32), Ticks: n, EndTick: end}, recs)
	// Recorded for another run: not compared, as crd verify without --force; forced, compared.
	other := openFake(t, &rep2, Options{TracePath: bad, PayloadSHA256: fakeSHA})
	other.Wait()
	v, _ = other.Verification()
	if tc := v.Trace; tc.Status != TraceOtherRun || tc.Compared != 0 || tc.Divergence != nil || tc.SHA256 != strings.Repeat("cd", 32) ||
		v.Status() != StatusInvalid || v.Headline() != "invalid: the trace is for another run (sha "+strings.Repeat("cd", 32)+"), not compared; 2 result fields differ (kills, players[1].health)" {
		t.Fatalf("another run's trace: %+v, %q", tc, v.Headline())
	}
	// A trace that cannot be read: the verdict says so in the words of a file that cannot be
	// read, naming the trace, and still the result fields that differ.
	missing := filepath.Join(dir, "missing.crd.trace.jsonl.gz")
	gone := openFake(t, &rep2, Options{TracePath: missing, PayloadSHA256: fakeSHA})
	gone.Wait()
	v, _ = gone.Verification()
	wantGone := "unreadable: cannot read the trace " + missing + ": no such file or directory; 2 result fields differ (kills, players[1].health)"
	if tc := v.Trace; tc.Status != TraceUnreadable || v.Status() != StatusUnreadable || v.Headline() != wantGone {
		t.Fatalf("a missing trace: %+v, %q", tc, v.Headline())
	}
	// The run's own result reproducing is said beside the trace that could not be read.
	goneOK := openFake(t, rep, Options{TracePath: missing, PayloadSHA256: fakeSHA})
	goneOK.Wait()
	if v, _ := goneOK.Verification(); v.Headline() != "unreadable: cannot read the trace "+missing+": no such file or directory; the recorded result reproduces" {
		t.Errorf("a missing trace beside a run that reproduces: %q", v.Headline())
	}
	var pe *fs.PathError
	if !errors.As(v.Trace.Err, &pe) || pe.Path != missing {
		t.Errorf("a missing trace's error %v holds no *fs.PathError of it", v.Trace.Err)
	}
	s2 := openFake(t, &rep2, Options{TracePath: bad, PayloadSHA256: fakeSHA, ForceTrace: true})
	s2.Wait()
	v, _ = s2.Verification()
	if v.Verified || len(v.Mismatches) != 2 || v.Mismatches[0].Field != "kills" || v.Mismatches[1].Field != "players[1].health" {
		t.Fatalf("mismatches %v", v.Mismatches)
	}
	if len(v.Notes) != 1 || v.Notes[0] != "preserve_bugs: the original game's bugs are kept" || len(v.Warnings) != 1 { // the other build warned of
		t.Fatalf("notes %q, warnings %q", v.Notes, v.Warnings)
	}
	d := v.Trace.Divergence
	if d == nil || d.Tick != 1000 || d.Fields[0].Path != "players[0].xp" || v.Trace.Compared != 1000 || len(v.Trace.Notes) != 1 ||
		!v.Trace.Forced || v.Trace.Status != TraceDiffers || v.Status() != StatusMismatch {
		t.Fatalf("trace check %+v", v.Trace)
	}

	// Another run's trace, longer than this run: it says whose it is (not a limit error); forced,
	// it is compared as far as this run goes.
	long := append([]*trace.Record(nil), recs...)
	for i := range 50 {
		r := *recs[n-1]
		r.T = int64(n + i)
		long = append(long, &r)
	}
	longer := filepath.Join(dir, "longer.crd.trace.jsonl.gz")
	writeTrace(t, longer, trace.Header{TraceVersion: 1, TimeBase: trace.TimeBaseNative, ReplaySHA256: strings.Repeat("cd", 32), Ticks: n + 50, EndTick: end}, long)
	s3 := openFake(t, &rep2, Options{TracePath: longer, PayloadSHA256: fakeSHA})
	s3.Wait()
	v, _ = s3.Verification()
	want := fmt.Sprintf("invalid: the trace is for another run (sha %s, %d ticks; this run has %d), not compared; 2 result fields differ (kills, players[1].health)", strings.Repeat("cd", 32), n+50, n)
	if tc := v.Trace; tc.Status != TraceOtherRun || tc.Compared != 0 || tc.Ticks != n+50 || v.Headline() != want {
		t.Fatalf("a longer trace of another run: %+v, %q", tc, v.Headline())
	}
	s4 := openFake(t, &rep2, Options{TracePath: longer, PayloadSHA256: fakeSHA, ForceTrace: true})
	s4.Wait()
	v, _ = s4.Verification()
	if d := v.Trace.Divergence; d == nil || d.Tick != 1000 || v.Trace.Compared != 1000 || !v.Trace.Forced || v.Trace.Status != TraceDiffers {
		t.Fatalf("a longer trace of another run, forced: %+v", v.Trace)
	}
	// The same trace ending past this run (this run cut before its end, the trace's at its
	// header's end): its end is noted, not a divergence at a tick the run does not have.
	cut := rep2
	cut.Ticks = rep2.Ticks[:*end-100]
	s5 := openFake(t, &cut, Options{TracePath: longer, PayloadSHA256: fakeSHA, ForceTrace: true})
	s5.Wait()
	v, _ = s5.Verification()
	if tc := v.Trace; tc.Divergence != nil || tc.Status != TraceAgrees || tc.Compared != len(cut.Ticks) || !slices.Contains(tc.Notes, fmt.Sprintf("the trace's run ends at tick %d, past this run's last tick (%d): not compared", *end, len(cut.Ticks)-1)) {
		t.Fatalf("a longer trace, forced, on a cut run: %+v", tc)
	}
}

// fakeSHA stands for a run's payload SHA-256 in traces of fake runs.
var fakeSHA = strings.Repeat("ab", 32)

// TestEventNamesAsTheRunSpellsThem: a perk pick, a bonus pickup and a weapon change carry the
// name the run's game shows: survival-kite-bugs-405 (preserve_bugs) takes Fire Cough, which its
// game spells "Fire Caugh", and holds the Pulse Gun; a run without preserve_bugs has the fixed
// spellings.
func TestEventNamesAsTheRunSpellsThem(t *testing.T) {
	names := func(path string) map[string]bool {
		s, err := Open(readRef(t, path), Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		s.Wait()
		got := map[string]bool{}
		for _, e := range s.Timeline().Events {
			switch e.Kind {
			case EventPerkPick, EventBonusPickup, EventWeaponChange:
				if e.Text == "" {
					t.Errorf("%s: %s of %d at %d has no name", path, e.Kind, e.Value, e.Pos)
				}
				got[e.Kind.String()+" "+e.Text] = true
			}
		}
		return got
	}
	bugs := names("../testdata/reference/survival-kite-bugs-405.crd")
	for _, want := range []string{"perk_pick Fire Caugh", "weapon_change Pulse Gun", "bonus_pickup Shock Chain"} {
		if !bugs[want] {
			t.Errorf("survival-kite-bugs-405: no %q in %v", want, bugs)
		}
	}
	if bugs["perk_pick Fire Cough"] {
		t.Errorf("survival-kite-bugs-405 (preserve_bugs) spells Fire Cough fixed")
	}
}

// TestWeaponSwapEvents: the Alternate Weapon swaps of survival-4p-106 (player 1 presses reload
// to trade weapons, 45 times) are weapon changes marked Swap; its one weapon picked up is not.
func TestWeaponSwapEvents(t *testing.T) {
	s, err := Open(readRef(t, "../testdata/reference/survival-4p-106.crd"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	swaps, others := 0, 0
	for _, e := range s.Timeline().Events {
		switch {
		case e.Kind == EventWeaponChange && e.Swap:
			swaps++
		case e.Kind == EventWeaponChange:
			others++
		case e.Swap:
			t.Errorf("a %s at %d marked Swap", e.Kind, e.Pos)
		}
	}
	if swaps != 45 || others != 1 {
		t.Errorf("%d swaps and %d other weapon changes, want 45 and 1", swaps, others)
	}
}

// TestSeriesReachesTheEnd: a run whose length is not a whole number of seconds has a last
// sample at its last position, so that the timeline's lines reach its end (they stopped up to
// a second short: from a new user's trial).
func TestSeriesReachesTheEnd(t *testing.T) {
	const n = 3030
	rep := fakeReplay(23, 2, n)
	s := openFake(t, rep, Options{})
	s.Wait()
	tl := s.Timeline()
	if got, want := len(tl.Series.Kills), n/SeriesInterval+2; got != want || SeriesSamples(n, n) != want {
		t.Fatalf("%d samples (SeriesSamples %d), want %d", got, SeriesSamples(n, n), want)
	}
	for _, c := range []struct{ i, pos int }{{n / SeriesInterval, n / SeriesInterval * SeriesInterval}, {n/SeriesInterval + 1, n}} {
		if err := s.Seek(c.pos); err != nil {
			t.Fatal(err)
		}
		var smp sample
		s.m.sample(&smp)
		if tl.Series.Kills[c.i] != smp.kills || tl.Series.Health[1][c.i] != smp.health[1] || tl.Series.Experience[0][c.i] != smp.xp[0] {
			t.Errorf("sample %d differs from the state at %d", c.i, c.pos)
		}
	}
	if SeriesSamples(3000, 3000) != 51 || SeriesSamples(1200, 3030) != 21 {
		t.Errorf("SeriesSamples: %d, %d", SeriesSamples(3000, 3000), SeriesSamples(1200, 3030))
	}
}
