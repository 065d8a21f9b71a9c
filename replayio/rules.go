package replayio

import (
	"fmt"
	"strconv"
	"unicode/utf8"

	"crdplayer/internal/filetext"
)

// Format limits and value sets the spec states (seeds/000 "Payload", "RunSpec", "Tick").
const (
	MinFormatVersion = 30 // the oldest format this reader reads

	MaxPlayers          = 4
	MaxTypoWords        = 2048 // run.typo_dictionary_words
	MaxTypoWordLen      = 15
	MaxTypoNames        = 512 // run.typo_highscore_names
	MaxTypoNameLen      = 31
	MaxRecorderFieldLen = 64
	MaxPilotNameLen     = 31
	MaxPilotModelLen    = 64
	MaxPilotURLLen      = 200
	SeatKeyLen          = 32 // Ed25519 public key
	PerkChoiceCount     = 7  // perk_pick choice_index 0..6

	MaxCustomQuestTitleLen  = 64
	MaxCustomQuestAuthorLen = 31
	MaxCustomQuestEntries   = 256
	// MaxSpawnCount bounds a custom quest entry's count. The spec asks entries to "respect the
	// quest spawn limits" without a figure; the native creature pool has 384 slots, so an
	// entry can never spawn more than that.
	MaxSpawnCount    = 384
	MaxSpawnTrigger  = 3_600_000 // ms
	MinSpawnCoord    = -1024.0
	MaxSpawnCoord    = 2048.0
	MaxSpawnTemplate = 0x43 // the last spawn template id; 0x02 and 0x37 are not allowed

	// RulesLatest is the newest simulation rules number this reader knows.
	RulesLatest = 2
)

// validMode reports whether id is a replayable game mode.
func validMode(id int) bool {
	switch id {
	case ModeSurvival, ModeRush, ModeQuests, ModeTypo, ModeTutorial:
		return true
	}
	return false
}

// ModeName is the mode's name as the game shows it.
func ModeName(id int) string {
	switch id {
	case ModeSurvival:
		return "Survival"
	case ModeRush:
		return "Rush"
	case ModeQuests:
		return "Quests"
	case ModeTypo:
		return "Typ-o-Shooter"
	case ModeTutorial:
		return "Tutorial"
	}
	return fmt.Sprintf("mode %d", id)
}

// ModeIDLabel is a game mode id for people: "1 (Survival)" with its name, or the id alone when
// no mode has it.
func ModeIDLabel(id int) string {
	if !validMode(id) {
		return strconv.Itoa(id)
	}
	return strconv.Itoa(id) + " (" + ModeName(id) + ")"
}

// outcomeAllowed reports whether a mode can end with the outcome (the port's codec table).
func outcomeAllowed(mode int, outcome string) bool {
	switch outcome {
	case OutcomeIncomplete:
		return true
	case OutcomeDeath:
		return mode != ModeTutorial
	case OutcomeQuestCompleted:
		return mode == ModeQuests
	case OutcomeTutorialCompleted:
		return mode == ModeTutorial
	}
	return false
}

// internOutcome returns the constant for a known outcome word, so decoding allocates nothing.
func internOutcome(b []byte) (string, bool) {
	switch string(b) {
	case OutcomeDeath:
		return OutcomeDeath, true
	case OutcomeQuestCompleted:
		return OutcomeQuestCompleted, true
	case OutcomeTutorialCompleted:
		return OutcomeTutorialCompleted, true
	case OutcomeIncomplete:
		return OutcomeIncomplete, true
	}
	return "", false
}

func printableASCII(s []byte) bool {
	for _, c := range s {
		if c < 0x20 || c > 0x7e {
			return false
		}
	}
	return true
}

func typoNameChars(s []byte) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '.') {
			return false
		}
	}
	return true
}

