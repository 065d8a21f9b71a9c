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
// the middle, so the lines are kept in memory, IndexBlock records a block, each block
// compressed on its own with flate at its fastest level.
//
// Measured on the reference traces (the densest, survival-4p-106, averages 771 bytes a record
// decompressed, 134 gzip-compressed in its file): blocks of 64 records take 162 bytes a record
// (s2 would take 238), so an hour of 4-player play (216,000 ticks) takes some 35 MB; reading one
// record back costs decompressing its block, about 0.3 ms, and decoding its line (the last
// block read is kept decompressed, so records near each other cost the decoding alone). Past
// Budget bytes the index keeps no more records: Record says so for the later ones.
//
// An Index is safe for one goroutine adding (through the Reader) and others reading.
type Index struct {
	mu     sync.Mutex
	budget int64

	blocks [][]byte     // full blocks, compressed
	open   bytes.Buffer // the block being filled: raw lines, each ending in '\n'
	openN  int          // records in open
	n      int          // records kept
	size   int64        // compressed bytes held, the open block's raw bytes included
	full   bool         // past the budget: nothing more is kept

	fw *flate.Writer
	// The last block decompressed, with the offset of each of its lines.
	cached  int
	raw     []byte
	offsets []int
}

// IndexBlock is the number of records an Index compresses together.
const IndexBlock = 64

// DefaultIndexBudget is the memory an Index may hold, in bytes: some two hours of the densest
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

// add keeps the line of the next record (record ix.n).
func (ix *Index) add(line []byte) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.full {
		return
	}
	if ix.size+int64(len(line))+1 > ix.budget {
		ix.full = true
		return
	}
	ix.open.Write(line)
	ix.open.WriteByte('\n')
	ix.openN++
	ix.n++
	ix.size += int64(len(line)) + 1
	if ix.openN == IndexBlock {
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
	ix.fw.Write(ix.open.Bytes()) // writes to a bytes.Buffer do not fail
	ix.fw.Close()
	ix.size += int64(out.Len()) - int64(ix.open.Len())
	ix.blocks = append(ix.blocks, bytes.Clone(out.Bytes()))
	ix.open.Reset()
	ix.openN = 0
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
	b := t / IndexBlock
	var lines []byte
	var offsets []int
	if b == len(ix.blocks) {
		lines = ix.open.Bytes()
		offsets = lineOffsets(lines, nil)
	} else {
		if ix.cached != b {
			raw, err := io.ReadAll(flate.NewReader(bytes.NewReader(ix.blocks[b])))
			if err != nil {
				return nil, fmt.Errorf("trace: the index's block %d: %w", b, err) // a bug: we wrote it
			}
			ix.cached, ix.raw, ix.offsets = b, raw, lineOffsets(raw, ix.offsets[:0])
		}
		lines, offsets = ix.raw, ix.offsets
	}
	i := t % IndexBlock
	line := lines[offsets[i]:offsets[i+1]]
	rec, err := decodeLine(line, nil)
	if err != nil {
		return nil, fmt.Errorf("trace: the index's record %d: %w", t, err) // the Reader decoded it once
	}
	return rec, nil
}

// lineOffsets appends the start of every line of b, then len(b).
func lineOffsets(b []byte, out []int) []int {
	out = append(out, 0)
	for i, c := range b {
		if c == '\n' {
			out = append(out, i+1)
		}
	}
	if len(b) > 0 && b[len(b)-1] != '\n' {
		out = append(out, len(b))
	}
	return out
}
