package game

import (
	"bufio"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game/trace"
)

// editedTrace copies the trace of run (a path under testdata) with line (1-based; 1 is the
// header) rewritten by edit, and returns the copy's path.
func editedTrace(t *testing.T, run string, line int, edit func(string) string) string {
	t.Helper()
	in, err := os.Open(trace.SidecarPath(run))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	gr, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	gw := gzip.NewWriter(out)
	sc := bufio.NewScanner(gr)
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if n == line {
			edited := edit(text)
			if edited == text {
				t.Fatalf("line %d: the edit changed nothing", n)
			}
			text = edited
		}
		gw.Write([]byte(text + "\n"))
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// The quest and tutorial parts of a trace are compared too: an edited quest timeline or
// tutorial stage is the first divergence, at its tick and path.
func TestModeTraceFieldsAreCompared(t *testing.T) {
	cases := []struct {
		run      string
		line     int // tick line+2 … the record of tick line-2
		from, to string
		tick     int
		field    string
	}{
		{"../testdata/quests/quest-1.1-pilot-1037.crd", 102, `"timeline_ms": `, `"timeline_ms": 1`, 100, "quest.timeline_ms"},
		{"../testdata/quests/quest-1.1-pilot-1037.crd", 102, `"stall_ms": `, `"stall_ms": 9`, 100, "quest.stall_ms"},
		{"../testdata/tutorial/tutorial-complete-301.crd", 502, `"stage": `, `"stage": 7`, 500, "tutorial.stage"},
		{"../testdata/tutorial/tutorial-complete-301.crd", 502, `"hint_alpha": `, `"hint_alpha": 9`, 500, "tutorial.hint_alpha"},
	}
	for _, c := range cases {
		path := editedTrace(t, c.run, c.line, func(s string) string { return strings.Replace(s, c.from, c.to, 1) })
		s, err := Open(readRef(t, c.run), Options{TracePath: path})
		if err != nil {
			t.Fatal(err)
		}
		s.Wait()
		v, _ := s.Verification()
		s.Close()
		d := v.Trace.Divergence
		if d == nil || d.Tick != int64(c.tick) || d.Fields[0].Path != c.field {
			t.Errorf("%s, %s edited at tick %d: divergence %+v", filepath.Base(c.run), c.field, c.tick, d)
		}
	}
}
