package trace

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"unsafe"
)

// The record decoder. The pass reads one record a tick, and encoding/json's reflection cost
// several times the simulation's own tick (65 µs a record of quest-2.7-pilot-1629 against some
// 30 µs a tick). decoder.record reads a record as the harness writes it, field by field, without
// reflection and without allocating more than the record's own slices.
//
// It is the fast path only: encoding/json stays the reference. For anything decoder.record is not
// sure to read exactly as encoding/json does — an escape or a byte outside printable ASCII in a
// string, a key that repeats or that differs from a field's name only in case, a null where it
// wants a value, a number its field cannot hold, any syntax error — it fails and the line is
// decoded with encoding/json, whose result, and whose error with its wording, are the ones
// used. So decoder.record succeeding means encoding/json decodes the line to the same Record
// (FuzzDecodeRecord and TestDecodeRecordMatchesJSON check it).
//
// Every reader of a value fails by setting decoder.bad, which stops every loop over an object's
// keys or an array's elements: the loops call no function values, which would cost an indirect
// call a field and keep the readers from being inlined.

// decodeLine decodes one record line: with the fast decoder when it can, else encoding/json
// (whose error it returns). phases, when not nil, interns the RNG marks' phase names.
func decodeLine(line []byte, phases map[string]string) (*Record, error) {
	d := decoder{phases: phases}
	return d.line(line)
}

// line decodes one record line with d: into a Record of its own (and lists of its own) unless
// d.shared.
func (d *decoder) line(line []byte) (*Record, error) {
	d.b, d.i, d.bad = line, 0, false
	defer func() { d.b = nil }()
	var rec *Record
	if d.shared {
		rec = &d.rec
		*rec = Record{}
	} else {
		rec = new(Record)
	}
	if d.record(rec) {
		return rec, nil
	}
	rec = new(Record)
	if err := json.Unmarshal(line, rec); err != nil {
		return nil, err
	}
	if err := missingField(line); err != nil {
		return nil, err
	}
	return rec, nil
}

// missingField returns the error of a record line, one encoding/json reads, that lacks a
// field the harness writes on every line (or holds null where a value is wanted), which
// encoding/json would read as 0: a recorder's fault, not a value to compare. Keys match as
// encoding/json matches them, case folded.
func missingField(line []byte) error {
	var rec map[string]json.RawMessage
	if json.Unmarshal(line, &rec) != nil {
		return nil // (not an object: encoding/json would not have read it)
	}
	if err := requireKeys(rec, "the record", recordKeys.names[:recordRequired]); err != nil {
		return err
	}
	var players []map[string]json.RawMessage
	if raw, ok := lookupKey(rec, "players"); ok && json.Unmarshal(raw, &players) == nil {
		for i, p := range players {
			if err := requireKeys(p, elemPath("players", i, ""), playerKeys.names); err != nil {
				return err
			}
		}
	}
	for _, part := range [...]struct {
		name string
		keys *keySet
	}{{"typo", typoKeys}, {"quest", questKeys}, {"tutorial", tutorialKeys}} {
		var m map[string]json.RawMessage
		if raw, ok := lookupKey(rec, part.name); ok && json.Unmarshal(raw, &m) == nil && m != nil {
			if err := requireKeys(m, part.name, part.keys.names); err != nil {
				return err
			}
		}
	}
	return nil
}

// nullable are the fields a record may hold null in: lists (null is a list of none) and the
// tutorial's hint_ref (null: no carrier).
var nullable = map[string]bool{"rng_marks": true, "players": true, "spawned": true, "words": true,
	"bonuses_seeded": true, "hint_ref": true}

// requireKeys returns the error of the object m (named what) that lacks one of names or holds
// null in one that takes a value.
func requireKeys(m map[string]json.RawMessage, what string, names []string) error {
	for _, n := range names {
		raw, ok := lookupKey(m, n)
		switch {
		case !ok:
			return fmt.Errorf("%s has no field %s (a trace record holds every field on every line)", what, n)
		case !nullable[n] && string(bytes.TrimSpace(raw)) == "null":
			return fmt.Errorf("%s holds null in field %s, where a value is wanted", what, n)
		}
	}
	return nil
}

