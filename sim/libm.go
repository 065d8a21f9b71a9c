package sim

import "math"

// glibc's sin and cos, bit for bit. The reference port calls the platform libm through Python:
// glibc 2.36's IBM Accurate Mathematical Library code in its FMA build (chosen at run time on
// x86-64 CPUs with FMA), whose results are within ~0.52 ulp but not always correctly rounded.
// Where the port keeps a trig result as a double (spawn positions, projectile origins, damage
// falloff distances), the traces carry those bits, so the simulation evaluates the same
// algorithm: table lookup at i/128 plus short polynomials, Cody–Waite reduction by π/2, and
// fused multiply-adds exactly where the FMA build fuses them. Arguments of 105414350 and more
// (never reached by the game) fall back to Go's math.

const (
	libmS1    = -0x1.5555555555555p-3
	libmS2    = 0x1.1111111110ECEp-7
	libmS3    = -0x1.A01A019DB08B8p-13
	libmS4    = 0x1.71DE27B9A7ED9p-19
	libmS5    = -0x1.ADDFFC2FCDF59p-26
	libmBig   = 0x1.8p45 // adding it rounds |x| to a multiple of 1/128
	libmHp0   = 0x1.921FB54442D18p0
	libmHp1   = 0x1.1A62633145C07p-54
	libmMp1   = 0x1.921FB58p0
	libmMp2   = -0x1.DDE973Cp-27
	libmPp3   = -0x1.CB3B398p-55
	libmPp4   = -0x1.d747f23e32ed7p-83
	libmHpinv = 0x1.45F306DC9C883p-1
	libmToint = 0x1.8p52
	libmSn3   = -1.66666666666666666666666666666667e-01
	libmSn5   = 8.33333333333333333333333333333333e-03
	libmCs2   = 5.00000000000000000000000000000000e-01
	libmCs4   = -4.16666666666666666666666666666667e-02
	libmCs6   = 1.38888888888888888888888888888889e-03
)

// libmTaylorSin is sin(x + dx) for |x| < 0.126.
func libmTaylorSin(xx, x, dx float64) float64 {
	p := math.FMA(libmS5, xx, libmS4)
	p = math.FMA(p, xx, libmS3)
	p = math.FMA(p, xx, libmS2)
	p = math.FMA(p, xx, libmS1)
	t := math.FMA(p, x, -(0.5 * dx))
	t = math.FMA(t, xx, dx)
	return x + t
}

// libmTableIndex rounds |x| to a multiple of 1/128 through the big constant and returns the
// table row and the remainder.
func libmTableIndex(ax float64) (int, float64) {
	u := libmBig + ax
	return int(math.Float64bits(u) & 0xffffffff), ax - (u - libmBig)
}

// libmDoSinGeneric is sin(x + dx) for |x| < 0.855469 (glibc do_sin).
func libmDoSinGeneric(x, dx float64) float64 {
	xold := x
	if math.Abs(x) < 0.126 {
		return libmTaylorSin(x*x, x, dx)
	}
	if x <= 0 {
		dx = -dx
	}
	k, r := libmTableIndex(math.Abs(x))
	x = r
	xx := x * x
	s := x + math.FMA(x*xx, math.FMA(xx, libmSn5, libmSn3), dx)
	c := math.FMA(x, dx, xx*math.FMA(xx, math.FMA(xx, libmCs6, libmCs4), libmCs2))
	e := &sinCosTable[k]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(s, ccs, ssn)
	cor = math.FMA(-sn, c, cor)
	cor = math.FMA(cs, s, cor)
	return math.Copysign(sn+cor, xold)
}

// libmDoCosGeneric is cos(x + dx) for |x| < 0.855469 (glibc do_cos).
func libmDoCosGeneric(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	k, r := libmTableIndex(math.Abs(x))
	x = r + dx
	xx := x * x
	s := math.FMA(x*xx, math.FMA(xx, libmSn5, libmSn3), x)
	c := xx * math.FMA(xx, math.FMA(xx, libmCs6, libmCs4), libmCs2)
	e := &sinCosTable[k]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(-s, ssn, ccs)
	cor = math.FMA(-cs, c, cor)
	cor = math.FMA(-sn, s, cor)
	return cs + cor
}

// libmReduceGeneric reduces x (|x| < 105414350) by π/2: x = n·π/2 + (a + da), n mod 4
// returned.
func libmReduceGeneric(x float64) (a, da float64, n int) {
	t := math.FMA(x, libmHpinv, libmToint)
	xn := t - libmToint
	n = int(math.Float64bits(t) & 3)
	y := math.FMA(-xn, libmMp2, math.FMA(-xn, libmMp1, x))
	t2 := math.FMA(-xn, libmPp3, y)
	db := math.FMA(-xn, libmPp3, y-t2)
	b := math.FMA(-xn, libmPp4, t2)
	db += math.FMA(-xn, libmPp4, t2-b)
	return b, db, n
}

// libmSinCosQuadrant is sin or cos of a + da in quadrant n (glibc do_sincos).
func libmSinCosQuadrant(a, da float64, n int) float64 {
	var v float64
	if n&1 != 0 {
		v = libmDoCos(a, da)
	} else {
		v = libmDoSin(a, da)
	}
	if n&2 != 0 {
		return -v
	}
	return v
}

// glibcSin is glibc's sin(x).
func glibcSin(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e500000:
		return x
	case k < 0x3feb6000:
		return libmDoSin(x, 0)
	case k < 0x400368fd:
		return math.Copysign(libmDoCos(libmHp0-math.Abs(x), libmHp1), x)
	case k < 0x419921FB:
		a, da, n := libmReduce(x)
		return libmSinCosQuadrant(a, da, n)
	case k < 0x7ff00000:
		return math.Sin(x)
	}
	return math.NaN()
}

// glibcCos is glibc's cos(x).
func glibcCos(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000:
		return 1
	case k < 0x3feb6000:
		return libmDoCos(x, 0)
	case k < 0x400368fd:
		y := libmHp0 - math.Abs(x)
		a := y + libmHp1
		da := (y - a) + libmHp1
		return libmDoSin(a, da)
	case k < 0x419921FB:
		a, da, n := libmReduce(x)
		return libmSinCosQuadrant(a, da, n+1)
	case k < 0x7ff00000:
		return math.Cos(x)
	}
	return math.NaN()
}

// glibcSinCosGeneric is glibc's sin(x) and cos(x), bit for bit as glibcSin and glibcCos, with
// the range test and the reduction by π/2 done once for both (most callers need both).
func glibcSinCosGeneric(x float64) (sin, cos float64) {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000:
		return x, 1
	case k < 0x3e500000:
		return x, libmDoCos(x, 0)
	case k < 0x3feb6000:
		return libmDoSin(x, 0), libmDoCos(x, 0)
	case k < 0x400368fd:
		y := libmHp0 - math.Abs(x)
		sin = math.Copysign(libmDoCos(y, libmHp1), x)
		a := y + libmHp1
		da := (y - a) + libmHp1
		return sin, libmDoSin(a, da)
	case k < 0x419921FB:
		a, da, n := libmReduce(x)
		s, c := libmDoSin(a, da), libmDoCos(a, da)
		// sin is quadrant n, cos quadrant n+1 of the same reduced argument.
		if n&1 != 0 {
			s, c = c, -s
		}
		if n&2 != 0 {
			s, c = -s, -c
		}
		return s, c
	}
	return glibcSin(x), glibcCos(x)
}
