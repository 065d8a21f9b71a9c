package game

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"crdplayer/replayio"
)

func openFake(t testing.TB, rep *replayio.Replay, opts Options) *Session {
	t.Helper()
	s, err := open(rep, opts, newFakeMachine)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// seekTargets draws n seek targets over positions 0..last: random ones, both ends, repeats, single
// steps back and forth, and short hops forward (the case served from the current state).
func seekTargets(r *rand.Rand, last, n int) []int {
	out := []int{0, last, last, 0, 0, 1, last - 1}
	cur := 0
	for len(out) < n {
		switch k := r.IntN(10); {
		case k < 4:
			cur = r.IntN(last + 1)
		case k == 4:
			// repeat
		case k == 5:
			cur = max(cur-1, 0)
		case k == 6:
			cur = min(cur+1, last)
		case k == 7:
			cur = min(cur+r.IntN(200), last)
		case k == 8:
			cur = max(cur-r.IntN(500), 0)
		default:
			cur = []int{0, last}[r.IntN(2)]
		}
		out = append(out, max(cur, 0))
	}
	return out
}

// checkSeeks seeks to every target and compares the session's hash with straight play's.
func checkSeeks(t *testing.T, s *Session, hashes []uint64, targets []int) {
	t.Helper()
	for i, p := range targets {
		if err := s.Seek(p); err != nil {
			t.Fatalf("seek %d to %d: %v", i, p, err)
		}
		if got := s.Tick(); got != p {
			t.Fatalf("seek %d to %d landed at %d", i, p, got)
		}
		if got := s.Hash(); got != hashes[p] {
			t.Fatalf("seek %d to %d: hash %#x, straight play %#x", i, p, got, hashes[p])
		}
	}
}

// Seek equals straight play, starting while the pass still runs and again once it is done.
func TestFakeSeekEqualsStraightPlay(t *testing.T) {
	for _, tc := range []struct {
		players, ticks, interval int
		budget                   int64
	}{
		{1, 5000, 120, 0},
		{3, 3001, 7, 0},
		{2, 4000, 16, 4096}, // tiny budget: the keyframes thin out
	} {
		rep := fakeReplay(uint64(tc.ticks), tc.players, tc.ticks)
		hashes, err := straightHashes(rep, newFakeMachine)
		if err != nil {
			t.Fatal(err)
		}
		s := openFake(t, rep, Options{KeyframeInterval: tc.interval, KeyframeBudget: tc.budget})
		r := rand.New(rand.NewPCG(uint64(tc.ticks), 2))
		checkSeeks(t, s, hashes, seekTargets(r, tc.ticks, 600))
		s.Wait()
		checkSeeks(t, s, hashes, seekTargets(r, tc.ticks, 600))
		pr := s.Progress()
		if !pr.Done || pr.Prepared != tc.ticks || pr.KeyframeBytes > s.opts.KeyframeBudget {
			t.Fatalf("progress %+v", pr)
		}
		if tc.budget > 0 && pr.KeyframeInterval <= tc.interval {
			t.Fatalf("budget %d: interval stayed %d", tc.budget, pr.KeyframeInterval)
		}
		if want := tc.ticks/pr.KeyframeInterval + 1; pr.Keyframes != want {
			t.Fatalf("%d keyframes at interval %d over %d ticks, want %d", pr.Keyframes, pr.KeyframeInterval, tc.ticks, want)
		}
	}
}

func TestStepAndRange(t *testing.T) {
	rep := fakeReplay(7, 1, 300)
	hashes, _ := straightHashes(rep, newFakeMachine)
	s := openFake(t, rep, Options{KeyframeInterval: 50})
	s.Wait()
	if err := s.Step(-1); !errors.As(err, new(*RangeError)) || s.Tick() != 0 {
		t.Fatalf("step back from 0: %v at %d", err, s.Tick())
	}
	for p := 1; p <= 120; p++ {
		if err := s.Step(+1); err != nil || s.Hash() != hashes[p] {
			t.Fatalf("step to %d: %v", p, err)
		}
	}
	for p := 119; p >= 40; p-- {
		if err := s.Step(-1); err != nil || s.Tick() != p || s.Hash() != hashes[p] {
			t.Fatalf("step back to %d: %v", p, err)
		}
	}
	if err := s.Seek(301); !errors.As(err, new(*RangeError)) || s.Tick() != 40 {
		t.Fatalf("seek past the end: %v, at %d", err, s.Tick())
	}
	if err := s.Seek(300); err != nil || s.Hash() != hashes[300] {
		t.Fatalf("seek to the end: %v", err)
	}
	if err := s.Step(+1); err == nil || s.Tick() != 300 {
		t.Fatalf("step past the end: %v at %d", err, s.Tick())
	}
}

func TestUpdateFixedTicks(t *testing.T) {
	rep := fakeReplay(9, 1, 5000)
	hashes, _ := straightHashes(rep, newFakeMachine)
	s := openFake(t, rep, Options{})
	if n, _ := s.Update(time.Second); n != 0 {
		t.Fatalf("paused session advanced %d ticks", n)
	}
	s.Play()
	frame := time.Second / 60
	total := 0
	for range 60 {
		n, err := s.Update(frame)
		if err != nil {
			t.Fatal(err)
		}
		total += n
	}
	// 60 frames of 1/60 s at 1×: 60 ticks, give or take the accumulator's last fraction.
	if total < 59 || total > 60 || s.Tick() != total || s.Hash() != hashes[total] {
		t.Fatalf("1×: %d ticks, at %d", total, s.Tick())
	}
	s.Pause()
	s.Play()
	if got := s.SetSpeed(1.0 / 8); got != MinSpeed {
		t.Fatalf("speed %v", got)
	}
	start := s.Tick()
	for range 80 {
		s.Update(frame)
	}
	if d := s.Tick() - start; d != 10 {
		t.Fatalf("1/8×, 80 frames: %d ticks, want 10", d)
	}
	if got := s.SetSpeed(1000); got != MaxSpeed {
		t.Fatalf("speed %v", got)
	}
	start = s.Tick()
	s.Update(frame)
	if d := s.Tick() - start; d != 64 {
		t.Fatalf("64×, one frame: %d ticks, want 64", d)
	}
	// A long stall does not make the next call do unbounded work.
	start = s.Tick()
	n, _ := s.Update(10 * time.Second)
	if n > MaxTicksPerUpdate || s.Tick()-start != n {
		t.Fatalf("after a stall: %d ticks", n)
	}
	if s.Hash() != hashes[s.Tick()] {
		t.Fatal("playback diverged from straight play")
	}
}

func TestPlayStopsAtEnd(t *testing.T) {
	rep := fakeReplay(11, 2, 500)
	s := openFake(t, rep, Options{})
	if err := s.Seek(450); err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(8)
	s.Play()
	for range 100 {
		if _, err := s.Update(time.Second / 60); err != nil {
			t.Fatal(err)
		}
	}
	if s.Tick() != 500 || s.Playing() {
		t.Fatalf("at %d, playing %v", s.Tick(), s.Playing())
	}
	s.Play()
	if s.Playing() {
		t.Fatal("Play at the end started playback")
	}
}

// A simulation error at tick t is a state of the session: positions up to t play, the rest
// reports the error, and the shown state is never the half-stepped one.
func TestSimErrorState(t *testing.T) {
	const bad = 777
	rep := fakeReplay(13, 1, 2000)
	rep.Ticks[bad].Commands = append(rep.Ticks[bad].Commands, replayio.Command{Type: "illegal"})
	hashes, err := straightHashes(rep, newFakeMachine)
	var serr *SimError
	if !errors.As(err, &serr) || serr.Tick != bad || len(hashes) != bad+1 {
		t.Fatalf("straight play: %v, %d hashes", err, len(hashes))
	}

	// Playback reaches the error before the pass does (or after: either way the same state).
	s := openFake(t, rep, Options{KeyframeInterval: 100})
	if err := s.Seek(bad - 10); err != nil {
		t.Fatal(err)
	}
	s.SetSpeed(64)
	s.Play()
	var perr error
	for i := 0; i < 100 && perr == nil; i++ {
		_, perr = s.Update(time.Second / 60)
	}
	if !errors.As(perr, &serr) || serr.Tick != bad || !errors.Is(perr, errFakeIllegal) {
		t.Fatalf("playback error %v", perr)
	}
	if s.Tick() != bad || s.Playing() || s.Hash() != hashes[bad] {
		t.Fatalf("after the error: at %d, playing %v, hash ok %v", s.Tick(), s.Playing(), s.Hash() == hashes[bad])
	}
	s.Wait()
	if err := s.Seek(bad + 1); !errors.As(err, &serr) || s.Tick() != bad {
		t.Fatalf("seek past the error: %v, at %d", err, s.Tick())
	}
	if err := s.RequestSeek(bad + 500); !errors.As(err, &serr) || s.Tick() != bad {
		t.Fatalf("request seek past the error: %v, at %d", err, s.Tick())
	}
	if _, ok := s.Seeking(); ok {
		t.Fatal("a seek past the error is pending")
	}
	if err := s.Seek(5); err != nil || s.Hash() != hashes[5] {
		t.Fatalf("seek before the error: %v", err)
	}
	if s.Limit() != bad || !errors.As(s.Err(), &serr) {
		t.Fatalf("limit %d, err %v", s.Limit(), s.Err())
	}
	v, ok := s.Verification()
	if !ok || v.Verified || v.Derived == nil || v.Simulated != bad || !errors.Is(v.Err, errFakeIllegal) || v.Status() != StatusInvalid {
		t.Fatalf("verification %+v", v)
	}
	// The result is derived from the state before the failing tick, as a straight play leaves it.
	m, _ := newFakeMachine(&rep.Run)
	for i := range bad {
		m.step(&rep.Ticks[i], nil)
	}
	if want := m.result(); !reflect.DeepEqual(*v.Derived, want) || len(v.Mismatches) == 0 {
		t.Fatalf("derived %+v, want %+v (the state at the stop), mismatches %v", *v.Derived, want, v.Mismatches)
	}
	wantStop := "tick 777: fake: illegal command; the simulation stops there, and the file goes on to tick 1999"
	if v.Stop == nil || v.Stop.Tick != bad || v.Stop.Last != 1999 || v.Stop.Text() != wantStop || v.Headline() != "invalid: "+wantStop {
		t.Fatalf("stop %+v: %q", v.Stop, v.Headline())
	}
	tl := s.Timeline()
	if !tl.Done || tl.Prepared != bad || len(tl.Series.Kills) != SeriesSamples(bad, 2000) {
		t.Fatalf("timeline prepared %d, %d samples", tl.Prepared, len(tl.Series.Kills))
	}
}

func TestRequestSeek(t *testing.T) {
	rep := fakeReplay(17, 1, 20000)
	hashes, _ := straightHashes(rep, newFakeMachine)
	s := openFake(t, rep, Options{})
	if err := s.RequestSeek(20000); err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := s.Update(time.Millisecond); err != nil {
			t.Fatal(err)
		}
		if _, ok := s.Seeking(); !ok {
			break
		}
		time.Sleep(time.Millisecond)
	}
	if s.Tick() != 20000 || s.Hash() != hashes[20000] {
		t.Fatalf("at %d", s.Tick())
	}
	if err := s.RequestSeek(-1); !errors.As(err, new(*RangeError)) {
		t.Fatalf("request seek -1: %v", err)
	}
}

