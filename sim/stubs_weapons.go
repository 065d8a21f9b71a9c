package sim

// Temporary stand-ins for functions other areas own; each is deleted when the owner's version
// lands on main.

// STUB(effects): the effect-pool API the weapon and projectile code calls (effects.py). Each
// bridge below becomes a one-line call into the effects area's pools once they land:
//   fxShellCasing     -> w.Effects.Effects.spawnShellCasing(&w.Rng, pos, aimHeading, flags, detail)
//   fxSprite          -> w.Effects.SpriteEffects.spawn(&w.Rng, pos, vel, scale, color)
//   fxParticle        -> w.Effects.Particles.spawnParticle(&w.Rng, pos, angle, intensity, owner)
//   fxParticleSlow    -> w.Effects.Particles.spawnParticleSlow(&w.Rng, pos, angle, owner)
//   fxParticleStyle   -> w.Effects.Particles.Entries[i].StyleID = style
//   fxEffect          -> w.Effects.Effects.spawn(s, detail)
//   fxFreezeShard     -> w.Effects.Effects.spawnFreezeShard(&w.Rng, pos, angle, detail)
//   fxExplosionBurst  -> w.Effects.Effects.spawnExplosionBurst(&w.Rng, pos, scale, detail)
//   fxQueueAdd        -> w.Effects.FxQueue.add(id, pos, width, height, rotation, color)
//   fxQueueAddRandom  -> w.Effects.FxQueue.addRandom(&w.Rng, pos) (stubbed in stubs_perks.go)
//   fxCameraShakePulses -> w.Effects.Camera.Pulses = n

type EffectID int

const (
	EffectBurst EffectID = 0x00
	EffectRing  EffectID = 0x01
	EffectAura  EffectID = 0x10
)

type effectSpawn struct {
	EffectID     EffectID
	Pos, Vel     Vec2
	Rotation     float64
	Scale        float64
	HalfWidth    float64
	HalfHeight   float64
	Age          float64
	Lifetime     float64
	Flags        int
	Color        RGBA
	RotationStep float64
	ScaleStep    float64
}

func (w *World) fxShellCasing(pos Vec2, aimHeading float64, weaponFlags int)    {}
func (w *World) fxSprite(pos, vel Vec2, scale float64, color RGBA) int          { return 0 }
func (w *World) fxParticle(pos Vec2, angle, intensity float64, ownerID int) int { return 0 }
func (w *World) fxParticleSlow(pos Vec2, angle float64, ownerID int) int        { return 0 }
func (w *World) fxParticleStyle(idx, style int)                                 {}
func (w *World) fxEffect(s effectSpawn) int                                     { return -1 }
func (w *World) fxFreezeShard(pos Vec2, angle float64)                          {}
func (w *World) fxExplosionBurst(pos Vec2, scale float64)                       {}
func (w *World) fxQueueAdd(id EffectID, pos Vec2, width, height, rot float64, c RGBA) bool {
	return false
}
func (w *World) fxCameraShakePulses(n int) {}
