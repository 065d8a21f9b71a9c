package trace

import (
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"sync"
)

// Index keeps the records a Reader has read, so that any of them can be read again at once: a
// window showing the trace's side of any tick it seeks to. A gzip stream cannot be entered in
// the middle, so the records are kept in memory in their binary form (binary.go), IndexBlock
// records a block, each block compressed on its own with flate at its fastest level.
//
// Measured with BenchmarkIndexRecord (a 2-player quest trace): 36 bytes a record (the JSON
// lines, kept so before, took 73); the densest reference traces (4 players, 300-odd creatures)
// take 100, so an hour of play (216,000 ticks) takes some 8 to 22 MB;
// reading one record back costs decompressing its block, about 0.1 ms, and decoding it (the
// last block read is kept decompressed, so records near each other cost the decoding alone).
// Past Budget bytes the index keeps no more records: Record says so for the later ones.
//
// An Index is safe for one goroutine adding (through the Reader) and others reading.
type Index struct {
	mu     sync.Mutex
	budget int64

	blocks [][]byte  // full blocks, compressed
	w      binWriter // the block being filled (w.b), binary records, and the phase names
	starts []int     // where each record of the open block starts in w.b
	n      int       // records kept
	size   int64     // compressed bytes held, the open block's raw bytes included
	full   bool      // past the budget: nothing more is kept

	fw *flate.Writer
	// The last block decompressed, with the offset of each of its records.
	cached int
	raw    []byte
	// blockStarts are the offsets of every full block's records, IndexBlock a block.
	blockStarts [][IndexBlock]uint32
}

// IndexBlock is the number of records an Index compresses together.
const IndexBlock = 64

// DefaultIndexBudget is the memory an Index may hold, in bytes: some three hours of the densest
// reference trace.
const DefaultIndexBudget = 64 << 20

// NewIndex returns an empty index that holds at most budget bytes (DefaultIndexBudget when
// budget <= 0). Keep it with Reader.Keep.
func NewIndex(budget int64) *Index {
	if budget <= 0 {
		budget = DefaultIndexBudget
	}
	return &Index{budget: budget, cached: -1}
}

// Keep makes the reader add every record it reads to ix, in order; call it before the first Next.
func (tr *Reader) Keep(ix *Index) { tr.keep = ix }

// add keeps the next record (record ix.n).
func (ix *Index) add(rec *Record) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.full {
		return
	}
	start := len(ix.w.b)
	ix.w.record(rec)
	size := int64(len(ix.w.b) - start)
	if ix.size+size > ix.budget {
		ix.w.b = ix.w.b[:start]
		ix.full = true
		return
	}
	ix.starts = append(ix.starts, start)
	ix.n++
	ix.size += size
	if len(ix.starts) == IndexBlock {
		ix.seal()
	}
}

// seal compresses the open block. Caller holds mu.
func (ix *Index) seal() {
	var out bytes.Buffer
	if ix.fw == nil {
		ix.fw, _ = flate.NewWriter(&out, flate.BestSpeed) // the level is valid: no error
	} else {
		ix.fw.Reset(&out)
	}
	ix.fw.Write(ix.w.b) // writes to a bytes.Buffer do not fail
	ix.fw.Close()
	ix.size += int64(out.Len()) - int64(len(ix.w.b))
	ix.blocks = append(ix.blocks, bytes.Clone(out.Bytes()))
	var starts [IndexBlock]uint32
	for i, s := range ix.starts {
		starts[i] = uint32(s)
	}
	ix.blockStarts = append(ix.blockStarts, starts)
	ix.w.b = ix.w.b[:0]
	ix.starts = ix.starts[:0]
}

// Len is the number of records kept: records 0..Len()-1 can be read.
func (ix *Index) Len() int {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.n
}

// Bytes is the memory the index holds.
func (ix *Index) Bytes() int64 {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.size
}

// Full reports whether the index stopped keeping records at its budget.
func (ix *Index) Full() bool {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.full
}

// Record returns record t (the record of tick t) as Next returned it. A record not kept yet,
// or past the budget, is an error saying so.
func (ix *Index) Record(t int) (*Record, error) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if t < 0 || t >= ix.n {
		switch {
		case t < 0:
			return nil, fmt.Errorf("trace: no record of tick %d (records start at tick 0)", t)
		case ix.full:
			return nil, fmt.Errorf("trace: the record of tick %d is not kept: the trace index holds %d MiB, its budget, up to tick %d", t, ix.budget>>20, ix.n-1)
		}
		return nil, fmt.Errorf("trace: the record of tick %d is not read yet (%d records read)", t, ix.n)
	}
	b, i := t/IndexBlock, t%IndexBlock
	var data []byte
	var start int
	if b == len(ix.blocks) {
		// The open block is appended to and reused: the record's strings get bytes of their own.
		data, start = bytes.Clone(ix.w.b[ix.starts[i]:]), 0
	} else {
		if ix.cached != b {
			raw, err := io.ReadAll(flate.NewReader(bytes.NewReader(ix.blocks[b])))
			if err != nil {
				return nil, fmt.Errorf("trace: the index's block %d: %w", b, err) // a bug: we wrote it
			}
			ix.cached, ix.raw = b, raw
		}
		data, start = ix.raw, int(ix.blockStarts[b][i])
	}
	r := binReader{b: data, i: start, phases: ix.w.phases.names, fixedPhases: true}
	rec, err := r.record(int64(t))
	if err != nil {
		return nil, fmt.Errorf("trace: the index's record %d: %w", t, err) // a bug: we wrote it
	}
	return rec, nil
}
