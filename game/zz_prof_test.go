package game

import (
	"os"
	"testing"

	"crdplayer/game/trace"
)

func BenchmarkZZPlain(b *testing.B) {
	path := os.Getenv("ZZRUN")
	rep := readRef(b, path)
	for b.Loop() {
		Verify(rep, Options{PayloadSHA256: rep.RunID()})
	}
}

func BenchmarkZZJSON(b *testing.B) {
	path := os.Getenv("ZZRUN")
	rep := readRef(b, path)
	for b.Loop() {
		cache := &trace.Cache{Dir: b.TempDir()}
		Verify(rep, Options{PayloadSHA256: rep.RunID(), TracePath: trace.SidecarPath(path), TraceCache: cache})
	}
}
