package render

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/ui"
	"crdplayer/sim"
)

// Two runs side by side: a second run (B) opened beside the one shown (A) with --compare, the
// Compare button or a file dropped with Shift held. B follows A's position; its players are
// drawn as ghosts over A's arena; in the background game.CompareRuns finds the first tick where
// their inputs differ and the first where their states differ, which the timeline marks; the
// Diff pane compares the two states field by field at the shown tick (game.CompareWorlds).

// compareRun is the second run and the comparison of the two.
type compareRun struct {
	pb   Playback
	name string
	cmp  *game.Comparison
	res  *game.RunsDiff // once the comparison has finished
}

// Timeline colours of the two runs' first differences.
var (
	markInputs = color.RGBA{255, 170, 60, 255}
	markStates = color.RGBA{240, 110, 230, 255}
)

// newCompareRun compares run b, opened from the file name, with the shown run a.
func newCompareRun(a, b Playback, name string) *compareRun {
	// The window plays both runs under the nearest profile where needed (its sessions are
	// opened with Approximate), so the comparison does too, and says so.
	return &compareRun{pb: b, name: name, cmp: game.CompareRuns(a.Replay(), b.Replay(), true)}
}

// close stops the comparison and closes B.
func (b *compareRun) close() {
	b.cmp.Close()
	b.pb.Close()
}

// follow brings B to position pos (its end, when it is shorter), without waiting for its
// background pass.
func (b *compareRun) follow(pos int) {
	t := min(pos, b.pb.Len())
	if b.pb.Pos() != t {
		if target, ok := b.pb.Seeking(); !ok || target != t {
			_ = safeCall(func() error { return b.pb.RequestSeek(t) })
		}
	}
	_, _ = safeUpdate(b.pb, 0) // serves the seek once B's pass is there
}

// world is B's state at pos, nil when B is not there (yet, or it is shorter).
func (b *compareRun) world(pos int) *sim.World {
	if b.pb.Pos() != pos {
		return nil
	}
	return b.pb.World()
}

// poll takes the comparison's result once it has finished, and then says so once ("" before
// and after).
func (b *compareRun) poll() string {
	if b.res != nil {
		return ""
	}
	res, ok := b.cmp.Result()
	if !ok {
		return ""
	}
	b.res = res
	return b.summary()
}

// summary says in a sentence where the two runs first differ.
func (b *compareRun) summary() string {
	d := b.res
	switch {
	case d == nil:
		return fmt.Sprintf("Comparing with %s… (%s)", ui.DisplayName(b.name), game.TickLabel(b.cmp.Progress()))
	case d.Err != nil && !errors.Is(d.Err, context.Canceled):
		return fmt.Sprintf("Compared with %s: %v", ui.DisplayName(b.name), d.Err)
	case d.Same() && (d.StopA != nil || d.StopB != nil):
		return fmt.Sprintf("%s has the same inputs: the two runs agree up to %s%s%s.", ui.DisplayName(b.name), game.TickLabel(d.Compared), stopsWhere(d, true), approximated(d))
	case d.Same():
		return fmt.Sprintf("%s has the same inputs: the two runs agree at every tick%s.", ui.DisplayName(b.name), approximated(d))
	}
	s := fmt.Sprintf("Compared with %s: inputs first differ at %s", ui.DisplayName(b.name), inputWhere(d.Input))
	if d.State != nil {
		s += fmt.Sprintf("; states at %s", game.TickLabel(d.State.Pos))
	} else {
		s += fmt.Sprintf("; states agree up to %s%s", game.TickLabel(d.Compared), stopsWhere(d, true))
	}
	return s + approximated(d) + "."
}

// approximated says which settings of the two runs the comparison played under the nearest
// profile ("" for none).
func approximated(d *game.RunsDiff) string {
	if len(d.Approximations) == 0 {
		return ""
	}
	return " (played approximately: " + strings.Join(d.Approximations, "; ") + ")"
}

