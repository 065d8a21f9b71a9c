package trace

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// benchTraces are the traces the reader's benchmarks read: the longest quest trace (17340
// records, a creature_list every 60 ticks of up to 230 creatures), a 4-player quest and a
// Typ-o trace (named creatures, the typo object).
var benchTraces = []string{
	"../../testdata/quests/quest-2.7-pilot-1629.crd.trace.jsonl.gz",
	"../../testdata/quests/quest-1.3-4p-23.crd.trace.jsonl.gz",
	"../../testdata/typo/typo-names-405.crd.trace.jsonl.gz",
}

func benchName(path string) string {
	return strings.TrimSuffix(filepath.Base(path), ".crd.trace.jsonl.gz")
}

// BenchmarkRead reads each trace of benchTraces from memory, record by record, as the pass
// does (NextShared): ns/record, and MB/s of decompressed text.
func BenchmarkRead(b *testing.B) {
	for _, path := range benchTraces {
		b.Run(benchName(path), func(b *testing.B) {
			file, err := os.ReadFile(path)
			if err != nil {
				b.Fatal(err)
			}
			records, text := 0, int64(0)
			for b.Loop() {
				tr, err := NewReader(bytes.NewReader(file))
				if err != nil {
					b.Fatal(err)
				}
				for {
					_, err := tr.NextShared()
					if errors.Is(err, io.EOF) {
						break
					}
					if err != nil {
						b.Fatal(err)
					}
					records++
				}
				text += tr.read
				tr.Close()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(records), "ns/record")
			b.SetBytes(text / int64(b.N))
		})
	}
}

// BenchmarkCompare compares every record of each trace of benchTraces with a copy of itself
// (the common case: every field agrees): ns/record.
func BenchmarkCompare(b *testing.B) {
	for _, path := range benchTraces {
		b.Run(benchName(path), func(b *testing.B) {
			want := readAllRecords(b, path)
			got := make([]*Record, len(want))
			for i, r := range want {
				c := *r
				got[i] = &c
			}
			n := 0
			for b.Loop() {
				for i := range want {
					if d := Compare(want[i], got[i]); d != nil {
						b.Fatal(d)
					}
				}
				n += len(want)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/record")
		})
	}
}

func readAllRecords(t testing.TB, path string) []*Record {
	t.Helper()
	tr, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	var out []*Record
	for {
		r, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
}
