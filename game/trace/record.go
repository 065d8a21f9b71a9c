package trace

// Header is the first line of a trace sidecar.
type Header struct {
	TraceVersion  int    `json:"trace_version"`
	ReplaySHA256  string `json:"replay_sha256"` // hex SHA-256 of the replay payload
	EndTick       *int   `json:"end_tick"`      // index of the tick that ended the run; nil when none did
	Ticks         int    `json:"ticks"`         // number of tick records that follow
	RngAfterSetup uint32 `json:"rng_after_setup"`
	// How the harness ran the port: TimeBase "native_ms" is the game's clock (whole
	// milliseconds a frame, 16 at 60 Hz; left out, the port's old clock of 16.667 ms), Health
	// "f32" players' health kept in float32 (REFERENCE.md, "The clock"). This simulation
	// plays native_ms and f32 (TimeBaseNative, HealthF32).
	TimeBase string `json:"time_base,omitempty"`
	Health   string `json:"health,omitempty"`
	// The header of a quest trace (questrun.py) adds the quest ("1.3"), the RNG state just
	// after its builder built the spawn table, the draws the builder made and the table it
	// built; nil in other traces.
	QuestLevel    *string      `json:"quest_level,omitempty"`
	RngAfterBuild *uint32      `json:"rng_after_build,omitempty"`
	BuilderDraws  *int         `json:"builder_draws,omitempty"`
	SpawnEntries  []SpawnEntry `json:"spawn_entries,omitempty"`
}

// The header's TimeBase and Health this simulation plays.
const (
	TimeBaseNative = "native_ms"
	HealthF32      = "f32"
)

// SpawnEntry is one row of a quest's spawn table as the trace header writes it; in JSON
// [x, y, heading, spawn_id, trigger_ms, count] (world pixels, radians, milliseconds).
type SpawnEntry struct {
	X, Y, Heading             float64
	SpawnID, TriggerMs, Count int
}

// CreatureListEvery is the spacing in ticks of the records that list the creatures (refrun.py
// and questrun.py write creature_list on every 60th tick): a creature's fields are compared on
// those ticks only.
const CreatureListEvery = 60

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
	// CreatureList is present on ticks where T%CreatureListEvery == 0 (tick 0 included): one
	// entry per active creature slot in slot order. Nil elsewhere.
	CreatureList []Creature `json:"creature_list"`
	// Typo is the Typ-o mode's state after the tick, in Typ-o traces only (typorun.py); nil
	// elsewhere.
	Typo *Typo `json:"typo,omitempty"`
	// Quest is the quest mode's state after the tick, in quest traces only (questrun.py).
	Quest *Quest `json:"quest,omitempty"`
	// Tutorial is the tutorial director's state after the tick, in tutorial traces only
	// (tutorialrun.py).
	Tutorial *Tutorial `json:"tutorial,omitempty"`
}

// Quest is the quest part of a Record.
type Quest struct {
	TimelineMs   float64 `json:"timeline_ms"`   // quest_spawn_timeline
	EntriesLeft  int64   `json:"entries_left"`  // spawn-table entries still to fire
	SpawnsLeft   int64   `json:"spawns_left"`   // the creatures in them
	StallMs      float64 `json:"stall_ms"`      // the no-creatures timer that forces the next entry
	TransitionMs float64 `json:"transition_ms"` // the completion transition, -1 until idle
	Spawned      []Spawn `json:"spawned"`       // the table's spawns this tick
	Completed    bool    `json:"completed"`     // the transition passed 2500 ms this tick
	// SpawnedTotal, when larger than len(Spawned), is the number of spawns of a record whose
	// Spawned keeps only the first ones (the simulation's events hold a bounded number).
	SpawnedTotal int `json:"-"`
}

// Tutorial is the tutorial part of a Record.
type Tutorial struct {
	Stage            int64         `json:"stage"`
	StageTimerMs     int64         `json:"stage_timer_ms"`
	TransitionMs     int64         `json:"transition_ms"`
	HintIndex        int64         `json:"hint_index"`
	HintAlpha        int64         `json:"hint_alpha"`
	HintFadeIn       bool          `json:"hint_fade_in"`
	RepeatSpawnCount int64         `json:"repeat_spawn_count"`
	HintRef          *int64        `json:"hint_ref"` // the stage-5 carrier's slot; null none
	Bonuses          int64         `json:"bonuses"`  // bonus slots holding a bonus
	Spawned          []Spawn       `json:"spawned"`  // the director's template spawns this tick
	BonusesSeeded    []SeededBonus `json:"bonuses_seeded"`
}

// Spawn is one template spawn a mode made; in JSON [template_id, x, y].
type Spawn struct {
	TemplateID int
	X, Y       float64
}

// SeededBonus is one bonus the tutorial wrote into the pool; in JSON [bonus_id, amount, x, y].
type SeededBonus struct {
	BonusID, Amount int
	X, Y            float64
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
