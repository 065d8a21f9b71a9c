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

// TestTraceEndsEarly: a trace whose records stop before the run does is reported by file, with
// the tick it lacks and the header's count.
func TestTraceEndsEarly(t *testing.T) {
	const name = "rush-idle-203.crd"
	in, err := os.Open(trace.SidecarPath(filepath.Join(refDirs[0], name)))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	gr, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "short.trace.jsonl.gz")
	out, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	gw := gzip.NewWriter(out)
	sc := bufio.NewScanner(gr)
	sc.Buffer(nil, 1<<24)
	for n := 0; n < 11 && sc.Scan(); n++ { // the header and ticks 0–9
		line := sc.Text()
		if n == 0 {
			line = strings.Replace(line, `"ticks": 727`, `"ticks": 10`, 1)
		}
		gw.Write([]byte(line + "\n"))
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	out.Close()

	s, err := Open(readRef(t, filepath.Join(refDirs[0], name)), Options{TracePath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	want := path + ": ends before tick 10 (the header says 10 ticks)"
	if v.Trace == nil || v.Trace.Err == nil || v.Trace.Err.Error() != want || v.Trace.Compared != 10 {
		t.Fatalf("trace check %+v, want the error %q after 10 ticks compared", v.Trace, want)
	}
}
