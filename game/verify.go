package game

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"

	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// SimulationVersion is the reference implementation our simulation reproduces: the public Python
// port (package crimsonland) at the commit the reference runs were recorded with.
const SimulationVersion = "0.1.0.dev29"

// SimulationRules are the rules profiles our simulation plays.
var SimulationRules = []int{1}

// PlaysRules reports whether the simulation plays rules profile r (SimulationRules).
func PlaysRules(r int) bool { return slices.Contains(SimulationRules, r) }

// SimulationRulesText is SimulationRules for a sentence: "1", "1 and 2", "1, 2 and 3".
func SimulationRulesText() string {
	var b strings.Builder
	for i, r := range SimulationRules {
		switch {
		case i == 0:
		case i == len(SimulationRules)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(r))
	}
	return b.String()
}

// Statuses of a Verification, as crd verify prints them (README): verified, mismatch (the
// derived result or the trace differs), invalid (the replay breaks the format, or its trace
// cannot be compared), unsupported (the simulation does not play something the run uses),
// unreadable (the trace is missing or cannot be read).
const (
	StatusVerified    = "verified"
	StatusMismatch    = "mismatch"
	StatusInvalid     = "invalid"
	StatusUnsupported = "unsupported"
	StatusUnreadable  = "unreadable"
)

// Statuses of a TraceCheck.
const (
	TraceAgrees     = "agrees"     // every compared record equals ours
	TraceDiffers    = "differs"    // Divergence is the first tick that does not
	TraceOtherRun   = "other_run"  // recorded for another run (SHA256): not compared unless forced
	TraceUnreadable = "unreadable" // missing or cannot be read (Err)
	TraceInvalid    = "invalid"    // damaged or past the trace limits (Err)
)

// Verification is the background pass's check of the run: the result it derived against the one
// the file records, field by field (the format's verification), and the trace comparison. The
// window and crd verify show the same one (Status, Headline).
type Verification struct {
	SHA256 string // hex SHA-256 of the payload (Options.PayloadSHA256), "" when unknown
	// Provenance (format 35 "Verification": the verifier reports the replay's game_version):
	// GameVersion is the build that recorded the run, Recorder the program that did (client,
	// version, platform), SimulationVersion the build whose behaviour this simulation follows
	// (the package constant). All three are the file's strings as they are (unbounded, control
	// characters kept): show them through filetext.
	GameVersion       string
	Recorder          replayio.Recorder
	SimulationVersion string
	Rules             int
	ClBuild           int
	Ticks             int // recorded ticks
	Simulated         int // ticks simulated (Ticks unless Err)
	// Derived is the result our simulation derived from the last state it reached: after every
	// tick, or with Err the state before the tick it stopped at (Stop.Tick), which shows what the
	// run had come to but never verifies it (a prefix never verifies a result). nil only when
	// the run could not start.
	Derived    *replayio.RunResult
	Recorded   replayio.RunResult
	Mismatches []Mismatch // fields where Derived differs from Recorded, in the payload's key order
	Verified   bool       // every tick simulated and no mismatch
	// Err is the simulation error (*SimError) or the run-start error (sim.New refused it, or
	// its rules are not this simulation's and Options.Approximate was not set).
	Err error
	// Stop says in plain words where and why the simulation stopped before the file's end; nil
	// when it played every tick (or could not start).
	Stop  *Stop
	Notes []string // things a reader should know (rules, bug policy)
	// Warnings are what a reader should be warned of without it changing the verdict: a run
	// recorded by another build than SimulationVersion (format 35: "A different recording
	// build warns without changing the selected rules").
	Warnings []string
	// Quest is quest_final_ms with its parts, derived from the last state reached, in a quest
	// run whose derived outcome is quest_completed; nil otherwise.
	Quest *sim.QuestScore
	// Approximations are the settings the session played differently from the recording
	// (Session.Approximations); a run with any is never Verified, and its Status is unsupported.
	Approximations []string
	Trace          *TraceCheck
}

// Status is the verdict, as crd verify prints it: unsupported or invalid when the simulation
// stopped (Err), mismatch when the result or the trace differs, else verified; a trace that
// cannot be compared (another run's not forced, unreadable, invalid) makes a run that is not
// already invalid invalid (unreadable when the trace cannot be read).
func (v *Verification) Status() string {
	st := StatusVerified
	switch {
	case v.Err != nil && errors.Is(v.Err, sim.ErrUnsupported):
		st = StatusUnsupported
	case v.Err != nil:
		st = StatusInvalid
	case len(v.Approximations) > 0:
		// Played under the nearest profile: what it derives verifies nothing, as crd verify
		// (which does not approximate) says of the same run.
		st = StatusUnsupported
	case len(v.Mismatches) > 0 || v.Trace != nil && v.Trace.Divergence != nil:
		st = StatusMismatch
	}
	if tc := v.Trace; tc != nil && tc.Status != TraceAgrees && tc.Status != TraceDiffers && st != StatusInvalid {
		st = StatusInvalid
		if tc.Status == TraceUnreadable {
			st = StatusUnreadable
		}
	}
	return st
}

