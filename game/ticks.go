package game

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// One numbering of ticks everywhere (README "Ticks and time"): "tick N" is the recorded tick
// with 0-based index N, as the file orders them and as a trace's "t" counts them, and "at tick
// N" is the state just after tick N was simulated. On a Session's timeline that state is
// position N+1; position 0, before tick 0, is the run start ("start"). SimError.Tick,
// TraceCheck's divergence, crd's stopped_at and divergence.tick, and the window's tick counter
// all name ticks this way.

// TickOfPos is the index of the tick whose state position pos shows: pos-1, or -1 for the run
// start (position 0).
func TickOfPos(pos int) int { return pos - 1 }

// PosOfTick is the position that shows the state after tick t: t+1 (tick -1, the run start, is
// position 0).
func PosOfTick(t int) int { return t + 1 }

// TickLabel names the state at position pos for people: "tick N" (N = pos-1, the tick just
// simulated) or "start" for position 0.
func TickLabel(pos int) string {
	if pos <= 0 {
		return "start"
	}
	return "tick " + strconv.Itoa(pos-1)
}

// TickWords names tick t in a sentence: "tick 812", or "the run start" for -1 (the state before
// tick 0, as JSON's -1 says it).
func TickWords(t int) string {
	if t < 0 {
		return "the run start"
	}
	return "tick " + strconv.Itoa(t)
}

// FormatClock writes a time on the game's clock, ms milliseconds, as m:ss.t (minutes, seconds,
// tenths), or h:mm:ss.t from an hour on. Tenths are truncated, as the game truncates its own
// milliseconds, so a clock never shows a tenth it has not reached.
func FormatClock(ms int64) string {
	sign := ""
	if ms < 0 {
		sign, ms = "-", -ms
	}
	tenths := ms / 100
	t, s, m := tenths%10, (tenths/10)%60, tenths/600
	if m >= 60 {
		return fmt.Sprintf("%s%d:%02d:%02d.%d", sign, m/60, m%60, s, t)
	}
	return fmt.Sprintf("%s%d:%02d.%d", sign, m, s, t)
}

// Clock is the game's clock at every position of a run: the session's elapsed milliseconds
// (sim.World.ElapsedMs: Survival's and Rush's session clock, a quest's spawn timeline), which
// is what a run's times (result elapsed_ms, the timeline's m:ss) are on. It is not ticks/60: a
// Reflex Boost slows it, a quest's timeline holds while nothing is alive, and the run-down of a
// quest keeps it still. It never goes back (every counter of it only adds a tick's whole
// milliseconds), so a time maps to the first position the clock reaches it at.
//
// A Clock from Session.Timeline covers the positions prepared so far (0..Len()-1) and is
// read-only; it is a view that never sees later positions.
type Clock struct {
	ms []int32 // ms[p] is the clock at position p
}

// NewClock is the clock of elapsed milliseconds ms[p] at position p (for tests and for a caller
// that simulates a run itself); ms is kept, not copied.
func NewClock(ms []int32) Clock { return Clock{ms: ms} }

// Len is the number of positions the clock knows: 0..Len()-1.
func (c Clock) Len() int { return len(c.ms) }

// Ms is the clock at position pos in milliseconds, false when the clock does not know pos (yet).
func (c Clock) Ms(pos int) (int64, bool) {
	if pos < 0 || pos >= len(c.ms) {
		return 0, false
	}
	return int64(c.ms[pos]), true
}

// PosAt is the first position whose clock reads at least ms, false when no known position does
// (the time is past what is prepared, or past the run's end). A time at or before 0 is
// position 0.
func (c Clock) PosAt(ms int64) (int, bool) {
	if ms <= 0 && len(c.ms) > 0 {
		return 0, true
	}
	p := sort.Search(len(c.ms), func(i int) bool { return int64(c.ms[i]) >= ms })
	return p, p < len(c.ms)
}

// TargetKind says what a go-to target names.
type TargetKind int

// Target kinds.
const (
	TargetTick    TargetKind = iota + 1 // at tick N: position N+1 ("5000")
	TargetStart                         // the run start, position 0 ("start")
	TargetEnd                           // the last recorded tick's state, position Len() ("end")
	TargetTime                          // the first state the game's clock reaches Ms at ("1:23.4", "83.4s")
	TargetTicksBy                       // Ticks ticks from the shown state, either way ("+120", "-30")
	TargetTimeBy                        // Ms of game clock from the shown state, either way ("+5s", "-0:30")
)

