package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// diffResult is `crd diff A B` as one JSON object (--json), keys in snake_case.
type diffResult struct {
	// Status is same, differ, or why the runs could not be compared (unreadable, invalid,
	// unsupported: a run that cannot be read or started, or a simulation that stops early
	// while the states are compared).
	Status string        `json:"status"`
	Error  string        `json:"error,omitempty"`
	A      diffRunView   `json:"a"`
	B      diffRunView   `json:"b"`
	Input  *inputView    `json:"input"` // the first input difference; null when the inputs are the same
	State  *stateView    `json:"state"` // the first state difference; null when none was found
	States string        `json:"states,omitempty"`
	StopA  *diffStopView `json:"stop_a,omitempty"`
	StopB  *diffStopView `json:"stop_b,omitempty"`
	// ComparedTo is the last tick whose states were compared (-1: only the run start).
	ComparedTo *int `json:"compared_to,omitempty"`
}

type diffRunView struct {
	File   string `json:"file"`
	Status string `json:"status,omitempty"` // unreadable or invalid when the file cannot be read
	Error  string `json:"error,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
	Ticks  *int   `json:"ticks,omitempty"`
}

// inputView is the first input difference: tick -1 is the run's settings.
type inputView struct {
	Tick   int    `json:"tick"`
	Field  string `json:"field"`
	Player *int   `json:"player,omitempty"` // 0-based, when the field is a player's
	A      string `json:"a"`
	B      string `json:"b"`
}

// stateView is the first position whose states differ: the tick after which they differ (-1:
// from the run start), the two states' hashes, the differing fields of the inspector's table
// (A − B), and the other differing fields of the simulation state.
type stateView struct {
	Tick       int         `json:"tick"`
	HashA      string      `json:"hash_a"`
	HashB      string      `json:"hash_b"`
	Fields     []fieldView `json:"fields"`
	Other      []string    `json:"other,omitempty"`
	OtherCount int         `json:"other_count"`
}

type fieldView struct {
	Field      string  `json:"field"`
	A          string  `json:"a"`
	B          string  `json:"b"`
	Difference string  `json:"difference,omitempty"`
	Ulps       *uint64 `json:"ulps,omitempty"`
	UlpsF32    *uint64 `json:"ulps_f32,omitempty"`
	ulpsText   string  // "3 ulps (f32: 1)", "2^48.0 ulps (f32: 524288)"
}

type diffStopView struct {
	Tick   int    `json:"tick"`
	Status string `json:"status"` // invalid or unsupported
	Error  string `json:"error"`
}

// Statuses of crd diff.
const (
	diffSame   = "same"
	diffDiffer = "differ"
)

// runDiff implements `crd diff A.crd B.crd [--json]`. Exit 0 the same, 1 different, 2 a file
// unreadable or invalid (or a simulation stopping early on it), 3 a run the simulation does
// not play (its states are not compared), 64 usage.
func runDiff(args []string, stdout, stderr io.Writer) int {
	asJSON := false
	files, err := parseArgs(args, map[string]*bool{"--json": &asJSON}, nil)
	switch {
	case err == errHelp:
		fmt.Fprintln(stdout, usage)
		return exitOK
	case err != nil:
		return usageError(stderr, "diff", "%v", err)
	case len(files) != 2:
		return usageError(stderr, "diff", "two files are compared (%d given)", len(files))
	}
	res, code := diffFiles(files[0], files[1])
	if asJSON {
		b, err := json.Marshal(res)
		if err != nil {
			b = []byte(fmt.Sprintf(`{"status":"invalid","error":%q}`, err.Error()))
		}
		fmt.Fprintln(stdout, string(b))
	} else {
		printDiff(stdout, &res)
	}
	return code
}

// diffFiles compares two runs and returns the result and the exit status (worst wins: 2, 3, 1).
func diffFiles(pathA, pathB string) (diffResult, int) {
	res := diffResult{A: diffRunView{File: pathA}, B: diffRunView{File: pathB}}
	read := func(v *diffRunView) *replayio.Replay {
		r, err := readRun(v.File)
		if err != nil {
			v.Status, v.Error = readStatus(err), readError(v.File, err)
			return nil
		}
		v.SHA256 = r.RunID()
		n := len(r.Ticks)
		v.Ticks = &n
		return r
	}
	a, b := read(&res.A), read(&res.B)
	if a == nil || b == nil {
		res.Status = parity.StatusInvalid
		if res.A.Status == statusUnreadable || res.B.Status == statusUnreadable {
			res.Status = statusUnreadable
		}
		for _, v := range []diffRunView{res.A, res.B} {
			if v.Error != "" && res.Error == "" {
				res.Error = v.Error
			}
		}
		return res, exitInvalid
	}
	d := game.DiffRuns(context.Background(), a, b, nil)
	code := exitOK
	res.Status = diffSame
	if !d.Same() {
		res.Status, code = diffDiffer, exitMismatch
	}
	if in := d.Input; in != nil {
		iv := &inputView{Tick: in.Tick, Field: in.Field, A: in.A, B: in.B}
		if in.Player >= 0 {
			p := in.Player
			iv.Player = &p
		}
		res.Input = iv
	}
	if st := d.State; st != nil {
		sv := &stateView{Tick: st.Tick, HashA: fmt.Sprintf("%016x", st.HashA), HashB: fmt.Sprintf("%016x", st.HashB),
			Fields: []fieldView{}, Other: st.Other, OtherCount: st.OtherCount}
		for _, r := range st.Rows[:st.Differing] {
			sv.Fields = append(sv.Fields, newFieldView(&r))
		}
		res.State = sv
	}
	switch {
	case d.Input == nil:
		res.States = "the same inputs, so the same state at every tick (the simulation is deterministic)"
	case d.State == nil && d.Err == nil && d.StopA == nil && d.StopB == nil:
		res.States = fmt.Sprintf("the same at every tick both runs have (to tick %d), though their inputs differ", d.Compared-1)
	}
	if d.Simulated && d.State == nil {
		at := d.Compared - 1
		res.ComparedTo = &at
	}
	stop := func(e *game.SimError) *diffStopView {
		if e == nil {
			return nil
		}
		st := parity.StatusInvalid
		c := exitInvalid
		if errors.Is(e, sim.ErrUnsupported) {
			st, c = parity.StatusUnsupported, exitUnsupported
		}
		code = worseExit(code, c)
		return &diffStopView{Tick: e.Tick, Status: st, Error: e.Error()}
	}
	res.StopA, res.StopB = stop(d.StopA), stop(d.StopB)
	if d.Err != nil {
		res.Error = d.Err.Error()
		c := exitInvalid
		if errors.Is(d.Err, sim.ErrUnsupported) {
			c = exitUnsupported
		}
		code = worseExit(code, c)
	}
	return res, code
}

func newFieldView(r *trace.Row) fieldView {
	f := fieldView{Field: r.Path, A: r.A.String(), B: r.B.String(), Difference: r.Difference(), ulpsText: r.UlpsText()}
	if u64, u32, has32, ok := r.Ulps(); ok {
		f.Ulps = &u64
		if has32 {
			f.UlpsF32 = &u32
		}
	}
	return f
}

// printDiff prints a diff as text, every line escaped (textLine).
func printDiff(w io.Writer, r *diffResult) {
	for _, side := range []struct {
		name string
		v    diffRunView
	}{{"A", r.A}, {"B", r.B}} {
		if side.v.Error != "" {
			textLine(w, "%s: %s: %s", side.name, side.v.File, side.v.Error)
			continue
		}
		textLine(w, "%s: %s (%d ticks, sha256 %s)", side.name, side.v.File, *side.v.Ticks, side.v.SHA256)
	}
	if r.A.Error != "" || r.B.Error != "" {
		textLine(w, "%s: the runs are not compared", r.Status)
		return
	}
	textLine(w, "%s", r.Status)
	if in := r.Input; in != nil {
		where := fmt.Sprintf("tick %d", in.Tick)
		if in.Tick < 0 {
			where = "the run's settings"
		}
		textLine(w, "  inputs: first difference at %s: %s: A %s, B %s", where, playerLabel(in.Field), in.A, in.B)
	} else {
		textLine(w, "  inputs: the same (the settings and every tick)")
	}
	if st := r.State; st != nil {
		where := fmt.Sprintf("tick %d (the state after it)", st.Tick)
		if st.Tick < 0 {
			where = "the run start"
		}
		fields := fmt.Sprintf("%d fields of the table differ", len(st.Fields))
		if len(st.Fields) == 1 {
			fields = "1 field of the table differs"
		}
		textLine(w, "  states: first difference at %s, hashes A %s B %s; %s", where, st.HashA, st.HashB, fields)
		for _, f := range st.Fields {
			extra := ""
			if f.Difference != "" {
				extra = ", A−B " + f.Difference
			}
			if f.ulpsText != "" {
				extra += ", " + f.ulpsText
			}
			textLine(w, "    %s: A %s, B %s%s", playerLabel(f.Field), f.A, f.B, extra)
		}
		if st.OtherCount > 0 {
			const shown = 12
			names := st.Other[:min(len(st.Other), shown)]
			more := ""
			if st.OtherCount > len(names) {
				more = fmt.Sprintf(", … (%d in all)", st.OtherCount)
			}
			textLine(w, "    state fields that differ (sim.World): %s%s", joinNames(names), more)
		}
	} else if r.States != "" {
		textLine(w, "  states: %s", r.States)
	}
	for _, s := range []struct {
		name string
		v    *diffStopView
	}{{"A", r.StopA}, {"B", r.StopB}} {
		if s.v != nil {
			textLine(w, "  %s stops at tick %d (%s): %s", s.name, s.v.Tick, s.v.Status, s.v.Error)
		}
	}
	if r.Error != "" {
		textLine(w, "  error: %s", r.Error)
	}
}

// joinNames joins names with ", ".
func joinNames(names []string) string {
	s := ""
	for i, name := range names {
		if i > 0 {
			s += ", "
		}
		s += filetext.Clip(name, 80)
	}
	return s
}
