package replayio

import (
	"encoding/hex"
	"strconv"
)

// The decoded form of a format-35 replay. Field order is the canonical key order of the payload
// (seeds/000: "Payload", "RunSpec", "RunResult"); the codec writes and checks keys in this order.

// FormatVersion is the version every writer produces.
const FormatVersion = 35

// Game mode ids (RunSpec.game_mode_id).
const (
	ModeSurvival = 1
	ModeRush     = 2
	ModeQuests   = 3
	ModeTypo     = 4
	ModeTutorial = 8
)

// Original builds a run can play (RunSpec.cl_build).
const (
	Build1993 = 10993 // 1.9.93, the default
	Build198  = 10908 // 1.9.8, needs rules 2
)

// BuildName is the game version of an original build (cl_build): "1.9.93" for Build1993,
// "1.9.8" for Build198, the number itself for any other.
func BuildName(clBuild int) string {
	switch clBuild {
	case Build1993:
		return "1.9.93"
	case Build198:
		return "1.9.8"
	}
	return strconv.Itoa(clBuild)
}

// WeaponUsageCount is the exact length of RunStatus.WeaponUsageCounts.
const WeaponUsageCount = 53

// Input flag bits of a tick's input row (the port's replay/types.py, format 30 and later).
const (
	FlagFireDown         = 1 << 0
	FlagFirePressed      = 1 << 1
	FlagReloadPressed    = 1 << 2
	FlagMoveKeysPresent  = 1 << 3
	FlagMoveForward      = 1 << 4
	FlagMoveBackward     = 1 << 5
	FlagTurnLeft         = 1 << 6
	FlagTurnRight        = 1 << 7
	FlagMoveModePresent  = 1 << 8
	MoveModeShift        = 9 // bits 9–11: move mode 0..5
	FlagAimSchemePresent = 1 << 12
	AimSchemeShift       = 13 // bits 13–15: aim scheme 0..5 or 7
	FlagReloadDown       = 1 << 16
	FlagFireBulletsDown  = 1 << 17
	FlagAimTurnLeft      = 1 << 18
	FlagAimTurnRight     = 1 << 19
)

// Replay is the whole payload.
type Replay struct {
	FormatVersion int
	GameVersion   string
	Rules         int // 1 or 2; v30 files (no rules) read as 1
	Recorder      Recorder
	Pilot         *Pilot   // nil when the run names no pilot
	SeatKeys      [][]byte // nil, or exactly PlayerCount distinct 32-byte Ed25519 keys
	Run           RunSpec
	Result        RunResult
	Ticks         []Tick

	// PayloadSHA256 is the SHA-256 of the payload this replay was decoded from: the run id.
	// Zero for a replay built in memory (Encode gives its payload; hash that).
	PayloadSHA256 [32]byte
	// PayloadSize is the decoded payload's length in bytes (0 for a replay built in memory).
	PayloadSize int
}

// RunID is the run id, the payload's SHA-256 in lower-case hex ("" for a replay built in memory).
func (r *Replay) RunID() string {
	if r.PayloadSHA256 == ([32]byte{}) {
		return ""
	}
	return hex.EncodeToString(r.PayloadSHA256[:])
}

// Recorder names the program that recorded the run; verification ignores it.
type Recorder struct {
	Client   string
	Version  string
	Platform string
}

// Pilot names the bot that played the run; verification ignores it.
type Pilot struct {
	Name  string
	Model string
	URL   string
}

// RunSpec holds the run's start settings.
type RunSpec struct {
	GameModeID          int
	Seed                uint32      // CRT RNG state entering gameplay_reset_state()
	QuestLevel          *QuestLevel // stock quest; nil outside quests (or with CustomQuest)
	PlayerCount         int         // 1..4
	Hardcore            bool
	PreserveBugs        bool
	QuestFailRetryCount int // 0..2^31-1
	DetailPreset        int // 1..5
	ViolenceDisabled    int // 0..255
	FriendlyFire        bool
	Status              RunStatus
	TypoDictionaryWords []string
	TypoHighscoreNames  []string
	TypoCarry           TypoCarry
	CustomQuest         *CustomQuest
	ClBuild             int // Build1993 or Build198
}

// QuestLevel is a stock quest: major 1..5, minor 1..10.
type QuestLevel struct {
	Major int
	Minor int
}

// RunStatus is the save-status that influences a run.
type RunStatus struct {
	QuestUnlockIndex         int32
	QuestUnlockIndexHardcore int32
	WeaponUsageCounts        []uint32 // exactly WeaponUsageCount values
}

// Vec2 is an {x, y} map of float32 values.
type Vec2 struct {
	X float32
	Y float32
}

// TypoCarry is the Typ-o state the game keeps between runs.
type TypoCarry struct {
	TargetWorld          *Vec2
	SubmitCount          int32
	MatchCount           int32
	HighscoreNamesLoaded bool
}

// CustomQuest is a quest played in place of a stock quest_level.
type CustomQuest struct {
	Title         string
	Author        *string
	StartWeaponID int
	TerrainSlots  [3]int
	Entries       []SpawnEntry
	NoBonuses     []int
	NoPerks       []int
	NoWeapons     []int
}

// SpawnEntry is one custom quest spawn.
type SpawnEntry struct {
	Pos       Vec2
	Heading   float32
	SpawnID   int
	TriggerMs int
	Count     int
}

// Tick is one recorded 60 Hz tick: exactly PlayerCount input rows, then ordered commands.
// Decoded ticks' Inputs share one backing array; Commands is nil on ticks without any.
type Tick struct {
	Inputs   []Input
	Commands []Command
}

// Input is one player's row [move_x, move_y, aim_x, aim_y, flags].
type Input struct {
	MoveX, MoveY float32
	AimX, AimY   float32
	Flags        uint32
}

// Command types.
const (
	CmdPerkMenuOpen  = "perk_menu_open"
	CmdPerkPick      = "perk_pick"
	CmdTypoChar      = "typo_char"
	CmdTypoBackspace = "typo_backspace"
	CmdTypoSubmit    = "typo_submit"
)

// CommandTypes are the command types in the order the format lists them: the perk menu's, then
// Typ-o's.
var CommandTypes = []string{CmdPerkMenuOpen, CmdPerkPick, CmdTypoChar, CmdTypoBackspace, CmdTypoSubmit}

// Command is one tick command; which fields are present depends on Type.
type Command struct {
	Type        string
	PlayerIndex int
	ChoiceIndex int    // perk_pick only: 0..6
	Ch          string // typo_char only: one character
}

// Outcomes of RunResult.Outcome.
const (
	OutcomeDeath             = "death"
	OutcomeQuestCompleted    = "quest_completed"
	OutcomeTutorialCompleted = "tutorial_completed"
	OutcomeIncomplete        = "incomplete"
)

// RunResult is the result the recorder derived; a verifier must derive the same.
type RunResult struct {
	Outcome      string
	ElapsedMs    int64
	Kills        int64
	ShotsFired   int64
	ShotsHit     int64
	RngState     uint32
	PendingPerks int64
	QuestFinalMs *int64 // only with quest_completed
	Players      []PlayerResult
}

// PlayerResult is one player's part of the result.
type PlayerResult struct {
	Experience       int64
	Health           float32
	MostUsedWeaponID int
}
