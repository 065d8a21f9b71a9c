// Package ui is the window's widgets: everything drawn around and over the arena, and the state
// each keeps between frames. The fonts and colours (fonts.go, colors.go), text wrapping
// (text.go), the window's layout (layout.go), the retained parts around the arena, which are
// recorded as drawing operations and drawn again only when they change (canvas.go,
// retained.go, texts.go), the button bar (buttons.go), the timeline (timeline.go; its zoom and
// the TrackMap every layer of it places positions with, timeline_view.go; its marks in a row per
// kind, timeline_marks.go) and the input lane under it (lane.go), the sidebar
// with the players' HUD and the Verify, Info, Debug, Diff and Entity panes (sidebar.go, hud.go,
// verify.go, info.go, debug.go, diffpane.go, entitypane.go), and over the arena the run line,
// the perk menu, a seek's progress, the inspectors' ghosts and pin (inspect.go), the go-to box
// (gotobox.go), the deaths' marks and the zoomed camera's label (deathmark.go), the help and
// the message banner (hud.go, perkmenu.go, seeking.go, help.go,
// banner.go); what each mode adds (modes.go: a quest's run line and completion, the tutorial's
// panels, Typ-o's names and typing box, the approximated run's banner, the modes' timeline
// marks; modes_panes.go: the mode's box in the sidebar and the Verify pane's quest score,
// provenance and approximations); the export's range over the timeline and its panel over the
// arena (rangemarks.go, exportpanel.go, their intents in exportintent.go); names.go holds the
// game's names for weapons, perks, bonuses and modes.
//
// Widgets read the open run through Run (run.go), a small interface render.Playback satisfies,
// and a scene.Scene; what a click asks for comes back as an Intent (intent.go), which the window
// carries out: no widget changes the run. Nothing here reads the clock or the input devices;
// the window passes the time and the pointer in.
//
// It draws with render/draw and render/arena's camera and colours, and may import render/scene,
// game, replayio and sim (to read them), and render/export (the export's formats and plan). It must never import render (the window is above it);
// render/arena must never import it.
package ui
