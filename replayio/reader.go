package replayio

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"crdplayer/internal/filetext"
)

// reader walks a msgpack payload strictly: every header must be the canonical (shortest) one,
// floats must be float64 holding a finite float32-exact value, and maps are read key by key
// against the declared order. It never builds a generic value tree, so nesting is bounded by
// the schema and nothing is allocated for a value before its header has been checked against
// the bytes that remain.
type reader struct {
	b     []byte
	off   int
	depth int
	path  [maxPathDepth]pathSeg
}

// maxPathDepth bounds the payload's nesting (the deepest value is
// run.custom_quest.entries[i].pos.x, six levels).
const maxPathDepth = 8

// pathSeg is one step of a value's path: a map key, or an array index when key is empty.
type pathSeg struct {
	key   string
	index int
}

func (r *reader) push(key string) { r.path[r.depth] = pathSeg{key: key}; r.depth++ }

func (r *reader) pushIndex(i int) { r.path[r.depth] = pathSeg{index: i}; r.depth++ }

func (r *reader) pop() { r.depth-- }

// setIndex replaces the innermost index step (cheaper than pop+push in array loops).
func (r *reader) setIndex(i int) { r.path[r.depth-1].index = i }

func (r *reader) pathString() string {
	var b strings.Builder
	for i := range r.depth {
		s := r.path[i]
		if s.key == "" {
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(s.index))
			b.WriteByte(']')
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(s.key)
	}
	return b.String()
}

// failAt reports a payload error at byte offset at, at the current path.
func (r *reader) failAt(at int, format string, args ...any) *Error {
	return &Error{Part: PartPayload, Offset: int64(at), Path: r.pathString(), Msg: fmt.Sprintf(format, args...)}
}

func (r *reader) truncated() *Error {
	return r.failAt(r.off, "payload ends in the middle of a value")
}

// describe names the msgpack type a tag byte starts, for error messages.
func describe(tag byte) string {
	switch {
	case tag <= 0x7f, tag >= 0xe0, tag >= 0xcc && tag <= 0xd3:
		return "an integer"
	case tag >= 0x80 && tag <= 0x8f, tag == 0xde, tag == 0xdf:
		return "a map"
	case tag >= 0x90 && tag <= 0x9f, tag == 0xdc, tag == 0xdd:
		return "an array"
	case tag >= 0xa0 && tag <= 0xbf, tag >= 0xd9 && tag <= 0xdb:
		return "a string"
	case tag == 0xc0:
		return "nil"
	case tag == 0xc2, tag == 0xc3:
		return "a boolean"
	case tag == 0xca:
		return "a float32"
	case tag == 0xcb:
		return "a float64"
	case tag >= 0xc4 && tag <= 0xc6:
		return "a bin"
	case tag >= 0xc7 && tag <= 0xc9, tag >= 0xd4 && tag <= 0xd8:
		return "an ext value"
	default:
		return "the never-used tag 0xc1"
	}
}

func (r *reader) peek() (byte, error) {
	if r.off >= len(r.b) {
		return 0, r.truncated()
	}
	return r.b[r.off], nil
}

// take returns the next n bytes (n ≥ 0) after checking they exist.
func (r *reader) take(n int) ([]byte, error) {
	if n > len(r.b)-r.off {
		return nil, r.truncated()
	}
	s := r.b[r.off : r.off+n]
	r.off += n
	return s, nil
}

func (r *reader) uintN(n int) (uint64, error) {
	s, err := r.take(n)
	if err != nil {
		return 0, err
	}
	switch n {
	case 1:
		return uint64(s[0]), nil
	case 2:
		return uint64(binary.BigEndian.Uint16(s)), nil
	case 4:
		return uint64(binary.BigEndian.Uint32(s)), nil
	default:
		return binary.BigEndian.Uint64(s), nil
	}
}

// isNil consumes a nil and reports whether there was one.
func (r *reader) isNil() (bool, error) {
	t, err := r.peek()
	if err != nil {
		return false, err
	}
	if t == 0xc0 {
		r.off++
		return true, nil
	}
	return false, nil
}

