package sim

import "crdplayer/sim/libm"

// onCircleExact is center + (cos a, sin a)·r with glibc's cos and sin, each product rounded
// before the sum (the port's Vec2.from_angle(a) * r + center).
func onCircleExact(center Vec2, angle, r float64) Vec2 {
	s, c := libm.SinCos(angle)
	return Vec2{float64(c*r) + center.X, float64(s*r) + center.Y}
}
