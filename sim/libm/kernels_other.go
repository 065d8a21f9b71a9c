//go:build !amd64

package libm

// Other architectures run the Go kernels: every math.FMA there is exact (in hardware or in
// software) and no other product is added without an explicit rounding, so the bits are the
// same as on amd64.

// SinCos is glibc's sin(x) and cos(x), bit for bit as Sin and Cos, with the range test and the
// reduction by π/2 done once for both.
func SinCos(x float64) (sin, cos float64) { return sinCosGeneric(x) }

// Atan2 is glibc's atan2(y, x).
func Atan2(y, x float64) float64 { return atan2Generic(y, x) }

func doSin(x, dx float64) float64             { return doSinGeneric(x, dx) }
func doCos(x, dx float64) float64             { return doCosGeneric(x, dx) }
func reduce(x float64) (a, da float64, n int) { return reduceGeneric(x) }
