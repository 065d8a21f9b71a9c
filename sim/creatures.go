package sim

import "crdplayer/sim/creatures"

// CreaturePoolSize is the number of creature slots (creatures/runtime.py CREATURE_POOL_SIZE).
const CreaturePoolSize = 0x180

// Creature lifecycle constants (creatures/runtime.py). HitboxSize doubles as the lifecycle
// sentinel: exactly CreatureHitboxAlive while alive; after death it ramps down (death slide),
// crosses zero (corpse decal), and the slot is freed once it drops below CreatureCorpseDespawnHitbox.
const (
	ContactDamagePeriod         = 0.5  // seconds between plague/radioactive ticks
	CreatureSpeedScale          = 30.0 // move_speed → world pixels per second
	CreatureHitboxAlive         = 16.0
	CreatureDeathTimerDecay     = 28.0 // hitbox units per second while sliding
	CreatureCorpseFadeDecay     = 20.0 // hitbox units per second while the corpse fades
	CreatureCorpseDespawnHitbox = -10.0
	CreatureDeathSlideScale     = 9.0
	targetReevalPeriod          = 0x46 // update ticks between target-player re-evaluations
)

// RGBA is a colour multiplier, each channel 0..1 (grim/color.py RGBA).
type RGBA struct {
	R, G, B, A float64
}

// White is the neutral tint.
var White = RGBA{1, 1, 1, 1}

// Creature is one creature slot (creatures/runtime.py CreatureState). Positions are world
// pixels, headings radians (0 = up, clockwise), timers seconds unless noted.
type Creature struct {
	Active bool
	TypeID int

	Pos           Vec2
	Vel           Vec2 // world pixels per second
	Heading       float64
	TargetHeading float64
	ForceTarget   int
	Target        Vec2
	TargetPlayer  int
	AIMode        int
	Flags         creatures.Flags

	// LinkIndex is, depending on AI mode and flags, the creature slot followed, a spawn slot
	// number, or the AI7 timer in milliseconds. Slot allocation does not clear it.
	LinkIndex    int
	TargetOffset Vec2
	OrbitAngle   float64
	OrbitRadius  float64
	PhaseSeed    float64
	MoveScale    float64

	HP             float64
	MaxHP          float64
	MoveSpeed      float64
	ContactDamage  float64
	AttackCooldown float64
	RewardValue    float64

	PlagueInfected bool
	CollisionTimer float64
	HitboxSize     float64

	Size           float64 // sprite size in world pixels
	AnimPhase      float64
	HitFlashTimer  float64
	LastHitOwnerID int // -1-player for players, -100 nobody/player sentinel, >= 0 creature
	Tint           RGBA

	SpawnSlotIndex        int // spawn slot id this creature owns, -1 none
	BonusID               int // bonus dropped with creatures.FlagBonusOnDeath, -1 none
	BonusDurationOverride int // -1 none
}

// defaultCreature is an unused slot as the port constructs it.
func defaultCreature() Creature {
	return Creature{
		LinkIndex:             -1,
		MoveScale:             1,
		MoveSpeed:             1,
		CollisionTimer:        ContactDamagePeriod,
		HitboxSize:            CreatureHitboxAlive,
		Size:                  50,
		LastHitOwnerID:        -100,
		Tint:                  White,
		SpawnSlotIndex:        -1,
		BonusID:               -1,
		BonusDurationOverride: -1,
	}
}

// Alive reports whether the creature is active and has hp left (the port's iter_active filter).
func (c *Creature) Alive() bool { return c.Active && c.HP > 0 }

// SpawnSlotCapacity bounds the spawn slots alive at once; disabled slots are compacted away
// (keeping the order of the live ones) when the table fills.
const SpawnSlotCapacity = 64

