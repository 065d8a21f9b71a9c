package game

import (
	"errors"
	"fmt"
	"strings"

	"crdplayer/game/trace"
)

// The divergence inspector's model: at a position of a session opened with a trace, our state
// against the trace's record of the same tick, every compared field side by side, and the
// tick's RNG marks; and the searches for the first divergent tick (J) and for the next tick
// where a new field starts to differ (Shift+J).

// ErrNoTrace is returned by the inspector's calls on a session opened without a trace.
var ErrNoTrace = errors.New("game: no trace beside this run")

// Inspection is the inspector at one position. Side A is ours, side B the trace's; a
// difference is ours − the trace's.
type Inspection struct {
	Pos  int // the position inspected
	Tick int // the tick whose state it is (Pos-1; -1 at the run start)
	// Rows is every compared field, the differing ones first (trace.Differing): the run's
	// counters, every player, every listed creature by slot (on ticks whose record lists
	// creatures, t%60 == 0: Creatures), the Typ-o state. At the run start it is the one field
	// the trace has there, rng_after_setup.
	Rows      []trace.Row
	Differing int
	Creatures bool
	// Marks are the tick's RNG marks side by side, naming the first phase whose state differs;
	// empty at the run start and when the simulation records no marks.
	Marks trace.MarkTable
}

// Same reports whether every field and mark agrees.
func (in *Inspection) Same() bool { return in.Differing == 0 && in.Marks.First < 0 }

// Inspect compares our state at position pos with the trace's record of the same tick. It needs
// the session's trace (ErrNoTrace), pos prepared by the pass (positions 0..Progress().Prepared)
// and the trace's record of that tick kept (the trace index: TraceRecordAt). A playback call:
// from the goroutine that plays, as Seek. Playing on, each next position costs one tick's
// simulation (the inspector keeps its own state one step behind); a jump replays at most one
// keyframe interval.
func (s *Session) Inspect(pos int) (*Inspection, error) {
	theirs, err := s.TraceRecordAt(pos)
	if err != nil {
		return nil, err
	}
	in := &Inspection{Pos: pos, Tick: TickOfPos(pos), Marks: trace.MarkTable{First: -1}}
	if pos == 0 {
		ours, err := s.setupRngAt0()
		if err != nil {
			return nil, err
		}
		e := trace.Entity{Kind: trace.EntityRun}
		v := func(x uint32) trace.Value { return trace.Value{Present: true, Kind: trace.KindInt, Int: int64(x)} }
		in.Rows = []trace.Row{{Path: "rng_after_setup", Entity: e, A: v(ours), B: v(theirs.Rng), Differs: ours != theirs.Rng}}
		if ours != theirs.Rng {
			in.Differing = 1
		}
		return in, nil
	}
	ours, err := s.OurRecordAt(pos, theirs.CreatureList != nil)
	if err != nil {
		return nil, err
	}
	in.Creatures = theirs.CreatureList != nil
	in.Rows, in.Differing = trace.Differing(trace.Table(ours, theirs))
	if ours.RngMarks != nil {
		in.Marks = trace.Marks(ours.RngMarks, theirs.RngMarks)
	}
	return in, nil
}

// TraceRecordAt is the trace's record of the state at position pos: the record of tick pos-1,
// read back from the records the pass kept (trace.Index). At position 0 it is a record holding
// only the header's rng_after_setup (in Rng). Errors: ErrNoTrace, a trace that could not be
// read (the TraceCheck's error), a record not read yet or past the index's budget.
func (s *Session) TraceRecordAt(pos int) (*trace.Record, error) {
	if s.opts.TracePath == "" || s.traceIdx == nil {
		return nil, ErrNoTrace
	}
	if pos < 0 || pos > s.total {
		return nil, &RangeError{Pos: pos, Len: s.total}
	}
	if pos == 0 {
		s.mu.Lock()
		h, ok := s.traceHeader, s.traceHeaderOK
		s.mu.Unlock()
		if !ok {
			return nil, s.traceUnavailable()
		}
		return &trace.Record{T: -1, Rng: h.RngAfterSetup}, nil
	}
	rec, err := s.traceIdx.Record(TickOfPos(pos))
	if err == nil {
		return rec, nil
	}
	if s.traceIdx.Len() == 0 {
		return nil, s.traceUnavailable()
	}
	// Past what was kept: once the pass is done, say why the reading stopped there.
	s.mu.Lock()
	v := s.verify
	s.mu.Unlock()
	if v != nil && v.Trace != nil && v.Trace.Err != nil && TickOfPos(pos) >= s.traceIdx.Len() {
		return nil, fmt.Errorf("the trace has no record of tick %d: %w", TickOfPos(pos), v.Trace.Err)
	}
	return nil, err
}

// traceUnavailable is why no trace record can be had: the trace could not be opened or was not
// compared (another run's), once the pass knows.
func (s *Session) traceUnavailable() error {
	s.mu.Lock()
	err := s.traceErr
	s.mu.Unlock()
	if err != nil {
		return fmt.Errorf("game: no trace records: %w", err)
	}
	return errors.New("game: the trace is not read yet")
}

