package libm

import (
	"math"
	"math/rand/v2"
	"testing"
)

// benchArgs are the kind of arguments the creature update passes: a target's offset in world
// pixels (atan2) and a heading in radians with one tick's step (sin, cos).
func benchArgs() (dx, dy, rad []float64) {
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 1024
	dx, dy, rad = make([]float64, n), make([]float64, n), make([]float64, n)
	for i := range n {
		dx[i] = float64(float32(rng.Float64()*2048 - 1024))
		dy[i] = float64(float32(rng.Float64()*2048 - 1024))
		rad[i] = float64(float32(rng.Float64()*2*math.Pi)) - math.Pi/2
	}
	return dx, dy, rad
}

var benchSink float64

// BenchmarkAtan2Add32 times a creature's target heading (ns/op per call): Atan2Add32 and, for
// comparison, the exact Atan2 it replaces.
func BenchmarkAtan2Add32(b *testing.B) {
	dx, dy, _ := benchArgs()
	b.Run("approx", func(b *testing.B) {
		s := 0.0
		for i := 0; b.Loop(); i++ {
			s += Atan2Add32(dy[i&1023], dx[i&1023], math.Pi/2)
		}
		benchSink = s
	})
	b.Run("exact", func(b *testing.B) {
		s := 0.0
		for i := 0; b.Loop(); i++ {
			s += float64(float32(Atan2(dy[i&1023], dx[i&1023]) + math.Pi/2))
		}
		benchSink = s
	})
}

// BenchmarkSinCosMul32 times a creature's step along its heading (ns/op per call): SinCosMul32
// and the exact SinCos it replaces.
func BenchmarkSinCosMul32(b *testing.B) {
	_, _, rad := benchArgs()
	const scale = 0.016 * 1.0 * 1.3 * 30
	b.Run("approx", func(b *testing.B) {
		s := 0.0
		for i := 0; b.Loop(); i++ {
			x, y := SinCosMul32(rad[i&1023], scale)
			s += x + y
		}
		benchSink = s
	})
	b.Run("exact", func(b *testing.B) {
		s := 0.0
		for i := 0; b.Loop(); i++ {
			x, y := SinCos(rad[i&1023])
			s += float64(float32(x*scale)) + float64(float32(y*scale))
		}
		benchSink = s
	})
}
