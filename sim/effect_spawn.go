package sim

import "math"

// The effect spawn helpers below port the native spawn routines of effects.py. Each draws from
// the simulation rng in exactly the native order; detail preset 5 never skips a spawn.

// spawnShellCasing ejects a spent casing from the muzzle for weapons whose flags have bit 0
// (effects.py EffectPool.spawn_shell_casing, the casing spawn in player_update). aimHeading is
// in radians.
func (p *EffectPool) spawnShellCasing(rng *CRand, pos Vec2, aimHeading float64, weaponFlags, detailPreset int) {
	if weaponFlags&0x1 == 0 {
		return
	}
	angle := aimHeading + float64(float64(rng.Rand()&0x3F)*0.01)
	speed := float64(float64(rng.Rand()&0x3F)*0.022727273) + 1.0
	vel := Vec2FromAngle(angle).Mul(speed * 100.0)
	rotation := float64((rng.Rand()&0x3F)-0x20) * 0.1
	rotationStep := (float64(float64(rng.Rand()%0x14)*0.1) - 1.0) * 14.0
	p.spawn(effectSpawn{
		EffectID: EffectCasing, Pos: pos, Vel: vel, Rotation: rotation, Scale: 1,
		HalfWidth: 2, HalfHeight: 2, Lifetime: 0.15, Flags: 0x1C5,
		Color: RGBA{1, 1, 1, 0.6}, RotationStep: rotationStep,
	}, detailPreset)
}

// spawnBloodSplatter sprays two blood drops back along angle (radians); each leaves a decal
// when it expires (effects.py spawn_blood_splatter, native effect_spawn_blood_splatter).
func (p *EffectPool) spawnBloodSplatter(rng *CRand, pos Vec2, angle, age float64, detailPreset, fxToggle int) {
	if fxToggle != 0 {
		return
	}
	lifetime := 0.25 - age
	base := angle + math.Pi
	dir := Vec2FromAngle(base)
	for range 2 {
		rotation := float64(float64((rng.Rand()&0x3F)-0x20)*0.1) + base
		half := float64((rng.Rand() & 7) + 1)
		speedX := float64((rng.Rand() & 0x3F) + 100)
		speedY := float64((rng.Rand() & 0x3F) + 100)
		vel := Vec2{dir.X * speedX, dir.Y * speedY}
		scaleStep := float64(float64(rng.Rand()&0x7F)*0.03) + 0.1
		p.spawn(effectSpawn{
			EffectID: EffectBloodSplatter, Pos: pos, Vel: vel, Rotation: rotation, Scale: 1,
			HalfWidth: half, HalfHeight: half, Age: age, Lifetime: lifetime, Flags: 0xC9,
			Color: RGBA{1, 1, 1, 0.5}, ScaleStep: scaleStep,
		}, detailPreset)
	}
}

// burstColor is the default blue-white of effect_spawn_burst.
var burstColor = RGBA{0.4, 0.5, 1.0, 0.5}

// spawnBurst spawns count expanding glow puffs with the native defaults: lifetime 0.5 s, a
// random scale step, blue-white (effects.py spawn_burst, native effect_spawn_burst).
func (p *EffectPool) spawnBurst(rng *CRand, pos Vec2, count, detailPreset int) {
	p.spawnBurstStyled(rng, pos, count, detailPreset, 0.5, math.NaN(), burstColor)
}

// spawnBurstStyled is spawnBurst with an explicit lifetime (seconds), colour and scale step;
// a NaN scaleStep draws a random one per puff as the default does (effects.py spawn_burst
// with its keyword arguments).
func (p *EffectPool) spawnBurstStyled(rng *CRand, pos Vec2, count, detailPreset int, lifetime, scaleStep float64, color RGBA) {
	for range max(0, count) {
		rotation := float64(rng.Rand()&0x7F) * 0.049087387
		vx := float64((rng.Rand() & 0x7F) - 0x40)
		vy := float64((rng.Rand() & 0x7F) - 0x40)
		step := scaleStep
		if math.IsNaN(step) {
			step = float64(float64(rng.Rand()%100)*0.01) + 0.1
		}
		p.spawn(effectSpawn{
			EffectID: EffectBurst, Pos: pos, Vel: Vec2{vx, vy}, Rotation: rotation, Scale: 1,
			HalfWidth: 32, HalfHeight: 32, Lifetime: lifetime, Flags: 0x1D,
			Color: color, ScaleStep: step,
		}, detailPreset)
	}
}

// spawnRing spawns the expanding ring of bonus pickups: lifetime 0.25 s, scale step 50
// (effects.py spawn_ring with its defaults).
func (p *EffectPool) spawnRing(pos Vec2, detailPreset int, color RGBA) {
	p.spawn(effectSpawn{
		EffectID: EffectRing, Pos: pos, Scale: 1, HalfWidth: 32, HalfHeight: 32,
		Lifetime: 0.25, Flags: 0x19, Color: color, ScaleStep: 50,
	}, detailPreset)
}

