package trace

import (
	"encoding/binary"
	"errors"
	"math"
	"unsafe"
)

// The binary form of a Record, the one the trace cache (cache.go) and the Index hold: the same
// fields as the JSON line, without names, digits or white space, so that reading a record back
// costs a few loads a field instead of parsing decimals. Integers are varints (zigzag for the
// signed ones), floats their 8 IEEE bytes (every double exactly, NaN payloads included), the RNG
// states 4 bytes. A list is its length + 1, 0 standing for a JSON null, so that nil and empty
// come back as they went in; an optional part is 0 (null) or 1 followed by its fields. A record
// holds no tick index: records come in tick order, the n-th is tick n.
//
// Phase names repeat on every record (a few dozen distinct ones in a trace), so a stream names
// each once: a mark's phase is its number in the stream's phaseTable + 1, and 0 introduces a new
// name, written out, that takes the next number.

// errBinary is the error of a binary record that does not decode: a truncated or damaged cache
// file (the cache then reads the JSON trace instead), never a trace's own error.
var errBinary = errors.New("trace: damaged binary record")

// maxBinString bounds a string of a binary record (a creature's name, a typed word): the JSON
// lines that hold them are bounded by MaxLineBytes.
const maxBinString = MaxLineBytes

// phaseTable numbers the phase names of one binary stream, in the order they first came.
type phaseTable struct {
	names []string
	ids   map[string]int
}

// binWriter appends records to a binary stream.
type binWriter struct {
	b      []byte
	phases phaseTable
}

// The header's fields (copyHeader); a record's go through record's own appends.
func (w *binWriter) uvarint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }
func (w *binWriter) varint(v int64)   { w.b = binary.AppendVarint(w.b, v) }
func (w *binWriter) u32(v uint32)     { w.b = le.AppendUint32(w.b, v) }
func (w *binWriter) str(s string)     { w.b = appendStr(w.b, s) }

