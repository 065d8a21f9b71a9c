package libm

import "math"

// Results the simulation rounds to float32 at once: Atan2Add32 and SinCosMul32 give exactly the
// float32 of glibc's result (plus an offset, or times a scale) but compute it, almost always,
// from a cheaper approximation: a float64 evaluation whose distance from glibc's result is known
// to be below approxBound. If both ends of that interval round to the same float32, so does
// glibc's result, because rounding is monotonic; otherwise (about one call in 12,000 for a
// heading, one in 2,000 for a step, whose components near 0 have finer float32s) the exact
// glibc kernel runs. The approximations carry no part of glibc's algorithm: they are Taylor
// series (sin, cos; atan about the points of a table) evaluated by Estrin's scheme, whose short
// dependency chains are the point of them.

// approxBound is a bound on |approximation − glibc| for atan2 (radians) and sin and cos, in
// absolute terms. Each approximation is within ~4e-16 of the true value (truncation ≤ 2.5e-16,
// rounding a few ulps of values ≤ π) and glibc within 0.52 ulp (≤ 2.3e-16 below π): together
// under 1e-15; the bound keeps a margin of nearly 1000 (TestApproxBound measures the largest
// distance over millions of arguments).
const approxBound = 0x1p-40

// round32 is x rounded to float32, as a float64.
func round32(x float64) float64 { return float64(float32(x)) }

// same32 reports whether a and b round to the same float32, sign of zero included.
func same32(a, b float64) bool { return math.Float32bits(float32(a)) == math.Float32bits(float32(b)) }

// Atan2Add32 is float32(Atan2(y, x) + add), the sum rounded to float64 first, bit for bit.
func Atan2Add32(y, x, add float64) float64 {
	if a, ok := atan2Approx(y, x); ok {
		lo, hi := (a-approxBound)+add, (a+approxBound)+add
		if same32(lo, hi) {
			return round32(hi)
		}
	}
	return round32(Atan2(y, x) + add)
}

// SinCosMul32 is float32(Sin(x)·scale) and float32(Cos(x)·scale), each product rounded to
// float64 first, bit for bit.
func SinCosMul32(x, scale float64) (sin, cos float64) {
	if s, c, ok := sinCosApprox(x); ok {
		slo, shi := (s-approxBound)*scale, (s+approxBound)*scale
		clo, chi := (c-approxBound)*scale, (c+approxBound)*scale
		if same32(slo, shi) && same32(clo, chi) {
			return round32(shi), round32(chi)
		}
	}
	s, c := SinCos(x)
	return round32(s * scale), round32(c * scale)
}

// atanRows holds, for c = k/64 (k = 0…64), atan(c) and the Taylor coefficients a1…a6 of
// atan(c + v) about c: the rows of atan2Approx.
var atanRows = func() (t [65][7]float64) {
	for k := range t {
		c := float64(k) / 64
		q := 1 + c*c
		r := &t[k]
		r[0] = Atan2(c, 1)
		// (1 + (c+v)²)·f'(v) = 1 gives q·(n+1)·a[n+1] + 2c·n·a[n] + (n−1)·a[n−1] = 0.
		r[1] = 1 / q
		r[2] = -c * r[1] / q
		for n := 2; n < 6; n++ {
			r[n+1] = -(2*c*float64(n)*r[n] + float64(n-1)*r[n-1]) / (q * float64(n+1))
		}
	}
	return t
}()

// atan2Approx is atan2(y, x) within approxBound, for finite non-zero x and y (ok false for
// any other).
func atan2Approx(y, x float64) (float64, bool) {
	const sign, inf = 1 << 63, 0x7ff0000000000000
	xb, yb := math.Float64bits(x)&^sign, math.Float64bits(y)&^sign
	if xb-1 >= inf-1 || yb-1 >= inf-1 {
		return 0, false
	}
	// Positive floats order as their bits: min and max on the integers, without a branch
	// (the octant's tests would be mispredicted half the time).
	u := math.Float64frombits(min(xb, yb)) / math.Float64frombits(max(xb, yb))
	// Adding atanBig rounds u to a multiple of 1/64, whose numerator is in the low bits.
	w := u + atanBig
	k := math.Float64bits(w) & 127
	v := u - (w - atanBig) // |v| ≤ 1/128
	r := &atanRows[k]
	v2 := v * v
	v4 := v2 * v2
	t := ((r[0] + r[1]*v) + v2*(r[2]+r[3]*v)) + v4*((r[4]+r[5]*v)+v2*r[6]) // atan(u)
	o := &atanOctants[b2u(yb > xb)|b2u(int64(math.Float64bits(x)) < 0)<<1|b2u(int64(math.Float64bits(y)) < 0)<<2]
	return o[0] + o[1]*t, true
}