// lookupKey is m's value for the key name, as encoding/json finds it: the key itself, else one
// equal to it with case folded.
func lookupKey(m map[string]json.RawMessage, name string) (json.RawMessage, bool) {
	if raw, ok := m[name]; ok {
		return raw, true
	}
	for k, raw := range m {
		if strings.EqualFold(k, name) {
			return raw, true
		}
	}
	return nil, false
}

// maxPhases bounds the phase names a Reader interns: a trace names a few dozen.
const maxPhases = 256

// maxSkipDepth is the deepest nesting decoder.skip follows in a field it does not know; deeper
// values go to encoding/json.
const maxSkipDepth = 32

// decoder reads one line at a time.
type decoder struct {
	b   []byte
	i   int
	bad bool // the line is not what the decoder reads: leave it to encoding/json

	phases map[string]string

	// Scratch lists, reused from line to line, copied out at their exact length; with shared,
	// the record and its lists are the scratch ones themselves (Reader.NextShared).
	players   []Player
	marks     []Mark
	creatures []Creature
	shared    bool
	rec       Record
	typoBuf   *Typo
	questBuf  *Quest
	tutorBuf  *Tutorial
}

// fail marks the line as not read and returns false.
func (d *decoder) fail() bool {
	d.bad = true
	return false
}

// ws skips white space. It runs a hundred times a record, mostly to find none: one comparison
// tells any byte above ' ' from white space.
func (d *decoder) ws() {
	b, i := d.b, d.i
	for i < len(b) && b[i] <= ' ' && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	d.i = i
}

// peek is the next byte after white space, 0 at the line's end.
func (d *decoder) peek() byte {
	d.ws()
	if d.i < len(d.b) {
		return d.b[d.i]
	}
	return 0
}

