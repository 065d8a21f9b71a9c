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
// two runs compared, J goes to the first tick where their states differ (what the Diff pane
// then compares), and to the trace's first divergence only when they do not.
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
	if a.insp.b != nil && !next {
		if pos, ok = a.insp.b.statesDiffer(); ok {
			what = fmt.Sprintf("The two runs' states first differ at %s.", game.TickLabel(pos))
		}
	}
	switch {
	case ok:
	case hasTrace && next:
		var o game.Onset
		o, pos, ok = ti.NextDivergence(pb.Pos())
		what = o.String()
	case hasTrace:
		var o game.Onset
		o, pos, ok = ti.FirstDivergence()
		what = "The first divergence: " + o.String()
	}
	if !ok {
		done := pb.Progress().Done
		switch {
		case next && done && a.insp.b != nil:
			// Shift+J walks run A's trace, not the two runs: say so where it finds nothing.
			a.notice(fmt.Sprintf("No tick after %s where another field starts to differ from run A's trace (Shift+J follows the trace; between the two runs, step with , and . and read the Diff pane).", game.TickLabel(pb.Pos())))
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
