package render

import "github.com/hajimehoshi/ebiten/v2"

var testScreen *ebiten.Image

// ebitenScreen stands in for the window's screen in tests.
func ebitenScreen(w, h int) *ebiten.Image {
	if testScreen == nil || testScreen.Bounds().Dx() != w || testScreen.Bounds().Dy() != h {
		testScreen = ebiten.NewImage(w, h)
	}
	return testScreen
}
