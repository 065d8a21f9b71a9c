//go:build unix

package trace

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestOpenRefusesANamedPipe: a trace sidecar that is a named pipe is refused at once, with the
// cache and without (a new user's crd verify RUN.crd waited forever on one beside the run).
func TestOpenRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.crd.trace.jsonl.gz")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*Cache{nil, {Dir: t.TempDir()}} {
		done := make(chan error, 1)
		go func() { _, err := OpenCached(path, 100, c); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), "a named pipe, not a file") {
				t.Errorf("cache %v: %v", c, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("cache %v: opening a named pipe waits", c)
		}
	}
}
