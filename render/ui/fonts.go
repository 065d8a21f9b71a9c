package ui

import (
	"bytes"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// Fonts are the Go fonts (BSD licence, shipped with golang.org/x/image) at the sizes the window
// uses: Tiny 9 (the timeline's counts), Small 11 and Normal 13 pixels regular, Bold 13 and Big
// 18 pixels bold.
type Fonts struct {
	Tiny, Small, Normal, Bold, Big *text.GoTextFace
}

// NewFonts loads the faces.
func NewFonts() (*Fonts, error) {
	reg, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
	return &Fonts{
		Tiny:   &text.GoTextFace{Source: reg, Size: 9},
		Small:  &text.GoTextFace{Source: reg, Size: 11},
		Normal: &text.GoTextFace{Source: reg, Size: 13},
		Bold:   &text.GoTextFace{Source: bold, Size: 13},
		Big:    &text.GoTextFace{Source: bold, Size: 18},
	}, nil
}