// stopsWhere says which simulation stopped where the comparison of states ended, and with why
// how: ", where run B stops (tick 1500: perk_menu_open with nothing pending: illegal command)",
// ", where run B stops"; "" when neither did.
func stopsWhere(d *game.RunsDiff, why bool) string {
	var s string
	var e *game.SimError
	switch {
	case d.StopA != nil && d.StopB != nil:
		s, e = ", where both runs stop", d.StopA
	case d.StopA != nil:
		s, e = ", where run A stops", d.StopA
	case d.StopB != nil:
		s, e = ", where run B stops", d.StopB
	default:
		return ""
	}
	if why {
		s += fmt.Sprintf(" (%v)", e)
	}
	return s
}

// stopOf is where pb's simulation stops before the file's end, once known: the tick it cannot
// play (positions 0..tick play) and why, in crd verify's words (game.Stop.Text) once its pass
// has ended, the simulation error's until then; exact is false while it is the error's.
func stopOf(pb Playback) (tick int, why string, exact, ok bool) {
	var serr *game.SimError
	if !errors.As(pb.Err(), &serr) {
		return 0, "", false, false
	}
	if v, done := pb.Verification(); done && v.Stop != nil {
		return v.Stop.Tick, v.Stop.Text(), true, true
	}
	return serr.Tick, serr.Error(), false, true
}

// stopText is B's stop in a sentence: "Run B stops at tick 1500: perk_menu_open with nothing
// pending (an illegal command); the simulation stops there, and the file goes on to tick 2660."
func stopText(side string, tick int, why string) string {
	return fmt.Sprintf("Run %s stops at tick %d: %s.", side, tick, strings.TrimPrefix(why, fmt.Sprintf("tick %d: ", tick)))
}

// inputWhere is where an input difference is: "tick 1500 (inputs[0].aim_x)", "the run's
// settings (run.seed)".
func inputWhere(in *game.InputDiff) string {
	if in.Tick < 0 {
		return fmt.Sprintf("the run's settings (%s)", in.Field)
	}
	return fmt.Sprintf("tick %d (%s)", in.Tick, in.Field)
}

// marks are the timeline's marks of the two runs' first differences, and of where B's
// simulation stops once that is known.
func (b *compareRun) marks() []ui.TimelineMark {
	var out []ui.TimelineMark
	if d := b.res; d != nil {
		if in := d.Input; in != nil {
			out = append(out, ui.TimelineMark{Pos: game.PosOfTick(max(in.Tick, -1)), Label: "inputs differ",
				Tip: fmt.Sprintf("Runs A and B's inputs first differ at %s: A %s, B %s", inputWhere(in), in.A, in.B), Col: markInputs})
		}
		if st := d.State; st != nil {
			out = append(out, ui.TimelineMark{Pos: st.Pos, Label: "states differ", Tip: statesTip(st), Col: markStates})
		}
	}
	if m, ok := b.stopMark(); ok {
		out = append(out, m)
	}
	return out
}

// statesTip is the tooltip of the mark where the two runs' states first differ: the position
// and the first field that differs, "Runs A and B's states first differ at tick 1001:
// players[1].x (player 2) A 512.5, B 498 (and 14 more fields); Shift+J goes there".
func statesTip(st *game.StateDiff) string {
	s := "Runs A and B's states first differ at " + game.TickLabel(st.Pos)
	var first *trace.Row
	for i := range st.Rows {
		if st.Rows[i].Differs {
			first = &st.Rows[i]
			break
		}
	}
	switch {
	case first != nil:
		s += fmt.Sprintf(": %s A %s, B %s", game.PlayerLabel(first.Path), first.A, first.B)
		if n := st.Differing - 1; n > 0 {
			s += fmt.Sprintf(" (and %d more)", n)
		}
	case len(st.Other) > 0:
		s += ": " + game.BriefFieldName(st.Other[0])
		if n := st.OtherCount - 1; n > 0 {
			s += fmt.Sprintf(" (and %d more)", n)
		}
	}
	return s + "; J goes there"
}