// eat skips white space and then c, if c is next.
func (d *decoder) eat(c byte) bool {
	d.ws()
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// open reads c (after white space), or fails.
func (d *decoder) open(c byte) bool {
	if d.eat(c) {
		return true
	}
	return d.fail()
}

// null reads a null, if one is next (after white space).
func (d *decoder) null() bool {
	d.ws()
	if bytes.HasPrefix(d.b[d.i:], []byte("null")) {
		d.i += 4
		return true
	}
	return false
}

// keySet is an object's field names in the order the harness writes them, each also as it is
// written before its value (`"name": `), so that the expected key is matched in one comparison.
type keySet struct {
	names  []string
	quoted [][]byte
}

func newKeySet(names ...string) *keySet {
	ks := &keySet{names: names}
	for _, n := range names {
		ks.quoted = append(ks.quoted, []byte(`"`+n+`": `))
	}
	return ks
}

// object is the state of a loop over an object's keys:
//
//	o := d.object(ks)
//	for k := d.key(&o); k >= 0; k = d.key(&o) { read the value of key ks.names[k] }
type object struct {
	ks   *keySet
	seen uint64 // the keys read
	next int    // the key after the last one read
	n    int    // keys read, the unknown ones included
}

// object reads an object's '{'.
func (d *decoder) object(ks *keySet) object {
	d.open('{')
	return object{ks: ks}
}

// key reads the next key of o and the ':' after it and returns its index in o.ks, with the
// decoder at its value; or -1 at the object's end, or when the line failed. Keys not among
// o.ks's names are read past with their values. A key that repeats, or that matches a name
// only when case is ignored (encoding/json would take it for that field), fails.
func (d *decoder) key(o *object) int {
	for !d.bad {
		switch c := d.peek(); {
		case c == '}':
			d.i++
			return -1
		case o.n == 0:
		case c == ',':
			d.i++
			d.ws()
		default:
			d.fail()
			return -1
		}
		o.n++
		names := o.ks.names
		k := -1
		// The harness writes the keys in order, some left out: the next one written is most
		// likely the one after the last, else one further on.
		for j := o.next; j < len(names); j++ {
			if q := o.ks.quoted[j]; bytes.HasPrefix(d.b[d.i:], q) {
				k = j
				d.i += len(q)
				break
			}
		}
		if k < 0 {
			key, ok := d.plainString()
			if !ok || !d.eat(':') {
				d.fail()
				return -1
			}
			for j, n := range names {
				if string(key) == n {
					k = j
					break
				}
			}
			if k < 0 {
				// Keys are ASCII here, where encoding/json's case folding is strings.EqualFold's.
				for _, n := range names {
					if strings.EqualFold(asString(key), n) {
						d.fail()
						return -1
					}
				}
				d.skip(0)
				continue
			}
		}
		if o.seen&(1<<k) != 0 {
			d.fail()
			return -1
		}
		o.seen |= 1 << k
		o.next = k + 1
		d.ws()
		return k
	}
	return -1
}

// elem reads on to an array's next element and reports whether there is one, with the decoder
// at its first byte; n counts the elements read (0 before the first), for the loop
//
//	if d.open('[') { for n := 0; d.elem(&n); { read element n-1 } }
//
// It reports false at the array's end, or when the line failed.
func (d *decoder) elem(n *int) bool {
	if d.bad {
		return false
	}
	switch c := d.peek(); {
	case c == ']':
		d.i++
		return false
	case *n == 0:
	case c == ',':
		d.i++
		d.ws()
	default:
		return d.fail()
	}
	*n++
	return true
}

// plainString reads a string of printable ASCII without escapes (its bytes, valid until the
// line is) — the strings encoding/json keeps as they are written. It does not fail the line:
// the caller does.
func (d *decoder) plainString() ([]byte, bool) {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return nil, false
	}
	start := d.i + 1
	for i := start; i < len(d.b); i++ {
		switch c := d.b[i]; {
		case c == '"':
			d.i = i + 1
			return d.b[start:i], true
		case c < 0x20 || c > 0x7e || c == '\\':
			return nil, false
		}
	}
	return nil, false
}

func (d *decoder) str(dst *string) {
	b, ok := d.plainString()
	if !ok {
		d.fail()
		return
	}
	*dst = string(b)
}

// phase reads an RNG mark's phase name, interned.
func (d *decoder) phase(dst *string) {
	b, ok := d.plainString()
	if !ok {
		d.fail()
		return
	}
	if s, ok := d.phases[string(b)]; ok {
		*dst = s
		return
	}
	s := string(b)
	if d.phases != nil && len(d.phases) < maxPhases {
		d.phases[s] = s
	}
	*dst = s
}

