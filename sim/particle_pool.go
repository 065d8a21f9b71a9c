package sim

// Particle style ids (Particle.StyleID): flamethrower 0, blow torch 1, HR flamer 2, bubblegun 8.
const (
	ParticleStyleFlame  = 0
	ParticleStyleBubble = 8
)

// Particle is one flame or bubble particle (effects.py Particle). Flames (styles 0..2) burn the
// creatures they touch; a bubble (style 8) sticks to a creature (TargetID) and kills it when
// it pops. Pos is world pixels, Vel world pixels per second, Angle the travel direction in
// radians, Intensity the remaining strength (it also drives alpha), Age the draw alpha,
// ScaleX/ScaleY the draw shade, Spin the sprite rotation in radians. OwnerID is the firing
// player's owner id (-1 - player index) or -100.
type Particle struct {
	Active     bool
	RenderFlag bool // still flying free (false once it has hit a creature)
	Pos        Vec2
	Vel        Vec2
	ScaleX     float64
	ScaleY     float64
	ScaleZ     float64
	Age        float64
	Intensity  float64
	Angle      float64
	Spin       float64
	StyleID    int
	TargetID   int
	OwnerID    int
}

// ParticlePool is the native particle pool (effects.py ParticlePool).
type ParticlePool struct {
	Entries [ParticlePoolSize]Particle
	// ActiveCount is the number of active entries, so that the update of an empty pool (most
	// runs fire no flames or bubbles) reads none of them.
	ActiveCount int
}

// allocSlot returns the first free slot, or a random one when the pool is full
// (ParticlePool._alloc_slot: native crt_rand() & 0x7f).
func (p *ParticlePool) allocSlot(rng *CRand) int {
	for i := range p.Entries {
		if !p.Entries[i].Active {
			return i
		}
	}
	return rng.Rand() % ParticlePoolSize
}

// spawnParticle spawns a flame particle moving at 90 world pixels per second along angle
// (radians) (effects.py spawn_particle, native fx_spawn_particle). Callers set StyleID on
// the returned slot for the other flame weapons.
func (p *ParticlePool) spawnParticle(rng *CRand, pos Vec2, angle, intensity float64, ownerID int) int {
	return p.spawnStyled(rng, pos, angle, 90.0, intensity, ParticleStyleFlame, ownerID)
}

// spawnParticleSlow spawns a bubble moving at 30 world pixels per second (effects.py
// spawn_particle_slow, native fx_spawn_particle_slow).
func (p *ParticlePool) spawnParticleSlow(rng *CRand, pos Vec2, angle float64, ownerID int) int {
	return p.spawnStyled(rng, pos, angle, 30.0, 1.0, ParticleStyleBubble, ownerID)
}

func (p *ParticlePool) spawnStyled(rng *CRand, pos Vec2, angle, speed, intensity float64, style, ownerID int) int {
	idx := p.allocSlot(rng)
	if !p.Entries[idx].Active {
		p.ActiveCount++
	}
	p.Entries[idx] = Particle{
		Active:     true,
		RenderFlag: true,
		Pos:        pos,
		Vel:        Vec2FromAngle(angle).Mul(speed),
		ScaleX:     1,
		ScaleY:     1,
		ScaleZ:     1,
		Intensity:  intensity,
		Angle:      angle,
		Spin:       float64(rng.Rand()%0x274) * 0.01,
		StyleID:    style,
		TargetID:   -1,
		OwnerID:    ownerID,
	}
	return idx
}
