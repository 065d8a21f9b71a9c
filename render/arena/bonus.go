package arena

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// bonusLook is a bonus's badge colour and its icon letters (bonuses/ids.py ids 1..14).
type bonusLook struct {
	col   color.RGBA
	glyph string
}

var bonusLooks = map[int]bonusLook{
	1:  {color.RGBA{230, 200, 60, 255}, "$"},
	2:  {color.RGBA{120, 230, 120, 255}, "E"},
	3:  {color.RGBA{200, 200, 200, 255}, "W"},
	4:  {color.RGBA{255, 140, 60, 255}, "P"},
	5:  {color.RGBA{255, 80, 60, 255}, "N"},
	6:  {color.RGBA{160, 120, 255, 255}, "2x"},
	7:  {color.RGBA{120, 170, 255, 255}, "Z"},
	8:  {color.RGBA{255, 110, 40, 255}, "F"},
	9:  {color.RGBA{240, 240, 120, 255}, "R"},
	10: {color.RGBA{90, 200, 255, 255}, "S"},
	11: {color.RGBA{160, 230, 255, 255}, "*"},
	12: {color.RGBA{255, 90, 110, 255}, "+"},
	13: {color.RGBA{120, 255, 220, 255}, ">>"},
	14: {color.RGBA{255, 170, 60, 255}, "FB"},
}

// bonusShown is false in the blinking-off phases of a bonus's last two seconds, as the game
// blinks them.
func bonusShown(b *scene.BonusView, tick int) bool {
	return !(b.Time > 0 && b.Time < 2 && (tick/6)%2 == 0)
}

// bonusPulse is the gentle size pulse of bonuses.
func bonusPulse(tick int) float64 { return 1 + 0.06*math.Sin(float64(tick)*0.15) }

// drawBonusGlow adds the halo under a bonus, in its colour (drawn with the other additive
// draws before the icons, so that the rasterizer can batch them).
func drawBonusGlow(dst *ebiten.Image, tex *Textures, cam Camera, b *scene.BonusView, tick int) {
	if !bonusShown(b, tick) {
		return
	}
	l, ok := bonusLooks[b.Type]
	if !ok {
		l = bonusLook{color.RGBA{200, 200, 200, 255}, "?"}
	}
	sx, sy := cam.ToScreen(b.X, b.Y)
	g := l.col
	g.A = 120
	drawGlow(dst, tex, sx, sy, 45*cam.Scale*bonusPulse(tick), g)
}

// drawBonus draws a bonus as its round badge icon, pulsing gently.
func drawBonus(dst *ebiten.Image, tex *Textures, cam Camera, b *scene.BonusView, tick int) {
	if !bonusShown(b, tick) {
		return
	}
	sx, sy := cam.ToScreen(b.X, b.Y)
	pulse := bonusPulse(tick)
	icon := tex.bonusIcon(b.Type)
	var op ebiten.DrawImageOptions
	op.Filter = ebiten.FilterLinear
	k := 36 * cam.Scale * pulse / iconPixels
	op.GeoM.Translate(-iconPixels/2, -iconPixels/2)
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(sx, sy)
	dst.DrawImage(icon, &op)
}

const iconPixels = 48

// makeBonusIcon draws the badge of a bonus type: a dark disc, a ring in the bonus's colour and
// its letters.
func makeBonusIcon(id int, glyphs text.Face) *ebiten.Image {
	l, ok := bonusLooks[id]
	if !ok {
		l = bonusLook{color.RGBA{200, 200, 200, 255}, "?"}
	}
	img := ebiten.NewImage(iconPixels, iconPixels)
	c := float32(iconPixels) / 2
	vector.DrawFilledCircle(img, c, c, c-2, color.RGBA{25, 25, 30, 235}, true)
	vector.StrokeCircle(img, c, c, c-3, 4, l.col, true)
	if glyphs != nil {
		draw.TextCentered(img, l.glyph, glyphs, float64(c), float64(c), l.col)
	}
	return img
}

// bonusIcon is the badge of a bonus id; unknown ids get the "?" badge.
func (t *Textures) bonusIcon(id int) *ebiten.Image {
	if id < 1 || id >= len(t.icons) {
		id = 0
	}
	return t.icons[id]
}
