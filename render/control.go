package render

import (
	"errors"
	"fmt"
	"slices"

	"crdplayer/game"
)

// apply carries out one intent.
func (a *App) apply(in intent) {
	switch in.kind {
	case intentHelp:
		a.help = in.arg >= 0 && !a.help
		return
	case intentOpen:
		a.startOpen()
		return
	case intentScreenshot:
		a.shotDue = true
		return
	case intentPane:
		a.pane, a.paneScroll = pane(in.arg), 0
		return
	}
	pb := a.pb
	if pb == nil {
		return
	}
	var err error
	switch in.kind {
	case intentPlayPause:
		if pb.Playing() {
			pb.Pause()
		} else {
			if pb.Tick() >= pb.Len() {
				err = pb.Seek(0)
			}
			pb.Play()
		}
	case intentStep:
		if in.arg == 1 || in.arg == -1 {
			pb.Pause() // stepping a tick is for looking closely
		}
		err = a.seek(pb.Tick() + in.arg)
	case intentSeek:
		err = a.seek(in.arg)
	case intentHome:
		err = a.seek(0)
	case intentEnd:
		err = a.seek(pb.Len())
	case intentSlower, intentFaster:
		dir := 1
		if in.kind == intentSlower {
			dir = -1
		}
		s := pb.SetSpeed(nextSpeed(pb.Speed(), dir))
		a.notice(fmt.Sprintf("Speed %s", speedLabel(s)))
	case intentNextDeath:
		tl := pb.Timeline()
		var deaths []int
		for _, e := range tl.Events {
			if e.Kind == game.EventDeath {
				deaths = append(deaths, e.Tick)
			}
		}
		slices.Sort(deaths)
		if t, close, ok := deathTarget(deaths, pb.Tick()); ok {
			pb.Pause()
			err = a.seek(t)
			if close > 0 && err == nil {
				a.notice(fmt.Sprintf("The next death (tick %d) is less than 3 s ahead: showing the moment before it.", close))
			}
		} else if tl.Done {
			a.notice("No death after this point.")
		} else {
			a.notice("No death found yet: the run is still being prepared.")
		}
	case intentNextEvent, intentPrevEvent:
		dir := 1
		if in.kind == intentPrevEvent {
			dir = -1
		}
		tl := pb.Timeline()
		ticks := make([]int, 0, len(tl.Events))
		for _, e := range tl.Events {
			if len(ticks) == 0 || ticks[len(ticks)-1] != e.Tick {
				ticks = append(ticks, e.Tick)
			}
		}
		if t, ok := eventTarget(ticks, pb.Tick(), dir); ok {
			err = a.seek(t)
		}
	case intentDivergence:
		if t, ok := divergenceTick(pb); ok {
			pb.Pause()
			err = a.seek(t)
		} else {
			a.notice("No trace divergence known (needs NAME.crd.trace.jsonl.gz next to the run).")
		}
	}
	if err != nil {
		a.fail(err)
	}
}

// seek moves to tick, clamped to the run; a position the background pass has not reached yet is
// served as soon as it has (RequestSeek), so the window never freezes. Past where the simulation
// stops it goes to the last tick reached and returns the *game.SimError saying why.
func (a *App) seek(tick int) error {
	pb := a.pb
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

// divergenceTick is the position showing the first tick that differs from the trace sidecar.
func divergenceTick(pb Playback) (int, bool) {
	v, ok := pb.Verification()
	if !ok || v.Trace == nil || v.Trace.Divergence == nil {
		return 0, false
	}
	return int(v.Trace.Divergence.Tick) + 1, true
}

func speedLabel(s float64) string {
	if s < 1 {
		return fmt.Sprintf("1/%d×", int(1/s+0.5))
	}
	return fmt.Sprintf("%g×", s)
}
