package trace

import (
	"errors"
	"io"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// readKept reads a whole trace keeping it in ix, and returns its records as Next gave them.
func readKept(t testing.TB, path string, ix *Index) []*Record {
	t.Helper()
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	r.Keep(ix)
	var recs []*Record
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			return recs
		}
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, rec)
	}
}

// TestIndex reads every record of a trace back from the index, in a shuffled order, equal to
// what the reader returned; a small budget keeps a prefix and says so for the rest.
func TestIndex(t *testing.T) {
	ix := NewIndex(0)
	recs := readKept(t, questTrace, ix)
	if ix.Len() != len(recs) || len(recs) < 3*IndexBlock {
		t.Fatalf("index holds %d records of %d", ix.Len(), len(recs))
	}
	order := rand.New(rand.NewPCG(1, 2)).Perm(len(recs))
	for _, i := range order {
		got, err := ix.Record(i)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, recs[i]) {
			t.Fatalf("record %d: %+v, want %+v", i, got, recs[i])
		}
	}
	if _, err := ix.Record(len(recs)); err == nil || !strings.Contains(err.Error(), "not read yet") {
		t.Errorf("past the end: %v", err)
	}
	if _, err := ix.Record(-1); err == nil {
		t.Error("record -1 read")
	}

	small := NewIndex(40 << 10)
	readKept(t, questTrace, small)
	n := small.Len()
	if !small.Full() || n == 0 || n >= len(recs) || small.Bytes() > 40<<10 {
		t.Fatalf("a 40 KiB index keeps %d records (%d bytes, full %v)", n, small.Bytes(), small.Full())
	}
	if got, err := small.Record(n - 1); err != nil || !reflect.DeepEqual(got, recs[n-1]) {
		t.Errorf("last kept record: %v", err)
	}
	if _, err := small.Record(n); err == nil || !strings.Contains(err.Error(), "its budget") {
		t.Errorf("record past the budget: %v", err)
	}
}

// BenchmarkIndexRecord reads records of the densest reference trace back at random ticks, as a
// window seeking about does; it reports the index's bytes a record.
func BenchmarkIndexRecord(b *testing.B) {
	ix := NewIndex(0)
	recs := readKept(b, "../../testdata/quests/quest-2.1-2p-24.crd.trace.jsonl.gz", ix)
	rng := rand.New(rand.NewPCG(3, 4))
	b.ResetTimer()
	for range b.N {
		if _, err := ix.Record(rng.IntN(len(recs))); err != nil {
			b.Fatal(err)
		}
	}
	// After the timing: ResetTimer drops the metrics reported before it.
	b.ReportMetric(float64(ix.Bytes())/float64(len(recs)), "B/record")
}