// atanBig is 1.5·2^46: u + atanBig, for u in [0, 1], is u rounded to a multiple of 2^-6.
const atanBig = 0x1.8p46

// atanOctants is the offset and the factor that take atan(min/max) to atan2(y, x): indexed
// by |y| > |x| (bit 0), x < 0 (bit 1) and y < 0 (bit 2). Negated rows round as the others do.
var atanOctants = [8][2]float64{
	{0, 1},            // atan(u)
	{math.Pi / 2, -1}, // π/2 − atan(u)
	{math.Pi, -1},     // π − atan(u)
	{math.Pi / 2, 1},  // π − (π/2 − atan(u))
	{0, -1},
	{-math.Pi / 2, 1},
	{-math.Pi, 1},
	{-math.Pi / 2, -1},
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// Taylor coefficients of sin and cos: sin r = r + r·z·(S1 + S2·z + …), cos r = 1 + z·(C1 + …),
// z = r². Up to r¹⁵ and r¹⁶ the truncation is below 5e-17 for |r| ≤ π/4.
const (
	sinS1 = -1.0 / 6
	sinS2 = 1.0 / 120
	sinS3 = -1.0 / 5040
	sinS4 = 1.0 / 362880
	sinS5 = -1.0 / 39916800
	sinS6 = 1.0 / 6227020800
	sinS7 = -1.0 / 1307674368000
	cosC1 = -1.0 / 2
	cosC2 = 1.0 / 24
	cosC3 = -1.0 / 720
	cosC4 = 1.0 / 40320
	cosC5 = -1.0 / 3628800
	cosC6 = 1.0 / 479001600
	cosC7 = -1.0 / 87178291200
	cosC8 = 1.0 / 20922789888000
)

// Cody–Waite parts of π/2: the first has 33 bits, so n·pio2Hi is exact for |n| < 2^20.
const (
	pio2Hi = 0x1.921fb544p0
	pio2Lo = 0x1.0b4611a626331p-34
)

// sinCosApprox is sin(x) and cos(x) within approxBound, for |x| ≤ 2^19 (ok false beyond or
// for NaN).
func sinCosApprox(x float64) (sin, cos float64, ok bool) {
	if !(math.Abs(x) <= 0x1p19) {
		return 0, 0, false
	}
	const toInt = 0x1.8p52
	t := x*(2/math.Pi) + toInt
	n := t - toInt
	q := math.Float64bits(t) & 3
	r := (x - n*pio2Hi) - n*pio2Lo // x − n·pio2Hi is exact (Sterbenz)
	z := r * r
	z2 := z * z
	z4 := z2 * z2
	ps := (sinS1 + sinS2*z) + z2*(sinS3+sinS4*z) + z4*((sinS5+sinS6*z)+z2*sinS7)
	pc := (cosC1 + cosC2*z) + z2*(cosC3+cosC4*z) + z4*((cosC5+cosC6*z)+z2*(cosC7+cosC8*z))
	s := r + r*z*ps
	c := 1 + z*pc
	// Quadrant q: (sin, cos) = (s, c), (c, −s), (−s, −c), (−c, s); chosen by factors of 0 and
	// ±1 (exact) rather than a branch, which would be mispredicted three times in four.
	f := &quadrantFactors[q]
	return s*f[0] + c*f[1], s*f[2] + c*f[3], true
}

// quadrantFactors are the factors of sin r and cos r in sin x and cos x, x = q·π/2 + r.
var quadrantFactors = [4][4]float64{
	{1, 0, 0, 1},
	{0, 1, -1, 0},
	{-1, 0, 0, -1},
	{0, -1, 1, 0},
}
