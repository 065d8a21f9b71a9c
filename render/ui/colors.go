package ui

import (
	"image/color"
)

// The window's colours: text, dimmed text, panels and their borders, the accent (the played
// range, links, hints), and good, bad and warning states.
var (
	ColText   = color.RGBA{225, 225, 230, 255}
	ColDim    = color.RGBA{150, 150, 160, 255}
	ColPanel  = color.RGBA{30, 30, 36, 255}
	ColBorder = color.RGBA{60, 60, 72, 255}
	ColAccent = color.RGBA{110, 190, 255, 255}
	ColGood   = color.RGBA{110, 220, 120, 255}
	ColBad    = color.RGBA{255, 100, 90, 255}
	ColWarn   = color.RGBA{255, 200, 90, 255}
)
