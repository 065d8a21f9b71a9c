package render

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// batch is one of the non-interactive modes: render one tick to a PNG and exit
// (Options.Screenshot), play at 1× for a while, print the frame rate and exit
// (Options.MeasureFPS), or export a range of the run and exit (Options.Export,
// exportbatch.go). Update drives it instead of the window's input.
type batch struct {
	job     *exportJob    // exporting: the export
	checked bool          // exporting: the run's trace is checked (checkTrace)
	started bool          // the run is at its tick (and, measuring, prepared and playing)
	start   time.Time     // measuring: when the measured span began
	frames  int           // measuring: frames drawn when it began
	cpu     time.Duration // measuring: the process's CPU time when it began
	rastCPU time.Duration // measuring: the software rasterizer's threads' CPU time then
}

// updateBatch drives the batch mode: with no run it ends with the reason; otherwise it brings
// the run to its tick first, then saves the screenshot once a frame of that tick is drawn, or
// counts the frames drawn over the measured span.
func (a *App) updateBatch() error {
	switch {
	case a.run.pb == nil:
		a.exitErr = a.noRun()
		return ebiten.Termination
	case a.opts.Export != nil:
		return a.updateExportBatch()
	case !a.batch.started:
		return a.startBatch()
	case a.opts.Screenshot != "":
		a.insp.update(a)
		return a.finishScreenshot()
	default:
		return a.measureFrame()
	}
}

// noRun is why no run is open, as Run returns it: the banner's error with its headline.
func (a *App) noRun() error {
	if err := a.bannerErr(); err != nil {
		return err
	}
	return ErrNoRun
}

// bannerErr is the error the banner shows, with its headline, as one line for the terminal;
// nil when it shows none.
func (a *App) bannerErr() error {
	b := &a.wid.banner
	switch {
	case !b.IsError() || b.Message() == "":
		return nil
	case b.Title() != "":
		return errors.New(b.Title() + ": " + b.Message())
	}
	return errors.New(b.Message())
}

// startBatch seeks to Options.Seek (to where the simulation stops, if that is before it, with a
// warning), waits for the run to be prepared and the ground's decals up to there (a screenshot
// shows the whole timeline, the Verify pane's verdict and the stains too) or,
// measuring, for the background passes to end (the steady state is measured) and starts
// playing.
func (a *App) startBatch() error {
	a.batch.started = true
	pb := a.run.pb
	if a.opts.Seek.Kind != 0 {
		t, err := a.batchTarget(pb)
		if err == nil {
			err = safeCall(func() error { return pb.Seek(t) })
		}
		var serr *game.SimError
		if errors.As(err, &serr) && serr.Tick < t {
			// The simulation stops before t: draw the last tick it reached, and say so.
			a.warn(fmt.Sprintf("--seek: %s is past where the simulation stops (%v): drawing %s", game.TickLabel(t), serr, game.TickLabel(serr.Tick)))
			err = safeCall(func() error { return pb.Seek(serr.Tick) })
		}
		if err != nil {
			a.exitErr = fmt.Errorf("seek to %s: %w", game.TickLabel(t), err)
			return ebiten.Termination
		}
	}
	if a.opts.Screenshot != "" {
		a.waitPrepared(pb)
	}
	if d := a.run.ground.Decals(); a.opts.Screenshot != "" && d != nil {
		d.Wait(pb.Pos(), 30*time.Second, a.run.passDone) // the picture shows the ground's stains too
	}
	if a.opts.Screenshot != "" {
		a.settleInspectors(pb)
		a.checkPin()
	}
	if a.opts.MeasureFPS > 0 {
		// Measure the steady state: after the background passes (keyframes, decals).
		if d := a.run.ground.Decals(); d != nil {
			d.Wait(pb.Len(), time.Minute, a.run.passDone)
		}
		for end := time.Now().Add(time.Minute); !pb.Progress().Done && time.Now().Before(end); {
			time.Sleep(10 * time.Millisecond)
		}
	}
	if err := a.checkTrace(); err != nil {
		a.exitErr = err
		return ebiten.Termination
	}
	if a.opts.MeasureFPS > 0 {
		pb.Play()
	}
	a.refreshScene()
	a.frames.drawn = 0
	return nil
}

