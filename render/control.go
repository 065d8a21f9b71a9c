package render

import "crdplayer/render/ui"

// apply carries out one intent: the window's own (the help, the file dialog, a screenshot, the
// pane), or the transport's on the open run (transport.go), showing what it says.
func (a *App) apply(in ui.Intent) {
	if a.applyExport(in) { // the export range and panel (exportwindow.go)
		return
	}
	switch in.Kind {
	case ui.IntentHelp:
		a.wid.help = in.Arg >= 0 && !a.wid.help
	case ui.IntentOpen:
		a.startOpen()
	case ui.IntentScreenshot:
		a.frames.shotDue = true
	case ui.IntentPane:
		a.wid.side.Show(ui.Pane(in.Arg))
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
