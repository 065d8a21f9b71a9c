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
//	render                       everything Ebiten: the window
//	cmd/crd, cmd/player          the binaries
//
// A package may import only packages below it; render and cmd/player alone may import Ebiten,
// the dialog package and golang.org/x/image.
package layers
