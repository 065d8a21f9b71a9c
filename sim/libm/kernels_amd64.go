package libm

import "golang.org/x/sys/cpu"

// fmaAsm selects the assembly kernels of sin, cos and atan2 (kernels_amd64.s) on CPUs with FMA.
// In a default (GOAMD64=v1) build every math.FMA tests the CPU feature and spills the live
// registers around its software fallback, which costs more than the kernels' arithmetic; the
// assembly gives the Go kernels' bits (the same operations in the same order; the tests compare
// them densely). Without FMA the Go kernels run, their math.FMA then the exact software one. The
// VEX encoding also needs the OS to save the AVX registers, which x/sys/cpu's HasAVX includes
// and its HasFMA does not.
var fmaAsm = cpu.X86.HasFMA && cpu.X86.HasAVX

// SinCos is glibc's sin(x) and cos(x), bit for bit as Sin and Cos, with the range test and the
// reduction by π/2 done once for both (most callers need both).
func SinCos(x float64) (sin, cos float64) {
	if fmaAsm {
		if s, c, ok := libmSinCosFMA(x); ok {
			return s, c
		}
	}
	return sinCosGeneric(x)
}

func doSin(x, dx float64) float64 {
	if fmaAsm {
		return libmDoSinFMA(x, dx)
	}
	return doSinGeneric(x, dx)
}

func doCos(x, dx float64) float64 {
	if fmaAsm {
		return libmDoCosFMA(x, dx)
	}
	return doCosGeneric(x, dx)
}

func reduce(x float64) (a, da float64, n int) {
	if fmaAsm {
		return libmReduceFMA(x)
	}
	return reduceGeneric(x)
}

// Atan2 is glibc's atan2(y, x).
func Atan2(y, x float64) float64 {
	if fmaAsm {
		if z, ok := glibcAtan2FMA(y, x); ok {
			return z
		}
	}
	return atan2Generic(y, x)
}

func libmDoSinFMA(x, dx float64) float64
func libmDoCosFMA(x, dx float64) float64
func libmReduceFMA(x float64) (a, da float64, n int)
func glibcAtan2FMA(y, x float64) (z float64, ok bool)
func libmSinCosFMA(x float64) (s, c float64, ok bool)
