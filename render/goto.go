package render

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"crdplayer/game"
)

// Going to a tick or a time: the go-to box (Ctrl+G, a click on the timeline's tick counter) and
// --seek read the same targets (game.ParseTarget: 5000, 1:23.4, +120, start, end) and resolve
// them on the open run (game.Target.Resolve). A time the game's clock has not reached yet, the
// background pass still going, is gone to once it has.

// limitOf is the last position pb can show: its end, or the tick its simulation stops at.
func limitOf(pb Playback) int {
	var serr *game.SimError
	if errors.As(pb.Err(), &serr) {
		return min(serr.Tick, pb.Len())
	}
	return pb.Len()
}

// resolveTarget is the position t names on pb from the position it shows. wait is true when t
// is a time the game's clock has not reached among the prepared positions while the pass still
// runs (resolve it again later); an *game.OutsideError names the nearest position it can show.
func resolveTarget(pb Playback, t game.Target) (pos int, wait bool, err error) {
	tl := pb.Timeline()
	pos, err = t.Resolve(pb.Pos(), limitOf(pb), pb.Len(), tl.Clock)
	var oe *game.OutsideError
	isTime := t.Kind == game.TargetTime || t.Kind == game.TargetTimeBy
	if errors.As(err, &oe) && isTime && !tl.Done && tl.Clock.Len() <= pb.Len() && pos >= 0 {
		return 0, true, nil
	}
	return pos, false, err
}

// outsideText says why a target is outside what pb can show and, when it is past where the
// simulation stops, why it stops there: "tick 1500 is past where the simulation stops (tick
// 1466): tick 1467 cannot be played: perk_pick without a menu …".
func outsideText(pb Playback, oe *game.OutsideError) string {
	var serr *game.SimError
	if errors.As(pb.Err(), &serr) && oe.Nearest == serr.Tick && oe.Nearest < pb.Len() {
		return fmt.Sprintf("%s: tick %d cannot be played: %s", oe.Reason, serr.Tick, serr.Reason())
	}
	return oe.Reason
}

// goTo shows what t names, saying where it went when that is not what was asked (a target
// outside the run: the nearest position it can show) and, for --seek, on the terminal too
// (prefix "--seek: "; "" in the window).
func (a *App) goTo(t game.Target, prefix string) {
	pb := a.run.pb
	if pb == nil {
		return
	}
	pos, wait, err := resolveTarget(pb, t)
	if wait {
		a.goingTo = &t
		a.notice(prefix + "the game's clock has not got there yet: going there once the run is prepared that far")
		return
	}
	a.goingTo = nil
	var oe *game.OutsideError
	if errors.As(err, &oe) {
		msg := fmt.Sprintf("%s%s; showing %s", prefix, outsideText(pb, oe), game.TickLabel(oe.Nearest))
		a.notice(msg)
		if prefix != "" {
			a.warn(msg)
		}
		pos = oe.Nearest
	} else if err != nil {
		a.fail(err)
		return
	}
	if err := a.run.seek(pos); err != nil {
		a.fail(err)
	}
}

// pollGoto goes to a time the game's clock has reached since it was asked for.
func (a *App) pollGoto() {
	if t := a.goingTo; t != nil && a.run.pb != nil {
		if _, wait, _ := resolveTarget(a.run.pb, *t); !wait {
			a.goTo(*t, "")
		}
	}
}

// submitGoto goes to what the go-to box holds and closes it; text it cannot read keeps it
// open, saying why.
func (a *App) submitGoto() {
	box := &a.wid.gotoBox
	t, err := game.ParseTarget(box.Text())
	if err != nil {
		box.Fail(err.Error())
		return
	}
	box.Close()
	a.run.pb.Pause()
	a.goTo(t, "")
}

// gotoKeys reads the keyboard into the open go-to box instead of the window's keys: characters,
// Backspace (repeating), Enter to go, Esc or Ctrl+G to close.
func (a *App) gotoKeys() {
	box := &a.wid.gotoBox
	just := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	switch {
	case just(ebiten.KeyEscape), ctrl && just(ebiten.KeyG):
		box.Close()
		return
	case just(ebiten.KeyEnter), just(ebiten.KeyNumpadEnter):
		if a.run.pb == nil {
			box.Close()
			return
		}
		a.submitGoto()
		return
	}
	if !ctrl {
		box.Type(ebiten.AppendInputChars(nil))
	}
	if repeating(ebiten.KeyBackspace) {
		box.Backspace()
	}
}

// openGoto opens the go-to box (or closes it when open).
func (a *App) openGoto() {
	box := &a.wid.gotoBox
	if box.Opened() {
		box.Close()
		return
	}
	if a.run.pb == nil {
		a.notice("Open a run first (Ctrl+O).")
		return
	}
	box.Open()
}