// settleInspectors readies what a screenshot of the inspectors shows: the second run at the
// shown position (or where its simulation stops, said on the terminal too) with the comparison
// of the two runs and its background pass done, and, when a pane is asked for or a trace is
// compared, the verification and the trace's onsets (the pass done, within a minute).
func (a *App) settleInspectors(pb Playback) {
	if b := a.insp.b; b != nil {
		b.cmp.Wait()
		t := min(pb.Pos(), b.pb.Len())
		err := safeCall(func() error { return b.pb.Seek(t) })
		for end := time.Now().Add(time.Minute); !b.pb.Progress().Done && time.Now().Before(end); {
			time.Sleep(10 * time.Millisecond) // (the words for where B stops are the pass's)
		}
		if tick, why, _, ok := stopOf(b.pb); ok && err != nil {
			a.warn(fmt.Sprintf("--compare %s: %s", ui.DisplayName(b.name), stopText("B", tick, why)))
		} else if err != nil {
			a.warn(fmt.Sprintf("the run to compare with: %v", err))
		}
	}
	if hasTrace(pb) || a.opts.Pane != "" || a.insp.b != nil {
		for end := time.Now().Add(time.Minute); !pb.Progress().Done && time.Now().Before(end); {
			time.Sleep(10 * time.Millisecond)
		}
	}
	a.refreshScene()
	a.insp.update(a)
}

// checkTrace says what keeps the run's trace from being compared (missing, unreadable, invalid,
// recorded for another run and not forced), once the background pass knows, in the Verify
// pane's words. For a trace the command line named (Options.Trace) that is an error: the batch
// then stops before it writes anything. A sidecar found next to the run was not asked for: it
// is a warning on the terminal.
func (a *App) checkTrace() error {
	v, ok := a.run.pb.Verification()
	if !ok || v.Trace == nil {
		return nil
	}
	tc := v.Trace
	if tc.Status == game.TraceAgrees || tc.Status == game.TraceDiffers {
		return nil
	}
	msg := "the trace cannot be compared (" + tc.Status + ")"
	var pe *fs.PathError
	switch {
	case tc.Err != nil && errors.As(tc.Err, &pe):
		// After "--trace: " or "Trace: ", the file and why, as crd verify's trace line says it.
		msg = "cannot read " + tc.Path + ": " + pe.Err.Error()
	case tc.Err != nil:
		msg = tc.Err.Error()
	}
	if tc.Status == game.TraceOtherRun {
		msg += " (--force compares it anyway)"
	}
	if a.opts.Trace == "" {
		a.warn("Trace: " + msg) // (as the Verify pane says it)
		return nil
	}
	return errors.New("--trace: " + msg)
}

// checkPin says on the terminal when the entity --pin names is not there at the tick drawn, in
// the Entity pane's words: the screenshot is drawn with nothing pinned.
func (a *App) checkPin() {
	p := a.insp.pin
	w := a.run.pb.World()
	if !p.Pinned() {
		return
	}
	if _, _, _, ok := pinAt(w, &a.run.scene, p); ok {
		return
	}
	what := p.String() + " is not there"
	if w != nil {
		what, _, _ = ui.EntityFields(w, p)
	}
	if p.Kind == ui.PinPlayer {
		// (A player the run does not have is missing at every tick: no tick is named.)
		a.warn(fmt.Sprintf("--pin: %s; the screenshot pins nothing", what))
		return
	}
	where := game.TickLabel(a.run.pb.Pos())
	if where == game.TickLabel(0) {
		where = "the run start"
	}
	a.warn(fmt.Sprintf("--pin: %s (%s); the screenshot pins nothing", what, where))
}

