package sim

import (
	"fmt"

	"crdplayer/replayio"
)

// PlayerInput is one player's input for a tick (sim/input.py PlayerInput). Move is the analog
// move vector, Aim the aim point in world pixels.
type PlayerInput struct {
	Move          Vec2
	Aim           Vec2
	FireDown      bool
	FirePressed   bool
	ReloadPressed bool

	// Digital (relative) movement: the port's move_*_pressed fields, all present together or
	// none (HasMoveKeys false).
	HasMoveKeys  bool
	MoveForward  bool
	MoveBackward bool
	TurnLeft     bool
	TurnRight    bool
}

// supportedInputFlags are the flag bits the port path covers: fire down/pressed, reload
// pressed and the relative move keys.
const supportedInputFlags = replayio.FlagFireDown | replayio.FlagFirePressed | replayio.FlagReloadPressed |
	replayio.FlagMoveKeysPresent | replayio.FlagMoveForward | replayio.FlagMoveBackward |
	replayio.FlagTurnLeft | replayio.FlagTurnRight

// playerInputFromRow decodes an input row (the format's [move_x, move_y, aim_x, aim_y, flags]).
func playerInputFromRow(row replayio.Input) (PlayerInput, error) {
	f := row.Flags
	if f&^uint32(supportedInputFlags) != 0 {
		return PlayerInput{}, fmt.Errorf("input flags %#x: %w", f&^uint32(supportedInputFlags), ErrUnsupported)
	}
	in := PlayerInput{
		Move:          Vec2{float64(row.MoveX), float64(row.MoveY)},
		Aim:           Vec2{float64(row.AimX), float64(row.AimY)},
		FireDown:      f&replayio.FlagFireDown != 0,
		FirePressed:   f&replayio.FlagFirePressed != 0,
		ReloadPressed: f&replayio.FlagReloadPressed != 0,
	}
	if f&replayio.FlagMoveKeysPresent != 0 {
		in.HasMoveKeys = true
		in.MoveForward = f&replayio.FlagMoveForward != 0
		in.MoveBackward = f&replayio.FlagMoveBackward != 0
		in.TurnLeft = f&replayio.FlagTurnLeft != 0
		in.TurnRight = f&replayio.FlagTurnRight != 0
	} else if f&(replayio.FlagMoveForward|replayio.FlagMoveBackward|replayio.FlagTurnLeft|replayio.FlagTurnRight) != 0 {
		return PlayerInput{}, fmt.Errorf("move keys without the move-keys-present bit: %w", ErrInvalidInput)
	}
	return in, nil
}
