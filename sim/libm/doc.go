// Package libm is glibc's sin, cos and atan2, bit for bit.
//
// The reference port of the game calls the platform libm through Python (glibc 2.36's IBM
// Accurate Mathematical Library in its FMA build, whose results are within ~0.52 ulp but not
// always correctly rounded) and keeps some results as doubles: spawn positions and headings,
// projectile origins, damage falloff distances. Go's math.Sin, math.Cos and math.Atan2 differ
// from it in the last bit now and then, so the simulation (sim, sim/quest) uses these instead,
// never the math package's.
//
// The algorithms are glibc's: table lookup at i/128 plus short polynomials and a Cody–Waite
// reduction by π/2 for sin and cos; Gal's accurate table and a degree-5 polynomial for atan2;
// fused multiply-adds exactly where the FMA build fuses them (math.FMA), and an explicit
// rounding of every other product that is added, so Go never fuses one on its own. On amd64
// CPUs with FMA and AVX the same operations run as assembly (kernels_amd64.s), which the tests
// compare with the Go kernels bit for bit; every other CPU runs the Go kernels.
//
// Where the simulation rounds a result to float32 at once (a creature's target heading, its
// step), Atan2Add32 and SinCosMul32 give the same float32 from a cheaper approximation whenever
// the approximation's error bound cannot change the rounding, and run glibc's kernels when it
// could (round32.go): the bits are glibc's either way, the chains of dependent operations are
// shorter.
//
// Licence: atan2_table.go is data of glibc's libm, which is
// LGPL-2.1-or-later; see the repository's NOTICE. The expected values of the tests are glibc's
// own results (sim/testdata/libm_*glibc.json.gz).
//
// It imports only the standard library and golang.org/x/sys/cpu; it must never import sim.
package libm
