package parity

import (
	"errors"
	"fmt"
	"io"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Status of a verification.
const (
	StatusVerified    = "verified"
	StatusMismatch    = "mismatch"
	StatusInvalid     = "invalid"
	StatusUnsupported = "unsupported"
)

// Divergence is the first place where the simulation and the trace differ.
type Divergence struct {
	Tick      int    // tick index, -1 for the run start
	Field     string // e.g. "rng", "players[0].x", "creature_list[3]"
	Want, Got string
	WantMarks string // the trace's rng_marks of that tick
	GotMarks  string // ours
}

func (d *Divergence) String() string {
	if d == nil {
		return ""
	}
	s := fmt.Sprintf("tick %d %s: want %s got %s", d.Tick, d.Field, d.Want, d.Got)
	if d.WantMarks != "" || d.GotMarks != "" {
		s += fmt.Sprintf("\n  want marks: %s\n  got marks:  %s", d.WantMarks, d.GotMarks)
	}
	return s
}

// Report is the outcome of verifying one run.
type Report struct {
	Status string
	Err    error // the error behind invalid / unsupported (from the run start or a step)
	Ticks  int   // ticks simulated
	// StoppedAt is the index of the recorded tick the simulation stopped at (an illegal command,
	// a tick past the run-down, an input the format rejects, something unsupported), -1 when
	// every tick was simulated or none could be (an error at the run start).
	StoppedAt int
	// Derived is the result derived after the last tick; zero when the run did not play to its
	// end, since a prefix never verifies a result.
	Derived replayio.RunResult
	// Mismatches are the result fields that differ from the recorded result (game.CompareResults).
	Mismatches []game.Mismatch
	Divergence *Divergence
	// TraceErr is why the trace could not be read to the end of the comparison (a line past the
	// reader's limits, damaged, cut off); the run is still simulated and its result compared.
	TraceErr error
	// TraceCompared is the number of tick records compared.
	TraceCompared int
}

// String is the report as text: the status, the error, the trace divergence with both ticks'
// RNG marks, then each result mismatch on a line of its own.
func (r *Report) String() string {
	msg := r.Status
	if r.Err != nil {
		msg += ": " + r.Err.Error()
	}
	if r.TraceErr != nil {
		msg += "\ntrace: " + r.TraceErr.Error()
	}
	if r.Divergence != nil {
		msg += "\n" + r.Divergence.String()
	}
	for _, m := range r.Mismatches {
		msg += "\n  " + m.String()
	}
	return msg
}

// stepStatus is the status of a run whose step failed with err: unsupported when the
// simulation does not cover what the tick uses, else invalid (the format rejects the replay:
// an illegal command, a tick past the run-down, an input it does not allow).
func stepStatus(err error) string {
	if errors.Is(err, sim.ErrUnsupported) {
		return StatusUnsupported
	}
	return StatusInvalid
}

// Run simulates a replay and compares its derived result with the recorded one and, when tr is
// not nil, every tick with the trace (the first divergence is reported, the run continues to
// the end so the result is derived anyway).
func Run(r *replayio.Replay, tr *Trace) Report { return RunWith(r, tr, nil, nil) }

// RunWith is Run with scenario hooks: setup runs after the run start (and its rng_after_setup
// check) and before tick 0, beforeTick before each tick is stepped; scenario tests use them to
// start a run with perks already taken or to drop bonuses at given ticks. nil hooks do nothing.
func RunWith(r *replayio.Replay, tr *Trace, setup func(*sim.World), beforeTick func(w *sim.World, tick int)) Report {
	if tr == nil {
		return verify(r, nil, setup, beforeTick)
	}
	return verify(r, &sliceSource{tr: tr}, setup, beforeTick)
}

// RunStream is Run comparing with a trace read as the run is simulated, one record at a time
// (tr from trace.OpenForRun), so that a trace costs the memory of one record. A trace that
// breaks the reader's limits or is damaged stops the comparison at that record (TraceErr).
func RunStream(r *replayio.Replay, tr *trace.Reader) Report {
	if tr == nil {
		return verify(r, nil, nil, nil)
	}
	return verify(r, &streamSource{tr: tr}, nil, nil)
}

// traceSource is a trace in tick order: its header, then a record per next call; io.EOF after
// the last record.
type traceSource interface {
	header() *trace.Header
	next() (*trace.Record, error)
}

type sliceSource struct {
	tr *Trace
	i  int
}

func (s *sliceSource) header() *trace.Header { return &s.tr.Header }

func (s *sliceSource) next() (*trace.Record, error) {
	if s.i >= len(s.tr.Ticks) {
		return nil, io.EOF
	}
	s.i++
	return &s.tr.Ticks[s.i-1], nil
}

type streamSource struct{ tr *trace.Reader }

func (s *streamSource) header() *trace.Header        { return &s.tr.Header }
func (s *streamSource) next() (*trace.Record, error) { return s.tr.Next() }

func verify(r *replayio.Replay, src traceSource, setup func(*sim.World), beforeTick func(w *sim.World, tick int)) Report {
	rep := Report{StoppedAt: -1}
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		rep.Err = err
		rep.Status = StatusInvalid
		if errors.Is(err, sim.ErrUnsupported) {
			rep.Status = StatusUnsupported
		}
		return rep
	}
	var marks *sim.RngMarks
	if src != nil {
		marks = &sim.RngMarks{}
		if h := src.header(); w.Rng.State != h.RngAfterSetup {
			rep.Divergence = &Divergence{Tick: -1, Field: "rng_after_setup",
				Want: fmt.Sprint(h.RngAfterSetup), Got: fmt.Sprint(w.Rng.State)}
		}
	}
	if setup != nil {
		setup(w)
	}
	comparing := src != nil
	for i := range r.Ticks {
		if rep.Divergence != nil || rep.TraceErr != nil {
			comparing = false
		}
		m := marks
		if !comparing {
			m = nil
		}
		if beforeTick != nil {
			beforeTick(w, i)
		}
		if _, err := w.StepTraced(&r.Ticks[i], m); err != nil {
			rep.Err = err
			rep.Ticks = i
			rep.StoppedAt = i
			rep.Status = stepStatus(err)
			return rep
		}
		if !comparing {
			continue
		}
		want, err := src.next()
		switch {
		case errors.Is(err, io.EOF):
			rep.Divergence = &Divergence{Tick: i, Field: "ticks", Want: fmt.Sprint(i), Got: "more"}
		case err != nil:
			rep.TraceErr = err
		default:
			if d := compareTick(w, i, want, m); d != nil {
				rep.Divergence = d
			} else {
				rep.TraceCompared++
			}
		}
	}
	rep.Ticks = len(r.Ticks)
	rep.Derived = w.Result()
	rep.Mismatches = game.CompareResults(&r.Result, &rep.Derived)
	if src != nil && rep.Divergence == nil && rep.TraceErr == nil {
		if h := src.header(); h.EndTick != nil && w.Run.EndTick != *h.EndTick {
			rep.Divergence = &Divergence{Tick: w.Run.EndTick, Field: "end_tick", Want: fmt.Sprint(*h.EndTick), Got: fmt.Sprint(w.Run.EndTick)}
		}
	}
	rep.Status = StatusVerified
	if len(rep.Mismatches) > 0 || rep.Divergence != nil {
		rep.Status = StatusMismatch
	}
	return rep
}

// compareTick compares the world just after tick i with the trace's record of it, through the
// same record and comparison the window's verification uses (game.TraceRecord, trace.Compare),
// and returns the first differing field with both ticks' RNG marks; nil when they agree.
func compareTick(w *sim.World, i int, want *trace.Record, marks *sim.RngMarks) *Divergence {
	got := game.TraceRecord(w, i, marks, want.CreatureList != nil)
	d := trace.Compare(want, got)
	if d == nil {
		return nil
	}
	f := d.Fields[0]
	return &Divergence{Tick: i, Field: f.Path, Want: f.Want, Got: f.Got,
		WantMarks: marksString(want.RngMarks), GotMarks: marksString(got.RngMarks)}
}