func (d *decoder) boolean(dst *bool) {
	rest := d.b[d.i:]
	switch {
	case bytes.HasPrefix(rest, []byte("true")):
		*dst = true
		d.i += 4
	case bytes.HasPrefix(rest, []byte("false")):
		*dst = false
		d.i += 5
	default:
		d.fail()
	}
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// number is a number as read: its literal, and its value in decimal when that fits,
// mant × 10^exp.
type number struct {
	start int // the literal is d.b[start:d.i]
	mant  uint64
	// exp is minus the fraction's digits; digits counts the digits in mant (leading zeros
	// too), and mant is valid only when digits <= 19. A number with an exponent part counts 20,
	// so that only strconv reads it.
	exp, digits int
	neg         bool
	integer     bool // no fraction, no exponent
}

// number reads a number as JSON's grammar writes one, or fails.
func (d *decoder) number() (n number, ok bool) {
	b, i := d.b, d.i
	n.start, n.integer = i, true
	if i < len(b) && b[i] == '-' {
		n.neg = true
		i++
	}
	first := i
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		for ; i < len(b); i++ {
			c := b[i] - '0'
			if c > 9 {
				break
			}
			n.mant = n.mant*10 + uint64(c)
		}
	default:
		return n, d.fail()
	}
	if i < len(b) && b[i] == '.' {
		n.integer = false
		i++
		frac := i
		for ; i < len(b); i++ {
			c := b[i] - '0'
			if c > 9 {
				break
			}
			n.mant = n.mant*10 + uint64(c)
		}
		if i == frac {
			return n, d.fail()
		}
		n.exp = frac - i
		n.digits = i - first - 1
	} else {
		n.digits = i - first
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		n.integer = false
		n.digits = 20
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return n, d.fail()
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	d.i = i
	return n, true
}

// text is the number's literal.
func (d *decoder) text(n *number) []byte { return d.b[n.start:d.i] }

// asString views b as a string for strconv, without copying: the string does not outlive the
// call (a parse error, which would keep it, is dropped).
func asString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// The numbers get the values encoding/json gives them, which parses the literal with strconv's
// ParseInt, ParseUint and ParseFloat and refuses one past the field's range. Two cases are read
// here without strconv, whose general parsers cost several hundred instructions a number: whole
// numbers of at most 18 digits, which cannot overflow an int64, and the decimals that strconv
// itself computes exactly (its atof64exact): a mantissa below 2^53 and a power of ten up to
// 10^22, both exact doubles, so the one division is correctly rounded. Most of a trace's
// decimals are doubles of float32 values, whose shortest form has 16 or 17 digits: the division
// reads the 16-digit ones, nearestQuotient the longer.

// float64pow10 holds the powers of ten a double holds exactly.
var float64pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
	1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// maxExactPow is the largest k for which nearestQuotient works with 10^k: 2 × 10^k fits a
// uint64.
const maxExactPow = 18

// uint64pow10 holds 10^k for k <= maxExactPow.
var uint64pow10 = [...]uint64{1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
	1e17, 1e18}

// nearestQuotient returns the double nearest m / 10^k, ties to even — what strconv.ParseFloat
// returns for the decimal — for 1 <= k <= maxExactPow, deciding it exactly in 128-bit integers;
// ok is false where it cannot (the comparisons would pass 128 bits, or the value is out of the
// doubles it handles), and strconv decides.
//
// The quotient computed in doubles is within an ulp or so of the true one; each of it and its
// two neighbours c = C·2^e (C in [2^52, 2^53)) is tested: the decimal v rounds to c when it lies
// strictly within half an ulp of c on either side (a quarter of c's ulp below c when C = 2^52,
// where the doubles below are twice as dense), or exactly at the half and C is even. Scaled by
// 10^k·2^(2-e), all of it is in integers: v is m·2^(2-e), c is 4C·10^k, and the half ulps are
// 2·10^k (10^k below a power of two). Exactly one double passes; if none of the three did, the
// decimal would go to strconv.
//
// This is for the 17- to 19-digit decimals, most of a trace's (doubles of float32 values written
// in their shortest form), for which strconv's Eisel-Lemire step cannot decide (the product is
// exact, so it looks like a halfway case) and falls back to its slow arbitrary-precision path.
func nearestQuotient(m uint64, k int) (float64, bool) {
	p := uint64pow10[k]
	q := float64(m) / float64(p)
	for _, c := range [3]float64{q, math.Nextafter(q, 0), math.Nextafter(q, math.Inf(1))} {
		b := math.Float64bits(c)
		exp := int(b>>52) & 0x7ff
		if exp == 0 || exp == 0x7ff {
			return 0, false // zero, subnormal, infinite: not for this test
		}
		mant := b&(1<<52-1) | 1<<52
		s := 2 - (exp - 1075) // c = mant·2^(exp-1075)
		if s < 0 || bits.Len64(m)+s > 127 {
			return 0, false
		}
		// x = m·2^s, the decimal scaled.
		var xHi, xLo uint64
		if s >= 64 {
			xHi = m << (s - 64)
		} else {
			xHi, xLo = m>>(64-s), m<<s
			if s == 0 {
				xHi = 0
			}
		}
		// c scaled, and the bounds of the values that round to it.
		cHi, cLo := bits.Mul64(4*mant, p)
		below := 2 * p
		if mant == 1<<52 {
			below = p
		}
		loLo, borrow := bits.Sub64(cLo, below, 0)
		loHi, _ := bits.Sub64(cHi, 0, borrow)
		hiLo, carry := bits.Add64(cLo, 2*p, 0)
		hiHi, _ := bits.Add64(cHi, 0, carry)
		aboveLo := xHi > loHi || xHi == loHi && xLo > loLo
		belowHi := xHi < hiHi || xHi == hiHi && xLo < hiLo
		atEdge := xHi == loHi && xLo == loLo || xHi == hiHi && xLo == hiLo
		if aboveLo && belowHi || atEdge && mant&1 == 0 {
			return c, true
		}
	}
	return 0, false
}

func (d *decoder) int64(dst *int64) {
	n, ok := d.number()
	switch {
	case !ok:
		return
	case !n.integer:
		d.fail()
		return
	case n.digits <= 18:
		*dst = int64(n.mant)
		if n.neg {
			*dst = -*dst
		}
		return
	}
	v, err := strconv.ParseInt(asString(d.text(&n)), 10, 64)
	if err != nil {
		d.fail()
		return
	}
	*dst = v
}

func (d *decoder) int(dst *int) {
	var v int64
	d.int64(&v)
	if int64(int(v)) != v {
		d.fail()
	}
	*dst = int(v)
}

func (d *decoder) uint32(dst *uint32) {
	n, ok := d.number()
	// ParseUint refuses a sign, "-0" included; 10 digits or fewer cannot overflow a uint64.
	if ok && (!n.integer || n.neg || n.digits > 10 || n.mant > 1<<32-1) {
		d.fail()
	}
	*dst = uint32(n.mant)
}

func (d *decoder) float64(dst *float64) {
	n, ok := d.number()
	if !ok {
		return
	}
	if n.digits <= 19 && -22 <= n.exp {
		f, ok := 0.0, false
		switch {
		case n.mant < 1<<53:
			f, ok = float64(n.mant)/float64pow10[-n.exp], true
		case -n.exp <= maxExactPow:
			f, ok = nearestQuotient(n.mant, -n.exp)
		}
		if ok {
			if n.neg {
				f = -f
			}
			*dst = f
			return
		}
	}
	v, err := strconv.ParseFloat(asString(d.text(&n)), 64)
	if err != nil {
		d.fail()
		return
	}
	*dst = v
}

// skip reads past a value of a field the record does not have, checking it is valid JSON.
func (d *decoder) skip(depth int) {
	if depth > maxSkipDepth {
		d.fail()
		return
	}
	d.ws()
	if d.i >= len(d.b) {
		d.fail()
		return
	}
	switch c := d.b[d.i]; {
	case c == '{':
		d.i++
		for n := 0; !d.bad; n++ {
			if d.eat('}') {
				return
			}
			if n > 0 && !d.eat(',') {
				d.fail()
				return
			}
			d.ws()
			if !d.skipString() || !d.eat(':') {
				d.fail()
				return
			}
			d.skip(depth + 1)
		}
	case c == '[':
		d.i++
		for n := 0; d.elem(&n); {
			d.skip(depth + 1)
		}
	case c == '"':
		if !d.skipString() {
			d.fail()
		}
	case c == 't' || c == 'f':
		var b bool
		d.boolean(&b)
	case c == 'n':
		if !d.null() {
			d.fail()
		}
	default:
		d.number()
	}
}

// skipString reads past any valid string: escapes checked, control characters refused, other
// bytes taken as they are (as encoding/json's scanner takes them).
func (d *decoder) skipString() bool {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return false
	}
	for i := d.i + 1; i < len(d.b); i++ {
		switch c := d.b[i]; {
		case c == '"':
			d.i = i + 1
			return true
		case c < 0x20:
			return false
		case c == '\\':
			i++
			if i >= len(d.b) {
				return false
			}
			switch d.b[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
			case 'u':
				if i+4 >= len(d.b) {
					return false
				}
				for _, h := range d.b[i+1 : i+5] {
					if !isDigit(h) && (h|0x20 < 'a' || h|0x20 > 'f') {
						return false
					}
				}
				i += 4
			default:
				return false
			}
		}
	}
	return false
}