func TestOpenUnsupported(t *testing.T) {
	rep := fakeReplay(1, 1, 10)
	rep.Run.GameModeID = replayio.ModeTypo
	if _, err := open(rep, Options{}, newFakeMachine); err == nil {
		t.Fatal("opened an unsupported run")
	}
}

func TestCloseStopsPass(t *testing.T) {
	rep := fakeReplay(19, 4, 100000)
	s, err := open(rep, Options{}, newFakeMachine)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	if err := s.Seek(1); !errors.Is(err, ErrClosed) {
		t.Fatalf("seek after close: %v", err)
	}
	s.Close()
}

// Past the prepared edge of a slow pass, seeks (simulated forward from the shown state, or
// waiting for the pass) land exactly.
func TestSeekPastEdge(t *testing.T) {
	rep := fakeReplay(31, 1, 4000)
	hashes, _ := straightHashes(rep, newFakeMachine)
	slow := func(spec *replayio.RunSpec) (machine, error) {
		m, err := newFakeMachine(spec)
		if err == nil {
			m.(*fakeMachine).slow = 200 * time.Microsecond
		}
		return m, err
	}
	s, err := open(rep, Options{KeyframeInterval: 50}, slow)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for p := 1; p <= 30; p++ {
		if err := s.Step(+1); err != nil || s.Hash() != hashes[p] {
			t.Fatalf("step to %d: %v", p, err)
		}
	}
	if err := s.Seek(1000); err != nil || s.Hash() != hashes[1000] {
		t.Fatalf("seek ahead of the pass: %v", err)
	}
	if err := s.Seek(990); err != nil || s.Hash() != hashes[990] {
		t.Fatalf("seek back: %v", err)
	}
}

