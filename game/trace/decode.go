package trace

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"unsafe"
)

// The record decoder. The pass reads one record a tick, and encoding/json's reflection cost
// several times the simulation's own tick (65 µs a record of quest-2.7-pilot-1629 against some
// 30 µs a tick). decodeRecord reads a record as the harness writes it, field by field, without
// reflection and without allocating more than the record's own slices.
//
// It is the fast path only: encoding/json stays the reference. For anything decodeRecord is not
// sure to read exactly as encoding/json does — an escape or a byte outside printable ASCII in a
// string, a key that repeats or that differs from a field's name only in case, a null where it
// wants a value, a number its field cannot hold, any syntax error — it reports false and the
// caller decodes the line with encoding/json, whose result, and whose error with its wording,
// are the ones used. So decodeRecord succeeding means encoding/json decodes the line to the
// same Record (FuzzDecodeRecord and TestDecodeRecordMatchesJSON check it).

// decodeLine decodes one record line: with the fast decoder when it can, else encoding/json
// (whose error it returns). phases, when not nil, interns the RNG marks' phase names.
func decodeLine(line []byte, phases map[string]string) (*Record, error) {
	d := decoder{phases: phases}
	return d.line(line)
}

// line decodes one record line with d: into a Record of its own (and lists of its own) unless
// d.shared.
func (d *decoder) line(line []byte) (*Record, error) {
	d.b, d.i = line, 0
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
	return rec, nil
}

// maxPhases bounds the phase names a Reader interns: a trace names a few dozen.
const maxPhases = 256

// maxSkipDepth is the deepest nesting decoder.skip follows in a field it does not know; deeper
// values go to encoding/json.
const maxSkipDepth = 32

// decoder reads one line. Each method reports false when the text is not what it reads; the
// record is then left half-filled and the caller discards it.
type decoder struct {
	b      []byte
	i      int
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

func (d *decoder) ws() {
	for d.i < len(d.b) {
		if c := d.b[d.i]; c > ' ' || c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			return
		}
		d.i++
	}
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

// object reads an object whose keys are among ks's names, calling field with the index of each
// key, or -1 for a key not among them, whose value object skips. A key that repeats, or that
// matches a name only when case is ignored (encoding/json would take it for that field), is
// refused.
func (d *decoder) object(ks *keySet, field func(k int) bool) bool {
	if !d.eat('{') {
		return false
	}
	if d.eat('}') {
		return true
	}
	names := ks.names
	var seen uint64
	next := 0 // the key after the last one read
	for {
		d.ws()
		k := -1
		// The harness writes the keys in order, some left out: the next one written is most
		// likely the one after the last, else one further on.
		for j := next; j < len(names); j++ {
			if bytes.HasPrefix(d.b[d.i:], ks.quoted[j]) {
				k = j
				d.i += len(ks.quoted[j])
				break
			}
		}
		if k < 0 {
			key, ok := d.plainString()
			if !ok || !d.eat(':') {
				return false
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
						return false
					}
				}
			}
		}
		d.ws()
		switch {
		case k >= 0 && seen&(1<<k) != 0:
			return false
		case k >= 0:
			seen |= 1 << k
			next = k + 1
			if !field(k) {
				return false
			}
		default:
			if !d.skip(0) {
				return false
			}
		}
		if d.eat(',') {
			continue
		}
		return d.eat('}')
	}
}

// array reads an array, calling elem for element i with the decoder at its first byte.
func (d *decoder) array(elem func(i int) bool) bool {
	if !d.eat('[') {
		return false
	}
	if d.eat(']') {
		return true
	}
	for i := 0; ; i++ {
		d.ws()
		if !elem(i) {
			return false
		}
		if d.eat(',') {
			continue
		}
		return d.eat(']')
	}
}

// tuple reads an array of exactly n elements, each read by elem.
func (d *decoder) tuple(n int, elem func(i int) bool) bool {
	got := 0
	ok := d.array(func(i int) bool {
		got++
		return i < n && elem(i)
	})
	return ok && got == n
}

// plainString reads a string of printable ASCII without escapes (its bytes, valid until the
// line is) — the strings encoding/json keeps as they are written.
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

