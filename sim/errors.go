package sim

import "errors"

// Sentinel errors of the simulation. Errors returned by New and Step wrap one of them with
// context (what is unsupported, which command at which tick), so callers test with errors.Is.
var (
	// ErrUnsupported marks run settings or inputs the simulation does not cover (rules 2,
	// cl_build 10908, custom quests, violence settings, Typ-o's typo_dictionary_words and a
	// highscore-name pick the reference cannot make, …). A run that hits it is never reported
	// as verified.
	ErrUnsupported = errors.New("unsupported")
	// ErrIllegalCommand marks a tick command that the format (replayio.CommandError) or the
	// run's state does not allow (a Typ-o command outside Typ-o, a perk_pick
	// without a menu opened on the tick before, a perk_menu_open with nothing pending, …).
	ErrIllegalCommand = errors.New("illegal command")
	// ErrPastRundown marks a tick that follows the end of the run-down.
	ErrPastRundown = errors.New("tick after the run-down")
	// ErrInvalidInput marks an input row the format does not allow.
	ErrInvalidInput = errors.New("invalid input")
)
