package render

import (
	"fmt"
	"image"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/ui"
)

// The window's own final screen is the display's framebuffer, which only a game loop of its own
// draws on; the tests' loop (testloop) is busy running them. So TestLiveWindowMatchesTheComposedFrame
// runs this test binary again as a window (windowProbe, started from TestMain) that composes its
// frames the live way and reads each back from the framebuffer.
const windowProbeEnv = "RENDER_WINDOW_PROBE"

// probeFrames is how many frames the probe checks after the loading frame: the first full one
// and unchanged ones after it (Ebitengine still presents a few of those).
const probeFrames = 3

// TestLiveWindowMatchesTheComposedFrame opens a window on a run with marks near the arena's
// bottom (a death's cross and its label's line, a pinned creature's ring, a trace ghost's dashed
// outline and its link) and checks that what the window's final screen shows is the frame
// composed on one image, as screenshots are: antialiased marks drawn straight on the display's
// framebuffer were clipped to their box mirrored top to bottom, and so vanished.
func TestLiveWindowMatchesTheComposedFrame(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), windowProbeEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the window probe: %v\n%s", err, out)
	}
	var frames []string
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "frame ") {
			frames = append(frames, line)
		}
	}
	if len(frames) != probeFrames {
		t.Fatalf("the probe checked %d frames, want %d:\n%s", len(frames), probeFrames, out)
	}
	for _, line := range frames {
		var k, n, most int
		if _, err := fmt.Sscanf(line, "frame %d: %d pixels differ, by up to %d,", &k, &n, &most); err != nil {
			t.Errorf("the probe says %q", line)
			continue
		}
		if n != 0 {
			t.Errorf("%s (want the same frame)", line)
		}
	}
}

// windowProbe runs the window of TestLiveWindowMatchesTheComposedFrame and prints, for each frame
// it checks, how many pixels of the final screen differ from the composed frame, by how much at
// most and where.
func windowProbe() int {
	run := newFakeRun(6000)
	// P1 lies dead at the arena's bottom left (the cross and the label's line reach its lower
	// half, where the display's framebuffer clipped them away). Nothing else is on the arena:
	// sprites turned at an angle round their edges differently on the framebuffer, whose rows
	// run the other way.
	run.scene = crowdScene(0)
	run.scene.Projectiles, run.scene.Bonuses, run.scene.Effects = nil, nil, nil
	p := &run.scene.Players[0]
	p.X, p.Y, p.Dead, p.Health = 40, 990, true, -3
	run.timeline.Events = []game.Event{{Pos: 3000, Tick: 3000, Kind: game.EventDeath, Player: 0,
		Killer: &game.Killer{PlayerHit: game.PlayerHit{Source: game.HitContact, Creature: 13, CreatureType: 3}}}}
	a, err := newApp(Options{Load: func(string, []byte) (Playback, error) { return run, nil }, Opener: noOpener{}, Width: 1280, Height: 900})
	if err != nil {
		fmt.Println("app:", err)
		return 1
	}
	a.openBytes("probe.crd", nil)
	if err := run.Seek(3010); err != nil {
		fmt.Println("seek:", err)
		return 1
	}
	a.in.mouse = image.Pt(-1, -1)
	a.insp.overlay = ui.Overlay{
		Ghosts: []ui.Ghost{{X: 300, Y: 900, R: 14, Col: ui.GhostTrace, Label: "P1 trace", OursX: 340, OursY: 930, Linked: true}},
		Pin:    &ui.PinMark{X: 760, Y: 940, R: 16, Label: "creature 52"},
	}
	a.insp.ver++
	ebiten.SetWindowSize(1280, 900)
	ebiten.SetScreenClearedEveryFrame(false) // as Run
	g := &probe{a: a}
	if err := ebiten.RunGame(g); err != nil {
		fmt.Println("game loop:", err)
		return 1
	}
	if !g.direct {
		fmt.Println("the final screen was never composed on at one pixel per pixel")
		return 1
	}
	return 0
}

// probe is the window of windowProbe: the app's frames, each checked after it is on the final
// screen.
type probe struct {
	a      *App
	n      int  // frames on the final screen
	direct bool // one was composed there
}

func (g *probe) Update() error {
	if g.n > probeFrames {
		return ebiten.Termination
	}
	g.a.refreshScene()
	return nil
}

func (g *probe) Draw(screen *ebiten.Image) { g.a.Draw(screen) }

func (g *probe) Layout(w, h int) (int, int) { return g.a.Layout(w, h) }

// DrawFinalScreen lets the app put the frame on the final screen, reads it back, and compares
// it with the same frame composed on one image from scratch.
func (g *probe) DrawFinalScreen(fs ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	a := g.a
	pending := a.frames.finalPending
	a.DrawFinalScreen(fs, offscreen, geoM)
	g.n++
	if g.n == 1 || g.n > probeFrames+1 {
		return // the loading frame; past the frames checked
	}
	dst := fs.(*ebiten.Image)
	if !pending || !a.frames.finalDirect {
		fmt.Printf("frame %d: not composed on the final screen (pending %v, direct %v, final screen %v)\n", g.n-1, pending, a.frames.finalDirect, dst.Bounds())
		return
	}
	g.direct = true
	w, h := a.frames.w, a.frames.h
	got := make([]byte, 4*w*h)
	dst.ReadPixels(got)
	// Ebitengine's OpenGL driver reads the display's framebuffer bottom row first.
	row := make([]byte, 4*w)
	for y := 0; y < h/2; y++ {
		top, bottom := got[4*w*y:4*w*(y+1)], got[4*w*(h-1-y):4*w*(h-y)]
		copy(row, top)
		copy(top, bottom)
		copy(bottom, row)
	}
	// The same frame composed from scratch on one image. Ebitengine draws antialiased shapes on
	// a buffer of the image drawn on (here the marks' layer), which grows to what they cover as
	// they are drawn, and how their edges round depends a little on its size. The first frame
	// grew it: it is composed again on a new layer, as a screenshot (one frame) is; the others,
	// on the window's.
	kept, layer := a.frames.screen, a.frames.marks
	a.frames.screen = onScreen{}
	first := g.n == 2
	if first {
		a.frames.marks = nil
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	a.drawFrame(img)
	want := make([]byte, 4*w*h)
	img.ReadPixels(want)
	img.Deallocate()
	if first && a.frames.marks != nil {
		a.frames.marks.Deallocate()
	}
	a.frames.screen, a.frames.marks = kept, layer
	if p := os.Getenv("RENDER_TEST_PNG"); p != "" {
		// (the frames saved under the window probe's names)
		for name, px := range map[string][]byte{"final": got, "composed": want} {
			img := ebiten.NewImage(w, h)
			img.WritePixels(px)
			_ = savePNG(img, strings.ReplaceAll(p, "NAME", fmt.Sprintf("probe-%d-%s", g.n-1, name)))
			img.Deallocate()
		}
	}
	var box image.Rectangle
	n, most := 0, 0
	for i := 0; i < len(got); i += 4 {
		d := 0
		for c := range 3 {
			d = max(d, int(got[i+c])-int(want[i+c]), int(want[i+c])-int(got[i+c]))
		}
		if d > 0 {
			n++
			most = max(most, d)
			p := i / 4
			box = box.Union(image.Rect(p%w, p/w, p%w+1, p/w+1))
		}
	}
	fmt.Printf("frame %d: %d pixels differ, by up to %d, within %v\n", g.n-1, n, most, box)
}