// Target is where a go-to box asks to go, as ParseTarget reads it; Resolve turns it into a
// position.
type Target struct {
	Kind  TargetKind
	Tick  int   // TargetTick: the tick's index
	Ticks int   // TargetTicksBy: signed
	Ms    int64 // TargetTime (>= 0), TargetTimeBy (signed): milliseconds of the game's clock
}

// MaxTargetTicks bounds a tick number or a tick offset a go-to box takes (a .crd payload holds
// fewer than 1.7 million ticks); MaxTargetMs a time (a run of that many ticks is under 8 hours
// on the game's clock).
const (
	MaxTargetTicks = 1 << 24
	MaxTargetMs    = 1 << 31
)

// ParseTarget reads what a person types into a go-to box:
//
//	5000       tick 5000 (the state after it)
//	start end  the run start, the end of the file
//	1:23.4     the game's clock at 1 min 23.4 s (also 1:02:03.5, 83.4s, 83s); at most
//	           millisecond precision
//	+120 -30   120 ticks forward, 30 back from the shown state
//	+5s -0:30  5 s forward, 30 s back on the game's clock
//
// Spaces around the text are ignored. The error says what is wrong with the text.
func ParseTarget(s string) (Target, error) {
	s = strings.TrimSpace(s)
	switch strings.ToLower(s) {
	case "":
		return Target{}, errors.New("nothing typed: a tick (5000), a time (1:23.4) or a step (+120, -30)")
	case "start":
		return Target{Kind: TargetStart}, nil
	case "end":
		return Target{Kind: TargetEnd}, nil
	}
	sign := 0
	body := s
	if s[0] == '+' || s[0] == '-' {
		sign = 1
		if s[0] == '-' {
			sign = -1
		}
		body = strings.TrimSpace(s[1:])
	}
	if body == "" {
		return Target{}, fmt.Errorf("%q: a number must follow the sign", s)
	}
	if isTime(body) {
		ms, err := parseClock(body)
		if err != nil {
			return Target{}, fmt.Errorf("%q: %v", s, err)
		}
		if sign == 0 {
			return Target{Kind: TargetTime, Ms: ms}, nil
		}
		return Target{Kind: TargetTimeBy, Ms: int64(sign) * ms}, nil
	}
	n, err := parseCount(body)
	if err != nil {
		return Target{}, fmt.Errorf("%q: %v", s, err)
	}
	if sign == 0 {
		return Target{Kind: TargetTick, Tick: n}, nil
	}
	return Target{Kind: TargetTicksBy, Ticks: sign * n}, nil
}

// isTime reports whether body is written as a time (a colon, a decimal point or an s suffix)
// rather than a tick count.
func isTime(body string) bool {
	return strings.ContainsAny(body, ":.") || strings.HasSuffix(strings.ToLower(body), "s")
}

// parseCount reads a tick count: decimal digits only, at most MaxTargetTicks.
func parseCount(body string) (int, error) {
	for i := range len(body) {
		if body[i] < '0' || body[i] > '9' {
			return 0, errors.New("not a tick (5000), a time (1:23.4, 83.4s) or a step (+120, -30, +5s)")
		}
	}
	n, err := strconv.Atoi(body)
	if err != nil || n > MaxTargetTicks {
		return 0, fmt.Errorf("more than %d ticks", MaxTargetTicks)
	}
	return n, nil
}

// parseClock reads [[h:]m:]ss[.fff] or s[.fff] with an optional s suffix as milliseconds.
// After a colon the seconds are one or two digits below 60, as are minutes after an hour.
func parseClock(body string) (int64, error) {
	bad := errors.New("not a time: write 1:23.4, 1:02:03.5 or 83.4s")
	if strings.HasSuffix(strings.ToLower(body), "s") {
		body = body[:len(body)-1]
		if strings.Contains(body, ":") {
			return 0, bad
		}
	}
	number := func(p string, most int) (int64, bool) {
		if p == "" || len(p) > most {
			return 0, false
		}
		for i := range len(p) {
			if p[i] < '0' || p[i] > '9' {
				return 0, false
			}
		}
		v, err := strconv.ParseInt(p, 10, 64)
		return v, err == nil
	}
	parts := strings.Split(body, ":")
	if len(parts) > 3 {
		return 0, bad
	}
	whole, frac, hasFrac := strings.Cut(parts[len(parts)-1], ".")
	var ms int64
	if hasFrac {
		if len(frac) > 3 {
			return 0, errors.New("a time has at most millisecond precision (3 decimals)")
		}
		v, ok := number(frac, 3)
		if !ok {
			return 0, bad
		}
		for range 3 - len(frac) {
			v *= 10
		}
		ms = v
		if whole == "" && len(parts) == 1 {
			whole = "0" // ".5" is half a second
		}
	}
	secDigits := 9
	if len(parts) > 1 {
		secDigits = 2
	}
	sec, ok := number(whole, secDigits)
	if !ok || len(parts) > 1 && sec >= 60 {
		return 0, bad
	}
	ms += sec * 1000
	if len(parts) > 1 {
		minDigits := 9
		if len(parts) == 3 {
			minDigits = 2
		}
		m, ok := number(parts[len(parts)-2], minDigits)
		if !ok || len(parts) == 3 && m >= 60 {
			return 0, bad
		}
		ms += m * 60_000
	}
	if len(parts) == 3 {
		h, ok := number(parts[0], 4)
		if !ok {
			return 0, bad
		}
		ms += h * 3_600_000
	}
	if ms > MaxTargetMs {
		return 0, fmt.Errorf("more than %s", FormatClock(MaxTargetMs))
	}
	return ms, nil
}

