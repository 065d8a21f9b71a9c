package render

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/export"
	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// sessionLoad opens runs as crdplayer does: a session with its ground's decals and terrain.
func sessionLoad(name string, data []byte) (Playback, error) {
	rep, err := replayio.Decode(data)
	if err != nil {
		return nil, err
	}
	rec := NewDecalRecord()
	s, err := game.Open(rep, game.Options{PayloadSHA256: rep.RunID(), OnTick: rec.Record, Approximate: true})
	if err != nil {
		return nil, err
	}
	spec, _ := sim.Approximate(&rep.Run)
	_, ter, err := sim.New(&spec)
	if err != nil {
		return nil, err
	}
	return WithGround(WithDecals(s, rec), ter), nil
}

const sampleRun = "../assets/survival-wild-103.crd"

// openSample opens the sample run in a new window of w×h and waits for its background pass.
// With like, the window draws with like's textures and fonts, as a window of another process
// would with its own: sprites and terrain patches sit on Ebitengine's shared atlas, and textures
// made twice in one process sit at other places on it, which moves their filtered pixels by a
// level here and there.
func openSample(t *testing.T, w, h int, like *App) *App {
	t.Helper()
	data, err := os.ReadFile(sampleRun)
	if err != nil {
		t.Fatal(err)
	}
	a, err := newApp(Options{Load: sessionLoad, Opener: noOpener{}, Width: w, Height: h})
	if err != nil {
		t.Fatal(err)
	}
	if like != nil {
		a.tex, a.fonts = like.tex, like.fonts
		a.run.ground = arena.NewGround(a.tex)
	}
	a.openBytes("survival-wild-103.crd", data)
	if a.run.pb == nil {
		t.Fatal(a.wid.banner.Message())
	}
	t.Cleanup(a.run.pb.Close)
	for end := time.Now().Add(time.Minute); !a.run.pb.Progress().Done; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the pass did not end")
		}
	}
	return a
}

func readRGBA(t *testing.T, path string) *image.RGBA {
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
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, image.Point{}, draw.Src)
	return out
}

// TestWindowExport: the range marked with I and O, exported from the panel as PNG frames at
// 640×480, while the window goes on seeking and drawing (with the panel, the range and a message
// over it): 30 frames (60 ticks at 1× and 30 fps) in the videos folder under the default name,
// each the picture a screenshot of its tick is; the window's own run stays where it was taken.
func TestWindowExport(t *testing.T) {
	videos := t.TempDir()
	t.Setenv("XDG_VIDEOS_DIR", videos)
	a := openSample(t, 1280, 900, nil)
	a.apply(ui.Intent{Kind: ui.IntentSeek, Arg: 601})
	a.apply(ui.Intent{Kind: ui.IntentMarkIn, Arg: -1}) // I at the shown position
	a.apply(ui.Intent{Kind: ui.IntentMarkOut, Arg: 661})
	if from, to := a.wid.marks.Range(a.run.pb.Len()); from != 601 || to != 661 {
		t.Fatalf("marked %d to %d, want 601 to 661", from, to)
	}
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFormat, slices.Index(ui.ExportFormats, export.PNGs))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSize, slices.Index(ui.ExportSizes, image.Pt(640, 480)))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart})
	if a.exp.job == nil {
		t.Fatalf("no export started: %q", a.wid.banner.Message())
	}
	// The window stays usable: it seeks, plays and draws while the export runs.
	a.apply(ui.Intent{Kind: ui.IntentSeek, Arg: 2000})
	drawn := 0
	for end := time.Now().Add(2 * time.Minute); a.exp.job != nil; drawn++ {
		if time.Now().After(end) {
			t.Fatal("the export did not end")
		}
		a.stepExport()
		if drawn%5 == 0 {
			frame(t, a)
		}
		if drawn == 10 && a.exp.job != nil {
			// Esc hides the panel; the progress stays in a box at the arena's top right, and
			// a click there shows the panel again.
			a.apply(ui.Intent{Kind: ui.IntentExportClose})
			frame(t, a)
			l := ui.NewLayout(a.frames.w, a.frames.h)
			box := image.Pt(l.Arena.Max.X-100, l.Arena.Min.Y+30)
			if in, ok := a.wid.export.Click(l.Arena, a.fonts, box, a.exportStatus()); !ok || in.Kind != ui.IntentExportPanel {
				t.Errorf("a click on the progress box: %v %v", in, ok)
			} else {
				a.apply(in)
			}
		}
	}
	if a.run.pb.Pos() != 2000 {
		t.Errorf("the window's run is at %d after the export, want the 2000 it was taken to", a.run.pb.Pos())
	}
	stem := export.Stem("survival-wild-103.crd", 601, 661, a.run.pb.Replay().RunID())
	out := filepath.Join(videos, stem)
	// The range as the panel names it (to tick 659, the position 661 not drawn) and the last
	// state drawn (tick 658: a frame every second tick), said over the arena and kept in the
	// panel until the next export.
	want := fmt.Sprintf("Exported 30 frames (tick 600 to tick 659, the last frame at tick 658) to %s", out)
	if a.wid.banner.Message() != want {
		t.Errorf("message %q, want %q", a.wid.banner.Message(), want)
	}
	if st := a.exportStatus(); st.Last != want || st.Running {
		t.Errorf("the panel's last export %q (running %v), want %q", st.Last, st.Running, want)
	}
	names, _ := filepath.Glob(filepath.Join(out, "*.png"))
	if len(names) != 30 {
		t.Fatalf("%d frames in %s, want 30", len(names), out)
	}
	t.Logf("%d window frames drawn while exporting", drawn/5)

	// The screenshots of frames 0 and 29's ticks, by a window of the frames' size.
	shot := openSample(t, 640, 480, a)
	shot.opts.Screenshot = "(a screenshot's composition)"
	for _, k := range []int{0, 29} {
		if err := shot.run.seek(601 + 2*k); err != nil {
			t.Fatal(err)
		}
		want := frame(t, shot)
		got := readRGBA(t, names[k])
		if !bytes.Equal(got.Pix, want) {
			t.Errorf("frame %d differs from the screenshot of position %d in %v", k, 601+2*k, diffRect(got.Pix, want, 640))
			if p := os.Getenv("RENDER_TEST_PNG"); p != "" {
				os.WriteFile(strings.ReplaceAll(p, "NAME", fmt.Sprintf("export-%d", k)), mustPNG(got), 0o644)
			}
		}
	}
}

