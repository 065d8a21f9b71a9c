package trace

import (
	"errors"
	"io"
	"math"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// cloneRecord is a copy of r that shares no list or part with it.
func cloneRecord(r *Record) *Record {
	c := *r
	c.RngMarks = slices.Clone(r.RngMarks)
	c.Players = slices.Clone(r.Players)
	c.CreatureList = slices.Clone(r.CreatureList)
	if r.Typo != nil {
		t := *r.Typo
		t.Words, t.Spawned = slices.Clone(t.Words), slices.Clone(t.Spawned)
		c.Typo = &t
	}
	if r.Quest != nil {
		q := *r.Quest
		q.Spawned = slices.Clone(q.Spawned)
		c.Quest = &q
	}
	if r.Tutorial != nil {
		t := *r.Tutorial
		t.Spawned, t.BonusesSeeded = slices.Clone(t.Spawned), slices.Clone(t.BonusesSeeded)
		c.Tutorial = &t
	}
	return &c
}

// agreeMutation changes one field of a record that has it; it reports whether it had one to
// change. compared: Compare tells the change too (false: a difference only the bytes show).
type agreeMutation struct {
	name     string
	compared bool
	apply    func(r *Record) bool
}

var agreeMutations = []agreeMutation{
	{"rng", true, func(r *Record) bool { r.Rng ^= 1; return true }},
	{"tick", true, func(r *Record) bool { r.T++; return true }},
	{"kills", true, func(r *Record) bool { r.Kills++; return true }},
	{"player x by an ulp", true, func(r *Record) bool {
		if len(r.Players) == 0 {
			return false
		}
		r.Players[0].X = math.Nextafter(r.Players[0].X, math.Inf(1))
		return true
	}},
	{"a player more", true, func(r *Record) bool { r.Players = append(r.Players, Player{}); return true }},
	{"a mark's state", true, func(r *Record) bool {
		if len(r.RngMarks) == 0 {
			return false
		}
		r.RngMarks[len(r.RngMarks)-1].State++
		return true
	}},
	// A phase the trace never names: the writer's new name must be forgotten again.
	{"a mark's phase", true, func(r *Record) bool {
		if len(r.RngMarks) == 0 {
			return false
		}
		r.RngMarks[0].Phase = "no such phase"
		return true
	}},
	{"marks not recorded", false, func(r *Record) bool {
		if len(r.RngMarks) == 0 {
			return false
		}
		r.RngMarks = nil
		return true
	}},
	{"a creature's hp", true, func(r *Record) bool {
		if len(r.CreatureList) == 0 {
			return false
		}
		r.CreatureList[len(r.CreatureList)-1].HP--
		return true
	}},
	{"creatures not listed", false, func(r *Record) bool {
		if r.CreatureList == nil {
			return false
		}
		r.CreatureList = nil
		return true
	}},
	{"a zero float as -0", true, func(r *Record) bool {
		zeros := []*float64{}
		for i := range r.Players {
			zeros = append(zeros, &r.Players[i].Health, &r.Players[i].Ammo)
		}
		if r.Quest != nil {
			zeros = append(zeros, &r.Quest.StallMs, &r.Quest.TimelineMs)
		}
		for _, f := range zeros {
			if *f == 0 {
				*f = math.Copysign(0, -1)
				return true
			}
		}
		return false
	}},
	{"typo text", true, func(r *Record) bool {
		if r.Typo == nil {
			return false
		}
		r.Typo.Text += "x"
		return true
	}},
	{"quest timeline", true, func(r *Record) bool {
		if r.Quest == nil {
			return false
		}
		r.Quest.TimelineMs++
		return true
	}},
	{"quest spawns kept in part", true, func(r *Record) bool {
		if r.Quest == nil {
			return false
		}
		r.Quest.SpawnedTotal = len(r.Quest.Spawned) + 1
		return true
	}},
	{"tutorial stage", true, func(r *Record) bool {
		if r.Tutorial == nil {
			return false
		}
		r.Tutorial.Stage++
		return true
	}},
}

// TestNextAgrees reads every kind of trace from the cache's copy, mixing NextAgrees with
// NextShared: every record agrees with itself; a record changed in any field does not, and
// reads nothing, so that NextShared then returns the trace's record; a record read with
// NextShared (the phase names it introduces learnt by decoding: the first with marks is)
// leaves the next ones agreeing; the index the reader keeps to holds every record either way.
func TestNextAgrees(t *testing.T) {
	tried := map[string]int{}
	for _, src := range cacheTraces {
		t.Run(filepath.Base(src), func(t *testing.T) {
			h, want, c, path := cachedTrace(t, src)
			tr, err := OpenCached(path, h.Ticks, c)
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			if !tr.FromCache() {
				t.Fatal("not read from the cache")
			}
			ix := NewIndex(0)
			tr.Keep(ix)
			sawMarks := false
			for i, rec := range want {
				for k, m := range agreeMutations {
					// Every change on the ticks that list the creatures and on the last,
					// where a player may be dead; one in five ticks otherwise.
					if (i+k)%5 != 0 && i%CreatureListEvery != 0 && i != len(want)-1 {
						continue
					}
					changed := cloneRecord(rec)
					if !m.apply(changed) {
						continue
					}
					tried[m.name]++
					if tr.NextAgrees(changed) {
						t.Fatalf("tick %d: agrees with the record changed (%s)", i, m.name)
					}
					if d := Compare(rec, changed); (d != nil) != m.compared {
						t.Fatalf("tick %d, %s: Compare says %v", i, m.name, d)
					}
				}
				// The first record with marks too, whose phase names the writer must then
				// learn from the copy's reader.
				if i%7 == 3 || len(rec.RngMarks) > 0 && !sawMarks {
					sawMarks = sawMarks || len(rec.RngMarks) > 0
					got, err := tr.NextShared()
					if err != nil {
						t.Fatalf("tick %d: %v", i, err)
					}
					if !reflect.DeepEqual(got, rec) {
						t.Fatalf("tick %d: NextShared after NextAgrees refused:\n got %+v\nwant %+v", i, got, rec)
					}
					continue
				}
				if !tr.NextAgrees(cloneRecord(rec)) {
					t.Fatalf("tick %d: does not agree with the trace's own record", i)
				}
			}
			if tr.NextAgrees(cloneRecord(want[len(want)-1])) {
				t.Fatal("agrees past the last record")
			}
			if _, err := tr.NextShared(); !errors.Is(err, io.EOF) {
				t.Fatalf("after the last record: %v, want EOF", err)
			}
			if ix.Len() != len(want) {
				t.Fatalf("the index holds %d records, want %d", ix.Len(), len(want))
			}
			for i, rec := range want {
				got, err := ix.Record(i)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, rec) {
					t.Fatalf("index record %d:\n got %+v\nwant %+v", i, got, rec)
				}
			}
		})
	}
	for _, m := range agreeMutations {
		if tried[m.name] == 0 {
			t.Errorf("no record had a field to change: %s", m.name)
		}
	}
}

// TestNextAgreesFromJSON: a reader over the JSON never tells a record without decoding it.
func TestNextAgreesFromJSON(t *testing.T) {
	_, want := jsonRecords(t, questTrace)
	tr, err := Open(questTrace)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	if tr.NextAgrees(want[0]) {
		t.Fatal("a JSON reader agreed without decoding")
	}
	got, err := tr.NextShared()
	if err != nil || !reflect.DeepEqual(got, want[0]) {
		t.Fatalf("NextShared after NextAgrees: %+v, %v", got, err)
	}
}
