package export

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"crdplayer/game"
)

// Bounds of an export's options.
const (
	MinFPS = 1
	MaxFPS = 120
	// MaxGIFFPS bounds a GIF's frame rate: its frames last whole hundredths of a second, and
	// browsers play a frame of 0 or 1 hundredth as one of 10, so a GIF above 50 fps would
	// play several times too slow.
	MaxGIFFPS = 50
	// MaxSide bounds a frame's width and height, pixels (4K fits; a frame is 4·w·h bytes and
	// the pipeline holds a few).
	MaxSide = 4096
)

// Plan is which states of a run an export draws: frame k shows position From + ⌊k·Step()⌋,
// for every k whose position is before To, so a range of D ticks is ⌈D/Step()⌉ frames and
// lasts D/(60·Speed) seconds of video. Positions are a session's (game.PosOfTick: the state at
// tick N is position N+1, the run start position 0).
//
// At 1× a frame advances the run by 60/FPS ticks: a 60 Hz run at 30 fps shows every second
// tick, at 60 fps every tick; at 2× and 30 fps every fourth; below 1× (or above 60 fps at 1×)
// a tick shows in several frames in a row (slow motion). The step is exact for the speeds the
// player offers (powers of two): no frame drifts, and the same plan always gives the same
// positions.
type Plan struct {
	From, To int     // positions: the first frame's state, and the end of the range (not shown)
	Speed    float64 // multiple of real time, game.MinSpeed..game.MaxSpeed
	FPS      int     // frames a second of video, MinFPS..MaxFPS
}

// CheckFPS reports a frame rate format f cannot play as it is: one outside MinFPS..MaxFPS, or
// above MaxGIFFPS for a GIF.
func CheckFPS(f Format, fps int) error {
	switch err := checkFPSRange(fps); {
	case err != nil:
		return err
	case f == GIF && fps > MaxGIFFPS:
		return fmt.Errorf("a GIF plays at most %d frames a second (its frames last whole hundredths of a second, and browsers slow shorter ones down to a tenth): choose %d fps or fewer, or MP4 or WebM", MaxGIFFPS, MaxGIFFPS)
	}
	return nil
}

// Check reports a plan whose range is backwards or whose speed or frame rate is out of bounds.
func (p Plan) Check() error {
	switch {
	case p.From < 0 || p.To < p.From:
		return fmt.Errorf("the range ends (%s) before it starts (%s)", game.TickLabel(p.To), game.TickLabel(p.From))
	case math.IsNaN(p.Speed) || p.Speed < game.MinSpeed || p.Speed > game.MaxSpeed:
		return fmt.Errorf("speed %g is outside %g to %g", p.Speed, game.MinSpeed, game.MaxSpeed)
	}
	return checkFPSRange(p.FPS)
}

// checkFPSRange reports a frame rate outside MinFPS..MaxFPS, which no format takes.
func checkFPSRange(fps int) error {
	if fps < MinFPS || fps > MaxFPS {
		return fmt.Errorf("%d frames a second is outside %d to %d", fps, MinFPS, MaxFPS)
	}
	return nil
}

// Step is the run's ticks per frame: 60·Speed/FPS.
func (p Plan) Step() float64 { return game.TicksPerSecond * p.Speed / float64(p.FPS) }

// Frames is the number of frames: ⌈(To−From)/Step()⌉, and 1 for an empty range (From == To:
// a still of that state).
func (p Plan) Frames() int {
	d := p.To - p.From
	if d <= 0 {
		return 1
	}
	// d·FPS/(60·Speed), rounded up; exact for the offered speeds, and a quotient of whole
	// numbers is never within rounding of an integer it is not.
	return int(math.Ceil(float64(d) * float64(p.FPS) / (game.TicksPerSecond * p.Speed)))
}

// Pos is the position frame k shows.
func (p Plan) Pos(k int) int {
	return p.From + int(math.Floor(float64(k)*game.TicksPerSecond*p.Speed/float64(p.FPS)))
}

// Seconds is how long the video lasts: Frames()/FPS.
func (p Plan) Seconds() float64 { return float64(p.Frames()) / float64(p.FPS) }

// SecondsText is the video's length for people: "82.0 s", and under a second in hundredths
// ("0.03 s", one frame at 30 fps), where tenths would say "0.0 s" of a video that is there.
func (p Plan) SecondsText() string {
	if s := p.Seconds(); s < 1 {
		return fmt.Sprintf("%.2f s", s)
	}
	return fmt.Sprintf("%.1f s", p.Seconds())
}

