package render

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
)

// updateBatch drives the two non-interactive modes: render one tick to a PNG and exit, or play
// at 1× for a while, print the frame rate and exit.
func (a *App) updateBatch() error {
	if a.pb == nil {
		msg := a.banner.Message()
		if msg == "" {
			msg = ErrNoRun.Error()
		}
		if a.banner.IsError() && a.banner.Title() != "" {
			a.exitErr = errors.New(a.banner.Title() + ": " + msg)
		} else {
			a.exitErr = errors.New(msg)
		}
		return ebiten.Termination
	}
	if !a.seekDone {
		a.seekDone = true
		if a.opts.Seek > 0 {
			t := min(a.opts.Seek, a.pb.Len())
			err := safeCall(func() error { return a.pb.Seek(t) })
			var serr *game.SimError
			if errors.As(err, &serr) && serr.Tick < t {
				// The simulation stops before t: draw the last tick it reached, and say so.
				a.warn(fmt.Sprintf("--seek %d is past where the simulation stops (%v): drawing tick %d", a.opts.Seek, serr, serr.Tick))
				err = safeCall(func() error { return a.pb.Seek(serr.Tick) })
			}
			if err != nil {
				a.exitErr = fmt.Errorf("seek to tick %d: %w", t, err)
				return ebiten.Termination
			}
		}
		if d := a.ground.Decals(); a.opts.Screenshot != "" && d != nil {
			d.Wait(a.pb.Tick(), 30*time.Second, a.passDone) // the picture shows the ground's stains too
		}
		if a.opts.MeasureFPS > 0 {
			// Measure the steady state: after the background passes (keyframes, decals).
			if d := a.ground.Decals(); d != nil {
				d.Wait(a.pb.Len(), time.Minute, a.passDone)
			}
			for end := time.Now().Add(time.Minute); !a.pb.Progress().Done && time.Now().Before(end); {
				time.Sleep(10 * time.Millisecond)
			}
			a.pb.Play()
		}
		a.refreshScene()
		a.drawn = 0
		return nil
	}
	if a.opts.Screenshot != "" {
		// Draw runs after this Update; save once a frame of the sought tick has been drawn.
		if a.drawn < 2 {
			return nil
		}
		if err := savePNG(a.frame, a.opts.Screenshot); err != nil {
			a.exitErr = fmt.Errorf("screenshot: %w", err)
		}
		return ebiten.Termination
	}
	// Measuring: count frames drawn over the measured span at 1×.
	now := time.Now()
	if a.measStart.IsZero() {
		a.measStart, a.measFrames, a.measCPU = now, a.drawn, cpuTime()
	}
	if _, err := safeUpdate(a.pb, time.Second/60); err != nil {
		a.exitErr = err
		return ebiten.Termination
	}
	a.refreshScene()
	if el := now.Sub(a.measStart); el >= a.opts.MeasureFPS {
		frames := a.drawn - a.measFrames
		fps := float64(frames) / el.Seconds()
		cpu := cpuTime() - a.measCPU
		fmt.Fprintf(os.Stdout, "fps %.1f over %.1f s (%d frames, %d creatures at the end, tick %d); CPU %.1f ms per frame (all threads)\n",
			fps, el.Seconds(), frames, len(a.scene.Creatures), a.pb.Tick(), cpu.Seconds()*1000/float64(max(frames, 1)))
		a.measured = fps
		return ebiten.Termination
	}
	return nil
}

// passDone reports whether the run's background pass has ended.
func (a *App) passDone() bool { return a.pb.Progress().Done }
