// Package testloop runs a package's tests inside Ebitengine's game loop, for the render
// packages' TestMain: Ebitengine draws (and reads pixels back) only inside its loop, so the
// whole test run happens in the loop's first Update. It needs a display: under Xvfb (the
// Makefile's test-display target).
package testloop

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// loop is a game whose first Update runs the tests and ends the loop.
type loop struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *loop) Update() error {
	if !g.ran {
		g.ran = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 320, 240 }

// Main runs m's tests in a 320×240 window's game loop and exits with their status (1 when the
// loop cannot start, e.g. without a display).
func Main(m *testing.M) {
	g := &loop{m: m}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}
