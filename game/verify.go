package game

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"

	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
)

// SimulationVersion is the reference implementation our simulation reproduces: the public Python
// port (package crimsonland) at the commit the reference runs were recorded with.
const SimulationVersion = "0.1.0.dev29"

// SimulationRules are the rules profiles our simulation plays.
var SimulationRules = []int{1}

// Verification is the background pass's check of the run: the result it derived against the one
// the file records, field by field (the format's verification), and the trace comparison.
type Verification struct {
	SHA256      string // hex SHA-256 of the payload (Options.PayloadSHA256), "" when unknown
	GameVersion string // the build that recorded the run (provenance)
	Rules       int
	ClBuild     int
	Ticks       int // recorded ticks
	Simulated   int // ticks simulated (Ticks unless Err)
	// Derived is the result our simulation derived; nil after a simulation error, since a
	// prefix never verifies a result.
	Derived    *replayio.RunResult
	Recorded   replayio.RunResult
	Mismatches []Mismatch // fields where Derived differs from Recorded, in the payload's key order
	Verified   bool       // every tick simulated and no mismatch
	Err        error      // the simulation error (*SimError), if any
	Notes      []string   // things a reader should know (other recording build, rules, bug policy)
	// Approximations are the settings the session played differently from the recording
	// (Session.Approximations); a run with any is never Verified.
	Approximations []string
	Trace          *TraceCheck
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

// TraceCheck is the comparison of every simulated tick with a trace sidecar.
type TraceCheck struct {
	Path     string
	Compared int // tick records compared
	// Divergence is the first tick whose record differs, with every differing field; nil when
	// every compared record agreed. Its Tick is the recorded tick index: Seek(Tick+1) shows the
	// state that differs, Seek(Tick) the last one that agreed.
	Divergence *trace.Diff
	Notes      []string // header fields that disagree with the run
	Err        error    // reading the trace failed (the comparison stopped there)
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

func (s *Session) buildVerification(m machine, simErr *SimError, endPos int, tc *traceChecker) *Verification {
	rep := s.rep
	v := &Verification{
		SHA256:         s.opts.PayloadSHA256,
		GameVersion:    rep.GameVersion,
		Rules:          rep.Rules,
		ClBuild:        rep.Run.ClBuild,
		Ticks:          s.total,
		Simulated:      s.total,
		Recorded:       rep.Result,
		Approximations: s.approx,
	}
	if v.GameVersion != SimulationVersion {
		v.Notes = append(v.Notes, fmt.Sprintf("recorded by build %s, not %q, the one this simulation reproduces", filetext.Quote(rep.GameVersion), SimulationVersion))
	}
	known := false
	for _, r := range SimulationRules {
		known = known || r == rep.Rules
	}
	if !known {
		v.Notes = append(v.Notes, fmt.Sprintf("rules %d: this simulation plays rules %v only", rep.Rules, SimulationRules))
	} else {
		v.Notes = append(v.Notes, fmt.Sprintf("rules %d", rep.Rules))
	}
	if rep.Run.PreserveBugs {
		v.Notes = append(v.Notes, "preserve_bugs: the original game's bugs are kept")
	}
	if rep.Run.ClBuild == replayio.Build198 {
		v.Notes = append(v.Notes, "cl_build 10908: plays the 1.9.8 rules")
	}
	if simErr != nil {
		v.Err = simErr
		v.Simulated = simErr.Tick
	} else {
		r := m.result()
		v.Derived = &r
		v.Mismatches = CompareResults(&rep.Result, &r)
		v.Verified = len(v.Mismatches) == 0 && len(s.approx) == 0
	}
	if tc != nil {
		tc.finish(simErr == nil, endPos)
		v.Trace = &tc.out
	}
	return v
}

// CompareResults lists the fields of the derived result that differ from the recorded one, in
// the payload's key order, named by the format's paths ("players[0].health"); nil when they
// agree. Values print as the format's JSON form shows them (null for an absent quest_final_ms).
func CompareResults(recorded, derived *replayio.RunResult) []Mismatch {
	want, got := recorded, derived
	var out []Mismatch
	str := func(f, w, g string) {
		if w != g {
			out = append(out, Mismatch{f, w, g})
		}
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
	for i := range min(len(want.Players), len(got.Players)) {
		w, g := &want.Players[i], &got.Players[i]
		p := fmt.Sprintf("players[%d].", i)
		num(p+"experience", w.Experience, g.Experience)
		// Bits, not ==: the format stores exact float32 values.
		if math.Float32bits(w.Health) != math.Float32bits(g.Health) {
			out = append(out, Mismatch{p + "health", fmtF32(w.Health), fmtF32(g.Health)})
		}
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
}

func newTraceChecker(path string, s *Session, setupRng uint32) *traceChecker {
	tc := &traceChecker{out: TraceCheck{Path: path}}
	r, err := trace.OpenForRun(path, s.total)
	if err != nil {
		tc.out.Err = err
		return tc
	}
	tc.r = r
	h := &r.Header
	if s.opts.PayloadSHA256 != "" && h.ReplaySHA256 != s.opts.PayloadSHA256 {
		tc.note("replay_sha256 %s, the run's payload is %s", h.ReplaySHA256, s.opts.PayloadSHA256)
	}
	if h.Ticks != s.total {
		tc.note("ticks %d, the run has %d", h.Ticks, s.total)
	}
	if h.RngAfterSetup != setupRng {
		tc.note("rng_after_setup %d, ours %d", h.RngAfterSetup, setupRng)
	}
	return tc
}

func (tc *traceChecker) note(format string, args ...any) {
	tc.out.Notes = append(tc.out.Notes, fmt.Sprintf(format, args...))
}

// check compares the record of tick t, just stepped on m.
func (tc *traceChecker) check(m machine, t int) {
	if tc.r == nil || tc.out.Divergence != nil || tc.out.Err != nil {
		return
	}
	want, err := tc.r.Next()
	if err != nil {
		if errors.Is(err, io.EOF) {
			err = fmt.Errorf("%s: ends before tick %d (the header says %d ticks)", tc.out.Path, t, tc.r.Header.Ticks)
		}
		tc.out.Err = err
		return
	}
	got := m.traceRecord(t, want.CreatureList != nil)
	if got == nil {
		tc.out.Err = errors.New("this simulation builds no trace records")
		return
	}
	if d := trace.Compare(want, got); d != nil {
		tc.out.Divergence = d
		return
	}
	tc.out.Compared++
}

// finish checks the run's end against the header once the pass is over.
func (tc *traceChecker) finish(complete bool, endPos int) {
	if tc.r == nil || !complete {
		return
	}
	h := &tc.r.Header
	ours := "none"
	if endPos > 0 {
		ours = strconv.Itoa(endPos - 1)
	}
	theirs := "none"
	if h.EndTick != nil {
		theirs = strconv.Itoa(*h.EndTick)
	}
	if ours != theirs {
		tc.note("end_tick %s, ours %s", theirs, ours)
	}
}

func (tc *traceChecker) close() {
	if tc.r != nil {
		tc.r.Close()
	}
}