// Headline is the verdict in a sentence, the same in the window and in crd verify: the status,
// then why ("mismatch: 2 result fields differ (kills, players[0].health)", "mismatch: the trace
// differs at tick 812 (players[0].x)", "invalid: player 1 died at tick 2698 …, but the file goes
// on to tick 5058", "invalid: the trace is for another run (sha …), not compared; force the
// comparison to compare it anyway").
func (v *Verification) Headline() string {
	st := v.Status()
	tc := v.Trace
	var why string
	switch {
	case v.Stop != nil:
		why = v.Stop.Text()
		// What the trace says up to the stop is said too: a divergence before it is often
		// why the run stopped (a death the trace has later), and a trace not compared needs
		// the words the window's "compare anyway" answers.
		switch {
		case tc != nil && tc.Divergence != nil:
			why += "; " + tc.divergenceText()
		case tc != nil && tc.Status == TraceAgrees && tc.Compared > 0:
			whose := "the trace"
			if tc.Forced {
				whose = "a trace recorded for another run, compared anyway,"
			}
			rest := ""
			if tc.Ticks > tc.Compared {
				// The trace goes on where the simulation cannot: what it holds past the stop.
				rest = fmt.Sprintf("; its %d records after it, to tick %d, are not compared", tc.Ticks-tc.Compared, tc.Ticks-1)
			}
			why += fmt.Sprintf("; %s agrees up to there (%d ticks%s)", whose, tc.Compared, rest)
		case tc != nil && tc.Status != TraceAgrees && tc.Status != TraceDiffers && tc.Err != nil:
			why += "; " + tc.Err.Error()
		}
	case v.Err != nil:
		why = v.Err.Error()
	case len(v.Approximations) > 0:
		why = "played approximately (" + strings.Join(v.Approximations, "; ") + "), so nothing verifies"
	case tc != nil && tc.Status != TraceAgrees && tc.Status != TraceDiffers && tc.Err != nil:
		// The trace not compared decides the status, but a result that differs is said too:
		// it is the run's own finding, trace or none.
		why = tc.Err.Error()
		if len(v.Mismatches) > 0 {
			why += "; " + v.mismatchText()
		} else if v.Verified {
			// What the run itself shows: its result reproduces, only the trace is not checked.
			why += "; the recorded result reproduces"
		}
	case len(v.Mismatches) > 0:
		why = v.mismatchText()
		if tc != nil && tc.Divergence != nil {
			why += "; " + tc.divergenceText()
		}
	case tc != nil && tc.Divergence != nil:
		why = tc.divergenceText()
		if v.Verified {
			why += "; the recorded result reproduces"
		}
	case st == StatusVerified && tc != nil && tc.Forced:
		// Another run's trace agreeing says less than the run's own: it shows only the fields
		// traces record (no aim, no inputs), and a run that differs in those agrees.
		why = fmt.Sprintf("the run reproduces its result, and a trace recorded for another run, compared anyway, agrees at every tick (%d)", tc.Compared)
	case st == StatusVerified && tc != nil:
		why = fmt.Sprintf("the run reproduces its result, and its trace at every tick (%d)", tc.Compared)
	case st == StatusVerified:
		why = "the run reproduces its result (no trace to compare every tick with)"
	}
	if why == "" {
		return st
	}
	return st + ": " + why
}

// HeadlineSaysTrace reports whether Headline says what the trace check found, so that a line on
// the trace under it would repeat it: a trace that could not be read (another run's excepted:
// its line says how to compare it anyway), or one that ends before the run. It follows
// Headline's cases: a stopped run's why and an unstopped, unapproximated run's say the trace.
func (v *Verification) HeadlineSaysTrace() bool {
	tc := v.Trace
	if tc == nil {
		return false
	}
	notRead := tc.Status != TraceAgrees && tc.Status != TraceDiffers && tc.Status != TraceOtherRun && tc.Err != nil
	_, ends := tc.EndsEarly()
	says := v.Stop != nil || v.Err == nil && len(v.Approximations) == 0
	return says && (notRead || ends)
}

// mismatchText is "2 result fields differ (kills, players[0].health)".
func (v *Verification) mismatchText() string {
	names := make([]string, len(v.Mismatches))
	for i, m := range v.Mismatches {
		names[i] = m.Field
	}
	verb := "differ"
	if len(names) == 1 {
		verb = "differs"
	}
	return fmt.Sprintf("%d result field%s %s (%s)", len(names), plural(len(names)), verb, strings.Join(names, ", "))
}

