// Package layers holds the project's import contract as a test (layers_test.go): which of the
// project's packages each package may import, which outside modules, and that nothing but the
// window's packages links Ebiten or the dialog package. It has no code of its own.
//
// The layering, bottom to top:
//
//	internal/filetext            bounded quoting of strings from files (standard library only)
//	sim/libm                     glibc's sin, cos, atan2 (and x/sys/cpu for the FMA check)
//	replayio                     the .crd format (+ zstd, msgpack)
//	sim/weapons                  the weapon table (standard library only)
//	sim/bonuses                  the bonus types' ids and metadata (standard library only)
//	sim/perks                    the perks' ids, flags and metadata (standard library only)
//	sim/creatures                creature types, flags, spawn ids and constant templates
//	                             (+ sim/weapons, sim/bonuses)
//	sim/quest                    the quest builders (+ sim/libm, sim/creatures' spawn ids)
//	sim                          the deterministic game (+ replayio, sim/*)
//	game/trace                   trace sidecars
//	game                         headless playback over sim
//	internal/parity              sim-vs-trace comparison for crd and the tests
//	render/scene                 what the window shows of a tick, read from sim and game (no Ebiten)
//	render/draw                  Ebiten drawing primitives: shapes, text (+ Ebiten)
//	render/export                the export's frame plan and encoders: PNG frames, GIF, ffmpeg
//	                             (no Ebiten)
//	render/internal/testloop     the render packages' tests run in Ebiten's game loop (+ Ebiten)
//	render/arena                 drawing the arena: camera, textures, ground, sprites, effects
//	render/ui                    the widgets: fonts, retained parts, HUD, timeline, panes (+ Go fonts)
//	render                       the window: App, input to intents, playback (+ the dialog)
//	cmd/crd, cmd/player          the binaries
//	scripts/longpilot            a pilot recording long runs with sim (see testdata/long)
//
// A package may import only packages below it (render/scene, render/draw and render/export share
// a rank: none may import another). Only the window's packages (render, render/ui, render/arena,
// render/draw, render/internal/testloop) and cmd/player may import Ebiten or depend on it, and only render the dialog
// package, only render/ui golang.org/x/image's fonts; render/scene, the view of a tick, and
// render/export, the encoders, depend on none of them.
package layers
