package render

import (
	"errors"
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/export"
	"crdplayer/render/ui"
)

// An export draws a range of a run frame by frame, off-screen, inside the game loop (Ebitengine
// draws nowhere else), and hands each frame's pixels to an encoder running on a goroutine of its
// own (export.Pipeline). The frames are composed by a view: an App of their own, with its own
// widgets and retained parts, drawing the run as a screenshot does (no message banner, no
// tooltip, no help), so frame k is the picture `--seek Pos(k) --screenshot` saves, but for the
// speed in the status line, the export's (frames.speed). The command line's batch mode
// (exportbatch.go) lends the view its run; the window (exportwindow.go) opens the run a second
// time, so that the export never moves what the window shows.
type exportJob struct {
	view *App
	own  bool // the view's playback is the job's: closed when the job ends

	// resolve gives the range once the run is prepared (a time needs the game's clock);
	// create makes the output for the default name's stem.
	resolve func(pb Playback) (from, to int, err error)
	create  func(stem string, w, h, fps int) (export.Encoder, string, error)
	speed   float64
	fps     int

	started bool
	plan    export.Plan
	frames  int
	k       int // frames drawn
	pipe    *export.Pipeline
	img     *ebiten.Image // the frame being drawn
	meter   export.Meter
	path    string
	began   time.Time

	finishing chan error // the window's: the encoder finishing on its goroutine
	ended     bool
	err       error
}

// newExportView is a view drawing pb (opened from the file name) in frames of w×h pixels, with
// the window's fonts and textures, and the sidebar pane the window shows (--pane) when it is
// Verify, Info or Debug (the Diff and Entity panes read the window's inspectors, which the view
// has not: it shows Verify then).
func newExportView(a *App, pb Playback, name string, w, h int) *App {
	v := &App{opts: Options{Width: w, Height: h}, tex: a.tex, fonts: a.fonts, frames: frames{w: w, h: h, keep: true}}
	v.run.ground = arena.NewGround(a.tex)
	v.run.replace(pb, name)
	switch p := a.wid.side.Shown(); p {
	case ui.PaneVerify, ui.PaneInfo, ui.PaneDebug:
		v.wid.side.Show(p)
	}
	return v
}

// preparing reports whether the job still waits for the run's background pass: the frames are
// drawn once it is done, so that the timeline and the Verify pane in them are whole, the same
// whenever the export runs.
func (j *exportJob) preparing() bool {
	return !j.started && !j.view.run.pb.Progress().Done
}

// start resolves the range, creates the output and starts the encoder.
func (j *exportJob) start() error {
	pb := j.view.run.pb
	from, to, err := j.resolve(pb)
	if err != nil {
		return err
	}
	j.plan = export.Plan{From: from, To: to, Speed: j.speed, FPS: j.fps}
	if err := j.plan.Check(); err != nil {
		return err
	}
	w, h := j.view.frames.w, j.view.frames.h
	stem := export.Stem(j.view.run.name, from, to, pb.Replay().RunID())
	enc, path, err := j.create(stem, w, h, j.fps)
	if err != nil {
		return err
	}
	j.started, j.path, j.frames = true, path, j.plan.Frames()
	j.view.frames.speed = j.plan.Speed // the frames' status line says the export's speed
	j.pipe = export.Start(enc, w, h, 3)
	j.img = frameImage(w, h)
	j.began = time.Now()
	j.meter = export.NewMeter(to-from, j.began)
	return nil
}

// step does up to budget of the job's work, at least one frame when a buffer is free: it waits
// for the run to be prepared, starts, draws frames, and finishes. With wait (the command line)
// it waits for the encoder; without (the window) it draws only while a buffer is free and
// finishes the output on a goroutine. It returns true once the job has ended (err says how).
func (j *exportJob) step(budget time.Duration, wait bool) bool {
	if j.ended {
		return true
	}
	if j.preparing() {
		return false
	}
	if !j.started {
		if err := j.start(); err != nil {
			return j.end(err)
		}
	}
	until := time.Now().Add(budget)
	for j.k < j.frames {
		if err := j.pipe.Err(); err != nil {
			// The encoder failed (a full disk): what it wrote goes, its part file too, so
			// that the export can be tried again.
			j.pipe.Abort()
			return j.end(err)
		}
		drew, err := j.frame(wait)
		if err != nil {
			j.pipe.Abort()
			return j.end(err)
		}
		if !drew || !time.Now().Before(until) {
			return false
		}
	}
	if wait {
		return j.end(j.pipe.Finish())
	}
	if j.finishing == nil {
		j.finishing = make(chan error, 1)
		go func(p *export.Pipeline) { j.finishing <- p.Finish() }(j.pipe)
	}
	select {
	case err := <-j.finishing:
		return j.end(err)
	default:
		return false
	}
}

