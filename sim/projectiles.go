package sim

// Pool sizes (projectiles/types.py).
const (
	ProjectilePoolSize          = 0x60
	SecondaryProjectilePoolSize = 0x40
)

// Secondary-pool projectile types (projectiles/types.py SecondaryProjectileTypeId).
const (
	SecondaryTypeNone          = 0
	SecondaryTypeRocket        = 1
	SecondaryTypeHomingRocket  = 2
	SecondaryTypeDetonation    = 3
	SecondaryTypeRocketMinigun = 4
)

// Projectile is one main-pool slot (projectiles/types.py Projectile). Angle is a heading in
// radians (0 = up, clockwise); positions are world pixels; LifeTimer is seconds (0.4 while
// flying, below 0.4 while it lingers after a hit or leaves the arena).
type Projectile struct {
	Active     bool
	Angle      float64
	Pos        Vec2
	Origin     Vec2
	TypeID     int
	LifeTimer  float64
	Reserved   float64
	SpeedScale float64
	DamagePool float64 // damage the projectile can still deal before it stops (piercing)
	HitRadius  float64 // world pixels
	BaseDamage float64 // move steps per tick, from the weapon table's projectile_meta
	// OwnerID is -1-player for a player's shot, -100 for a player shot without friendly fire
	// (or nobody), or the creature slot that fired or split it.
	OwnerID     int
	HitsPlayers bool
}

// ProjectilePool is the main projectile pool (projectiles/runtime/projectile_pool.py).
type ProjectilePool struct {
	Entries [ProjectilePoolSize]Projectile
}

// SecondaryProjectile is one secondary-pool slot: a rocket or its detonation
// (projectiles/types.py SecondaryProjectile). Vel is world pixels per second; Speed is the
// remaining fuse in seconds for rockets (it also scales rocket damage); DetonationT runs 0..1
// over a detonation whose radius scales with DetonationScale.
type SecondaryProjectile struct {
	Active          bool
	Angle           float64
	Speed           float64
	Pos             Vec2
	Vel             Vec2
	DetonationT     float64
	DetonationScale float64
	TypeID          int
	OwnerID         int
	TrailTimer      float64
	TargetID        int // creature slot a homing rocket follows, -1 none
	// A target point to search from on the first homing update when no creature snapshot was
	// available at spawn (the port's compatibility fallback; unused by the simulation).
	TargetHintActive bool
	TargetHint       Vec2
}

// SecondaryProjectilePool is the rocket pool (projectiles/runtime/secondary_pool.py).
type SecondaryProjectilePool struct {
	Entries [SecondaryProjectilePoolSize]SecondaryProjectile
	// ActiveCount is the number of active entries, so that the update of an empty pool (no
	// rocket in flight, most ticks) reads none of them.
	ActiveCount int
}