// spawnFreezeShard spawns one ice shard flying back along angle (radians) (effects.py
// spawn_freeze_shard, native effect_spawn_freeze_shard).
func (p *EffectPool) spawnFreezeShard(rng *CRand, pos Vec2, angle float64, detailPreset int) {
	lifetime := float64(float64(rng.Rand()&0xF)*0.01) + 0.2
	base := angle + math.Pi
	rotation := float64(float64(rng.Rand()%100)*0.01) + base
	half := float64(rng.Rand()%5 + 7)
	vel := Vec2FromAngle(base).Mul(114.0)
	rotationStep := (float64(float64(rng.Rand()%0x14)*0.1) - 1.0) * 4.0
	scaleStep := -float64(rng.Rand()&0xF) * 0.1
	id := EffectID(rng.Rand()%3 + 8)
	p.spawn(effectSpawn{
		EffectID: id, Pos: pos, Vel: vel, Rotation: rotation, Scale: 1,
		HalfWidth: half, HalfHeight: half, Lifetime: lifetime, Flags: 0x1CD,
		Color: RGBA{1, 1, 1, 0.5}, RotationStep: rotationStep, ScaleStep: scaleStep,
	}, detailPreset)
}

// spawnFreezeShatter bursts a frozen corpse: four large ice chunks at right angles, then four
// shards (effects.py spawn_freeze_shatter, native effect_spawn_freeze_shatter).
func (p *EffectPool) spawnFreezeShatter(rng *CRand, pos Vec2, angle float64, detailPreset int) {
	for idx := range 4 {
		rotation := float64(float64(idx)*(math.Pi/2.0)) + angle
		vel := Vec2FromAngle(rotation).Mul(42.0)
		half := float64(rng.Rand()%10 + 0x12)
		rotationStep := (float64(float64(rng.Rand()%0x14)*0.1) - 1.0) * 1.9
		p.spawn(effectSpawn{
			EffectID: EffectFreezeShatter, Pos: pos, Vel: vel, Rotation: rotation, Scale: 1,
			HalfWidth: half, HalfHeight: half, Lifetime: 1.1, Flags: 0x5D,
			Color: RGBA{1, 1, 1, 0.5}, RotationStep: rotationStep,
		}, detailPreset)
	}
	for range 4 {
		shardAngle := float64(rng.Rand()%0x264) * 0.01
		p.spawnFreezeShard(rng, pos, shardAngle, detailPreset)
	}
}

// spawnExplosionBurst spawns an explosion: shockwave ring, dark puffs (detail > 3), a bright
// flash and shockwave particles; scale sizes it (effects.py spawn_explosion_burst, native
// effect_spawn_explosion_burst).
func (p *EffectPool) spawnExplosionBurst(rng *CRand, pos Vec2, scale float64, detailPreset int) {
	p.spawn(effectSpawn{
		EffectID: EffectRing, Pos: pos, Scale: 1, HalfWidth: 32, HalfHeight: 32,
		Age: -0.1, Lifetime: 0.35, Flags: 0x19, Color: RGBA{0.6, 0.6, 0.6, 1.0},
		ScaleStep: scale * 25.0,
	}, detailPreset)
	if detailPreset > 3 {
		for idx := range 2 {
			age := float64(float64(idx)*0.2) - 0.5
			lifetime := float64(float64(idx)*0.2) + 0.6
			rotation := float64(rng.Rand()%0x266) * 0.02
			p.spawn(effectSpawn{
				EffectID: EffectExplosionPuff, Pos: pos, Rotation: rotation, Scale: 1,
				HalfWidth: 32, HalfHeight: 32, Age: age, Lifetime: lifetime, Flags: 0x5D,
				Color: RGBA{0.1, 0.1, 0.1, 1.0}, RotationStep: 1.4, ScaleStep: scale * 5.0,
			}, detailPreset)
		}
	}
	p.spawn(effectSpawn{
		EffectID: EffectBurst, Pos: pos, Scale: 1, HalfWidth: 32, HalfHeight: 32,
		Lifetime: 0.3, Flags: 0x19, Color: RGBA{1, 1, 1, 1}, ScaleStep: scale * 45.0,
	}, detailPreset)
	count := 1
	if detailPreset >= 2 {
		count = 3
		if detailPreset > 3 {
			count = 4
		}
	}
	for range count {
		rotation := float64(rng.Rand()%0x13A) * 0.02
		vx := float64((rng.Rand()&0x3F)*2 - 0x40)
		vy := float64((rng.Rand()&0x3F)*2 - 0x40)
		scaleStep := float64((rng.Rand()-3)&7) * scale
		rotationStep := float64((rng.Rand() + 3) & 7)
		p.spawn(effectSpawn{
			EffectID: EffectExplosionBurst, Pos: pos, Vel: Vec2{vx, vy}, Rotation: rotation,
			Scale: 1, HalfWidth: 32, HalfHeight: 32, Lifetime: 0.7, Flags: 0x1D,
			Color: RGBA{1, 1, 1, 1}, RotationStep: rotationStep, ScaleStep: scaleStep,
		}, detailPreset)
	}
}
