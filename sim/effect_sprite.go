package sim

// SpriteEffect is one smoke/spark sprite of the sprite-effect pool (effects.py SpriteEffect):
// it drifts at Vel (world pixels per second), spins at 3 rad/s, grows by 60 scale units per
// second and fades out one alpha unit per second. Rotation is radians, Scale the sprite size.
type SpriteEffect struct {
	Active   bool
	Color    RGBA
	Rotation float64
	Pos      Vec2
	Vel      Vec2
	Scale    float64
}

// SpriteEffectPool is the native sprite effect pool (effects.py SpriteEffectPool).
type SpriteEffectPool struct {
	Entries     [SpriteEffectPoolSize]SpriteEffect
	ActiveCount int // live entries, so the update can stop after the last one
}

// spawn places a sprite effect in the first free slot, or a random slot when none is free,
// and gives it a random rotation (effects.py SpriteEffectPool.spawn, native fx_spawn_sprite).
func (p *SpriteEffectPool) spawn(rng *CRand, pos, vel Vec2, scale float64, color RGBA) int {
	idx := -1
	for i := range p.Entries {
		if !p.Entries[i].Active {
			idx = i
			break
		}
	}
	if idx < 0 {
		idx = rng.Rand() % SpriteEffectPoolSize
	}
	if !p.Entries[idx].Active {
		p.ActiveCount++
	}
	p.Entries[idx] = SpriteEffect{
		Active:   true,
		Color:    color,
		Rotation: float64(rng.Rand()%0x274) * 0.01,
		Pos:      pos,
		Vel:      vel,
		Scale:    scale,
	}
	return idx
}

// update advances every live sprite effect by dt seconds and frees the faded ones
// (effects.py SpriteEffectPool.update).
func (p *SpriteEffectPool) update(dt float64) {
	if !(dt > 0) {
		return
	}
	live := p.ActiveCount
	for i := 0; live > 0 && i < SpriteEffectPoolSize; i++ {
		e := &p.Entries[i]
		if !e.Active {
			continue
		}
		live--
		e.Pos = Vec2{e.Pos.X + float64(e.Vel.X*dt), e.Pos.Y + float64(e.Vel.Y*dt)}
		e.Rotation += float64(dt * 3.0)
		e.Color.A = e.Color.A - dt
		e.Scale += float64(dt * 60.0)
		if e.Color.A <= 0 {
			e.Active = false
			p.ActiveCount--
		}
	}
}