// recordKeys are in the order the harness writes them.
var recordKeys = newKeySet("t", "rng", "elapsed_ms", "kills", "creatures", "perk_pending", "rng_marks", "players",
	"typo", "quest", "tutorial", "creature_list")

// recordRequired is how many of recordKeys, from the first, every record holds (the mode's
// parts and the creature list are not on every line).
const recordRequired = 8

// require fails the line when o lacks any of the first n of its keys: encoding/json would read
// the field as 0, so the line goes to it and to missingField, which says which one is missing.
func (d *decoder) require(o *object, n int) {
	if o.seen&(1<<n-1) != 1<<n-1 {
		d.fail()
	}
}

// record reads a whole line: one object, then nothing but white space.
func (d *decoder) record(r *Record) bool {
	o := d.object(recordKeys)
	for k := d.key(&o); k >= 0; k = d.key(&o) {
		switch k {
		case 0:
			d.int64(&r.T)
		case 1:
			d.uint32(&r.Rng)
		case 2:
			d.int64(&r.ElapsedMs)
		case 3:
			d.int64(&r.Kills)
		case 4:
			d.int64(&r.Creatures)
		case 5:
			d.int64(&r.PerkPending)
		case 6:
			d.markList(&r.RngMarks)
		case 7:
			d.playerList(&r.Players)
		case 8:
			optional(d, &r.Typo, &d.typoBuf, (*decoder).typo)
		case 9:
			optional(d, &r.Quest, &d.questBuf, (*decoder).quest)
		case 10:
			optional(d, &r.Tutorial, &d.tutorBuf, (*decoder).tutorial)
		case 11:
			d.creatureList(&r.CreatureList)
		}
	}
	d.require(&o, recordRequired)
	d.ws()
	return !d.bad && d.i == len(d.b)
}

