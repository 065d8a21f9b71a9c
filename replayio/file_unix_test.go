//go:build unix

package replayio

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadFileRefusesANamedPipe: a named pipe given as a run is refused at once, saying what it
// is (opening it would wait for a writer forever: a new user's crd verify hung on one).
func TestReadFileRefusesANamedPipe(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.crd")
	if err := syscall.Mkfifo(path, 0o600); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { _, err := ReadFile(path); done <- err }()
	select {
	case err := <-done:
		if err == nil || !strings.Contains(err.Error(), path+": a named pipe, not a file") {
			t.Errorf("ReadFile of a named pipe: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("ReadFile of a named pipe waits")
	}
	if err := CheckReadable(t.TempDir()); err != nil {
		t.Errorf("a folder is left to the open's own error: %v", err)
	}
}