func (r *reader) readBool() (bool, error) {
	t, err := r.peek()
	if err != nil {
		return false, err
	}
	switch t {
	case 0xc2:
		r.off++
		return false, nil
	case 0xc3:
		r.off++
		return true, nil
	}
	return false, r.failAt(r.off, "expected a boolean, found %s", describe(t))
}

// readInt reads a canonically encoded integer that fits int64, checks it lies in lo..hi and
// returns it.
func (r *reader) readInt(lo, hi int64) (int64, error) {
	at := r.off
	t, err := r.peek()
	if err != nil {
		return 0, err
	}
	r.off++
	var v int64
	shortest := true
	switch {
	case t <= 0x7f:
		v = int64(t)
	case t >= 0xe0:
		v = int64(int8(t))
	case t >= 0xcc && t <= 0xcf: // uint 8/16/32/64
		n := 1 << (t - 0xcc)
		u, err := r.uintN(n)
		if err != nil {
			return 0, err
		}
		if u > math.MaxInt64 {
			return 0, r.failAt(at, "integer %d is outside the int64 range", u)
		}
		v = int64(u)
		shortest = u > [4]uint64{0x7f, 0xff, 0xffff, 0xffffffff}[t-0xcc]
	case t >= 0xd0 && t <= 0xd3: // int 8/16/32/64
		n := 1 << (t - 0xd0)
		u, err := r.uintN(n)
		if err != nil {
			return 0, err
		}
		switch n {
		case 1:
			v = int64(int8(u))
		case 2:
			v = int64(int16(u))
		case 4:
			v = int64(int32(u))
		default:
			v = int64(u)
		}
		shortest = v < [4]int64{-32, math.MinInt8, math.MinInt16, math.MinInt32}[t-0xd0]
	default:
		r.off = at
		return 0, r.failAt(at, "expected an integer, found %s", describe(t))
	}
	if !shortest {
		return 0, r.failAt(at, "integer %d is not in its shortest encoding (tag 0x%02x)", v, t)
	}
	if v < lo || v > hi {
		return 0, r.failAt(at, "%d is outside %d..%d", v, lo, hi)
	}
	return v, nil
}

// readF32 reads a float field: a msgpack float64 holding a finite value exactly representable
// as float32.
func (r *reader) readF32() (float32, error) {
	// The common case, checked in a few instructions: a whole float64 whose value survives the
	// round trip through float32 (v-v is 0 for every finite v, NaN for NaN and the infinities).
	if r.off+9 <= len(r.b) && r.b[r.off] == 0xcb {
		v := math.Float64frombits(binary.BigEndian.Uint64(r.b[r.off+1 : r.off+9]))
		if f := float32(v); float64(f) == v && v-v == 0 {
			r.off += 9
			return f, nil
		}
	}
	at := r.off
	t, err := r.peek()
	if err != nil {
		return 0, err
	}
	if t != 0xcb {
		return 0, r.failAt(at, "expected a float64, found %s", describe(t))
	}
	r.off++
	u, err := r.uintN(8)
	if err != nil {
		return 0, err
	}
	v := math.Float64frombits(u)
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, r.failAt(at, "float %v is not finite", v)
	}
	f := float32(v)
	if float64(f) != v {
		return 0, r.failAt(at, "float %v is not exactly representable as float32", v)
	}
	return f, nil
}

