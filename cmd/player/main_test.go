package main

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"crdplayer/cmd/player/cli"
	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render"
)

// The window can run only one game loop per process, so each screenshot runs this test binary
// again as crdplayer itself.
// The tests keep no copies in the user's trace cache (the processes they start inherit that).
func TestMain(m *testing.M) {
	if os.Getenv("CRDPLAYER_AS_MAIN") == "1" {
		os.Exit(run(os.Args[1:]))
	}
	os.Setenv(trace.CacheEnv, "off")
	os.Exit(m.Run())
}

func crdplayer(t *testing.T, args ...string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("crdplayer %v: %v\n%s", args, err, out)
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// traceCreatures is the number of active creatures the reference had after tick tick.
func traceCreatures(t *testing.T, run string, tick int) int {
	tr, err := trace.Open(trace.SidecarPath(run))
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	for {
		rec, err := tr.Next()
		if err != nil {
			t.Fatalf("trace of %s has no tick %d: %v", run, tick, err)
		}
		if int(rec.T) == tick {
			return int(rec.Creatures)
		}
	}
}

// TestScreenshotReferenceRuns renders reference runs at their start and later on, and checks
// the pictures hold a textured ground and the creatures of that moment.
func TestScreenshotReferenceRuns(t *testing.T) {
	runs := []struct {
		name string
		tick int
	}{
		{"rush-201.crd", 1100},
		{"survival-4p-106.crd", 1200},
		{"survival-calm-101.crd", 1500},
	}
	dir := t.TempDir()
	for _, r := range runs {
		path := filepath.Join("..", "..", "testdata", "reference", r.name)
		start, later := filepath.Join(dir, r.name+".0.png"), filepath.Join(dir, r.name+".png")
		crdplayer(t, "--seek", "start", "--screenshot", start, path)
		crdplayer(t, "--seek", fmt.Sprint(r.tick), "--screenshot", later, path)
		a, b := readPNG(t, start), readPNG(t, later)
		if a.Bounds() != image.Rect(0, 0, 1280, 900) || b.Bounds() != a.Bounds() {
			t.Fatalf("%s: screenshots are %v and %v, want 1280×900", r.name, a.Bounds(), b.Bounds())
		}
		arena := render.ArenaRect(1280, 900)
		var sum, sum2 float64
		n, changed := 0, 0
		for y := arena.Min.Y; y < arena.Max.Y; y++ {
			for x := arena.Min.X; x < arena.Max.X; x++ {
				r0, g0, b0, _ := a.At(x, y).RGBA()
				r1, g1, b1, _ := b.At(x, y).RGBA()
				l := (0.3*float64(r0) + 0.59*float64(g0) + 0.11*float64(b0)) / 257
				sum += l
				sum2 += l * l
				n++
				d := absDiff(r0, r1) + absDiff(g0, g1) + absDiff(b0, b1)
				if d/257 > 60 {
					changed++
				}
			}
		}
		mean := sum / float64(n)
		sd := math.Sqrt(sum2/float64(n) - mean*mean)
		want := traceCreatures(t, path, r.tick)
		t.Logf("%s: ground luminance %.1f ± %.1f; %d pixels changed by tick %d, where the reference has %d creatures",
			r.name, mean, sd, changed, r.tick, want)
		if mean < 40 || mean > 160 || sd < 4 {
			t.Errorf("%s: the arena at the start is not a textured ground (luminance %.1f ± %.1f)", r.name, mean, sd)
		}
		// A creature covers about 40×40 world pixels, some 900 screen pixels at this size; allow
		// for overlaps and creatures at the edges.
		if changed < 150*want {
			t.Errorf("%s: only %d pixels differ at tick %d: too few for %d creatures", r.name, changed, r.tick, want)
		}
	}
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestBadFiles: a missing or broken file is reported, not a crash; usage errors exit 64 (cli.ExitUsage).
func TestBadFiles(t *testing.T) {
	dir := t.TempDir()
	broken := filepath.Join(dir, "broken.crd")
	if err := os.WriteFile(broken, []byte("this is not a replay"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--screenshot", filepath.Join(dir, "a.png"), filepath.Join(dir, "missing.crd")}, 1, "This file does not exist: cannot read " + filepath.Join(dir, "missing.crd") + ": no such file or directory"},
		{[]string{"--screenshot", filepath.Join(dir, "b.png"), broken}, 1, "This is not a .crd replay: broken.crd"},
		{[]string{"--screenshot", filepath.Join(dir, "c.png"), "--seek", "999999"}, 0, "tick 999999 is past the file's last tick"},
		{[]string{"--screenshot", filepath.Join(dir, "d.png"), "--seek", "-5"}, 0, "steps back from the run's start"},
		{[]string{"--screenshot", filepath.Join(dir, "e.png"), "--data", filepath.Join(dir, "missing.paq")}, 0, "game data"},
		{[]string{"a.crd", "b.crd"}, cli.ExitUsage, "usage"},
	}
	for _, tt := range tests {
		cmd := exec.Command(os.Args[0], tt.args...)
		cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1")
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tt.code || !strings.Contains(string(out), tt.msg) {
			t.Errorf("crdplayer %v: exit %d, output %q; want exit %d mentioning %q", tt.args, code, out, tt.code, tt.msg)
		}
		if strings.Contains(string(out), "panic") {
			t.Errorf("crdplayer %v panicked:\n%s", tt.args, out)
		}
	}
}

// TestLargestWindow: a screenshot at the largest width and at the largest height (4096, where a
// width of 16,384 panicked in Ebitengine's atlas) is drawn at that size.
func TestLargestWindow(t *testing.T) {
	dir := t.TempDir()
	for _, size := range [][2]int{{cli.MaxWidth, cli.MinHeight}, {cli.MinWidth, cli.MaxHeight}} {
		out := filepath.Join(dir, fmt.Sprintf("%dx%d.png", size[0], size[1]))
		crdplayer(t, "--width", fmt.Sprint(size[0]), "--height", fmt.Sprint(size[1]), "--seek", "300", "--screenshot", out)
		if b := readPNG(t, out).Bounds(); b != image.Rect(0, 0, size[0], size[1]) {
			t.Errorf("--width %d --height %d: the screenshot is %v", size[0], size[1], b)
		}
	}
}

// TestScreenshotNotOverwritten: --screenshot onto an existing file is refused before anything is
// drawn, the file left as it was (it was overwritten silently; an export and F12 never
// overwrite), and a new one is written whole, leaving no part file.
func TestScreenshotNotOverwritten(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.png")
	os.WriteFile(old, []byte("mine"), 0o644)
	code, _, stderr := runCrdplayer(t, dir, nil, "--screenshot", old)
	if want := "crdplayer: screenshot: " + old + " exists: not overwritten (name another, or remove it)\n"; code != 1 || stderr != want {
		t.Errorf("--screenshot onto a file: exit %d, stderr %q; want exit 1, %q", code, stderr, want)
	}
	if b, _ := os.ReadFile(old); string(b) != "mine" {
		t.Error("the existing file was overwritten")
	}
	out := filepath.Join(dir, "new.png")
	crdplayer(t, "--screenshot", out)
	if b := readPNG(t, out).Bounds(); b != image.Rect(0, 0, 1280, 900) {
		t.Errorf("the screenshot is %v", b)
	}
	if names, _ := filepath.Glob(filepath.Join(dir, "*.part")); len(names) != 0 {
		t.Errorf("left %v", names)
	}
}

// TestNoDisplay: without a display crdplayer says so and exits 1, instead of Ebiten's panic.
func TestNoDisplay(t *testing.T) {
	cmd := exec.Command(os.Args[0], "whatever.crd")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "CRDPLAYER_AS_MAIN=1")
	out, err := cmd.CombinedOutput()
	ee, ok := err.(*exec.ExitError)
	if !ok || ee.ExitCode() != 1 || !strings.Contains(string(out), "no display") || strings.Contains(string(out), "panic") {
		t.Errorf("without a display: %v, output %q; want exit 1 saying there is no display", err, out)
	}
}

// TestCommandLineWithoutDisplay: with no display, -h/--help still print the flags (exit 0) and
// a bad flag is reported as one (exit 64); only a run to show gets the no-display message (1).
func TestCommandLineWithoutDisplay(t *testing.T) {
	for _, c := range []struct {
		args         []string
		code         int
		stdout, errs string
	}{
		{[]string{"--help"}, 0, "usage: crdplayer [FILE.crd]", ""},
		{[]string{"--help"}, 0, "\nexit status:\n  0   the window was closed", ""}, // (as crd --help ends)
		{[]string{"-h"}, 0, "\n  --measure-fps duration\n", ""},                    // (two dashes, as the synopsis writes flags)
		{[]string{"--bogus"}, cli.ExitUsage, "", "crdplayer: unknown flag --bogus\nusage: crdplayer [FILE.crd]\n"},
		{[]string{"a.crd", "b.crd"}, cli.ExitUsage, "", "crdplayer: one run at a time: 2 files given (a.crd, b.crd)"},
		{[]string{"a.crd", "--seek", "100", "b.crd"}, cli.ExitUsage, "", "crdplayer: one run at a time: 2 files given (a.crd, b.crd)"},
		{[]string{"--width", "wide", "a.crd"}, cli.ExitUsage, "", `crdplayer: --width "wide": not a number`},
		{[]string{"a.crd", "--seek"}, cli.ExitUsage, "", "crdplayer: --seek needs a value"},
		{[]string{"--seek", "12x", "a.crd"}, cli.ExitUsage, "", `crdplayer: --seek "12x": not a tick (5000), a time (1:23.4, 83.4s) or a step (+120, -30, +5s)`},
		{[]string{"--pane", "trace", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pane "trace": one of verify, info, debug, diff, entity`},
		{[]string{"--pin", "player:0", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "player:0": players are numbered 1 to 4 (player:1 is the first)` + "\n"},
		{[]string{"--pin", "ghost:3", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "ghost:3": write KIND:N with KIND one of player, creature, projectile, rocket, bonus`},
		// A slot past the simulation's pool of that kind is named with the pools' limits.
		{[]string{"--pin", "creature:99999", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "creature:99999": creature slots are 0 to 383` + "\n"},
		{[]string{"--pin", "creature:384", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "creature:384": creature slots are 0 to 383` + "\n"},
		{[]string{"--pin", "projectile:-1", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "projectile:-1": projectile slots are 0 to 95` + "\n"},
		{[]string{"--pin", "rocket:64", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "rocket:64": rocket slots are 0 to 63` + "\n"},
		{[]string{"--pin", "bonus:16", "a.crd"}, cli.ExitUsage, "", `crdplayer: --pin "bonus:16": bonus slots are 0 to 15` + "\n"},
		// --measure-fps 0 is the default, "do not measure": given, it is refused, not a window.
		{[]string{"--measure-fps", "0s", "a.crd"}, cli.ExitUsage, "", "crdplayer: --measure-fps 0s: a duration above 0 (10s, 1m30s)\n"},
		{[]string{"--measure-fps=-2s", "a.crd"}, cli.ExitUsage, "", "crdplayer: --measure-fps -2s: a duration above 0 (10s, 1m30s)\n"},
		// The window and an export's frames are at most 4096 a side (a side of 16,384 or more
		// panicked in Ebitengine's atlas; 100000×100000 exited 1 saying nothing).
		{[]string{"--width", "20000", "--screenshot", "q.png"}, cli.ExitUsage, "", "crdplayer: --width 20000: at most 4096\n"},
		{[]string{"--width", "16384"}, cli.ExitUsage, "", "crdplayer: --width 16384: at most 4096\n"},
		{[]string{"--width", "4097", "a.crd"}, cli.ExitUsage, "", "crdplayer: --width 4097: at most 4096\n"},
		{[]string{"--height", "20000", "a.crd"}, cli.ExitUsage, "", "crdplayer: --height 20000: at most 4096\n"},
		{[]string{"--width", "100000", "--height", "100000"}, cli.ExitUsage, "", "crdplayer: --width 100000: at most 4096\n"},
		{[]string{"--width", "4096", "--height", "4096", "a.crd"}, 1, "", "crdplayer: no display to open a window on"},
		// An empty value is an error, not the default (--screenshot "" opened the window).
		{[]string{"--export", "", "a.crd"}, cli.ExitUsage, "", "crdplayer: --export is empty: it needs the output (clip.mp4"},
		{[]string{"--screenshot", "", "a.crd"}, cli.ExitUsage, "", "crdplayer: --screenshot is empty: it needs the PNG to write (OUT.png)\n"},
		{[]string{"--seek=", "a.crd"}, cli.ExitUsage, "", "crdplayer: --seek is empty: it needs a tick (5000), a time (1:23.4), start or end\n"},
		{[]string{"--export", "gif", "--size", "", "a.crd"}, cli.ExitUsage, "", "crdplayer: --size is empty: it needs WxH pixels (1280x720); left out, the window's size\n"},
		{[]string{"--export", "gif", "--to", " ", "a.crd"}, cli.ExitUsage, "", "crdplayer: --to is empty: it needs a tick, a time"},
		// The output's kind: an extension that names none is refused, the kinds listed; a
		// screenshot is a PNG and named so.
		{[]string{"--export", "y.txt", "a.crd"}, cli.ExitUsage, "", `crdplayer: --export y.txt: ".txt" is not a kind of export: name it .mp4, .webm or .gif, or without an extension (or ending in /) for a folder of PNG frames` + "\n"},
		{[]string{"--export", "frames.png", "a.crd"}, cli.ExitUsage, "", `crdplayer: --export frames.png: ".png" is not a kind of export`},
		{[]string{"--export", "frames.v2/", "a.crd"}, 1, "", "crdplayer: no display to open a window on"},
		{[]string{"--export", "frames", "a.crd"}, 1, "", "crdplayer: no display to open a window on"},
		{[]string{"--screenshot", "out.jpg", "a.crd"}, cli.ExitUsage, "", "crdplayer: --screenshot out.jpg: a screenshot is a PNG: name it .png\n"},
		{[]string{"--screenshot", "OUT.PNG", "a.crd"}, 1, "", "crdplayer: no display to open a window on"},
		{[]string{"a.crd"}, 1, "", "crdplayer: no display to open a window on"},
		// A DISPLAY no X server answers at, or Wayland alone, is no display either (GLFW
		// panicked with a stack trace, even for --help).
		{[]string{"DISPLAY=:4242", "--help"}, 0, "usage: crdplayer [FILE.crd]", ""},
		{[]string{"DISPLAY=:4242", "--bogus"}, cli.ExitUsage, "", "crdplayer: unknown flag --bogus\n"},
		{[]string{"DISPLAY=:4242.0", "a.crd"}, 1, "", "crdplayer: cannot open the display \":4242.0\" (DISPLAY): no X server listens at /tmp/.X11-unix/X4242.\n"},
		{[]string{"DISPLAY=127.0.0.1:4242", "a.crd"}, 1, "", "crdplayer: cannot open the display \"127.0.0.1:4242\" (DISPLAY): no X server answers at 127.0.0.1, port 10242.\n"},
		{[]string{"WAYLAND_DISPLAY=wayland-9", "a.crd"}, 1, "", "crdplayer: no X display to open a window on (DISPLAY is not set; WAYLAND_DISPLAY is"},
		{[]string{"DISPLAY=garbage", "a.crd"}, 1, "", "crdplayer: cannot open the display \"garbage\" (DISPLAY): that is not an X display name (HOST:N or :N, e.g. :0).\n"},
		{[]string{"DISPLAY=host::", "--help"}, 0, "usage: crdplayer [FILE.crd]", ""},
	} {
		env := []string{"CRDPLAYER_AS_MAIN=1", "DISPLAY=", "WAYLAND_DISPLAY="}
		for len(c.args) > 0 && strings.Contains(c.args[0], "DISPLAY=") {
			env, c.args = append(env, c.args[0]), c.args[1:]
		}
		cmd := exec.Command(os.Args[0], c.args...)
		cmd.Env = append(os.Environ(), env...)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code || !strings.Contains(stdout.String(), c.stdout) || !strings.Contains(stderr.String(), c.errs) ||
			(c.stdout == "" && stdout.Len() != 0) {
			t.Errorf("%q: exit %d (want %d)\nstdout %q\nstderr %q", c.args, code, c.code, stdout.String(), stderr.String())
		}
		// A usage error is one line, the synopsis and where the rest is; the flags only on --help.
		if code == cli.ExitUsage && (strings.Count(stderr.String(), "\n") != 6 || strings.Contains(stderr.String(), "-measure-fps duration") ||
			!strings.HasSuffix(stderr.String(), "\n(crdplayer --help for every flag)\n")) {
			t.Errorf("%q: the usage error is not one line and the synopsis:\n%s", c.args, stderr.String())
		}
	}
}

// TestFlagsAnywhere: flags come before or after the file, as crd takes them; "--" ends them.
func TestFlagsAnywhere(t *testing.T) {
	var stdout, stderr strings.Builder
	for _, c := range []struct {
		args []string
		file string
	}{
		{[]string{"RUN.crd", "--seek", "100", "--screenshot", "o.png"}, "RUN.crd"},
		{[]string{"--seek", "100", "RUN.crd", "--screenshot=o.png"}, "RUN.crd"},
		{[]string{"--seek=100", "--screenshot", "o.png", "--", "-RUN.crd"}, "-RUN.crd"},
	} {
		f, err := cli.Parse(c.args, &stdout, &stderr)
		if err != nil || f.File != c.file || f.Seek != (game.Target{Kind: game.TargetTick, Tick: 100}) || f.Screenshot != "o.png" {
			t.Errorf("%q: %+v, %v; want %s at tick 100 into o.png", c.args, f, err, c.file)
		}
	}
	// A value that looks like a flag is the flag's value; a bool flag takes none.
	f, err := cli.Parse([]string{"RUN.crd", "--force", "--seek", "-5", "--compare", "B.crd"}, &stdout, &stderr)
	if err != nil || f.File != "RUN.crd" || !f.ForceTrace || f.Compare != "B.crd" || f.Seek != (game.Target{Kind: game.TargetStart}) {
		t.Errorf("a bool flag and a value starting with -: %+v, %v", f, err)
	}
	if stdout.Len() != 0 || stderr.Len() != 0 {
		t.Errorf("stdout %q, stderr %q", stdout.String(), stderr.String())
	}
}

// TestFlagNotes: flags that cannot be honoured as given say so on stderr.
func TestFlagNotes(t *testing.T) {
	var stdout, stderr strings.Builder
	f, err := cli.Parse([]string{"--width", "200", "--height", "100", "--seek", "-5", "--measure-fps", "5s", "--screenshot", "x.png", "run.crd"}, &stdout, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"--seek -5 steps back from the run's start, so the run start is shown (--seek end shows the last tick)",
		"--width 200 is under the smallest window width; using 640",
		"--height 100 is under the smallest window height; using 480",
		"--measure-fps does nothing with --screenshot (which renders one tick and exits); ignoring it",
	}
	if strings.Join(f.Notes, "\n") != strings.Join(want, "\n") || f.Width != 640 || f.Height != 480 || f.Seek != (game.Target{Kind: game.TargetStart}) ||
		f.MeasureFPS != 0 || f.Screenshot != "x.png" || f.File != "run.crd" || stdout.Len()+stderr.Len() != 0 {
		t.Errorf("got %+v, stdout %q stderr %q", f, stdout.String(), stderr.String())
	}
	if f, _ := cli.Parse([]string{"--width", "800"}, &stdout, &stderr); len(f.Notes) != 0 || f.Width != 800 || f.Height != 900 {
		t.Errorf("plain flags: %+v", f)
	}
	// --seek reads what the go-to box reads.
	for _, c := range []struct {
		arg  string
		want game.Target
	}{
		{"2698", game.Target{Kind: game.TargetTick, Tick: 2698}},
		{"1:23.4", game.Target{Kind: game.TargetTime, Ms: 83400}},
		{"end", game.Target{Kind: game.TargetEnd}},
		{"+120", game.Target{Kind: game.TargetTicksBy, Ticks: 120}},
	} {
		f, err := cli.Parse([]string{"--seek", c.arg, "--trace", "t.gz", "--force", "--compare", "b.crd", "--pane", "diff", "--pin", "creature:12", "a.crd"}, &stdout, &stderr)
		if err != nil || f.Seek != c.want || f.Trace != "t.gz" || !f.ForceTrace || f.Compare != "b.crd" || f.Pane != "diff" || f.Pin != "creature:12" {
			t.Errorf("--seek %s …: %+v, %v", c.arg, f, err)
		}
	}
}

// TestBatchProblems: a screenshot says on stderr what the window would show of what it was
// asked for: a run to compare with or a trace (named with --trace) that cannot be had stops it
// before it writes anything (exit 1); a pinned entity that is not there at the tick drawn, or a
// sidecar next to the run that cannot be read, is a note (exit 0, the PNG drawn without it).
func TestBatchProblems(t *testing.T) {
	dir := t.TempDir()
	run := filepath.Join("..", "..", "testdata", "reference", "rush-201.crd")
	twoP := filepath.Join("..", "..", "testdata", "quests", "quest-1.1-2p-21.crd")
	nope, gone := filepath.Join(dir, "nope.crd"), filepath.Join(dir, "nothere.gz")
	side := filepath.Join(dir, "side.crd") // with a sidecar cut short
	data, err := os.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(side, data, 0o644)
	os.WriteFile(side+".trace.jsonl.gz", []byte("\x1f\x8b\x08"), 0o644)
	pipe := filepath.Join(dir, "pipe.crd") // its sidecar a named pipe: said, never waited on
	os.WriteFile(pipe, data, 0o644)
	if err := syscall.Mkfifo(pipe+".trace.jsonl.gz", 0o600); err != nil {
		t.Fatal(err)
	}
	for i, c := range []struct {
		args   []string
		code   int
		stderr string
	}{
		{[]string{"--compare", nope, run}, 1, "crdplayer: This file does not exist: the run to compare with: cannot read " + nope + ": no such file or directory\n"},
		{[]string{"--trace", gone, run}, 1, "crdplayer: --trace: cannot read " + gone + ": no such file or directory\n"},
		{[]string{"--seek", "100", "--pin", "creature:383", run}, 0, "crdplayer: --pin: Creature 383: the slot is empty at this tick (tick 100); the screenshot pins nothing\n"},
		{[]string{"--pin", "player:3", twoP}, 0, "crdplayer: --pin: player 3: no such player (the run has 2 players); the screenshot pins nothing\n"},
		{[]string{"--seek", "100", "--pin", "player:1", run}, 0, ""},
		// A sidecar next to the run was not asked for: a warning.
		{[]string{side}, 0, "crdplayer: Trace: " + side + ".trace.jsonl.gz: the gzip data is cut off in its header\n"},
		{[]string{pipe}, 0, "crdplayer: Trace: cannot read " + pipe + ".trace.jsonl.gz: a named pipe, not a file\n"},
	} {
		out := filepath.Join(dir, fmt.Sprintf("%d.png", i))
		cmd := exec.Command(os.Args[0], append([]string{"--screenshot", out}, c.args...)...)
		cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		_, statErr := os.Stat(out)
		if code != c.code || stderr.String() != c.stderr || (statErr == nil) != (c.code == 0) {
			t.Errorf("crdplayer --screenshot %q: exit %d, PNG written %v, stderr %q\nwant exit %d, stderr %q", c.args, code, statErr == nil, stderr.String(), c.code, c.stderr)
		}
	}
}