// OutsideError is a go-to target outside what the run can show: before the start, past the end
// of the file, past where the simulation stops, or on the game's clock past any prepared
// position. Nearest is the closest position that can be shown, for a caller that goes there
// with a message rather than nowhere.
type OutsideError struct {
	Target  Target
	Nearest int
	Reason  string // e.g. "tick 9000 is past the file's last tick, 6702"
}

func (e *OutsideError) Error() string { return e.Reason }

// Resolve is the position a target names for a run whose timeline ends at position limit
// (Session.Limit: Len(), or the stop of a simulation error), with pos the shown position and
// clock the game's clock over the prepared positions (Timeline.Clock). A target outside
// 0..limit, or a time the clock has not reached (by the prepared positions), is an
// *OutsideError naming the nearest position. length is the file's tick count (Session.Len), to
// say which of the two ends was passed.
func (t Target) Resolve(pos, limit, length int, clock Clock) (int, error) {
	outside := func(p int, format string, args ...any) (int, error) {
		return p, &OutsideError{Target: t, Nearest: min(max(p, 0), limit), Reason: fmt.Sprintf(format, args...)}
	}
	check := func(p int, what string) (int, error) {
		switch {
		case p < 0:
			return outside(0, "%s is before the run start", what)
		case p > length:
			return outside(limit, "%s is past the file's last tick, %d", what, length-1)
		case p > limit:
			// Named by its last state, one before the tick it cannot play (crd verify's
			// "tick N: … the simulation stops there").
			return outside(limit, "%s is past where the simulation stops (%s is its last state)", what, TickLabel(limit))
		}
		return p, nil
	}
	switch t.Kind {
	case TargetStart:
		return 0, nil
	case TargetEnd:
		return check(length, "the end")
	case TargetTick:
		return check(PosOfTick(t.Tick), fmt.Sprintf("tick %d", t.Tick))
	case TargetTicksBy:
		return check(pos+t.Ticks, fmt.Sprintf("%+d ticks from %s", t.Ticks, TickLabel(pos)))
	case TargetTime, TargetTimeBy:
		ms, what := t.Ms, FormatClock(t.Ms)
		if t.Kind == TargetTimeBy {
			now, ok := clock.Ms(pos)
			if !ok {
				return outside(pos, "the game's clock at %s is not known yet", TickLabel(pos))
			}
			ms = now + t.Ms
			what = fmt.Sprintf("%s (%s %+.1f s)", FormatClock(ms), FormatClock(now), float64(t.Ms)/1000)
			if ms < 0 {
				// No time on the clock to name: the step alone ("1:06.0 −300.0 s").
				what = fmt.Sprintf("%s %+.1f s", FormatClock(now), float64(t.Ms)/1000)
			}
		}
		if ms < 0 {
			return outside(0, "%s is before the run start", what)
		}
		p, ok := clock.PosAt(ms)
		if !ok {
			last := clock.Len() - 1
			if last < 0 {
				return outside(0, "the game's clock is not known yet")
			}
			end, _ := clock.Ms(last)
			return outside(min(last, limit), "%s is past the clock's %s at %s", what, FormatClock(end), TickLabel(last))
		}
		return check(p, what)
	}
	return outside(pos, "no target")
}

// clockMs clips a World's elapsed milliseconds into the int32 a Clock holds (2^31 ms is 24
// days, far past any run).
func clockMs(ms int) int32 { return int32(min(max(ms, 0), math.MaxInt32)) }
