package scene

import (
	"image/color"
	"testing"

	"crdplayer/game"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// worldAt is a Source showing a World at a position, with no timeline.
type worldAt struct {
	w   *sim.World
	rep *replayio.Replay
	pos int
}

func (r worldAt) Pos() int                 { return r.pos }
func (r worldAt) Replay() *replayio.Replay { return r.rep }
func (r worldAt) World() *sim.World        { return r.w }
func (r worldAt) Timeline() game.Timeline  { return game.Timeline{} }

// TestWorldScene reads a hand-set World: the scene holds what the simulation's pools hold (the
// arena's tests draw these views: render/arena TestWorldSceneShows).
func TestWorldScene(t *testing.T) {
	rep, err := replayio.ReadFile("../../testdata/reference/rush-201.crd")
	if err != nil {
		t.Fatal(err)
	}
	w, _, err := sim.NewFromReplay(rep)
	if err != nil {
		t.Fatal(err)
	}
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
	w.Effects.Effects.Entries[7] = sim.EffectEntry{EffectID: sim.EffectRing, Pos: sim.Vec2{X: 700, Y: 700}, Scale: 2,
		HalfWidth: 16, HalfHeight: 16, Flags: 0x40, Color: sim.RGBA{R: 1, G: 0.5, B: 0, A: 0.5}}
	w.Effects.Effects.Entries[8] = sim.EffectEntry{EffectID: sim.EffectGlow, Pos: sim.Vec2{X: 700, Y: 700}, Scale: 1,
		HalfWidth: 8, HalfHeight: 8, Age: -0.1, Flags: 0x10, Color: sim.White} // waiting: not shown
	w.Effects.Particles.Entries[0] = sim.Particle{Active: true, Pos: sim.Vec2{X: 600, Y: 600}, Intensity: 0, ScaleX: 1, ScaleY: 0.5, ScaleZ: 0, Age: 1}
	w.Effects.SpriteEffects.Entries[0] = sim.SpriteEffect{Active: true, Pos: sim.Vec2{X: 650, Y: 600}, Scale: 30, Color: sim.RGBA{R: 0.5, G: 0.5, B: 0.5, A: 0.5}}
	var sc Scene
	Read(worldAt{w: w, rep: rep}, &sc)
	wantFx := []EffectView{
		{Kind: EffectRing, X: 700, Y: 700, W: 64, H: 64, Color: color.RGBA{255, 128, 0, 128}},
		{Kind: EffectGlow, X: 600, Y: 600, W: 48, H: 48, Color: color.RGBA{255, 128, 0, 255}, Additive: true}, // intensity 0: radius 24
		{Kind: EffectGlow, X: 650, Y: 600, W: 30, H: 30, Color: color.RGBA{128, 128, 128, 128}},
	}
	if len(sc.Effects) != len(wantFx) {
		t.Fatalf("effects %+v, want %+v", sc.Effects, wantFx)
	}
	for i, e := range sc.Effects {
		if e != wantFx[i] {
			t.Errorf("effect %d = %+v, want %+v", i, e, wantFx[i])
		}
	}
	if len(sc.Creatures) != 41 || len(sc.Projectiles) != 1 || len(sc.Bonuses) != 1 || len(sc.Players) != 1 {
		t.Fatalf("scene holds %d creatures, %d projectiles, %d bonuses, %d players; want 41, 1, 1 (the picked one hidden), 1",
			len(sc.Creatures), len(sc.Projectiles), len(sc.Bonuses), len(sc.Players))
	}
	if p := sc.Projectiles[0]; p.Life != 0.25 || p.Heading != 1 {
		t.Errorf("projectile view %+v: want life 0.1/0.4 and heading 1", p)
	}
	if p := sc.Players[0]; p.Health != 55 || len(p.Perks) != 1 || p.Perks[0] != (PerkCount{14, 2, "Fastshot"}) {
		t.Errorf("player view %+v", p)
	}
	if c := sc.Creatures[40]; !c.Dying() || c.Tint != (color.RGBA{255, 255, 255, 255}) {
		t.Errorf("corpse view %+v", c)
	}
	for i, c := range sc.Creatures[:40] {
		want := CreatureView{Slot: i * 3, Type: i % 6, X: float64(100 + (i%8)*110), Y: float64(120 + (i/8)*150),
			Heading: float64(i), Size: 50, Tint: color.RGBA{255, 255, 255, 255}, Hitbox: 16, HP: 20, MaxHP: 20}
		if c != want {
			t.Errorf("creature %d view %+v, want %+v", i, c, want)
		}
	}
	if sc.Mode != replayio.ModeRush {
		t.Errorf("mode %d, want Rush (%d)", sc.Mode, replayio.ModeRush)
	}
}

// TestNamesAsTheRunSpellsThem: the HUD's weapon and perk names and the perk menu's are spelt as
// the run's game spells them, the native tables' with preserve_bugs ("Fire Caugh", "Plague
// Sphreader Gun"), the fixed ones without (a new user found the menu misspelt in a run without
// preserve_bugs).
func TestNamesAsTheRunSpellsThem(t *testing.T) {
	for _, bugs := range []bool{false, true} {
		p := sim.Player{WeaponID: 41, HasAltWeapon: true, AltWeaponID: 41}
		p.PerkCounts[54] = 1
		v := playerView(0, &p, bugs)
		weapon, perk := "Plague Spreader Gun", "Fire Cough"
		if bugs {
			weapon, perk = "Plague Sphreader Gun", "Fire Caugh"
		}
		if v.WeaponName != weapon || v.AltWeapon != weapon || len(v.Perks) != 1 || v.Perks[0].Name != perk {
			t.Errorf("preserve_bugs %v: weapon %q, alt %q, perks %+v; want %q and %q", bugs, v.WeaponName, v.AltWeapon, v.Perks, weapon, perk)
		}
		rep := &replayio.Replay{}
		rep.Run.PreserveBugs = bugs
		var m PerkMenuView
		perkMenuScene([]game.Event{{Pos: 5, Kind: game.EventPerkMenuOpen, Choices: []int{54, 14}}}, rep, 5, &m)
		if !m.Open || len(m.Names) != 2 || m.Names[0] != perk || m.Names[1] != "Fastshot" {
			t.Errorf("preserve_bugs %v: menu %+v", bugs, m)
		}
	}
}

// TestPlayersLevelUp: the first player levels up in Survival (and quests, the tutorial), no
// other player does, and nobody in Rush or Typ-o: the HUD shows a level only for those, and
// each run bears it out (Rush's player ends at level 1 with experience past level 1's
// threshold; Survival's first player leaves level 1, its second does not).
func TestPlayersLevelUp(t *testing.T) {
	for _, c := range []struct {
		path string
		want []bool
	}{
		{"../../testdata/reference/survival-2p-105.crd", []bool{true, false}},
		{"../../testdata/reference/rush-201.crd", []bool{false}},
		{"../../testdata/typo/typo-names-405.crd", []bool{false}},
	} {
		rep, w := startRun(t, c.path)
		maxLevel := make([]int, w.PlayerCount)
		for k := range rep.Ticks {
			if _, err := w.Step(&rep.Ticks[k]); err != nil {
				break
			}
			for i := range maxLevel {
				maxLevel[i] = max(maxLevel[i], w.Players[i].Level)
			}
		}
		var sc Scene
		Read(worldAt{w: w, rep: rep, pos: len(rep.Ticks)}, &sc)
		for i, want := range c.want {
			if sc.Players[i].LevelsUp != want || (maxLevel[i] > 1) != want {
				t.Errorf("%s player %d: LevelsUp %v, the run's highest level %d (xp %d); want levelling %v",
					c.path, i+1, sc.Players[i].LevelsUp, maxLevel[i], w.Players[i].Experience, want)
			}
		}
	}
}

// TestRunEndScene: at the recording's last position the scene says how the run ended, from the
// recorded outcome (a completed tutorial, a death, a recording cut off while the run went on;
// a completed quest has its own box), and nothing a tick before.
func TestRunEndScene(t *testing.T) {
	for _, c := range []struct {
		path string
		want EndView
	}{
		{"../../testdata/tutorial/tutorial-complete-301.crd", EndView{Head: "Tutorial completed", Kind: EndCompleted}},
		{"../../testdata/quests/quest-1.6-idle-51.crd", EndView{Head: "Run over: the player died", Kind: EndDeath}},
		{"../../testdata/quests/quest-2.1-2p-24.crd", EndView{Head: "The recording ends here: the run goes on"}},
		{"../../testdata/quests/quest-1.1-2p-21.crd", EndView{}},
	} {
		rep, w := startRun(t, c.path)
		var sc Scene
		Read(worldAt{w: w, rep: rep, pos: len(rep.Ticks) - 1}, &sc)
		if sc.End != (EndView{}) {
			t.Errorf("%s a tick before the end: %+v", c.path, sc.End)
		}
		Read(worldAt{w: w, rep: rep, pos: len(rep.Ticks)}, &sc)
		if sc.End != c.want {
			t.Errorf("%s at the end: %+v, want %+v (outcome %s)", c.path, sc.End, c.want, rep.Result.Outcome)
		}
	}
}

// startRun reads the run at path and starts its simulation (the World before tick 0).
func startRun(t *testing.T, path string) (*replayio.Replay, *sim.World) {
	t.Helper()
	rep, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	w, _, err := sim.NewFromReplay(rep)
	if err != nil {
		t.Fatal(err)
	}
	return rep, w
}