// SpawnSlot is a deferred child spawner owned by a creature (creatures/spawn.py SpawnSlotInit):
// every Interval seconds, while the owner lives and Count < Limit, it spawns ChildTemplateID at
// the owner's position.
type SpawnSlot struct {
	ID              int // the port's index in its ever-growing slot list
	OwnerCreature   int // creature slot, -1 disabled
	Timer           float64
	Count           int
	Limit           int
	Interval        float64
	ChildTemplateID int
}

// SpawnEnv is the arena and difficulty context of template spawns (creatures/spawn.py SpawnEnv).
type SpawnEnv struct {
	TerrainWidth    float64
	TerrainHeight   float64
	DemoModeActive  bool
	Hardcore        bool
	DifficultyLevel int
}

// CreaturePool is the fixed creature slot array and its counters (creatures/runtime.py
// CreaturePool).
type CreaturePool struct {
	Entries   [CreaturePoolSize]Creature
	KillCount int

	// liveEnd bounds the active slots: no slot at or above it is active. Slots fill from the
	// lowest free one, so the live creatures sit below a bound little above their count and
	// scans stop there instead of walking all CreaturePoolSize slots. allocSlot raises it; the
	// post-render pass that frees corpses lowers it to just past the last active slot.
	liveEnd int

	SpawnedCount int
	UpdateTick   int

	// SpawnSlots[:SpawnSlotCount] are the spawn slots in creation order; SpawnSlotNext is the
	// id the next one gets.
	SpawnSlots     [SpawnSlotCapacity]SpawnSlot
	SpawnSlotCount int
	SpawnSlotNext  int

	Env SpawnEnv

	// PlaguebearerInfectionCount counts plague kills (gameplay.py GameplayState field; only
	// the creature update reads and writes it).
	PlaguebearerInfectionCount int
}

// Reset empties the pool: every slot back to the port's default CreatureState, no spawn
// slots, counters zero (CreaturePool.reset). env is the spawn context of the run.
func (p *CreaturePool) Reset(env SpawnEnv) {
	d := defaultCreature()
	for i := range p.Entries {
		p.Entries[i] = d
	}
	p.liveEnd = 0
	p.KillCount = 0
	p.SpawnedCount = 0
	p.UpdateTick = 0
	p.SpawnSlotCount = 0
	p.SpawnSlotNext = 0
	p.SpawnSlots = [SpawnSlotCapacity]SpawnSlot{}
	p.Env = env
	p.PlaguebearerInfectionCount = 0
}

// live is the slots that can be active (below liveEnd), in slot order. It does not grow with
// slots activated after it is taken: a scan whose body can kill (a splitting creature's death
// takes two more slots, which the native scan reaches when they lie ahead) re-reads liveEnd
// at every step instead.
func (p *CreaturePool) live() []Creature { return p.Entries[:p.liveEnd] }

// markLive records that slot i is (about to be) active.
func (p *CreaturePool) markLive(i int) { p.liveEnd = max(p.liveEnd, i+1) }

// anyActive reports whether any slot is active, dead or alive (creatures_none_active negated).
func (p *CreaturePool) anyActive() bool {
	for i := range p.live() {
		if p.Entries[i].Active {
			return true
		}
	}
	return false
}

// anyAlive reports whether any active slot has hp > 0 (CreaturePool.iter_active non-empty).
func (p *CreaturePool) anyAlive() bool {
	for i := range p.live() {
		if c := &p.Entries[i]; c.Active && c.HP > 0 {
			return true
		}
	}
	return false
}

// LiveCounts returns the number of active slots, dead or alive, and of living creatures among
// them (hp > 0), for estimates of a tick's work (the game package spaces its keyframes by it).
func (p *CreaturePool) LiveCounts() (active, alive int) {
	for i := range p.live() {
		if c := &p.Entries[i]; c.Active {
			active++
			if c.HP > 0 {
				alive++
			}
		}
	}
	return active, alive
}

// ActiveCount is the number of active slots, dead or alive (the trace's `creatures`).
func (p *CreaturePool) ActiveCount() int {
	n := 0
	for i := range p.live() {
		if p.Entries[i].Active {
			n++
		}
	}
	return n
}
