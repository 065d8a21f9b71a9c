package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/internal/testloop"
)

// The tests run inside Ebitengine's game loop (testloop), under Xvfb: see the Makefile's
// test-display target.
func TestMain(m *testing.M) { testloop.Main(m) }

var screen *ebiten.Image

// testScreen stands in for the window's screen.
func testScreen(t *testing.T) *ebiten.Image {
	t.Helper()
	if screen == nil {
		screen = ebiten.NewImage(1280, 900)
	}
	return screen
}
