package render

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/ui"
)

// openFile reads and opens a run from disk.
func (a *App) openFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		a.wid.banner.FailTitled(openHeadline(err), fmt.Errorf("cannot read the run: %w", err))
		return
	}
	a.openBytes(path, data)
}

// openBytes opens a run, replacing the open one only when it loads; on failure the old run stays.
func (a *App) openBytes(name string, data []byte) {
	if a.opts.Load == nil {
		a.fail(errors.New("this build cannot open runs"))
		return
	}
	pb, err := safeLoad(a.opts.Load, name, data)
	if err != nil {
		a.wid.banner.FailTitled(openHeadline(err), fmt.Errorf("%s: %w", filepath.Base(name), err))
		return
	}
	a.run.replace(pb, name)
	a.run.data = data
	a.wid.banner.Clear()
	ebiten.SetWindowTitle(ui.DisplayName(name) + " — crdplayer")
	a.refreshScene()
}

// pollDropped opens the first file dropped on the window.
func (a *App) pollDropped() {
	if files := ebiten.DroppedFiles(); files != nil {
		a.openDropped(files)
	}
}

// openDropped opens the run among dropped files through the same path as a run opened by
// argument or the file dialog (openBytes with the file's real path).
func (a *App) openDropped(files fs.FS) {
	name, data, err := firstDropped(files)
	if err != nil {
		a.fail(err)
		return
	}
	if data != nil {
		a.openBytes(name, data)
	}
}
