package trace

import (
	"bufio"
	"bytes"
	"crdplayer/replayio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"reflect"
	"strconv"
	"strings"

	"github.com/klauspost/compress/flate"
	"github.com/klauspost/compress/gzip"

	"crdplayer/internal/filetext"
)

// Version is the trace_version this package reads.
const Version = 1

// Limits of a trace sidecar, as the .crd format has its own (replayio.MaxPayloadBytes): a
// Reader refuses a trace past any of them with an error naming the line, so a hostile or
// damaged trace costs bounded memory and time proportional to the run it belongs to.
const (
	// MaxLineBytes bounds one line, the header or a record, decompressed. The densest record
	// of the reference traces is 23.5 KB (a 4-player run listing some 300 creatures); a
	// creature_list can hold at most 384 entries (the native pool), about 30 KB.
	MaxLineBytes = 256 << 10
	// MaxTicks bounds the header's ticks when no run bounds them (Open): a .crd payload of
	// replayio.MaxPayloadBytes holds fewer than 1.7 million ticks.
	MaxTicks = 1 << 21
	// MaxCreatures bounds a record's creature_list: the native creature pool has 384 slots
	// (sim.CreaturePoolSize).
	MaxCreatures = 384
	// RecordAllowance and BaseAllowance bound the decompressed size of the whole trace:
	// BaseAllowance + ticks × RecordAllowance bytes for a header of ticks records. The densest
	// reference trace averages 868 bytes a record (a creature_list every 60 ticks included).
	RecordAllowance = 2 << 10
	BaseAllowance   = 1 << 20
)

// readBuffer is the size of a Reader's buffer of decompressed text: most lines are a few hundred
// bytes, and a smaller buffer than the line limit keeps the text the pass reads in the cache it
// shares with the simulation (lines past it are gathered apart).
const readBuffer = 32 << 10

// Reader reads a trace sidecar line by line, one record a line, as JSON lines are written. Its
// errors name the file and the line: the header is line 1, the record of tick T line T+2. Unknown
// fields of the header and of records are ignored, so traces that carry more (time_base,
// quest_level, per-tick quest objects) are read.
type Reader struct {
	Header Header
	name   string // the file, for errors; "trace" when read from an unnamed stream
	br     *bufio.Reader
	long   []byte // a line longer than br's buffer, gathered
	gz     *gzip.Reader
	src    *bufio.Reader // the compressed bytes gz reads, to find any after its end
	closer io.Closer
	n      int   // records read
	read   int64 // decompressed bytes read, the header's line included
	// unended: the last line read had no newline (the file's end came first), so JSON that
	// ends early there is a file cut off, not a line left unclosed.
	unended bool
	budget  int64 // the most decompressed bytes the trace may hold
	err     error // the error that stopped the reader, returned again by Next
	keep    *Index
	dec     decoder // its phase names and scratch lists last from record to record

	bin     *binReader // the records of a cached copy (OpenCached), in place of the JSON
	binPath string     // that copy's file
	binSum  [32]byte   // the SHA-256 of the sidecar it is a copy of
	agree   binWriter  // NextAgrees' record in the copy's form, numbering phases as the copy does
	fill    *cacheFill // the copy being made of the JSON as it is read; nil: none
	// maxTicks is the bound the header's ticks were checked against (OpenForRun's), for the
	// JSON a cached copy that fails falls back to.
	maxTicks int
}

// NewReader reads the header of a gzip-compressed trace from r (or of its JSON lines as they
// are, uncompressed). The records follow with Next.
// Errors call the stream "trace"; Open names the file instead.
func NewReader(r io.Reader) (*Reader, error) { return newReader(r, "trace", MaxTicks) }

// Open opens the trace sidecar at path; errors name the file. Close it when done. The header's
// ticks may be at most MaxTicks; OpenForRun bounds them by a run's length.
func Open(path string) (*Reader, error) { return open(path, MaxTicks) }

// OpenForRun is Open for the trace of a run of runTicks ticks: a header announcing more than
// runTicks + 1 records is refused, and so the trace's size is bounded by the run's.
func OpenForRun(path string, runTicks int) (*Reader, error) {
	return open(path, runMaxTicks(runTicks))
}

