package trace

import "bytes"

// NextAgrees reads the next record past when it is got, as it may be told without decoding it:
// for a reader over the trace cache's copy (FromCache), got is written in the copy's binary
// form and the two compared byte for byte. On a tick that agrees, as nearly every tick does,
// that costs less than decoding the record and comparing its fields (BenchmarkVerify's
// cached-cost-%): the bytes are the same only when every field Compare looks at is.
//
// It returns false, reading nothing, when it cannot tell: a reader over the JSON, one that
// stopped at an error or at the trace's end, a record whose bytes differ in any way (a field
// that differs, a list the trace leaves out or ours does, a float of the same value written
// otherwise, as -0 and 0). The caller then reads the record with NextShared and compares it
// with Compare, which says what differs. got.T must be the next record's tick. A record it
// reads past is kept by the Index the reader keeps to (Keep), as got.
func (tr *Reader) NextAgrees(got *Record) bool {
	r := tr.bin
	if r == nil || tr.err != nil || tr.n >= tr.Header.Ticks || got.T != int64(tr.n) ||
		len(got.CreatureList) > MaxCreatures ||
		got.Quest != nil && got.Quest.SpawnedTotal > len(got.Quest.Spawned) {
		return false
	}
	// The writer numbers phase names as the copy does: it learns the ones the copy introduced
	// on the records read with NextShared, and keeps the ones got introduces only when the
	// copy introduced the same.
	w := &tr.agree
	for _, name := range r.phases[len(w.phases.names):] {
		w.phases.learn(name)
	}
	known := len(w.phases.names)
	w.b = w.b[:0]
	w.record(got)
	fresh := w.phases.names[known:]
	if !bytes.HasPrefix(r.b[r.i:], w.b) || len(r.phases)+len(fresh) > maxPhases {
		w.phases.forget(known)
		return false
	}
	r.phases = append(r.phases, fresh...)
	r.i += len(w.b)
	if tr.keep != nil {
		tr.keep.add(got)
	}
	tr.n++
	return true
}

// learn gives name the next number.
func (p *phaseTable) learn(name string) {
	if p.ids == nil {
		p.ids = map[string]int{}
	}
	p.ids[name] = len(p.names)
	p.names = append(p.names, name)
}

// forget drops the names numbered n and later.
func (p *phaseTable) forget(n int) {
	for _, name := range p.names[n:] {
		delete(p.ids, name)
	}
	p.names = p.names[:n]
}