func (d *decoder) str(dst *string) bool {
	b, ok := d.plainString()
	if ok {
		*dst = string(b)
	}
	return ok
}

// phase reads an RNG mark's phase name, interned.
func (d *decoder) phase(dst *string) bool {
	b, ok := d.plainString()
	if !ok {
		return false
	}
	if s, ok := d.phases[string(b)]; ok {
		*dst = s
		return true
	}
	s := string(b)
	if d.phases != nil && len(d.phases) < maxPhases {
		d.phases[s] = s
	}
	*dst = s
	return true
}

func (d *decoder) boolean(dst *bool) bool {
	rest := d.b[d.i:]
	switch {
	case bytes.HasPrefix(rest, []byte("true")):
		*dst = true
		d.i += 4
	case bytes.HasPrefix(rest, []byte("false")):
		*dst = false
		d.i += 5
	default:
		return false
	}
	return true
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

// number reads a number as JSON's grammar writes one.
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
		return n, false
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
			return n, false
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
			return n, false
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
// decimals are doubles of float32 values, whose shortest form has 16 or 17 digits and which
// strconv's Eisel-Lemire step leaves to its slow exact decimal path; the division reads the
// 16-digit ones.

// float64pow10 holds the powers of ten a double holds exactly.
var float64pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
	1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

func (d *decoder) int64(dst *int64) bool {
	n, ok := d.number()
	switch {
	case !ok || !n.integer:
		return false
	case n.digits <= 18:
		*dst = int64(n.mant)
		if n.neg {
			*dst = -*dst
		}
		return true
	}
	v, err := strconv.ParseInt(asString(d.text(&n)), 10, 64)
	if err != nil {
		return false
	}
	*dst = v
	return true
}

func (d *decoder) int(dst *int) bool {
	var v int64
	if !d.int64(&v) || int64(int(v)) != v {
		return false
	}
	*dst = int(v)
	return true
}

func (d *decoder) uint32(dst *uint32) bool {
	n, ok := d.number()
	// ParseUint refuses a sign, "-0" included; 10 digits or fewer cannot overflow a uint64.
	if !ok || !n.integer || n.neg || n.digits > 10 || n.mant > 1<<32-1 {
		return false
	}
	*dst = uint32(n.mant)
	return true
}

func (d *decoder) float64(dst *float64) bool {
	n, ok := d.number()
	if !ok {
		return false
	}
	if n.digits <= 19 && n.mant < 1<<53 && -22 <= n.exp {
		f := float64(n.mant) / float64pow10[-n.exp]
		if n.neg {
			f = -f
		}
		*dst = f
		return true
	}
	v, err := strconv.ParseFloat(asString(d.text(&n)), 64)
	if err != nil {
		return false
	}
	*dst = v
	return true
}

// skip reads past a value of a field the record does not have, checking it is valid JSON.
func (d *decoder) skip(depth int) bool {
	if depth > maxSkipDepth {
		return false
	}
	d.ws()
	if d.i >= len(d.b) {
		return false
	}
	switch c := d.b[d.i]; {
	case c == '{':
		d.i++
		if d.eat('}') {
			return true
		}
		for {
			d.ws()
			if !d.skipString() || !d.eat(':') || !d.skip(depth+1) {
				return false
			}
			if d.eat(',') {
				continue
			}
			return d.eat('}')
		}
	case c == '[':
		return d.array(func(int) bool { return d.skip(depth + 1) })
	case c == '"':
		return d.skipString()
	case c == 't' || c == 'f':
		var b bool
		return d.boolean(&b)
	case c == 'n':
		return d.null()
	}
	_, ok := d.number()
	return ok
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

// record reads a whole line: one object, then nothing but white space.
func (d *decoder) record(r *Record) bool {
	ok := d.object(recordKeys, func(k int) bool {
		switch k {
		case 0:
			return d.int64(&r.T)
		case 1:
			return d.uint32(&r.Rng)
		case 2:
			return d.int64(&r.ElapsedMs)
		case 3:
			return d.int64(&r.Kills)
		case 4:
			return d.int64(&r.Creatures)
		case 5:
			return d.int64(&r.PerkPending)
		case 6:
			return list(d, &r.RngMarks, &d.marks, (*decoder).mark)
		case 7:
			return list(d, &r.Players, &d.players, (*decoder).player)
		case 8:
			return optional(d, &r.Typo, &d.typoBuf, (*decoder).typo)
		case 9:
			return optional(d, &r.Quest, &d.questBuf, (*decoder).quest)
		case 10:
			return optional(d, &r.Tutorial, &d.tutorBuf, (*decoder).tutorial)
		case 11:
			return list(d, &r.CreatureList, &d.creatures, (*decoder).creature)
		}
		return false
	})
	d.ws()
	return ok && d.i == len(d.b)
}

// list reads an array of T into *dst, through the scratch list (so the result is allocated once,
// at its length); null leaves *dst nil and [] makes it empty, not nil, as encoding/json does.
func list[T any](d *decoder, dst *[]T, scratch *[]T, elem func(*decoder, *T) bool) bool {
	return readList(d, dst, scratch, d.shared, elem)
}

// listOf is list without a reused scratch list, for the rare lists (spawns, words).
func listOf[T any](d *decoder, dst *[]T, elem func(*decoder, *T) bool) bool {
	var scratch []T
	return readList(d, dst, &scratch, false, elem)
}

// readList reads the list into scratch, then hands *dst the scratch itself (share) or a copy.
func readList[T any](d *decoder, dst *[]T, scratch *[]T, share bool, elem func(*decoder, *T) bool) bool {
	if d.null() {
		*dst = nil
		return true
	}
	if share && *scratch == nil {
		*scratch = make([]T, 0, 8) // never nil: [] is an empty list, not none
	}
	s := (*scratch)[:0]
	ok := d.array(func(int) bool {
		// Read in place: a local passed to elem, a function value, would escape to the heap.
		var zero T
		s = append(s, zero)
		return elem(d, &s[len(s)-1])
	})
	*scratch = s
	switch {
	case ok && share:
		*dst = s[:len(s):len(s)]
	case ok:
		*dst = append(make([]T, 0, len(s)), s...)
	}
	return ok
}

// optional reads an object into a new *T (with d.shared, into *buf, reused), or null as nil.
func optional[T any](d *decoder, dst **T, buf **T, read func(*decoder, *T) bool) bool {
	if d.null() {
		*dst = nil
		return true
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
	return read(d, v)
}

// mark reads [phase, state].
func (d *decoder) mark(m *Mark) bool {
	return d.tuple(2, func(i int) bool {
		if i == 0 {
			return d.phase(&m.Phase)
		}
		return d.uint32(&m.State)
	})
}

var playerKeys = newKeySet("x", "y", "health", "xp", "level", "weapon", "ammo")

func (d *decoder) player(p *Player) bool {
	return d.object(playerKeys, func(k int) bool {
		switch k {
		case 0:
			return d.float64(&p.X)
		case 1:
			return d.float64(&p.Y)
		case 2:
			return d.float64(&p.Health)
		case 3:
			return d.int64(&p.XP)
		case 4:
			return d.int64(&p.Level)
		case 5:
			return d.int64(&p.Weapon)
		case 6:
			return d.float64(&p.Ammo)
		}
		return false
	})
}

// creature reads [slot, type_id, x, y, hp] or [slot, type_id, x, y, hp, name], as
// Creature.UnmarshalJSON does: the five numbers as doubles, slot and type_id whole.
func (d *decoder) creature(c *Creature) bool {
	var a [5]float64
	n := 0
	ok := d.array(func(i int) bool {
		n++
		switch {
		case i < 5:
			return d.float64(&a[i])
		case i == 5:
			c.Named = true
			return d.str(&c.Name)
		}
		return false
	})
	if !ok || n < 5 || a[0] != math.Trunc(a[0]) || a[1] != math.Trunc(a[1]) {
		return false
	}
	c.Slot, c.TypeID, c.X, c.Y, c.HP = int(a[0]), int(a[1]), a[2], a[3], a[4]
	return true
}

var typoKeys = newKeySet("text", "submits", "matches", "cooldown_ms", "score_xp", "target", "words", "spawned")

func (d *decoder) typo(t *Typo) bool {
	return d.object(typoKeys, func(k int) bool {
		switch k {
		case 0:
			return d.str(&t.Text)
		case 1:
			return d.int64(&t.Submits)
		case 2:
			return d.int64(&t.Matches)
		case 3:
			return d.int64(&t.CooldownMs)
		case 4:
			return d.int64(&t.ScoreXP)
		case 5:
			return d.tuple(2, func(i int) bool { return d.float64(&t.Target[i]) })
		case 6:
			return listOf(d, &t.Words, (*decoder).typoWord)
		case 7:
			return listOf(d, &t.Spawned, (*decoder).typoSpawn)
		}
		return false
	})
}

// typoWord reads [text, slot|null].
func (d *decoder) typoWord(w *TypoWord) bool {
	return d.tuple(2, func(i int) bool {
		if i == 0 {
			return d.str(&w.Text)
		}
		if d.null() {
			w.Slot = -1
			return true
		}
		return d.int(&w.Slot)
	})
}

// typoSpawn reads [slot, type_id, name].
func (d *decoder) typoSpawn(s *TypoSpawn) bool {
	return d.tuple(3, func(i int) bool {
		switch i {
		case 0:
			return d.int(&s.Slot)
		case 1:
			return d.int(&s.TypeID)
		}
		return d.str(&s.Name)
	})
}

// spawn reads [template_id, x, y].
func (d *decoder) spawn(s *Spawn) bool {
	return d.tuple(3, func(i int) bool {
		switch i {
		case 0:
			return d.int(&s.TemplateID)
		case 1:
			return d.float64(&s.X)
		}
		return d.float64(&s.Y)
	})
}

// seededBonus reads [bonus_id, amount, x, y].
func (d *decoder) seededBonus(s *SeededBonus) bool {
	return d.tuple(4, func(i int) bool {
		switch i {
		case 0:
			return d.int(&s.BonusID)
		case 1:
			return d.int(&s.Amount)
		case 2:
			return d.float64(&s.X)
		}
		return d.float64(&s.Y)
	})
}

var questKeys = newKeySet("timeline_ms", "entries_left", "spawns_left", "stall_ms", "transition_ms", "spawned", "completed")

func (d *decoder) quest(q *Quest) bool {
	return d.object(questKeys, func(k int) bool {
		switch k {
		case 0:
			return d.float64(&q.TimelineMs)
		case 1:
			return d.int64(&q.EntriesLeft)
		case 2:
			return d.int64(&q.SpawnsLeft)
		case 3:
			return d.float64(&q.StallMs)
		case 4:
			return d.float64(&q.TransitionMs)
		case 5:
			return listOf(d, &q.Spawned, (*decoder).spawn)
		case 6:
			return d.boolean(&q.Completed)
		}
		return false
	})
}

var tutorialKeys = newKeySet("stage", "stage_timer_ms", "transition_ms", "hint_index", "hint_alpha", "hint_fade_in",
	"repeat_spawn_count", "hint_ref", "bonuses", "spawned", "bonuses_seeded")

func (d *decoder) tutorial(t *Tutorial) bool {
	return d.object(tutorialKeys, func(k int) bool {
		switch k {
		case 0:
			return d.int64(&t.Stage)
		case 1:
			return d.int64(&t.StageTimerMs)
		case 2:
			return d.int64(&t.TransitionMs)
		case 3:
			return d.int64(&t.HintIndex)
		case 4:
			return d.int64(&t.HintAlpha)
		case 5:
			return d.boolean(&t.HintFadeIn)
		case 6:
			return d.int64(&t.RepeatSpawnCount)
		case 7:
			if d.null() {
				t.HintRef = nil
				return true
			}
			t.HintRef = new(int64)
			return d.int64(t.HintRef)
		case 8:
			return d.int64(&t.Bonuses)
		case 9:
			return listOf(d, &t.Spawned, (*decoder).spawn)
		case 10:
			return listOf(d, &t.BonusesSeeded, (*decoder).seededBonus)
		}
		return false
	})
}
