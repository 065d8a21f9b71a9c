package arena

// cosmeticRand is the window's own random generator for looks only (texture grain, sparkle). It
// never touches the simulation's RNG, so drawing cannot change a run (xorshift64*).
type cosmeticRand struct{ s uint64 }

func newCosmeticRand(seed uint64) *cosmeticRand {
	return &cosmeticRand{s: seed*2685821657736338717 | 1}
}

func (r *cosmeticRand) next() uint64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return r.s * 2685821657736338717
}

// float returns a number in [0, 1).
func (r *cosmeticRand) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// hashNoise is a smooth value noise in [0, 1) over a periodic grid of the given period, so the
// textures built from it tile without seams.
func hashNoise(seed uint64, x, y float64, period int) float64 {
	x0, y0 := int(floor(x)), int(floor(y))
	fx, fy := x-floor(x), y-floor(y)
	fx = fx * fx * (3 - 2*fx)
	fy = fy * fy * (3 - 2*fy)
	h := func(ix, iy int) float64 {
		ix, iy = ((ix%period)+period)%period, ((iy%period)+period)%period
		v := seed ^ uint64(ix)*0x9E3779B97F4A7C15 ^ uint64(iy)*0xC2B2AE3D27D4EB4F
		v ^= v >> 31
		v *= 0xBF58476D1CE4E5B9
		v ^= v >> 29
		return float64(v>>11) / (1 << 53)
	}
	a := h(x0, y0) + (h(x0+1, y0)-h(x0, y0))*fx
	b := h(x0, y0+1) + (h(x0+1, y0+1)-h(x0, y0+1))*fx
	return a + (b-a)*fy
}

// fbm sums octaves of hashNoise over a 128-pixel tile; the result is in [0, 1).
func fbm(seed uint64, x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 0.5, 0.0
	period := 4
	for o := 0; o < octaves; o++ {
		k := float64(period) / 128
		sum += amp * hashNoise(seed+uint64(o), x*k, y*k, period)
		norm += amp
		amp *= 0.5
		period *= 2
	}
	return sum / norm
}

func floor(x float64) float64 {
	i := float64(int64(x))
	if i > x {
		i--
	}
	return i
}
