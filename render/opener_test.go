package render

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"crdplayer/render/ui"
)

type chosenFile struct {
	path string
	err  error
}

func (c chosenFile) OpenFile() (string, error) { return c.path, c.err }

// waitOpen polls the background dialog as Update does, until it has answered.
func waitOpen(t *testing.T, a *App) {
	t.Helper()
	for i := 0; a.dialog.opening != nil && i < 200; i++ {
		time.Sleep(5 * time.Millisecond)
		a.pollOpen()
	}
	if a.dialog.opening != nil {
		t.Fatal("the dialog never answered")
	}
}

func TestOpenDialog(t *testing.T) {
	run := newFakeRun(100)
	var opened []string
	a := testApp(t, func(name string, data []byte) (Playback, error) {
		opened = append(opened, name)
		return run, nil
	})
	dir := t.TempDir()
	path := dir + "/picked.crd"
	if err := writeFile(path, "x"); err != nil {
		t.Fatal(err)
	}
	a.opts.Opener = chosenFile{path: path}
	a.apply(ui.Intent{Kind: ui.IntentOpen})
	waitOpen(t, a)
	if len(opened) != 1 || opened[0] != path || a.run.pb != run {
		t.Fatalf("after choosing %s: opened %v", path, opened)
	}
	a.opts.Opener = chosenFile{} // cancelled
	a.apply(ui.Intent{Kind: ui.IntentOpen})
	waitOpen(t, a)
	if len(opened) != 1 || a.wid.banner.IsError() {
		t.Errorf("a cancelled dialog opened %v, message %q", opened, a.wid.banner.Message())
	}
	a.opts.Opener = chosenFile{err: errors.New("gtk initialisation failed")}
	a.apply(ui.Intent{Kind: ui.IntentOpen})
	waitOpen(t, a)
	if !a.wid.banner.IsError() || !strings.Contains(a.wid.banner.Message(), "gtk initialisation failed") || a.run.pb != run {
		t.Errorf("a failing dialog: message %q, run %v", a.wid.banner.Message(), a.run.pb)
	}
}

func TestFirstDropped(t *testing.T) {
	fs := fstest.MapFS{
		"notes.txt":     {Data: []byte("hello")},
		"run.crd":       {Data: []byte("crd bytes")},
		"dir/other.crd": {Data: []byte("nested")},
	}
	name, data, err := firstDropped(fs)
	if err != nil || name != "run.crd" || string(data) != "crd bytes" {
		t.Errorf("firstDropped = %q, %q, %v; want the .crd file", name, data, err)
	}
	name, data, err = firstDropped(fstest.MapFS{"a.txt": {Data: []byte("t")}})
	if err != nil || name != "a.txt" || string(data) != "t" {
		t.Errorf("with no .crd: %q, %q, %v; want the file (the loader says what is wrong with it)", name, data, err)
	}
	if _, _, err := firstDropped(fstest.MapFS{"d/x.crd": {}}); err == nil {
		t.Error("a dropped folder should be an error")
	}
}

// A run dropped on the window reaches the loader under its real path, as when it is opened by
// argument or Ctrl+O, so the loader finds its trace sidecar next to it.
func TestDroppedRunKeepsItsPath(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "run.crd"), []byte("crd bytes"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "run.crd.trace.jsonl.gz"), []byte("trace"), 0o644); err != nil {
		t.Fatal(err)
	}
	var got string
	a := testApp(t, func(name string, data []byte) (Playback, error) {
		got = name
		return newFakeRun(600), nil
	})
	a.openDropped(os.DirFS(dir), false)
	if want := filepath.Join(dir, "run.crd"); got != want || a.run.name != want {
		t.Errorf("dropped run loaded as %q (window name %q), want %q", got, a.run.name, want)
	}
	a.openFile(filepath.Join(dir, "run.crd"))
	if got != filepath.Join(dir, "run.crd") {
		t.Errorf("opened by path as %q", got)
	}
}

// TestDialogRedrawsTheWindow: after the file dialog answers (a run opened or the dialog
// cancelled), the next frame draws every part and the arena, since the dialog may have been drawn
// over a paused window that would otherwise draw nothing.
func TestDialogRedrawsTheWindow(t *testing.T) {
	run := newFakeRun(600)
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("run.crd", nil)
	frame(t, a)
	frame(t, a)
	if a.frames.screen.PartsDrawn() != 0 || a.frames.screen.arenaDrawn {
		t.Fatalf("an unchanged paused window drew %d parts, arena %v", a.frames.screen.PartsDrawn(), a.frames.screen.arenaDrawn)
	}
	a.opts.Opener = chosenFile{} // cancelled
	a.apply(ui.Intent{Kind: ui.IntentOpen})
	waitOpen(t, a)
	frame(t, a)
	if n := len(a.frames.screen.Parts()); a.frames.screen.PartsDrawn() != n || !a.frames.screen.arenaDrawn {
		t.Errorf("after a cancelled dialog: %d parts drawn, arena %v; want all %d and the arena", a.frames.screen.PartsDrawn(), a.frames.screen.arenaDrawn, n)
	}
	frame(t, a)
	if a.frames.screen.PartsDrawn() != 0 || a.frames.screen.arenaDrawn {
		t.Errorf("the frame after: %d parts drawn, arena %v; want none", a.frames.screen.PartsDrawn(), a.frames.screen.arenaDrawn)
	}
}
