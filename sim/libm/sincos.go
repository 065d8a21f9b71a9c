package libm

import "math"

// Sin and cos as glibc 2.36 computes them in its FMA build: table lookup at i/128 plus short
// polynomials, Cody–Waite reduction by π/2, and fused multiply-adds exactly where that build
// fuses them. Arguments of 105414350 and more (never reached by the game) fall back to Go's
// math. Every math.FMA is exact on every architecture, and no other product here is added
// without an explicit rounding, so the results are the same everywhere.

const (
	s1    = -0x1.5555555555555p-3
	s2    = 0x1.1111111110ECEp-7
	s3    = -0x1.A01A019DB08B8p-13
	s4    = 0x1.71DE27B9A7ED9p-19
	s5    = -0x1.ADDFFC2FCDF59p-26
	big   = 0x1.8p45 // adding it rounds |x| to a multiple of 1/128
	hp0   = 0x1.921FB54442D18p0
	hp1   = 0x1.1A62633145C07p-54
	mp1   = 0x1.921FB58p0
	mp2   = -0x1.DDE973Cp-27
	pp3   = -0x1.CB3B398p-55
	pp4   = -0x1.d747f23e32ed7p-83
	hpinv = 0x1.45F306DC9C883p-1
	toint = 0x1.8p52
	sn3   = -1.66666666666666666666666666666667e-01
	sn5   = 8.33333333333333333333333333333333e-03
	cs2   = 5.00000000000000000000000000000000e-01
	cs4   = -4.16666666666666666666666666666667e-02
	cs6   = 1.38888888888888888888888888888889e-03
)

// taylorSin is sin(x + dx) for |x| < 0.126.
func taylorSin(xx, x, dx float64) float64 {
	p := math.FMA(s5, xx, s4)
	p = math.FMA(p, xx, s3)
	p = math.FMA(p, xx, s2)
	p = math.FMA(p, xx, s1)
	t := math.FMA(p, x, -(0.5 * dx))
	t = math.FMA(t, xx, dx)
	return x + t
}

// tableIndex rounds |x| to a multiple of 1/128 through the big constant and returns the
// table row and the remainder.
func tableIndex(ax float64) (int, float64) {
	u := big + ax
	return int(math.Float64bits(u) & 0xffffffff), ax - (u - big)
}

// doSinGeneric is sin(x + dx) for |x| < 0.855469 (glibc do_sin).
func doSinGeneric(x, dx float64) float64 {
	xold := x
	if math.Abs(x) < 0.126 {
		return taylorSin(x*x, x, dx)
	}
	if x <= 0 {
		dx = -dx
	}
	k, r := tableIndex(math.Abs(x))
	x = r
	xx := x * x
	s := x + math.FMA(x*xx, math.FMA(xx, sn5, sn3), dx)
	c := math.FMA(x, dx, xx*math.FMA(xx, math.FMA(xx, cs6, cs4), cs2))
	e := &sinCosTable[k]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(s, ccs, ssn)
	cor = math.FMA(-sn, c, cor)
	cor = math.FMA(cs, s, cor)
	return math.Copysign(sn+cor, xold)
}

// doCosGeneric is cos(x + dx) for |x| < 0.855469 (glibc do_cos).
func doCosGeneric(x, dx float64) float64 {
	if x < 0 {
		dx = -dx
	}
	k, r := tableIndex(math.Abs(x))
	x = r + dx
	xx := x * x
	s := math.FMA(x*xx, math.FMA(xx, sn5, sn3), x)
	c := xx * math.FMA(xx, math.FMA(xx, cs6, cs4), cs2)
	e := &sinCosTable[k]
	sn, ssn, cs, ccs := e[0], e[1], e[2], e[3]
	cor := math.FMA(-s, ssn, ccs)
	cor = math.FMA(-cs, c, cor)
	cor = math.FMA(-sn, s, cor)
	return cs + cor
}

// reduceGeneric reduces x (|x| < 105414350) by π/2: x = n·π/2 + (a + da), n mod 4
// returned.
func reduceGeneric(x float64) (a, da float64, n int) {
	t := math.FMA(x, hpinv, toint)
	xn := t - toint
	n = int(math.Float64bits(t) & 3)
	y := math.FMA(-xn, mp2, math.FMA(-xn, mp1, x))
	t2 := math.FMA(-xn, pp3, y)
	db := math.FMA(-xn, pp3, y-t2)
	b := math.FMA(-xn, pp4, t2)
	db += math.FMA(-xn, pp4, t2-b)
	return b, db, n
}

// sinCosQuadrant is sin or cos of a + da in quadrant n (glibc do_sincos).
func sinCosQuadrant(a, da float64, n int) float64 {
	var v float64
	if n&1 != 0 {
		v = doCos(a, da)
	} else {
		v = doSin(a, da)
	}
	if n&2 != 0 {
		return -v
	}
	return v
}

// Sin is glibc's sin(x).
func Sin(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e500000:
		return x
	case k < 0x3feb6000:
		return doSin(x, 0)
	case k < 0x400368fd:
		return math.Copysign(doCos(hp0-math.Abs(x), hp1), x)
	case k < 0x419921FB:
		a, da, n := reduce(x)
		return sinCosQuadrant(a, da, n)
	case k < 0x7ff00000:
		return math.Sin(x)
	}
	return math.NaN()
}

// Cos is glibc's cos(x).
func Cos(x float64) float64 {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000:
		return 1
	case k < 0x3feb6000:
		return doCos(x, 0)
	case k < 0x400368fd:
		y := hp0 - math.Abs(x)
		a := y + hp1
		da := (y - a) + hp1
		return doSin(a, da)
	case k < 0x419921FB:
		a, da, n := reduce(x)
		return sinCosQuadrant(a, da, n+1)
	case k < 0x7ff00000:
		return math.Cos(x)
	}
	return math.NaN()
}

// sinCosGeneric is glibc's sin(x) and cos(x), bit for bit as Sin and Cos, with
// the range test and the reduction by π/2 done once for both (most callers need both).
func sinCosGeneric(x float64) (sin, cos float64) {
	k := uint32(math.Float64bits(x)>>32) & 0x7fffffff
	switch {
	case k < 0x3e400000:
		return x, 1
	case k < 0x3e500000:
		return x, doCos(x, 0)
	case k < 0x3feb6000:
		return doSin(x, 0), doCos(x, 0)
	case k < 0x400368fd:
		y := hp0 - math.Abs(x)
		sin = math.Copysign(doCos(y, hp1), x)
		a := y + hp1
		da := (y - a) + hp1
		return sin, doSin(a, da)
	case k < 0x419921FB:
		a, da, n := reduce(x)
		s, c := doSin(a, da), doCos(a, da)
		// sin is quadrant n, cos quadrant n+1 of the same reduced argument.
		if n&1 != 0 {
			s, c = c, -s
		}
		if n&2 != 0 {
			s, c = -s, -c
		}
		return s, c
	}
	return Sin(x), Cos(x)
}
