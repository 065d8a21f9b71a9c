package ui

import (
	"errors"

	"crdplayer/game"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Run is what the widgets read of the open run; render.Playback (a *game.Session) provides it.
// The widgets never change the run: what they ask for comes back as Intents.
type Run interface {
	Replay() *replayio.Replay
	Len() int
	Pos() int
	World() *sim.World
	Hash() uint64
	Err() error
	Progress() game.Progress
	Timeline() game.Timeline
	Verification() (game.Verification, bool)
	Seeking() (int, bool)
	Playing() bool
	Speed() float64
}

// StopTick is the tick the run's simulation cannot play (an invalid run: an illegal command, a
// tick after the run-down, …), once known; positions 0..tick play.
func StopTick(run Run) (int, bool) {
	var serr *game.SimError
	if !errors.As(run.Err(), &serr) {
		return 0, false
	}
	return serr.Tick, true
}

// DivergenceTick is the position showing the first tick that differs from the trace sidecar.
func DivergenceTick(run Run) (int, bool) {
	v, ok := run.Verification()
	if !ok || v.Trace == nil || v.Trace.Divergence == nil {
		return 0, false
	}
	return int(v.Trace.Divergence.Tick) + 1, true
}
