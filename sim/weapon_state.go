package sim

import "crdplayer/sim/weapons"

// WeaponState is the run-wide weapon and projectile bookkeeping of the port's GameplayState
// that the core's Gameplay does not hold (shot counters and bonus_spawn_guard live there).
// Its zero value is the state of a fresh GameplayState.
type WeaponState struct {
	// Weapons that can drop, rebuilt from the unlock index (weapon_available and its cache
	// keys; AvailableValid false stands for the port's -1 cache keys).
	Available                [weapons.TableSize]bool
	AvailableValid           bool
	AvailableGameMode        int
	AvailableUnlockIndex     int
	AvailableUnlockIndexFull int

	// The Shock Chain bonus: links left and the main-pool slot of the chain's current
	// projectile, stored as slot+1 so that the zero value means none (the port's -1). Use
	// shockChainProjectileID / setShockChainProjectileID.
	ShockChainLinksLeft       int
	ShockChainProjectilePlus1 int
}

// shockChainProjectileID is the main-pool slot of the shock chain projectile, -1 for none
// (gameplay.py shock_chain_projectile_id).
func (s *WeaponState) shockChainProjectileID() int { return s.ShockChainProjectilePlus1 - 1 }

// setShockChainProjectileID sets the shock chain projectile slot (-1 clears it).
func (s *WeaponState) setShockChainProjectileID(id int) { s.ShockChainProjectilePlus1 = id + 1 }
