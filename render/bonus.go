package render

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// bonusLook is a bonus's badge colour, its icon letters and its name (bonuses/ids.py ids 1..14).
type bonusLook struct {
	col   color.RGBA
	glyph string
	name  string
}

var bonusLooks = map[int]bonusLook{
	1:  {color.RGBA{230, 200, 60, 255}, "$", "Points"},
	2:  {color.RGBA{120, 230, 120, 255}, "E", "Energizer"},
	3:  {color.RGBA{200, 200, 200, 255}, "W", "Weapon"},
	4:  {color.RGBA{255, 140, 60, 255}, "P", "Weapon Power Up"},
	5:  {color.RGBA{255, 80, 60, 255}, "N", "Nuke"},
	6:  {color.RGBA{160, 120, 255, 255}, "2x", "Double Experience"},
	7:  {color.RGBA{120, 170, 255, 255}, "Z", "Shock Chain"},
	8:  {color.RGBA{255, 110, 40, 255}, "F", "Fireblast"},
	9:  {color.RGBA{240, 240, 120, 255}, "R", "Reflex Boost"},
	10: {color.RGBA{90, 200, 255, 255}, "S", "Shield"},
	11: {color.RGBA{160, 230, 255, 255}, "*", "Freeze"},
	12: {color.RGBA{255, 90, 110, 255}, "+", "Medikit"},
	13: {color.RGBA{120, 255, 220, 255}, ">>", "Speed"},
	14: {color.RGBA{255, 170, 60, 255}, "FB", "Fire Bullets"},
}

// bonusName is the display name of a bonus id.
func bonusName(id int) string {
	if l, ok := bonusLooks[id]; ok {
		return l.name
	}
	return "Bonus"
}

// drawBonus draws a bonus as its round badge icon, pulsing gently, and blinking in its last
// two seconds as the game does.
func drawBonus(dst *ebiten.Image, tex *textures, cam Camera, b *BonusView, tick int) {
	if b.Time > 0 && b.Time < 2 && (tick/6)%2 == 0 {
		return
	}
	l, ok := bonusLooks[b.Type]
	if !ok {
		l = bonusLook{color.RGBA{200, 200, 200, 255}, "?", "Bonus"}
	}
	sx, sy := cam.ToScreen(b.X, b.Y)
	pulse := 1 + 0.06*math.Sin(float64(tick)*0.15)
	g := l.col
	g.A = 120
	drawGlow(dst, tex, sx, sy, 45*cam.Scale*pulse, g)
	icon := tex.bonusIcon(b.Type)
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	k := 30 * cam.Scale * pulse / iconPixels
	op.GeoM.Translate(-iconPixels/2, -iconPixels/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx, sy)
	dst.DrawImage(icon, &op)
}

const iconPixels = 48

// bonusIcon is the badge of a bonus type, made on first use: a dark disc, a ring in the bonus's
// colour and its letters.
func (t *textures) bonusIcon(id int) *ebiten.Image {
	if img, ok := t.icons[id]; ok {
		return img
	}
	l, ok := bonusLooks[id]
	if !ok {
		l = bonusLook{color.RGBA{200, 200, 200, 255}, "?", "Bonus"}
	}
	img := ebiten.NewImage(iconPixels, iconPixels)
	c := float32(iconPixels) / 2
	vector.DrawFilledCircle(img, c, c, c-2, color.RGBA{25, 25, 30, 235}, true)
	vector.StrokeCircle(img, c, c, c-3, 4, l.col, true)
	if t.fonts != nil {
		drawTextCentered(img, l.glyph, t.fonts.big, float64(c), float64(c), l.col)
	}
	if t.icons == nil {
		t.icons = map[int]*ebiten.Image{}
	}
	t.icons[id] = img
	return img
}
