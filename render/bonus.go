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

// drawBonus draws a bonus as a round badge with its icon, pulsing gently, and blinking in its
// last two seconds as the game does.
func drawBonus(dst *ebiten.Image, tex *textures, cam Camera, b *BonusView, tick int) {
	l, ok := bonusLooks[b.Type]
	if !ok {
		l = bonusLook{color.RGBA{200, 200, 200, 255}, "?", "Bonus"}
	}
	if b.Time > 0 && b.Time < 2 && (tick/6)%2 == 0 {
		return
	}
	sx, sy := cam.ToScreen(b.X, b.Y)
	pulse := 1 + 0.06*math.Sin(float64(tick)*0.15)
	r := 14 * cam.Scale * pulse
	g := l.col
	g.A = 120
	drawGlow(dst, tex, sx, sy, r*3.2, g)
	vector.DrawFilledCircle(dst, float32(sx), float32(sy), float32(r), color.RGBA{25, 25, 30, 230}, true)
	vector.StrokeCircle(dst, float32(sx), float32(sy), float32(r), float32(math.Max(1.5, 2.5*cam.Scale)), l.col, true)
	if tex.fonts != nil {
		face := tex.fonts.bold
		if r < 9 {
			face = tex.fonts.small
		}
		drawTextCentered(dst, l.glyph, face, sx, sy, l.col)
	}
}
