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

// Reader reads a trace sidecar record by record.
type Reader struct {
	Header Header
	dec    *json.Decoder
	gz     *gzip.Reader
	closer io.Closer
	n      int // records read
}

// NewReader reads the header of a gzip-compressed trace from r. The records follow with Next.
func NewReader(r io.Reader) (*Reader, error) {
	gz, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("trace: %w", err)
	}
	dec := json.NewDecoder(bufio.NewReaderSize(gz, 1<<16))
	tr := &Reader{dec: dec, gz: gz}
	if err := dec.Decode(&tr.Header); err != nil {
		return nil, fmt.Errorf("trace header: %w", err)
	}
	if tr.Header.TraceVersion != Version {
		return nil, fmt.Errorf("trace header: trace_version %d, want %d", tr.Header.TraceVersion, Version)
	}
	if tr.Header.Ticks < 0 {
		return nil, fmt.Errorf("trace header: ticks %d < 0", tr.Header.Ticks)
	}
	return tr, nil
}

// Open opens the trace sidecar at path. Close it when done.
func Open(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	tr, err := NewReader(f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("%s: %w", path, err)
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
	if err := tr.dec.Decode(&rec); err != nil {
		if errors.Is(err, io.EOF) {
			if tr.n != tr.Header.Ticks {
				return nil, fmt.Errorf("trace: %d tick records, header says %d", tr.n, tr.Header.Ticks)
			}
			return nil, io.EOF
		}
		return nil, fmt.Errorf("trace record %d: %w", tr.n, err)
	}
	if rec.T != int64(tr.n) {
		return nil, fmt.Errorf("trace record %d: t = %d", tr.n, rec.T)
	}
	if tr.n >= tr.Header.Ticks {
		return nil, fmt.Errorf("trace record %d: past the header's %d ticks", tr.n, tr.Header.Ticks)
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
