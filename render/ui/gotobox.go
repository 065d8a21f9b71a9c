package ui

import (
	"image"
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/internal/filetext"
	"crdplayer/render/draw"
)

// GotoBox is the go-to box over the arena (Ctrl+G, or a click on the timeline's tick counter):
// a line of text the window reads as a tick (5000), a time on the game's clock (1:23.4) or a
// step (+120) when Enter is pressed (game.ParseTarget), and the error of the last try. The
// window feeds it the characters typed; while it is open the other keys do nothing.
type GotoBox struct {
	open bool
	text string
	err  string
}

// gotoMax bounds what the box holds: every target it reads is a few characters.
const gotoMax = 24

// Open opens the box, empty.
func (g *GotoBox) Open() { g.open, g.text, g.err = true, "", "" }

// Close closes it.
func (g *GotoBox) Close() { g.open, g.err = false, "" }

// Opened reports whether it is open.
func (g *GotoBox) Opened() bool { return g.open }

// Text is what is typed.
func (g *GotoBox) Text() string { return g.text }

// Type adds characters typed (printable ones only, up to gotoMax bytes); a typed character
// clears the last error.
func (g *GotoBox) Type(chars []rune) {
	for _, c := range chars {
		if c < ' ' || c == 0x7f || len(g.text)+utf8.RuneLen(c) > gotoMax {
			continue
		}
		g.text += string(c)
		g.err = ""
	}
}

// Backspace takes the last character away.
func (g *GotoBox) Backspace() {
	if _, n := utf8.DecodeLastRuneInString(g.text); n > 0 {
		g.text = g.text[:len(g.text)-n]
		g.err = ""
	}
}

// Fail shows why the text could not be gone to; the box stays open.
func (g *GotoBox) Fail(msg string) { g.err = filetext.Clip(msg, 200) }

// Err is the last error shown ("" none).
func (g *GotoBox) Err() string { return g.err }

// gotoRect is where the box shows: across the bottom of the arena part.
func gotoRect(arena image.Rectangle) image.Rectangle {
	w := min(arena.Dx()-40, 460)
	x := arena.Min.X + (arena.Dx()-w)/2
	return image.Rect(x, arena.Max.Y-110, x+w, arena.Max.Y-20)
}

// Draw draws the open box over the arena part: the prompt, the text with a cursor, and the
// error of the last try or the forms it takes.
func (g *GotoBox) Draw(dst *ebiten.Image, f *Fonts, arena image.Rectangle) {
	if !g.open {
		return
	}
	r := gotoRect(arena)
	draw.FillRect(dst, r, color.RGBA{14, 18, 28, 240})
	draw.StrokeRect(dst, r, ColAccent)
	x, y := float64(r.Min.X+12), float64(r.Min.Y+8)
	draw.Text(dst, "Go to", f.Bold, x, y, ColText)
	draw.Text(dst, "Enter goes, Esc closes", f.Small, float64(r.Max.X)-12-draw.TextWidth("Enter goes, Esc closes", f.Small), y+2, ColDim)
	field := image.Rect(r.Min.X+12, r.Min.Y+30, r.Max.X-12, r.Min.Y+54)
	draw.FillRect(dst, field, color.RGBA{4, 6, 10, 255})
	draw.StrokeRect(dst, field, ColBorder)
	tx := float64(field.Min.X + 6)
	draw.Text(dst, g.text, f.Normal, tx, float64(field.Min.Y+5), ColText)
	cx := tx + draw.TextWidth(g.text, f.Normal) + 1
	draw.FillRect(dst, image.Rect(int(cx), field.Min.Y+4, int(cx)+2, field.Max.Y-4), ColAccent)
	// (· between the forms: wrap folds runs of spaces into one, which ran them together)
	hint, col := "a tick: 5000 · a time: 1:23.4 or 83.4s · a step: +120, -30, +5s · start, end", ColDim
	if g.err != "" {
		hint, col = g.err, ColBad
	}
	for i, l := range wrap(hint, f, float64(r.Dx()-24)) {
		if i == 2 {
			break
		}
		draw.Text(dst, l, f.Small, x, float64(field.Max.Y+5+14*i), col)
	}
}
