package export

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/draw"
	"image/gif"
	"image/png"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// testFrame is frame k of a made-up animation of w×h: a flat background with a few flat panels
// that hold still and a square that moves k pixels right and changes colour; few enough colours
// for a GIF palette to hold them exactly.
func testFrame(w, h, k int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), &image.Uniform{color.RGBA{40, 30, 20, 255}}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(w-20, 0, w, h), &image.Uniform{color.RGBA{20, 20, 30, 255}}, image.Point{}, draw.Src)
	draw.Draw(img, image.Rect(0, h-8, w, h), &image.Uniform{color.RGBA{60, 60, 70, 255}}, image.Point{}, draw.Src)
	sq := image.Rect(5+k, 10, 15+k, 20)
	draw.Draw(img, sq, &image.Uniform{color.RGBA{uint8(200 + k), 80, uint8(10 * k), 255}}, image.Point{}, draw.Src)
	return img
}

// gradientFrame has more colours than a palette holds: every pixel its own.
func gradientFrame(w, h, k int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x + y + 3*k) % 256), 255})
		}
	}
	return img
}

// composeGIF plays a decoded GIF as a viewer does (each frame drawn over the last, transparent
// pixels leaving it be) and returns every frame as shown.
func composeGIF(t *testing.T, g *gif.GIF) []*image.RGBA {
	t.Helper()
	canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var out []*image.RGBA
	for i, fr := range g.Image {
		if g.Disposal[i] != gif.DisposalNone {
			t.Fatalf("frame %d: disposal %d, want DisposalNone", i, g.Disposal[i])
		}
		draw.Draw(canvas, fr.Bounds(), fr, fr.Bounds().Min, draw.Over)
		c := image.NewRGBA(canvas.Bounds())
		copy(c.Pix, canvas.Pix)
		out = append(out, c)
	}
	return out
}

func encodeFrames(t *testing.T, path string, frames []*image.RGBA, fps int) {
	t.Helper()
	b := frames[0].Bounds()
	enc, err := Create(path, b.Dx(), b.Dy(), fps)
	if err != nil {
		t.Fatal(err)
	}
	p := Start(enc, b.Dx(), b.Dy(), 3)
	for _, f := range frames {
		buf := p.Buffer(true)
		copy(buf.Pix, f.Pix)
		p.Send(buf)
	}
	if err := p.Finish(); err != nil {
		t.Fatal(err)
	}
	if p.Encoded() != len(frames) {
		t.Fatalf("%d frames encoded, want %d", p.Encoded(), len(frames))
	}
}

// TestGIFFramesExact: frames of fewer than 256 colours come back from the GIF pixel for pixel,
// after the first only the changed rectangle is stored, and the delays keep 30 fps's clock.
func TestGIFFramesExact(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.gif")
	var frames []*image.RGBA
	for k := range 12 {
		frames = append(frames, testFrame(80, 50, k))
	}
	frames = append(frames, testFrame(80, 50, 11)) // a frame with nothing changed
	encodeFrames(t, path, frames, 30)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != len(frames) || g.Config.Width != 80 || g.Config.Height != 50 || g.LoopCount != 0 {
		t.Fatalf("%d frames of %dx%d, loop %d; want %d of 80x50 looping", len(g.Image), g.Config.Width, g.Config.Height, g.LoopCount, len(frames))
	}
	sum := 0
	for _, d := range g.Delay {
		sum += d
	}
	if want := (200*len(frames) + 30) / 60; sum != want {
		t.Errorf("delays add up to %d hundredths, want %d", sum, want)
	}
	for i, c := range composeGIF(t, g) {
		if !bytes.Equal(c.Pix, frames[i].Pix) {
			t.Errorf("frame %d differs from what was encoded", i)
		}
	}
	// Frame 3 moved the square one pixel: its rectangle is the square's old and new place.
	if r := g.Image[3].Bounds(); r != image.Rect(7, 10, 18, 20) {
		t.Errorf("frame 3 stores %v, want the moved square's (7,10)-(18,20)", r)
	}
	if r := g.Image[len(frames)-1].Bounds(); r.Dx()*r.Dy() != 1 {
		t.Errorf("an unchanged frame stores %v, want one pixel", r)
	}
}

// TestGIFManyColours: a frame of 4000 colours is kept within a few levels a channel.
func TestGIFManyColours(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.gif")
	frames := []*image.RGBA{gradientFrame(80, 50, 0), gradientFrame(80, 50, 1)}
	encodeFrames(t, path, frames, 10)
	f, _ := os.Open(path)
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range composeGIF(t, g) {
		var sum, worst int
		for j := range c.Pix {
			d := int(c.Pix[j]) - int(frames[i].Pix[j])
			d = max(d, -d)
			sum += d
			worst = max(worst, d)
		}
		mean := float64(sum) / float64(len(c.Pix))
		t.Logf("frame %d: mean error %.2f, worst %d", i, mean, worst)
		if mean > 3 || worst > 40 {
			t.Errorf("frame %d: mean error %.2f levels, worst %d", i, mean, worst)
		}
	}
}