// traceReadError is a trace sidecar that cannot be read (missing, no permission, not a file):
// "cannot read the trace FILE: reason", the *fs.PathError under it.
type traceReadError struct {
	path string
	err  error
}

func (e *traceReadError) Error() string {
	reason := e.err
	var pe *fs.PathError
	if errors.As(e.err, &pe) {
		reason = pe.Err
	}
	return "cannot read the trace " + e.path + ": " + reason.Error()
}

func (e *traceReadError) Unwrap() error { return e.err }

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// divergenceText is "the trace differs at tick 812 (players[0].x)", or "… at the run start
// (rng_after_setup)".
func (tc *TraceCheck) divergenceText() string {
	d := tc.Divergence
	if end, ok := tc.EndsEarly(); ok {
		return end
	}
	where := "at tick " + strconv.FormatInt(d.Tick, 10)
	if d.Tick < 0 {
		where = "at the run start"
	}
	field := ""
	if len(d.Fields) > 0 {
		field = " (" + d.Fields[0].Path
		if len(d.Fields) > 1 {
			field += fmt.Sprintf(" and %d more", len(d.Fields)-1)
		}
		field += ")"
	}
	return "the trace differs " + where + field
}

// EndsEarly says, when the first divergence is the trace's records running out before the
// run's ticks do (a well-formed trace of a shorter run, or of this run's first ticks), where
// it ends: "the trace ends after tick 599 (600 ticks), the run goes on to tick 1245"; ok false
// otherwise.
func (tc *TraceCheck) EndsEarly() (text string, ok bool) {
	d := tc.Divergence
	if d == nil || len(d.Fields) != 1 || d.Fields[0].Path != "ticks" || d.Tick < 0 {
		return "", false
	}
	total, err := strconv.Atoi(d.Fields[0].Got)
	if err != nil {
		return "", false
	}
	if d.Tick == 0 {
		return fmt.Sprintf("the trace holds no tick, the run has %d", total), true
	}
	return fmt.Sprintf("the trace ends after tick %d (%d tick%s), the run goes on to tick %d", d.Tick-1, d.Tick, plural(int(d.Tick)), total-1), true
}

// Mismatch is one result field that differs ("players[0].health").
type Mismatch struct {
	Field    string
	Recorded string
	Derived  string
}

func (m Mismatch) String() string {
	return fmt.Sprintf("%s: recorded %s, derived %s", m.Field, m.Recorded, m.Derived)
}

// ResultField is one field of a run's result, recorded against derived.
type ResultField struct {
	Field    string // the format's path: "outcome", "players[0].health"
	Recorded string
	Derived  string
	Differs  bool
}

// TraceCheck is the comparison of every simulated tick with a trace sidecar.
type TraceCheck struct {
	Path   string
	Status string // TraceAgrees, TraceDiffers, TraceOtherRun, TraceUnreadable, TraceInvalid
	// SHA256 is the run the trace was recorded from (its header's replay_sha256), and Ticks
	// the records its header announces; "" and -1 when the header could not be read.
	SHA256 string
	Ticks  int
	// Forced: the trace was recorded for another run and compared anyway (Options.ForceTrace).
	Forced bool
	// Cached: the records were read from the trace cache's copy of the sidecar
	// (Options.TraceCache), not from its JSON.
	Cached   bool
	Compared int // records that agreed before the first divergence
	// Divergence is the first tick whose record differs, with every differing field; nil when
	// every compared record agreed. Its Tick is the recorded tick index (-1: the run start's
	// rng_after_setup): Seek(PosOfTick(Tick)) shows the state that differs, Seek(Tick) the
	// last one that agreed.
	Divergence *trace.Diff
	// Marks are the RNG marks of the divergent tick, ours (A) beside the trace's (B); nil when
	// there is no divergence or the simulation records no marks.
	Marks *trace.MarkTable
	// Onsets are the ticks where a field starts to differ (the first is the divergence), as far
	// as the pass compared: a Session keeps comparing past the first divergence, Verify only
	// with Options.AllDivergences.
	Onsets []Onset
	Notes  []string // header fields that disagree with the run, and how the trace was compared
	// Err is why the trace could not be compared (Status other_run, unreadable or invalid), or
	// why the comparison stopped before the first divergence.
	Err error
}

// Onset is a tick where fields start to differ from the trace (or, with Runs, between two
// runs: Comparison.NextOnset): fields (trace.Table paths,
// "rng_marks" for the RNG marks, "rng_after_setup" at tick -1, "ticks", "end_tick") that had
// not differed at any earlier tick.
type Onset struct {
	Tick   int
	Fields []string
	// Listed is the last tick before Tick at which the trace listed the creatures (the
	// reference's traces do every trace.CreatureListEvery ticks; -1: none): a creature's field
	// found differing at Tick may have parted on any tick since (Sampled).
	Listed int
	// Runs: between two runs (Comparison.NextOnset), whose creatures are compared at every
	// tick, not between a run and its trace.
	Runs bool
}

