package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

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
	Status string      `json:"status"`
	Error  string      `json:"error,omitempty"`
	A      diffRunView `json:"a"`
	B      diffRunView `json:"b"`
	Input  *inputView  `json:"input"` // the first input difference; null when the inputs are the same
	// Settings is every setting that differs (the rules, the run's settings), the first being
	// Input when the settings differ; empty when they are the same.
	Settings []settingView `json:"settings"`
	// Ticks is the first difference of the ticks' inputs, whatever the settings (Input itself
	// when the settings are the same); null when every tick is the same.
	Ticks *inputView `json:"ticks"`
	State *stateView `json:"state"` // the first state difference; null when none was found
	// Results is every field of the recorded results that differs (a is A's, b B's): not an
	// input, so "same" runs may still record other results (an edited file, another recorder).
	Results []settingView `json:"results"`
	// End is the states at the end of the shorter run, compared once they have differed.
	End    *endView      `json:"end,omitempty"`
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

// newInputView is in as JSON, nil for nil.
func newInputView(in *game.InputDiff) *inputView {
	if in == nil {
		return nil
	}
	iv := &inputView{Tick: in.Tick, Field: in.Field, A: in.A, B: in.B}
	if in.Player >= 0 {
		p := in.Player
		iv.Player = &p
	}
	return iv
}

// settingView is one setting that differs.
type settingView struct {
	Field string `json:"field"`
	A     string `json:"a"`
	B     string `json:"b"`
}

// endView is the two states at the end of the shorter run (its last tick), compared after
// they first differed: same says whether they are the same again there; left out, with
// reached false, when a simulation stopped before (stop_a, stop_b).
type endView struct {
	Tick    int           `json:"tick"`
	Reached bool          `json:"reached"`
	Same    *bool         `json:"same,omitempty"`
	HashA   string        `json:"hash_a,omitempty"`
	HashB   string        `json:"hash_b,omitempty"`
	StopA   *diffStopView `json:"stop_a,omitempty"`
	StopB   *diffStopView `json:"stop_b,omitempty"`
	bothLen bool          // the runs have the same length: the end is both runs' last tick
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
	otherCut   bool        // other does not name every field that differs
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
	// PastEnd: the longer run stopped past the shorter's end, played on alone (nothing was
	// compared there).
	PastEnd bool `json:"past_end,omitempty"`
	// Stopped says it in plain words, as crd verify's "stopped" does.
	Stopped string `json:"stopped,omitempty"`
	reason  string // what the text line says after the tick: Stopped without its "tick N: "
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
	for i, f := range files {
		if looksLikeTrace(f) {
			return usageError(stderr, "diff", "%s is a trace (by its name), not a run; crd diff compares two runs, crd verify %s --trace %s compares a run with a trace",
				f, files[1-i], f)
		}
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
			v.Status, v.Error = readStatus(err), withoutFile(v.File, runReadError(v.File, err))
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
		// The error of the first file whose status is the one given (an unreadable one's when
		// either is), so that status and error say the same file.
		for _, v := range []diffRunView{res.A, res.B} {
			if v.Error != "" && res.Error == "" && v.Status == res.Status {
				// Which of the two: each run's own error leaves its file to its "file" (an
				// unreadable one's, "cannot read FILE: …", names it anyway).
				res.Error = v.Error
				if v.Status != statusUnreadable {
					res.Error = v.File + ": " + v.Error
				}
			}
		}
		return res, exitInvalid
	}
	d := game.DiffRunsToEnd(context.Background(), a, b, nil)
	code := exitOK
	res.Status = diffSame
	if !d.Same() {
		res.Status, code = diffDiffer, exitMismatch
	}
	res.Input, res.Ticks = newInputView(d.Input), newInputView(d.Ticks)
	res.Results = []settingView{}
	for _, m := range game.CompareResults(&a.Result, &b.Result) {
		res.Results = append(res.Results, settingView{Field: m.Field, A: m.Recorded, B: m.Derived})
	}
	res.Settings = []settingView{}
	for _, sd := range d.Settings {
		res.Settings = append(res.Settings, settingView{Field: sd.Field, A: sd.A, B: sd.B})
	}
	if st := d.State; st != nil {
		sv := &stateView{Tick: st.Tick, HashA: fmt.Sprintf("%016x", st.HashA), HashB: fmt.Sprintf("%016x", st.HashB),
			Fields: []fieldView{}, Other: st.Other, OtherCount: st.OtherCount, otherCut: st.OtherCut}
		for _, r := range st.Rows[:st.Differing] {
			sv.Fields = append(sv.Fields, newFieldView(&r))
		}
		res.State = sv
	}
	switch {
	case d.Input == nil && d.Err == nil && d.StopA == nil:
		res.States = "the same inputs, so the same state at every tick (the simulation is deterministic)"
	case d.State == nil && d.Err == nil && d.StopA == nil && d.StopB == nil:
		res.States = fmt.Sprintf("the same at every tick both runs have (to tick %d), though their inputs differ", d.Compared-1)
	}
	if d.Simulated && d.State == nil {
		at := d.Compared - 1
		res.ComparedTo = &at
	}
	res.StopA, res.StopB = newStopView(d.StopA), newStopView(d.StopB)
	if v := newStopView(d.PastA); v != nil {
		v.PastEnd = true
		res.StopA = v
	}
	if v := newStopView(d.PastB); v != nil {
		v.PastEnd = true
		res.StopB = v
	}
	explainStop(res.StopA, a)
	explainStop(res.StopB, b)
	for _, v := range []*diffStopView{res.StopA, res.StopB} {
		// A stop past the shorter run's end, like one after the states differed (End), is
		// said but settles nothing: the runs were compared to where both go.
		if v != nil && !v.PastEnd {
			// A simulation that stopped before the states differed: the status says why (as
			// the JSON's status documents), the worse of the two.
			c := exitInvalid
			if v.Status == parity.StatusUnsupported {
				c = exitUnsupported
			}
			if worseExit(code, c) != code || res.Status == diffSame || res.Status == diffDiffer {
				res.Status = v.Status
			}
			code = worseExit(code, c)
		}
	}
	if e := d.End; e != nil {
		// Past the first difference the exit status is settled: a stop there only means the
		// end was not reached.
		ev := &endView{Tick: e.Tick, Reached: e.Reached(), StopA: newStopView(e.StopA), StopB: newStopView(e.StopB), bothLen: d.LenA == d.LenB}
		explainStop(ev.StopA, a)
		explainStop(ev.StopB, b)
		if ev.Reached {
			same := e.Same
			ev.Same = &same
			ev.HashA, ev.HashB = fmt.Sprintf("%016x", e.HashA), fmt.Sprintf("%016x", e.HashB)
		}
		res.End = ev
	}
	if d.Err != nil {
		res.Error = d.Err.Error()
		// Not compared at all (a run that cannot start): the status says why, not same.
		c, status := exitInvalid, parity.StatusInvalid
		if errors.Is(d.Err, sim.ErrUnsupported) {
			c, status = exitUnsupported, parity.StatusUnsupported
		}
		if !errors.Is(d.Err, context.Canceled) {
			res.Status = status
		}
		code = worseExit(code, c)
	}
	return res, code
}

