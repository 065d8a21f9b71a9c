package sim

// RngMark is the RNG state after one named phase of a tick (the port's rng_marks names, e.g.
// "ws_after_creatures").
type RngMark struct {
	Name  string
	State uint32
}

// RngMarks records, in order, each phase of a tick that drew from the RNG, exactly as the
// reference traces' rng_marks list them: a phase is kept only when the state differs from the
// last kept one (starting from the state at the start of the port's tick). A nil *RngMarks
// records nothing, so tracing costs one nil check per phase when it is off.
type RngMarks struct {
	Marks []RngMark
	last  uint32
}

// reset starts a new tick whose port-side tick begins with the given state.
func (r *RngMarks) reset(state uint32) {
	if r == nil {
		return
	}
	r.Marks = r.Marks[:0]
	r.last = state
}

// mark notes the state after the named phase.
func (r *RngMarks) mark(name string, state uint32) {
	if r == nil || state == r.last {
		return
	}
	r.Marks = append(r.Marks, RngMark{name, state})
	r.last = state
}
