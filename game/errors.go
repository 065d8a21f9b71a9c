package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// ErrClosed is returned by calls on a closed Session.
var ErrClosed = errors.New("game: session closed")

// RangeError is a seek outside the run's timeline: positions run from 0 (the start) to Len()
// (the state after the file's last tick, Len()-1).
type RangeError struct {
	Pos, Len int
}

func (e *RangeError) Error() string {
	return fmt.Sprintf("game: position %d outside the run's timeline 0..%d (the start to the state after tick %d)", e.Pos, e.Len, e.Len-1)
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

// Reason is the error without its "tick N: " prefix ("tick after the run-down",
// "perk_pick without a menu opened on the tick before: illegal command"), for a message that
// names the tick itself ("Playback stops at tick 1690: tick after the run-down").
func (e *SimError) Reason() string {
	msg, p := e.Err.Error(), "tick "+strconv.Itoa(e.Tick)
	if rest, ok := strings.CutPrefix(msg, p+": "); ok {
		return rest
	}
	if rest, ok := strings.CutPrefix(msg, p+" "); ok {
		return rest // "tick 5 player 0: …" keeps "player 0: …"
	}
	return msg
}

func (e *SimError) Unwrap() error { return e.Err }
