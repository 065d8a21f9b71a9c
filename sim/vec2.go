package sim

import (
	"math"

	"crdplayer/sim/libm"
)

// piF64 is Python's math.pi. It is a variable, not a constant, so that expressions on it (pi/12,
// 2+i*2 times pi/8) round from the double as the port's do; a constant would be folded exactly.
var piF64 = 3.141592653589793

// Vec2 is a world-space vector in float64, as the reference port's grim.geom.Vec2 holds it
// (world pixels, y down). Products that feed sums are converted explicitly so the compiler
// never fuses them into an FMA (which would change the bits on arm64 and amd64 v3).
type Vec2 struct {
	X, Y float64
}

func (v Vec2) Add(o Vec2) Vec2 { return Vec2{v.X + o.X, v.Y + o.Y} }
func (v Vec2) Sub(o Vec2) Vec2 { return Vec2{v.X - o.X, v.Y - o.Y} }

// Mul rounds each product explicitly so that a following Add is never fused into an FMA.
func (v Vec2) Mul(s float64) Vec2        { return Vec2{float64(v.X * s), float64(v.Y * s)} }
func (v Vec2) Div(s float64) Vec2        { return Vec2{v.X / s, v.Y / s} }
func (v Vec2) LengthSq() float64         { return float64(v.X*v.X) + float64(v.Y*v.Y) }
func (v Vec2) Length() float64           { return math.Sqrt(v.LengthSq()) }
func (v Vec2) DistanceTo(o Vec2) float64 { return o.Sub(v).Length() }
func (v Vec2) F32() Vec2                 { return Vec2{f32(v.X), f32(v.Y)} }

// Normalized returns v scaled to length 1, or the zero vector when v is zero (Vec2.normalized).
func (v Vec2) Normalized() Vec2 {
	m := v.LengthSq()
	if m <= 0 {
		return Vec2{}
	}
	inv := 1.0 / math.Sqrt(m)
	return Vec2{v.X * inv, v.Y * inv}
}

// NormalizedWithLength returns v/|v| and |v|, or zeros when |v| <= eps (Vec2.normalized_with_length).
func (v Vec2) NormalizedWithLength(eps float64) (Vec2, float64) {
	m := v.Length()
	if m <= eps {
		return Vec2{}, 0
	}
	return v.Div(m), m
}

// DirectionTo is the unit vector from v towards o (Vec2.direction_to, epsilon 1e-6).
func (v Vec2) DirectionTo(o Vec2) Vec2 {
	d, _ := o.Sub(v).NormalizedWithLength(1e-6)
	return d
}

// Vec2FromAngle is (cos a, sin a) (Vec2.from_angle).
func Vec2FromAngle(a float64) Vec2 {
	s, c := libm.SinCos(a)
	return Vec2{c, s}
}

// Vec2FromHeading is the unit vector of a heading (0 = up): from_angle(heading - pi/2).
func Vec2FromHeading(h float64) Vec2 { return Vec2FromAngle(h - math.Pi/2) }

// ToAngle is atan2(y, x) (Vec2.to_angle).
func (v Vec2) ToAngle() float64 { return libm.Atan2(v.Y, v.X) }

// ToHeading is to_angle() + pi/2 (Vec2.to_heading).
func (v Vec2) ToHeading() float64 { return v.ToAngle() + math.Pi/2 }

// DistanceSq is the squared distance between a and b (Vec2.distance_sq).
func DistanceSq(a, b Vec2) float64 {
	dx := b.X - a.X
	dy := b.Y - a.Y
	return float64(dx*dx) + float64(dy*dy)
}
