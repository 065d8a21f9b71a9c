package render

import (
	"errors"
	"fmt"
	"image/color"
	"io/fs"
	"os"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/draw"
	"crdplayer/render/export"
	"crdplayer/render/ui"
)

// ExportOptions ask for the command line's export (Options.Export): the range From to To of
// the run, drawn at Options.Width×Height, written to Out.
type ExportOptions struct {
	// Out is the output: a path whose extension picks the format (export.OutputFormat: .mp4,
	// .webm, .gif, or no extension for a folder of PNG frames), or a bare format word (mp4, webm, gif, png) for
	// the default name (export.Stem) in the current folder. Nothing is overwritten.
	Out      string
	From, To string  // game.ParseTarget's forms (export.Range); "" for the start, the end
	Speed    float64 // multiple of real time
	FPS      int
	// Bar shows the progress on the terminal (nil: nowhere); Done is told what was written.
	// (Options.Stop stops the export, removing what it wrote.)
	Bar  *export.TermBar
	Done func(summary string)
}

// format is the format Out asks for, and whether it is a bare word (the default name); an
// extension that names no format is an error (export.OutputFormat).
func (o *ExportOptions) format() (export.Format, bool, error) {
	if f, ok := export.FormatNamed(o.Out); ok {
		return f, true, nil
	}
	f, err := export.OutputFormat(o.Out)
	return f, false, err
}

// check finds what would stop the export before the window opens: an output of no known kind, a
// missing ffmpeg, an output that exists.
func (o *ExportOptions) check() error {
	f, word, err := o.format()
	if err != nil {
		return err
	}
	if err := export.CheckTools(f); err != nil {
		return err
	}
	if word {
		return nil
	}
	if st, err := os.Stat(o.Out); err == nil && !(f == export.PNGs && st.IsDir()) {
		return fmt.Errorf("%s exists: not overwritten (name another, or give the format alone, e.g. --export %s, for a new name)", o.Out, f.Word())
	} else if err != nil && !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
		return err // (a file where a folder of the path is: checkFolder says so)
	}
	if _, err := os.Lstat(export.PartName(o.Out)); err == nil && f != export.PNGs {
		return fmt.Errorf("%s exists: what an export that did not finish left, or one running writes (remove it if none runs)", export.PartName(o.Out))
	}
	// A folder of PNG frames is made, in a folder that must be there; a file too.
	return checkFolder(o.Out)
}

// updateExportBatch drives the command line's export: once the run is prepared, frames for up
// to a tenth of a second an Update (so the window's progress screen stays up to date), then the
// summary, and the end.
func (a *App) updateExportBatch() error {
	b := a.batch
	o := a.opts.Export
	if b.job == nil {
		b.job = a.newCLIExport(o)
	}
	j := b.job
	select {
	case s := <-a.opts.Stop:
		if o.Bar != nil {
			o.Bar.End()
		}
		j.cancel()
		a.exitErr = fmt.Errorf("export stopped (%v): what it wrote is removed", s)
		return ebiten.Termination
	default:
	}
	if !b.checked && a.run.pb.Progress().Done {
		// Before the first frame (the job starts once the pass is done): a trace asked for that
		// cannot be compared stops the export before it writes anything.
		b.checked = true
		if err := a.checkTrace(); err != nil {
			j.cancel()
			if o.Bar != nil {
				o.Bar.End()
			}
			a.exitErr = err
			return ebiten.Termination
		}
	}
	if !j.step(100*time.Millisecond, true) {
		switch {
		case o.Bar == nil:
		case j.started:
			o.Bar.Show(j.meter, j.ticksDone(), time.Now())
		default:
			p := a.run.pb.Progress()
			o.Bar.Text(fmt.Sprintf("preparing the run (the frames are drawn once it is simulated): %d%%", int(100*p.Fraction())), time.Now())
		}
		return nil
	}
	if o.Bar != nil {
		if j.started && j.err == nil {
			o.Bar.Show(j.meter, j.meter.Total, time.Now())
		}
		o.Bar.End()
	}
	if j.err != nil {
		a.exitErr = fmt.Errorf("export: %w", j.err)
	} else if o.Done != nil {
		o.Done(j.summary())
	}
	return ebiten.Termination
}

// ArgError is a command-line argument that does not fit the run it was given for: an export's
// --from or --to outside the run, after --to or where --to begins (export.Range). Run returns
// it so that the command says it as a usage error (exit status 2), which it is, though only the
// run can tell.
type ArgError struct{ Err error }

func (e *ArgError) Error() string { return e.Err.Error() }
func (e *ArgError) Unwrap() error { return e.Err }

// newCLIExport is the command line's job: the App's own run, lent to a view of the export's
// size.
func (a *App) newCLIExport(o *ExportOptions) *exportJob {
	f, word, _ := o.format() // (checked by Run)
	return &exportJob{
		view:  newExportView(a, a.run.pb, a.run.name, a.opts.Width, a.opts.Height),
		speed: o.Speed,
		fps:   o.FPS,
		resolve: func(pb Playback) (int, int, error) {
			from, to, clamped, err := export.Range(o.From, o.To, limitOf(pb), pb.Len(), pb.Timeline().Clock)
			if err == nil && clamped != nil {
				// (as --seek end says it)
				if from == to {
					a.warn(fmt.Sprintf("--from: %s; exporting %s", outsideText(pb, clamped), game.TickLabel(to)))
				} else {
					a.warn(fmt.Sprintf("--to: %s; exporting up to %s", outsideText(pb, clamped), game.TickLabel(to)))
				}
			}
			if err != nil {
				// --from and --to as given do not fit this run: the command line's error.
				return 0, 0, &ArgError{Err: err}
			}
			return from, to, nil
		},
		create: func(stem string, w, h, fps int) (export.Encoder, string, error) {
			if word {
				return export.CreateUnique(".", stem, f, w, h, fps)
			}
			enc, err := export.Create(o.Out, w, h, fps)
			return enc, o.Out, err
		},
	}
}

// drawExportBatch shows the command line's export on its window: what it does, and how far.
func (a *App) drawExportBatch(dst *ebiten.Image) {
	dst.Fill(color.RGBA{24, 24, 30, 255})
	b := dst.Bounds()
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	what, how := "Preparing "+ui.DisplayName(a.run.name)+"…", "the frames are drawn once the whole run is simulated"
	if j := a.batch.job; j != nil && j.started {
		what = "Exporting to " + ui.DisplayName(j.path)
		how = j.meter.Line(j.ticksDone(), time.Now(), 20)
	}
	draw.TextCentered(dst, what, a.fonts.Big, cx, cy-12, ui.ColText)
	draw.TextCentered(dst, how, a.fonts.Small, cx, cy+16, ui.ColDim)
}

// batchMode reports whether the options ask for one of the modes that do their work and exit.
func (o *Options) batchMode() bool {
	return o.Screenshot != "" || o.MeasureFPS > 0 || o.Export != nil
}
