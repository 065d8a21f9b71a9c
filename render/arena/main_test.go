package arena

import (
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ebiten draws only inside its game loop, so the whole test run happens in the first Update
// (under Xvfb: see the Makefile's test-display target).
type testLoop struct {
	m    *testing.M
	code int
	ran  bool
}

func (g *testLoop) Update() error {
	if !g.ran {
		g.ran = true
		g.code = g.m.Run()
	}
	return ebiten.Termination
}

func (g *testLoop) Draw(*ebiten.Image)         {}
func (g *testLoop) Layout(int, int) (int, int) { return 320, 240 }

func TestMain(m *testing.M) {
	g := &testLoop{m: m}
	ebiten.SetWindowSize(320, 240)
	if err := ebiten.RunGame(g); err != nil {
		fmt.Fprintln(os.Stderr, "game loop:", err)
		os.Exit(1)
	}
	os.Exit(g.code)
}
