package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrClosed is returned by calls on a closed Session.
var ErrClosed = errors.New("game: session closed")

// RangeError is a seek outside the run's timeline: positions run from 0 to Len().
type RangeError struct {
	Tick, Len int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("game: tick %d outside the run's timeline 0..%d", e.Tick, e.Len)
}

// SimError is a simulation error at one recorded tick (an illegal command, a tick past the
// run-down, an unsupported feature). Tick is the index of the tick that failed: positions 0..Tick
// stay playable, nothing after them is.
type SimError struct {
	Tick int
	Err  error
}

// Error is "tick N: reason". sim's step errors name their tick already ("tick 1467: tick after
// the run-down"); those are not prefixed a second time.
func (e *SimError) Error() string {
	msg, p := e.Err.Error(), "tick "+strconv.Itoa(e.Tick)
	if strings.HasPrefix(msg, p+":") || strings.HasPrefix(msg, p+" ") {
		return msg
	}
	return p + ": " + msg
}

func (e *SimError) Unwrap() error { return e.Err }
