package render

import (
	"errors"
	"fmt"
	"slices"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// apply carries out one intent.
func (a *App) apply(in ui.Intent) {
	switch in.Kind {
	case ui.IntentHelp:
		a.help = in.Arg >= 0 && !a.help
		return
	case ui.IntentOpen:
		a.startOpen()
		return
	case ui.IntentScreenshot:
		a.shotDue = true
		return
	case ui.IntentPane:
		a.side.Show(ui.Pane(in.Arg))
		return
	}
	pb := a.pb
	if pb == nil {
		return
	}
	var err error
	switch in.Kind {
	case ui.IntentPlayPause:
		if pb.Playing() {
			pb.Pause()
		} else {
			if pb.Tick() >= pb.Len() {
				err = pb.Seek(0)
			}
			pb.Play()
		}
	case ui.IntentStep:
		if in.Arg == 1 || in.Arg == -1 {
			pb.Pause() // stepping a tick is for looking closely
		}
		err = a.seek(pb.Tick() + in.Arg)
	case ui.IntentSeek:
		err = a.seek(in.Arg)
	case ui.IntentHome:
		err = a.seek(0)
	case ui.IntentEnd:
		err = a.seek(pb.Len())
	case ui.IntentSlower, ui.IntentFaster:
		dir := 1
		if in.Kind == ui.IntentSlower {
			dir = -1
		}
		s := pb.SetSpeed(nextSpeed(pb.Speed(), dir))
		a.notice(fmt.Sprintf("Speed %s", ui.SpeedLabel(s)))
	case ui.IntentNextDeath:
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
	case ui.IntentNextEvent, ui.IntentPrevEvent:
		dir := 1
		if in.Kind == ui.IntentPrevEvent {
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
	case ui.IntentDivergence:
		if t, ok := ui.DivergenceTick(pb); ok {
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
