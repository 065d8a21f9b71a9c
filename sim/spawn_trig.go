package sim

import (
	"math"
	"math/big"
)

// Spawn positions computed from sin/cos are stored unrounded (a Rush spawn sits at
// 512 + 256·sin θ until its first move rounds it to float32), and the reference traces print
// them exactly. Go's math.Sin/Cos differ from glibc's, which the reference port uses and which
// are correctly rounded for practically every argument, by an ulp or two. Spawns are rare, so
// they use correctly rounded sin/cos computed with math/big instead.

const trigPrec = 256

var (
	bigPi, _ = new(big.Float).SetPrec(trigPrec).SetString(
		"3.14159265358979323846264338327950288419716939937510582097494459230781640628620899862803482534211706798")
	bigTwoPi = new(big.Float).SetPrec(trigPrec).Mul(bigPi, big.NewFloat(2))
	bigEps   = new(big.Float).SetPrec(trigPrec).SetMantExp(big.NewFloat(1), -trigPrec)
)

// sinCosExact returns sin x and cos x correctly rounded to float64.
func sinCosExact(x float64) (sin, cos float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN(), math.NaN()
	}
	if x == 0 {
		return x, 1
	}
	r := new(big.Float).SetPrec(trigPrec).SetFloat64(x)
	q := new(big.Float).SetPrec(trigPrec).Quo(r, bigTwoPi)
	qf, _ := q.Float64()
	k := new(big.Float).SetPrec(trigPrec).SetFloat64(math.Round(qf))
	r.Sub(r, k.Mul(k, bigTwoPi))

	r2 := new(big.Float).SetPrec(trigPrec).Mul(r, r)
	s := new(big.Float).SetPrec(trigPrec).Set(r) // running sum of the sine series
	c := new(big.Float).SetPrec(trigPrec).SetInt64(1)
	termS := new(big.Float).SetPrec(trigPrec).Set(r)
	termC := new(big.Float).SetPrec(trigPrec).SetInt64(1)
	tmp := new(big.Float).SetPrec(trigPrec)
	for n := int64(1); n < 200; n++ {
		// termC_n = -termC_{n-1}·r²/((2n-1)(2n)); termS_n = -termS_{n-1}·r²/((2n)(2n+1))
		termC.Mul(termC, r2)
		termC.Quo(termC, tmp.SetInt64((2*n-1)*(2*n)))
		termC.Neg(termC)
		c.Add(c, termC)
		termS.Mul(termS, r2)
		termS.Quo(termS, tmp.SetInt64((2*n)*(2*n+1)))
		termS.Neg(termS)
		s.Add(s, termS)
		if tmp.Abs(termS).Cmp(bigEps) < 0 && new(big.Float).Abs(termC).Cmp(bigEps) < 0 {
			break
		}
	}
	sin, _ = s.Float64()
	cos, _ = c.Float64()
	return sin, cos
}

// onCircleExact is center + (cos a, sin a)·r with correctly rounded cos and sin, each product
// rounded before the sum (the port's Vec2.from_angle(a) * r + center).
func onCircleExact(center Vec2, angle, r float64) Vec2 {
	s, c := sinCosExact(angle)
	return Vec2{float64(c*r) + center.X, float64(s*r) + center.Y}
}
