package export

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"crdplayer/game"
)

// TestPlanStep: at 1× a 60 Hz run at 30 fps shows every second tick, at 60 fps every tick, at
// 2× every fourth, at 24 fps 2.5 ticks a frame (2, 3, 2, 3…), at ½× and 60 fps each tick twice;
// a 2 s range at 1× is 2 s of video whatever the frame rate.
func TestPlanStep(t *testing.T) {
	for _, c := range []struct {
		speed  float64
		fps    int
		from   int
		to     int
		frames int
		first  []int
	}{
		{1, 30, 1001, 1121, 60, []int{1001, 1003, 1005, 1007}},
		{1, 60, 1001, 1121, 120, []int{1001, 1002, 1003, 1004}},
		{2, 30, 0, 120, 30, []int{0, 4, 8, 12}},
		{1, 24, 0, 120, 48, []int{0, 2, 5, 7, 10}},
		{0.5, 60, 10, 20, 20, []int{10, 10, 11, 11, 12}},
		{1, 30, 0, 121, 61, []int{0, 2}},    // a part of a step still gets its frame
		{1, 30, 500, 500, 1, []int{500}},    // an empty range: a still
		{64, 1, 0, 6703, 2, []int{0, 3840}}, // 64× at 1 fps: 3840 ticks a frame
	} {
		p := Plan{From: c.from, To: c.to, Speed: c.speed, FPS: c.fps}
		if err := p.Check(); err != nil {
			t.Fatal(err)
		}
		if p.Frames() != c.frames {
			t.Errorf("%+v: %d frames, want %d", p, p.Frames(), c.frames)
		}
		for k, want := range c.first {
			if got := p.Pos(k); got != want {
				t.Errorf("%+v: frame %d shows position %d, want %d", p, k, got, want)
			}
		}
		if last := p.Pos(p.Frames() - 1); last >= max(c.to, c.from+1) || p.Pos(p.Frames()) < c.to {
			t.Errorf("%+v: the last frame shows %d, and the one after it %d: not the last before %d", p, last, p.Pos(p.Frames()), c.to)
		}
	}
	if s := (Plan{From: 0, To: 120, Speed: 1, FPS: 30}).Seconds(); s != 2 {
		t.Errorf("120 ticks at 1× last %v s of video, want 2", s)
	}
	for _, bad := range []Plan{{From: 5, To: 4, Speed: 1, FPS: 30}, {To: 4, Speed: 0, FPS: 30}, {To: 4, Speed: 1, FPS: 0}, {To: 4, Speed: 1, FPS: 121}, {To: 4, Speed: 65, FPS: 30}} {
		if bad.Check() == nil {
			t.Errorf("%+v passes its check", bad)
		}
	}
}

// TestRange: --from and --to in the project's numbering (tick N is position N+1), times on the
// game's clock, --to relative to --from, the defaults and the errors.
func TestRange(t *testing.T) {
	ms := make([]int32, 601) // 600 ticks of 16 ms, then 17 for the rest: a clock that is not ticks/60
	for p := 1; p < len(ms); p++ {
		ms[p] = ms[p-1] + 16
	}
	clock := game.NewClock(ms)
	for _, c := range []struct {
		from, to   string
		start, end int
		err        string
	}{
		{"1000", "1120", 0, 0, "past the file's last tick"},
		{"100", "220", 101, 221, ""},
		{"100", "+120", 101, 221, ""},
		{"", "", 0, 600, ""},
		{"start", "end", 0, 600, ""},
		{"0:01.6", "+0:01.6", 100, 200, ""}, // 1.6 s of 16 ms ticks is position 100
		{"200", "100", 0, 0, "before --from"},
		{"x", "", 0, 0, "--from \"x\": not a tick"},
		{"", "9:00", 0, 0, "--to 9:00: 9:00.0 is past the clock's"},
		{"1000", "1000", 0, 0, "past the file's last tick"},
		{"100", "100", 0, 0, "the range from tick 100 to tick 100 is empty"},
		{"100", "+0", 0, 0, "the range from tick 100 to tick 100 is empty"},
		{"end", "", 600, 600, ""}, // the end, which nothing follows: a still of the last state
		{"end", "end", 600, 600, ""},
	} {
		s, e, _, err := Range(c.from, c.to, 600, 600, clock)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Range(%q, %q): %v, want an error saying %q", c.from, c.to, err, c.err)
			}
			continue
		}
		if err != nil || s != c.start || e != c.end {
			t.Errorf("Range(%q, %q) = %d, %d, %v; want %d, %d", c.from, c.to, s, e, err, c.start, c.end)
		}
	}
}

