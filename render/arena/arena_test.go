package arena

import (
	"bytes"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"

	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

var testTex *Textures

// sharedTextures are the window's textures, with the badges' letters in the window's face for
// them (render/ui's big face: Go Bold, 18 pixels).
func sharedTextures(t testing.TB) *Textures {
	if testTex == nil {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
		if err != nil {
			t.Fatal(err)
		}
		testTex = NewTextures(&text.GoTextFace{Source: src, Size: 18})
	}
	return testTex
}

// pixels draws a scene on a 1024×1024 arena (one screen pixel per world pixel) and returns
// the RGBA bytes.
func pixels(t testing.TB, ground *ebiten.Image, sc *scene.Scene) []byte {
	return pixelsWith(t, sharedTextures(t), ground, sc)
}

func pixelsWith(t testing.TB, tex *Textures, ground *ebiten.Image, sc *scene.Scene) []byte {
	dst := ebiten.NewImage(WorldSize, WorldSize)
	defer dst.Deallocate()
	Draw(dst, tex, ground, FitCamera(dst.Bounds()), sc)
	buf := make([]byte, 4*WorldSize*WorldSize)
	dst.ReadPixels(buf)
	return buf
}

func at(buf []byte, x, y float64) color.RGBA {
	i := 4 * (int(y)*WorldSize + int(x))
	return color.RGBA{buf[i], buf[i+1], buf[i+2], buf[i+3]}
}

func diff(a, b color.RGBA) int {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
}

func TestGroundIsTextured(t *testing.T) {
	tex := sharedTextures(t)
	plain := pixels(t, BakeGround(tex, nil), &scene.Scene{})
	if c := at(plain, 500, 500); c != groundClear {
		t.Fatalf("ground without stamps = %v, want the clear colour %v", c, groundClear)
	}
	buf := pixels(t, BakeGround(tex, testGround()), &scene.Scene{})
	var sum, sum2 float64
	clear := 0
	n := 0
	for y := 0; y < WorldSize; y += 4 {
		for x := 0; x < WorldSize; x += 4 {
			c := at(buf, float64(x), float64(y))
			l := 0.3*float64(c.R) + 0.59*float64(c.G) + 0.11*float64(c.B)
			sum += l
			sum2 += l * l
			if diff(c, groundClear) < 6 {
				clear++
			}
			n++
		}
	}
	mean := sum / float64(n)
	sd := math.Sqrt(sum2/float64(n) - mean*mean)
	if mean < 40 || mean > 160 {
		t.Errorf("ground mean luminance %.1f, want a mid-dark earth tone (40..160)", mean)
	}
	if sd < 4 {
		t.Errorf("ground luminance spread %.1f: the stamps left no texture", sd)
	}
	if frac := float64(clear) / float64(n); frac > 0.05 {
		t.Errorf("%.0f%% of the ground is bare clear colour: the stamps do not cover it", 100*frac)
	}
}

func TestCreaturesByType(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	for typ, want := range creatureColors {
		sc := scene.Scene{Creatures: []scene.CreatureView{{Type: typ, X: 512, Y: 512, Size: 64, Hitbox: 16}}}
		buf := pixels(t, ground, &sc)
		// The body's centre lies a few pixels below the sprite's centre (facing up).
		c := at(buf, 512, 520)
		if diff(c, groundClear) < 60 {
			t.Errorf("type %d: centre %v is still ground", typ, c)
		}
		// The dominant channel of the body colour dominates the drawn pixel too.
		if dom(c) != dom(want) {
			t.Errorf("type %d: centre %v, want %v dominant like %v", typ, c, "RGB"[dom(want)], want)
		}
		// Heading turns the sprite: the zombie's arms reach up at heading 0, right at pi/2.
		if typ == 0 {
			up := pixels(t, ground, &sc)
			sc.Creatures[0].Heading = math.Pi / 2
			right := pixels(t, ground, &sc)
			// Arm tip at (32±12, 12) in the 64-pixel sprite: world (512±12, 492) facing up.
			if diff(at(up, 500, 494), groundClear) < 30 || diff(at(right, 530, 500), groundClear) < 30 {
				t.Errorf("zombie arms not where the heading puts them: up %v, right %v", at(up, 500, 494), at(right, 530, 500))
			}
		}
	}
}

func dom(c color.RGBA) int {
	switch {
	case c.R >= c.G && c.R >= c.B:
		return 0
	case c.G >= c.B:
		return 1
	}
	return 2
}

// TestCreatureHitFlashAndCorpseFade: a hit creature keeps its tinted look (the simulation never
// counts the flash timer down, so a flash would stay on), and a corpse fades out.
func TestCreatureHitFlashAndCorpseFade(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	base := scene.CreatureView{Type: 3, X: 512, Y: 512, Size: 64, Hitbox: 16}
	lum := func(c scene.CreatureView) int {
		x := at(pixels(t, ground, &scene.Scene{Creatures: []scene.CreatureView{c}}), 512, 524)
		return int(x.R) + int(x.G) + int(x.B)
	}
	away := func(c scene.CreatureView) int {
		return diff(at(pixels(t, ground, &scene.Scene{Creatures: []scene.CreatureView{c}}), 512, 524), groundClear)
	}
	alive := lum(base)
	flash := base
	flash.HitFlash = 0.2
	if got := lum(flash); got != alive {
		t.Errorf("hit creature brightness %d, want %d like an unhit one", got, alive)
	}
	corpse := base
	corpse.Hitbox = -2 // alpha 0.8
	faded := base
	faded.Hitbox = -6 // alpha 0.4
	gone := base
	gone.Hitbox = -12 // alpha below 0: not drawn
	dc, df := away(corpse), away(faded)
	if !(dc > df && df > 5) {
		t.Errorf("corpse fade: corpse differs from the ground by %d, a fading one by %d: want %d > %d > 5", dc, df, dc, df)
	}
	if d := away(gone); d != 0 {
		t.Errorf("faded-out corpse still drawn: differs from the ground by %d", d)
	}
}

func TestPlayersProjectilesBonuses(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	sc := scene.Scene{
		Players:     []scene.PlayerView{{Index: 0, X: 300, Y: 300, AimX: 300, AimY: 100, Size: 48, Health: 100, MuzzleFlash: 1}},
		Projectiles: []scene.ProjectileView{{Type: 1, X: 700, Y: 300, Heading: math.Pi / 2, Life: 1}},
		Bonuses:     []scene.BonusView{{Type: 12, X: 500, Y: 700, Time: 10}},
	}
	buf := pixels(t, ground, &sc)
	if c := at(buf, 300, 302); !(c.B > c.R && c.B > 150) {
		t.Errorf("player 1 body %v, want its blue", c)
	}
	// Muzzle flash: bright, 0.6 of the size ahead along the aim (up).
	if c := at(buf, 300, 300-0.6*48); int(c.R)+int(c.G) < 400 {
		t.Errorf("muzzle flash %v, want bright yellow-white", c)
	}
	// A short aim tick from the body's edge towards the aim point, not a line all the way.
	if c := at(buf, 300, 300-48*0.45-aimTick/2); diff(c, groundClear) < 40 {
		t.Errorf("no aim tick at (300,%v): %v", 300-48*0.45-aimTick/2, c)
	}
	if c := at(buf, 300, 150); diff(c, groundClear) != 0 {
		t.Errorf("aim line drawn at (300,150), past the tick: %v", c)
	}
	// A bullet heading right is a streak behind its head (to its left).
	if c := at(buf, 692, 300); diff(c, groundClear) < 150 {
		t.Errorf("bullet streak %v", c)
	}
	// The medikit badge ring is its red.
	if c := at(buf, 500+16, 700); !(c.R > 150 && c.R > c.G) {
		t.Errorf("medikit ring %v, want red", c)
	}
}

// TestUnsetAimDrawsNothing: before the first input the aim point is (0, 0); no line or ring runs
// to the arena's corner, and the body keeps its heading.
func TestUnsetAimDrawsNothing(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	sc := scene.Scene{Players: []scene.PlayerView{{Index: 0, X: 300, Y: 300, Size: 48, Health: 100}}}
	buf := pixels(t, ground, &sc)
	for _, p := range [][2]float64{{150, 150}, {60, 60}, {240, 240}, {4, 4}} {
		if c := at(buf, p[0], p[1]); diff(c, groundClear) != 0 {
			t.Errorf("unset aim: (%v,%v) drawn %v, want the ground", p[0], p[1], c)
		}
	}
	if got := playerAim(&sc.Players[0]); got != 0 {
		t.Errorf("unset aim: body heading %v, want the player's heading 0", got)
	}
}

// TestCreatureSpriteCut checks the cut creature sprites: each drops at least a third of the
// sprite's area, and drawing the cut where the whole sprite goes gives the same pixels.
func TestCreatureSpriteCut(t *testing.T) {
	tex := sharedTextures(t)
	const side = spritePixels + 20
	whole := ebiten.NewImage(side, side)
	cut := ebiten.NewImage(side, side)
	defer whole.Deallocate()
	defer cut.Deallocate()
	bufW, bufC := make([]byte, 4*side*side), make([]byte, 4*side*side)
	for typ := range tex.creatures {
		img, off := tex.creatureSprite(typ)
		if b := img.Bounds(); b.Dx()*b.Dy() > spritePixels*spritePixels*2/3 {
			t.Errorf("type %d: cut %v keeps %d of %d pixels", typ, b, b.Dx()*b.Dy(), spritePixels*spritePixels)
		}
		whole.Clear()
		cut.Clear()
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(10, 10)
		whole.DrawImage(tex.creatures[typ], &op)
		cutGeoM(&op.GeoM, off)
		cut.DrawImage(img, &op)
		whole.ReadPixels(bufW)
		cut.ReadPixels(bufC)
		n := 0
		for i := range bufW {
			if bufW[i] != bufC[i] {
				n++
			}
		}
		if n != 0 {
			t.Errorf("type %d: the cut sprite differs from the whole in %d bytes", typ, n)
		}
	}
}

// TestWorldSceneShows draws the views render/scene reads from a hand-set World (its
// TestWorldScene): every live creature shows at its position over the run's own ground.
func TestWorldSceneShows(t *testing.T) {
	rep, err := replayio.ReadFile("../../testdata/reference/rush-201.crd")
	if err != nil {
		t.Fatal(err)
	}
	_, ter, err := sim.New(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	var sc scene.Scene
	for i := 0; i < 40; i++ {
		sc.Creatures = append(sc.Creatures, scene.CreatureView{Slot: i * 3, Type: i % 6, X: float64(100 + (i%8)*110), Y: float64(120 + (i/8)*150),
			Heading: float64(i), Size: 50, Tint: color.RGBA{255, 255, 255, 255}, Hitbox: 16, HP: 20, MaxHP: 20})
	}
	ground := BakeGround(sharedTextures(t), scene.GroundFromTerrain(ter))
	bare := pixels(t, ground, &scene.Scene{})
	full := pixels(t, ground, &sc)
	for _, c := range sc.Creatures {
		if d := diff(at(full, c.X, c.Y+4), at(bare, c.X, c.Y+4)); d < 30 {
			t.Errorf("creature %d (type %d) at (%.0f, %.0f) not visible: differs from the ground by %d", c.Slot, c.Type, c.X, c.Y, d)
		}
	}
}

// testGround scatters stamps the way the game does (1600 base, 70 overlay, 30 detail patches),
// from the window's own generator.
func testGround() []scene.GroundStamp {
	r := newCosmeticRand(5)
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

// TestPlayerHalo: a player under a creature (drawn at the same spot, larger) is still ringed in
// their colour, outside the creature: the ring just inside half the player's size (player 2's a
// step wider than player 1's) is the player's colour all round, and a dead player's is dimmer
// but still theirs.
func TestPlayerHalo(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	col := PlayerColor(1)
	for _, dead := range []bool{false, true} {
		sc := scene.Scene{
			Creatures: []scene.CreatureView{{Slot: 0, Type: 2, X: 400, Y: 400, Size: 40, Hitbox: 16, HP: 50, MaxHP: 100}},
			Players:   []scene.PlayerView{{Index: 1, X: 400, Y: 400, Size: 48, Health: 50, Dead: dead}},
		}
		buf := pixels(t, ground, &sc)
		r := 48*0.5 + haloStep - 1.5 // inside the ring (scale 1: world pixels are screen pixels), player 2's a step out
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 8 {
			c := at(buf, 400+r*math.Cos(a), 400+r*math.Sin(a))
			switch {
			case !dead && diff(c, col) > 30:
				t.Errorf("the halo at angle %.2f is %v, want the player's %v", a, c, col)
			case dead && (diff(c, groundClear) < 100 || !(c.R > c.G && c.G > c.B)):
				t.Errorf("a dead player's halo at angle %.2f is %v, want a dim %v", a, c, col)
			}
		}
	}
}

// TestHalosOfPlayersTogether: four players on one spot show four rings, each in its player's
// colour, a step apart.
func TestHalosOfPlayersTogether(t *testing.T) {
	ground := BakeGround(sharedTextures(t), nil)
	sc := scene.Scene{}
	for i := range 4 {
		sc.Players = append(sc.Players, scene.PlayerView{Index: i, X: 500, Y: 500, Size: 48, Health: 100})
	}
	buf := pixels(t, ground, &sc)
	for i := range 4 {
		r := 48*0.5 + haloStep*float64(i) - 1.5
		for a := 0.0; a < 2*math.Pi; a += math.Pi / 4 {
			if c := at(buf, 500+r*math.Cos(a), 500+r*math.Sin(a)); diff(c, PlayerColor(i)) > 30 {
				t.Errorf("player %d's ring at angle %.2f is %v, want %v", i+1, a, c, PlayerColor(i))
			}
		}
	}
}
