package render

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/ui"
	"crdplayer/replayio"
)

// openFile reads and opens a run from disk.
func (a *App) openFile(path string) { a.openFileWith(path, LoadOptions{}) }

// openFileWith reads and opens a run from disk with the load options lo.
func (a *App) openFileWith(path string, lo LoadOptions) {
	data, err := replayio.ReadBytes(path)
	if err != nil {
		a.wid.banner.FailTitled(openHeadline(err), errors.New(replayio.ReadErrorText(path, err)))
		return
	}
	if run := trace.RunBeside(path); run != "" && lo.Trace == "" && replayio.TraceLike(data) != "" {
		// A trace opened (dropped, double-clicked, from the dialog) with its run beside it:
		// the run, compared with it, is what was meant.
		was := a.run.pb
		a.openFileWith(run, lo)
		if a.run.pb != was {
			a.notice(fmt.Sprintf("%s is a trace: opened its run, %s, compared with it.", ui.DisplayName(path), ui.DisplayName(run)))
		}
		return
	}
	a.openBytesWith(path, data, lo)
}

// openBytes opens a run, replacing the open one only when it loads; on failure the old run stays.
func (a *App) openBytes(name string, data []byte) { a.openBytesWith(name, data, LoadOptions{}) }

// openBytesWith is openBytes with the load options lo. A new run ends a comparison with a
// second run and unpins what was pinned.
func (a *App) openBytesWith(name string, data []byte, lo LoadOptions) {
	pb, err := a.load(name, data, lo)
	if err != nil {
		head := openHeadline(err)
		if replayio.TraceLike(data) != "" && game.StartError(err) && strings.HasSuffix(name, trace.SidecarPath("")) {
			// A trace by its name, with no run beside it: said as what it is (crd's words).
			head = "This is a trace, not a .crd replay: open its run"
		}
		err = traceHint(fmt.Errorf("%s: %w", filepath.Base(name), err), data)
		a.wid.banner.FailTitled(head, err)
		return
	}
	a.endCompare()
	a.insp.pin = ui.Pin{}
	a.goingTo = nil
	a.view = newArenaView()
	a.wid.timeline.Reset()
	a.run.replace(pb, name)
	a.run.data, a.run.lo = data, lo
	a.wid.banner.Clear()
	a.setTitle()
	a.refreshScene()
}

// load opens a run through the loader the window was given: LoadWith, or Load (which takes no
// options).
func (a *App) load(name string, data []byte, lo LoadOptions) (Playback, error) {
	if a.opts.LoadWith != nil {
		return safeLoad(func(name string, data []byte) (Playback, error) { return a.opts.LoadWith(name, data, lo) }, name, data)
	}
	if a.opts.Load == nil {
		return nil, errors.New("this build cannot open runs")
	}
	return safeLoad(a.opts.Load, name, data)
}

// reload opens the shown run again with the load options lo ("compare anyway"), at the
// position it shows; a second run stays beside it.
func (a *App) reload(lo LoadOptions) {
	r := &a.run
	if r.pb == nil || r.data == nil {
		return
	}
	pb, err := a.load(r.name, r.data, lo)
	if err != nil {
		a.fail(err)
		return
	}
	pos := r.pb.Pos()
	r.replace(pb, r.name)
	r.lo = lo
	if err := r.seek(pos); err != nil {
		a.fail(err)
	}
	a.refreshScene()
}

// openCompareFile reads a second run from disk and shows it beside the one shown.
func (a *App) openCompareFile(path string) {
	data, err := replayio.ReadBytes(path)
	if err != nil {
		a.wid.banner.FailTitled(openHeadline(err), errors.New("the run to compare with: "+replayio.ReadErrorText(path, err)))
		return
	}
	a.openCompare(path, data)
}

// openCompare opens run B beside the shown run A: its players as ghosts, the first differences
// on the timeline, the Diff pane comparing the two states. With no run shown it opens as the
// run shown instead.
func (a *App) openCompare(name string, data []byte) {
	if a.run.pb == nil {
		a.openBytes(name, data)
		return
	}
	pb, err := a.load(name, data, LoadOptions{})
	if err != nil {
		err = traceHint(fmt.Errorf("%s (to compare with): %w", filepath.Base(name), err), data)
		a.wid.banner.FailTitled(openHeadline(err), err)
		return
	}
	a.endCompare()
	a.insp.b = newCompareRun(a.run.pb, pb, name)
	a.wid.side.Show(ui.PaneDiff)
	a.notice(fmt.Sprintf("Comparing with %s: its players are drawn as ghosts; the timeline marks where the two runs first differ.", ui.DisplayName(name)))
}

// traceHint is err, the error of data that did not open as a run, with a hint when data holds
// what a trace is made of (a trace given as a run, most likely): how a run is compared with one.
func traceHint(err error, data []byte) error {
	if what := replayio.TraceLike(data); what != "" && game.StartError(err) {
		return fmt.Errorf("%w; the file holds %s, not a run (a trace? open its run: NAME.crd reads NAME.crd.trace.jsonl.gz beside it, or crdplayer --trace TRACE RUN.crd)", err, what)
	}
	return err
}

// endCompare closes the second run, if one is open.
func (a *App) endCompare() {
	if b := a.insp.b; b != nil {
		b.close()
		a.insp.b = nil
	}
}

// pollDropped opens the first file dropped on the window; with Shift held, as a second run to
// compare with.
func (a *App) pollDropped() {
	if files := ebiten.DroppedFiles(); files != nil {
		a.openDropped(files, ebiten.IsKeyPressed(ebiten.KeyShift))
	}
}

// openDropped opens the run among dropped files through the same path as a run opened by
// argument or the file dialog (openBytes with the file's real path), or beside the shown one
// (compare).
func (a *App) openDropped(files fs.FS, compare bool) {
	name, data, err := firstDropped(files)
	if err != nil {
		a.fail(err)
		return
	}
	switch {
	case data == nil:
	case compare:
		a.openCompare(name, data)
	default:
		a.openBytes(name, data)
	}
}