// batchTarget is the position --seek names, waiting for the background pass when it is a time
// the game's clock has not reached yet; a target outside the run is the nearest position it can
// show, with a warning.
func (a *App) batchTarget(pb Playback) (int, error) {
	// A tick the pass has not reached may lie past where the simulation stops: wait for the
	// pass to get there, so that the warning says so whenever the machine is (the window
	// does not wait: a seek there lands on the stop with the same words).
	raw := -1
	switch t := a.opts.Seek; t.Kind {
	case game.TargetTick:
		raw = game.PosOfTick(t.Tick)
	case game.TargetEnd:
		raw = pb.Len()
	case game.TargetTicksBy:
		raw = t.Ticks
	}
	for end := time.Now().Add(5 * time.Minute); raw > 0; time.Sleep(5 * time.Millisecond) {
		if p := pb.Progress(); p.Done || p.Prepared >= min(raw, pb.Len()) || time.Now().After(end) {
			break
		}
	}
	for end := time.Now().Add(5 * time.Minute); ; {
		pos, wait, err := resolveTarget(pb, a.opts.Seek)
		var oe *game.OutsideError
		switch {
		case wait && time.Now().Before(end):
			time.Sleep(10 * time.Millisecond)
			continue
		case errors.As(err, &oe):
			a.warn(fmt.Sprintf("--seek: %s; drawing %s", outsideText(pb, oe), game.TickLabel(oe.Nearest)))
			return oe.Nearest, nil
		case wait:
			return 0, errors.New("the game's clock did not get there in 5 minutes")
		}
		return pos, err
	}
}

// finishScreenshot saves the frame once one of the sought tick has been drawn (Draw runs after
// each Update) and ends.
func (a *App) finishScreenshot() error {
	if a.frames.drawn < 2 {
		return nil
	}
	if err := savePNG(a.frames.kept, a.opts.Screenshot); err != nil {
		a.exitErr = fmt.Errorf("screenshot: %w", err)
	}
	return ebiten.Termination
}

// measureFrame plays one tick at 1× and, once Options.MeasureFPS has passed, prints the frames
// drawn a second and the CPU time a frame took, and ends.
func (a *App) measureFrame() error {
	b, pb := a.batch, a.run.pb
	now := time.Now()
	if b.start.IsZero() {
		b.start, b.frames, b.cpu, b.rastCPU = now, a.frames.drawn, cpuTime(), rasterizerCPU()
	}
	if _, err := safeUpdate(pb, time.Second/60); err != nil {
		a.exitErr = err
		return ebiten.Termination
	}
	a.refreshScene()
	if el := now.Sub(b.start); el >= a.opts.MeasureFPS {
		frames := a.frames.drawn - b.frames
		fps := float64(frames) / el.Seconds()
		cpu, rast := cpuTime()-b.cpu, rasterizerCPU()-b.rastCPU
		perFrame := func(d time.Duration) float64 { return d.Seconds() * 1000 / float64(max(frames, 1)) }
		split := ""
		if rast > 0 {
			split = fmt.Sprintf(", %.1f ms of it in Mesa's rasterizer threads", perFrame(rast))
		}
		fmt.Fprintf(os.Stdout, "fps %.1f over %.1f s (%d frames, %d creatures at the end, %s); CPU %.1f ms per frame (all threads%s)\n",
			fps, el.Seconds(), frames, len(a.run.scene.Creatures), game.TickLabel(pb.Pos()), perFrame(cpu), split)
		return ebiten.Termination
	}
	return nil
}

// maxPrepareWait bounds how long a screenshot waits for the run's background pass: past it,
// the picture shows the timeline and the Verify pane as far as the pass got.
const maxPrepareWait = 5 * time.Minute

// waitPrepared waits for the run's background pass to end, so that a screenshot shows the whole
// timeline and the Verify pane's verdict: the same picture of a tick however fast the machine
// (and the same as an export's frame of it).
func (a *App) waitPrepared(pb Playback) {
	for end := time.Now().Add(maxPrepareWait); !pb.Progress().Done; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			a.warn(fmt.Sprintf("the run is still being prepared after %v: the screenshot shows the timeline as far as it got", maxPrepareWait))
			return
		}
	}
}