// runMaxTicks is the most records the trace of a run of runTicks ticks may announce.
func runMaxTicks(runTicks int) int { return min(max(runTicks, 0)+1, MaxTicks) }

func open(path string, maxTicks int) (*Reader, error) {
	if err := replayio.CheckReadable(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	tr, err := newReader(f, path, maxTicks)
	if err != nil {
		f.Close()
		return nil, err
	}
	tr.closer = f
	return tr, nil
}

func newReader(r io.Reader, name string, maxTicks int) (*Reader, error) {
	// A trace someone decompressed to read it (gunzip keeps the lines) is read as it is: the
	// JSON lines are the trace, gzip only their packing.
	peek := bufio.NewReaderSize(r, readBuffer)
	if head, _ := peek.Peek(1); len(head) == 1 && head[0] == '{' {
		return readHeader(&Reader{name: name, br: peek, budget: BaseAllowance, maxTicks: maxTicks}, name, maxTicks)
	}
	// (What the file is, peeked before gzip reads its header, for the errors below.)
	head, _ := peek.Peek(4)
	run, gzipped := replayio.RunLike(head), replayio.TraceLike(head) == "gzip data"
	gz, err := gzip.NewReader(peek)
	if err == nil {
		// One gzip stream: what follows it is damage, as bytes after a run's zstd frame are
		// (a concatenated second stream is not a trace's).
		gz.Multistream(false)
	}
	if err != nil {
		switch {
		case errors.Is(err, io.EOF):
			return nil, fmt.Errorf("%s: empty file", name)
		case errors.Is(err, gzip.ErrHeader) && run:
			return nil, fmt.Errorf("%s: a run (a .crd replay: a zstd frame), not a trace (gzip-compressed JSON lines)", name)
		case errors.Is(err, io.ErrUnexpectedEOF) && gzipped:
			return nil, fmt.Errorf("%s: the gzip data is cut off in its header", name)
		case errors.Is(err, io.ErrUnexpectedEOF):
			// (fewer bytes than a gzip header: no trace, gzipped or not)
			return nil, fmt.Errorf("%s: not gzip-compressed JSON lines, nor JSON lines (a trace's first line is a JSON object): too short for a gzip header", name)
		case errors.Is(err, gzip.ErrHeader):
			return nil, fmt.Errorf("%s: not gzip-compressed JSON lines, nor JSON lines (a trace's first line is a JSON object): %w", name, err)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return readHeader(&Reader{name: name, br: bufio.NewReaderSize(gz, readBuffer), gz: gz, src: peek, budget: BaseAllowance, maxTicks: maxTicks}, name, maxTicks)
}

// readHeader reads and checks the header line of the trace tr reads.
func readHeader(tr *Reader, name string, maxTicks int) (*Reader, error) {
	line, err := tr.line(true)
	if err != nil {
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s: no header: the file holds no lines", name)
		}
		return nil, err
	}
	if len(bytes.TrimSpace(line)) == 0 {
		return nil, tr.lineError("header", 1, errEmptyLine)
	}
	if err := json.Unmarshal(line, &tr.Header); err != nil {
		return nil, tr.lineError("header", 1, err)
	}
	h := &tr.Header
	header := func(format string, args ...any) error {
		return fmt.Errorf("%s: line 1 (header): %s", name, fmt.Sprintf(format, args...))
	}
	// A first line without trace_version is most often a tick record whose header was lost
	// (cut off the front, or records concatenated): said so, not as "version 0".
	var probe struct {
		TraceVersion *json.RawMessage `json:"trace_version"`
		T            *int64           `json:"t"`
	}
	if json.Unmarshal(line, &probe) == nil && probe.TraceVersion == nil {
		if probe.T != nil {
			return nil, fmt.Errorf("%s: line 1 is the record of tick %d, not the header: the header (trace_version, replay_sha256, ticks) is missing", name, *probe.T)
		}
		return nil, header("no trace_version: this is not a trace's header (trace_version, replay_sha256, ticks)")
	}
	switch {
	case h.TraceVersion != Version:
		return nil, header("trace_version %d, this reader reads %d", h.TraceVersion, Version)
	case h.Ticks < 0:
		return nil, header("ticks %d < 0", h.Ticks)
	case h.ReplaySHA256 != "" && !isSHA256(h.ReplaySHA256):
		return nil, header("replay_sha256 %s is not a SHA-256 (64 lowercase hex digits)", filetext.Quote(h.ReplaySHA256))
	case h.Ticks > maxTicks && maxTicks < MaxTicks:
		return nil, &LongerError{Header: *h, err: header("ticks %d, more than the run's %d ticks + 1", h.Ticks, maxTicks-1)}
	case h.Ticks > maxTicks:
		return nil, header("ticks %d, more than a trace may hold (%d)", h.Ticks, MaxTicks)
	case h.EndTick != nil && *h.EndTick < 0:
		return nil, header("end_tick %d < 0", *h.EndTick)
	}
	tr.budget = BaseAllowance + int64(h.Ticks)*RecordAllowance
	return tr, nil
}

// LongerError is the error of a trace whose header announces more records than the run it is
// opened for can have (OpenForRun, OpenCached): nothing past the header is read, and Header
// (valid: its replay_sha256 is a SHA-256 or empty) says whose trace it is, so that a caller can
// tell a trace of another run from a damaged one.
type LongerError struct {
	Header Header
	err    error
}

func (e *LongerError) Error() string { return e.err.Error() }

func isSHA256(s string) bool {
	if len(s) != 64 {
		return false
	}
	for i := range len(s) {
		if c := s[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

// line reads the next line (the header's, or the next record's), without its newline,
// enforcing MaxLineBytes and the trace's size budget. At the end of the data it returns io.EOF.
// The line is valid until the next call.
func (tr *Reader) line(header bool) ([]byte, error) {
	lineNo := tr.n + 1
	if !header {
		lineNo++
	}
	b, err := tr.br.ReadSlice('\n')
	tr.read += int64(len(b))
	if errors.Is(err, bufio.ErrBufferFull) {
		// A line longer than the buffer (a long creature_list) is gathered in tr.long, as far
		// as the limit.
		tr.long = append(tr.long[:0], b...)
		for errors.Is(err, bufio.ErrBufferFull) && len(tr.long) <= MaxLineBytes {
			b, err = tr.br.ReadSlice('\n')
			tr.read += int64(len(b))
			tr.long = append(tr.long, b...)
		}
		b = tr.long
	}
	content := len(b)
	if err == nil {
		content-- // the newline
	}
	switch {
	case errors.Is(err, bufio.ErrBufferFull) || content > MaxLineBytes:
		return nil, fmt.Errorf("%s: line %d (%s): longer than %d bytes, a trace line's limit", tr.name, lineNo, tr.what(header), MaxLineBytes)
	case tr.read > tr.budget:
		return nil, fmt.Errorf("%s: line %d (%s): the trace is past %d bytes decompressed, the limit for %d ticks (%d + %d a tick)",
			tr.name, lineNo, tr.what(header), tr.budget, tr.Header.Ticks, BaseAllowance, RecordAllowance)
	case err == nil:
		return b[:len(b)-1], nil
	case errors.Is(err, io.EOF) && len(b) == 0:
		if n := tr.trailing(); n > 0 {
			return nil, &lineErr{fmt.Sprintf("%s: line %d (%s): %s after the gzip data (a trace is one gzip stream)", tr.name, lineNo, tr.what(header), trailingWords(n)), errTrailing, true}
		}
		return nil, io.EOF
	case errors.Is(err, io.EOF):
		// The last line has no newline: decode it; if it is incomplete, it is cut off.
		tr.unended = true
		return b, nil
	}
	return nil, tr.lineError(tr.what(header), lineNo, err)
}

// what names the line being read for errors: "header", "tick N", or "after the last tick"
// past the header's ticks. Worded only for an error: it would cost a formatting a record.
func (tr *Reader) what(header bool) string {
	switch {
	case header:
		return "header"
	case tr.n >= tr.Header.Ticks:
		return "after the last tick"
	}
	return "tick " + strconv.Itoa(tr.n)
}

// lineError words an error reading or decoding line lineNo (what: "header" or "tick N") in a
// bounded message: a value quoted from the file is at most a few dozen characters.
func (tr *Reader) lineError(what string, lineNo int, err error) error {
	return tr.wordError(fmt.Sprintf("%s: line %d (%s)", tr.name, lineNo, what), what, err)
}

// wordError is lineError's error at where (the file and the line) of a line that is what.
func (tr *Reader) wordError(where, what string, err error) error {
	if errors.Is(err, errEmptyLine) {
		return &lineErr{where + ": an empty line (a trace is one JSON object a line, with none between)", err, false}
	}
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var corrupt flate.CorruptInputError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) && tr.gz != nil:
		// (read from the gzip stream: it ends before its trailer, the checksum untested)
		return &lineErr{where + ": the gzip data is damaged: it is cut off before its end (unexpected EOF)", err, true}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &lineErr{where + ": the file is cut off: unexpected EOF", err, false}
	case errors.Is(err, gzip.ErrChecksum):
		return &lineErr{where + ": the gzip data is damaged: its checksum (CRC-32 and length) does not match what it holds", err, true}
	case errors.Is(err, gzip.ErrHeader):
		return &lineErr{where + ": the gzip data is damaged: " + err.Error(), err, true}
	case errors.As(err, &corrupt):
		return &lineErr{fmt.Sprintf("%s: the gzip data is damaged: its compressed stream is broken at its byte %d", where, int64(corrupt)), err, true}
	case errors.As(err, &syn) && syn.Error() == "unexpected end of JSON input" && tr.unended:
		return &lineErr{where + ": the file is cut off: unexpected EOF", err, false}
	case errors.As(err, &syn) && syn.Error() == "unexpected end of JSON input":
		// A whole line (the next one follows it) whose JSON is not closed.
		return &lineErr{where + ": the line ends before its JSON does (a closing brace or bracket is missing)", err, false}
	case errors.As(err, &syn):
		return &lineErr{where + ": not JSON: " + filetext.Clip(syn.Error(), 120), err, false}
	case errors.As(err, &typ) && typ.Field != "":
		root := reflect.TypeFor[Record]()
		if what == "header" {
			root = reflect.TypeFor[Header]()
		}
		return &lineErr{fmt.Sprintf("%s: field %s holds %s, want %s%s", where, filetext.Clip(listPath(root, typ.Field), filetext.QuoteMax),
			jsonValueWords(typ.Value), wantWords(typ.Type), wholeWrittenAsFloat(typ)), err, false}
	case errors.As(err, &typ):
		return &lineErr{fmt.Sprintf("%s: %s where %s is wanted", where, jsonValueWords(typ.Value), wantWords(typ.Type)), err, false}
	}
	return &lineErr{where + ": " + filetext.Clip(err.Error(), 160), err, false}
}

// listPath is encoding/json's path of a field (its JSON names by dots: "players.x") with "[…]"
// after each name that is a list in root, the type decoded into ("players[…].x"): the path
// says which list, where encoding/json does not say which element.
func listPath(root reflect.Type, path string) string {
	t := root
	var b strings.Builder
	for i, seg := range strings.Split(path, ".") {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(seg)
		for t != nil && t.Kind() == reflect.Pointer {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct {
			t = nil
			continue
		}
		var next reflect.Type
		for j := range t.NumField() {
			if name, _, _ := strings.Cut(t.Field(j).Tag.Get("json"), ","); name == seg {
				next = t.Field(j).Type
				break
			}
		}
		for next != nil && (next.Kind() == reflect.Pointer || next.Kind() == reflect.Slice || next.Kind() == reflect.Array) {
			if next.Kind() != reflect.Pointer {
				b.WriteString("[…]")
			}
			next = next.Elem()
		}
		t = next
	}
	return b.String()
}

// jsonValueWords is encoding/json's description of a value it could not store ("string",
// "number 1e400", "array") in words: "a string", "the number 1e400", "a list".
func jsonValueWords(v string) string {
	v = filetext.Clip(v, filetext.QuoteMax)
	switch {
	case v == "array":
		return "a list"
	case v == "object":
		return "an object"
	case strings.HasPrefix(v, "number "):
		return "the number " + strings.TrimPrefix(v, "number ")
	case v == "number" || v == "string" || v == "bool":
		if v == "bool" {
			return "true or false"
		}
		return "a " + v
	}
	return v
}

// wholeWrittenAsFloat explains a whole number refused for how it is written ("5.0", "5e0" for
// a field of whole numbers, which JSON lines write as 5): ", written as 5"; "" otherwise.
func wholeWrittenAsFloat(typ *json.UnmarshalTypeError) string {
	text, ok := strings.CutPrefix(typ.Value, "number ")
	if !ok || typ.Type == nil {
		return ""
	}
	switch typ.Type.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
	default:
		return ""
	}
	f, err := strconv.ParseFloat(text, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) >= 1<<53 {
		return ""
	}
	return fmt.Sprintf(" written as %s (without a fraction or an exponent)", strconv.FormatFloat(f, 'f', -1, 64))
}

// wantWords is the Go type a trace's field is read into, in the words of a trace's JSON: a
// whole number (and how large), a number, a string, a list.
func wantWords(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int64:
		return "a whole number"
	case reflect.Int8, reflect.Int16, reflect.Int32, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uint:
		return fmt.Sprintf("a whole number that fits %s", t.Kind())
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return t.String()
}

// errEmptyLine is the cause of an error on a blank line.
var errEmptyLine = errors.New("empty line")

// lineErr is a reader error: a bounded message and the cause it was worded from; damaged when
// the cause is the compressed data's (ErrDamaged).
type lineErr struct {
	msg     string
	err     error
	damaged bool
}

func (e *lineErr) Error() string { return e.msg }
func (e *lineErr) Unwrap() error { return e.err }

// Is makes a damaged reader error ErrDamaged.
func (e *lineErr) Is(target error) bool { return e.damaged && target == ErrDamaged }

// ErrDamaged is what errors.Is finds in the error of a gzip-compressed trace whose bytes are
// not what was written: a checksum that fails, a compressed stream that breaks, bytes after it.
// Whatever its records say, such a trace is not the one recorded.
var ErrDamaged = errors.New("the trace's gzip data is damaged")

// errTrailing is the cause of the error on bytes after the gzip stream.
var errTrailing = errors.New("bytes after the gzip stream")

// trailingLimit is how many bytes after the gzip stream trailing counts before it stops.
const trailingLimit = 1 << 20

// trailing is how many compressed bytes follow the gzip stream gz has read to its end, at most
// trailingLimit+1; 0 for JSON lines read as they are.
func (tr *Reader) trailing() int64 {
	if tr.src == nil {
		return 0
	}
	n, _ := io.CopyN(io.Discard, tr.src, trailingLimit+1)
	return n
}

// trailingWords says n bytes of trailing's count.
func trailingWords(n int64) string {
	switch {
	case n > trailingLimit:
		return fmt.Sprintf("more than %d bytes", trailingLimit)
	case n == 1:
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}

// Damage reads what is left of a gzip-compressed trace without decoding it, to the end of its
// gzip stream, and returns the damage found there (an error errors.Is finds ErrDamaged in: the
// checksum fails, the stream breaks, bytes follow it), or the damage that stopped the reader
// before; nil when the data is whole, when the reader stopped for another reason, for JSON
// lines read as they are (no checksum to test) and for a cached copy (made of a trace read
// whole, whose SHA-256 the sidecar still has). It reads at most the trace's size budget: a
// trace past it is not called damaged. A caller that stopped comparing at a difference uses it
// to tell a trace that differs from one whose bytes were changed. The reader is done after it.
func (tr *Reader) Damage() error {
	switch {
	case errors.Is(tr.err, ErrDamaged):
		return tr.err
	case tr.gz == nil || tr.bin != nil || errors.Is(tr.err, io.EOF):
		// (at io.EOF the stream ended whole: its checksum and what follows were tested)
		return nil
	}
	// Also past a line that did not decode (the check went on past a difference and met it):
	// the bytes that garbled it may be what the checksum finds.
	n, err := io.CopyN(io.Discard, tr.br, max(tr.budget-tr.read, 0)+1)
	tr.read += n
	if err == nil || tr.read > tr.budget {
		tr.err = errors.New("trace: read past its size budget by Damage")
		return nil
	}
	if !errors.Is(err, io.EOF) {
		// (Lines past the last one decoded are not counted: no line is named.)
		tr.err = tr.wordError(fmt.Sprintf("%s: read on to its end from line %d", tr.name, tr.n+1), "", err)
	} else if n := tr.trailing(); n > 0 {
		tr.err = &lineErr{fmt.Sprintf("%s: %s after the gzip data (a trace is one gzip stream)", tr.name, trailingWords(n)), errTrailing, true}
	} else {
		tr.err = io.EOF
		return nil
	}
	if errors.Is(tr.err, ErrDamaged) {
		return tr.err
	}
	return nil
}

// SidecarPath is where the trace of the replay at path lives.
func SidecarPath(replayPath string) string { return replayPath + ".trace.jsonl.gz" }

// RunBeside is the run a sidecar trace was named after, RUN.crd for RUN.crd.trace.jsonl.gz,
// when that is a regular file; "" otherwise (another name, no such file, a folder).
func RunBeside(tracePath string) string {
	run, ok := strings.CutSuffix(tracePath, SidecarPath(""))
	if !ok || run == "" {
		return ""
	}
	if st, err := os.Stat(run); err != nil || !st.Mode().IsRegular() {
		return ""
	}
	return run
}

// Next returns the next tick record, or io.EOF after the last one. Records must come in tick
// order 0, 1, 2, …, one a line; a gap, a record past Header.Ticks or a line past the limits is
// an error. After an error Next returns it again.
func (tr *Reader) Next() (*Record, error) { return tr.nextRecord(false) }

// NextShared is Next for a caller done with each record before it reads the next, as a pass
// comparing tick by tick is: the record it returns, with its lists, is reused by the next call
// to NextShared, which saves allocating them (and collecting them) a record.
func (tr *Reader) NextShared() (*Record, error) { return tr.nextRecord(true) }

func (tr *Reader) nextRecord(shared bool) (*Record, error) {
	if tr.err != nil {
		return nil, tr.err
	}
	tr.dec.shared = shared
	rec, err := tr.next()
	if err != nil {
		tr.err = err
	}
	return rec, err
}

func (tr *Reader) next() (*Record, error) {
	if tr.bin != nil {
		return tr.nextBin()
	}
	line, err := tr.line(false)
	if errors.Is(err, io.EOF) {
		if tr.n != tr.Header.Ticks {
			return nil, fmt.Errorf("%s: ends after line %d, before tick %d (the header says %d ticks)",
				tr.name, tr.n+1, tr.n, tr.Header.Ticks)
		}
		if tr.fill != nil {
			tr.fill.commit()
			tr.fill = nil
		}
		return nil, io.EOF
	}
	if err != nil {
		return nil, err
	}
	if tr.n >= tr.Header.Ticks {
		// (Not called a tick: what is there is not read, and may be no record at all.)
		return nil, fmt.Errorf("%s: line %d: a line past the header's %d ticks", tr.name, tr.n+2, tr.Header.Ticks)
	}
	if tr.dec.phases == nil {
		tr.dec.phases = map[string]string{}
	}
	rec, err := tr.dec.line(line)
	if err != nil && len(bytes.TrimSpace(line)) == 0 {
		// Not a cut-off file, as the decoder's end of input would say: the line is blank.
		err = errEmptyLine
	}
	if err != nil {
		return nil, tr.lineError(tr.what(false), tr.n+2, err)
	}
	if rec.T != int64(tr.n) {
		return nil, fmt.Errorf("%s: line %d: t is %d, want %d (records go tick by tick from 0)", tr.name, tr.n+2, rec.T, tr.n)
	}
	if len(rec.CreatureList) > MaxCreatures {
		return nil, fmt.Errorf("%s: line %d (%s): creature_list holds %d creatures, more than the %d creature slots",
			tr.name, tr.n+2, tr.what(false), len(rec.CreatureList), MaxCreatures)
	}
	if tr.keep != nil {
		tr.keep.add(rec)
	}
	if tr.fill != nil && !tr.fill.add(rec, tr.read) {
		tr.fill = nil
	}
	tr.n++
	return rec, nil
}

// Close releases the file Open opened.
func (tr *Reader) Close() error {
	if tr.fill != nil {
		// The JSON was not read to its end: no copy.
		tr.fill.abort()
		tr.fill = nil
	}
	var err error
	if tr.gz != nil {
		err = tr.gz.Close()
	}
	if tr.closer != nil {
		if cerr := tr.closer.Close(); err == nil {
			err = cerr
		}
	}
	return err
}