// Verification returns the verification once the background pass has finished, else false.
func (s *Session) Verification() (Verification, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.verify == nil {
		return Verification{}, false
	}
	return *s.verify, true
}

func (s *Session) buildVerification(m machine, simErr *SimError, endPos int, tc *traceChecker, events []Event) *Verification {
	rep := s.rep
	v := &Verification{
		SHA256:         s.opts.PayloadSHA256,
		Ticks:          s.total,
		Simulated:      s.total,
		Recorded:       rep.Result,
		Approximations: s.approx,
	}
	v.describe(rep)
	// m is the state after the last tick simulated: every tick, or the ticks before the stop.
	r := m.result()
	v.Derived = &r
	if w := m.world(); w != nil && r.QuestFinalMs != nil {
		qs := w.QuestScore()
		v.Quest = &qs
	}
	v.Mismatches = CompareResults(&rep.Result, &r)
	switch {
	case simErr != nil:
		v.Err = simErr
		v.Simulated = simErr.Tick
		v.Stop = newStop(simErr, s.total, endPos, events)
	default:
		v.Verified = len(v.Mismatches) == 0 && len(s.approx) == 0
	}
	if tc != nil {
		tc.finish(simErr == nil, endPos)
		out := tc.out
		v.Trace = &out
	}
	return v
}

// describe fills in what the verification says of the run whatever its simulation: the
// provenance, the settings, the notes and the warnings.
func (v *Verification) describe(rep *replayio.Replay) {
	v.GameVersion, v.Recorder, v.SimulationVersion = rep.GameVersion, rep.Recorder, SimulationVersion
	v.Rules, v.ClBuild = rep.Rules, rep.Run.ClBuild
	v.Notes = runNotes(rep)
	v.Warnings = runWarnings(rep)
}

// runWarnings are the warnings of a run's verification: another recording build than the one
// this simulation follows. They never change the verdict: the run is played under its recorded
// rules all the same.
func runWarnings(rep *replayio.Replay) []string {
	if rep.GameVersion == SimulationVersion {
		return nil
	}
	return []string{fmt.Sprintf("recorded by build %s, not %q, the one this simulation reproduces (a warning only: the rules the run records decide how it plays)",
		filetext.Quote(rep.GameVersion), SimulationVersion)}
}

// runNotes are the things a reader of a run's verification should know: rules it does not
// play, the bug policy, the 1.9.8 rules.
func runNotes(rep *replayio.Replay) []string {
	var notes []string
	// The rules it plays go unsaid: "rules 1" alone, under the verdict, read as a warning.
	if !PlaysRules(rep.Rules) {
		notes = append(notes, fmt.Sprintf("rules %d: this simulation plays rules %s only", rep.Rules, SimulationRulesText()))
	}
	if rep.Run.PreserveBugs {
		notes = append(notes, "preserve_bugs: the original game's bugs are kept")
	}
	if rep.Run.ClBuild == replayio.Build198 {
		notes = append(notes, "cl_build 10908: plays the 1.9.8 rules")
	}
	return notes
}

// CompareResults lists the fields of the derived result that differ from the recorded one, in
// the payload's key order, named by the format's paths ("players[0].health"); nil when they
// agree. Values print as the format's JSON form shows them (null for an absent quest_final_ms).
func CompareResults(recorded, derived *replayio.RunResult) []Mismatch {
	var out []Mismatch
	for _, f := range ResultFields(recorded, derived) {
		if f.Differs {
			out = append(out, Mismatch{f.Field, f.Recorded, f.Derived})
		}
	}
	return out
}

// ResultFields lists every field of a run's result, recorded against derived, in the payload's
// key order: outcome, elapsed_ms, kills, shots_fired, shots_hit, rng_state, pending_perks,
// quest_final_ms, players.length, then each player's experience, health and
// most_used_weapon_id (players both sides have). A nil derived result lists the recorded
// values against "none".
func ResultFields(recorded, derived *replayio.RunResult) []ResultField {
	want, got := recorded, derived
	none := got == nil
	if none {
		got = &replayio.RunResult{}
	}
	var out []ResultField
	str := func(f, w, g string) {
		if none {
			g = "none"
		}
		out = append(out, ResultField{f, w, g, w != g})
	}
	num := func(f string, w, g int64) { str(f, strconv.FormatInt(w, 10), strconv.FormatInt(g, 10)) }
	str("outcome", want.Outcome, got.Outcome)
	num("elapsed_ms", want.ElapsedMs, got.ElapsedMs)
	num("kills", want.Kills, got.Kills)
	num("shots_fired", want.ShotsFired, got.ShotsFired)
	num("shots_hit", want.ShotsHit, got.ShotsHit)
	num("rng_state", int64(want.RngState), int64(got.RngState))
	num("pending_perks", want.PendingPerks, got.PendingPerks)
	str("quest_final_ms", optInt(want.QuestFinalMs), optInt(got.QuestFinalMs))
	num("players.length", int64(len(want.Players)), int64(len(got.Players)))
	players := len(want.Players)
	if !none {
		players = min(players, len(got.Players))
	}
	for i := range players {
		w, g := &want.Players[i], &replayio.PlayerResult{}
		if !none {
			g = &got.Players[i]
		}
		p := fmt.Sprintf("players[%d].", i)
		num(p+"experience", w.Experience, g.Experience)
		// Bits, not ==: the format stores exact float32 values.
		h := ResultField{p + "health", fmtF32(w.Health), fmtF32(g.Health), math.Float32bits(w.Health) != math.Float32bits(g.Health)}
		if none {
			h.Derived, h.Differs = "none", true
		}
		out = append(out, h)
		num(p+"most_used_weapon_id", int64(w.MostUsedWeaponID), int64(g.MostUsedWeaponID))
	}
	return out
}

