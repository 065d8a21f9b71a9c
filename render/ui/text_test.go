package ui

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"crdplayer/render/draw"
)

func TestWrap(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	hash := strings.Repeat("0123456789abcdef", 4)
	lines := wrap("SHA-256 "+hash, f, 200)
	if len(lines) < 3 || lines[0] != "SHA-256" || strings.Join(lines[1:], "") != hash {
		t.Errorf("wrap = %q", lines)
	}
	for _, l := range lines {
		if draw.TextWidth(l, f.Small) > 200 {
			t.Errorf("line %q is %.0f px wide, over 200", l, draw.TextWidth(l, f.Small))
		}
	}
}

// allocated is the memory f allocates, in bytes.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestWrapLongWord: a 10,000-character word (a game_version from a crafted file) wraps in one
// pass over its characters: every line fits, nothing is lost up to wrapMax characters, and the
// work is a few lines' worth (measuring every prefix of a 1,000-character word took 7 s and 1 GB).
func TestWrapLongWord(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	word := strings.Repeat("a", 10000)
	var lines []string
	n := allocated(func() { lines = wrap("build "+word, f, 300) })
	if n > 1<<20 {
		t.Errorf("wrapping a 10,000-character word allocated %d KB", n>>10)
	}
	if lines[0] != "build" || strings.Join(lines[1:], "") != strings.Repeat("a", wrapMax-6)+"… (10006 bytes)" {
		t.Errorf("%d lines: %.80q…", len(lines), lines)
	}
	for _, l := range lines {
		if draw.TextWidth(l, f.Small) > 300 {
			t.Errorf("line %.40q is %.0f px wide, over 300", l, draw.TextWidth(l, f.Small))
		}
	}
	// Control characters are escaped, not drawn (a newline would draw over the next line).
	if got := wrap("a\x1b[2J\nb", f, 300); len(got) != 1 || got[0] != `a\x1b[2J\nb` {
		t.Errorf("wrap of control characters = %q", got)
	}
}

// TestBannerBound: whatever an error quotes, the banner holds at most messageMax characters.
func TestBannerBound(t *testing.T) {
	var b Banner
	b.Fail(errors.New(strings.Repeat("e", 1<<20)))
	if want := strings.Repeat("e", messageMax) + "… (1048576 bytes)"; b.Message() != want {
		t.Errorf("a 1 MB error is shown as %d bytes", len(b.Message()))
	}
}

// TestWrapRunLine: a run line too wide for the arena breaks between its groups, never between a
// count and its name ("kills" at one line's end, "5" at the next's start, in a 640-pixel
// window); a group wider than the arena is wrapped by words; a line that fits is kept whole.
func TestWrapRunLine(t *testing.T) {
	f := testFonts(t)
	line := "0:09.616   spawns left 4 (1 entry)   kills 5   creatures 1"
	full := draw.TextWidth(line, f.Bold)
	if got := wrapRunLine(line, f, full+1); len(got) != 1 || got[0] != line {
		t.Errorf("a line that fits: %q", got)
	}
	w := draw.TextWidth("0:09.616   spawns left 4 (1 entry)   kills 5", f.Bold) + 1
	want := []string{"0:09.616   spawns left 4 (1 entry)   kills 5", "creatures 1"}
	if got := wrapRunLine(line, f, w); !slices.Equal(got, want) {
		t.Errorf("at %.0f px: %q, want %q", w, got, want)
	}
	title := "Quest 5.10  A title far too long to fit on one line of a narrow arena"
	got := wrapRunLine(title, f, 200)
	if len(got) < 2 || strings.Join(got, " ") != strings.Join(strings.Fields(title), " ") {
		t.Errorf("a long title: %q", got)
	}
	for _, l := range got {
		if draw.TextWidth(l, f.Bold) > 200 {
			t.Errorf("%q is wider than 200 px", l)
		}
	}
}

// TestSeekingText: a seek waiting for the pass names the tick it will show, one less than its
// position (a new user saw "Preparing tick 60000…" on a run whose last tick is 59999).
func TestSeekingText(t *testing.T) {
	for pos, want := range map[int]string{60000: "Preparing tick 59999…", 1: "Preparing tick 0…", 0: "Preparing start…"} {
		if got := seekingText(pos); got != want {
			t.Errorf("position %d: %q, want %q", pos, got, want)
		}
	}
}

// TestTooltipLines: a tooltip that fits is one line; a wider one is broken between its parts
// (a timeline box's events), never inside one, each line within the width, and nothing lost; a
// part wider than the width alone is cut (a new user saw "… and 29 more (zoom in: mous…" cut at
// the window's edge).
func TestTooltipLines(t *testing.T) {
	f := testFonts(t)
	short := "tick 120 · 0:01.9  P1 level 2"
	if got := tooltipLines(short, f, 600); len(got) != 1 || got[0] != short {
		t.Errorf("%q: %q", short, got)
	}
	parts := []string{"tick 2400 · 0:38.4  P1 picks Fastshot", "tick 2410 · 0:38.5  bonus Speed", "tick 2420 · 0:38.7  P2 weapon Shotgun", "and 29 more (zoom in: mouse wheel)"}
	s := strings.Join(parts, tooltipSep)
	const w = 420
	got := tooltipLines(s, f, w)
	if len(got) < 2 || strings.Join(got, tooltipSep) != s {
		t.Fatalf("%q in %v px: %q", s, w, got)
	}
	for _, l := range got {
		if lw := draw.TextWidth(l, f.Normal); lw > w {
			t.Errorf("line %q is %.0f px, wider than %d", l, lw, w)
		}
	}
	long := strings.Repeat("x", 200)
	if got := tooltipLines(long, f, 300); len(got) != 1 || draw.TextWidth(got[0], f.Normal) > 300 || !strings.HasSuffix(got[0], "…") {
		t.Errorf("a part wider than the line: %q", got)
	}
}
