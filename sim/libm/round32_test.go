package libm

import (
	"math"
	"testing"
)

// xorshift is a small deterministic generator for the tests' arguments.
type xorshift uint64

func (s *xorshift) next() uint64 {
	*s ^= *s << 13
	*s ^= *s >> 7
	*s ^= *s << 17
	return uint64(*s)
}

// unit is uniform in [0, 1).
func (s *xorshift) unit() float64 { return float64(s.next()>>11) / (1 << 53) }

// wide is a float of random sign and mantissa whose magnitude is 2^e, e uniform in
// [lo, hi).
func (s *xorshift) wide(lo, hi int) float64 {
	e := lo + int(s.next()%uint64(hi-lo))
	v := math.Ldexp(1+s.unit(), e)
	if s.next()&1 != 0 {
		v = -v
	}
	return v
}

// atan2Args are argument pairs (y, x) of the kinds the simulation passes: float32 differences of
// world positions in every direction, near the axes and the diagonals, and arbitrary ratios.
func atan2Args(n int) [][2]float64 {
	s := xorshift(0x9e3779b97f4a7c15)
	out := make([][2]float64, 0, 4*n)
	for range n {
		a := s.unit() * 2 * math.Pi
		d := 1 + 1500*s.unit()
		out = append(out, [2]float64{float64(float32(d * math.Sin(a))), float64(float32(d * math.Cos(a)))})
		// Within a few ulps of an axis or of a diagonal, where the octants meet.
		base := float64(float32(d))
		near := base * (1 + float64(int(s.next()%9)-4)*0x1p-24)
		switch s.next() % 3 {
		case 0:
			out = append(out, [2]float64{near, -base})
		case 1:
			out = append(out, [2]float64{base * 0x1p-30 * s.unit(), -base})
		default:
			out = append(out, [2]float64{-base, near * 0x1p-40})
		}
		out = append(out, [2]float64{s.wide(-60, 60), s.wide(-60, 60)})
		out = append(out, [2]float64{s.wide(-1060, 1000), s.wide(-1060, 1000)})
	}
	return out
}

// sinCosArgs are angles of the kinds the simulation passes (headings less π/2, with float32
// steps) and of every magnitude up to the approximation's limit.
func sinCosArgs(n int) []float64 {
	s := xorshift(0xd1b54a32d192ed03)
	out := make([]float64, 0, 3*n)
	for range n {
		out = append(out, float64(float32(s.unit()*3*math.Pi))-math.Pi/2)
		out = append(out, (s.unit()-0.5)*40)
		out = append(out, s.wide(-40, 19))
	}
	// The quadrants' edges: multiples of π/4 and their neighbours.
	for k := -64; k <= 64; k++ {
		x := float64(k) * math.Pi / 4
		out = append(out, x, math.Nextafter(x, math.Inf(1)), math.Nextafter(x, math.Inf(-1)))
	}
	return out
}

// TestApproxBound measures the distance of the approximations from glibc's results, over the
// tests' arguments and glibc's own vectors: it must stay below approxBound/256, so the bound
// that Atan2Add32 and SinCosMul32 rely on holds with room to spare.
func TestApproxBound(t *testing.T) {
	limit := approxBound / 256
	worst := 0.0
	check := func(what string, x, approx, exact float64) {
		d := math.Abs(approx - exact)
		if !(d <= limit) {
			t.Errorf("%s(%v): approximation %v, glibc %v: %g apart (limit %g)", what, x, approx, exact, d, limit)
		}
		worst = max(worst, d)
	}
	for _, a := range atan2Args(500000) {
		z, ok := atan2Approx(a[0], a[1])
		if !ok {
			t.Fatalf("atan2Approx(%v, %v) declined finite non-zero arguments", a[0], a[1])
		}
		check("atan2", a[0]/a[1], z, Atan2(a[0], a[1]))
	}
	for _, r := range glibcRows(t, "libm_atan2_glibc.json.gz") {
		if z, ok := atan2Approx(r[0], r[1]); ok {
			check("atan2 (glibc vector)", r[0]/r[1], z, r[2])
		}
	}
	t.Logf("atan2: largest distance %g (bound %g)", worst, float64(approxBound))
	worst = 0
	for _, x := range sinCosArgs(500000) {
		s, c, ok := sinCosApprox(x)
		if !ok {
			t.Fatalf("sinCosApprox(%v) declined an argument within its range", x)
		}
		gs, gc := SinCos(x)
		check("sin", x, s, gs)
		check("cos", x, c, gc)
	}
	for _, r := range glibcRows(t, "libm_glibc.json.gz") {
		if s, c, ok := sinCosApprox(r[0]); ok {
			check("sin (glibc vector)", r[0], s, r[1])
			check("cos (glibc vector)", r[0], c, r[2])
		}
	}
	t.Logf("sin, cos: largest distance %g (bound %g)", worst, float64(approxBound))
}

