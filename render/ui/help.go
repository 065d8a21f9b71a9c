package ui

import (
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/draw"
)

var helpLines = []string{
	"Space	play / pause",
	",  .	one tick back / forward (hold to repeat)",
	"Left  Right	5 seconds back / forward",
	"Shift+Left  Shift+Right	1 second back / forward",
	"PgUp  PgDn	30 seconds back / forward",
	"Home  End	start / end of the run",
	"Ctrl+G	go to a tick (5000), a time (1:23.4), a step (+120)",
	"[  ]	slower / faster (1/8× to 64×)",
	"D  Shift+D	3 s before the next / previous death, each once",
	"N  P	next / previous event (the message says which)",
	"1  2  3  4    0	follow player 1–4, zoomed in / the whole arena",
	"V  F  G  T  E	Verify, Info, Debug, Diff, Entity pane",
	"J	the first tick that differs: from the trace, or A from B",
	"Shift+J	the next tick where another field starts to differ",
	"Click the arena	pin a player, creature, shot or bonus",
	"Esc	unpin (and close this help, the go-to box)",
	"Ctrl+O	open a run (or drop a .crd on the window)",
	"Shift+drop	compare with a second run (or Compare)",
	"F12	screenshot into your pictures folder",
	"I  O	mark the start / end of a range to export",
	"Ctrl+E	export the range: video, GIF or PNG frames",
	"H  ?  F1	this help",
	"",
	"Ticks count from 0, as crd and the traces count them: \"tick N\"",
	"is the state just after the file's tick N; \"start\" is before tick 0.",
	"Times are the game's own clock (m:ss.t), as the result's elapsed_ms.",
	"Arena: the wheel zooms; Shift+drag (or the right button) moves it.",
	"Timeline: click or drag to seek, click a mark for its event; hover",
	"for the tick, time, event; the wheel zooms, Ctrl+drag (or the right",
	"button, Shift+wheel) moves it; Shift+drag marks a range to export.",
	"Under it, each player's inputs: aim (their colour), move (white),",
	"fire (orange), reload (cyan), perk menu and pick (purple).",
	"Click the tick counter to type where to go. Panes: scroll with the",
	"mouse wheel; click a Diff row to pin its entity.",
}

// The help box's width and where its keyed lines' descriptions start, pixels.
const (
	helpWidth = 540
	helpDescX = 210
)

// DrawHelp draws the help overlay centred in r (the window). A window too small for its box
// (800×600 is) gets the box scaled down to fit, whole, rather than cut at its edges.
func DrawHelp(dst *ebiten.Image, f *Fonts, r image.Rectangle) {
	w, h := helpSize()
	scale := min(1, float64(r.Dx()-20)/float64(w), float64(r.Dy()-20)/float64(h))
	x0 := float64(r.Min.X) + (float64(r.Dx())-scale*float64(w))/2
	y0 := float64(r.Min.Y) + (float64(r.Dy())-scale*float64(h))/2
	if scale >= 1 {
		drawHelpBox(dst, f, int(x0), int(y0))
		return
	}
	if helpImage == nil {
		helpImage = ebiten.NewImage(w, h)
	}
	helpImage.Clear()
	drawHelpBox(helpImage, f, 0, 0)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(x0, y0)
	dst.DrawImage(helpImage, op)
}

// helpImage holds the help box drawn at its size, for a window it is scaled down into.
var helpImage *ebiten.Image

// helpSize is the help box's size, pixels.
func helpSize() (w, h int) { return helpWidth, 40 + 18*len(helpLines) }

// drawHelpBox draws the help box with its top left corner at x0, y0.
func drawHelpBox(dst *ebiten.Image, f *Fonts, x0, y0 int) {
	w, h := helpSize()
	box := image.Rect(x0, y0, x0+w, y0+h)
	draw.FillRect(dst, box, color.RGBA{10, 10, 16, 235})
	draw.StrokeRect(dst, box, ColAccent)
	draw.Text(dst, "Controls", f.Big, float64(x0+16), float64(y0+8), ColText)
	for i, l := range helpLines {
		k, d, keyed := strings.Cut(l, "\t")
		y := float64(y0 + 36 + 18*i)
		if !keyed {
			draw.Text(dst, k, f.Normal, float64(x0+16), y, ColDim) // prose
			continue
		}
		draw.Text(dst, k, f.Bold, float64(x0+16), y, ColAccent)
		draw.Text(dst, d, f.Normal, float64(x0+helpDescX), y, ColText)
	}
}
