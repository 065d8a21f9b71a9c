package game

import (
	"errors"
	"fmt"
	"sync"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// TicksPerSecond is the simulation's fixed tick rate.
const TicksPerSecond = 60

// Defaults of Options.
const (
	DefaultKeyframeInterval = 60       // ticks (1 s)
	DefaultKeyframeBudget   = 64 << 20 // bytes
)

// Options tune a Session. The zero value is ready to use.
type Options struct {
	// PayloadSHA256 is the hex SHA-256 of the replay's payload, the run's identity; verification
	// reports it. Empty for the replay's own RunID.
	PayloadSHA256 string
	// TracePath names a trace sidecar (NAME.crd.trace.jsonl.gz) to compare every tick against;
	// empty for none. A Session keeps its records (trace.Index, within TraceIndexBudget) for the
	// divergence inspector and keeps comparing past the first divergence (TraceCheck.Onsets).
	TracePath string
	// ForceTrace compares a trace recorded for another run (its replay_sha256 is not the run's)
	// anyway; without it such a trace is not compared (TraceOtherRun), as crd verify without
	// --force.
	ForceTrace bool
	// TraceIndexBudget caps the memory of the kept trace records in bytes
	// (trace.DefaultIndexBudget when 0).
	TraceIndexBudget int64
	// TraceCache, when not nil, reads the trace from its binary copy there when it holds one,
	// and leaves one there once the JSON has been read whole (trace.OpenCached); the records
	// are the same either way. crd and crdplayer use trace.DefaultCache().
	TraceCache *trace.Cache
	// KeyframeInterval is the initial spacing of keyframes in ticks where the run's ticks are
	// light (DefaultKeyframeInterval when 0); heavier ticks bring them closer, so that the
	// ticks between two keyframes cost about as much to replay everywhere (keyframes). The
	// spacing doubles whenever the keyframes outgrow KeyframeBudget.
	KeyframeInterval int
	// KeyframeBudget caps the memory of the keyframes in bytes (DefaultKeyframeBudget when 0).
	KeyframeBudget int64

	// OnTick, when set, is called by the background pass after each tick it simulates, on the
	// pass's goroutine, with the position reached (1 after the first tick) and the World as that
	// tick left it; it must neither keep nor change the World. The pass plays the run straight
	// through once, so OnTick sees the positions in order, each once (up to a simulation error or
	// Close). The window records the ground's blood and corpses with it rather than simulating
	// the run a second time.
	OnTick func(pos int, w *sim.World)

	// Approximate lets a run the simulation cannot play exactly open anyway: rules other than
	// 1, cl_build 10908 and a violence setting are played under the nearest profile it has
	// (rules 1, 1.9.93, violence 0; sim.Approximate). Session.Approximations says what was
	// replaced, and such a run is never verified. The window sets it; crd verify does not.
	Approximate bool

	// AllDivergences makes Verify compare every tick with the trace past the first divergence,
	// as a Session always does, so that TraceCheck.Onsets lists every tick where a field starts
	// to differ (crd verify --all-divergences); the Divergence is still the first one, named as
	// without it. A Session ignores it.
	AllDivergences bool

	// verifyOnly makes the pass a straight verification (Verify), run by open itself on the
	// session's machine: no keyframes (one checkpoint, to derive the result at a stop), no
	// trace index, no comparing past the first divergence.
	verifyOnly bool

	// passHook, for tests, sees the pass's machine at every position it reaches (from the pass
	// goroutine): the pass is a straight play of the run.
	passHook func(pos int, m machine)
}

// Session plays one decoded run. Positions on its timeline run from 0 (the run start, no tick
// simulated) to Len() (every recorded tick simulated, the file's last tick, run-down included):
// position p is the state after the recorded ticks 0..p-1.
//
// Opening a session starts a background pass that simulates the whole run once, keeping
// keyframes for seeking, the timeline (events and per-second series) and the verification. The
// playback calls (Step, Seek, Update, World, …) are meant for one goroutine, the window's or the
// command's; the read-only calls (Progress, Timeline, Verification, Err) may come from any
// goroutine. All of them are safe to call while the pass runs.
//
// A simulation error at tick t (an illegal command, a tick past the run-down, an unsupported
// feature) is not fatal: Err reports it as a *SimError, and positions 0..t stay playable.
type Session struct {
	rep    *replayio.Replay
	opts   Options
	total  int      // len(rep.Ticks)
	approx []string // what Options.Approximate replaced, one line each

	// Playback state, owned by the caller's goroutine; pmu makes misuse safe, not fast.
	pmu     sync.Mutex
	m       machine
	pos     int
	playing bool
	speed   float64
	acc     float64 // ticks owed to the wall clock, fractional
	pending int     // position of a RequestSeek not served yet, -1 for none
	closed  bool
	insp    machine // the inspector's machine (OurRecordAt), at position inspPos
	inspPos int

	// Shared with the background pass, guarded by mu. Lock order: pmu, then mu.
	mu       sync.Mutex
	cond     *sync.Cond // signalled when edge, simErr or passDone change
	waiters  int        // goroutines in cond.Wait (waitLocked): the pass signals a tick only to them
	kf       keyframes
	edge     int // positions 0..edge are prepared (the pass has simulated them)
	passDone bool
	simErr   *SimError
	events   []Event
	series   Series
	clock    []int32 // the game's clock at positions 0..edge
	onsets   []Onset // trace onsets found so far
	traceIdx *trace.Index
	// The trace's header once the pass has read it, or why it could not be compared.
	traceHeader   trace.Header
	traceHeaderOK bool
	traceErr      error
	verify        *Verification
	// restart makes a machine at position 0 of the run, for a straight verification (which
	// keeps no keyframe of it); nil for a Session.
	restart   func() (machine, error)
	stop      chan struct{}
	passEnded chan struct{} // closed once passDone is set
	closeOnce sync.Once
	wg        sync.WaitGroup
}

// Open starts a session over a decoded run: the run-start path is simulated at once (the error
// wraps sim.ErrUnsupported when the simulation cannot play the run at all), the background pass
// starts, and the session shows position 0. Close it when done.
func Open(rep *replayio.Replay, opts Options) (*Session, error) {
	return open(rep, opts, newSimMachine)
}

func open(rep *replayio.Replay, opts Options, newMachine newMachineFunc) (*Session, error) {
	if rep == nil {
		return nil, errors.New("game: nil replay")
	}
	if opts.KeyframeInterval <= 0 {
		opts.KeyframeInterval = DefaultKeyframeInterval
	}
	if opts.KeyframeBudget <= 0 {
		opts.KeyframeBudget = DefaultKeyframeBudget
	}
	if opts.PayloadSHA256 == "" {
		opts.PayloadSHA256 = rep.RunID()
	}
	var approx []string
	spec := &rep.Run
	if err := sim.CheckReplay(rep); err != nil && !opts.Approximate {
		return nil, fmt.Errorf("the run cannot start: %w", err)
	} else if err != nil {
		approx = append(approx, fmt.Sprintf("rules %d is played as rules 1", rep.Rules))
	}
	if opts.Approximate {
		s, notes := sim.Approximate(spec)
		if len(notes) > 0 {
			spec, approx = &s, append(approx, notes...)
		}
	}
	m, err := newMachine(spec)
	if err != nil {
		return nil, fmt.Errorf("the run cannot start: %w", err)
	}
	s := &Session{
		rep:       rep,
		opts:      opts,
		approx:    approx,
		total:     len(rep.Ticks),
		m:         m,
		speed:     1,
		pending:   -1,
		kf:        newKeyframes(opts.KeyframeInterval, opts.KeyframeBudget, len(rep.Ticks)),
		stop:      make(chan struct{}),
		passEnded: make(chan struct{}),
	}
	s.cond = sync.NewCond(&s.mu)
	if opts.TracePath != "" && !opts.verifyOnly {
		s.traceIdx = trace.NewIndex(opts.TraceIndexBudget)
	}
	s.series = newSeries(rep.Run.PlayerCount)
	s.clock = append(s.clock, clockMs(m.elapsedMs()))
	s.wg.Add(1)
	if opts.verifyOnly {
		// A straight verification neither seeks nor plays: the pass runs on the session's own
		// machine, here, and keeps no keyframe of the start (a stop before the first checkpoint
		// replays from a new machine: prepare's stateBefore). The copy of the World that
		// keyframe took, and the goroutine and thread the pass would wake, were a twentieth of
		// verifying a short run.
		s.restart = func() (machine, error) { return newMachine(spec) }
		s.prepare(m)
		return s, nil
	}
	snap, size := m.save(nil)
	s.kf.add(0, snap, size)
	go s.prepare(m.clone())
	return s, nil
}

// Close stops the background pass and waits for it; a Seek waiting for the pass returns
// ErrClosed. The session is unusable afterwards. Close may be called from any goroutine, more
// than once.
func (s *Session) Close() {
	s.closeOnce.Do(func() {
		close(s.stop)
		s.mu.Lock()
		s.cond.Broadcast()
		s.mu.Unlock()
	})
	s.wg.Wait()
	s.pmu.Lock()
	s.closed = true
	s.playing = false
	s.pmu.Unlock()
}

// Approximations say what the session plays differently from the recording (Options.Approximate):
// nil when it plays the run's own settings. Do not modify the slice.
func (s *Session) Approximations() []string { return s.approx }

// Replay is the decoded run the session plays. Do not modify it.
func (s *Session) Replay() *replayio.Replay { return s.rep }

// Len is the position of the timeline's end: the number of recorded ticks.
func (s *Session) Len() int { return s.total }

// Pos is the current position: how many recorded ticks the shown state has simulated. The
// state shown is at tick Pos()-1 (TickOfPos; TickLabel names it).
func (s *Session) Pos() int {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.pos
}

// Tick is Pos.
//
// Deprecated: Tick returns the position (Pos), not the index of the tick shown (Pos()-1); it
// stays until the window reads Pos.
func (s *Session) Tick() int { return s.Pos() }

// World is the simulation state at the current position, for drawing. It belongs to the
// session: read it, never modify or keep it; it changes with the next playback call.
func (s *Session) World() *sim.World {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.m.world()
}

// Hash identifies the state at the current position (sim.World.Hash).
func (s *Session) Hash() uint64 {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.m.hash()
}

// Limit is the last playable position: Len(), or the index of the tick a simulation error is
// known at.
func (s *Session) Limit() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.limitLocked()
}