// TestPNGFrames: numbered frames, the pixels as given; an existing folder with something in it
// is refused, an empty one taken; Abort removes what was written.
func TestPNGFrames(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "frames")
	frames := []*image.RGBA{testFrame(40, 30, 0), testFrame(40, 30, 1), testFrame(40, 30, 2)}
	encodeFrames(t, out, frames, 30)
	for i, want := range frames {
		f, err := os.Open(filepath.Join(out, "00000"+strconv.Itoa(i)+".png"))
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		got := image.NewRGBA(img.Bounds())
		draw.Draw(got, got.Bounds(), img, image.Point{}, draw.Src)
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("frame %d differs", i)
		}
	}
	if _, err := Create(out, 40, 30, 30); err == nil || !strings.Contains(err.Error(), "exists: not overwritten") {
		t.Errorf("a folder with frames in it: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	os.Mkdir(empty, 0o755)
	enc, err := Create(empty, 40, 30, 30)
	if err != nil {
		t.Fatalf("an empty folder: %v", err)
	}
	enc.Frame(frames[0])
	enc.Abort()
	if names, _ := os.ReadDir(empty); len(names) != 0 {
		t.Errorf("after Abort the folder holds %v", names)
	}
	if _, err := os.Stat(empty); err != nil {
		t.Errorf("Abort removed a folder it did not make: %v", err)
	}
}

// TestNothingOverwritten: an existing file is refused and left as it was; CreateUnique takes
// STEM-2, STEM-3.
func TestNothingOverwritten(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "run.gif")
	os.WriteFile(old, []byte("mine"), 0o644)
	if _, err := Create(old, 40, 30, 30); err == nil || !strings.Contains(err.Error(), "run.gif exists: not overwritten") {
		t.Errorf("Create over a file: %v", err)
	}
	for _, want := range []string{"run-2.gif", "run-3.gif"} {
		enc, path, err := CreateUnique(dir, "run", GIF, 40, 30, 30)
		if err != nil {
			t.Fatal(err)
		}
		enc.Frame(testFrame(40, 30, 0))
		if err := enc.Close(); err != nil {
			t.Fatal(err)
		}
		if filepath.Base(path) != want {
			t.Errorf("CreateUnique made %s, want %s", filepath.Base(path), want)
		}
	}
	if b, _ := os.ReadFile(old); string(b) != "mine" {
		t.Errorf("the file was overwritten: %q", b)
	}
}

// failing fails on its second frame.
type failing struct {
	frames  int
	aborted bool
}

func (f *failing) Frame(*image.RGBA) error {
	f.frames++
	if f.frames == 2 {
		return errors.New("disk full")
	}
	return nil
}
func (f *failing) Close() error { return nil }
func (f *failing) Abort()       { f.aborted = true }

// TestPipelineError: an encoder's error stops the frames after it and comes back from Finish,
// and the output is removed.
func TestPipelineError(t *testing.T) {
	enc := &failing{}
	p := Start(enc, 4, 4, 2)
	for range 5 {
		p.Send(p.Buffer(true))
	}
	if err := p.Finish(); err == nil || err.Error() != "disk full" || enc.frames != 2 || !enc.aborted || p.Encoded() != 1 {
		t.Errorf("Finish: %v after %d frames (aborted %v, %d encoded)", err, enc.frames, enc.aborted, p.Encoded())
	}
}

// TestNoFFmpeg: without ffmpeg on the PATH an MP4 or WebM export is refused before anything is
// written, naming the Debian package; GIF and PNG frames need nothing.
func TestNoFFmpeg(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	dir := t.TempDir()
	for _, name := range []string{"a.mp4", "b.webm"} {
		_, err := Create(filepath.Join(dir, name), 64, 48, 30)
		if !errors.Is(err, ErrNoFFmpeg) || !strings.Contains(err.Error(), "install the Debian package ffmpeg") {
			t.Errorf("%s without ffmpeg: %v", name, err)
		}
	}
	if names, _ := os.ReadDir(dir); len(names) != 0 {
		t.Errorf("refused exports left %v", names)
	}
	if CheckTools(GIF) != nil || CheckTools(PNGs) != nil {
		t.Error("GIF or PNG frames ask for a tool")
	}
}

// TestFFmpegVideo: with ffmpeg installed, 60 frames at 30 fps are an MP4 and a WebM of 60
// frames lasting 2 s (ffprobe), also at an odd size. Without ffmpeg this says so and checks the
// refusal instead (TestNoFFmpeg checks it on every machine).
func TestFFmpegVideo(t *testing.T) {
	if _, err := exec.LookPath("ffprobe"); err != nil {
		if err := CheckTools(MP4); !errors.Is(err, ErrNoFFmpeg) {
			t.Fatalf("no ffprobe, and ffmpeg's check says %v", err)
		}
		t.Log("ffmpeg is not installed: the MP4 and WebM encoders were not run (the refusal was checked)")
		return
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name string
		w, h int
	}{{"a.mp4", 64, 48}, {"b.webm", 64, 48}, {"odd.mp4", 63, 47}} {
		var frames []*image.RGBA
		for k := range 60 {
			frames = append(frames, testFrame(c.w, c.h, k%40))
		}
		path := filepath.Join(dir, c.name)
		encodeFrames(t, path, frames, 30)
		n, secs := probe(t, path)
		if n != 60 || secs < 1.99 || secs > 2.01 {
			t.Errorf("%s: %d frames, %.3f s; want 60 frames, 2 s", c.name, n, secs)
		}
	}
}

