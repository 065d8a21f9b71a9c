package sim

import (
	"math"

	"crdplayer/sim/weapons"
)

// Hit effects of the special projectile types (projectiles/effects.py). They only feed the
// effect pool, but they draw from the rng, so they are part of the simulation.

// spawnIonHitEffects puts a ring and a burst cloud on an ion hit, sized by the ion type
// (projectiles/effects.py _spawn_ion_hit_effects; native FUN_0042f270 and FUN_0042f540).
func (w *World) spawnIonHitEffects(typeID int, pos Vec2) {
	var ringScale, ringStrength, burstScale float64
	switch typeID {
	case weapons.ProjectileIonMinigun:
		ringScale, ringStrength, burstScale = 1.5, 0.1, 0.8
	case weapons.ProjectileIonRifle:
		ringScale, ringStrength, burstScale = 1.2, 0.4, 1.2
	case weapons.ProjectileIonCannon:
		ringScale, ringStrength, burstScale = 1.0, 1.0, 2.2
	default:
		return
	}
	detail := w.Config.DetailPreset
	w.fxEffect(effectSpawn{
		EffectID: EffectRing, Pos: pos, Scale: 1.0, HalfWidth: 4.0, HalfHeight: 4.0,
		Lifetime: ringStrength * 0.8, Flags: 0x19, Color: RGBA{0.6, 0.6, 0.9, 1.0},
		ScaleStep: ringScale * 45.0,
	})

	burst := burstScale * 0.8
	lifetime := min(burst*0.7, 1.1)
	half := burst * 32.0
	count := int(burst * 5.0)
	if detail < 3 {
		count /= 2
	}
	for range max(0, count) {
		rotation := float64(w.Rng.Rand()&0x7f) * 0.049087387
		vx := float64((w.Rng.Rand()&0x7f)-0x40) * burst * 1.4
		vy := float64((w.Rng.Rand()&0x7f)-0x40) * burst * 1.4
		scaleStep := (float64(float64(w.Rng.Rand()%100)*0.01) + 0.1) * burst
		w.fxEffect(effectSpawn{
			EffectID: EffectBurst, Pos: pos, Vel: Vec2{vx, vy}, Rotation: rotation, Scale: 1.0,
			HalfWidth: half, HalfHeight: half, Lifetime: lifetime, Flags: 0x1d,
			Color: RGBA{0.4, 0.5, 1.0, 0.5}, ScaleStep: scaleStep,
		})
	}
}

// spawnShrinkifierHitEffects puts a blue pulse and debris puffs on a Shrinkifier hit
// (projectiles/effects.py _spawn_shrinkifier_hit_effects; native effect_spawn_shrinkifier_hit
// 0x0042f080).
func (w *World) spawnShrinkifierHitEffects(pos Vec2) {
	detail := w.Config.DetailPreset
	w.fxEffect(effectSpawn{
		EffectID: EffectRing, Pos: pos, Scale: 1.0, HalfWidth: 36.0, HalfHeight: 36.0,
		Lifetime: 0.3, Flags: 0x19, Color: RGBA{0.3, 0.6, 0.9, 1.0}, ScaleStep: -4.0,
	})
	count := 4
	if detail < 3 {
		count = 2
	}
	for range count {
		rotation := float64(w.Rng.Rand()&0x7f) * 0.049087387
		vx := float64((w.Rng.Rand()&0x7f)-0x40) * 1.4
		vy := float64((w.Rng.Rand()&0x7f)-0x40) * 1.4
		scaleStep := float64(float64(w.Rng.Rand()%100)*0.01) + 0.1
		w.fxEffect(effectSpawn{
			EffectID: EffectBurst, Pos: pos, Vel: Vec2{vx, vy}, Rotation: rotation, Scale: 1.0,
			HalfWidth: 32.0, HalfHeight: 32.0, Lifetime: 0.3, Flags: 0x1d,
			Color: RGBA{0.4, 0.5, 1.0, 0.5}, ScaleStep: scaleStep,
		})
	}
}

// spawnPlasmaCannonHitEffects puts two orange shock rings on a Plasma Cannon hit
// (projectiles/effects.py _spawn_plasma_cannon_hit_effects; native FUN_0042f330 twice).
func (w *World) spawnPlasmaCannonHitEffects(pos Vec2) {
	for _, scale := range [2]float64{1.5, 1.0} {
		w.fxEffect(effectSpawn{
			EffectID: EffectRing, Pos: pos, Scale: 1.0, HalfWidth: 4.0, HalfHeight: 4.0,
			Age: 0.1, Lifetime: 1.0, Flags: 0x19, Color: RGBA{0.9, 0.6, 0.3, 1.0},
			ScaleStep: scale * 45.0,
		})
	}
}

// spawnSplitterHitEffects scatters three yellow sparks within 26 world pixels of a Splitter
// Gun hit (projectiles/effects.py _spawn_splitter_hit_effects; native FUN_0042f3f0).
func (w *World) spawnSplitterHitEffects(pos Vec2) {
	for range 3 {
		angle := float64(w.Rng.Rand()&0x1ff) * (2 * math.Pi / 512.0)
		radius := float64(w.Rng.Rand() % 26)
		age := -float64(float64(w.Rng.Rand()&0xff) * 0.0012)
		w.fxEffect(effectSpawn{
			EffectID: EffectBurst, Pos: addScaled(pos, Vec2FromAngle(angle), radius), Scale: 1.0,
			HalfWidth: 4.0, HalfHeight: 4.0, Age: age, Lifetime: 0.1 - age, Flags: 0x19,
			Color: RGBA{1.0, 0.9, 0.1, 1.0}, ScaleStep: 55.0,
		})
	}
}