// TestWindowExportRefusedAtOnce: a GIF at 60 fps is refused when Export is pressed, before
// the run is prepared, and nothing is made (a new user's waited seconds for the refusal and
// found an empty videos folder made for it).
func TestWindowExportRefusedAtOnce(t *testing.T) {
	videos := filepath.Join(t.TempDir(), "Videos")
	t.Setenv("XDG_VIDEOS_DIR", videos)
	a := openSample(t, 1280, 900, nil)
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFormat, slices.Index(ui.ExportFormats, export.GIF))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFPS, slices.Index(ui.ExportFPS, 60))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart})
	if a.exp.job != nil || !strings.Contains(a.wid.banner.Message(), "a GIF plays at most 50 frames a second") {
		t.Errorf("a GIF at 60 fps: job %v, message %q", a.exp.job != nil, a.wid.banner.Message())
	}
	if _, err := os.Stat(videos); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the videos folder after a refused export: %v, want none made", err)
	}
}

// TestWindowExportSpeed: frames exported at 2× say 2× in their status line, while the window
// plays at 1× and says so.
func TestWindowExportSpeed(t *testing.T) {
	t.Setenv("XDG_VIDEOS_DIR", t.TempDir())
	a := openSample(t, 1280, 900, nil)
	a.apply(ui.Intent{Kind: ui.IntentMarkIn, Arg: 601})
	a.apply(ui.Intent{Kind: ui.IntentMarkOut, Arg: 661})
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFormat, slices.Index(ui.ExportFormats, export.PNGs))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSize, slices.Index(ui.ExportSizes, image.Pt(640, 480)))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSpeed, slices.Index(ui.ExportSpeeds, 2))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart})
	j := a.exp.job
	if j == nil {
		t.Fatalf("no export started: %q", a.wid.banner.Message())
	}
	for end := time.Now().Add(time.Minute); j.k < 1; {
		if time.Now().After(end) {
			t.Fatal("the export drew no frames")
		}
		a.stepExport()
	}
	status := strings.Join(j.view.frames.screen.Status.ShownTexts(), " ")
	frame(t, a)
	window := strings.Join(a.frames.screen.Status.ShownTexts(), " ")
	a.apply(ui.Intent{Kind: ui.IntentExportCancel})
	if !strings.Contains(status, "   2×") || strings.Contains(status, "1×") {
		t.Errorf("an exported frame's status line says %q, want the export's 2×", status)
	}
	if a.run.pb.Speed() != 1 || !strings.Contains(window, "   1×") {
		t.Errorf("the window plays at %g× and its status line says %q, want 1×", a.run.pb.Speed(), window)
	}
}