// Range reads an export's --from and --to (game.ParseTarget's forms: a tick `5000`, a time on
// the game's clock `1:23.4`, `start`, `end`) into positions, for a run whose playable timeline
// ends at limit (Session.Limit) in a file of length ticks, with clock the game's clock over the
// prepared positions. --from counts from the run start, --to from --from: `--to +600` ends 600
// ticks (10 s at 1×) after it, `--to +0:10` 10 s of game clock after it. An empty from is the
// start, an empty to the end (limit). A target outside the run is an error naming the nearest
// position that can be shown, and so is an empty range (end == start), but at the end (start ==
// limit: --from end), which is one frame of the run's last state.
//
// `--to end` of a run whose simulation stops before the end of its file (limit < length) is
// where it stops, as leaving --to out is: clamped is then the target's OutsideError (its Nearest
// the end used), for a note saying so; nil otherwise.
func Range(from, to string, limit, length int, clock game.Clock) (start, end int, clamped *game.OutsideError, err error) {
	resolve := func(flag, s string, pos, dflt int) (int, error) {
		if strings.TrimSpace(s) == "" {
			return dflt, nil
		}
		t, err := game.ParseTarget(s)
		if err != nil {
			return 0, fmt.Errorf("--%s %w", flag, err)
		}
		p, err := t.Resolve(pos, limit, length, clock)
		var out *game.OutsideError
		if errors.As(err, &out) {
			return 0, fmt.Errorf("--%s %s: %s; the nearest is %s", flag, strings.TrimSpace(s), out.Reason, game.TickLabel(out.Nearest))
		}
		return p, err
	}
	if t, perr := game.ParseTarget(from); perr == nil && t.Kind == game.TargetEnd {
		// --from end of a run whose simulation stops early is its last state, as --to end is.
		if _, err := t.Resolve(0, limit, length, clock); errors.As(err, &clamped) && clamped.Nearest == limit {
			from, start = "", limit
		} else {
			clamped = nil
		}
	}
	if from != "" || clamped == nil {
		if start, err = resolve("from", from, 0, 0); err != nil {
			return 0, 0, nil, err
		}
	}
	if t, perr := game.ParseTarget(to); perr == nil && t.Kind == game.TargetEnd {
		if _, err := t.Resolve(start, limit, length, clock); errors.As(err, &clamped) && clamped.Nearest == limit {
			to = ""
		} else {
			clamped = nil
		}
	}
	if end, err = resolve("to", to, start, limit); err != nil {
		return 0, 0, nil, err
	}
	switch {
	case end < start:
		return 0, 0, nil, fmt.Errorf("--to %s (%s) is before --from (%s)", strings.TrimSpace(to), game.TickLabel(end), game.TickLabel(start))
	case end == start && start == limit:
		// The end: nothing follows it to end a range at, so --from end is one frame of the
		// run's last state (Plan.Frames: a still), the only way an export shows it.
	case end == start:
		// The range ends where --to begins: from 1000 to 1000 holds no tick to show.
		return 0, 0, nil, fmt.Errorf("the range from %s to %s is empty: it ends where it begins (--to is not drawn: --to +1 for one tick)", game.TickLabel(start), game.TickLabel(end))
	}
	return start, end, clamped, nil
}

// ParseSize reads a frame size written WxH (`1280x900`, also with × or X), each side at least
// minW×minH and at most MaxSide.
func ParseSize(s string, minW, minH int) (w, h int, err error) {
	s = strings.TrimSpace(s)
	for _, sep := range []string{"x", "X", "×"} {
		a, b, ok := strings.Cut(s, sep)
		if !ok {
			continue
		}
		if _, err := fmt.Sscanf(a+" "+b, "%d %d", &w, &h); err != nil || fmt.Sprintf("%d%s%d", w, sep, h) != s {
			break
		}
		if w < minW || h < minH || w > MaxSide || h > MaxSide {
			return 0, 0, fmt.Errorf("size %s: from %dx%d to %dx%d", s, minW, minH, MaxSide, MaxSide)
		}
		return w, h, nil
	}
	return 0, 0, fmt.Errorf("size %q: write width x height in pixels, e.g. 1280x900", s)
}