// container decodes a str, bin, array or map header and checks that it is the shortest one
// for its length. fixLo..fixHi is the family's fix-form tag range (equal when it has none, as
// bin); tag8 is 0 when it has no 8-bit form (arrays, maps).
func (r *reader) container(kind string, fixLo, fixHi byte, tag8, tag16, tag32 byte) (int, error) {
	at := r.off
	t, err := r.peek()
	if err != nil {
		return 0, err
	}
	r.off++
	var n uint64
	var fixMax uint64 = uint64(fixHi - fixLo)
	hasFix := fixHi > fixLo
	switch {
	case hasFix && t >= fixLo && t <= fixHi:
		return int(t - fixLo), nil
	case tag8 != 0 && t == tag8:
		n, err = r.uintN(1)
		if err == nil && hasFix && n <= fixMax {
			return 0, r.failAt(at, "%s of length %d is not in its shortest header (tag 0x%02x)", kind, n, t)
		}
	case t == tag16:
		n, err = r.uintN(2)
		if err == nil && n <= 0xff && (tag8 != 0 || n <= fixMax) {
			return 0, r.failAt(at, "%s of length %d is not in its shortest header (tag 0x%02x)", kind, n, t)
		}
	case t == tag32:
		n, err = r.uintN(4)
		if err == nil && n <= 0xffff {
			return 0, r.failAt(at, "%s of length %d is not in its shortest header (tag 0x%02x)", kind, n, t)
		}
	default:
		r.off = at
		return 0, r.failAt(at, "expected %s, found %s", article(kind), describe(t))
	}
	if err != nil {
		return 0, err
	}
	return int(n), nil
}

func article(kind string) string {
	if kind == "array" {
		return "an array"
	}
	return "a " + kind
}

func (r *reader) arrayHeader() (int, error) { return r.container("array", 0x90, 0x9f, 0, 0xdc, 0xdd) }

func (r *reader) mapHeader() (int, error) { return r.container("map", 0x80, 0x8f, 0, 0xde, 0xdf) }

// arrayOf reads an array header and checks that n elements of at least minSize encoded bytes
// each fit in what is left, so a header claiming billions of items fails before allocation.
func (r *reader) arrayOf(minSize int) (int, error) {
	at := r.off
	n, err := r.arrayHeader()
	if err != nil {
		return 0, err
	}
	if n > (len(r.b)-r.off)/minSize {
		return 0, r.failAt(at, "array of %d items cannot fit in the %d bytes left", n, len(r.b)-r.off)
	}
	return n, nil
}

// readStrBytes reads a string (valid UTF-8) and returns its bytes, aliasing the payload.
func (r *reader) readStrBytes() ([]byte, error) {
	at := r.off
	t, err := r.peek()
	if err != nil {
		return nil, err
	}
	var n int
	if t >= 0xa0 && t <= 0xbf {
		r.off++
		n = int(t - 0xa0)
	} else {
		n, err = r.container("string", 0xa0, 0xbf, 0xd9, 0xda, 0xdb)
		if err != nil {
			return nil, err
		}
	}
	s, err := r.take(n)
	if err != nil {
		return nil, err
	}
	if !utf8.Valid(s) {
		return nil, r.failAt(at, "string is not valid UTF-8")
	}
	return s, nil
}

func (r *reader) readBin() ([]byte, error) {
	n, err := r.container("bin", 0, 0, 0xc4, 0xc5, 0xc6)
	if err != nil {
		return nil, err
	}
	return r.take(n)
}

// mapOf reads a map header that must hold exactly want keys.
func (r *reader) mapOf(what string, want int) error {
	at := r.off
	n, err := r.mapHeader()
	if err != nil {
		return err
	}
	if n != want {
		return r.failAt(at, "%s map has %d keys, expected %d", what, n, want)
	}
	return nil
}

// key reads the next map key, which must be name, and pushes it on the path.
func (r *reader) key(name string) error {
	at := r.off
	t, err := r.peek()
	if err != nil {
		return err
	}
	// Fast path: a fixstr equal to name.
	if t >= 0xa0 && t <= 0xbf && int(t-0xa0) == len(name) && len(r.b)-r.off > len(name) &&
		string(r.b[r.off+1:r.off+1+len(name)]) == name {
		r.off += 1 + len(name)
		r.push(name)
		return nil
	}
	s, err := r.readStrBytes()
	if err != nil {
		if t < 0xa0 || t > 0xbf {
			r.push(name)
			e := r.failAt(at, "expected the key %q, found %s", name, describe(t))
			r.pop()
			return e
		}
		return err
	}
	r.push(name)
	if string(s) != name {
		e := r.failAt(at, "expected the key %q, found %s", name, filetext.Quote(s))
		r.pop()
		return e
	}
	return nil
}