func optInt(p *int64) string {
	if p == nil {
		return "null"
	}
	return strconv.FormatInt(*p, 10)
}

func fmtF32(f float32) string { return strconv.FormatFloat(float64(f), 'g', -1, 32) }

// traceChecker compares the pass's ticks with a trace sidecar. Only the pass goroutine uses it.
type traceChecker struct {
	r   *trace.Reader
	out TraceCheck
	// full keeps comparing past the first divergence, for the onsets (a Session, or Verify with
	// Options.AllDivergences; Verify stops at the first divergence otherwise).
	full    bool
	seen    map[string]bool // the fields that have differed so far
	publish func(Onset)     // hands an onset to the session as it is found
	total   int             // the run's ticks
	done    bool            // the comparison is over (an error, the trace's end)
	listed  int             // the last tick compared at which the trace listed the creatures
	// ticksNote is the note on the header's ticks against the run's (-1: none), dropped where
	// the trace's ending is the first divergence, which says it.
	ticksNote int
}

// newTraceChecker opens the trace at path for a run of total ticks and checks its header: a
// trace for another run is not compared unless force; a different rng_after_setup is the run
// start's divergence (tick -1). keep, when not nil, keeps the records read; cache, when not nil,
// serves and keeps the binary copy of the trace (trace.OpenCached).
func newTraceChecker(path string, total int, runSHA string, force bool, start runStart, keep *trace.Index, cache *trace.Cache, full bool, publish func(Onset)) *traceChecker {
	tc := &traceChecker{out: TraceCheck{Path: path, Ticks: -1}, full: full, seen: map[string]bool{}, publish: publish, total: total, listed: -1, ticksNote: -1}
	r, err := trace.OpenCached(path, total, cache)
	if longer := (*trace.LongerError)(nil); errors.As(err, &longer) && runSHA != "" && longer.Header.ReplaySHA256 != "" && longer.Header.ReplaySHA256 != runSHA {
		// Another run's trace, longer than this run: whose it is comes first. Forced, it is
		// read as far as its own length allows (as many records as this run has are compared).
		h := &longer.Header
		if !force {
			tc.out.SHA256, tc.out.Ticks = h.ReplaySHA256, h.Ticks
			tc.out.Status = TraceOtherRun
			tc.out.Err = fmt.Errorf("the trace is for another run (sha %s, %d ticks; this run has %d), not compared", h.ReplaySHA256, h.Ticks, total)
			tc.done = true
			return tc
		}
		r, err = trace.OpenCached(path, h.Ticks, cache)
	}
	if err != nil {
		tc.out.Status = TraceInvalid
		var pe *fs.PathError
		if errors.As(err, &pe) {
			tc.out.Status = TraceUnreadable
			err = &traceReadError{path: path, err: err}
		}
		tc.out.Err = err
		tc.done = true
		return tc
	}
	h := &r.Header
	tc.out.SHA256, tc.out.Ticks, tc.out.Cached = h.ReplaySHA256, h.Ticks, r.FromCache()
	if runSHA != "" && h.ReplaySHA256 != "" && h.ReplaySHA256 != runSHA {
		if !force {
			r.Close()
			tc.out.Status = TraceOtherRun
			tc.out.Err = fmt.Errorf("the trace is for another run (sha %s), not compared", h.ReplaySHA256)
			tc.done = true
			return tc
		}
		tc.out.Forced = true
		tc.note("recorded for another run (sha %s), compared anyway", h.ReplaySHA256)
	}
	// A trace the harness recorded on another clock or health model parts from this
	// simulation at once: said, so that the divergence reads as what it is.
	if h.TimeBase != trace.TimeBaseNative {
		base := "the trace's header has no time_base (the port's old clock, 16.667 ms a tick)"
		if h.TimeBase != "" {
			base = "the trace's time_base is " + filetext.Quote(h.TimeBase)
		}
		tc.note("%s; this simulation counts the game's whole milliseconds (native_ms, 16 a tick), so its clock differs from the trace's", base)
	}
	if h.Health != "" && h.Health != trace.HealthF32 {
		tc.note("the trace's health is %s; this simulation keeps players' health in float32 (f32)", filetext.Quote(h.Health))
	}
	if h.ReplaySHA256 == "" && runSHA != "" {
		// Nothing ties such a trace to this run: it is compared, but may be another run's.
		tc.note("the trace's header names no run (no replay_sha256), so it was not checked to be this run's")
	}
	tc.r = r
	if keep != nil {
		r.Keep(keep)
	}
	if h.Ticks != total {
		tc.ticksNote = len(tc.out.Notes)
		tc.note("ticks %d, the run has %d", h.Ticks, total)
	}
	var fields []trace.FieldDiff
	if h.RngAfterSetup != start.rng {
		fields = append(fields, trace.FieldDiff{Path: "rng_after_setup",
			Want: strconv.FormatUint(uint64(h.RngAfterSetup), 10), Got: strconv.FormatUint(uint64(start.rng), 10)})
	}
	if start.quest != nil {
		fields = append(fields, questHeaderDiff(h, start.quest)...)
	}
	if len(fields) > 0 {
		tc.diverge(&trace.Diff{Tick: -1, Fields: fields}, nil)
	}
	return tc
}

