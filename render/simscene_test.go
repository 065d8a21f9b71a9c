package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/sim"
)

// plainScene is a scene-less Playback wrapper so buildScene reads the World.
type plainScene struct{ *simRun }

func (plainScene) Scene() {} // shadows simRun.Scene with a different signature: not a sceneSource

// TestWorldScene reads a hand-set World: the scene holds what the simulation's pools hold, and
// every live creature shows at its position over the run's own ground.
func TestWorldScene(t *testing.T) {
	run, ter := openSimRun(t, "rush-201.crd")
	w := run.w
	for i := 0; i < 40; i++ {
		c := &w.Creatures.Entries[i*3]
		*c = sim.Creature{Active: true, TypeID: i % 6, Pos: sim.Vec2{X: float64(100 + (i%8)*110), Y: float64(120 + (i/8)*150)},
			Heading: float64(i), Size: 50, HitboxSize: 16, Tint: sim.RGBA{R: 1, G: 1, B: 1, A: 1}, HP: 20, MaxHP: 20}
	}
	w.Creatures.Entries[200] = sim.Creature{Active: true, TypeID: 1, Pos: sim.Vec2{X: 900, Y: 900}, Size: 60, HitboxSize: -4, Tint: sim.White}
	w.Projectiles.Entries[5] = sim.Projectile{Active: true, TypeID: 2, Pos: sim.Vec2{X: 50, Y: 50}, Angle: 1, LifeTimer: 0.1}
	w.Bonuses.Entries[2] = sim.BonusEntry{BonusID: 12, Pos: sim.Vec2{X: 60, Y: 900}, TimeLeft: 5}
	w.Bonuses.Entries[3] = sim.BonusEntry{BonusID: 5, Picked: true, Pos: sim.Vec2{X: 90, Y: 900}, TimeLeft: 5}
	w.Players[0].Pos = sim.Vec2{X: 512, Y: 980}
	w.Players[0].Health = 55
	w.Players[0].PerkCounts[14] = 2
	var sc Scene
	if err := buildScene(plainScene{run}, &sc); err != nil {
		t.Fatal(err)
	}
	if len(sc.Creatures) != 41 || len(sc.Projectiles) != 1 || len(sc.Bonuses) != 1 || len(sc.Players) != 1 {
		t.Fatalf("scene holds %d creatures, %d projectiles, %d bonuses, %d players; want 41, 1, 1 (the picked one hidden), 1",
			len(sc.Creatures), len(sc.Projectiles), len(sc.Bonuses), len(sc.Players))
	}
	if p := sc.Projectiles[0]; p.Life != 0.25 || p.Heading != 1 {
		t.Errorf("projectile view %+v: want life 0.1/0.4 and heading 1", p)
	}
	if p := sc.Players[0]; p.Health != 55 || len(p.Perks) != 1 || p.Perks[0] != (PerkCount{14, 2}) {
		t.Errorf("player view %+v", p)
	}
	if c := sc.Creatures[40]; !c.Dying() || c.Tint != (color.RGBA{255, 255, 255, 255}) {
		t.Errorf("corpse view %+v", c)
	}
	ground := bakeGround(sharedTextures(t), groundFromTerrain(ter))
	bare := pixels(t, ground, &Scene{})
	full := pixels(t, ground, &sc)
	for _, c := range sc.Creatures[:40] {
		if d := diff(at(full, c.X, c.Y+4), at(bare, c.X, c.Y+4)); d < 30 {
			t.Errorf("creature %d (type %d) at (%.0f, %.0f) not visible: differs from the ground by %d", c.Slot, c.Type, c.X, c.Y, d)
		}
	}
}

// BenchmarkFrame300 draws whole frames (scene, arena, HUD, timeline, panes) of a busy arena:
// 300 creatures, projectiles, bonuses and effects. The issue asks for 60 frames per second at 1×
// on these machines: ns/op must stay under 16.7 ms. cmd/player --measure-fps measures the real
// window.
func BenchmarkFrame300(b *testing.B) {
	run := newFakeRun(6000)
	run.scene = crowdScene(300)
	run.ground = testGround()
	a, err := newApp(Options{Load: func(string, []byte) (Playback, error) { return run, nil }, Opener: noOpener{}, Width: 1280, Height: 900})
	if err != nil {
		b.Fatal(err)
	}
	a.openBytes("crowd.crd", nil)
	screen := ebitenScreen(a.w, a.h)
	px := make([]byte, 4)
	flush := func() { screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image).ReadPixels(px) }
	a.Draw(screen)
	flush()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		run.scene.Tick = i
		a.refreshScene()
		a.Draw(screen)
		flush() // waits for the rasterizer, as presenting a frame would
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "frames/s")
}
