package arena

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/scene"
)

// TestDecalGroundSeeksBack: going back, the ground starts again from its last snapshot at or
// before the position (not from the bare terrain: a step back at the end of a 60,000-tick run
// restamped 600,000 decals), and shows every position exactly as a ground baked straight to it
// does, through snapshots thinned when the budget is reached.
func TestDecalGroundSeeksBack(t *testing.T) {
	was, wasBudget := firstSnapEvery, snapBudget
	firstSnapEvery, snapBudget = 20, 4*4*64*64 // 4 snapshots of a 64×64 ground
	t.Cleanup(func() { firstSnapEvery, snapBudget = was, wasBudget })
	tex := sharedTextures(t)
	base := ownImage(64, 64)
	base.Fill(color.RGBA{60, 50, 40, 255})
	var list []scene.Decal
	for i := range 600 { // 3 decals a position, positions 1..200
		list = append(list, scene.Decal{Pos: i/3 + 1, Corpse: i%7 == 0, Type: i % 6, X: float64(i * 37 % 1024), Y: float64(i * 91 % 1024),
			W: 40, H: 40, Rotation: float64(i), Color: color.RGBA{uint8(i), 0, 0, 200}})
	}
	pixelsOf := func(img *ebiten.Image) []byte {
		b := make([]byte, 4*64*64)
		img.ReadPixels(b)
		return b
	}
	var g decalGround
	g.reset(base)
	for _, pos := range []int{200, 150, 199, 3, 120, 200, 0, 61, 60} {
		g.update(tex, list, pos, 0)
		var fresh decalGround
		fresh.reset(base)
		fresh.update(tex, list, pos, 0)
		if !bytes.Equal(pixelsOf(g.img), pixelsOf(fresh.img)) {
			t.Errorf("position %d: the ground differs from one baked straight to it", pos)
		}
		if len(g.snaps) > 4 {
			t.Errorf("position %d: %d snapshots, past the budget's 4", pos, len(g.snaps))
		}
	}
	// The snapshots are spaced by decals and ascend; going back from the end restamps at most
	// the spacing's worth.
	for i := 1; i < len(g.snaps); i++ {
		if a, b := g.snaps[i-1], g.snaps[i]; b.nBaked-a.nBaked < firstSnapEvery || b.baked <= a.baked {
			t.Errorf("snapshots %d and %d: %+v then %+v", i-1, i, a, b)
		}
	}
	if len(g.snaps) < 2 || g.snapEvery <= firstSnapEvery {
		t.Errorf("%d snapshots every %d decals: the budget never thinned them", len(g.snaps), g.snapEvery)
	}
	g.update(tex, list, 200, 0)
	before := g.stamped
	g.update(tex, list, 199, 0)
	if restamped := g.stamped - before; g.nBaked != 597 || restamped > g.snapEvery {
		t.Errorf("back to 199: %d decals baked, %d of them stamped again (snapshots every %d)", g.nBaked, restamped, g.snapEvery)
	}
}

// TestDecalGroundWithinALimit: with a limit, the ground goes on over several calls, each
// stopping at the end of a position (the image is always some position's ground), and ends as
// one baked at once does.
func TestDecalGroundWithinALimit(t *testing.T) {
	tex := sharedTextures(t)
	base := ownImage(64, 64)
	base.Fill(color.RGBA{60, 50, 40, 255})
	var list []scene.Decal
	for i := range 300 { // 3 decals a position, positions 1..100
		list = append(list, scene.Decal{Pos: i/3 + 1, X: float64(i * 37 % 1024), Y: float64(i * 91 % 1024), W: 40, H: 40, Color: color.RGBA{uint8(i), 0, 0, 200}})
	}
	var g, fresh decalGround
	g.reset(base)
	fresh.reset(base)
	fresh.update(tex, list, 100, 0)
	calls := 0
	for !g.update(tex, list, 100, 50) {
		calls++
		if g.nBaked%3 != 0 || g.baked != g.nBaked/3 {
			t.Fatalf("call %d stopped inside a position: %d decals, position %d", calls, g.nBaked, g.baked)
		}
		if calls > 10 {
			t.Fatal("the ground never got there")
		}
	}
	a, b := make([]byte, 4*64*64), make([]byte, 4*64*64)
	g.img.ReadPixels(a)
	fresh.img.ReadPixels(b)
	if calls != 5 || g.nBaked != 300 || !bytes.Equal(a, b) {
		t.Errorf("%d calls out of budget, %d decals: the same pixels %v", calls, g.nBaked, bytes.Equal(a, b))
	}
}