// runStart is what a trace's header says of the run start, ours: the RNG state after it and,
// in a quest, the quest's state before tick 0 (nil elsewhere, or for a machine without a
// World).
type runStart struct {
	rng   uint32
	quest *sim.QuestState
}

// startOf is m's runStart, m at the run start.
func startOf(m machine) runStart {
	rs := runStart{rng: m.setupRng()}
	if w := m.world(); w != nil && w.Config.GameMode == sim.GameModeQuests {
		q := w.Quest
		rs.quest = &q
	}
	return rs
}

// questHeaderDiff is what differs between a quest trace's header (questrun.py: the quest, the
// RNG state after its builder, the builder's draws and the spawn table it built) and our quest
// state q at the run start: fields the header leaves out are not compared.
func questHeaderDiff(h *trace.Header, q *sim.QuestState) []trace.FieldDiff {
	var out []trace.FieldDiff
	num := func(path string, want, got int64) {
		if want != got {
			out = append(out, trace.FieldDiff{Path: path, Want: strconv.FormatInt(want, 10), Got: strconv.FormatInt(got, 10)})
		}
	}
	flt := func(path string, want, got float64) {
		if math.Float64bits(want) != math.Float64bits(got) {
			out = append(out, trace.FieldDiff{Path: path, Want: strconv.FormatFloat(want, 'g', -1, 64),
				Got: strconv.FormatFloat(got, 'g', -1, 64), Float: true})
		}
	}
	if h.QuestLevel != nil {
		if ours := fmt.Sprintf("%d.%d", q.Major, q.Minor); *h.QuestLevel != ours {
			out = append(out, trace.FieldDiff{Path: "quest_level", Want: filetext.Quote(*h.QuestLevel), Got: filetext.Quote(ours)})
		}
	}
	if h.BuilderDraws != nil {
		num("builder_draws", int64(*h.BuilderDraws), int64(q.BuilderDraws))
	}
	if h.RngAfterBuild != nil {
		num("rng_after_build", int64(*h.RngAfterBuild), int64(q.RngAfterBuild))
	}
	if h.SpawnEntries != nil {
		ours := q.QuestEntries()
		num("spawn_entries.length", int64(len(h.SpawnEntries)), int64(len(ours)))
		for i := range min(len(h.SpawnEntries), len(ours)) {
			w, g := &h.SpawnEntries[i], &ours[i]
			p := "spawn_entries[" + strconv.Itoa(i) + "]."
			flt(p+"x", w.X, g.Pos.X)
			flt(p+"y", w.Y, g.Pos.Y)
			flt(p+"heading", w.Heading, g.Heading)
			num(p+"spawn_id", int64(w.SpawnID), int64(g.SpawnID))
			num(p+"trigger_ms", int64(w.TriggerMs), int64(g.TriggerMs))
			num(p+"count", int64(w.Count), int64(g.Count))
		}
	}
	return out
}

// PartialTraceError is the error of a trace that could not be read past some record after
// the Agreed ticks before it (0 to Agreed-1) were compared and agreed: the trace is invalid
// (damaged or cut off), but what was compared is said, not dropped.
type PartialTraceError struct {
	Err    error
	Agreed int
}

