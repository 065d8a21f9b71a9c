package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
)

// DrawSeeking dims the arena while a seek waits for the background pass (run.Seeking).
func DrawSeeking(dst *ebiten.Image, f *Fonts, cam arena.Camera, run Run) {
	target, ok := run.Seeking()
	if !ok {
		return
	}
	r := cam.Rect()
	draw.FillRect(dst, r, color.RGBA{0, 0, 0, 110})
	draw.TextCentered(dst, seekingText(target), f.Big, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), ColText)
}

// seekingText is what the arena says while a seek to position target waits: the tick it shows
// (a position's tick is one less: "Preparing tick 59999…" for the last of 60,000).
func seekingText(target int) string { return "Preparing " + game.TickLabel(target) + "…" }

// DrawArenaNote says msg in a small box at the bottom of the arena's square, over it: what the
// arena shows is on its way (the ground's stains, a frame at a time).
func DrawArenaNote(dst *ebiten.Image, f *Fonts, cam arena.Camera, msg string) {
	r := cam.Rect()
	msg = fitLine(msg, f.Small, float64(r.Dx()-24))
	w := draw.TextWidth(msg, f.Small)
	x := float64(r.Min.X+r.Dx()/2) - w/2
	y := float64(r.Max.Y - 28)
	draw.FillRect(dst, image.Rect(int(x)-6, int(y)-3, int(x+w)+6, int(y)+16), color.RGBA{0, 0, 0, 170})
	draw.Text(dst, msg, f.Small, x, y, ColText)
}
