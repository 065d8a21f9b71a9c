package trace

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// Version is the trace_version this package reads.
const Version = 1

// Reader reads a trace sidecar record by record. Its errors name the file and the line: the
// header is line 1, the record of tick T line T+2.
type Reader struct {
	Header Header
	name   string // the file, for errors; "trace" when read from an unnamed stream
	dec    *json.Decoder
	gz     *gzip.Reader
	closer io.Closer
	n      int // records read
}

// NewReader reads the header of a gzip-compressed trace from r. The records follow with Next.
// Errors call the stream "trace"; Open names the file instead.
func NewReader(r io.Reader) (*Reader, error) { return newReader(r, "trace") }

func newReader(r io.Reader, name string) (*Reader, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		switch {
		case errors.Is(err, io.EOF):
			return nil, fmt.Errorf("%s: empty file", name)
		case errors.Is(err, gzip.ErrHeader):
			return nil, fmt.Errorf("%s: not gzip-compressed (a trace is gzip-compressed JSON lines): %w", name, err)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	dec := json.NewDecoder(bufio.NewReaderSize(gz, 1<<16))
	tr := &Reader{name: name, dec: dec, gz: gz}
	if err := dec.Decode(&tr.Header); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: no header: the file holds no lines", name)
		}
		return nil, tr.lineError("header", err)
	}
	if tr.Header.TraceVersion != Version {
		return nil, fmt.Errorf("%s: line 1 (header): trace_version %d, this reader reads %d", name, tr.Header.TraceVersion, Version)
	}
	if tr.Header.Ticks < 0 {
		return nil, fmt.Errorf("%s: line 1 (header): ticks %d < 0", name, tr.Header.Ticks)
	}
	return tr, nil
}

// lineError words an error decoding the next line (what: "header" or "tick N"), wrapping err.
func (tr *Reader) lineError(what string, err error) error {
	where := fmt.Sprintf("%s: line %d (%s)", tr.name, tr.n+1+boolInt(what != "header"), what)
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s: the file is cut off: %w", where, err)
	case errors.Is(err, gzip.ErrChecksum):
		return fmt.Errorf("%s: the gzip data is corrupt: %w", where, err)
	case errors.As(err, &syn):
		return fmt.Errorf("%s: not JSON: %w", where, err)
	case errors.As(err, &typ) && typ.Field != "":
		return fmt.Errorf("%s: field %s holds a JSON %s, want %s: %w", where, typ.Field, typ.Value, typ.Type, err)
	}
	return fmt.Errorf("%s: %w", where, err)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Open opens the trace sidecar at path; errors name the file. Close it when done.
func Open(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	tr, err := newReader(f, path)
	if err != nil {
		f.Close()
		return nil, err
	}
	tr.closer = f
	return tr, nil
}

// SidecarPath is where the trace of the replay at path lives.
func SidecarPath(replayPath string) string { return replayPath + ".trace.jsonl.gz" }

// Next returns the next tick record, or io.EOF after the last one. Records must come in tick
// order 0, 1, 2, …; a gap or a record past Header.Ticks is an error.
func (tr *Reader) Next() (*Record, error) {
	var rec Record
	what := fmt.Sprintf("tick %d", tr.n)
	if tr.n >= tr.Header.Ticks {
		what = "after the last tick"
	}
	if err := tr.dec.Decode(&rec); err != nil {
		if errors.Is(err, io.EOF) {
			if tr.n != tr.Header.Ticks {
				return nil, fmt.Errorf("%s: ends after line %d, before tick %d (the header says %d ticks)",
					tr.name, tr.n+1, tr.n, tr.Header.Ticks)
			}
			return nil, io.EOF
		}
		return nil, tr.lineError(what, err)
	}
	if rec.T != int64(tr.n) {
		return nil, fmt.Errorf("%s: line %d: t is %d, want %d (records go tick by tick from 0)", tr.name, tr.n+2, rec.T, tr.n)
	}
	if tr.n >= tr.Header.Ticks {
		return nil, fmt.Errorf("%s: line %d (tick %d): past the header's %d ticks", tr.name, tr.n+2, tr.n, tr.Header.Ticks)
	}
	tr.n++
	return &rec, nil
}

// Close releases the file Open opened.
func (tr *Reader) Close() error {
	err := tr.gz.Close()
	if tr.closer != nil {
		if cerr := tr.closer.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
