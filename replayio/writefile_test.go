package replayio

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteFile: a written replay reads back to the same bytes, is readable by all (0644) and
// leaves no temporary file; an empty name or a folder's is refused and writes nothing.
func TestWriteFile(t *testing.T) {
	src := filepath.Join(referenceDir, "survival-idle-104.crd")
	r, err := ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "copy.crd")
	if err := WriteFile(out, r); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	want, _ := EncodeFile(r)
	if got, _ := os.ReadFile(out); !bytes.Equal(got, want) {
		t.Error("the file is not the replay's encoding")
	}
	for name, wantErr := range map[string]string{"": "no file name", dir: "is a folder"} {
		if err := WriteFile(name, r); err == nil || !strings.Contains(err.Error(), wantErr) {
			t.Errorf("WriteFile(%q): %v, want an error saying %q", name, err, wantErr)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %d files, want the one written", len(entries))
	}
}
