package trace

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRunBeside: a sidecar's run is found beside it, not for another name, a missing run or a
// folder named as the run.
func TestRunBeside(t *testing.T) {
	dir := t.TempDir()
	run := filepath.Join(dir, "a.crd")
	if err := os.WriteFile(run, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(filepath.Join(dir, "d.crd"), 0o755); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		SidecarPath(run):                         run,
		filepath.Join(dir, "a.crd.jsonl.gz"):     "",
		SidecarPath(filepath.Join(dir, "b.crd")): "",
		SidecarPath(filepath.Join(dir, "d.crd")): "",
		SidecarPath(""):                          "",
	} {
		if got := RunBeside(path); got != want {
			t.Errorf("RunBeside(%q) = %q, want %q", path, got, want)
		}
	}
}