// OurRecordAt is our trace record of the state at position pos (1..), built as the pass builds
// it for the comparison: the tick pos-1 simulated again with its RNG marks recorded; with
// creatures, the creature list. pos must be prepared. A playback call.
func (s *Session) OurRecordAt(pos int, creatures bool) (*trace.Record, error) {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if s.closed || s.isClosed() {
		return nil, ErrClosed
	}
	if pos < 1 || pos > s.total {
		return nil, &RangeError{Pos: pos, Len: s.total}
	}
	s.mu.Lock()
	edge, serr := s.edge, s.simErr
	var at int
	var snap any
	if pos-1 <= edge {
		at, snap = s.kf.nearest(pos - 1)
	}
	s.mu.Unlock()
	if serr != nil && pos > serr.Tick {
		return nil, serr
	}
	if pos > edge {
		return nil, fmt.Errorf("game: %s is not simulated yet (the pass is at %s)", TickLabel(pos), TickLabel(edge))
	}
	// The inspector's own machine, kept where it was last: stepping on from there is cheaper
	// than a keyframe when it is near.
	if s.insp == nil {
		s.insp = s.m.clone()
		s.inspPos = -1
	}
	if s.inspPos < at || s.inspPos > pos-1 {
		if err := s.insp.load(snap); err != nil {
			return nil, fmt.Errorf("game: keyframe at %d: %w", at, err)
		}
		s.inspPos = at
	}
	s.insp.setTracing(false)
	for s.inspPos < pos-1 {
		if err := s.insp.step(&s.rep.Ticks[s.inspPos], nil); err != nil {
			serr := &SimError{Tick: s.inspPos, Err: err}
			s.inspPos = -1
			return nil, serr
		}
		s.inspPos++
	}
	s.insp.setTracing(true)
	if err := s.insp.step(&s.rep.Ticks[pos-1], nil); err != nil {
		s.inspPos = -1
		return nil, &SimError{Tick: pos - 1, Err: err}
	}
	s.inspPos = pos
	rec := s.insp.traceRecord(pos-1, creatures)
	if rec == nil {
		return nil, errors.New("game: this simulation builds no trace records")
	}
	return rec, nil
}

// setupRngAt0 is our RNG state after the run start (position 0's state).
func (s *Session) setupRngAt0() (uint32, error) {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	s.mu.Lock()
	_, snap := s.kf.nearest(0)
	s.mu.Unlock()
	c := s.m.clone()
	if err := c.load(snap); err != nil {
		return 0, err
	}
	return c.setupRng(), nil
}

// Onsets are the ticks where fields start to differ from the trace, found so far by the pass
// (it compares every tick with the trace, also past the first divergence), in tick order; the
// first is the first divergence. Safe from any goroutine.
func (s *Session) Onsets() []Onset {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.onsets[:len(s.onsets):len(s.onsets)]
}

// FirstDivergence is the first tick that differs from the trace (J): its onset, and the
// position that shows it (PosOfTick(o.Tick)). False while none is known.
func (s *Session) FirstDivergence() (o Onset, pos int, ok bool) {
	on := s.Onsets()
	if len(on) == 0 {
		return Onset{}, 0, false
	}
	return on[0], PosOfTick(on[0].Tick), true
}

// NextDivergence is the first tick after the one shown at pos where a field starts to differ
// that had not differed at any earlier tick (Shift+J), and the position that shows it. False
// when the pass has found none after it (yet: Progress says whether it is done).
func (s *Session) NextDivergence(pos int) (o Onset, next int, ok bool) {
	tick := TickOfPos(pos)
	for _, on := range s.Onsets() {
		if on.Tick > tick {
			return on, PosOfTick(on.Tick), true
		}
	}
	return Onset{}, 0, false
}

// Sampled reports whether every field of o is a creature's ("creature[5].hp"), which the trace
// has only on the ticks that list the creatures (every trace.CreatureListEvery in the
// reference's traces): they may have started to differ on any tick after the last such tick
// before o.Tick (o.Listed), from is the first of those.
func (o Onset) Sampled() (from int, ok bool) {
	if len(o.Fields) == 0 || o.Tick <= 0 || o.Runs {
		return 0, false
	}
	for _, f := range o.Fields {
		if !strings.HasPrefix(f, "creature[") {
			return 0, false
		}
	}
	return min(max(0, o.Listed+1), o.Tick), true
}

// SampledText is what Sampled says, in a parenthesis to follow the fields: "(the trace last
// listed the creatures at tick 1500: they part between tick 1501 and this one)"; "" when o is
// not Sampled.
func (o Onset) SampledText() string {
	from, ok := o.Sampled()
	if !ok {
		return ""
	}
	if o.Listed < 0 {
		return fmt.Sprintf("(the trace lists the creatures first here: they part between tick %d and this one)", from)
	}
	return fmt.Sprintf("(the trace last listed the creatures at tick %d: they part between tick %d and this one)", o.Listed, from)
}

// String is "tick 1520: players[0].health, players[0].x start to differ", with SampledText
// after creatures' fields.
func (o Onset) String() string {
	where := TickWords(o.Tick)
	fields := ""
	for i, f := range o.Fields {
		if i == 3 {
			fields += fmt.Sprintf(" and %d more", len(o.Fields)-3)
			break
		}
		if i > 0 {
			fields += ", "
		}
		fields += f
	}
	verb := "start"
	if len(o.Fields) == 1 {
		verb = "starts"
	}
	s := where + ": " + fields + " " + verb + " to differ"
	if t := o.SampledText(); t != "" {
		s += " " + t
	}
	return s
}