// stopMark is the timeline's mark of where B's simulation stops, once known.
func (b *compareRun) stopMark() (ui.TimelineMark, bool) {
	tick, why, _, ok := stopOf(b.pb)
	if !ok {
		return ui.TimelineMark{}, false
	}
	return ui.TimelineMark{Pos: game.PosOfTick(tick), Label: fmt.Sprintf("B stops at tick %d", tick), Tip: stopText("B", tick, why), Col: ui.ColBad}, true
}

// statesDiffer is the first position where the two runs' states differ, once known.
func (b *compareRun) statesDiffer() (int, bool) {
	if b.res == nil || b.res.State == nil {
		return 0, false
	}
	return b.res.State.Pos, true
}

// table is the Diff pane's table at pos: A's state (the run named aName) against B's, field by field; complete is
// false while B is not at pos yet (or the words for where it stops are not final). Past the
// end of B, or past where its simulation stops, there is nothing to compare: the pane says so,
// and why B stops there in crd verify's words.
func (b *compareRun) table(a Playback, aName string, pos int) (*ui.DiffTable, bool) {
	// Both runs named (a run compared with itself, or with a copy of its name, reads as such).
	title := fmt.Sprintf("Run A (%s) against run B (%s)", ui.DisplayName(aName), ui.DisplayName(b.name))
	d := &ui.DiffTable{Title: title, SideA: "A", SideB: "B", Pos: pos}
	d.Lines = b.lines()
	d.Approximate = b.res != nil && len(b.res.Approximations) > 0
	if tick, why, exact, ok := stopOf(b.pb); ok && pos > tick {
		d.Err = stopText("B", tick, why)
		d.Lines = append([]string{fmt.Sprintf("Nothing to compare at %s: run B's last state is at %s, where the two are compared.",
			game.TickLabel(pos), game.TickLabel(tick))}, d.Lines...)
		return d, exact
	}
	if pos > b.pb.Len() {
		d.Err = fmt.Sprintf("Run B ends at tick %d: nothing to compare at %s.", b.pb.Len()-1, game.TickLabel(pos))
		return d, true
	}
	wa, wb := a.World(), b.world(pos)
	switch {
	case wa == nil:
		d.Err = "No simulation state to compare."
		return d, true
	case wb == nil:
		d.Err = fmt.Sprintf("Run B is being brought to %s…", game.TickLabel(pos))
		return d, false
	}
	c := game.CompareWorlds(wa, wb)
	d.Rows, d.Differing, d.Creatures = c.Rows, c.Differing, true
	d.Other, d.OtherCount, d.OtherCut = c.Other, c.OtherCount, c.OtherCut
	if !c.Same && c.Differing == 0 && c.OtherCount == 0 {
		d.Lines = append(d.Lines, fmt.Sprintf("The state hashes differ (A %016x, B %016x) in what neither lists.", c.HashA, c.HashB))
	}
	return d, true
}

// lines say where the two runs first differ, for the Diff pane: the first input difference in
// full and the first state difference, or how far the comparison has come.
func (b *compareRun) lines() []string {
	d := b.res
	switch {
	case d == nil || d.Same() || d.Err != nil:
		return []string{b.summary()}
	}
	out := []string{"Inputs first differ at " + d.Input.String()}
	if len(d.Settings) > 1 {
		// Runs started from other settings differ in more than the first: each is named.
		for _, sd := range d.Settings[1:] {
			out = append(out, fmt.Sprintf("  and %s: A %s, B %s", sd.Field, sd.A, sd.B))
		}
	}
	switch {
	case d.State != nil:
		out = append(out, fmt.Sprintf("States first differ at %s (J goes there).", game.TickLabel(d.State.Pos)))
	case d.StopA != nil || d.StopB != nil:
		out = append(out, fmt.Sprintf("States agree up to %s%s.", game.TickLabel(d.Compared), stopsWhere(d, false)))
	default:
		end := "the shorter run's end"
		if d.LenA == d.LenB {
			end = "both runs' last"
		}
		out = append(out, fmt.Sprintf("States agree up to %s, %s.", game.TickLabel(d.Compared), end))
	}
	for _, a := range d.Approximations {
		// The pane stays up after the summary's notice has gone: it says it too.
		out = append(out, "Played approximately: "+a)
	}
	return out
}