// frame draws the next frame and sends it to the encoder; false when no buffer is free.
func (j *exportJob) frame(wait bool) (bool, error) {
	buf := j.pipe.Buffer(wait)
	if buf == nil {
		return false, nil
	}
	v := j.view
	pos := j.plan.Pos(j.k)
	if v.run.pb.Pos() != pos {
		if err := safeCall(func() error { return v.run.pb.Seek(pos) }); err != nil {
			return false, fmt.Errorf("%s: %w", game.TickLabel(pos), err)
		}
	}
	if err := v.run.refresh(); err != nil {
		return false, fmt.Errorf("%s: %w", game.TickLabel(pos), err)
	}
	v.frames.shooting = true
	v.drawFrame(j.img)
	v.frames.shooting = false
	j.img.ReadPixels(buf.Pix)
	j.pipe.Send(buf)
	j.k++
	return true, nil
}

// ticksDone is how much of the range the frames drawn cover, ticks.
func (j *exportJob) ticksDone() int {
	if !j.started {
		return 0
	}
	if j.k >= j.frames {
		return j.meter.Total
	}
	return min(j.plan.Pos(j.k)-j.plan.From, j.meter.Total)
}

// end ends the job with err (nil: the output is written) and releases what it holds.
func (j *exportJob) end(err error) bool {
	j.ended, j.err = true, err
	j.release()
	return true
}

// cancel stops the job and removes what it wrote; once every frame is drawn and the encoder is
// finishing the output (a second or two), it lets it finish instead and reports false.
func (j *exportJob) cancel() bool {
	if j.ended {
		return false
	}
	if j.finishing != nil {
		j.end(<-j.finishing)
		return false
	}
	if j.pipe != nil {
		j.pipe.Abort()
	}
	j.end(errExportCancelled)
	return true
}

var errExportCancelled = errors.New("export cancelled")

func (j *exportJob) release() {
	if j.img != nil {
		j.img.Deallocate()
		j.img = nil
	}
	if j.own && j.view.run.pb != nil {
		j.view.run.pb.Close()
		j.view.run.pb = nil
	}
}

// summary says what the job wrote: frames, the first and last states drawn, length and where.
// (The range's end, To, is not drawn but for a range to the run's end: its last state is what
// was drawn, whichever way the range was given.)
func (j *exportJob) summary() string {
	return fmt.Sprintf("exported %s of %s (%s at %d fps, %s) to %s in %.1f s",
		framesWord(j.frames), j.drawnSpan(), j.plan.SecondsText(), j.fps,
		speedWord(j.plan.Speed), j.path, time.Since(j.began).Seconds())
}

// drawnSpan is the range the frames show as the export panel names it, "tick 1000 to tick
// 1119", and the last state drawn when the frames step past the range's last ("…, the last
// frame at tick 1118": at 30 fps a frame shows every second tick).
func (j *exportJob) drawnSpan() string {
	return spanWords(j.plan, j.frames)
}

// spanWords is drawnSpan of the plan's frames.
func spanWords(p export.Plan, frames int) string {
	last := p.Pos(max(frames, 1) - 1)
	end := max(p.To-1, p.From, last) // the range's last state (the position To is not drawn)
	s := game.TickLabel(p.From) + " to " + game.TickLabel(end)
	if last != end {
		s += ", the last frame at " + game.TickLabel(last)
	}
	return s
}

// framesWord is "1 frame", "2 frames"….
func framesWord(n int) string {
	if n == 1 {
		return "1 frame"
	}
	return fmt.Sprintf("%d frames", n)
}

func speedWord(s float64) string { return fmt.Sprintf("%g×", s) }

// frameImage is an image of w×h for a frame that is read back (a screenshot, an export's frame),
// on a texture of its own: on Ebitengine's shared atlas its place would shift the vertices of
// every rotated sprite drawn on it by a rounding error, and a pixel at a sprite's edge could
// come out differently depending on what the process had allocated before.
func frameImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
