package render

import (
	"fmt"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// apply carries out one intent: the window's own (the help, the file dialog, a screenshot, the
// pane, the go-to box, the inspectors, a second run), or the transport's on the open run
// (transport.go), showing what it says.
func (a *App) apply(in ui.Intent) {
	if a.applyExport(in) { // the export range and panel (exportwindow.go)
		return
	}
	switch in.Kind {
	case ui.IntentHelp:
		if in.Arg < 0 && !a.wid.help {
			a.insp.pin = ui.Pin{} // Esc with nothing over the arena: unpin
		}
		a.wid.help = in.Arg >= 0 && !a.wid.help
	case ui.IntentOpen:
		a.startOpen()
	case ui.IntentScreenshot:
		if a.run.pb == nil {
			// (a picture of the empty window, named after no run, is nobody's)
			a.notice("Open a run first (Ctrl+O): F12 saves a picture of the tick shown.")
			break
		}
		a.frames.shotDue = true
	case ui.IntentPane:
		a.wid.side.Show(ui.Pane(in.Arg))
	case ui.IntentGoto:
		a.openGoto()
	case ui.IntentPin:
		a.insp.pin = ui.IntentPinOf(in)
		if s := a.wid.side.Shown(); a.insp.pin.Pinned() && s != ui.PaneDiff && s != ui.PaneEntity {
			a.wid.side.Show(ui.PaneEntity)
		}
	case ui.IntentDivergence, ui.IntentNextDivergence:
		a.divergence(in.Kind == ui.IntentNextDivergence)
	case ui.IntentCompare:
		a.startCompare()
	case ui.IntentCompareEnd:
		a.endCompare()
	case ui.IntentNextDeath, ui.IntentPrevDeath:
		dir := 1
		if in.Kind == ui.IntentPrevDeath {
			dir = -1
		}
		a.goToDeath(dir)
	case ui.IntentFollow:
		players := 0
		if a.run.pb != nil {
			players = len(a.run.scene.Players)
		}
		if a.run.pb != nil || in.Arg < 0 {
			a.notice(a.view.followPlayer(in.Arg, players))
		}
	case ui.IntentForceTrace:
		a.reload(LoadOptions{Trace: a.run.lo.Trace, ForceTrace: true})
	default:
		notice, err := a.run.apply(in)
		if notice != "" {
			a.notice(notice)
		}
		if err != nil {
			a.fail(err)
		}
	}
}

// divergence goes to the first tick that differs from the trace (J), or to the next tick after
// the shown one where a field starts to differ (Shift+J), and shows the Diff pane there. With
// two runs compared, both are between the two runs (what the Diff pane then compares): J where
// their states first differ (the trace's first divergence when they do not), Shift+J the next
// tick where a field starts to differ between them.
func (a *App) divergence(next bool) {
	pb := a.run.pb
	if pb == nil {
		return
	}
	ti, hasTrace := asTraceInspector(pb)
	var (
		pos  int
		ok   bool
		what string
	)
	comparing := a.insp.b != nil
	switch {
	case comparing && !next:
		if pos, ok = a.insp.b.statesDiffer(); ok {
			what = fmt.Sprintf("The two runs' states first differ at %s.", game.TickLabel(pos))
		}
	case comparing:
		// Between the two runs, as the Diff pane then compares them; the trace's onsets are
		// for the window without a second run.
		var o game.Onset
		var done bool
		o, pos, ok, done = a.insp.b.cmp.NextOnset(pb.Pos())
		switch {
		case ok:
			what = "Runs A and B: " + o.String()
		case done:
			a.notice(fmt.Sprintf("No tick after %s where another field starts to differ between the two runs.", game.TickLabel(pb.Pos())))
			return
		default:
			a.notice("No later onset found yet: the two runs are still being compared.")
			return
		}
	}
	// (comparing, Shift+J has its target or has returned; J falls back on the trace)
	if !ok && hasTrace {
		var o game.Onset
		if next { // (not while comparing: Shift+J has returned above)
			o, pos, ok = ti.NextDivergence(pb.Pos())
			what = o.String()
		} else {
			o, pos, ok = ti.FirstDivergence()
			what = "The first divergence: " + o.String()
		}
		if comparing {
			// The Diff pane shows A against B: say the jump is to the trace's divergence.
			why := "Runs A and B agree at every tick"
			if a.insp.b.res == nil {
				why = "Runs A and B are still being compared"
			}
			what = why + "; run A's first divergence from its trace: " + o.String()
		}
	}
	if !ok {
		done := pb.Progress().Done
		switch {
		case next && done:
			a.notice(fmt.Sprintf("No tick after %s where another field starts to differ from the trace.", game.TickLabel(pb.Pos())))
		case next:
			a.notice("No later onset found yet: the run is still being compared with its trace.")
		case !done:
			a.notice("No divergence found yet: the run is still being compared.")
		default:
			a.notice("No trace divergence known (put NAME.crd.trace.jsonl.gz next to the run, or use --trace).")
		}
		return
	}
	pb.Pause()
	if err := a.run.seek(pos); err != nil {
		a.fail(err)
		return
	}
	a.wid.side.Show(ui.PaneDiff)
	a.notice(what)
}
