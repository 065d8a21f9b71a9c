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

func (w *binWriter) uvarint(v uint64) { w.b = binary.AppendUvarint(w.b, v) }
func (w *binWriter) varint(v int64)   { w.b = binary.AppendVarint(w.b, v) }
func (w *binWriter) u32(v uint32)     { w.b = binary.LittleEndian.AppendUint32(w.b, v) }
func (w *binWriter) f64(v float64)    { w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(v)) }

func (w *binWriter) str(s string) {
	w.uvarint(uint64(len(s)))
	w.b = append(w.b, s...)
}

func (w *binWriter) boolean(v bool) {
	if v {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

// count writes a list's length + 1, or 0 for a nil list.
func (w *binWriter) count(n int, isNil bool) {
	if isNil {
		w.uvarint(0)
		return
	}
	w.uvarint(uint64(n) + 1)
}

func (w *binWriter) phase(name string) {
	if id, ok := w.phases.ids[name]; ok {
		w.uvarint(uint64(id) + 1)
		return
	}
	w.phases.learn(name)
	w.uvarint(0)
	w.str(name)
}

// record appends r, all of it but its tick index.
func (w *binWriter) record(r *Record) {
	w.u32(r.Rng)
	w.varint(r.ElapsedMs)
	w.varint(r.Kills)
	w.varint(r.Creatures)
	w.varint(r.PerkPending)
	w.count(len(r.RngMarks), r.RngMarks == nil)
	for _, m := range r.RngMarks {
		w.phase(m.Phase)
		w.u32(m.State)
	}
	w.count(len(r.Players), r.Players == nil)
	for i := range r.Players {
		p := &r.Players[i]
		// The floats together: the reader takes them with one bounds check.
		w.f64(p.X)
		w.f64(p.Y)
		w.f64(p.Health)
		w.f64(p.Ammo)
		w.varint(p.XP)
		w.varint(p.Level)
		w.varint(p.Weapon)
	}
	w.count(len(r.CreatureList), r.CreatureList == nil)
	for i := range r.CreatureList {
		c := &r.CreatureList[i]
		w.varint(int64(c.Slot))
		w.varint(int64(c.TypeID))
		w.f64(c.X)
		w.f64(c.Y)
		w.f64(c.HP)
		w.boolean(c.Named)
		if c.Named {
			w.str(c.Name)
		}
	}
	w.boolean(r.Typo != nil)
	if t := r.Typo; t != nil {
		w.str(t.Text)
		w.varint(t.Submits)
		w.varint(t.Matches)
		w.varint(t.CooldownMs)
		w.varint(t.ScoreXP)
		w.f64(t.Target[0])
		w.f64(t.Target[1])
		w.count(len(t.Words), t.Words == nil)
		for _, x := range t.Words {
			w.str(x.Text)
			w.varint(int64(x.Slot))
		}
		w.count(len(t.Spawned), t.Spawned == nil)
		for _, x := range t.Spawned {
			w.varint(int64(x.Slot))
			w.varint(int64(x.TypeID))
			w.str(x.Name)
		}
	}
	w.boolean(r.Quest != nil)
	if q := r.Quest; q != nil {
		w.f64(q.TimelineMs)
		w.varint(q.EntriesLeft)
		w.varint(q.SpawnsLeft)
		w.f64(q.StallMs)
		w.f64(q.TransitionMs)
		w.spawns(q.Spawned)
		w.boolean(q.Completed)
	}
	w.boolean(r.Tutorial != nil)
	if t := r.Tutorial; t != nil {
		w.varint(t.Stage)
		w.varint(t.StageTimerMs)
		w.varint(t.TransitionMs)
		w.varint(t.HintIndex)
		w.varint(t.HintAlpha)
		w.boolean(t.HintFadeIn)
		w.varint(t.RepeatSpawnCount)
		w.boolean(t.HintRef != nil)
		if t.HintRef != nil {
			w.varint(*t.HintRef)
		}
		w.varint(t.Bonuses)
		w.spawns(t.Spawned)
		w.count(len(t.BonusesSeeded), t.BonusesSeeded == nil)
		for _, x := range t.BonusesSeeded {
			w.varint(int64(x.BonusID))
			w.varint(int64(x.Amount))
			w.f64(x.X)
			w.f64(x.Y)
		}
	}
}

func (w *binWriter) spawns(s []Spawn) {
	w.count(len(s), s == nil)
	for _, x := range s {
		w.varint(int64(x.TemplateID))
		w.f64(x.X)
		w.f64(x.Y)
	}
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
