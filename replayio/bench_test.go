package replayio

import (
	"os"
	"path/filepath"
	"testing"
)

// longestReference returns the file bytes of the reference run with the most ticks.
func longestReference(b *testing.B) []byte {
	b.Helper()
	best := indexEntry{}
	for _, e := range referenceIndex(b) {
		if e.Ticks > best.Ticks {
			best = e
		}
	}
	data, err := os.ReadFile(filepath.Join(referenceDir, best.File))
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkDecode reads the longest reference run from its file bytes (envelope and
// payload); MB/s counts payload bytes.
func BenchmarkDecode(b *testing.B) {
	data := longestReference(b)
	payload, err := Unwrap(data)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(payload)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Decode(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodePayload is the payload part of BenchmarkDecode alone.
func BenchmarkDecodePayload(b *testing.B) {
	payload, err := Unwrap(longestReference(b))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(payload)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DecodePayload(payload); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEncode writes the longest reference run's payload (Encode includes its own
// validating decode).
func BenchmarkEncode(b *testing.B) {
	r, err := Decode(longestReference(b))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(r.PayloadSize))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(r); err != nil {
			b.Fatal(err)
		}
	}
}
