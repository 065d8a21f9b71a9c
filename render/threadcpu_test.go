package render

import (
	"testing"
	"time"
)

// TestParseThreadStat reads the name and CPU time from lines of /proc/self/task/TID/stat, a name
// with spaces and parentheses among them, and refuses lines not of that form.
func TestParseThreadStat(t *testing.T) {
	for _, c := range []struct {
		line string
		name string
		cpu  time.Duration
		ok   bool
	}{
		{"4242 (llvmpipe-1) S 4230 4230 4230 0 -1 4194368 12 0 0 0 731 22 0 0 20 0 9 0 3105 1374744576 27059 18446744073709551615\n",
			"llvmpipe-1", 7530 * time.Millisecond, true},
		{"17 (a (b) c) R 1 1 1 0 -1 0 0 0 0 0 5 6 0 0 20 0 1 0 1 0 0 0", "a (b) c", 110 * time.Millisecond, true},
		{"17 (x) R 1 1 1 0 -1 0 0 0 0 0 5", "", 0, false},
		{"17 x R 1 1 1 0 -1 0 0 0 0 0 5 6 0 0", "", 0, false},
		{"17 (x) R 1 1 1 0 -1 0 0 0 0 0 five 6 0 0", "", 0, false},
	} {
		name, cpu, ok := parseThreadStat(c.line)
		if name != c.name || cpu != c.cpu || ok != c.ok {
			t.Errorf("parseThreadStat(%.30q…) = %q, %v, %v; want %q, %v, %v", c.line, name, cpu, ok, c.name, c.cpu, c.ok)
		}
	}
}
