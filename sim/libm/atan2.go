package libm

import "math"

// atan2 as glibc 2.36's IBM atan2 (slow paths removed, ~0.52 ulp, so not always correctly
// rounded) in its FMA build: u = min/max of |x|, |y| with its exact remainder, a short odd series
// below 1/16, else Gal's accurate table (atan2Table) and a degree-5 polynomial about its point,
// then the quadrant with π/2 or π in two parts.

const (
	atanD3    = -0x1.5555555555555p-2 // -1/3
	atanD5    = 0x1.999999999999ap-3  // 1/5
	atanD7    = -0x1.2492492492492p-3 // -1/7
	atanD9    = 0x1.c71c71c71c71cp-4  // 1/9
	atanD11   = -0x1.745d1745d1746p-4 // -1/11
	atanD13   = 0x1.3b13b13b13b14p-4  // 1/13
	atanHpi   = 0x1.921fb54442d18p+0  // π/2
	atanHpi1  = 0x1.1a62633145c07p-54 // π/2 - atanHpi
	atanOpi   = 0x1.921fb54442d18p+1  // π
	atanOpi1  = 0x1.1a62633145c07p-53 // π - atanOpi
	atanTwo52 = 0x1p52
	atanInv16 = 1.0 / 16
)

// atanSmallPoly is d3 + v(d5 + v(d7 + v(d9 + v(d11 + v·d13)))).
func atanSmallPoly(v float64) float64 {
	p := math.FMA(v, atanD13, atanD11)
	p = math.FMA(v, p, atanD9)
	p = math.FMA(v, p, atanD7)
	p = math.FMA(v, p, atanD5)
	return math.FMA(v, p, atanD3)
}

// atanTablePoly is c2 + v(c3 + v(c4 + v(c5 + v·c6))) for table row c.
func atanTablePoly(c *[7]float64, v float64) float64 {
	p := math.FMA(v, c[6], c[5])
	p = math.FMA(v, p, c[4])
	p = math.FMA(v, p, c[3])
	return math.FMA(v, p, c[2])
}

// atanTableRow is the table row for u in [1/16, 1].
func atanTableRow(u float64) *[7]float64 {
	// 256·u is exact, so the sum rounds once, as glibc's fused 256·u + 2^52 does.
	i := int(float64(256*u)+atanTwo52-atanTwo52) - 16
	return &atan2Table[i]
}

// exactAdd is z + zz = x + y exactly (glibc's EADD).
func exactAdd(x, y float64) (z, zz float64) {
	z = x + y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) + y
	}
	return z, (y - z) + x
}

// exactSub is z + zz = x - y exactly (glibc's ESUB).
func exactSub(x, y float64) (z, zz float64) {
	z = x - y
	if math.Abs(x) > math.Abs(y) {
		return z, (x - z) - y
	}
	return z, x - (y + z)
}

// atan2Generic is glibc's atan2(y, x) in Go, for every CPU.
func atan2Generic(y, x float64) float64 {
	ux := int32(math.Float64bits(x) >> 32)
	uy := int32(math.Float64bits(y) >> 32)
	// Zeros, infinities and NaNs (exponent all ones) take the C99 special cases, as glibc
	// returns them.
	if x == 0 || y == 0 || ux&0x7ff00000 == 0x7ff00000 || uy&0x7ff00000 == 0x7ff00000 {
		return math.Atan2(y, x)
	}
	de := (uy & 0x7ff00000) - (ux & 0x7ff00000)
	ax, ay := math.Abs(x), math.Abs(y)
	const ep = 57 << 20
	if de >= ep {
		return math.Copysign(atanHpi, y)
	} else if de <= -ep {
		if x > 0 {
			return math.Copysign(ay/ax, y)
		}
		return math.Copysign(atanOpi, y)
	}
	if ax < 0x1p-500 || ay < 0x1p-500 {
		ax *= 0x1p500
		ay *= 0x1p500
	}
	if ax > 0x1p500 || ay > 0x1p500 {
		ax *= 0x1p-500
		ay *= 0x1p-500
	}
	return math.Copysign(atan2Core(ax, ay, x > 0), y)
}

// atan2Core is atan2(ay, ±ax) for x > 0 (xPos) or x < 0, of the non-special
// magnitudes Atan2 leaves (scaled into range), before the sign of y.
func atan2Core(ax, ay float64, xPos bool) float64 {
	var u, du float64
	// v is rounded explicitly: ay - v is a product subtracted, which Go may otherwise fuse
	// (arm64 does), losing the split of ay into v + vv + remainder.
	if ay < ax {
		u = ay / ax
		v := float64(ax * u)
		vv := math.FMA(ax, u, -v)
		du = ((ay - v) - vv) / ax
	} else {
		u = ax / ay
		v := float64(ay * u)
		vv := math.FMA(ay, u, -v)
		du = ((ax - v) - vv) / ay
	}
	var z float64
	switch {
	case xPos && ay < ax: // atan(ay/ax)
		if u < atanInv16 {
			v := u * u
			zz := math.FMA(u*v, atanSmallPoly(v), du)
			z = u + zz
			break
		}
		c := atanTableRow(u)
		v, dv := exactAdd(u-c[0], du)
		p := math.FMA(v, c[6], c[5])
		p = math.FMA(v, p, c[4])
		p = math.FMA(v, p, c[3])
		s := math.FMA(dv, c[2], (v*v)*p)
		zz := math.FMA(v, c[2], s)
		z = c[1] + zz
	case xPos: // π/2 - atan(ax/ay)
		if u < atanInv16 {
			v := u * u
			t2, cor := exactSub(atanHpi, u)
			t3 := math.FMA(-(u * v), atanSmallPoly(v), (atanHpi1+cor)-du)
			z = t2 + t3
			break
		}
		c := atanTableRow(u)
		v := (u - c[0]) + du
		zz := math.FMA(-v, atanTablePoly(c, v), atanHpi1)
		z = (atanHpi - c[1]) + zz
	case ax < ay: // π/2 + atan(ax/ay)
		if u < atanInv16 {
			v := u * u
			t2, cor := exactAdd(atanHpi, u)
			t3 := math.FMA(u*v, atanSmallPoly(v), (atanHpi1+cor)+du)
			z = t2 + t3
			break
		}
		c := atanTableRow(u)
		v := (u - c[0]) + du
		zz := math.FMA(v, atanTablePoly(c, v), atanHpi1)
		z = (atanHpi + c[1]) + zz
	default: // π - atan(ay/ax)
		if u < atanInv16 {
			v := u * u
			t2, cor := exactSub(atanOpi, u)
			t3 := math.FMA(-(u * v), atanSmallPoly(v), (atanOpi1+cor)-du)
			z = t2 + t3
			break
		}
		c := atanTableRow(u)
		v := (u - c[0]) + du
		zz := math.FMA(-v, atanTablePoly(c, v), atanOpi1)
		z = (atanOpi - c[1]) + zz
	}
	return z
}
