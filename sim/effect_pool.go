package sim

import "math/bits"

// Effect entry flag bits (native effect_spawn / effects_update).
const (
	effectFlagRotate     = 0x04  // rotation advances by RotationStep per second
	effectFlagScale      = 0x08  // scale advances by ScaleStep per second
	effectFlagFade       = 0x10  // alpha follows 1 - age/lifetime
	effectFlagDecal      = 0x80  // queue a terrain decal when the effect expires
	effectFlagFaintDecal = 0x100 // that decal gets alpha 0.35 instead of 0.8
)

// EffectEntry is one transient sprite quad of the effect pool (effects.py EffectEntry). The
// slot is live while Flags != 0. Positions are world pixels, velocities world pixels per second,
// Age and Lifetime seconds (Age may start negative: the effect waits), Rotation radians,
// HalfWidth/HalfHeight world pixels before Scale.
type EffectEntry struct {
	Pos          Vec2
	EffectID     EffectID
	Vel          Vec2
	Rotation     float64
	Scale        float64
	HalfWidth    float64
	HalfHeight   float64
	Age          float64
	Lifetime     float64
	Flags        int
	Color        RGBA
	RotationStep float64 // radians per second
	ScaleStep    float64 // scale units per second
}

// Active reports whether the slot holds a live effect.
func (e *EffectEntry) Active() bool { return e.Flags != 0 }

// EffectPool is the native effect pool (effects.py EffectPool: effect_spawn, effects_update).
// Free slots are handed out from a LIFO free list that starts as 0, 1, 2, …; when it is
// empty the pool overwrites slots round-robin.
type EffectPool struct {
	Entries [EffectPoolSize]EffectEntry

	// Free[:FreeCount] is the free list; the next slot handed out is Free[FreeCount-1].
	// FreeInit is false in the zero value, whose free list is implicitly the full initial one.
	Free            [EffectPoolSize]int16
	FreeCount       int
	FreeInit        bool
	DetailToggle    int
	OverwriteCursor int

	// occupied has bit i set when Entries[i].Flags != 0 (spawn and free keep it), so that the
	// update visits the live slots without reading the free ones.
	occupied [EffectPoolSize / 64]uint64
}

// initFree materialises the initial free list (size-1 … 0, so slot 0 comes out first).
func (p *EffectPool) initFree() {
	if p.FreeInit {
		return
	}
	for i := range p.Free {
		p.Free[i] = int16(EffectPoolSize - 1 - i)
	}
	p.FreeCount = EffectPoolSize
	p.FreeInit = true
}

// allocSlot picks the slot for a new effect, or -1 when low detail skips this spawn
// (EffectPool._alloc_slot).
func (p *EffectPool) allocSlot(detailPreset int) int {
	if detailPreset < 3 {
		skip := p.DetailToggle & 1
		p.DetailToggle++
		if skip != 0 {
			return -1
		}
	}
	p.initFree()
	if p.FreeCount > 0 {
		p.FreeCount--
		return int(p.Free[p.FreeCount])
	}
	idx := p.OverwriteCursor % EffectPoolSize
	p.OverwriteCursor = idx + 1
	return idx
}

// effectSpawn holds the parameters of one effect_spawn call.
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

// spawn fills a slot with s and returns its index, or -1 when the detail setting skipped it
// (EffectPool.spawn, native effect_spawn).
func (p *EffectPool) spawn(s effectSpawn, detailPreset int) int {
	idx := p.allocSlot(detailPreset)
	if idx < 0 {
		return -1
	}
	p.Entries[idx] = EffectEntry{
		Pos:          s.Pos,
		EffectID:     s.EffectID,
		Vel:          s.Vel,
		Rotation:     s.Rotation,
		Scale:        s.Scale,
		HalfWidth:    s.HalfWidth,
		HalfHeight:   s.HalfHeight,
		Age:          s.Age,
		Lifetime:     s.Lifetime,
		Flags:        s.Flags,
		Color:        s.Color,
		RotationStep: s.RotationStep,
		ScaleStep:    s.ScaleStep,
	}
	p.setOccupied(idx, s.Flags != 0)
	return idx
}

// setOccupied records whether slot idx holds a live effect.
func (p *EffectPool) setOccupied(idx int, live bool) {
	bit := uint64(1) << (idx & 63)
	if live {
		p.occupied[idx>>6] |= bit
	} else {
		p.occupied[idx>>6] &^= bit
	}
}

// free releases slot idx (EffectPool.free).
func (p *EffectPool) free(idx int) {
	if idx < 0 || idx >= EffectPoolSize {
		return
	}
	p.initFree()
	p.Entries[idx].Flags = 0
	p.setOccupied(idx, false)
	p.Free[p.FreeCount] = int16(idx)
	p.FreeCount++
}

// update advances every live effect by dt seconds; an effect whose age reaches its lifetime
// is freed, first queueing its terrain decal when it has the decal flag (EffectPool.update,
// native effects_update).
func (p *EffectPool) update(dt float64, fxQueue *FxQueue) {
	if !(dt > 0) {
		return
	}
	// The live slots in slot order: a word is read before its slots are updated, and the
	// update only frees the slot at hand (it spawns none).
	for k := range p.occupied {
		for word := p.occupied[k]; word != 0; word &= word - 1 {
			p.updateSlot(k<<6|bits.TrailingZeros64(word), dt, fxQueue)
		}
	}
}

// updateSlot is update's step for the live slot idx.
func (p *EffectPool) updateSlot(idx int, dt float64, fxQueue *FxQueue) {
	e := &p.Entries[idx]
	flags := e.Flags
	age := e.Age + dt
	e.Age = age
	if age < e.Lifetime {
		if age >= 0 {
			e.Pos = Vec2{e.Pos.X + float64(e.Vel.X*dt), e.Pos.Y + float64(e.Vel.Y*dt)}
			if flags&effectFlagRotate != 0 {
				e.Rotation += float64(e.RotationStep * dt)
			}
			if flags&effectFlagScale != 0 {
				e.Scale += float64(e.ScaleStep * dt)
			}
			if flags&effectFlagFade != 0 {
				a := 0.0
				if e.Lifetime > 1e-9 {
					a = 1.0 - age/e.Lifetime
				}
				e.Color.A = a
			}
		}
		return
	}
	if fxQueue != nil && flags&effectFlagDecal != 0 {
		// The native code overrides the alpha when it bakes the expired effect.
		alpha := 0.8
		if flags&effectFlagFaintDecal != 0 {
			alpha = 0.35
		}
		fxQueue.add(e.EffectID, e.Pos, e.HalfWidth*2.0, e.HalfHeight*2.0, e.Rotation, e.Color.withAlpha(alpha))
	}
	p.free(idx)
}
