package sim

import (
	"math"

	"crdplayer/sim/libm"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// applyPlayerPerkTicks runs the per-player perk timers inside player_update, after movement
// and before reloading: Man Bomb, Living Fortress, Fire Cough, Hot Tempered, in the manifest's
// order (perks/runtime/player_ticks.py apply_player_perk_ticks). stationary is whether the
// player did not move this frame; dt is the player's frame dt in seconds.
func (w *World) applyPlayerPerkTicks(p *Player, dt float64, stationary bool) {
	w.tickManBomb(p, dt, stationary)
	tickLivingFortress(p, dt, stationary)
	w.tickFireCough(p, dt)
	w.tickHotTempered(p, dt)
}

// tickManBomb: standing still charges the bomb; past the interval it fires eight ion shots
// (minigun and rifle alternating) around the player with a little random spread
// (perks/impl/man_bomb.py).
func (w *World) tickManBomb(p *Player, dt float64, stationary bool) {
	if !perkActive(p, perks.ManBomb) {
		p.ManBombTimer = 0
		return
	}
	p.ManBombTimer += dt
	if p.ManBombTimer > w.Perks.ManBombInterval {
		owner := w.ownerIDForPlayerProjectiles(p.Index)
		for i := range 8 {
			typeID := weapons.ProjectileIonMinigun
			if i&1 != 0 {
				typeID = weapons.ProjectileIonRifle
			}
			spread := float64(float64(w.Rng.Rand()%50) * 0.01)
			angle := spread + float64(float64(i)*(math.Pi/4.0)) - 0.25
			w.projectileSpawn(p.Pos, angle, typeID, owner, false)
		}
		p.ManBombTimer -= w.Perks.ManBombInterval
		w.Perks.ManBombInterval = 4.0
	}
	if !stationary {
		p.ManBombTimer = 0
	}
}

// tickLivingFortress grows the damage bonus timer (capped at 30 s) while the player stands
// still with Living Fortress, and resets it otherwise (perks/impl/living_fortress.py).
func tickLivingFortress(p *Player, dt float64, stationary bool) {
	if stationary && perkActive(p, perks.LivingFortress) {
		p.LivingFortressTimer = min(30.0, p.LivingFortressTimer+dt)
	} else {
		p.LivingFortressTimer = 0
	}
}

// Fire Cough muzzle: 16 px out along the aim, turned by this angle (radians).
const fireCoughMuzzleTurn = -0.150915

// tickFireCough: every 2..5 s the player coughs a fire bullet towards a point jittered around
// the aim by the current spread, with a grey puff at the muzzle (perks/impl/fire_cough.py).
func (w *World) tickFireCough(p *Player, dt float64) {
	if !perkActive(p, perks.FireCaugh) {
		p.FireCoughTimer = 0
		return
	}
	p.FireCoughTimer += dt
	if p.FireCoughTimer <= w.Perks.FireCoughInterval {
		return
	}
	owner := w.ownerIDForPlayerProjectiles(p.Index)
	muzzle := p.Pos.Add(rotated(Vec2FromHeading(p.AimHeading), fireCoughMuzzleTurn).Mul(16.0))
	dist := p.Aim.Sub(p.Pos).Length()
	maxOffset := dist * p.SpreadHeat * 0.5
	dirAngle := float64(w.Rng.Rand()&0x1FF) * (2 * math.Pi / 512.0)
	mag := float64(w.Rng.Rand()&0x1FF) * (1.0 / 512.0)
	jitter := p.Aim.Add(Vec2FromAngle(dirAngle).Mul(maxOffset * mag))
	angle := jitter.Sub(p.Pos).ToHeading()
	w.projectileSpawn(muzzle, angle, weapons.ProjectileFireBullets, owner, false)
	vel := Vec2FromAngle(p.AimHeading).Mul(25.0)
	w.fxSprite(muzzle, vel, 1.0, RGBA{0.5, 0.5, 0.5, 0.413})
	p.FireCoughTimer -= w.Perks.FireCoughInterval
	w.Perks.FireCoughInterval = float64(w.Rng.Rand()%4) + 2.0
}

// rotated turns v by theta radians (grim/geom.py Vec2.rotated).
func rotated(v Vec2, theta float64) Vec2 {
	c, s := libm.Cos(theta), libm.Sin(theta)
	return Vec2{float64(v.X*c) - float64(v.Y*s), float64(v.X*s) + float64(v.Y*c)}
}

// tickHotTempered: every 2..9 s the player bursts eight plasma shots (minigun and rifle
// alternating) in a full circle (perks/impl/hot_tempered.py).
func (w *World) tickHotTempered(p *Player, dt float64) {
	if !perkActive(p, perks.HotTempered) {
		p.HotTemperedTimer = 0
		return
	}
	p.HotTemperedTimer += dt
	if p.HotTemperedTimer <= w.Perks.HotTemperedInterval {
		return
	}
	owner := -100
	if w.Config.FriendlyFire {
		owner = ownerIDForPlayer(p.Index)
	}
	for i := range 8 {
		typeID := weapons.ProjectilePlasmaMinigun
		if i&1 != 0 {
			typeID = weapons.ProjectilePlasmaRifle
		}
		w.projectileSpawn(p.Pos, float64(i)*(math.Pi/4.0), typeID, owner, false)
	}
	p.HotTemperedTimer -= w.Perks.HotTemperedInterval
	w.Perks.HotTemperedInterval = float64(w.Rng.Rand()%8) + 2.0
}
