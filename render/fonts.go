package render

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// fonts are the Go fonts (BSD licence, shipped with golang.org/x/image) at the sizes the window uses.
type fonts struct {
	small, normal, bold, big *text.GoTextFace
}

func newFonts() (*fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
	return &fonts{
		small:  &text.GoTextFace{Source: reg, Size: 11},
		normal: &text.GoTextFace{Source: reg, Size: 13},
		bold:   &text.GoTextFace{Source: bold, Size: 13},
		big:    &text.GoTextFace{Source: bold, Size: 18},
	}, nil
}

// drawText draws s with its top-left corner at (x, y).
func drawText(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.LineSpacing = face.Metrics().HAscent + face.Metrics().HDescent + 2
	text.Draw(dst, s, face, &op)
}

// drawTextCentered draws s centred on (x, y).
func drawTextCentered(dst *ebiten.Image, s string, face text.Face, x, y float64, c color.Color) {
	var op text.DrawOptions
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(c)
	op.PrimaryAlign = text.AlignCenter
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, face, &op)
}

// textWidth is the width of s in face, pixels.
func textWidth(s string, face text.Face) float64 {
	w, _ := text.Measure(s, face, 0)
	return w
}