// record appends r, all of it but its tick index. The bytes are appended to a local slice
// and stored back once (a method appending to w.b a field at a time costs a store of the
// slice's header each time).
func (w *binWriter) record(r *Record) {
	b := w.b
	b = le.AppendUint32(b, r.Rng)
	b = binary.AppendVarint(b, r.ElapsedMs)
	b = binary.AppendVarint(b, r.Kills)
	b = binary.AppendVarint(b, r.Creatures)
	b = binary.AppendVarint(b, r.PerkPending)
	b = appendCount(b, len(r.RngMarks), r.RngMarks == nil)
	for _, m := range r.RngMarks {
		b = w.appendPhase(b, m.Phase)
		b = le.AppendUint32(b, m.State)
	}
	b = appendCount(b, len(r.Players), r.Players == nil)
	for i := range r.Players {
		p := &r.Players[i]
		// The floats together: the reader takes them with one bounds check.
		b = appendF64(b, p.X)
		b = appendF64(b, p.Y)
		b = appendF64(b, p.Health)
		b = appendF64(b, p.Ammo)
		b = binary.AppendVarint(b, p.XP)
		b = binary.AppendVarint(b, p.Level)
		b = binary.AppendVarint(b, p.Weapon)
	}
	b = appendCount(b, len(r.CreatureList), r.CreatureList == nil)
	for i := range r.CreatureList {
		c := &r.CreatureList[i]
		b = binary.AppendVarint(b, int64(c.Slot))
		b = binary.AppendVarint(b, int64(c.TypeID))
		b = appendF64(b, c.X)
		b = appendF64(b, c.Y)
		b = appendF64(b, c.HP)
		b = appendBool(b, c.Named)
		if c.Named {
			b = appendStr(b, c.Name)
		}
	}
	b = appendBool(b, r.Typo != nil)
	if t := r.Typo; t != nil {
		b = appendStr(b, t.Text)
		b = binary.AppendVarint(b, t.Submits)
		b = binary.AppendVarint(b, t.Matches)
		b = binary.AppendVarint(b, t.CooldownMs)
		b = binary.AppendVarint(b, t.ScoreXP)
		b = appendF64(b, t.Target[0])
		b = appendF64(b, t.Target[1])
		b = appendCount(b, len(t.Words), t.Words == nil)
		for _, x := range t.Words {
			b = appendStr(b, x.Text)
			b = binary.AppendVarint(b, int64(x.Slot))
		}
		b = appendCount(b, len(t.Spawned), t.Spawned == nil)
		for _, x := range t.Spawned {
			b = binary.AppendVarint(b, int64(x.Slot))
			b = binary.AppendVarint(b, int64(x.TypeID))
			b = appendStr(b, x.Name)
		}
	}
	b = appendBool(b, r.Quest != nil)
	if q := r.Quest; q != nil {
		b = appendF64(b, q.TimelineMs)
		b = binary.AppendVarint(b, q.EntriesLeft)
		b = binary.AppendVarint(b, q.SpawnsLeft)
		b = appendF64(b, q.StallMs)
		b = appendF64(b, q.TransitionMs)
		b = appendSpawns(b, q.Spawned)
		b = appendBool(b, q.Completed)
	}
	b = appendBool(b, r.Tutorial != nil)
	if t := r.Tutorial; t != nil {
		b = binary.AppendVarint(b, t.Stage)
		b = binary.AppendVarint(b, t.StageTimerMs)
		b = binary.AppendVarint(b, t.TransitionMs)
		b = binary.AppendVarint(b, t.HintIndex)
		b = binary.AppendVarint(b, t.HintAlpha)
		b = appendBool(b, t.HintFadeIn)
		b = binary.AppendVarint(b, t.RepeatSpawnCount)
		b = appendBool(b, t.HintRef != nil)
		if t.HintRef != nil {
			b = binary.AppendVarint(b, *t.HintRef)
		}
		b = binary.AppendVarint(b, t.Bonuses)
		b = appendSpawns(b, t.Spawned)
		b = appendCount(b, len(t.BonusesSeeded), t.BonusesSeeded == nil)
		for _, x := range t.BonusesSeeded {
			b = binary.AppendVarint(b, int64(x.BonusID))
			b = binary.AppendVarint(b, int64(x.Amount))
			b = appendF64(b, x.X)
			b = appendF64(b, x.Y)
		}
	}
	w.b = b
}

var le = binary.LittleEndian

func appendF64(b []byte, v float64) []byte { return le.AppendUint64(b, math.Float64bits(v)) }

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, 1)
	}
	return append(b, 0)
}

// appendCount appends a list's length + 1, or 0 for a nil list.
func appendCount(b []byte, n int, isNil bool) []byte {
	if isNil {
		return append(b, 0)
	}
	return binary.AppendUvarint(b, uint64(n)+1)
}

// appendPhase appends a mark's phase: its number + 1 in the stream's table, or 0 and the name
// the first time it comes.
func (w *binWriter) appendPhase(b []byte, name string) []byte {
	if id, ok := w.phases.ids[name]; ok {
		return binary.AppendUvarint(b, uint64(id)+1)
	}
	w.phases.learn(name)
	return appendStr(append(b, 0), name)
}

func appendSpawns(b []byte, s []Spawn) []byte {
	b = appendCount(b, len(s), s == nil)
	for _, x := range s {
		b = binary.AppendVarint(b, int64(x.TemplateID))
		b = appendF64(b, x.X)
		b = appendF64(b, x.Y)
	}
	return b
}

// binReader reads records back from a binary stream held in memory. The strings of the records
// it returns point into b, which is never written: b must stay unchanged while they are in use.
type binReader struct {
	b      []byte
	i      int
	bad    bool
	phases []string
	// fixedPhases: phases is the whole table of the stream already (an Index reading any of
	// its records), so a name a record introduces is not added to it again.
	fixedPhases bool

	// With shared, the record and its lists are reused from record to record (NextShared).
	shared     bool
	rec        Record
	players    []Player
	marks      []Mark
	creatures  []Creature
	typoBuf    Typo
	questBuf   Quest
	tutorBuf   Tutorial
	typoWords  []TypoWord
	typoSpawns []TypoSpawn
}

