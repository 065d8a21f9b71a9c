package sim

import "golang.org/x/sys/cpu"

// libmFMAAsm selects the assembly kernels of sin, cos and atan2 (libm_amd64.s) on CPUs with
// FMA. In a default (GOAMD64=v1) build every math.FMA tests the CPU feature and spills the live
// registers around its software fallback, which costs more than the kernels' arithmetic; the
// assembly gives the Go kernels' bits (the same operations in the same order, but for two
// atan2 steps shown equal there). Without FMA the Go kernels run, their math.FMA then the
// exact software one. The VEX encoding also needs the OS to save the AVX registers, which
// x/sys/cpu's HasAVX includes and its HasFMA does not.
var libmFMAAsm = cpu.X86.HasFMA && cpu.X86.HasAVX

func glibcSinCos(x float64) (sin, cos float64) {
	if libmFMAAsm {
		if s, c, ok := libmSinCosFMA(x); ok {
			return s, c
		}
	}
	return glibcSinCosGeneric(x)
}

func libmDoSin(x, dx float64) float64 {
	if libmFMAAsm {
		return libmDoSinFMA(x, dx)
	}
	return libmDoSinGeneric(x, dx)
}

func libmDoCos(x, dx float64) float64 {
	if libmFMAAsm {
		return libmDoCosFMA(x, dx)
	}
	return libmDoCosGeneric(x, dx)
}

func libmReduce(x float64) (a, da float64, n int) {
	if libmFMAAsm {
		return libmReduceFMA(x)
	}
	return libmReduceGeneric(x)
}

func glibcAtan2(y, x float64) float64 {
	if libmFMAAsm {
		if z, ok := glibcAtan2FMA(y, x); ok {
			return z
		}
	}
	return glibcAtan2Generic(y, x)
}

func libmDoSinFMA(x, dx float64) float64
func libmDoCosFMA(x, dx float64) float64
func libmReduceFMA(x float64) (a, da float64, n int)
func glibcAtan2FMA(y, x float64) (z float64, ok bool)
func libmSinCosFMA(x float64) (s, c float64, ok bool)
