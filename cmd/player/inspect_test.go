package main

import (
	"image"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
	"crdplayer/render"
	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// inspectRun is a current run with 3 players (testdata/quests verifies today).
var inspectRun = filepath.Join("..", "..", "testdata", "quests", "quest-1.2-3p-22.crd")

// shotDir is where the inspector's screenshots go: $CRDPLAYER_SHOTS when set (to look at them),
// else the test's own directory.
func shotDir(t *testing.T) string {
	if d := os.Getenv("CRDPLAYER_SHOTS"); d != "" {
		return d
	}
	return t.TempDir()
}

// near counts the pixels of img within the ring of radius r (±2 pixels) around (x, y) whose
// colour is within tol of c on every channel.
func near(img image.Image, x, y, r float64, c color.RGBA, tol int) int {
	n := 0
	for py := int(y - r - 3); py <= int(y+r+3); py++ {
		for px := int(x - r - 3); px <= int(x+r+3); px++ {
			if d := math.Hypot(float64(px)-x, float64(py)-y); d < r-2.5 || d > r+2.5 {
				continue
			}
			pr, pg, pb, _ := img.At(px, py).RGBA()
			ok := func(a uint32, b uint8) bool { return abs(int(a>>8)-int(b)) <= tol }
			if ok(pr, c.R) && ok(pg, c.G) && ok(pb, c.B) {
				n++
			}
		}
	}
	return n
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// toScreen maps a world point into a 1280×900 screenshot.
func toScreen(x, y float64) (float64, float64) {
	sq := render.ArenaRect(1280, 900)
	k := float64(sq.Dx()) / 1024
	return float64(sq.Min.X) + x*k, float64(sq.Min.Y) + y*k
}

// TestScreenshotInspector: crdplayer --trace T --seek 1500 --pane diff --pin player:1 on a
// trace that puts player 1 40 px left of where the run has them at tick 1500 draws the trace's
// player 1 as a white ghost outline there and the pin's yellow ring around our player 1.
func TestScreenshotInspector(t *testing.T) {
	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	var x, y float64
	editFirstPlayer(t, trace.SidecarPath(inspectRun), edited, 1500, -40, &x, &y)
	out := filepath.Join(shotDir(t), "inspector-diff.png")
	crdplayer(t, "--trace", edited, "--seek", "1500", "--pane", "diff", "--pin", "player:1", "--screenshot", out, inspectRun)
	img := readPNG(t, out)
	gx, gy := toScreen(x-40, y)
	px, py := toScreen(x, y)
	k := float64(render.ArenaRect(1280, 900).Dx()) / 1024
	if n := near(img, gx, gy, 24*k, ui.GhostTrace, 40); n < 20 {
		t.Errorf("%d ghost-white pixels on the ring around the trace's player 1 at (%.0f, %.0f)", n, gx, gy)
	}
	if n := near(img, px, py, max(24*k, 7)+4, color.RGBA{255, 230, 60, 255}, 40); n < 30 {
		t.Errorf("%d pin-yellow pixels on the ring around our player 1 at (%.0f, %.0f)", n, px, py)
	}
}

// TestScreenshotCompare: crdplayer --compare B.crd --seek 1299 --pane diff, B being the run
// with player 2's aim and movement changed from tick 1000, draws B's player 2 as a ghost
// outline in its colour where B has them at tick 1299 (played here straight on the simulation).
func TestScreenshotCompare(t *testing.T) {
	b, err := replayio.ReadFile(inspectRun)
	if err != nil {
		t.Fatal(err)
	}
	for tk := 1000; tk < 1400; tk++ {
		b.Ticks[tk].Inputs[1].AimX += 40
		b.Ticks[tk].Inputs[1].MoveX = -b.Ticks[tk].Inputs[1].MoveX
	}
	pathB := filepath.Join(t.TempDir(), "B.crd")
	if err := replayio.WriteFile(pathB, b); err != nil {
		t.Fatal(err)
	}
	w, _, err := sim.New(&b.Run)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 1300 {
		w.Step(&b.Ticks[p])
	}
	out := filepath.Join(shotDir(t), "compare-diff.png")
	crdplayer(t, "--compare", pathB, "--seek", "1299", "--pane", "diff", "--screenshot", out, inspectRun)
	img := readPNG(t, out)
	gx, gy := toScreen(w.Players[1].Pos.X, w.Players[1].Pos.Y)
	k := float64(render.ArenaRect(1280, 900).Dx()) / 1024
	if n := near(img, gx, gy, max(w.Players[1].Size, 30)/2*k, ui.GhostOf(1), 40); n < 20 {
		t.Errorf("%d ghost pixels of B's player 2 at (%.0f, %.0f)", n, gx, gy)
	}
}

// editFirstPlayer copies the trace at src to dst with player 1's x at tick moved by dx, and
// returns where the run has them (x, y).
func editFirstPlayer(t *testing.T, src, dst string, tick int, dx float64, x, y *float64) {
	t.Helper()
	tracetest.Edit(t, src, dst, func(line int, m map[string]any) {
		if line != tick+1 {
			return
		}
		p := m["players"].([]any)[0].(map[string]any)
		*x, *y = tracetest.Num(t, p["x"]), tracetest.Num(t, p["y"])
		p["x"] = tracetest.SetNum(*x + dx)
	})
}