// explainStop words where run r's simulation stopped as crd verify does (its Stopped, e.g.
// "players 1 and 2 died at ticks 4794 and 4838, which ended the run; its run-down ran out after
// tick 4916, but the file goes on to tick 5155", or "tick 2020: perk_menu_open with nothing
// pending (an illegal command); the simulation stops there, …"), not in the simulation's error
// ("tick after the run-down"). It plays r once more, for its deaths.
func explainStop(v *diffStopView, r *replayio.Replay) {
	if v == nil {
		return
	}
	if st := game.Verify(r, game.Options{}).Stop; st != nil && st.Tick == v.Tick {
		v.Stopped = st.Text()
		// After "B stops at tick N (invalid): " the tick is said already.
		v.reason = strings.TrimPrefix(v.Stopped, fmt.Sprintf("tick %d: ", v.Tick))
	}
}

// newStopView is where a simulation stopped (invalid or unsupported), nil for none.
func newStopView(e *game.SimError) *diffStopView {
	if e == nil {
		return nil
	}
	st := parity.StatusInvalid
	if errors.Is(e, sim.ErrUnsupported) {
		st = parity.StatusUnsupported
	}
	return &diffStopView{Tick: e.Tick, Status: st, Error: e.Error(), reason: e.Reason()}
}

