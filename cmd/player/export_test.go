package main

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/gif"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"crdplayer/cmd/player/cli"
	"crdplayer/game"
	"crdplayer/replayio"
)

// The export's end-to-end test runs on the embedded sample run, 2 s of it from tick 600, at the
// smallest window size (the frames are the whole window, as a screenshot is).
const (
	exportRun  = "../../assets/survival-wild-103.crd"
	exportFrom = 600 // --from: the first frame is the state at tick 600
	exportW    = "640"
	exportH    = "480"
)

// seekArg is the --seek that screenshots the state an export's frame shows at position pos: the
// tick it is the state after (--seek N is the state at tick N, position N+1, as --from is).
func seekArg(pos int) string { return strconv.Itoa(game.TickOfPos(pos)) }

// runCrdplayer runs crdplayer with args in dir with env added, and returns its exit code and
// output.
func runCrdplayer(t *testing.T, dir string, env []string, args ...string) (int, string, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "CRDPLAYER_AS_MAIN=1"), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, stdout.String(), stderr.String()
}

// TestExport: a 2-second export at 1× and 30 fps is 60 frames, every second tick from the one
// asked for; as PNG frames they are, pixel for pixel, what --seek N --screenshot draws at the
// same ticks; as a GIF (a palette of 255 colours a frame) they are within a level or two of
// them, and nearer to their own tick than to the others. The GIF goes under the default name
// (the run, the ticks, the SHA-256's first 8 hex digits), beside a file of that name that is
// left alone. An MP4 needs ffmpeg: without it on the PATH the export is refused, naming the
// Debian package, before anything is written; with it, ffprobe finds 60 frames lasting 2 s.
func TestExport(t *testing.T) {
	run, err := filepath.Abs(exportRun)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := replayio.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	from, to := strconv.Itoa(exportFrom), "+120"
	size := exportW + "x" + exportH
	const frames = 60 // 120 ticks at 1×, 30 fps: 2 ticks a frame
	pos := func(k int) int { return exportFrom + 1 + 2*k }

	// PNG frames.
	code, stdout, stderr := runCrdplayer(t, dir, nil, "--export", "frames", "--from", from, "--to", to, "--size", size, run)
	if code != 0 {
		t.Fatalf("--export frames: exit %d\n%s", code, stderr)
	}
	// The range, to tick exportFrom+119, and the last state drawn: tick exportFrom+118.
	want := fmt.Sprintf("exported %d frames of tick %d to tick %d, the last frame at tick %d (2.0 s at 30 fps, 1×) to frames in ", frames, exportFrom, exportFrom+119, exportFrom+118)
	if !strings.HasPrefix(stdout, want) {
		t.Errorf("stdout %q, want it to start %q", stdout, want)
	}
	names, _ := filepath.Glob(filepath.Join(dir, "frames", "*"))
	if len(names) != frames || filepath.Base(names[0]) != "000000.png" || filepath.Base(names[frames-1]) != "000059.png" {
		t.Fatalf("%d frames written (%v…), want 000000.png to 000059.png", len(names), names[:min(len(names), 3)])
	}

	// GIF, under the default name, beside a file that has it.
	stem := fmt.Sprintf("survival-wild-103-tick%06d-%06d-%s", exportFrom, exportFrom+119, rep.RunID()[:8])
	mine := filepath.Join(dir, stem+".gif")
	if err := os.WriteFile(mine, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCrdplayer(t, dir, nil, "--export", "gif", "--from", from, "--to", to, "--size", size, run); code != 0 {
		t.Fatalf("--export gif: exit %d\n%s", code, stderr)
	}
	if b, _ := os.ReadFile(mine); string(b) != "mine" {
		t.Errorf("the file under the default name was overwritten")
	}
	shown := decodeGIF(t, filepath.Join(dir, stem+"-2.gif"))
	if len(shown) != frames {
		t.Fatalf("the GIF has %d frames, want %d", len(shown), frames)
	}

	// The screenshots of the first and last frames' ticks.
	checks := []int{0, frames - 1}
	shots := map[int]*image.RGBA{}
	for _, k := range checks {
		png := filepath.Join(dir, fmt.Sprintf("shot-%d.png", k))
		crdplayer(t, "--seek", seekArg(pos(k)), "--screenshot", png, "--width", exportW, "--height", exportH, run)
		shots[k] = rgba(readPNG(t, png))
	}
	for _, k := range checks {
		frame := rgba(readPNG(t, names[k]))
		if frame.Bounds() != image.Rect(0, 0, 640, 480) {
			t.Fatalf("frame %d is %v, want 640×480", k, frame.Bounds())
		}
		if n := differing(frame, shots[k]); n != 0 {
			t.Errorf("PNG frame %d differs from --seek %s --screenshot in %d pixels", k, seekArg(pos(k)), n)
		}
		own := meanError(shown[k], shots[k])
		t.Logf("GIF frame %d: mean error %.2f a channel against its tick's screenshot", k, own)
		if own > 2 {
			t.Errorf("GIF frame %d: mean error %.2f a channel against its tick's screenshot", k, own)
		}
		for _, o := range checks {
			if o != k && meanError(shown[k], shots[o]) <= own {
				t.Errorf("GIF frame %d is as near to frame %d's tick as to its own", k, o)
			}
		}
	}

	// MP4: refused without ffmpeg, on every machine; made with it, where it is installed.
	noTools := t.TempDir() // a PATH with nothing on it
	code, _, stderr = runCrdplayer(t, dir, []string{"PATH=" + noTools}, "--export", "clip.mp4", "--from", from, "--to", to, "--size", size, run)
	if code != 1 || !strings.Contains(stderr, "ffmpeg is not installed") || !strings.Contains(stderr, "install the Debian package ffmpeg") {
		t.Errorf("an MP4 without ffmpeg: exit %d, stderr %q; want exit 1 naming the Debian package", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "clip.mp4")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the refused MP4 left a file: %v", err)
	}
	if _, err := exec.LookPath("ffprobe"); err != nil {
		t.Log("ffmpeg is not installed here: the MP4 was not made (its refusal was checked)")
		return
	}
	if code, _, stderr := runCrdplayer(t, dir, nil, "--export", "clip.mp4", "--from", from, "--to", to, "--size", size, run); code != 0 {
		t.Fatalf("--export clip.mp4: exit %d\n%s", code, stderr)
	}
	n, secs := probeVideo(t, filepath.Join(dir, "clip.mp4"))
	if n != frames || secs < 1.99 || secs > 2.01 {
		t.Errorf("the MP4 has %d frames lasting %.3f s; want %d frames, 2 s", n, secs, frames)
	}
}

// TestExportRefusals: an output that exists is not overwritten, and the export's flags are
// checked, before any window opens; a trace asked for that cannot be read stops it before it
// writes anything.
func TestExportRefusals(t *testing.T) {
	run, err := filepath.Abs(exportRun)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := replayio.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	last := len(rep.Ticks) - 1
	dir := t.TempDir()
	old := filepath.Join(dir, "old.gif")
	os.WriteFile(old, []byte("mine"), 0o644)
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--export", old}, 1, "old.gif exists: not overwritten"},
		{[]string{"--export", "a.gif", "--fps", "0"}, cli.ExitUsage, "--fps 0: from 1 to 120"},
		{[]string{"--export", "a.gif", "--fps", "60"}, cli.ExitUsage, "--fps 60: a GIF plays at most 50 frames a second"},
		{[]string{"--export", "gif", "--fps", "51"}, cli.ExitUsage, "--fps 51: a GIF plays at most 50 frames a second"},
		{[]string{"--export", "a.gif", "--speed", "100"}, cli.ExitUsage, "--speed 100: from 0.125 to 64"},
		{[]string{"--export", "a.gif", "--size", "100x100"}, cli.ExitUsage, "--size 100x100: from 640x480 to 4096x4096"},
		{[]string{"--export", "a.gif", "--screenshot", "b.png"}, cli.ExitUsage, "--export and --screenshot each draw and exit"},
		// A range that does not fit the run is a bad command line too (exit 64, the synopsis),
		// though only the run can tell: outside it, reversed, empty.
		{[]string{"--export", "a.gif", "--from", "9999999", run}, cli.ExitUsage, fmt.Sprintf("crdplayer: --from 9999999: tick 9999999 is past the file's last tick, %d", last)},
		{[]string{"--export", "a.gif", "--from", "1000", "--to", "900", run}, cli.ExitUsage, "crdplayer: --to 900 (tick 900) is before --from (tick 1000)\nusage: crdplayer"},
		// An empty range is refused (it exported "1 frames (… 0.0 s …)").
		{[]string{"--export", "a.gif", "--from", "1000", "--to", "1000", run}, cli.ExitUsage, "crdplayer: the range from tick 1000 to tick 1000 is empty: it ends where it begins (--to is not drawn: --to +1 for one tick)\nusage: crdplayer"},
		// Not a tick or a time: said before the run is read.
		{[]string{"--export", "a.gif", "--from", "12x", filepath.Join(dir, "no-such-run.crd")}, cli.ExitUsage, `crdplayer: --from "12x": not a tick (5000), a time (1:23.4, 83.4s) or a step (+120, -30, +5s)` + "\nusage: crdplayer"},
		// An output in a folder that is not there: refused before the run is simulated.
		{[]string{"--export", filepath.Join(dir, "nodir", "a.gif"), run}, 1, "a.gif: the folder " + filepath.Join(dir, "nodir") + " does not exist"},
		{[]string{"--screenshot", filepath.Join(dir, "nodir", "a.png"), run}, 1, "a.png: the folder " + filepath.Join(dir, "nodir") + " does not exist"},
		{[]string{"--export", filepath.Join(old, "a.gif"), run}, 1, "a.gif: " + old + " is not a folder"},
		// A trace asked for that cannot be read: refused before the first frame.
		{[]string{"--export", "a.gif", "--to", "+60", "--trace", filepath.Join(dir, "nothere.gz"), run}, 1, "crdplayer: --trace: cannot read " + filepath.Join(dir, "nothere.gz") + ": no such file or directory"},
	} {
		code, _, stderr := runCrdplayer(t, dir, nil, c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%v: exit %d, stderr %q; want exit %d saying %q", c.args, code, stderr, c.code, c.msg)
		}
	}
	if b, _ := os.ReadFile(old); string(b) != "mine" {
		t.Error("the existing output was overwritten")
	}
	// But the end, which nothing follows: --from end is one frame of the run's last state.
	if code, stdout, stderr := runCrdplayer(t, dir, nil, "--export", "end.gif", "--from", "end", run); code != 0 || !strings.Contains(stdout, "exported 1 frame of ") {
		t.Errorf("--from end: exit %d, %q %q", code, stdout, stderr)
	}
	os.Remove(filepath.Join(dir, "end.gif"))
	if names, _ := filepath.Glob(filepath.Join(dir, "a.gif")); len(names) != 0 {
		t.Errorf("a refused export left %v", names)
	}
}