// TestApproxDeclines checks the arguments the approximations leave to glibc's kernels.
func TestApproxDeclines(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	for _, a := range [][2]float64{{0, 1}, {1, 0}, {math.Copysign(0, -1), -1}, {inf, 1}, {1, -inf}, {nan, 1}, {1, nan}} {
		if _, ok := atan2Approx(a[0], a[1]); ok {
			t.Errorf("atan2Approx(%v, %v) took the arguments", a[0], a[1])
		}
	}
	for _, x := range []float64{0x1p19 * 1.0000001, -0x1p20, inf, -inf, nan} {
		if _, _, ok := sinCosApprox(x); ok {
			t.Errorf("sinCosApprox(%v) took the argument", x)
		}
	}
}

// same32Bits reports whether a and b are the same float64 bits, NaNs of any payload alike.
func same32Bits(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) || (math.IsNaN(a) && math.IsNaN(b))
}

// TestAtan2Add32 compares Atan2Add32 with the float32 of glibc's atan2 plus the offset, bit for
// bit: on the tests' arguments with the offsets the simulation adds, on special values, and on
// offsets chosen so the sum lies on a float32 rounding boundary, where the approximation's
// interval straddles it and the exact kernel must decide.
func TestAtan2Add32(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	args := append(atan2Args(100000),
		[2]float64{0, 1}, [2]float64{0, -1}, [2]float64{math.Copysign(0, -1), -1}, [2]float64{1, 0},
		[2]float64{inf, 1}, [2]float64{inf, -inf}, [2]float64{nan, 1}, [2]float64{5e-324, 1})
	straddled := 0
	check := func(y, x, add float64) {
		want := float64(float32(Atan2(y, x) + add))
		if got := Atan2Add32(y, x, add); !same32Bits(got, want) {
			t.Errorf("Atan2Add32(%v, %v, %v) = %v, want %v", y, x, add, got, want)
		}
	}
	for i, a := range args {
		check(a[0], a[1], math.Pi/2)
		check(a[0], a[1], 0)
		check(a[0], a[1], -math.Pi)
		if z, ok := atan2Approx(a[0], a[1]); ok && i%7 == 0 {
			// An offset that puts the sum within an ulp of the midpoint between two float32s.
			f := float32(z + 2)
			mid := (float64(f) + float64(math.Nextafter32(f, 10))) / 2
			add := mid - z
			if !same32((z-approxBound)+add, (z+approxBound)+add) {
				straddled++
			}
			check(a[0], a[1], add)
		}
	}
	if straddled < 1000 {
		t.Errorf("only %d cases reached the exact kernel through a straddled interval", straddled)
	}
}

// TestSinCosMul32 compares SinCosMul32 with the float32s of glibc's sin and cos times the scale,
// bit for bit, as TestAtan2Add32 does for atan2, scales on a rounding boundary included.
func TestSinCosMul32(t *testing.T) {
	inf, nan := math.Inf(1), math.NaN()
	args := append(sinCosArgs(100000), 0, math.Copysign(0, -1), 0x1p19, 0x1p30, inf, nan, 5e-324)
	straddled := 0
	check := func(x, scale float64) {
		s, c := SinCos(x)
		ws, wc := float64(float32(s*scale)), float64(float32(c*scale))
		if gs, gc := SinCosMul32(x, scale); !same32Bits(gs, ws) || !same32Bits(gc, wc) {
			t.Errorf("SinCosMul32(%v, %v) = %v, %v, want %v, %v", x, scale, gs, gc, ws, wc)
		}
	}
	for i, x := range args {
		check(x, 1)
		check(x, 0)
		check(x, 1.6*0.9*62.5)
		check(x, -3.25)
		if s, _, ok := sinCosApprox(x); ok && i%7 == 0 && s != 0 {
			// A scale that puts sin·scale within an ulp of the midpoint between two float32s.
			f := float32(s * 100)
			mid := (float64(f) + float64(math.Nextafter32(f, 1000))) / 2
			scale := mid / s
			if !same32((s-approxBound)*scale, (s+approxBound)*scale) {
				straddled++
			}
			check(x, scale)
		}
	}
	if straddled < 1000 {
		t.Errorf("only %d cases reached the exact kernel through a straddled interval", straddled)
	}
}

// FuzzRound32 compares Atan2Add32 and SinCosMul32 with glibc's results rounded the same way,
// bit for bit, on fuzzed arguments (the seeds: a heading's step, the axes, a huge angle).
func FuzzRound32(f *testing.F) {
	f.Add(3.0, -4.0, math.Pi/2, 1.6*0.9*62.5)
	f.Add(0.0, -1.0, 0.0, 1.0)
	f.Add(1e-300, 1e300, -math.Pi, -2.5)
	f.Add(0x1p19, 7.0, 1e-7, 1e30)
	f.Fuzz(func(t *testing.T, y, x, add, scale float64) {
		want := float64(float32(Atan2(y, x) + add))
		if got := Atan2Add32(y, x, add); !same32Bits(got, want) {
			t.Errorf("Atan2Add32(%v, %v, %v) = %v, want %v", y, x, add, got, want)
		}
		for _, a := range []float64{y, x, add} {
			s, c := SinCos(a)
			ws, wc := float64(float32(s*scale)), float64(float32(c*scale))
			if gs, gc := SinCosMul32(a, scale); !same32Bits(gs, ws) || !same32Bits(gc, wc) {
				t.Errorf("SinCosMul32(%v, %v) = %v, %v, want %v, %v", a, scale, gs, gc, ws, wc)
			}
		}
	})
}
