package quest

import "testing"

// crand is the MSVC CRT rand() (as sim.CRand, which this package cannot import), counting
// its draws.
type crand struct {
	state uint32
	draws int
}

const (
	lcgMul = 214013
	lcgInc = 2531011
)

func (r *crand) Rand() int {
	r.state = r.state*lcgMul + lcgInc
	r.draws++
	return int(r.state>>16) & 0x7fff
}

// lcgMulInverse is 214013⁻¹ mod 2³² (Newton's iteration; each step doubles the correct low
// bits, an odd number being its own inverse mod 8).
var lcgMulInverse = func() uint32 {
	inv := uint32(lcgMul)
	for i := 0; i < 5; i++ {
		inv *= 2 - lcgMul*inv
	}
	return inv
}()

// stepBack undoes n LCG steps.
func stepBack(state uint32, n int) uint32 {
	for i := 0; i < n; i++ {
		state = (state - lcgInc) * lcgMulInverse
	}
	return state
}

func TestStepBackUndoesRand(t *testing.T) {
	if lcgMul*lcgMulInverse != 1 {
		t.Fatalf("214013 * %d = %d mod 2^32", lcgMulInverse, uint32(lcgMul*lcgMulInverse))
	}
	r := crand{state: 0xdeadbeef}
	for i := 0; i < 100; i++ {
		r.Rand()
	}
	if got := stepBack(r.state, 100); got != 0xdeadbeef {
		t.Fatalf("stepBack = %#x, want 0xdeadbeef", got)
	}
}
