// Package libm is glibc's sin, cos and atan2, bit for bit, in pure Go.
//
// The reference port of the game calls the platform libm through Python (glibc 2.36, whose
// IBM Accurate Mathematical Library results are within ~0.52 ulp but not always correctly
// rounded) and keeps some results as doubles: quest spawn positions and headings, projectile
// origins, damage falloff distances. Go's math.Sin, math.Cos and math.Atan2 differ from it in
// the last bit now and then, so code that must match the reference uses these instead.
//
// These are the Go kernels of sim's libm*.go (the path sim takes on CPUs without FMA), made a
// package of their own so that packages sim imports (sim/quest) can use them too. The expected
// values of the tests are glibc's own (sim/testdata/libm_*glibc.json.gz, from CPython's math
// module on the recording machines).
//
// It imports only the standard library.
package libm
