package render

import (
	"errors"
	"fmt"
	"image"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"crdplayer/render/export"
	"crdplayer/render/ui"
)

// The window's export: the range marked on the timeline (I, O, Shift+drag), the export panel
// (Ctrl+E, the Export button) and the export it starts. The export plays a second copy of the
// run (opened from the same bytes), so the window goes on showing, playing and seeking its own;
// each Update draws export frames for a few milliseconds, and the encoder works on a goroutine.

// windowExport is the window's running export, if any, and what the panel found when it was
// first shown.
type windowExport struct {
	job    *exportJob
	chosen bool // the panel's choices were set up (its first showing)
	ffmpeg bool // ffmpeg was installed when the panel was last shown
	marked int  // the open run (openRun.gen) the range was marked on
	// last says how the last export of this run ended, for the panel ("Exported 60 frames
	// (tick 1000 to tick 1118) to PATH"): the notice over the arena goes after a few seconds.
	last     string
	lastPath string // the file or folder the last export wrote (the end of last)
}

// exportBudget is the time an Update gives the window's export: its frames are drawn between
// the window's, so the window slows but stays responsive.
const exportBudget = 12 * time.Millisecond

// stepExport advances the window's export, and says how it ended when it does; a range marked
// on a run that is no longer open is forgotten.
func (a *App) stepExport() {
	if a.exp.marked != a.run.gen {
		a.wid.marks.Clear()
		a.exp.marked = a.run.gen
		a.exp.last, a.exp.lastPath = "", ""
	}
	j := a.exp.job
	if j == nil || !j.step(exportBudget, false) {
		return
	}
	a.exp.job = nil
	switch {
	case errors.Is(j.err, errExportCancelled):
	case j.err != nil:
		a.fail(fmt.Errorf("export: %w", j.err))
	default:
		a.exp.last = fmt.Sprintf("Exported %s (%s) to %s", framesWord(j.frames), j.drawnSpan(), j.path)
		a.exp.lastPath = j.path
		a.notice(a.exp.last)
	}
}

// cancelExport stops the window's export (exportJob.cancel) and returns it, nil when there is
// none; cancelled is false when it had finished, or was let finish (j.err says how it ended).
func (a *App) cancelExport() (j *exportJob, cancelled bool) {
	if j = a.exp.job; j == nil {
		return nil, false
	}
	a.exp.job = nil
	return j, j.cancel()
}

// exportKeys appends the export's keys: Ctrl+E shows or hides the panel; while it shows, Enter
// exports and Esc hides it. (I and O, which mark the range, are in keyIntents' table.)
func exportKeys(out []ui.Intent, panelShown bool) []ui.Intent {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	just := inpututil.IsKeyJustPressed
	switch {
	case ctrl && just(ebiten.KeyE):
		out = append(out, ui.Intent{Kind: ui.IntentExportPanel})
	case panelShown && (just(ebiten.KeyEnter) || just(ebiten.KeyNumpadEnter)):
		out = append(out, ui.Intent{Kind: ui.IntentExportStart})
	case panelShown && just(ebiten.KeyEscape):
		out = append(out, ui.Intent{Kind: ui.IntentExportClose})
	}
	return out
}

// applyExport carries out the range's and the export's intents, and reports false for any
// other intent.
func (a *App) applyExport(in ui.Intent) bool {
	w := &a.wid
	switch in.Kind {
	case ui.IntentMarkIn, ui.IntentMarkOut:
		if a.run.pb == nil {
			return true
		}
		pos := in.Arg
		if pos < 0 {
			pos = a.run.pb.Pos()
		}
		pos = min(pos, a.run.pb.Len())
		a.exp.marked = a.run.gen
		if in.Kind == ui.IntentMarkIn {
			w.marks.SetIn(pos)
		} else {
			w.marks.SetOut(pos)
		}
	case ui.IntentMarksClear:
		w.marks.Clear()
	case ui.IntentExportPanel:
		if !w.export.Shown {
			a.exp.ffmpeg = export.CheckTools(export.MP4) == nil
			if !a.exp.chosen {
				// The first showing: MP4, or GIF when there is no ffmpeg to write MP4.
				w.export.Set = ui.DefaultExportSettings
				if !a.exp.ffmpeg {
					w.export.Set.Choose(ui.ExportChoice(ui.OptFormat, indexOf(ui.ExportFormats, export.GIF)))
				}
				a.exp.chosen = true
			}
		}
		w.export.Shown = !w.export.Shown
	case ui.IntentExportClose:
		w.export.Shown = false
	case ui.IntentExportSet:
		w.export.Set.Choose(in.Arg)
	case ui.IntentExportStart:
		a.startExport()
	case ui.IntentExportCancel:
		j, cancelled := a.cancelExport()
		if j == nil {
			return true
		}
		switch {
		case cancelled:
			a.notice("Export cancelled: what it wrote is removed.")
		case j.err != nil:
			a.fail(fmt.Errorf("export: %w", j.err))
		default:
			a.notice("The export was finished before it could be cancelled: " + j.path)
		}
	default:
		return false
	}
	return true
}