func (s *Session) limitLocked() int {
	if s.simErr != nil {
		return s.simErr.Tick
	}
	return s.total
}

// Err is the simulation error of this run (a *SimError), or nil while none is known.
func (s *Session) Err() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.simErr == nil {
		return nil
	}
	return s.simErr
}

// Progress is the state of the background pass.
type Progress struct {
	Prepared int  // positions 0..Prepared are prepared: seeks there are served at once
	Total    int  // Len()
	Done     bool // the pass has finished (reached Total or stopped at a simulation error)
	// Keyframes: how many, the longest and the shortest spacing of two in ticks (they are
	// spaced by the cost of the ticks between them) and their memory in bytes.
	Keyframes        int
	KeyframeInterval int
	KeyframeShortest int
	KeyframeBytes    int64
}

// Fraction is the prepared share of the run, 0..1.
func (p Progress) Fraction() float64 {
	if p.Done || p.Total == 0 {
		return 1
	}
	return float64(p.Prepared) / float64(p.Total)
}

// Progress reports how far the background pass has come.
func (s *Session) Progress() Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Progress{
		Prepared:         s.edge,
		Total:            s.total,
		Done:             s.passDone,
		Keyframes:        len(s.kf.snaps),
		KeyframeInterval: s.kf.longest,
		KeyframeShortest: s.kf.shortest,
		KeyframeBytes:    s.kf.bytes,
	}
}