// The lists are read into the decoder's scratch lists (so a copy is allocated once, at its
// length), written out by listOut. A null makes the list nil and [] an empty list, not nil, as
// encoding/json does.

// listStart returns the scratch list s emptied, never nil when it is to be handed out.
func listStart[T any](d *decoder, s []T) []T {
	if d.shared && s == nil {
		return make([]T, 0, 8)
	}
	return s[:0]
}

// listOut is the list read into scratch as the record gets it: the scratch list itself
// (d.shared), or a copy.
func listOut[T any](d *decoder, s []T) []T {
	if d.shared {
		return s[:len(s):len(s)]
	}
	return append(make([]T, 0, len(s)), s...)
}

func (d *decoder) markList(dst *[]Mark) {
	if d.null() {
		*dst = nil
		return
	}
	s := listStart(d, d.marks)
	if d.open('[') {
		for n := 0; d.elem(&n); {
			s = append(s, Mark{})
			d.mark(&s[len(s)-1])
		}
	}
	d.marks = s
	if !d.bad {
		*dst = listOut(d, s)
	}
}

func (d *decoder) playerList(dst *[]Player) {
	if d.null() {
		*dst = nil
		return
	}
	s := listStart(d, d.players)
	if d.open('[') {
		for n := 0; d.elem(&n); {
			s = append(s, Player{})
			d.player(&s[len(s)-1])
		}
	}
	d.players = s
	if !d.bad {
		*dst = listOut(d, s)
	}
}

