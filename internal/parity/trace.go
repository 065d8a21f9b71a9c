// Package parity compares the simulation with the reference traces: a run's derived result
// against the recorded one, and, with a trace sidecar, every tick's state against the trace,
// reporting the first divergent tick and field. Used by `crd verify`, `make parity` and the sim
// parity tests. Trace sidecars are read with game/trace, the one reader of that format.
package parity

import (
	"errors"
	"fmt"
	"io"

	"crdplayer/game/trace"
)

// Trace is a whole sidecar held in memory.
type Trace struct {
	Header trace.Header
	Ticks  []trace.Record
}

// ReadTrace reads a whole .trace.jsonl.gz sidecar into memory, within the reader's limits (for
// tests that edit a trace; RunStream compares one without holding it).
func ReadTrace(path string) (*Trace, error) {
	r, err := trace.Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	// The header's count is only a claim: the slice grows as records actually come.
	tr := &Trace{Header: r.Header, Ticks: make([]trace.Record, 0, min(r.Header.Ticks, 1<<16))}
	for {
		rec, err := r.Next()
		if errors.Is(err, io.EOF) {
			return tr, nil
		}
		if err != nil {
			return nil, err // names the file and line
		}
		tr.Ticks = append(tr.Ticks, *rec)
	}
}

// ReadTraceHeader reads only line 1 of a trace sidecar.
func ReadTraceHeader(path string) (*trace.Header, error) {
	r, err := trace.Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	h := r.Header
	return &h, nil
}

// marksString renders trace rng marks compactly.
func marksString(m []trace.Mark) string {
	s := ""
	for i, p := range m {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%v=%v", p.Phase, p.State)
	}
	return s
}
