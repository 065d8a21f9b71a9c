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
	"[  ]	slower / faster (1/8× to 64×)",
	"D	3 seconds before the next death",
	"N  P	next / previous event",
	"V  F  G	Verify, Info, Debug pane",
	"J	jump to the first tick that differs from the trace",
	"Ctrl+O	open a run (or drop a .crd on the window)",
	"F12	screenshot into your pictures folder",
	"I  O	mark the start / end of a range to export",
	"Ctrl+E	export the range: video, GIF or PNG frames",
	"H  Esc	this help",
	"",
	"Timeline: click or drag to seek; hover a mark to see the event;",
	"Shift+drag to mark a range to export.",
	"Panes: scroll with the mouse wheel.",
}

// DrawHelp draws the help overlay over the arena.
func DrawHelp(dst *ebiten.Image, f *Fonts, r image.Rectangle) {
	w, h := 520, 40+18*len(helpLines)
	x0, y0 := r.Min.X+(r.Dx()-w)/2, r.Min.Y+(r.Dy()-h)/2
	box := image.Rect(x0, y0, x0+w, y0+h)
	draw.FillRect(dst, box, color.RGBA{10, 10, 16, 235})
	draw.StrokeRect(dst, box, ColAccent)
	draw.Text(dst, "Controls", f.Big, float64(x0+16), float64(y0+8), ColText)
	for i, l := range helpLines {
		k, d, _ := strings.Cut(l, "\t")
		y := float64(y0 + 36 + 18*i)
		draw.Text(dst, k, f.Bold, float64(x0+16), y, ColAccent)
		draw.Text(dst, d, f.Normal, float64(x0+210), y, ColText)
	}
}
