package sim

import (
	"strconv"
	"strings"
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

// Bandage and Lifeline 50-50 on two players (health 80 and 50) and a creature in every 7th
// slot (hp 100*(slot%9), spawner flag on every 5th): health, surviving slots and rng state
// from the reference port's perk_apply.
func TestPerkApplyWithEffectsMatchesReference(t *testing.T) {
	cases := []struct {
		perk   perks.ID
		seed   uint32
		rng    uint32
		h0, h1 float64
		alive  string
	}{
		{perk: 49, seed: 7, rng: 4064181753, h0: 92.0, h1: 64.0, alive: "0,7,14,21,28,35,42,49,56,63,70,77,84,91,98,105,112,119,126,133,140,147,154,161,168,175,182,189,196,203,210,217,224,231,238,245,252,259,266,273,280,287,294,301,308,315,322,329,336,343,350,357,364,371,378"},
		{perk: 57, seed: 7, rng: 990024631, h0: 80.0, h1: 50.0, alive: "0,7,14,28,35,42,56,70,84,98,105,112,126,133,140,154,161,168,175,182,196,210,224,231,238,245,252,259,266,280,287,294,308,315,322,336,350,357,364,378"},
		{perk: 49, seed: 2024, rng: 1588277730, h0: 100.0, h1: 52.0, alive: "0,7,14,21,28,35,42,49,56,63,70,77,84,91,98,105,112,119,126,133,140,147,154,161,168,175,182,189,196,203,210,217,224,231,238,245,252,259,266,273,280,287,294,301,308,315,322,329,336,343,350,357,364,371,378"},
		{perk: 57, seed: 2024, rng: 2152034392, h0: 80.0, h1: 50.0, alive: "0,7,14,28,35,42,56,70,84,98,105,112,126,133,140,154,161,168,175,182,196,210,224,231,238,245,252,259,266,280,287,294,308,315,322,336,350,357,364,378"},
	}
	for _, c := range cases {
		w := newPerkTestWorld(c.seed, 2, 0)
		w.Players[0].Health, w.Players[1].Health = 80, 50
		for i := 0; i < CreaturePoolSize; i += 7 {
			cr := activateCreature(w, i)
			cr.Pos = Vec2{100 + float64(i), 300}
			cr.HP = 100 * float64(i%9)
			if i%5 == 0 {
				cr.Flags = 4
			}
		}
		w.Perks.PendingCount = 1
		w.perkApply(c.perk, f32(1.0/60))
		if w.Rng.State != c.rng || float64(w.Players[0].Health) != c.h0 || float64(w.Players[1].Health) != c.h1 || aliveSlots(w) != c.alive {
			t.Errorf("perk %d seed %d: rng %d health %v/%v alive %s", c.perk, c.seed, w.Rng.State, w.Players[0].Health, w.Players[1].Health, aliveSlots(w))
		}
	}
}

func aliveSlots(w *World) string {
	var s []string
	for i := range w.Creatures.Entries {
		if w.Creatures.Entries[i].Active {
			s = append(s, strconv.Itoa(i))
		}
	}
	return strings.Join(s, ",")
}

// Fire Cough over 700 stationary frames (aim (500,380), aim heading 1.9, spread 0.3): four
// coughs, their fire-bullet projectiles and muzzle puffs, against the reference port.
func TestFireCoughMatchesReference(t *testing.T) {
	w := newPerkTestWorld(9, 1, 0)
	p := &w.Players[0]
	p.Pos, p.Aim, p.AimHeading, p.SpreadHeat = Vec2{300, 300}, Vec2{500, 380}, 1.9, 0.3
	p.PerkCounts[perks.FireCaugh] = 1
	dt := f32(1.0 / 60)
	for range 700 {
		w.applyPlayerPerkTicks(p, dt, true)
	}
	var projs, sprites []string
	for i := range w.Projectiles.Entries {
		pr := &w.Projectiles.Entries[i]
		if pr.Active {
			projs = append(projs, strconv.Itoa(i)+":"+strconv.Itoa(pr.TypeID)+":"+pyFloat(pr.Angle)+":"+pyFloat(pr.Pos.X)+":"+pyFloat(pr.Pos.Y))
		}
	}
	for i := range w.Effects.SpriteEffects.Entries {
		s := &w.Effects.SpriteEffects.Entries[i]
		if s.Active {
			sprites = append(sprites, pyFloat(s.Pos.X)+":"+pyFloat(s.Vel.X)+":"+pyFloat(s.Rotation))
		}
	}
	wantProjs := "0:45:1.9522004092426788:315.746378081333:302.8375301442834;1:45:1.9485854947650796:315.746378081333:302.8375301442834;2:45:1.8869583086116815:315.746378081333:302.8375301442834;3:45:2.005708023877314:315.746378081333:302.8375301442834"
	wantSprites := "315.746378081333:-8.082239171587585:5.91;315.746378081333:-8.082239171587585:4.69;315.746378081333:-8.082239171587585:1.26;315.746378081333:-8.082239171587585:4.23"
	if got := strings.Join(projs, ";"); got != wantProjs {
		t.Errorf("projectiles\n got %s\nwant %s", got, wantProjs)
	}
	if got := strings.Join(sprites, ";"); got != wantSprites {
		t.Errorf("sprites\n got %s\nwant %s", got, wantSprites)
	}
	if w.Rng.State != 2679903193 || p.FireCoughTimer != 0.6666672751307487 || w.Perks.FireCoughInterval != 2.0 {
		t.Errorf("rng %d timer %v interval %v", w.Rng.State, p.FireCoughTimer, w.Perks.FireCoughInterval)
	}
}

// A Freeze pickup removes every corpse; only corpses noted at tick start (slots 0, 6, 12, ...)
// shatter, corpses past the despawn hitbox vanish silently; living creatures stay. Expected rng
// states from the reference port's bonus_apply.
func TestFreezeShattersTickStartCorpses(t *testing.T) {
	for _, c := range []struct {
		seed, rng uint32
	}{{3, 1826254261}, {4, 3608841790}} {
		w := newPerkTestWorld(c.seed, 1, 0)
		var atStart [CreaturePoolSize]bool
		for i := 0; i < 60; i += 3 {
			cr := activateCreature(w, i)
			cr.Pos = Vec2{100 + float64(i), 300}
			cr.HP = 40
			if i%2 == 0 {
				cr.HP = -5
			}
			k := 1
			if i%6 != 0 {
				k = i % 3
			}
			cr.HitboxSize = []float64{-12, 3, 16}[k]
			if i%6 == 0 {
				atStart[i] = true
			}
		}
		w.bonusApply(&w.Players[0], bonuses.Freeze, 5, w.Players[0].Pos, &atStart)
		if w.Rng.State != c.rng || aliveSlots(w) != "3,9,15,21,27,33,39,45,51,57" || w.BonusTimers.Freeze != 5 {
			t.Errorf("seed %d: rng %d alive %s freeze %v", c.seed, w.Rng.State, aliveSlots(w), w.BonusTimers.Freeze)
		}
	}
}
