package libm

import (
	"math"
	"testing"
)

// TestGoKernelsMatchGlibc runs the glibc comparisons on the Go kernels, which CPUs without
// FMA use; the other tests take the assembly ones when this CPU has FMA.
func TestGoKernelsMatchGlibc(t *testing.T) {
	saved := fmaAsm
	fmaAsm = false
	defer func() { fmaAsm = saved }()
	TestSinCosMatchGlibc(t)
	TestSinCosMatchesSinAndCos(t)
	TestAtan2MatchesGlibc(t)
}

// TestFMAKernelsMatchGo compares the assembly kernels with the Go ones bit for bit on a
// dense deterministic sample of each kernel's argument range.
func TestFMAKernelsMatchGo(t *testing.T) {
	if !fmaAsm {
		t.Log("this CPU has no FMA: the assembly kernels never run here")
		return
	}
	state := uint64(0x2545f4914f6cdd1d)
	next := func() float64 {
		state = state*6364136223846793005 + 1442695040888963407
		return float64(state>>11) / (1 << 53)
	}
	same := func(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }
	bad := 0
	fail := func(format string, args ...any) {
		bad++
		if bad < 10 {
			t.Errorf(format, args...)
		}
	}
	for i := 0; i < 300000; i++ {
		// do_sin and do_cos: |x| < 0.85546875 with a tail far below x's last bit.
		x := (next()*2 - 1) * 0.85546875
		dx := (next()*2 - 1) * 0x1p-54 * math.Abs(x)
		if i%4 == 0 {
			dx = 0
		}
		if g, a := doSinGeneric(x, dx), libmDoSinFMA(x, dx); !same(g, a) {
			fail("do_sin(%v, %v): go %v, asm %v", x, dx, g, a)
		}
		if g, a := doCosGeneric(x, dx), libmDoCosFMA(x, dx); !same(g, a) {
			fail("do_cos(%v, %v): go %v, asm %v", x, dx, g, a)
		}
		// The reduction, over the game's angles and all magnitudes it accepts.
		r := (next()*2 - 1) * 20
		if i%2 == 1 {
			r = math.Ldexp(next(), int(state%27)) * 105414350 / (1 << 26)
		}
		ga, gda, gn := reduceGeneric(r)
		aa, ada, an := libmReduceFMA(r)
		if !same(ga, aa) || !same(gda, ada) || gn != an {
			fail("reduce(%v): go %v %v %d, asm %v %v %d", r, ga, gda, gn, aa, ada, an)
		}
		// sincos over every range it branches on.
		for _, v := range []float64{r, x, math.Ldexp(next(), int(state%80)-60)} {
			gs, gc := sinCosGeneric(v)
			as, ac, ok := libmSinCosFMA(v)
			if !ok || !same(gs, as) || !same(gc, ac) {
				fail("sincos(%v): go %v %v, asm %v %v (ok %v)", v, gs, gc, as, ac, ok)
			}
		}
		// atan2: every quadrant, both quotient orders, both table halves, the small-u series,
		// the far-apart magnitudes and the scaled extremes.
		ax := math.Ldexp(next()+0.5, int(state%40)-20)
		ay := math.Ldexp(next()+0.5, int(state>>8%40)-20)
		switch i % 8 {
		case 0:
			ay = ax
		case 1:
			ay = math.Ldexp(ay, int(state>>16%140)-70)
		case 2:
			ax, ay = math.Ldexp(ax, -1040), math.Ldexp(ay, -1010)
		case 3:
			ax, ay = math.Ldexp(ax, 990), math.Ldexp(ay, 1000)
		}
		for _, sx := range []float64{1, -1} {
			for _, sy := range []float64{1, -1} {
				x, y := sx*ax, sy*ay
				z, ok := glibcAtan2FMA(y, x)
				if g := atan2Generic(y, x); !ok || !same(g, z) {
					fail("atan2(%v, %v): go %v, asm %v (ok %v)", y, x, g, z, ok)
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d differ", bad)
	}
}