func (e *PartialTraceError) Error() string {
	return fmt.Sprintf("%v; the %d tick%s before it (0 to %d) agree, the rest is not compared", e.Err, e.Agreed, plural(e.Agreed), e.Agreed-1)
}

func (e *PartialTraceError) Unwrap() error { return e.Err }

// DamagedTraceError is the error of a gzip-compressed trace whose bytes are not the ones
// written (trace.ErrDamaged: its checksum fails, its compressed stream breaks, bytes follow
// it), found where the check had stopped reading or at the trace's end: the check is invalid.
// Agreed is how many ticks agreed before the first difference (or in all); Diff, when not nil,
// is that difference, which may be the damage itself rather than the simulation's.
type DamagedTraceError struct {
	Err    error
	Agreed int
	Diff   *trace.Diff
}

func (e *DamagedTraceError) Error() string {
	switch {
	case e.Diff != nil && len(e.Diff.Fields) > 0:
		return fmt.Sprintf("%v; the difference found at tick %d (%s) may be that damage, not the simulation's", e.Err, e.Diff.Tick, e.Diff.Fields[0].Path)
	case e.Agreed > 0:
		return fmt.Sprintf("%v; its %d tick%s agree with the simulation, but it is not the trace that was written", e.Err, e.Agreed, plural(e.Agreed))
	}
	return e.Err.Error()
}

func (e *DamagedTraceError) Unwrap() error { return e.Err }

func (tc *traceChecker) note(format string, args ...any) {
	tc.out.Notes = append(tc.out.Notes, fmt.Sprintf(format, args...))
}

// diverge records a divergence: the first one is the check's Divergence; each adds an onset of
// the fields not seen differing before. d is the divergence with its fields named as the field
// table names them (creatures by slot, wherever they sit in the trace's list), as the window's
// panes, --pin and the onsets name them.
func (tc *traceChecker) diverge(d *trace.Diff, marks *trace.MarkTable) {
	if tc.out.Divergence == nil {
		tc.out.Divergence = d
		tc.out.Marks = marks
	}
	var fresh []string
	for _, f := range d.Fields {
		if !tc.seen[f.Path] {
			tc.seen[f.Path] = true
			fresh = append(fresh, f.Path)
		}
	}
	if len(fresh) > 0 {
		o := Onset{Tick: int(d.Tick), Fields: fresh, Listed: tc.listed}
		tc.out.Onsets = append(tc.out.Onsets, o)
		if tc.publish != nil {
			tc.publish(o)
		}
	}
}

// check compares the record of tick t, just stepped on m.
func (tc *traceChecker) check(m machine, t int) {
	if tc.r == nil || tc.done || tc.out.Divergence != nil && !tc.full {
		return
	}
	// Both records are reused by the next tick's: what a divergence keeps is copied. Ours is
	// built first, listing the creatures on the ticks the reference's traces list them, so that
	// a cached copy's record that is the same is told so without being decoded.
	listed := t%trace.CreatureListEvery == 0
	got := m.traceRecord(t, listed)
	if got == nil {
		tc.out.Err = errors.New("this simulation builds no trace records")
		tc.out.Status = TraceInvalid
		tc.done = true
		return
	}
	if tc.r.NextAgrees(got) {
		if tc.out.Divergence == nil {
			tc.out.Compared++
		}
		if listed {
			tc.listed = t
		}
		return
	}
	want, err := tc.r.NextShared()
	if err != nil {
		tc.done = true
		switch {
		case errors.Is(err, io.EOF):
			// A well-formed trace of fewer ticks than the run: a difference, not damage. Where
			// it is the first, it says what the header's note said: the note goes.
			if tc.out.Divergence == nil && tc.ticksNote >= 0 {
				tc.out.Notes = slices.Delete(tc.out.Notes, tc.ticksNote, tc.ticksNote+1)
				tc.ticksNote = -1
			}
			tc.diverge(&trace.Diff{Tick: int64(t), Fields: []trace.FieldDiff{{Path: "ticks",
				Want: strconv.Itoa(tc.r.Header.Ticks), Got: strconv.Itoa(tc.total)}}}, nil)
		case tc.out.Divergence == nil:
			tc.out.Err = err
			if tc.out.Compared > 0 {
				tc.out.Err = &PartialTraceError{Err: err, Agreed: tc.out.Compared}
			}
			tc.out.Status = TraceInvalid
		default:
			tc.note("the trace could not be read past tick %d: %v", t-1, err)
		}
		return
	}
	if (want.CreatureList != nil) != listed {
		listed = !listed
		got = m.traceRecord(t, listed)
	}
	if listed {
		defer func() { tc.listed = t }() // after the tick's own onsets, which say the one before
	}
	if trace.Compare(want, got) == nil {
		if tc.out.Divergence == nil {
			tc.out.Compared++
		}
		return
	}
	var marks *trace.MarkTable
	if got.RngMarks != nil {
		mt := trace.Marks(slices.Clone(got.RngMarks), slices.Clone(want.RngMarks))
		marks = &mt
	}
	// Named as the table names them: creatures by slot, not by place in the list.
	tc.diverge(tableDiff(got, want, marks), marks)
}