// Input flag masks beyond the single bits in types.go.
const (
	moveKeyBits     = FlagMoveForward | FlagMoveBackward | FlagTurnLeft | FlagTurnRight
	moveModeMask    = 7 << MoveModeShift
	aimSchemeMask   = 7 << AimSchemeShift
	knownInputFlags = FlagFireDown | FlagFirePressed | FlagReloadPressed | FlagMoveKeysPresent | moveKeyBits |
		FlagMoveModePresent | moveModeMask | FlagAimSchemePresent | aimSchemeMask |
		FlagReloadDown | FlagFireBulletsDown | FlagAimTurnLeft | FlagAimTurnRight
	// AimSchemeDefault is the aim-scheme value 7 stands for (the port's "-1": the config's own).
	AimSchemeDefault = 7
)

// InputFlagsError says why a flag word is invalid, or returns "" when it is valid: no unknown
// bits, movement-key bits only with MoveKeysPresent, a move mode only with MoveModePresent
// and at most 5, an aim scheme only with AimSchemePresent and one of 0..5 or 7 (REFERENCE.md
// "Input flags", from the port's replay/types.py).
func InputFlagsError(flags uint32) string {
	if extra := flags &^ knownInputFlags; extra != 0 {
		return fmt.Sprintf("unsupported bits 0x%x", extra)
	}
	if flags&FlagMoveKeysPresent == 0 && flags&moveKeyBits != 0 {
		return fmt.Sprintf("movement-key bits 0x%x without MoveKeysPresent (bit 3)", flags&moveKeyBits)
	}
	mode := (flags & moveModeMask) >> MoveModeShift
	if flags&FlagMoveModePresent == 0 && mode != 0 {
		return fmt.Sprintf("move mode %d without MoveModePresent (bit 8)", mode)
	}
	if mode > 5 {
		return fmt.Sprintf("move mode %d is not one of 0..5", mode)
	}
	scheme := (flags & aimSchemeMask) >> AimSchemeShift
	if flags&FlagAimSchemePresent == 0 && scheme != 0 {
		return fmt.Sprintf("aim scheme %d without AimSchemePresent (bit 12)", scheme)
	}
	if scheme == 6 {
		return "aim scheme 6 is not one of 0..5 or 7"
	}
	return ""
}

// IsTypoCommand reports whether a command type is one of Typ-o's typing commands.
func IsTypoCommand(typ string) bool {
	return typ == CmdTypoChar || typ == CmdTypoBackspace || typ == CmdTypoSubmit
}

// CommandError says why command c cannot appear in a run of game mode mode with players
// players, or returns "", "" when it can. field is the command key at fault ("type",
// "player_index" or "ch"), msg the reason. These are the format's rules for a command alone
// (seeds/000 "Tick"): a known type; the Typ-o commands only in Typ-o and only for player 0; a
// player index of the run; a typo_char of exactly one character. Rules that depend on the run's
// state (a perk_pick needs a menu opened on the tick before, …) are the simulation's. The
// decoder applies these to every command it reads, and sim.World.Step to every command it is
// given, so a hand-built tick meets the same rules as a decoded one.
func CommandError(mode, players int, c *Command) (field, msg string) {
	switch c.Type {
	case CmdPerkMenuOpen, CmdPerkPick, CmdTypoChar, CmdTypoBackspace, CmdTypoSubmit:
	default:
		return "type", fmt.Sprintf("unknown command type %q", c.Type)
	}
	typo := IsTypoCommand(c.Type)
	switch {
	case typo && mode != ModeTypo:
		return "type", fmt.Sprintf("%s is a Typ-o command in a %s run", c.Type, ModeName(mode))
	case typo && c.PlayerIndex != 0:
		return "player_index", fmt.Sprintf("%s for player %d: Typ-o commands are player 0's", c.Type, c.PlayerIndex)
	case c.PlayerIndex < 0 || c.PlayerIndex >= players:
		return "player_index", fmt.Sprintf("%d is outside 0..%d", c.PlayerIndex, players-1)
	case c.Type == CmdPerkPick && (c.ChoiceIndex < 0 || c.ChoiceIndex >= PerkChoiceCount):
		return "choice_index", fmt.Sprintf("%d is outside 0..%d", c.ChoiceIndex, PerkChoiceCount-1)
	case c.Type == CmdTypoChar && utf8.RuneCountInString(c.Ch) != 1:
		return "ch", fmt.Sprintf("must be exactly one character, found %s", filetext.Quote(c.Ch))
	}
	return "", ""
}
