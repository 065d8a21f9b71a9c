package sim

// CreaturePoolSize is the number of creature slots (creatures/runtime.py CREATURE_POOL_SIZE).
const CreaturePoolSize = 0x180

// Creature is one creature slot (creatures/runtime.py CreatureState). Owned by the creatures area.
type Creature struct {
	Active     bool
	TypeID     int
	Pos        Vec2
	HP         float64
	Size       float64
	MoveSpeed  float64
	MoveScale  float64
	AnimPhase  float64
	Flags      int
	AIMode     int
	HitboxSize float64
	LastHitOwnerID int
}

// CreaturePool is the fixed creature slot array and its counters (creatures/runtime.py CreaturePool).
type CreaturePool struct {
	Entries   [CreaturePoolSize]Creature
	KillCount int
}
