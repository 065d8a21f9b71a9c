package render

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/sqweek/dialog"
)

// FileOpener asks the user for a run to open. It returns "" and no error when the user cancels.
// Tests use their own; the real one is the system dialog, which must never open in a test.
type FileOpener interface {
	OpenFile() (string, error)
}

// dialogOpener is the system file dialog (sqweek/dialog, GTK on Linux).
type dialogOpener struct{}

func (dialogOpener) OpenFile() (string, error) {
	runtime.LockOSThread() // GTK wants every call of one dialog on the same thread
	defer runtime.UnlockOSThread()
	p, err := dialog.File().Title("Open a Crimsonland run").Filter("Crimsonland runs (*.crd)", "crd").Load()
	if errors.Is(err, dialog.ErrCancelled) {
		return "", nil
	}
	return p, err
}

// fileDialog is the file dialog while it runs in the background, so that the window keeps
// drawing.
type fileDialog struct {
	opening chan openResult // nil when no dialog runs
	compare bool            // the file is a second run to compare with (the Compare button)
}

// openResult is what the background file dialog answered: a path, or nothing when cancelled.
type openResult struct {
	path string
	err  error
}

// start asks op for a file in the background, unless a dialog already runs.
func (d *fileDialog) start(op FileOpener) {
	if d.opening != nil {
		return
	}
	ch := make(chan openResult, 1)
	d.opening = ch
	go func() {
		var r openResult
		r.err = safeCall(func() error {
			var e error
			r.path, e = op.OpenFile()
			return e
		})
		ch <- r
	}()
}

// answered is the dialog's answer once it has one.
func (d *fileDialog) answered() (openResult, bool) {
	if d.opening == nil {
		return openResult{}, false
	}
	select {
	case r := <-d.opening:
		d.opening = nil
		return r, true
	default:
		return openResult{}, false
	}
}

// startOpen runs the file dialog in the background so the window keeps drawing.
func (a *App) startOpen() {
	if a.dialog.opening == nil {
		a.dialog.compare = false
	}
	a.dialog.start(a.opts.Opener)
}

// startCompare runs the file dialog for a second run to compare with.
func (a *App) startCompare() {
	if a.dialog.opening == nil {
		a.dialog.compare = true
	}
	a.dialog.start(a.opts.Opener)
}

// pollOpen opens the file the dialog returned, once it has.
func (a *App) pollOpen() {
	r, ok := a.dialog.answered()
	if !ok {
		return
	}
	// The dialog may have been drawn over the window, which a paused, unchanged window would
	// never paint again: draw everything in the next frame.
	a.frames.screen.Invalidate()
	switch {
	case r.err != nil:
		a.fail(fmt.Errorf("file dialog: %w", r.err))
	case r.path != "" && a.dialog.compare:
		a.openCompareFile(r.path)
	case r.path != "":
		a.openFile(r.path)
	}
}

// firstDropped reads the first .crd file (or else the first file) dropped on the window. The name
// is the file's real path when the file system knows it (Ebiten's dropped files are opened from
// disk), so the loader finds a trace sidecar next to it exactly as when the run is opened by
// path; otherwise it is the dropped name.
func firstDropped(files fs.FS) (string, []byte, error) {
	entries, err := fs.ReadDir(files, ".")
	if err != nil {
		return "", nil, fmt.Errorf("dropped files: %w", err)
	}
	pick := ""
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		if pick == "" || (strings.HasSuffix(strings.ToLower(e.Name()), ".crd") && !strings.HasSuffix(strings.ToLower(pick), ".crd")) {
			pick = e.Name()
		}
	}
	if pick == "" {
		if len(entries) > 0 {
			return "", nil, errors.New("dropped a folder: drop a .crd file")
		}
		return "", nil, nil
	}
	f, err := files.Open(pick)
	if err != nil {
		return "", nil, fmt.Errorf("dropped file %s: %w", pick, err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return "", nil, fmt.Errorf("dropped file %s: %w", pick, err)
	}
	name := path.Base(pick)
	if n, ok := f.(interface{ Name() string }); ok && filepath.IsAbs(n.Name()) {
		name = n.Name() // *os.File: the path it was opened from
	}
	return name, data, nil
}