func (d *decoder) creatureList(dst *[]Creature) {
	if d.null() {
		*dst = nil
		return
	}
	s := listStart(d, d.creatures)
	if d.open('[') {
		for n := 0; d.elem(&n); {
			s = append(s, Creature{})
			d.creature(&s[len(s)-1])
		}
	}
	d.creatures = s
	if !d.bad {
		*dst = listOut(d, s)
	}
}

// listOf reads a list of the rarer kinds (spawns, words, seeded bonuses) into a new slice.
func listOf[T any](d *decoder, dst *[]T, elem func(*decoder, *T)) {
	if d.null() {
		*dst = nil
		return
	}
	s := []T{}
	if d.open('[') {
		for n := 0; d.elem(&n); {
			var zero T
			s = append(s, zero)
			elem(d, &s[len(s)-1])
		}
	}
	if !d.bad {
		*dst = s
	}
}

// optional reads an object into a new *T (with d.shared, into *buf, reused), or null as nil.
func optional[T any](d *decoder, dst **T, buf **T, read func(*decoder, *T)) {
	if d.null() {
		*dst = nil
		return
	}
	var v *T
	if d.shared {
		if *buf == nil {
			*buf = new(T)
		}
		v = *buf
		var zero T
		*v = zero
	} else {
		v = new(T)
	}
	*dst = v
	read(d, v)
}

// mark reads [phase, state].
func (d *decoder) mark(m *Mark) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		switch n {
		case 1:
			d.phase(&m.Phase)
		case 2:
			d.uint32(&m.State)
		default:
			d.fail()
		}
	}
	if n != 2 {
		d.fail()
	}
}

var playerKeys = newKeySet("x", "y", "health", "xp", "level", "weapon", "ammo")

func (d *decoder) player(p *Player) {
	o := d.object(playerKeys)
	for k := d.key(&o); k >= 0; k = d.key(&o) {
		switch k {
		case 0:
			d.float64(&p.X)
		case 1:
			d.float64(&p.Y)
		case 2:
			d.float64(&p.Health)
		case 3:
			d.int64(&p.XP)
		case 4:
			d.int64(&p.Level)
		case 5:
			d.int64(&p.Weapon)
		case 6:
			d.float64(&p.Ammo)
		}
	}
	d.require(&o, len(playerKeys.names))
}

// creature reads [slot, type_id, x, y, hp] or [slot, type_id, x, y, hp, name], as
// Creature.UnmarshalJSON does: the five numbers as doubles, slot and type_id whole.
func (d *decoder) creature(c *Creature) {
	if !d.open('[') {
		return
	}
	var a [5]float64
	n := 0
	for d.elem(&n) {
		switch {
		case n <= 5:
			d.float64(&a[n-1])
		case n == 6:
			c.Named = true
			d.str(&c.Name)
		default:
			d.fail()
		}
	}
	if n < 5 || a[0] != math.Trunc(a[0]) || a[1] != math.Trunc(a[1]) {
		d.fail()
		return
	}
	c.Slot, c.TypeID, c.X, c.Y, c.HP = int(a[0]), int(a[1]), a[2], a[3], a[4]
}

var typoKeys = newKeySet("text", "submits", "matches", "cooldown_ms", "score_xp", "target", "words", "spawned")

func (d *decoder) typo(t *Typo) {
	o := d.object(typoKeys)
	for k := d.key(&o); k >= 0; k = d.key(&o) {
		switch k {
		case 0:
			d.str(&t.Text)
		case 1:
			d.int64(&t.Submits)
		case 2:
			d.int64(&t.Matches)
		case 3:
			d.int64(&t.CooldownMs)
		case 4:
			d.int64(&t.ScoreXP)
		case 5:
			d.floatPair(&t.Target)
		case 6:
			listOf(d, &t.Words, (*decoder).typoWord)
		case 7:
			listOf(d, &t.Spawned, (*decoder).typoSpawn)
		}
	}
	d.require(&o, len(typoKeys.names))
}

