package parity

import (
	"errors"
	"fmt"

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
	Status  string
	Err     error // the error behind invalid / unsupported / a failed step
	Ticks   int   // ticks simulated
	Derived replayio.RunResult
	// Mismatches are the result fields that differ from the recorded result (game.CompareResults).
	Mismatches []game.Mismatch
	Divergence *Divergence
}

// String is the report as text: the status, the error, the trace divergence with both ticks'
// RNG marks, then each result mismatch on a line of its own.
func (r *Report) String() string {
	msg := r.Status
	if r.Err != nil {
		msg += ": " + r.Err.Error()
	}
	if r.Divergence != nil {
		msg += "\n" + r.Divergence.String()
	}
	for _, m := range r.Mismatches {
		msg += "\n  " + m.String()
	}
	return msg
}

// Run simulates a replay and compares its derived result with the recorded one and, when tr is
// not nil, every tick with the trace (the first divergence is reported, the run continues to
// the end so the result is derived anyway).
func Run(r *replayio.Replay, tr *Trace) Report { return RunWith(r, tr, nil, nil) }

// RunWith is Run with scenario hooks: setup runs after the run start (and its rng_after_setup
// check) and before tick 0, beforeTick before each tick is stepped; scenario tests use them to
// start a run with perks already taken or to drop bonuses at given ticks. nil hooks do nothing.
func RunWith(r *replayio.Replay, tr *Trace, setup func(*sim.World), beforeTick func(w *sim.World, tick int)) Report {
	rep := Report{}
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		rep.Err = err
		rep.Status = StatusInvalid
		if errors.Is(err, sim.ErrUnsupported) {
			rep.Status = StatusUnsupported
		}
		return rep
	}
	if tr != nil && w.Rng.State != tr.Header.RngAfterSetup {
		rep.Divergence = &Divergence{Tick: -1, Field: "rng_after_setup",
			Want: fmt.Sprint(tr.Header.RngAfterSetup), Got: fmt.Sprint(w.Rng.State)}
	}
	if setup != nil {
		setup(w)
	}
	var marks *sim.RngMarks
	if tr != nil {
		marks = &sim.RngMarks{}
	}
	for i := range r.Ticks {
		m := marks
		if rep.Divergence != nil {
			m = nil
		}
		if beforeTick != nil {
			beforeTick(w, i)
		}
		if _, err := w.StepTraced(&r.Ticks[i], m); err != nil {
			rep.Err = err
			rep.Ticks = i
			rep.Status = StatusMismatch
			if errors.Is(err, sim.ErrUnsupported) {
				rep.Status = StatusUnsupported
			}
			rep.Derived = w.Result()
			return rep
		}
		if tr != nil && rep.Divergence == nil {
			if i >= len(tr.Ticks) {
				rep.Divergence = &Divergence{Tick: i, Field: "ticks", Want: fmt.Sprint(len(tr.Ticks)), Got: "more"}
			} else if d := compareTick(w, i, &tr.Ticks[i], m); d != nil {
				rep.Divergence = d
			}
		}
	}
	rep.Ticks = len(r.Ticks)
	rep.Derived = w.Result()
	rep.Mismatches = game.CompareResults(&r.Result, &rep.Derived)
	if tr != nil && tr.Header.EndTick != nil && w.Run.EndTick != *tr.Header.EndTick && rep.Divergence == nil {
		rep.Divergence = &Divergence{Tick: w.Run.EndTick, Field: "end_tick", Want: fmt.Sprint(*tr.Header.EndTick), Got: fmt.Sprint(w.Run.EndTick)}
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
