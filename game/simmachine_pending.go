//go:build !simapi

package game

import (
	"errors"

	"crdplayer/replayio"
)

// newSimMachine is a placeholder until sim.New/Step land on main (simmachine.go, build tag
// simapi, holds the real adapter).
func newSimMachine(spec *replayio.RunSpec) (machine, error) {
	return nil, errors.New("game: the simulation is not available in this build yet")
}
