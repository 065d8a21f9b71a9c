package sim

import (
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

// Cases from the port's test_telekinetic_perk.py.
func TestTelekineticPicksUpAfterHoverTime(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	slot := w.bonusSpawnAt(Vec2{100, 100}, bonuses.Points, -1, worldSize, worldSize)
	p := &w.Players[0]
	p.Pos, p.Aim = Vec2{}, Vec2{100, 100}
	w.bonusTelekineticUpdate(700, nil)
	if w.Bonuses.Entries[slot].Picked {
		t.Fatal("picked without the perk")
	}
	p.BonusAimHoverTimerMs = 0
	p.PerkCounts[perks.Telekinetic] = 1
	w.bonusTelekineticUpdate(700, nil)
	if !w.Bonuses.Entries[slot].Picked || p.Experience != 500 || w.Tick.Events.PickupCount != 1 {
		t.Fatalf("picked %v xp %d pickups %d", w.Bonuses.Entries[slot].Picked, p.Experience, w.Tick.Events.PickupCount)
	}
	if p.BonusAimHoverIndex != -1 || p.BonusAimHoverTimerMs != 0 {
		t.Fatal("hover not reset after the pickup")
	}
}

func TestTelekineticPicksOneBonusPerFrame(t *testing.T) {
	w := newPerkTestWorld(1, 2, 0)
	first := w.bonusSpawnAt(Vec2{100, 100}, bonuses.Points, -1, worldSize, worldSize)
	second := w.bonusSpawnAt(Vec2{200, 200}, bonuses.Points, -1, worldSize, worldSize)
	for i, aim := range []Vec2{{100, 100}, {200, 200}} {
		w.Players[i].Pos, w.Players[i].Aim = Vec2{}, aim
		w.Players[i].PerkCounts[perks.Telekinetic] = 1
	}
	w.bonusTelekineticUpdate(700, nil)
	if w.Tick.Events.PickupCount != 1 || w.Tick.Events.Pickups[0].PlayerIndex != 0 ||
		!w.Bonuses.Entries[first].Picked || w.Bonuses.Entries[second].Picked {
		t.Fatalf("pickups %+v", w.Tick.Events.Pickups[:w.Tick.Events.PickupCount])
	}
}

func TestTelekineticHoverTimerCarriesAcrossBonuses(t *testing.T) {
	w := newPerkTestWorld(1, 1, 0)
	first := w.bonusSpawnAt(Vec2{100, 100}, bonuses.Points, -1, worldSize, worldSize)
	second := w.bonusSpawnAt(Vec2{130, 100}, bonuses.Points, -1, worldSize, worldSize)
	p := &w.Players[0]
	p.Pos, p.Aim = Vec2{}, Vec2{100, 100}
	p.PerkCounts[perks.Telekinetic] = 1
	w.bonusTelekineticUpdate(400, nil)
	if w.Tick.Events.PickupCount != 0 {
		t.Fatal("picked too early")
	}
	p.Aim = Vec2{130, 100}
	w.bonusTelekineticUpdate(300, nil)
	ev := w.Tick.Events.Pickups[0]
	if w.Tick.Events.PickupCount != 1 || ev.BonusID != int(bonuses.Points) || ev.Pos != (Vec2{130, 100}) ||
		w.Bonuses.Entries[first].Picked || !w.Bonuses.Entries[second].Picked {
		t.Fatalf("pickups %d %+v", w.Tick.Events.PickupCount, ev)
	}
}

// Kill drops are off in Typo, Rush and Tutorial (test_bonus_spawn_suppression.py) and while the
// bonus spawn guard is set.
func TestBonusTrySpawnOnKillSuppressed(t *testing.T) {
	for _, mode := range []int{GameModeTypo, GameModeRush, GameModeTutorial} {
		w := newPerkTestWorld(1, 1, 0)
		w.Config.GameMode = mode
		state := w.Rng.State
		if w.bonusTrySpawnOnKill(Vec2{300, 300}, worldSize, worldSize) != -1 || w.Rng.State != state {
			t.Errorf("mode %d dropped a bonus or drew", mode)
		}
	}
	w := newPerkTestWorld(1, 1, 0)
	w.Gameplay.BonusSpawnGuard = true
	if w.bonusTrySpawnOnKill(Vec2{300, 300}, worldSize, worldSize) != -1 {
		t.Error("guarded kill dropped a bonus")
	}
}
