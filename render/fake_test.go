package render

import (
	"errors"
	"image/color"
	"math"
	"time"

	"crdplayer/game"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// fakeRun is a Playback with a hand-made scene: the window's tests drive it without the
// simulation.
type fakeRun struct {
	rep      *replayio.Replay
	pos      int
	playing  bool
	speed    float64
	acc      float64
	scene    scene.Scene
	ground   []scene.GroundStamp
	timeline game.Timeline
	closed   bool
}

func newFakeRun(ticks int) *fakeRun {
	rep := &replayio.Replay{FormatVersion: 35, GameVersion: "test", Rules: 1,
		Run: replayio.RunSpec{GameModeID: replayio.ModeSurvival, PlayerCount: 1, DetailPreset: 5}}
	rep.Ticks = make([]replayio.Tick, ticks)
	for i := range rep.Ticks {
		rep.Ticks[i].Inputs = []replayio.Input{{AimX: 600, AimY: 400, Flags: replayio.FlagFireDown}}
	}
	return &fakeRun{rep: rep, speed: 1, timeline: game.Timeline{Prepared: ticks, Done: true}}
}

func (f *fakeRun) Replay() *replayio.Replay { return f.rep }
func (f *fakeRun) Len() int                 { return len(f.rep.Ticks) }
func (f *fakeRun) Pos() int                 { return f.pos }
func (f *fakeRun) World() *sim.World        { return nil }
func (f *fakeRun) Hash() uint64             { return uint64(f.pos) * 0x9E3779B97F4A7C15 }
func (f *fakeRun) Err() error               { return nil }
func (f *fakeRun) Progress() game.Progress {
	return game.Progress{Prepared: f.Len(), Total: f.Len(), Done: true}
}
func (f *fakeRun) Timeline() game.Timeline                 { return f.timeline }
func (f *fakeRun) Verification() (game.Verification, bool) { return game.Verification{}, false }
func (f *fakeRun) Step(d int) error                        { return f.Seek(f.pos + d) }
func (f *fakeRun) Seek(t int) error {
	if t < 0 || t > f.Len() {
		return errors.New("out of range")
	}
	f.pos = t
	f.scene.Tick = t
	return nil
}
func (f *fakeRun) RequestSeek(t int) error { return f.Seek(t) }
func (f *fakeRun) Seeking() (int, bool)    { return 0, false }
func (f *fakeRun) Play()                   { f.playing = true }
func (f *fakeRun) Pause()                  { f.playing = false }
func (f *fakeRun) Playing() bool           { return f.playing }
func (f *fakeRun) SetSpeed(x float64) float64 {
	f.speed = min(max(x, game.MinSpeed), game.MaxSpeed)
	return f.speed
}
func (f *fakeRun) Speed() float64 { return f.speed }
func (f *fakeRun) Update(dt time.Duration) (int, error) {
	if !f.playing {
		return 0, nil
	}
	f.acc += dt.Seconds() * 60 * f.speed
	n := int(f.acc)
	f.acc -= float64(n)
	n = min(n, f.Len()-f.pos)
	f.pos += n
	f.scene.Tick = f.pos
	return n, nil
}
func (f *fakeRun) Close()                      { f.closed = true }
func (f *fakeRun) Scene() *scene.Scene         { return &f.scene }
func (f *fakeRun) Ground() []scene.GroundStamp { return f.ground }

// testGround scatters stamps the way the game does (1600 base, 70 overlay, 30 detail patches),
// from a copy of the window's cosmetic generator (render/arena's; its tests scatter the same).
func testGround() []scene.GroundStamp {
	r := newTestRand(5)
	var out []scene.GroundStamp
	for layer, n := range []int{1600, 70, 30} {
		tex := []int{0, 1, 0}[layer]
		for i := 0; i < n; i++ {
			out = append(out, scene.GroundStamp{Layer: layer, Texture: tex, Rotation: r.float() * 3.14,
				X: r.float()*1152 - 64, Y: r.float()*1152 - 64})
		}
	}
	return out
}

// testRand is render/arena's cosmetic generator (xorshift64*), for the test ground.
type testRand struct{ s uint64 }

func newTestRand(seed uint64) *testRand { return &testRand{s: seed*2685821657736338717 | 1} }

func (r *testRand) float() float64 {
	r.s ^= r.s >> 12
	r.s ^= r.s << 25
	r.s ^= r.s >> 27
	return float64((r.s*2685821657736338717)>>11) / (1 << 53)
}

// crowdScene is a busy arena: n creatures of every type in rings around the player, some dying
// and some corpses, projectiles, bonuses and effects.
func crowdScene(n int) scene.Scene {
	sc := scene.Scene{Mode: replayio.ModeSurvival, ElapsedMs: 61234, Kills: 321}
	for i := 0; i < n; i++ {
		a := float64(i) * 2.399963
		rad := 80 + 420*math.Sqrt(float64(i)/float64(n))
		c := scene.CreatureView{Slot: i, Type: i % 6, X: 512 + rad*math.Cos(a), Y: 512 + rad*math.Sin(a),
			Heading: a + math.Pi, Size: 40 + float64(i%4)*8, Hitbox: 16, HP: 50, MaxHP: 100}
		switch i % 10 {
		case 7:
			c.HitFlash = 0.08
		case 8:
			c.Hitbox = 6
		case 9:
			c.Hitbox = -3
		}
		sc.Creatures = append(sc.Creatures, c)
	}
	sc.Players = []scene.PlayerView{{Index: 0, X: 512, Y: 512, AimX: 700, AimY: 380, Size: 48, Health: 72,
		WeaponID: 2, Ammo: 17, ClipSize: 25, Experience: 5400, Level: 4, MuzzleFlash: 0.8,
		Perks: []scene.PerkCount{{ID: 14, Count: 1}, {ID: 3, Count: 2}}}}
	for i := 0; i < 40; i++ {
		a := float64(i) * 0.7
		sc.Projectiles = append(sc.Projectiles, scene.ProjectileView{Type: []int{1, 2, 6, 9, 0x15}[i%5],
			Secondary: i%13 == 0, X: 512 + 150*math.Cos(a), Y: 512 + 150*math.Sin(a), Heading: a + math.Pi/2, Life: 1})
	}
	for i := 1; i <= 14; i++ {
		sc.Bonuses = append(sc.Bonuses, scene.BonusView{Type: i, X: float64(60 + i*64), Y: 960, Time: 8})
	}
	for i := 0; i < 60; i++ {
		sc.Effects = append(sc.Effects, scene.EffectView{Kind: scene.EffectKind(i % 4), X: 300 + float64(i*7), Y: 250,
			W: 20, H: 20, Rotation: float64(i), Color: color.RGBA{200, 40, 30, 160}, Additive: i%2 == 0})
	}
	sc.Timers = []scene.Timer{{Name: "Freeze", Left: 3.5}}
	return sc
}
