package export

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// Meter is an export's progress: ticks of the range drawn out of Total, and the time left at the
// rate so far (the first frames, which compile shaders and bake the ground, make the first
// estimates long; it settles within a few seconds).
type Meter struct {
	Total int // ticks in the range (at least 1)
	Start time.Time
}

// NewMeter starts measuring a range of total ticks at now.
func NewMeter(total int, now time.Time) Meter { return Meter{Total: max(total, 1), Start: now} }

// Left is the time still to go after done ticks, false while nothing is done.
func (m Meter) Left(done int, now time.Time) (time.Duration, bool) {
	if done <= 0 {
		return 0, false
	}
	el := now.Sub(m.Start)
	return time.Duration(float64(el) * float64(m.Total-min(done, m.Total)) / float64(done)), true
}

// Line is the progress line: a bar of width characters, the ticks done, the share and the time
// left, e.g. `[##########----------] 1200/2400 ticks  50%  0:12 left`.
func (m Meter) Line(done int, now time.Time, width int) string {
	done = min(max(done, 0), m.Total)
	fill := width * done / m.Total
	left := "estimating"
	if d, ok := m.Left(done, now); ok {
		left = Duration(d) + " left"
	}
	return fmt.Sprintf("[%s%s] %d/%d ticks  %3d%%  %s", strings.Repeat("#", fill), strings.Repeat("-", width-fill),
		done, m.Total, 100*done/m.Total, left)
}

// Duration writes a duration as m:ss (h:mm:ss from an hour), rounded up to the second.
func Duration(d time.Duration) string {
	s := int64((d + time.Second - 1) / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// TermBar shows a Meter's line on a terminal, redrawn in place (a carriage return) at most ten
// times a second. On anything but a terminal (a log, a pipe, a test) it shows nothing: the
// caller prints the result when the export ends.
type TermBar struct {
	W      io.Writer
	TTY    bool   // W is a terminal
	Prefix string // before the bar, e.g. "crdplayer: exporting "
	last   time.Time
	shown  bool
}

// Show redraws the line for done ticks of m.
func (b *TermBar) Show(m Meter, done int, now time.Time) {
	if b.due(now, done >= m.Total) {
		b.put(m.Line(done, now, 30), now)
	}
}

// Text shows a line of text where the bar goes (e.g. while the run is being prepared).
func (b *TermBar) Text(s string, now time.Time) {
	if b.due(now, false) {
		b.put(s, now)
	}
}

// due reports whether the line may be redrawn: on a terminal, a tenth of a second after the
// last time, or at once for the last.
func (b *TermBar) due(now time.Time, last bool) bool {
	return b.TTY && (!b.shown || last || now.Sub(b.last) >= 100*time.Millisecond)
}

func (b *TermBar) put(s string, now time.Time) {
	b.last, b.shown = now, true
	fmt.Fprintf(b.W, "\r%s%s\x1b[K", b.Prefix, s)
}

// End ends the line the bar is on, if it showed one.
func (b *TermBar) End() {
	if b.shown {
		fmt.Fprintln(b.W)
		b.shown = false
	}
}
