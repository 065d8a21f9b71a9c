package scene

import (
	"image/color"
	"reflect"
	"testing"

	"crdplayer/game"
	"crdplayer/replayio"
	"crdplayer/sim"
)

func TestPerkMenuScene(t *testing.T) {
	rep := &replayio.Replay{Ticks: make([]replayio.Tick, 20)}
	rep.Run.PlayerCount = 2
	rep.Ticks[10].Commands = []replayio.Command{{Type: replayio.CmdPerkPick, ChoiceIndex: 3}}
	events := []game.Event{
		{Pos: 5, Kind: game.EventLevelUp, Player: 0, Value: 2},
		{Pos: 10, Kind: game.EventPerkMenuOpen, Player: 0, Choices: []int{14, 56, 12, 7, 27}},
		{Pos: 11, Kind: game.EventPerkPick, Player: 0, Value: 7, Choices: []int{14, 56, 12, 7, 27}, Choice: 3},
	}
	names := []string{"Fastshot", "Tough Reloader", "Ammo Maniac", "Instant Winner", "Bonus Magnet"}
	tests := []struct {
		pos  int
		want PerkMenuView
	}{
		{9, PerkMenuView{Picked: -1}},
		{10, PerkMenuView{Open: true, Players: 2, Choices: []int{14, 56, 12, 7, 27}, Names: names, Picked: 3}},
		{11, PerkMenuView{Open: true, Players: 2, Choices: []int{14, 56, 12, 7, 27}, Names: names, Picked: 3, Taken: true}},
		{12, PerkMenuView{Picked: -1}},
	}
	for _, tt := range tests {
		got := PerkMenuView{Picked: -1}
		perkMenuScene(events, rep, tt.pos, &got)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("at %d: %+v, want %+v", tt.pos, got, tt.want)
		}
	}
}

func TestEnergizerTint(t *testing.T) {
	w := &sim.World{}
	w.Creatures.Entries[0] = sim.Creature{Active: true, MaxHP: 100, HitboxSize: 16, Tint: sim.White}
	w.Creatures.Entries[1] = sim.Creature{Active: true, MaxHP: 800, HitboxSize: 16, Tint: sim.White}
	for _, tt := range []struct {
		timer      float64
		weak, boss color.RGBA
	}{
		{0, color.RGBA{255, 255, 255, 255}, color.RGBA{255, 255, 255, 255}},
		{3, color.RGBA{128, 128, 255, 255}, color.RGBA{255, 255, 255, 255}},   // full strength from 1 s up
		{0.5, color.RGBA{192, 192, 255, 255}, color.RGBA{255, 255, 255, 255}}, // fading in the last second
	} {
		w.BonusTimers.Energizer = tt.timer
		var sc Scene
		worldScene(w, &sc)
		if sc.Creatures[0].Tint != tt.weak || sc.Creatures[1].Tint != tt.boss {
			t.Errorf("energizer %v s: tints %v and %v, want %v and %v", tt.timer, sc.Creatures[0].Tint, sc.Creatures[1].Tint, tt.weak, tt.boss)
		}
	}
}

func TestEffectColor(t *testing.T) {
	grey := sim.RGBA{R: 0.9, G: 0.9, B: 0.9, A: 1}
	// Frames 3–7 of the game's particle sheet are blood: the tint multiplies a dark red.
	for id := sim.EffectID(3); id <= 7; id++ {
		if c := effectColor(id, grey); !(c.R > 100 && c.G < 20 && c.B < 20 && c.A == 217) {
			t.Errorf("effect %d tinted grey = %v, want blood red at 85%%", id, c)
		}
	}
	if c := effectColor(sim.EffectGlow, grey); c != (color.RGBA{230, 230, 230, 255}) {
		t.Errorf("glow tinted grey = %v, want the tint itself", c)
	}
}
