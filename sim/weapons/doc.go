// Package weapons holds the game's weapon table: the weapon ids, each weapon's row (name, ammo
// class, clip, cooldowns, spread heat, sounds, icon, projectile speed and damage scale, pellets)
// and which main-pool projectile type each one fires, with the projectile type ids (which are
// weapon table indices).
//
// The rows are the native weapon table as the reference port's weapons.py (WEAPON_TABLE,
// WeaponId, WEAPON_PROJECTILE_TYPE_IDS) and projectiles/types.py (ProjectileTypeId) carry it,
// sounds resolved to their sfx keys (weapon_sfx.py). It is data and pure lookups: nothing here
// reads or holds a run's state.
//
// It imports only the standard library and must never import sim (sim imports it).
package weapons