func indexOf[T comparable](s []T, v T) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return 0
}

// startExport starts exporting the marked range (the whole run when none is) with the panel's
// choices, into the user's videos folder under the default name.
func (a *App) startExport() {
	pb := a.run.pb
	switch {
	case pb == nil:
		a.fail(errors.New("export: open a run first"))
		return
	case a.exp.job != nil:
		a.notice("An export is running: cancel it first, or wait for it.")
		return
	case a.run.data == nil:
		a.fail(errors.New("export: this run cannot be opened a second time"))
		return
	}
	set := a.wid.export.Set
	f := set.Format()
	if err := export.CheckTools(f); err != nil {
		a.fail(fmt.Errorf("export: %w", err))
		return
	}
	// What the choices cannot make is refused at once, before the run is prepared (a GIF at
	// 60 fps was refused only once the run was simulated, seconds later).
	if err := export.CheckFPS(f, set.FPS()); err != nil {
		a.fail(fmt.Errorf("export: %w", err))
		return
	}
	from, to := a.exportRange()
	w, h := set.Size(a.frames.w, a.frames.h)
	copyPB, err := a.load(a.run.name, a.run.data, a.run.lo)
	if err != nil {
		a.fail(fmt.Errorf("export: %w", err))
		return
	}
	a.exp.last, a.exp.lastPath = "", ""
	a.exp.job = &exportJob{
		view:    newExportView(a, copyPB, a.run.name, w, h),
		own:     true,
		speed:   set.Speed(),
		fps:     set.FPS(),
		resolve: func(Playback) (int, int, error) { return from, to, nil },
		create: func(stem string, w, h, fps int) (export.Encoder, string, error) {
			// The videos folder is made only now, with the file written into it: an export
			// refused or cancelled before its first frame leaves nothing behind.
			dir, err := videosDir()
			if err != nil {
				return nil, "", err
			}
			return export.CreateUnique(dir, stem, f, w, h, fps)
		},
	}
}

// exportRange is the range an export of the open run takes: the marked one (the whole run when
// none is), up to where the simulation stops.
func (a *App) exportRange() (from, to int) {
	from, to = a.wid.marks.Range(a.run.pb.Len())
	limit := limitOf(a.run.pb)
	return min(from, limit), min(to, limit)
}

// exportStatus is what the panel shows of the range and the running export.
func (a *App) exportStatus() ui.ExportStatus {
	st := ui.ExportStatus{Window: image.Pt(a.frames.w, a.frames.h), FFmpeg: a.exp.ffmpeg, Marked: a.wid.marks.Marked()}
	if a.run.pb != nil {
		st.From, st.To = a.exportRange()
	}
	st.Dir, _ = videosDirName()
	st.Last, st.LastPath = a.exp.last, a.exp.lastPath
	if j := a.exp.job; j != nil {
		st.Running = true
		if j.started {
			st.From, st.To = j.plan.From, j.plan.To
		}
		st.Preparing = !j.started
		st.Finishing = j.started && j.k >= j.frames
		st.Done, st.Total = j.ticksDone(), j.meter.Total
		st.Left, st.LeftKnown = j.meter.Left(st.Done, time.Now())
		st.Path = j.path
	}
	if a.run.pb != nil {
		// The range's span on the game's clock, where the pass has reached both ends.
		clk := a.run.pb.Timeline().Clock
		from, ok1 := clk.Ms(st.From)
		to, ok2 := clk.Ms(st.To)
		st.ClockMs, st.ClockKnown = to-from, ok1 && ok2
	}
	return st
}

// exportShown reports whether the panel or the export's progress is over the arena (the frame's
// key then holds what they show, so that a change to them draws the arena again).
func (a *App) exportShown() bool { return a.wid.export.Shown || a.exp.job != nil }

// drawExport draws the panel, or the running export's progress, over the arena.
func (a *App) drawExport(dst *ebiten.Image, l ui.Layout) {
	if a.exportShown() {
		a.wid.export.Draw(dst, a.fonts, l.Arena, a.exportStatus(), a.in.mouse)
	}
}

// videosDirName is the user's videos folder: XDG_VIDEOS_DIR from the environment or
// ~/.config/user-dirs.dirs, else ~/Videos.
func videosDirName() (string, error) { return userDir("XDG_VIDEOS_DIR", "Videos") }

// videosDir is videosDirName, created when missing.
func videosDir() (string, error) {
	dir, err := videosDirName()
	if err != nil {
		return "", err
	}
	return dir, os.MkdirAll(dir, 0o755)
}
