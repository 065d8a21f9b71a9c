package trace

// Header is the first line of a trace sidecar.
type Header struct {
	TraceVersion  int    `json:"trace_version"`
	ReplaySHA256  string `json:"replay_sha256"` // hex SHA-256 of the replay payload
	EndTick       *int   `json:"end_tick"`      // index of the tick that ended the run; nil when none did
	Ticks         int    `json:"ticks"`         // number of tick records that follow
	RngAfterSetup uint32 `json:"rng_after_setup"`
}

// Record is the state after one tick (after the tick's discarded draw).
type Record struct {
	T           int64    `json:"t"`          // tick index, 0-based
	Rng         uint32   `json:"rng"`        // CRT RNG state
	ElapsedMs   int64    `json:"elapsed_ms"` // the session's accumulated milliseconds, truncated
	Kills       int64    `json:"kills"`
	Creatures   int64    `json:"creatures"` // active creature slots
	PerkPending int64    `json:"perk_pending"`
	RngMarks    []Mark   `json:"rng_marks"`
	Players     []Player `json:"players"`
	// CreatureList is present on ticks where T%60 == 0 (tick 0 included): one entry per active
	// creature slot in slot order. Nil elsewhere.
	CreatureList []Creature `json:"creature_list"`
	// Typo is the Typ-o mode's state after the tick, in Typ-o traces only (typorun.py); nil
	// elsewhere.
	Typo *Typo `json:"typo,omitempty"`
}

// Typo is the Typ-o part of a Record.
type Typo struct {
	Text       string      `json:"text"`        // the typing buffer
	Submits    int64       `json:"submits"`     // typo_submit_count, the carry included
	Matches    int64       `json:"matches"`     // typo_match_count, the carry included
	CooldownMs int64       `json:"cooldown_ms"` // the spawn cooldown
	ScoreXP    int64       `json:"score_xp"`    // the experience the next names are drawn for
	Target     [2]float64  `json:"target"`      // the aim point, world pixels
	Words      []TypoWord  `json:"words"`       // the words submitted this tick
	Spawned    []TypoSpawn `json:"spawned"`     // the creatures the mode spawned this tick
}

// TypoWord is one submitted word; in JSON [text, slot] with slot null when it matched none.
type TypoWord struct {
	Text string
	Slot int // -1: matched no creature
}

// TypoSpawn is one creature the Typ-o mode spawned; in JSON [slot, type_id, name].
type TypoSpawn struct {
	Slot, TypeID int
	Name         string
}

// Player is one player's part of a Record. Floats are the reference's doubles.
type Player struct {
	X      float64 `json:"x"` // world pixels
	Y      float64 `json:"y"`
	Health float64 `json:"health"`
	XP     int64   `json:"xp"`
	Level  int64   `json:"level"`
	Weapon int64   `json:"weapon"` // weapon id
	Ammo   float64 `json:"ammo"`
}

// Mark is one phase of a tick that drew from the RNG, with the state after it; in JSON a
// two-element array [name, state].
type Mark struct {
	Phase string
	State uint32
}

// Creature is one entry of Record.CreatureList; in JSON [slot, type_id, x, y, hp], with a sixth
// element, the creature's name, in Typ-o traces.
type Creature struct {
	Slot   int
	TypeID int
	X, Y   float64 // world pixels
	HP     float64
	Named  bool   // the entry has a name (Typ-o)
	Name   string // the Typ-o name
}
