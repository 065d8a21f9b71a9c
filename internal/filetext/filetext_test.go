package filetext

import (
	"runtime"
	"strconv"
	"strings"
	"testing"
)

func TestQuote(t *testing.T) {
	long := strings.Repeat("k", 10000)
	cases := []struct{ in, want string }{
		{"", `""`},
		{"game_version", `"game_version"`},
		{"a\x1b[2J\nb", `"a\x1b[2J\nb"`},
		{"\xff\xfe", `"\xff\xfe"`},
		{strings.Repeat("é", QuoteMax), `"` + strings.Repeat("é", QuoteMax) + `"`},
		{long, `"` + long[:QuoteMax] + `"… (10000 bytes)`},
		// The cut falls between characters, never inside one.
		{strings.Repeat("é", QuoteMax+1), `"` + strings.Repeat("é", QuoteMax) + `"… (82 bytes)`},
		// Invalid bytes count as one character each.
		{strings.Repeat("\xff", QuoteMax+2), `"` + strings.Repeat(`\xff`, QuoteMax) + `"… (42 bytes)`},
	}
	for _, c := range cases {
		if got := Quote(c.in); got != c.want {
			t.Errorf("Quote(%.50q) = %s, want %s", c.in, got, c.want)
		}
		if got := Quote([]byte(c.in)); got != c.want {
			t.Errorf("Quote([]byte(%.50q)) = %s, want %s", c.in, got, c.want)
		}
	}
}

func TestEscape(t *testing.T) {
	cases := []struct{ in, want string }{
		{"0.19.0+build.0123", "0.19.0+build.0123"},
		{`C:\Games\run.crd`, `C:\Games\run.crd`}, // backslashes stay
		{"héllo wörld ✓", "héllo wörld ✓"},
		// Clear screen, set the title (OSC … BEL), forge a line.
		{"0.1\x1b[2J\x1b]0;pwned\x07\n  result     quest_completed", `0.1\x1b[2J\x1b]0;pwned\x07\n  result     quest_completed`},
		{"a\rb\tc\x00d\x7f", `a\rb\tc\x00d\x7f`},
		{"csi\u009b2J", `csi\u009b2J`},                     // a C1 control
		{"abc\u202edcba", `abc\u202edcba`},                 // right-to-left override
		{"zero\u200bwidth\ufeff", `zero\u200bwidth\ufeff`}, // format characters
		{"line\u2028para\u2029", `line\u2028para\u2029`},   // separators
		{"bad\xffutf8\xc3", `bad\xffutf8\xc3`},             // not UTF-8
		{"tag\U000e0041", `tag\U000e0041`},                 // a tag character (Cf)
	}
	for _, c := range cases {
		if got := Escape(c.in); got != c.want {
			t.Errorf("Escape(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestClip(t *testing.T) {
	cases := []struct {
		in    string
		limit int
		want  string
	}{
		{"0.1.0.dev29", Short, "0.1.0.dev29"},
		{strings.Repeat("a", 10000), 10, "aaaaaaaaaa… (10000 bytes)"},
		{"a\nb", 10, `a\nb`},
		{"\x1b\x1b\x1b\x1b", 2, `\x1b\x1b… (4 bytes)`},
		{"abc", 0, "… (3 bytes)"},
		{"", 0, ""},
	}
	for _, c := range cases {
		if got := Clip(c.in, c.limit); got != c.want {
			t.Errorf("Clip(%.40q, %d) = %q, want %q", c.in, c.limit, got, c.want)
		}
	}
}

// TestBoundedWork: Quote and Clip read a bounded prefix, so their work does not grow with the
// string (a 64 MiB one allocates what a short one does).
func TestBoundedWork(t *testing.T) {
	huge := strings.Repeat("\x1b", 64<<20)
	for name, f := range map[string]func() string{
		"Quote": func() string { return Quote(huge) },
		"Clip":  func() string { return Clip(huge, Short) },
	} {
		// TotalAlloc counts every goroutine's allocations (the runtime's and the test
		// framework's too, now and then): the least of a few calls is the call's own.
		var out string
		least := uint64(1 << 62)
		for range 5 {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			out = f()
			runtime.ReadMemStats(&after)
			least = min(least, after.TotalAlloc-before.TotalAlloc)
		}
		if least > 4096 {
			t.Errorf("%s of 64 MiB allocated %d bytes", name, least)
		}
		if len(out) > 4*Short+32 {
			t.Errorf("%s of 64 MiB is %d bytes long", name, len(out))
		}
		if !strings.HasSuffix(out, "… ("+strconv.Itoa(64<<20)+" bytes)") {
			t.Errorf("%s: %q", name, out)
		}
	}
}