// TestWindowExportCancel: a cancelled export removes what it wrote and says so; the panel's
// Cancel is there while it runs.
func TestWindowExportCancel(t *testing.T) {
	videos := t.TempDir()
	t.Setenv("XDG_VIDEOS_DIR", videos)
	a := openSample(t, 1280, 900, nil)
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFormat, slices.Index(ui.ExportFormats, export.GIF))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSize, slices.Index(ui.ExportSizes, image.Pt(640, 480)))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart}) // no range marked: the whole run
	for end := time.Now().Add(time.Minute); a.exp.job.k < 5; {
		if time.Now().After(end) {
			t.Fatal("the export drew no frames")
		}
		a.stepExport()
	}
	st := a.exportStatus()
	if !st.Running || st.From != 0 || st.To != limitOf(a.run.pb) || st.Done <= 0 {
		t.Errorf("status while running: %+v", st)
	}
	// (the GIF is written under its part name, and named once whole)
	if names, _ := os.ReadDir(videos); len(names) != 1 || !strings.HasSuffix(names[0].Name(), ".gif.part") {
		t.Fatalf("while running the folder holds %v, want the GIF's part file", names)
	}
	// The panel's Cancel button, clicked.
	var cancel image.Point
	found := false
	l := ui.NewLayout(a.frames.w, a.frames.h)
	for y := l.Arena.Min.Y; y < l.Arena.Max.Y && !found; y += 2 {
		for x := l.Arena.Min.X; x < l.Arena.Max.X; x += 4 {
			if in, ok := a.wid.export.Click(l.Arena, a.fonts, image.Pt(x, y), st); ok && in.Kind == ui.IntentExportCancel {
				cancel, found = image.Pt(x, y), true
				break
			}
		}
	}
	if !found {
		t.Fatal("no Cancel on the panel while exporting")
	}
	in, _ := a.wid.export.Click(l.Arena, a.fonts, cancel, st)
	a.apply(in)
	if a.exp.job != nil || a.wid.banner.Message() != "Export cancelled: what it wrote is removed." {
		t.Errorf("after Cancel: job %v, message %q", a.exp.job, a.wid.banner.Message())
	}
	if names, _ := os.ReadDir(videos); len(names) != 0 {
		t.Errorf("after Cancel the folder holds %v", names)
	}
}

// TestWindowExportStopped: a SIGTERM or SIGINT (Options.Stop) quits the window, stopping its
// export and removing what it wrote, and Run says so (a SIGTERM left a GIF without its trailer
// in the videos folder; SIGINT was ignored); without an export it just quits.
func TestWindowExportStopped(t *testing.T) {
	videos := t.TempDir()
	t.Setenv("XDG_VIDEOS_DIR", videos)
	a := openSample(t, 1280, 900, nil)
	stop := make(chan os.Signal, 1)
	a.opts.Stop = stop
	if err := a.Update(); err != nil {
		t.Fatalf("Update with no signal: %v", err)
	}
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptFormat, slices.Index(ui.ExportFormats, export.GIF))})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSize, slices.Index(ui.ExportSizes, image.Pt(640, 480)))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart})
	for end := time.Now().Add(time.Minute); a.exp.job.k < 5; {
		if time.Now().After(end) {
			t.Fatal("the export drew no frames")
		}
		a.stepExport()
	}
	stop <- syscall.SIGTERM
	if err := a.Update(); err != ebiten.Termination {
		t.Fatalf("Update after SIGTERM: %v, want the window to quit", err)
	}
	if a.exp.job != nil || a.exitErr == nil || a.exitErr.Error() != "export stopped (terminated): what it wrote is removed" {
		t.Errorf("after SIGTERM: job %v, Run's error %v", a.exp.job, a.exitErr)
	}
	if names, _ := os.ReadDir(videos); len(names) != 0 {
		t.Errorf("after SIGTERM the folder holds %v", names)
	}

	a.exitErr = nil
	stop <- os.Interrupt
	if err := a.Update(); err != ebiten.Termination || a.exitErr != nil {
		t.Errorf("Update after SIGINT with no export: %v, Run's error %v; want the window to quit, no error", err, a.exitErr)
	}
}

