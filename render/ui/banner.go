package ui

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
	"crdplayer/sim"
)

// Banner is the message shown over the arena: an error, which stays until clicked away or
// replaced by another, or a notice, which goes after noticeFor; a notice shown over an error
// gives it back when it goes. The zero Banner shows nothing.
type Banner struct {
	msg   string
	err   bool      // msg is an error
	title string    // the error's heading
	until time.Time // when a notice disappears
	// under is the error a notice covers, shown again after it ("" for none).
	under, underTitle string
	below             int // the box starts under this y (Below)
}

// noticeFor is how long a notice shows.
const noticeFor = 5 * time.Second

// messageMax is the most characters a banner shows: a few wrapped lines.
const messageMax = 600

// Fail shows an error. A simulation error's headline says where playback stops and the message
// why, without saying the tick twice, and which state the window shows instead (the last the
// simulation reached: the state before the tick it could not play).
func (b *Banner) Fail(err error) {
	var serr *game.SimError
	if errors.As(err, &serr) {
		what := "the replay breaks the format there"
		if errors.Is(err, sim.ErrUnsupported) {
			what = "this simulation does not play it yet"
		}
		msg := fmt.Errorf("%s; the window shows %s, the last state the simulation reached", serr.Reason(), game.TickLabel(serr.Tick))
		b.FailTitled(fmt.Sprintf("Playback stops at tick %d: %s", serr.Tick, what), msg)
		return
	}
	b.FailTitled("Error", err)
}

// FailTitled shows an error under a headline. The message is bounded (messageMax characters,
// control characters escaped), whatever the error quotes.
func (b *Banner) FailTitled(title string, err error) {
	b.msg, b.err, b.title = filetext.Clip(err.Error(), messageMax), true, title
	b.under = ""
}

// Notice shows a message for noticeFor from now.
func (b *Banner) Notice(s string, now time.Time) {
	if b.err {
		b.under, b.underTitle = b.msg, b.title
	}
	b.msg, b.err = filetext.Clip(s, messageMax), false
	b.until = now.Add(noticeFor)
}

// Expire takes away a notice whose time is up at now.
func (b *Banner) Expire(now time.Time) {
	if b.msg != "" && !b.err && now.After(b.until) {
		b.expired()
	}
}

// expired ends the notice shown: the error it covered comes back, if any.
func (b *Banner) expired() {
	b.msg = ""
	if b.under != "" {
		b.msg, b.err, b.title, b.under = b.under, true, b.underTitle, ""
	}
}

// Clear takes the message away, and any error under it.
func (b *Banner) Clear() { b.msg, b.err, b.under = "", false, "" }

// Shown reports whether there is a message to show.
func (b *Banner) Shown() bool { return b.msg != "" }

// Message is the message shown ("" for none).
func (b *Banner) Message() string { return b.msg }

// IsError reports whether the message is an error.
func (b *Banner) IsError() bool { return b.err }

// Title is the error's headline.
func (b *Banner) Title() string { return b.title }

// Click dismisses an error clicked at pt on a window whose arena part is arena, and reports
// whether it did (the click is then used up).
func (b *Banner) Click(arena image.Rectangle, pt image.Point) bool {
	if b.err && pt.In(messageRect(arena, b.below)) {
		b.Clear()
		return true
	}
	return false
}

// Below keeps the box under y, the bottom of what is drawn over the arena's top (the run line
// and the bonus timers under it, DrawRunLine's bottom).
func (b *Banner) Below(y int) { b.below = y }

// messageRect is where errors and notices show: a box across the top of the arena, 40 px down
// or under below, whichever is lower.
func messageRect(arena image.Rectangle, below int) image.Rectangle {
	w := min(arena.Dx()-40, 640)
	x := arena.Min.X + (arena.Dx()-w)/2
	top := max(arena.Min.Y+40, below+8)
	return image.Rect(x, top, x+w, top+80)
}

// Draw draws the message over the arena: the current error, or the notice until it expires
// (at now it is taken away instead).
func (b *Banner) Draw(dst *ebiten.Image, f *Fonts, arena image.Rectangle, now time.Time) {
	if b.msg == "" {
		return
	}
	if !b.err && now.After(b.until) {
		b.expired()
		if b.msg == "" {
			return
		}
	}
	r := messageRect(arena, b.below)
	lines := wrap(b.msg, f, float64(r.Dx()-24)*11/13)
	bg, border := color.RGBA{20, 20, 28, 235}, ColAccent
	var titles []string
	if b.err {
		bg, border = color.RGBA{50, 16, 16, 240}, ColBad
		if b.title != "" {
			// The plain headline, wrapped clear of the dismiss hint (bold is wider than the
			// small face wrap measures with).
			titles = wrap(b.title, f, float64(r.Dx()-24-120)*11/13*0.85)
		}
	}
	r.Max.Y = r.Min.Y + 16 + 20*len(titles) + 17*len(lines)
	untitledErr := b.err && len(titles) == 0
	if untitledErr {
		r.Max.Y += 18 // a row for the dismiss hint
	}
	draw.FillRect(dst, r, bg)
	draw.StrokeRect(dst, r, border)
	y := float64(r.Min.Y + 8)
	for i, t := range titles {
		draw.Text(dst, t, f.Bold, float64(r.Min.X+12), y, ColBad)
		if i == 0 {
			draw.Text(dst, "(click to dismiss)", f.Small, float64(r.Max.X-110), y+2, ColDim)
		}
		y += 20
	}
	for _, l := range lines {
		draw.Text(dst, l, f.Normal, float64(r.Min.X+12), y, ColText)
		y += 17
	}
	if untitledErr {
		draw.Text(dst, "(click to dismiss)", f.Small, float64(r.Max.X-110), y+1, ColDim)
	}
}