// probe is a video's frame count and duration, by ffprobe.
func probe(t *testing.T, path string) (frames int, seconds float64) {
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

// TestWrittenUnderPartName: a GIF is written as NAME.part and takes its name only once whole, so
// a process stopped on the way leaves no truncated file under the name asked for (a SIGTERM to
// the window left a GIF without its trailer in ~/Videos); a part file left behind is not
// overwritten either (Create names it, CreateUnique takes the next name), and a file made under
// the name meanwhile is left alone.
func TestWrittenUnderPartName(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "clip.gif")
	enc, err := Create(out, 40, 30, 30)
	if err != nil {
		t.Fatal(err)
	}
	if err := enc.Frame(testFrame(40, 30, 0)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(out); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("while writing, %s: %v; want no file under the name", out, err)
	}
	if _, err := os.Stat(PartName(out)); err != nil {
		t.Errorf("while writing, the part file: %v", err)
	}
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(f)
	f.Close()
	if err != nil || len(g.Image) != 1 {
		t.Errorf("the GIF once closed: %v", err)
	}
	if _, err := os.Stat(PartName(out)); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the part file after Close: %v", err)
	}

	// A part file left by an export that did not finish.
	left := filepath.Join(dir, "left.gif")
	os.WriteFile(PartName(left), []byte("half"), 0o644)
	if _, err := Create(left, 40, 30, 30); !errors.Is(err, ErrPartExists) || !strings.Contains(err.Error(), "left.gif.part") {
		t.Errorf("Create with a part file left: %v", err)
	}
	if b, _ := os.ReadFile(PartName(left)); string(b) != "half" {
		t.Error("the part file left was overwritten")
	}
	enc, path, err := CreateUnique(dir, "left", GIF, 40, 30, 30)
	if err != nil || filepath.Base(path) != "left-2.gif" {
		t.Fatalf("CreateUnique with left.gif.part there: %s, %v; want left-2.gif", path, err)
	}
	enc.Abort()
	if names, _ := filepath.Glob(filepath.Join(dir, "left-2*")); len(names) != 0 {
		t.Errorf("after Abort: %v", names)
	}

	// A file made under the name while the export runs is not overwritten.
	late := filepath.Join(dir, "late.gif")
	enc, err = Create(late, 40, 30, 30)
	if err != nil {
		t.Fatal(err)
	}
	enc.Frame(testFrame(40, 30, 0))
	os.WriteFile(late, []byte("theirs"), 0o644)
	if err := enc.Close(); err == nil || !strings.Contains(err.Error(), "not overwritten") {
		t.Errorf("Close with the name taken meanwhile: %v", err)
	}
	if b, _ := os.ReadFile(late); string(b) != "theirs" {
		t.Error("the file made meanwhile was overwritten")
	}
}

// TestFFmpegMessageOneLine: ffmpeg's last lines come on one line, its empty lines and the
// trailing "--" of its option echo left out.
func TestFFmpegMessageOneLine(t *testing.T) {
	in := "ffmpeg version 5.1\n  built with gcc\n\n[mp4 @ 0x1] Could not write header --\nError initializing output stream\n\nConversion failed!\n"
	if got, want := lastLines(in, 3), "[mp4 @ 0x1] Could not write header; Error initializing output stream; Conversion failed!"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := lastLines("\n \n", 3); got != "" {
		t.Errorf("no message: %q", got)
	}
}

// TestFFmpegErrorAtExitZero: ffmpeg that prints an error and still exits 0 (it does when only
// writing the trailer fails, on a full disk) fails the export: Close says why and the video
// does not take its name. A stand-in ffmpeg on PATH plays that part.
func TestFFmpegErrorAtExitZero(t *testing.T) {
	bin := t.TempDir()
	script := "#!/bin/sh\ncat >/dev/null\necho 'Error writing trailer of out.mp4.part: No space left on device' >&2\necho 'Last message repeated 3 times' >&2\nexit 0\n"
	for _, name := range []string{"ffmpeg", "ffprobe"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	out := filepath.Join(t.TempDir(), "out.mp4")
	enc, err := Create(out, 64, 48, 30)
	if err != nil {
		t.Fatal(err)
	}
	if err := enc.Frame(image.NewRGBA(image.Rect(0, 0, 64, 48))); err != nil {
		t.Fatal(err)
	}
	err = enc.Close()
	if err == nil || err.Error() != "ffmpeg: Error writing trailer of out.mp4.part: No space left on device" {
		t.Errorf("Close: %v", err)
	}
	enc.Abort()
	if _, err := os.Stat(out); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the broken video took its name: %v", err)
	}
	if _, err := os.Stat(PartName(out)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("its part file is left: %v", err)
	}
}