// floatPair reads [x, y].
func (d *decoder) floatPair(p *[2]float64) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		if n > 2 {
			d.fail()
			return
		}
		d.float64(&p[n-1])
	}
	if n != 2 {
		d.fail()
	}
}

// typoWord reads [text, slot|null].
func (d *decoder) typoWord(w *TypoWord) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		switch n {
		case 1:
			d.str(&w.Text)
		case 2:
			if d.null() {
				w.Slot = -1
			} else {
				d.int(&w.Slot)
			}
		default:
			d.fail()
		}
	}
	if n != 2 {
		d.fail()
	}
}

// typoSpawn reads [slot, type_id, name].
func (d *decoder) typoSpawn(s *TypoSpawn) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		switch n {
		case 1:
			d.int(&s.Slot)
		case 2:
			d.int(&s.TypeID)
		case 3:
			d.str(&s.Name)
		default:
			d.fail()
		}
	}
	if n != 3 {
		d.fail()
	}
}

// spawn reads [template_id, x, y].
func (d *decoder) spawn(s *Spawn) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		switch n {
		case 1:
			d.int(&s.TemplateID)
		case 2:
			d.float64(&s.X)
		case 3:
			d.float64(&s.Y)
		default:
			d.fail()
		}
	}
	if n != 3 {
		d.fail()
	}
}

// seededBonus reads [bonus_id, amount, x, y].
func (d *decoder) seededBonus(s *SeededBonus) {
	if !d.open('[') {
		return
	}
	n := 0
	for d.elem(&n) {
		switch n {
		case 1:
			d.int(&s.BonusID)
		case 2:
			d.int(&s.Amount)
		case 3:
			d.float64(&s.X)
		case 4:
			d.float64(&s.Y)
		default:
			d.fail()
		}
	}
	if n != 4 {
		d.fail()
	}
}

var questKeys = newKeySet("timeline_ms", "entries_left", "spawns_left", "stall_ms", "transition_ms", "spawned", "completed")

func (d *decoder) quest(q *Quest) {
	o := d.object(questKeys)
	for k := d.key(&o); k >= 0; k = d.key(&o) {
		switch k {
		case 0:
			d.float64(&q.TimelineMs)
		case 1:
			d.int64(&q.EntriesLeft)
		case 2:
			d.int64(&q.SpawnsLeft)
		case 3:
			d.float64(&q.StallMs)
		case 4:
			d.float64(&q.TransitionMs)
		case 5:
			listOf(d, &q.Spawned, (*decoder).spawn)
		case 6:
			d.boolean(&q.Completed)
		}
	}
	d.require(&o, len(questKeys.names))
}

var tutorialKeys = newKeySet("stage", "stage_timer_ms", "transition_ms", "hint_index", "hint_alpha", "hint_fade_in",
	"repeat_spawn_count", "hint_ref", "bonuses", "spawned", "bonuses_seeded")

func (d *decoder) tutorial(t *Tutorial) {
	o := d.object(tutorialKeys)
	for k := d.key(&o); k >= 0; k = d.key(&o) {
		switch k {
		case 0:
			d.int64(&t.Stage)
		case 1:
			d.int64(&t.StageTimerMs)
		case 2:
			d.int64(&t.TransitionMs)
		case 3:
			d.int64(&t.HintIndex)
		case 4:
			d.int64(&t.HintAlpha)
		case 5:
			d.boolean(&t.HintFadeIn)
		case 6:
			d.int64(&t.RepeatSpawnCount)
		case 7:
			if d.null() {
				t.HintRef = nil
			} else {
				t.HintRef = new(int64)
				d.int64(t.HintRef)
			}
		case 8:
			d.int64(&t.Bonuses)
		case 9:
			listOf(d, &t.Spawned, (*decoder).spawn)
		case 10:
			listOf(d, &t.BonusesSeeded, (*decoder).seededBonus)
		}
	}
	d.require(&o, len(tutorialKeys.names))
}