// Close from another goroutine releases a Seek waiting for a slow pass.
func TestCloseReleasesWaitingSeek(t *testing.T) {
	rep := fakeReplay(37, 1, 100000)
	slow := func(spec *replayio.RunSpec) (machine, error) {
		m, err := newFakeMachine(spec)
		if err == nil {
			m.(*fakeMachine).slow = 100 * time.Microsecond
		}
		return m, err
	}
	s, err := open(rep, Options{}, slow)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	go func() { done <- s.Seek(100000) }()
	time.Sleep(20 * time.Millisecond)
	s.Close()
	select {
	case err := <-done:
		if !errors.Is(err, ErrClosed) {
			t.Fatalf("seek: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("seek still waiting after Close")
	}
}

// TestKeyframesHoldTheirSize: a keyframe keeps in memory what its size says (the budget counts
// that), not the compressor's whole output buffer: s2.Encode's buffer is the World's size, some
// hundred times a keyframe's content, and kept it would put a long run's keyframes at hundreds of
// MiB past their budget.
func TestKeyframesHoldTheirSize(t *testing.T) {
	rep := readRef(t, "../testdata/reference/survival-4p-106.crd")
	s, err := Open(rep, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	if !worldIsPlain {
		t.Fatal("sim.World holds pointers: keyframes are World copies, not compressed bytes")
	}
	for i, kf := range s.kf.snaps {
		var held int
		switch snap := kf.snap.(type) {
		case []byte:
			held = cap(snap)
		case *deltaSnap:
			held = cap(snap.delta)
		default:
			t.Fatalf("keyframe %d: a %T", i, kf.snap)
		}
		// The allocator rounds a slice up to its size class (at most an eighth more) or, past
		// 32 KiB, to whole 8 KiB pages.
		if held > kf.size+kf.size/8+8<<10 {
			t.Fatalf("keyframe %d holds %d bytes for a size of %d", i, held, kf.size)
		}
	}
}