// TestRangeEndWhereTheSimulationStops: in a run whose simulation stops at position 400 of 600,
// `--to end` is where it stops, as no --to is, and says it was clamped; a tick past the stop is
// still an error, and a run that plays to its end clamps nothing.
func TestRangeEndWhereTheSimulationStops(t *testing.T) {
	ms := make([]int32, 401)
	for p := 1; p < len(ms); p++ {
		ms[p] = ms[p-1] + 16
	}
	clock := game.NewClock(ms)
	for _, to := range []string{"end", " end", ""} {
		s, e, clamped, err := Range("300", to, 400, 600, clock)
		if err != nil || s != 301 || e != 400 || (clamped != nil) != (to != "") {
			t.Errorf("--from 300 --to %q: %d, %d, clamped %v, %v; want 301, 400, clamped %v", to, s, e, clamped, err, to != "")
		}
		if clamped != nil && (clamped.Nearest != 400 || !strings.Contains(clamped.Reason, "the end is past where the simulation stops (tick 399 is its last state)")) {
			t.Errorf("--to end: clamped %+v", clamped)
		}
	}
	// --from end there: one frame of its last state, clamped as --to end is.
	for _, to := range []string{"", "end"} {
		if s, e, clamped, err := Range("end", to, 400, 600, clock); err != nil || s != 400 || e != 400 || clamped == nil || clamped.Nearest != 400 {
			t.Errorf("--from end --to %q: %d, %d, clamped %v, %v; want 400, 400, clamped", to, s, e, clamped, err)
		}
	}
	if _, _, _, err := Range("end", "+5", 400, 600, clock); err == nil || !strings.Contains(err.Error(), "; the nearest is tick 399") {
		t.Errorf("--from end --to +5 past the stop: %v, want an error naming the nearest", err)
	}
	if _, _, _, err := Range("300", "450", 400, 600, clock); err == nil || !strings.Contains(err.Error(), "past where the simulation stops") {
		t.Errorf("--to 450 past the stop: %v, want an error", err)
	}
	if _, e, clamped, err := Range("300", "end", 600, 600, clock); err != nil || e != 600 || clamped != nil {
		t.Errorf("--to end of a whole run: %d, clamped %v, %v; want 600, none", e, clamped, err)
	}
}

func TestParseSize(t *testing.T) {
	for _, c := range []struct {
		s    string
		w, h int
		ok   bool
	}{
		{"1280x900", 1280, 900, true}, {"1920×1080", 1920, 1080, true}, {"640X480", 640, 480, true},
		{"639x480", 0, 0, false}, {"1280", 0, 0, false}, {"1280x900x2", 0, 0, false}, {"5000x900", 0, 0, false},
		{"-1x5", 0, 0, false}, {"12 80x900", 0, 0, false},
	} {
		w, h, err := ParseSize(c.s, 640, 480)
		if (err == nil) != c.ok || w != c.w || h != c.h {
			t.Errorf("ParseSize(%q) = %d, %d, %v", c.s, w, h, err)
		}
	}
}

