// Package trace reads the per-tick trace sidecar of a reference run (NAME.crd.trace.jsonl.gz,
// described in shared/REFERENCE.md) and compares trace records field by field, so the player,
// the crd command and sim's tests all place a divergence at the same tick and field.
//
// It depends on the standard library only: it never imports sim, so sim's external tests may use
// it. Building a Record from a simulation state is the caller's job.
package trace