// decodeGIF plays a GIF as a viewer does and returns every frame as shown.
func decodeGIF(t *testing.T, path string) []*image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var out []*image.RGBA
	for _, fr := range g.Image {
		draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
		c := image.NewRGBA(canvas.Bounds())
		copy(c.Pix, canvas.Pix)
		out = append(out, c)
	}
	return out
}

// differing is the number of pixels whose colour differs between two images of one size.
func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i < len(a.Pix); i += 4 {
		if !bytes.Equal(a.Pix[i:i+3], b.Pix[i:i+3]) {
			n++
		}
	}
	return n
}

// meanError is the mean difference of two images' colour channels, 0–255.
func meanError(a, b *image.RGBA) float64 {
	sum := 0
	for i := 0; i < len(a.Pix); i += 4 {
		for c := range 3 {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			sum += max(d, -d)
		}
	}
	return float64(sum) / float64(3*len(a.Pix)/4)
}

// probeVideo is a video's frame count and duration, by ffprobe.
func probeVideo(t *testing.T, path string) (frames int, seconds float64) {
	t.Helper()
	out, err := exec.Command("ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
		"-show_entries", "stream=nb_read_frames:format=duration", "-of", "default=noprint_wrappers=1", path).Output()
	if err != nil {
		t.Fatalf("ffprobe %s: %v", path, err)
	}
	for _, l := range strings.Split(string(out), "\n") {
		k, v, _ := strings.Cut(l, "=")
		switch k {
		case "nb_read_frames":
			frames, _ = strconv.Atoi(v)
		case "duration":
			seconds, _ = strconv.ParseFloat(v, 64)
		}
	}
	return frames, seconds
}

