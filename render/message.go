package render

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/sim"
)

// messageRect is where errors and notices show: a box across the top of the arena.
func messageRect(arena image.Rectangle) image.Rectangle {
	w := min(arena.Dx()-40, 640)
	x := arena.Min.X + (arena.Dx()-w)/2
	return image.Rect(x, arena.Min.Y+40, x+w, arena.Min.Y+40+80)
}

// drawMessage draws the current error (until clicked away or replaced) or notice (a few
// seconds).
func (a *App) drawMessage(dst *ebiten.Image, arena image.Rectangle) {
	if a.msg == "" {
		return
	}
	if !a.msgErr && time.Now().After(a.msgUntil) && a.opts.Screenshot == "" {
		a.msg = ""
		return
	}
	r := messageRect(arena)
	lines := wrap(a.msg, a.fonts, float64(r.Dx()-24)*11/13)
	bg, border := color.RGBA{20, 20, 28, 235}, colAccent
	var titles []string
	if a.msgErr {
		bg, border = color.RGBA{50, 16, 16, 240}, colBad
		if a.msgTitle != "" {
			// The plain headline, wrapped clear of the dismiss hint (bold is wider than the
			// small face wrap measures with).
			titles = wrap(a.msgTitle, a.fonts, float64(r.Dx()-24-120)*11/13*0.85)
		}
	}
	r.Max.Y = r.Min.Y + 16 + 20*len(titles) + 17*len(lines)
	if len(titles) == 0 {
		r.Max.Y += 20
	}
	draw.FillRect(dst, r, bg)
	draw.StrokeRect(dst, r, border)
	y := float64(r.Min.Y + 8)
	for i, t := range titles {
		draw.Text(dst, t, a.fonts.bold, float64(r.Min.X+12), y, colBad)
		if i == 0 {
			draw.Text(dst, "(click to dismiss)", a.fonts.small, float64(r.Max.X-110), y+2, colDim)
		}
		y += 20
	}
	for _, l := range lines {
		draw.Text(dst, l, a.fonts.normal, float64(r.Min.X+12), y, colText)
		y += 17
	}
}

// drawSeeking dims the arena while a seek waits for the background pass.
func (a *App) drawSeeking(dst *ebiten.Image, cam arena.Camera) {
	target, ok := a.pb.Seeking()
	if !ok {
		return
	}
	r := cam.Rect()
	draw.FillRect(dst, r, color.RGBA{0, 0, 0, 110})
	draw.TextCentered(dst, "Preparing tick "+strconv.Itoa(target)+"…", a.fonts.big, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), colText)
}

// fail shows an error over the arena; the window stays usable. A simulation error's headline
// says where playback stops (the window shows the last tick the simulation reached).
func (a *App) fail(err error) {
	var serr *game.SimError
	if errors.As(err, &serr) {
		what := "the replay breaks the format there"
		if errors.Is(err, sim.ErrUnsupported) {
			what = "this simulation does not play it yet"
		}
		a.failTitled(fmt.Sprintf("Playback stops at tick %d: %s", serr.Tick, what), err)
		return
	}
	a.failTitled("Error", err)
}

// failTitled shows an error under a headline. The message is bounded (messageMax characters,
// control characters escaped), whatever the error quotes.
func (a *App) failTitled(title string, err error) {
	a.msg, a.msgErr, a.msgTitle = filetext.Clip(err.Error(), messageMax), true, title
}

// messageMax is the most characters a banner shows: a few wrapped lines.
const messageMax = 600

// notice shows a message for a few seconds.
func (a *App) notice(s string) {
	a.msg, a.msgErr = filetext.Clip(s, messageMax), false
	a.msgUntil = time.Now().Add(5 * time.Second)
}
