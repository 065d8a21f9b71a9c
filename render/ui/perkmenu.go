package ui

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// DrawPerkMenu draws the perk menu over the arena while the run has one open: the offered perks,
// and the one picked on the next tick highlighted.
func DrawPerkMenu(dst *ebiten.Image, f *Fonts, cam arena.Camera, m *scene.PerkMenuView) {
	if !m.Open || len(m.Choices) == 0 {
		return
	}
	r := cam.Rect()
	w, rowH := 300, 24
	h := 40 + rowH*len(m.Choices) + 10
	x0 := r.Min.X + (r.Dx()-w)/2
	y0 := r.Min.Y + (r.Dy()-h)/2
	box := image.Rect(x0, y0, x0+w, y0+h)
	draw.FillRect(dst, box, color.RGBA{12, 12, 18, 225})
	draw.StrokeRect(dst, box, ColAccent)
	title := perkMenuTitle(m)
	draw.Text(dst, title, f.Big, float64(x0+14), float64(y0+10), ColText)
	for i, id := range m.Choices {
		ry := y0 + 40 + i*rowH
		c := ColText
		if i == m.Picked {
			draw.FillRect(dst, image.Rect(x0+8, ry-2, x0+w-8, ry+rowH-4), color.RGBA{60, 110, 60, 255})
			c = color.RGBA{255, 255, 255, 255}
			label := "next tick"
			if m.Taken {
				label = "taken"
			}
			draw.Text(dst, label, f.Small, float64(x0+w-16)-draw.TextWidth(label, f.Small), float64(ry+3), ColGood)
		}
		name := perkName(id, false)
		if i < len(m.Names) {
			name = m.Names[i]
		}
		draw.Text(dst, name, f.Normal, float64(x0+18), float64(ry+2), c)
	}
}

// perkMenuTitle is the perk menu's title: who chooses, when the run has more than one player
// (a 4-player menu did not say it was the first player's).
func perkMenuTitle(m *scene.PerkMenuView) string {
	if m.Player > 0 || m.Players > 1 {
		return fmt.Sprintf("Player %d: choose a perk", m.Player+1)
	}
	return "Choose a perk"
}
