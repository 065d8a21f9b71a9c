//go:build !amd64

package sim

// Elsewhere math.FMA compiles to the fused instruction (or the exact software one) without a
// per-call CPU test, so the Go kernels run directly.

const libmFMAAsm = false

func libmDoSin(x, dx float64) float64             { return libmDoSinGeneric(x, dx) }
func libmDoCos(x, dx float64) float64             { return libmDoCosGeneric(x, dx) }
func libmReduce(x float64) (a, da float64, n int) { return libmReduceGeneric(x) }
func glibcAtan2(y, x float64) float64             { return glibcAtan2Generic(y, x) }
func glibcSinCos(x float64) (sin, cos float64)    { return glibcSinCosGeneric(x) }
