package ui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/scene"
)

// TestMarksDrawWithinTheirInk draws the overlay's and the death marks' cases on a clear image
// and checks that every pixel they touch lies in the rectangle they return: the window copies
// only that much of their layer onto the frame and clears only that much again, so a mark
// reaching past it would go missing, and stay on the layer to show in a later frame.
func TestMarksDrawWithinTheirInk(t *testing.T) {
	f := testFonts(t)
	fit := arena.FitCamera(image.Rect(124, 4, 816, 696))
	zoomed := arena.ZoomCamera(fit, 3, 512, 512)
	dead := scene.Scene{Players: []scene.PlayerView{{Index: 0, X: 40, Y: 990, Size: 48, Dead: true}, {Index: 1, X: 520, Y: 500, Size: 48}}}
	contact := &game.Killer{PlayerHit: game.PlayerHit{Source: game.HitContact, Creature: 13, CreatureType: 3}}
	marks := DeathMarks([]game.Death{{Player: 0, Tick: 99, Killer: contact}, {Player: 1, Tick: 99}}, 150, &dead)
	if len(marks) != 2 {
		t.Fatalf("%d death marks, want 2", len(marks))
	}
	cases := []struct {
		what string
		cam  arena.Camera
		draw func(dst *ebiten.Image, cam arena.Camera) image.Rectangle
	}{
		{"ghosts, linked and labelled, over each other's labels", fit, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawOverlay(dst, f, cam, &Overlay{Ghosts: []Ghost{
				{X: 300, Y: 900, R: 14, Col: GhostTrace, Label: "P1 trace", OursX: 340, OursY: 930, Linked: true},
				{X: 305, Y: 905, R: 14, Col: GhostOf(1), Label: "P2 B"},
				{X: 1010, Y: 20, R: 30, Col: GhostOf(2), Label: "P3 B, at the arena's corner", OursX: 900, OursY: 100, Linked: true},
			}})
		}},
		{"a pinned creature and a ghost", fit, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawOverlay(dst, f, cam, &Overlay{Ghosts: []Ghost{{X: 500, Y: 500, R: 2, Col: GhostTrace, Label: "P1 trace"}},
				Pin: &PinMark{X: 760, Y: 940, R: 16, Label: "creature 52"}})
		}},
		{"a pin off the arena", fit, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawOverlay(dst, f, cam, &Overlay{Pin: &PinMark{X: -60, Y: 1000, R: 16, Label: "creature 7"}})
		}},
		{"a pin out of a zoomed view", zoomed, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawOverlay(dst, f, cam, &Overlay{Pin: &PinMark{X: 100, Y: 100, R: 16, Label: "bonus 3"}})
		}},
		{"a pin zoomed in", zoomed, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawOverlay(dst, f, cam, &Overlay{Pin: &PinMark{X: 512, Y: 520, R: 40, Label: "player 2"}})
		}},
		{"death marks, one placed away from its cross", fit, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawDeathMarks(dst, f, cam, marks, &dead)
		}},
		{"a death mark alone, its label right by its cross", fit, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawDeathMarks(dst, f, cam, marks[1:], &dead)
		}},
		{"death marks zoomed in", zoomed, func(dst *ebiten.Image, cam arena.Camera) image.Rectangle {
			return DrawDeathMarks(dst, f, cam, marks, &dead)
		}},
	}
	dst := ebiten.NewImage(1280, 900)
	px := make([]byte, 4*1280*900)
	for _, c := range cases {
		dst.Clear()
		r := c.draw(dst, c.cam)
		dst.ReadPixels(px)
		var inked image.Rectangle
		for i := 3; i < len(px); i += 4 {
			if px[i] != 0 {
				p := (i - 3) / 4
				inked = inked.Union(image.Rect(p%1280, p/1280, p%1280+1, p/1280+1))
			}
		}
		if inked.Empty() {
			t.Errorf("%s: nothing drawn", c.what)
			continue
		}
		if !inked.In(r) {
			t.Errorf("%s: drawn within %v, reported %v", c.what, inked, r)
		}
		if !r.In(c.cam.Rect()) {
			t.Errorf("%s: reported %v, outside the arena's square %v", c.what, r, c.cam.Rect())
		}
	}
}
