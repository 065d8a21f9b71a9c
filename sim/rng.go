package sim

// CRand is the MSVC CRT rand() linear congruential generator the original game draws every
// random number from (grim/rand.py CrtRand): state = state*214013 + 2531011 mod 2^32, and each
// draw returns bits 16..30 of the new state (0..0x7fff). It lives inside the World so that a
// snapshot carries the rng state.
type CRand struct {
	State uint32
}

// Srand sets the rng state (crt_srand).
func (r *CRand) Srand(seed uint32) { r.State = seed }

// Rand advances the state and returns the next draw, 0..32767 (crt_rand).
func (r *CRand) Rand() int {
	r.State = r.State*214013 + 2531011
	return int(r.State>>16) & 0x7fff
}