func TestStem(t *testing.T) {
	id := "304c5449729838aa3c80f768a7ba4e8d353d0e5a9103f0813b4c16b49f67d326"
	for _, c := range []struct {
		name     string
		from, to int
		want     string
	}{
		// The range's first and last state (the end position, not drawn, left out).
		{"/runs/survival-2p-105.crd", 1001, 1121, "survival-2p-105-tick001000-001119-304c5449"},
		{"survival.crd", 0, 6703, "survival-start-006701-304c5449"},
		{"a\x1bb:c.crd", 2, 3, "a_b_c-tick000001-000001-304c5449"},
		{"one.crd", 0, 1, "one-start-start-304c5449"}, // (the run start alone)
	} {
		if got := Stem(c.name, c.from, c.to, id); got != c.want {
			t.Errorf("Stem(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	if got := Stem("x.crd", 1, 2, ""); got != "x-tick000000-000000" {
		t.Errorf("without a run id: %q", got)
	}
}

func TestMeter(t *testing.T) {
	t0 := time.Unix(1000, 0)
	m := NewMeter(2400, t0)
	if got := m.Line(0, t0, 20); got != "[--------------------] 0/2400 ticks    0%  estimating" {
		t.Errorf("at the start: %q", got)
	}
	// 600 ticks in 4 s: 1800 more take 12 s.
	if got := m.Line(600, t0.Add(4*time.Second), 20); got != "[#####---------------] 600/2400 ticks   25%  0:12 left" {
		t.Errorf("a quarter in: %q", got)
	}
	if got := Duration(3725 * time.Second); got != "1:02:05" {
		t.Errorf("Duration: %q", got)
	}
}

func TestGIFDelays(t *testing.T) {
	sum := 0
	var got []int
	for k := range 30 {
		d := gifDelay(k, 30)
		sum += d
		if k < 6 {
			got = append(got, d)
		}
	}
	if sum != 100 || got[0]+got[1]+got[2] != 10 {
		t.Errorf("30 frames at 30 fps: delays %v…, %d hundredths in all; want 100", got, sum)
	}
	if d := gifDelay(7, 25); d != 4 {
		t.Errorf("25 fps: delay %d, want 4", d)
	}
}

// TestCreatePartUnique: a second screenshot at the same tick gets -2, then -3, never
// overwriting; a name whose part file is left (an interrupted save) is passed over too.
func TestCreatePartUnique(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "run-tick000042-3.png.part"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"run-tick000042.png", "run-tick000042-2.png", "run-tick000042-4.png"} {
		f, path, err := CreatePartUnique(dir, "run-tick000042", ".png")
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(path) != want {
			t.Fatalf("chose %s, want %s", filepath.Base(path), want)
		}
		f.WriteString(want)
		f.Close()
		if err := Publish(path); err != nil {
			t.Fatal(err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "run-tick000042.png")); string(b) != "run-tick000042.png" {
		t.Fatalf("the first file was overwritten: %q", b)
	}
}

// TestCheckFPS: a GIF above 50 fps is refused, by the check and by Create (the window's export
// path), since its frames of 0 or 1 hundredth would play as 10 (a new user's GIF at 120 fps
// had delays 1,1,1,0,…); other formats take up to MaxFPS.
func TestCheckFPS(t *testing.T) {
	for _, c := range []struct {
		f   Format
		fps int
		ok  bool
	}{{GIF, 50, true}, {GIF, 51, false}, {GIF, 60, false}, {MP4, 120, true}, {PNGs, 60, true}, {WebM, 121, false}, {GIF, 0, false}} {
		if err := CheckFPS(c.f, c.fps); (err == nil) != c.ok {
			t.Errorf("format %d at %d fps: %v", c.f, c.fps, err)
		}
	}
	path := filepath.Join(t.TempDir(), "clip.gif")
	if enc, err := Create(path, 64, 64, 60); err == nil || !strings.Contains(err.Error(), "a GIF plays at most 50 frames a second") {
		t.Errorf("Create of a 60 fps GIF: %v", err)
		if enc != nil {
			enc.Abort()
		}
	}
	if _, err := os.Lstat(path + ".part"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a refused GIF left %s.part: %v", path, err)
	}
}

// TestPlanSecondsText: a video's length in tenths, and under a second in hundredths (one frame
// at 30 fps is 0.03 s, not "0.0 s").
func TestPlanSecondsText(t *testing.T) {
	for _, c := range []struct {
		p    Plan
		want string
	}{
		{Plan{From: 1000, To: 1002, Speed: 1, FPS: 30}, "0.03 s"},
		{Plan{From: 0, To: 4917, Speed: 1, FPS: 30}, "82.0 s"},
		{Plan{From: 0, To: 60, Speed: 1, FPS: 30}, "1.0 s"},
	} {
		if got := c.p.SecondsText(); got != c.want {
			t.Errorf("%+v: %q (%d frames), want %q", c.p, got, c.p.Frames(), c.want)
		}
	}
}