func (r *binReader) fail() { r.bad, r.i = true, len(r.b) }

// uvarint reads a varint as binary.AppendUvarint writes it, with a loop of its own: a call to
// binary.Uvarint, on a slice of what is left, costs more than the reading of the one to three
// bytes most values take.
func (r *binReader) uvarint() uint64 {
	var v uint64
	for shift := uint(0); shift < 64; shift += 7 {
		if r.i >= len(r.b) {
			break
		}
		c := r.b[r.i]
		r.i++
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
	}
	r.fail()
	return 0
}

// varint reads a zigzag varint as binary.AppendVarint writes it.
func (r *binReader) varint() int64 {
	u := r.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (r *binReader) int() int { return int(r.varint()) }

func (r *binReader) u32() uint32 {
	if len(r.b)-r.i < 4 {
		r.fail()
		return 0
	}
	v := binary.LittleEndian.Uint32(r.b[r.i:])
	r.i += 4
	return v
}

func (r *binReader) f64() float64 {
	if len(r.b)-r.i < 8 {
		r.fail()
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.b[r.i:]))
	r.i += 8
	return v
}

// fixed takes the next n bytes, or nil (and fails) when fewer are left.
func (r *binReader) fixed(n int) []byte {
	if len(r.b)-r.i < n {
		r.fail()
		return nil
	}
	f := r.b[r.i : r.i+n : r.i+n]
	r.i += n
	return f
}

func f64at(b []byte) float64 { return math.Float64frombits(binary.LittleEndian.Uint64(b)) }

func (r *binReader) boolean() bool {
	if r.i >= len(r.b) || r.b[r.i] > 1 {
		r.fail()
		return false
	}
	v := r.b[r.i] == 1
	r.i++
	return v
}

func (r *binReader) str() string {
	n := r.uvarint()
	if n > maxBinString || n > uint64(len(r.b)-r.i) {
		r.fail()
		return ""
	}
	s := r.b[r.i : r.i+int(n)]
	r.i += int(n)
	if len(s) == 0 {
		return ""
	}
	return unsafe.String(unsafe.SliceData(s), len(s))
}

// count reads a list's length + 1 (0: nil), refusing one that the bytes left cannot hold at
// minSize bytes an element, so that a damaged count allocates nothing.
func (r *binReader) count(minSize int) (n int, isNil bool) {
	v := r.uvarint()
	if v == 0 {
		return 0, true
	}
	if v-1 > uint64((len(r.b)-r.i)/minSize) {
		r.fail()
		return 0, true
	}
	return int(v - 1), false
}

func (r *binReader) phase() string {
	v := r.uvarint()
	switch {
	case v == 0 && r.fixedPhases:
		return r.str()
	case v == 0 && len(r.phases) < maxPhases:
		name := r.str()
		r.phases = append(r.phases, name)
		return name
	case v > 0 && v <= uint64(len(r.phases)):
		return r.phases[v-1]
	}
	r.fail()
	return ""
}

// list makes a list of n elements: scratch's array reused (shared) or a new one.
func list[T any](shared bool, scratch *[]T, n int, isNil bool) []T {
	if isNil {
		return nil
	}
	if !shared {
		return make([]T, n)
	}
	if cap(*scratch) < n || *scratch == nil {
		*scratch = make([]T, n, max(n, 8))
	}
	return (*scratch)[:n:n]
}

