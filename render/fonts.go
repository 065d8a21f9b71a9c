package render

import (
	"bytes"

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