// Wait blocks until the background pass is done (or the session is closed).
func (s *Session) Wait() {
	// A channel, not cond: the pass signals cond only while a Seek waits for it (waiters).
	select {
	case <-s.passEnded:
	case <-s.stop:
	}
}

// waitLocked waits for cond, counted in waiters. Caller holds mu.
func (s *Session) waitLocked() {
	s.waiters++
	s.cond.Wait()
	s.waiters--
}

func (s *Session) isClosed() bool {
	select {
	case <-s.stop:
		return true
	default:
		return false
	}
}

// Timeline returns what the pass has learned so far; see Timeline.
func (s *Session) Timeline() Timeline {
	s.mu.Lock()
	defer s.mu.Unlock()
	return Timeline{
		Events:   s.events[:len(s.events):len(s.events)],
		Series:   s.series.prefix(),
		Clock:    Clock{ms: s.clock[:len(s.clock):len(s.clock)]},
		Prepared: s.edge,
		Done:     s.passDone,
	}
}

// Step moves by delta ticks (+1 forward, -1 back); it is Seek(Tick()+delta) and pauses nothing.
func (s *Session) Step(delta int) error {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.seekLocked(s.pos + delta)
}

// Seek moves to position p and reports why not if it cannot; it never lands elsewhere silently.
// A seek at or before the prepared edge replays the ticks from the nearest keyframe before it
// (keyframes; about as costly everywhere); past the edge it simulates forward from the shown
// state when that is less than the last keyframes' spacing away and nearer than the pass, else
// waits for the background pass to get there. Seeking past a known simulation error returns
// the *SimError and leaves the position unchanged, as does a *RangeError for p outside
// 0..Len(). A seek that runs into a simulation error no one knew of yet stops at the last good
// position (the failing tick's index, Tick()) and returns the *SimError.
func (s *Session) Seek(p int) error {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	s.pending = -1
	return s.seekLocked(p)
}