// newFieldView is a differing row of the field table; an RNG state has no difference (notQuantity).
func newFieldView(r *trace.Row) fieldView {
	f := fieldView{Field: r.Path, A: r.A.String(), B: r.B.String()}
	if notQuantity(r.Path) {
		return f
	}
	f.Difference, f.ulpsText = r.Difference(), r.UlpsText()
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
			// The error names the file already ("B.crd: envelope: …", "cannot read B.crd: …").
			msg := side.v.Error
			if !strings.Contains(msg, side.v.File) {
				msg = side.v.File + ": " + msg
			}
			textLine(w, "%s: %s", side.name, msg)
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
		textLine(w, "  inputs: first difference at %s: %s: A %s, B %s", where, game.PlayerLabel(in.Field), in.A, in.B)
	} else {
		textLine(w, "  inputs: the same (the settings and every tick)")
	}
	if n := len(r.Settings); n > 0 {
		verb := "differ"
		if n == 1 {
			verb = "differs"
		}
		textLine(w, "  settings: %d %s", n, verb)
		usage := 0 // weapon_usage_counts entries written
		for i, sv := range r.Settings {
			if strings.HasPrefix(sv.Field, "run.status.weapon_usage_counts[") {
				// One entry a weapon: past the first few, how many more (JSON lists them all).
				if usage++; usage > usageShown {
					if usage == usageShown+1 {
						more := 0
						for _, o := range r.Settings[i:] {
							if strings.HasPrefix(o.Field, "run.status.weapon_usage_counts[") {
								more++
							}
						}
						textLine(w, "    and %d more weapon_usage_counts entries (--json lists every one)", more)
					}
					continue
				}
			}
			textLine(w, "    %s: A %s, B %s%s", sv.Field, sv.A, sv.B, settingGloss(sv))
		}
		// The ticks as well, which the settings' difference hides from the inputs' line.
		if t := r.Ticks; t != nil {
			textLine(w, "  ticks: first difference at tick %d: %s: A %s, B %s", t.Tick, game.PlayerLabel(t.Field), t.A, t.B)
		} else {
			textLine(w, "  ticks: the same, every one")
		}
	}
	if n := len(r.Results); n > 0 {
		textLine(w, "  recorded results: %d %s (the results the files record, not inputs)", n, plural(n, "field differs", "fields differ"))
		for _, rv := range r.Results {
			textLine(w, "    %s: A %s, B %s", game.PlayerLabel(rv.Field), rv.A, rv.B)
		}
	}
	if st := r.State; st != nil {
		where := fmt.Sprintf("tick %d (the state after it)", st.Tick)
		if st.Tick < 0 {
			where = "the run start"
		}
		var fields string
		switch n := len(st.Fields); n {
		case 0:
			// The hash covers the whole state; the inspector's table shows only part of it.
			fields = fmt.Sprintf("the fields the player's inspector shows (players, run counters, creatures, a quest's or Typ-o's state) all agree; %d other %s of the state %s",
				st.OtherCount, plural(st.OtherCount, "field", "fields"), plural(st.OtherCount, "differs", "differ"))
		default:
			fields = fmt.Sprintf("%d of the fields the player's inspector shows %s", n, plural(n, "differs", "differ"))
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
			textLine(w, "    %s: A %s, B %s%s", game.PlayerLabel(f.Field), f.A, f.B, extra)
		}
		if st.OtherCount > 0 {
			const shown = 12
			var names []string
			for _, n := range st.Other[:min(len(st.Other), shown)] {
				names = append(names, game.BriefFieldName(n))
			}
			more := ""
			if st.otherCut || len(st.Other) > len(names) {
				more = ", …"
			}
			textLine(w, "    state fields that differ (sim.World, %d in all): %s%s", st.OtherCount, joinNames(names), more)
		}
		if e := r.End; e != nil {
			where := fmt.Sprintf("tick %d, the last the shorter run has", e.Tick)
			if e.bothLen {
				where = fmt.Sprintf("tick %d, both runs' last", e.Tick)
			}
			switch {
			case !e.Reached:
				for _, s := range []struct {
					name string
					v    *diffStopView
				}{{"A", e.StopA}, {"B", e.StopB}} {
					if s.v != nil {
						textLine(w, "  at the end (%s): not compared, %s stops at tick %d (%s): %s", where, s.name, s.v.Tick, s.v.Status, s.v.reason)
					}
				}
			case *e.Same:
				textLine(w, "  at the end (%s): the states are the same again (hash %s)", where, e.HashA)
			default:
				textLine(w, "  at the end (%s): the states still differ (hashes A %s B %s)", where, e.HashA, e.HashB)
			}
		}
	} else if r.States != "" {
		textLine(w, "  states: %s", r.States)
	} else if r.ComparedTo != nil {
		// Compared up to a stop: what JSON's compared_to says, so that the stop below does not
		// read as the states' difference.
		textLine(w, "  states: the same at every tick compared, to %s", game.TickWords(*r.ComparedTo))
	}
	for _, s := range []struct {
		name string
		v    *diffStopView
	}{{"A", r.StopA}, {"B", r.StopB}} {
		if s.v != nil {
			past := ""
			if s.v.PastEnd {
				past = ", past the shorter run's end, played on alone"
			}
			textLine(w, "  %s stops at tick %d (%s%s): %s", s.name, s.v.Tick, s.v.Status, past, s.v.reason)
		}
	}
	if r.Error != "" {
		textLine(w, "  error: %s", r.Error)
	}
}

// usageShown is how many differing weapon_usage_counts entries crd diff's text writes out.
const usageShown = 4

// settingGloss says a setting's difference in plain words where its name does not: the number
// of players.
func settingGloss(s settingView) string {
	if s.Field != "run.player_count" {
		return ""
	}
	a, errA := strconv.Atoi(s.A)
	b, errB := strconv.Atoi(s.B)
	if errA != nil || errB != nil {
		return ""
	}
	return fmt.Sprintf(" (A has %d %s, B has %d)", a, plural(a, "player", "players"), b)
}

// plural is one when n is 1, else many.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
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
