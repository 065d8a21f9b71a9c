package game

import (
	"math"
	"time"
)

// Playback speed bounds (multiples of real time).
const (
	MinSpeed = 1.0 / 8
	MaxSpeed = 64.0
)

// Work caps of one Update call, so the window stays responsive when the simulation cannot keep
// up with the speed: past either, the owed ticks are dropped (playback runs slower than asked,
// never in bigger steps). The tick cap covers a 4 Hz frame at 64× (the window passes at most a
// 250 ms delta), and the work budget grows to half the frame's delta on slow frames, so playback
// stays real-time on a machine that draws only a few frames a second.
const (
	MaxTicksPerUpdate = 16 * int(MaxSpeed) // a 4 Hz frame at 64×
	MaxUpdateWork     = 12 * time.Millisecond
)

// Play starts playback at the current speed. At the end of the playable timeline it does nothing.
func (s *Session) Play() {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if s.pos < s.Limit() {
		s.playing = true
	}
}

// Pause stops playback; the owed fraction of a tick is forgotten.
func (s *Session) Pause() {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	s.playing = false
	s.acc = 0
}

// Playing reports whether playback runs.
func (s *Session) Playing() bool {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.playing
}

// SetSpeed sets the playback speed, clamped to MinSpeed..MaxSpeed, and returns the speed set.
func (s *Session) SetSpeed(x float64) float64 {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if math.IsNaN(x) {
		x = 1
	}
	s.speed = min(max(x, MinSpeed), MaxSpeed)
	return s.speed
}

// Speed is the playback speed, a multiple of real time.
func (s *Session) Speed() float64 {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	return s.speed
}

// Update advances playback by dt of wall-clock time, the time since the previous call: it
// simulates whole 60 Hz ticks as they come due at the current speed (an accumulator carries the
// remainder; the step never varies), at most MaxTicksPerUpdate ticks and about
// max(MaxUpdateWork, dt/2) of work per call. It also serves a RequestSeek once the pass has prepared its target;
// a target past a simulation error lands on the last good position and returns the *SimError. Playback
// pauses at the end of the playable timeline. It returns the number of ticks advanced, and the
// error of a seek or of the simulation (the *SimError when playback stopped at it; the session
// then shows the last good position).
func (s *Session) Update(dt time.Duration) (int, error) {
	s.pmu.Lock()
	defer s.pmu.Unlock()
	if s.closed {
		return 0, ErrClosed
	}
	if s.pending >= 0 {
		s.mu.Lock()
		ready := s.pending <= s.edge || s.passDone || (s.simErr != nil && s.pending > s.simErr.Tick)
		s.mu.Unlock()
		if !ready {
			return 0, nil
		}
		p := s.pending
		s.pending = -1
		if err := s.seekRequestLocked(p); err != nil {
			return 0, err
		}
	}
	if !s.playing || dt <= 0 {
		return 0, nil
	}
	s.acc += dt.Seconds() * s.speed * TicksPerSecond
	if r := math.Round(s.acc); math.Abs(s.acc-r) < accSnap {
		s.acc = r
	}
	start := time.Now()
	budget := max(MaxUpdateWork, min(dt, time.Second)/2)
	limit := s.Limit()
	n := 0
	for s.acc >= 1 {
		if s.pos >= limit {
			break
		}
		if err := s.stepPlayback(); err != nil {
			s.playing = false
			s.acc = 0
			return n, err
		}
		n++
		s.acc--
		if n >= MaxTicksPerUpdate || (n%8 == 0 && time.Since(start) > budget) {
			s.acc = math.Mod(s.acc, 1) // behind: drop what is owed rather than spiral
			break
		}
	}
	if s.pos >= limit {
		s.playing = false
		s.acc = 0
		if err := s.Err(); err != nil {
			return n, err
		}
	}
	return n, nil
}

// accSnap forgives the accumulator the rounding of frame times to whole nanoseconds (60 frames
// of time.Second/60 sum to 40 ns short of a second): within accSnap ticks of a whole number it
// snaps to it, so ticks fall due on the frame they should.
const accSnap = 1e-4