// RequestSeek is Seek that never waits: when Seek would wait for the pass, p is remembered and
// Update serves it once the pass gets there (Seeking reports it meanwhile). A later Seek or
// RequestSeek replaces it. Unlike Seek, a target past a simulation error lands on the last good
// position (the failing tick's index), with the *SimError returned (by Update when it serves it).
func (s *Session) RequestSeek(p int) error {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if err := s.checkRange(p); err != nil {
		return err
	}
	s.mu.Lock()
	ready := p <= s.edge || s.passDone || (s.simErr != nil && p > s.simErr.Tick) ||
		(s.pos <= p && p-s.pos <= min(p-s.edge, s.kf.lastGap()))
	s.mu.Unlock()
	if !ready {
		s.pending = p
		return nil
	}
	s.pending = -1
	return s.seekRequestLocked(p)
}

// seekRequestLocked serves a RequestSeek: a target past a simulation error lands on the last
// good position (the failing tick's index) and returns the *SimError. Caller holds pmu.
func (s *Session) seekRequestLocked(p int) error {
	err := s.seekLocked(p)
	var serr *SimError
	if errors.As(err, &serr) && p > serr.Tick {
		if lerr := s.seekLocked(serr.Tick); lerr != nil {
			return lerr
		}
	}
	return err
}

// Seeking returns the target position of a RequestSeek still waiting for the pass (tick
// target-1: TickLabel names it).
func (s *Session) Seeking() (target int, ok bool) {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.pending, s.pending >= 0
}

func (s *Session) checkRange(p int) error {
	if s.closed || s.isClosed() {
		return ErrClosed
	}
	if p < 0 || p > s.total {
		return &RangeError{Pos: p, Len: s.total}
	}
	return nil
}

// seekLocked moves the playback machine to p. Caller holds pmu.
func (s *Session) seekLocked(p int) error {
	if err := s.checkRange(p); err != nil {
		return err
	}
	if p == s.pos {
		return nil
	}
	s.mu.Lock()
	for p > s.edge && !s.passDone && (s.simErr == nil || p <= s.simErr.Tick) && !s.isClosed() {
		if s.pos <= p && p-s.pos <= min(p-s.edge, s.kf.lastGap()) {
			// The shown state is near, and nearer than the pass: simulate forward from it.
			s.mu.Unlock()
			for s.pos < p {
				if s.isClosed() {
					return ErrClosed
				}
				if err := s.stepPlayback(); err != nil {
					return err
				}
			}
			return nil
		}
		s.waitLocked()
	}
	if s.isClosed() {
		s.mu.Unlock()
		return ErrClosed
	}
	if s.simErr != nil && p > s.simErr.Tick {
		err := s.simErr
		s.mu.Unlock()
		return err
	}
	at, snap := s.kf.nearest(p)
	s.mu.Unlock()

	// Replay from the keyframe unless the current state is a closer start.
	if s.pos > p || s.pos < at {
		if err := s.m.load(snap); err != nil {
			return fmt.Errorf("game: keyframe at %d: %w", at, err)
		}
		s.pos = at
	}
	for s.pos < p {
		if err := s.stepPlayback(); err != nil {
			return err
		}
	}
	return nil
}

// stepPlayback simulates the tick at the current position on the playback machine. On a
// simulation error it records it, restores the state before the failing tick and returns it.
func (s *Session) stepPlayback() error {
	i := s.pos
	if err := s.m.step(&s.rep.Ticks[i], nil); err != nil {
		serr := &SimError{Tick: i, Err: err}
		s.mu.Lock()
		s.noteSimErrLocked(serr)
		at, snap := s.kf.nearest(i)
		s.mu.Unlock()
		// The failed tick may have left the state half-stepped: rebuild position i.
		if lerr := s.m.load(snap); lerr != nil {
			return fmt.Errorf("game: keyframe at %d: %w", at, lerr)
		}
		s.pos = at
		for s.pos < i {
			if err := s.m.step(&s.rep.Ticks[s.pos], nil); err != nil {
				return &SimError{Tick: s.pos, Err: err}
			}
			s.pos++
		}
		return serr
	}
	s.pos++
	return nil
}

// noteSimErrLocked keeps the earliest simulation error. Caller holds mu.
func (s *Session) noteSimErrLocked(e *SimError) {
	if s.simErr == nil || e.Tick < s.simErr.Tick {
		s.simErr = e
		s.cond.Broadcast()
	}
}

// Terrain is the run's generated terrain (fixed for the whole run), nil for a fake simulation.
func (s *Session) Terrain() *sim.Terrain {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if m, ok := s.m.(*simMachine); ok {
		return m.terrain
	}
	return nil
}
