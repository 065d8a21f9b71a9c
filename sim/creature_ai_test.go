package sim

import (
	"math"
	"testing"
)

// TestForceTargetSquareBounds checks that comparing the float32 square with the bounds decides
// exactly as comparing the rounded float32 distance with 40 and 400, on every float32 square
// near either bound.
func TestForceTargetSquareBounds(t *testing.T) {
	for _, b := range []float32{forceTargetNearSq, forceTargetFarSq} {
		q := b
		for range 2000 {
			q = math.Nextafter32(q, 0)
		}
		for range 4000 {
			d := float32(math.Sqrt(float64(q)))
			if (d < 40) != (q < forceTargetNearSq) || (d > 400) != (q >= forceTargetFarSq) {
				t.Fatalf("q %v: distance %v, near %v far %v", q, d, q < forceTargetNearSq, q >= forceTargetFarSq)
			}
			q = math.Nextafter32(q, float32(math.Inf(1)))
		}
	}
}
