package ui

import (
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

// DivergenceTick is the position showing the first tick that differs from the trace sidecar.
func DivergenceTick(run Run) (int, bool) {
	v, ok := run.Verification()
	if !ok || v.Trace == nil || v.Trace.Divergence == nil {
		return 0, false
	}
	return int(v.Trace.Divergence.Tick) + 1, true
}
