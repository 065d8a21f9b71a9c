package draw

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Text draws s with its top-left corner at (x, y); lines are the face's height plus 2 pixels
// apart.
func Text(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LineSpacing = face.Metrics().HAscent + face.Metrics().HDescent + 2
	text.Draw(dst, s, face, &op)
}

// TextCentered draws s centred on (x, y).
func TextCentered(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, &op)
}

// TextWidth is the width of s in face, pixels.
func TextWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}
