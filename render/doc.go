// Package render is the replay player's window: the app shell that turns input into intents and
// intents into calls on the open run (a game.Session behind the Playback interface), and
// composes each frame from the packages below it. Only render, its drawing subpackages (all but
// render/scene and render/export) and cmd/player import Ebiten; only render imports sqweek/dialog; no other package
// of the project may import any of them (internal/layers checks it).
//
// The packages, each allowed to import only those below it:
//
//	render        the shell: App (app.go), the open run and its transport (run.go,
//	              transport.go), input to intents (input.go, control.go), frame composition
//	              (frame.go), opening runs and the file dialog (open.go, opener.go), screenshots
//	              (screenshot.go), the screenshot and measuring modes (batch.go), going to a
//	              tick or a time (goto.go), the inspectors: the pinned entity, the field table
//	              against the trace, the ghosts (inspect.go), a second run beside the first
//	              (compare.go), the arena's camera zoomed or following a player (view.go), D
//	              and Shift+D through the deaths, with their marks (deaths.go), exports: the
//	              job drawing a range's frames (exportjob.go), the command line's export mode
//	              (exportbatch.go), the window's range, panel and export (exportwindow.go)
//	render/ui     the widgets around and over the arena: HUD, timeline, buttons, panes, banner
//	render/arena  drawing the arena: camera, textures, ground and decals, sprites, effects
//	render/draw   the drawing primitives both use: shapes and text
//	render/scene  what the window shows of a tick, read from the simulation (no Ebiten)
//	render/export the export's frame plan and encoders, fed pixels (no Ebiten)
//	render/internal/testloop  the packages' tests run inside Ebitengine's game loop
//
// The flow of a frame: App.Update reads the keyboard and mouse into ui.Intents (input.go; the
// widgets turn their own clicks into intents), carries them out (control.go, transport.go),
// advances the playback and reads the shown tick into a scene.Scene, a read-only copy;
// App.Draw hands that scene to render/arena and render/ui (frame.go). Cosmetic randomness has
// its own generator (render/arena), never the simulation's.
package render