// record reads the next record, tick t. It returns errBinary when the bytes do not hold one.
func (r *binReader) record(t int64) (*Record, error) {
	var rec *Record
	if r.shared {
		rec = &r.rec
		*rec = Record{}
	} else {
		rec = new(Record)
	}
	rec.T = t
	rec.Rng = r.u32()
	rec.ElapsedMs = r.varint()
	rec.Kills = r.varint()
	rec.Creatures = r.varint()
	rec.PerkPending = r.varint()
	n, isNil := r.count(5)
	rec.RngMarks = list(r.shared, &r.marks, n, isNil)
	for i := range rec.RngMarks {
		rec.RngMarks[i] = Mark{Phase: r.phase(), State: r.u32()}
	}
	n, isNil = r.count(35)
	rec.Players = list(r.shared, &r.players, n, isNil)
	for i := range rec.Players {
		p := &rec.Players[i]
		if f := r.fixed(32); f != nil {
			p.X, p.Y, p.Health, p.Ammo = f64at(f[0:8]), f64at(f[8:16]), f64at(f[16:24]), f64at(f[24:32])
		}
		p.XP, p.Level, p.Weapon = r.varint(), r.varint(), r.varint()
	}
	n, isNil = r.count(27)
	rec.CreatureList = list(r.shared, &r.creatures, n, isNil)
	for i := range rec.CreatureList {
		c := &rec.CreatureList[i]
		c.Slot, c.TypeID = r.int(), r.int()
		if f := r.fixed(24); f != nil {
			c.X, c.Y, c.HP = f64at(f[0:8]), f64at(f[8:16]), f64at(f[16:24])
		}
		// A shared list's entry holds the last record's: its name too, unless cleared.
		c.Name = ""
		if c.Named = r.boolean(); c.Named {
			c.Name = r.str()
		}
	}
	if r.boolean() {
		rec.Typo = optionalBuf(r.shared, &r.typoBuf)
		r.typo(rec.Typo)
	}
	if r.boolean() {
		rec.Quest = optionalBuf(r.shared, &r.questBuf)
		q := rec.Quest
		q.TimelineMs, q.EntriesLeft, q.SpawnsLeft = r.f64(), r.varint(), r.varint()
		q.StallMs, q.TransitionMs = r.f64(), r.f64()
		q.Spawned = r.spawns()
		q.Completed = r.boolean()
	}
	if r.boolean() {
		rec.Tutorial = optionalBuf(r.shared, &r.tutorBuf)
		r.tutorial(rec.Tutorial)
	}
	if r.bad {
		return nil, errBinary
	}
	return rec, nil
}

// optionalBuf is the value an optional part is read into: buf, emptied (shared), or a new one.
func optionalBuf[T any](shared bool, buf *T) *T {
	if shared {
		var zero T
		*buf = zero
		return buf
	}
	return new(T)
}

func (r *binReader) typo(t *Typo) {
	t.Text = r.str()
	t.Submits, t.Matches, t.CooldownMs, t.ScoreXP = r.varint(), r.varint(), r.varint(), r.varint()
	t.Target = [2]float64{r.f64(), r.f64()}
	n, isNil := r.count(2)
	t.Words = list(r.shared, &r.typoWords, n, isNil)
	for i := range t.Words {
		t.Words[i] = TypoWord{Text: r.str(), Slot: r.int()}
	}
	n, isNil = r.count(3)
	t.Spawned = list(r.shared, &r.typoSpawns, n, isNil)
	for i := range t.Spawned {
		t.Spawned[i] = TypoSpawn{Slot: r.int(), TypeID: r.int(), Name: r.str()}
	}
}

func (r *binReader) tutorial(t *Tutorial) {
	t.Stage, t.StageTimerMs, t.TransitionMs = r.varint(), r.varint(), r.varint()
	t.HintIndex, t.HintAlpha = r.varint(), r.varint()
	t.HintFadeIn = r.boolean()
	t.RepeatSpawnCount = r.varint()
	if r.boolean() {
		v := r.varint()
		t.HintRef = &v
	}
	t.Bonuses = r.varint()
	t.Spawned = r.spawns()
	n, isNil := r.count(18)
	t.BonusesSeeded = list[SeededBonus](false, nil, n, isNil)
	for i := range t.BonusesSeeded {
		t.BonusesSeeded[i] = SeededBonus{BonusID: r.int(), Amount: r.int(), X: r.f64(), Y: r.f64()}
	}
}

func (r *binReader) spawns() []Spawn {
	n, isNil := r.count(17)
	s := list[Spawn](false, nil, n, isNil)
	for i := range s {
		s[i] = Spawn{TemplateID: r.int(), X: r.f64(), Y: r.f64()}
	}
	return s
}
