package sim

import (
	"math"

	"crdplayer/sim/weapons"
)

// ownerIDForPlayer is the owner id a player's shots and particles carry: -1, -2, -3, -4
// (weapon_runtime/spawn.py owner_id_for_player).
func ownerIDForPlayer(playerIndex int) int { return -1 - playerIndex }

// ownerIDForPlayerProjectiles is the owner id of a player's main-pool projectiles: the player's
// own id with friendly fire, else the shared -100 that never hurts players
// (weapon_runtime/spawn.py owner_id_for_player_projectiles).
func (w *World) ownerIDForPlayerProjectiles(playerIndex int) int {
	if !w.Config.FriendlyFire {
		return -100
	}
	return ownerIDForPlayer(playerIndex)
}

// projectileMetaForTypeID is the weapon table's projectile_meta of a projectile type, 45 when
// the type has no row (weapon_runtime/spawn.py projectile_meta_for_type_id).
func projectileMetaForTypeID(typeID int) float64 {
	if wpn := weapons.Entry(typeID); wpn != nil {
		return float64(wpn.ProjectileMeta)
	}
	return 45.0
}

// fireBulletsActive reports whether the Fire Bullets bonus runs for one of the first two
// players, which the native projectile_spawn checks (weapon_runtime/spawn.py
// _fire_bullets_active).
func (w *World) fireBulletsActive() bool {
	for i := 0; i < w.PlayerCount && i < 2; i++ {
		if w.Players[i].FireBulletsTimer > 0 {
			return true
		}
	}
	return false
}

// projectileSpawn spawns a main-pool projectile the way the native projectile_spawn does:
// while Fire Bullets runs, a player-owned projectile becomes a Fire Bullets projectile unless
// the bonus spawn guard is set. It returns the slot (weapon_runtime/spawn.py projectile_spawn,
// native 0x00420440). Angle is a heading in radians.
func (w *World) projectileSpawn(pos Vec2, angle float64, typeID, ownerID int, hitsPlayers bool) int {
	if !w.Gameplay.BonusSpawnGuard && (ownerID == -100 || (ownerID <= -1 && ownerID >= -3)) &&
		typeID != weapons.ProjectileFireBullets && w.fireBulletsActive() {
		typeID = weapons.ProjectileFireBullets
	}
	return w.Projectiles.spawn(pos, angle, typeID, ownerID, projectileMetaForTypeID(typeID), hitsPlayers)
}

// spawnProjectileRing spawns count projectiles evenly spaced around a full turn, starting at
// angleOffset radians (weapon_runtime/spawn.py spawn_projectile_ring).
func (w *World) spawnProjectileRing(origin Vec2, count int, angleOffset float64, typeID, ownerID int) {
	if count <= 0 {
		return
	}
	step := 2 * math.Pi / float64(count)
	for i := range count {
		w.projectileSpawn(origin, float64(float64(i)*step)+angleOffset, typeID, ownerID, false)
	}
}

// angryReloaderRing spawns the Angry Reloader perk's plasma minigun ring around the player
// halfway through a reload (gameplay.py player_update's spawn_projectile_ring call; the caller
// sets the bonus spawn guard around it).
func (w *World) angryReloaderRing(p *Player, count int) {
	w.spawnProjectileRing(p.Pos, count, 0.1, weapons.ProjectilePlasmaMinigun, w.ownerIDForPlayerProjectiles(p.Index))
}
