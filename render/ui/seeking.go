package ui

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

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
	draw.TextCentered(dst, "Preparing tick "+strconv.Itoa(target)+"…", f.Big, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+r.Dy()/2), ColText)
}
