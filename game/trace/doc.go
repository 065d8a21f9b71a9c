// Package trace reads the per-tick trace sidecar of a reference run (NAME.crd.trace.jsonl.gz,
// described in shared/REFERENCE.md) and compares trace records field by field, so the player,
// the crd command and sim's tests all place a divergence at the same tick and field.
//
// A trace is read as a stream, one line at a time, within limits like the .crd format's (a
// line's size, the whole trace's decompressed size, the record count against the run's ticks):
// a trace past them is refused at the line that breaks one, so any trace costs memory bounded by
// one line and time proportional to its run. Strings the trace holds reach messages only through
// internal/filetext.
//
// It depends on the standard library, klauspost/compress's gzip (a faster inflate than
// compress/gzip's, the same format and errors; its flate for the error of a broken stream) and
// internal/filetext only: it never imports sim,
// so sim's external tests may use it. Building a Record from a simulation state is the caller's job.
package trace