// tableDiff is the difference of two records as the field table names it: ours a, the trace's
// b, with "rng_marks" when the marks differ.
func tableDiff(a, b *trace.Record, marks *trace.MarkTable) *trace.Diff {
	d := &trace.Diff{Tick: b.T}
	if marks != nil && marks.First >= 0 {
		// The first mark that differs, each side's ("none": that side did not draw there).
		r := marks.Rows[marks.First]
		mark := func(m *trace.Mark) string {
			if m == nil {
				return "none"
			}
			return m.String()
		}
		d.Fields = append(d.Fields, trace.FieldDiff{Path: "rng_marks", Want: mark(r.B), Got: mark(r.A)})
	}
	for _, r := range trace.Table(a, b) {
		if r.Differs {
			d.Fields = append(d.Fields, trace.FieldDiff{Path: r.Path, Want: r.B.String(), Got: r.A.String(),
				Float: r.A.Kind == trace.KindFloat || r.B.Kind == trace.KindFloat})
		}
	}
	// In the order a tick computes them, as trace.Compare checks them: the marks, the
	// players, the creatures, the mode's state, the counters, the RNG state after the tick
	// last; the first is the one a verdict names.
	slices.SortStableFunc(d.Fields, func(x, y trace.FieldDiff) int { return fieldRank(x.Path) - fieldRank(y.Path) })
	return d
}

// fieldRank is the place of a field of the table in trace.Compare's order.
func fieldRank(path string) int {
	for i, p := range [...]string{"t", "rng_marks", "players[", "creatures", "creature[", "typo.", "quest.", "tutorial.", "kills", "perk_pending", "elapsed_ms", "rng"} {
		// (a name ending in "[" or "." is a list or a part: every path under it)
		if path == p || strings.ContainsAny(p[len(p)-1:], "[.") && strings.HasPrefix(path, p) {
			return i
		}
	}
	return 5 // (a part of the table this list does not name: with the modes' state)
}

// finish checks the run's end against the header once the pass is over and settles the status.
// endPos is the position after the tick that ended the run, -1 when none did.
func (tc *traceChecker) finish(complete bool, endPos int) {
	if tc.r != nil && complete && !tc.done {
		// Every record was compared: reading on reaches the trace's end (a header may announce
		// one record more than the run), which is when the trace cache takes its copy
		// (trace.OpenCached). A trace that breaks past the run's end says so in a note.
		for range 2 {
			if _, err := tc.r.NextShared(); err != nil {
				if !errors.Is(err, io.EOF) && !errors.Is(err, trace.ErrDamaged) {
					tc.note("past the run's end: %v", err)
				}
				break
			}
		}
		tc.out.Cached = tc.r.FromCache()
	}
	// A trace whose gzip data is damaged is not the one written, whatever its records said:
	// the rest of it (past a difference the check stopped at, or its end) is read to its
	// checksum, so that a changed byte is not taken for the simulation's divergence.
	if tc.r != nil && tc.out.Status != TraceInvalid {
		if err := tc.r.Damage(); err != nil {
			tc.out.Status = TraceInvalid
			tc.out.Err = &DamagedTraceError{Err: err, Agreed: tc.out.Compared, Diff: tc.out.Divergence}
		}
	}
	if tc.r != nil && complete && tc.out.Divergence == nil && tc.out.Err == nil {
		ours, theirs := endPos-1, -1
		if endPos < 0 {
			ours = -1
		}
		if e := tc.r.Header.EndTick; e != nil {
			theirs = *e
		}
		if tc.out.Forced && ours < 0 && theirs >= tc.total {
			// A trace longer than the run (another run's, forced): its end is past every tick
			// the run has, where nothing was compared.
			tc.note("the trace's run ends at tick %d, past this run's last tick (%d): not compared", theirs, tc.total-1)
		} else if ours != theirs {
			// At the earlier of the two ends, one run had ended and the other had not.
			at := ours
			if at < 0 || theirs >= 0 && theirs < at {
				at = theirs
			}
			name := func(e int) string {
				if e < 0 {
					return "none"
				}
				return strconv.Itoa(e)
			}
			tc.diverge(&trace.Diff{Tick: int64(at), Fields: []trace.FieldDiff{{Path: "end_tick", Want: name(theirs), Got: name(ours)}}}, nil)
		}
	}
	if tc.out.Status == "" {
		tc.out.Status = TraceAgrees
		if tc.out.Divergence != nil {
			tc.out.Status = TraceDiffers
		}
	}
}

func (tc *traceChecker) close() {
	if tc.r != nil {
		tc.r.Close()
	}
}
