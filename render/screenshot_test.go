package render

import (
	"os"
	"path/filepath"
	"testing"
)

// TestCreateUnique: a second screenshot at the same tick gets -2, then -3, never overwriting.
func TestCreateUnique(t *testing.T) {
	dir := t.TempDir()
	for _, want := range []string{"run-tick000042.png", "run-tick000042-2.png", "run-tick000042-3.png"} {
		f, path, err := createUnique(dir, "run-tick000042", ".png")
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(want)
		f.Close()
		if filepath.Base(path) != want {
			t.Fatalf("created %s, want %s", filepath.Base(path), want)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "run-tick000042.png")); string(b) != "run-tick000042.png" {
		t.Fatalf("the first file was overwritten: %q", b)
	}
}
