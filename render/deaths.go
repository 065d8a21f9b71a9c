package render

import (
	"fmt"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// D and Shift+D: the next and the previous death, each once. A death is shown from 3 s before
// it (deathLead), so that playing on shows it happen; deaths closer together than that share
// their lead-ins, so the window remembers the death it went to last and where it landed: while
// the shown tick is still between that landing and the death, the next D is the death after
// it (and Shift+D the one before), not the same death again. From anywhere else, D is the first
// death still to come and Shift+D the last one already past. The camera, when it follows a
// player, follows the one who dies.

// deathLead is how far before a death D lands: 3 seconds.
const deathLead = 3 * game.TicksPerSecond

// deathNav is the death D or Shift+D went to last.
type deathNav struct {
	valid  bool
	gen    int // the run (openRun.gen) it was in
	index  int // its index in the timeline's deaths
	landed int // the position shown for it
	pos    int // the position just after it (the death shown)
}

// deathStep is where D (dir 1) or Shift+D (dir -1) goes from position pos, with deaths the
// run's (game.Timeline.Deaths, tick order) and nav the last death gone to: the index of the
// death and the position to show, false when there is none that way.
func deathStep(deaths []game.Death, pos, dir int, nav deathNav) (index, target int, ok bool) {
	k := -1
	switch {
	case nav.valid && pos >= nav.landed && pos <= nav.pos && nav.index < len(deaths):
		k = nav.index + dir // still at the last one gone to: the one after (before) it
	case dir > 0:
		k = len(deaths)
		for i, d := range deaths {
			if game.PosOfTick(d.Tick) > pos { // not shown yet at pos
				k = i
				break
			}
		}
	default:
		for i, d := range deaths {
			if game.PosOfTick(d.Tick) <= pos { // already shown at pos
				k = i
			}
		}
	}
	if k < 0 || k >= len(deaths) {
		return 0, 0, false
	}
	return k, max(game.PosOfTick(deaths[k].Tick)-deathLead, 0), true
}

// deathText says which death the window went to: "Death 2 of 4: P2 at tick 3907 · 1:02.5,
// killed by creature 41 (alien). Showing 3 s before it."
func deathText(deaths []game.Death, k int, clk game.Clock, target int) string {
	d := deaths[k]
	s := fmt.Sprintf("Death %d of %d: P%d at %s, %s.", k+1, len(deaths), d.Player+1, ui.PosText(game.PosOfTick(d.Tick), clk), ui.KillerText(d.Killer))
	if lead := game.PosOfTick(d.Tick) - target; lead > 0 {
		s += fmt.Sprintf(" Showing %.1f s before it.", float64(lead)/game.TicksPerSecond)
	}
	return s
}

// goToDeath carries out D (dir 1) and Shift+D (dir -1).
func (a *App) goToDeath(dir int) {
	pb := a.run.pb
	if pb == nil {
		return
	}
	tl := pb.Timeline()
	deaths := tl.Deaths()
	if a.nav.gen != a.run.gen {
		a.nav = deathNav{}
	}
	k, target, ok := deathStep(deaths, pb.Pos(), dir, a.nav)
	if !ok {
		switch {
		case dir < 0:
			a.notice("No death before this point.")
		case tl.Done:
			a.notice(fmt.Sprintf("No death after this point (the run has %d).", len(deaths)))
		default:
			a.notice("No death found yet: the run is still being prepared.")
		}
		return
	}
	pb.Pause()
	if err := a.run.seek(target); err != nil {
		a.fail(err)
		return
	}
	d := deaths[k]
	a.nav = deathNav{valid: true, gen: a.run.gen, index: k, landed: target, pos: game.PosOfTick(d.Tick)}
	if a.view.follow >= 0 {
		a.view.follow = d.Player
	}
	a.notice(deathText(deaths, k, tl.Clock, target))
}

// deathMarks are the marks of the deaths the shown tick is within a few seconds after.
func (a *App) deathMarks() []ui.DeathMark {
	if a.run.pb == nil {
		return nil
	}
	tl := a.run.pb.Timeline()
	return ui.DeathMarks(tl.Deaths(), a.run.pb.Pos(), &a.run.scene)
}
