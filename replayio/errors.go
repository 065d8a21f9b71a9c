package replayio

import (
	"fmt"
	"strings"
)

// Part names the layer of a .crd file an Error is about.
type Part int

const (
	// PartEnvelope is the zstd frame around the payload; offsets count bytes of the file.
	PartEnvelope Part = iota
	// PartPayload is the msgpack payload; offsets count bytes of the decompressed payload.
	PartPayload
)

// Error is a rejected file: what is wrong, the path of the offending value in the payload
// (`ticks[812].inputs[1].flags`, empty for the envelope) and the offset of its first byte.
// Callers add the file name with %w.
type Error struct {
	Part   Part
	Offset int64  // byte offset of the offending value; -1 when the error has no position
	Path   string // the payload path, e.g. "run.status.weapon_usage_counts[3]"
	Msg    string
	Err    error // the underlying cause, if any (e.g. the zstd decoder's)
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.Part == PartEnvelope {
		b.WriteString("envelope")
	} else if e.Path != "" {
		b.WriteString(e.Path)
	} else {
		b.WriteString("payload")
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.Err != nil {
		b.WriteString(": ")
		b.WriteString(e.Err.Error())
	}
	if e.Offset >= 0 {
		if e.Part == PartEnvelope {
			fmt.Fprintf(&b, " (file byte %d)", e.Offset)
		} else {
			fmt.Fprintf(&b, " (payload byte %d)", e.Offset)
		}
	}
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

func envelopeError(offset int64, cause error, format string, args ...any) *Error {
	return &Error{Part: PartEnvelope, Offset: offset, Msg: fmt.Sprintf(format, args...), Err: cause}
}
