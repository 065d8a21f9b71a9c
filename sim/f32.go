package sim

import (
	"math"

	"crdplayer/sim/libm"
)

// The reference port computes in float64 and rounds to float32 at the exact points where the
// native game stores a float; these helpers mark those points (math_parity.py).

// f32 rounds x to the nearest float32 and widens it back (math_parity.f32).
func f32(x float64) float64 { return float64(float32(x)) }

// f32FromBits returns the float32 with the given IEEE bits, widened.
func f32FromBits(bits uint32) float64 { return float64(math.Float32frombits(bits)) }

// Exact float32 literals the native movement and heading code uses (math_parity.NATIVE_*).
var (
	nativePi            = f32FromBits(0x40490FDB)
	nativeHalfPi        = f32FromBits(0x3FC90FDB)
	nativeTau           = f32FromBits(0x40C90FDB)
	nativeTurnRateScale = f32FromBits(0x3FAAAAAB)
)

func sinF32(rad float64) float64        { return f32(libm.Sin(rad)) }
func cosF32(rad float64) float64        { return f32(libm.Cos(rad)) }
func atan2F32(y, x float64) float64     { return f32(libm.Atan2(y, x)) }
func headingAddPiF32(h float64) float64 { return f32(h + nativePi) }

var nativeLeftAxisHeadingPos = f32(nativeTau - nativeHalfPi)

// headingFromDeltaF32 is the heading (0 = up, clockwise, radians) of the vector (dx, dy), with
// the native fpatan tie-break that encodes near-horizontal left-pointing vectors as -pi/2
// (math_parity.heading_from_delta_f32).
func headingFromDeltaF32(dx, dy float64) float64 {
	h := libm.Atan2Add32(dy, dx, nativeHalfPi)
	if dx < 0 && math.Abs(h-nativeLeftAxisHeadingPos) <= 1e-6 && math.Abs(dy) <= 5e-4 {
		return f32(h - nativeTau)
	}
	return h
}

// headingToDirectionF32 is the unit vector of a heading, each component rounded to float32
// (math_parity.heading_to_direction_f32).
func headingToDirectionF32(heading float64) Vec2 {
	rad := f32(heading) - nativeHalfPi
	return Vec2{cosF32(rad), sinF32(rad)}
}
