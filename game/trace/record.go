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

// Creature is one entry of Record.CreatureList; in JSON [slot, type_id, x, y, hp].
type Creature struct {
	Slot   int
	TypeID int
	X, Y   float64 // world pixels
	HP     float64
}