// TestExportPanelDrawn: the panel and the range show over the window, and go again.
func TestExportPanelDrawn(t *testing.T) {
	run := newFakeRun(600)
	run.scene = crowdScene(20)
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("panel.crd", []byte("x"))
	plain := frame(t, a)
	a.apply(ui.Intent{Kind: ui.IntentMarkIn, Arg: 100})
	a.apply(ui.Intent{Kind: ui.IntentMarkOut, Arg: 300})
	marked := frame(t, a)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	if d := diffRect(plain, marked, a.frames.w); d.Empty() || !d.In(l.Timeline) {
		t.Errorf("marking a range changed %v, want a part of the timeline %v", d, l.Timeline)
	}
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	panel := frame(t, a)
	if d := diffRect(marked, panel, a.frames.w); d.Empty() || !d.In(l.Arena) {
		t.Errorf("the panel changed %v, want a part of the arena %v", d, l.Arena)
	}
	a.apply(ui.Intent{Kind: ui.IntentExportClose})
	a.openBytes("panel.crd", []byte("y")) // opened again: the range was marked on the last opening
	a.stepExport()
	if a.wid.marks.Marked() {
		t.Error("the range marked on the last run is kept for another")
	}
	if again := frame(t, a); !bytes.Equal(again, plain) {
		t.Errorf("with the panel closed and the range cleared the window differs in %v", diffRect(plain, again, a.frames.w))
	}
}

// diffRect is the rectangle of the pixels that differ between two RGBA frames w pixels wide.
func diffRect(a, b []byte, w int) image.Rectangle {
	var r image.Rectangle
	for i := 0; i < len(a); i += 4 {
		if !bytes.Equal(a[i:i+4], b[i:i+4]) {
			x, y := (i/4)%w, (i/4)/w
			r = r.Union(image.Rect(x, y, x+1, y+1))
		}
	}
	return r
}

func mustPNG(img image.Image) []byte {
	var b bytes.Buffer
	png.Encode(&b, img)
	return b.Bytes()
}

// failingEncoder fails its third frame, as a write to a full disk does; Abort is what the job
// must call then (the real encoders remove their part file there).
type failingEncoder struct {
	frames  int
	aborted bool
}

func (e *failingEncoder) Frame(*image.RGBA) error {
	if e.frames++; e.frames >= 3 {
		return syscall.ENOSPC
	}
	return nil
}
func (e *failingEncoder) Close() error { return nil }
func (e *failingEncoder) Abort()       { e.aborted = true }

// TestWindowExportWriteFails: an encoder that fails (a full disk) ends the export with its
// error, and the job aborts it, so that nothing it wrote (its part file) is left to block a
// second try.
func TestWindowExportWriteFails(t *testing.T) {
	t.Setenv("XDG_VIDEOS_DIR", t.TempDir())
	a := openSample(t, 1280, 900, nil)
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	a.apply(ui.Intent{Kind: ui.IntentExportSet, Arg: ui.ExportChoice(ui.OptSize, slices.Index(ui.ExportSizes, image.Pt(640, 480)))})
	a.apply(ui.Intent{Kind: ui.IntentExportStart})
	if a.exp.job == nil || a.exp.job.started {
		t.Fatal("the export did not wait for its first step")
	}
	enc := &failingEncoder{}
	a.exp.job.create = func(stem string, w, h, fps int) (export.Encoder, string, error) { return enc, "/nowhere/x.gif", nil }
	for end := time.Now().Add(time.Minute); a.exp.job != nil; {
		if time.Now().After(end) {
			t.Fatal("the export never ended")
		}
		a.stepExport()
	}
	if !enc.aborted || !strings.Contains(a.wid.banner.Message(), "no space left on device") {
		t.Errorf("after the failed write: aborted %v, message %q", enc.aborted, a.wid.banner.Message())
	}
}

// TestEscClosesTheExportPanelOnly: Esc with the export panel open closes it and does nothing
// else, where with nothing open it unpins: keyIntents says Esc's "close the help or unpin" and
// exportKeys "close the panel" in the same frame, and oneEsc keeps the panel's.
func TestEscClosesTheExportPanelOnly(t *testing.T) {
	a := openSample(t, 1280, 900, nil)
	a.wid.help = false // (Esc would close it first)
	pin := ui.Pin{Kind: ui.PinPlayer, Index: 0}
	a.insp.pin = pin
	a.apply(ui.Intent{Kind: ui.IntentExportPanel})
	if !a.wid.export.Shown {
		t.Fatal("the export panel did not open")
	}
	esc := []ui.Intent{{Kind: ui.IntentHelp, Arg: -1}, {Kind: ui.IntentExportClose}} // Esc's, panel open
	for _, in := range oneEsc(esc) {
		a.apply(in)
	}
	if a.wid.export.Shown || a.insp.pin != pin {
		t.Errorf("after Esc: panel shown %v, pin %+v; want it closed and %+v still pinned", a.wid.export.Shown, a.insp.pin, pin)
	}
	// With nothing open, Esc unpins.
	for _, in := range oneEsc([]ui.Intent{{Kind: ui.IntentHelp, Arg: -1}}) { // Esc's, nothing open
		a.apply(in)
	}
	if a.insp.pin.Pinned() {
		t.Errorf("Esc with nothing open left %+v pinned", a.insp.pin)
	}
}