// TestExportFlagNotes: the export's flags without --export, and --seek, --measure-fps,
// --compare, --pin and the Diff and Entity panes with it, do nothing, and say so; --size sets
// the frames' size.
func TestExportFlagNotes(t *testing.T) {
	var stdout, stderr strings.Builder
	f, err := cli.Parse([]string{"--from", "5", "--fps", "60", "run.crd"}, &stdout, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	want := "--from does nothing without --export; ignoring it\n--fps does nothing without --export; ignoring it"
	if got := strings.Join(f.Notes, "\n"); got != want {
		t.Errorf("notes %q, want %q", got, want)
	}
	f, err = cli.Parse([]string{"--export", "a.mp4", "--seek", "50", "--measure-fps", "2s", "--size", "1920x1080", "--from", "1:00", "--to", "+0:10", "--speed", "2", "run.crd"}, &stdout, &stderr)
	if err != nil {
		t.Fatal(err)
	}
	want = "--seek does nothing with --export (--from says where it starts); ignoring it\n--measure-fps does nothing with --export; ignoring it"
	if got := strings.Join(f.Notes, "\n"); got != want || f.Width != 1920 || f.Height != 1080 || f.Seek.Kind != 0 || f.MeasureFPS != 0 ||
		f.From != "1:00" || f.To != "+0:10" || f.Speed != 2 || f.FPS != 30 || f.Export != "a.mp4" {
		t.Errorf("got %+v\nnotes %q", f, got)
	}
	// The frames show one run, its Verify, Info or Debug pane, nothing pinned.
	f, err = cli.Parse([]string{"run.crd", "--export", "gif", "--compare", "b.crd", "--pin", "player:1", "--pane", "entity"}, &stdout, &stderr)
	want = "--compare does nothing with --export (the frames show one run); ignoring it\n" +
		"--pin does nothing with --export (the frames pin nothing); ignoring it\n" +
		"--pane entity does nothing with --export (the frames show the Verify, Info or Debug pane); showing Verify"
	if got := strings.Join(f.Notes, "\n"); err != nil || got != want || f.Compare != "" || f.Pin != "" || f.Pane != "" {
		t.Errorf("got %+v, %v\nnotes %q", f, err, got)
	}
	if f, _ := cli.Parse([]string{"run.crd", "--export", "gif", "--pane", "debug"}, &stdout, &stderr); len(f.Notes) != 0 || f.Pane != "debug" {
		t.Errorf("--pane debug with --export: %+v", f)
	}
}
