package sim

// Pool sizes (projectiles/types.py).
const (
	ProjectilePoolSize          = 0x60
	SecondaryProjectilePoolSize = 0x40
)

// ProjectilePool is the main projectile pool (projectiles/runtime/projectile_pool.py). Owned by
// the weapons and projectiles area.
type ProjectilePool struct{}

// SecondaryProjectilePool is the rocket/pulse pool (projectiles/runtime/secondary_pool.py).
type SecondaryProjectilePool struct{}
