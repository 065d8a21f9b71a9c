package render

import (
	"errors"
	"fmt"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// The transport: the intents that move through the open run (play and pause, steps and seeks,
// speed, the next or previous event), carried out as Playback calls. (J and Shift+J, which also
// show the Diff pane, are the window's: control.go; so are D and Shift+D, which remember the
// death they went to: deaths.go.)

// apply carries out a transport intent on the run, if one is open, and returns what the window
// should say about it: a notice, or the error that stopped it (never both).
func (r *openRun) apply(in ui.Intent) (notice string, err error) {
	pb := r.pb
	if pb == nil {
		return "", nil
	}
	switch in.Kind {
	case ui.IntentPlayPause:
		if pb.Playing() {
			pb.Pause()
		} else {
			if pb.Pos() >= pb.Len() {
				err = pb.Seek(0)
			}
			pb.Play()
		}
	case ui.IntentStep:
		if in.Arg == 1 || in.Arg == -1 {
			pb.Pause() // stepping a tick is for looking closely
		}
		err = r.seek(pb.Pos() + in.Arg)
	case ui.IntentSeek:
		err = r.seek(in.Arg)
	case ui.IntentHome:
		err = r.seek(0)
	case ui.IntentEnd:
		err = r.seek(pb.Len())
	case ui.IntentSlower, ui.IntentFaster:
		dir := 1
		if in.Kind == ui.IntentSlower {
			dir = -1
		}
		s := pb.SetSpeed(nextSpeed(pb.Speed(), dir))
		notice = fmt.Sprintf("Speed %s", ui.SpeedLabel(s))
	case ui.IntentNextEvent, ui.IntentPrevEvent:
		dir := 1
		if in.Kind == ui.IntentPrevEvent {
			dir = -1
		}
		tl := pb.Timeline()
		ticks := make([]int, 0, len(tl.Events))
		for _, e := range tl.Events {
			if !ui.Marked(&e) {
				continue
			}
			if len(ticks) == 0 || ticks[len(ticks)-1] != e.Pos {
				ticks = append(ticks, e.Pos)
			}
		}
		if t, ok := eventTarget(ticks, pb.Pos(), dir); ok {
			err = r.seek(t)
			if err == nil {
				notice = ui.EventsAt(tl.Events, t, pb.Len(), tl.Clock)
			}
		} else if dir > 0 {
			notice = "No event after this point."
		} else {
			notice = "No event before this point."
		}
	}
	return notice, err
}

// seek moves to tick, clamped to the run; a position the background pass has not reached yet is
// served as soon as it has (RequestSeek), so the window never freezes. Past where the simulation
// stops it goes to the last tick reached and returns the *game.SimError saying why.
func (r *openRun) seek(tick int) error {
	pb := r.pb
	tick = max(0, min(tick, pb.Len()))
	err := safeCall(func() error { return pb.RequestSeek(tick) })
	var serr *game.SimError
	if errors.As(err, &serr) && serr.Tick < tick {
		// (a session lands there by itself; any Playback is held to it)
		if err := safeCall(func() error { return pb.RequestSeek(serr.Tick) }); err != nil {
			return err
		}
	}
	return err
}

// speeds are the playback speeds `[` and `]` step through, 1/8× to 64×.
var speeds = []float64{1.0 / 8, 1.0 / 4, 1.0 / 2, 1, 2, 4, 8, 16, 32, 64}

// nextSpeed returns the speed one step up (dir 1) or down (dir -1) from cur.
func nextSpeed(cur float64, dir int) float64 {
	i := 0
	for i < len(speeds)-1 && speeds[i] < cur-1e-9 {
		i++
	}
	i += dir
	if i < 0 {
		i = 0
	}
	if i >= len(speeds) {
		i = len(speeds) - 1
	}
	return speeds[i]
}

// eventTargets returns the tick to show for the next (dir 1) or previous (dir -1) event after or
// before tick, and false when there is none. An event is shown at its own tick.
func eventTarget(ticks []int, tick, dir int) (int, bool) {
	if dir > 0 {
		for _, t := range ticks {
			if t > tick {
				return t, true
			}
		}
		return 0, false
	}
	for i := len(ticks) - 1; i >= 0; i-- {
		if ticks[i] < tick {
			return ticks[i], true
		}
	}
	return 0, false
}
