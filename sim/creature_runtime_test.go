package sim

import (
	"math"
	"testing"

	"crdplayer/sim/creatures"
	"crdplayer/sim/perks"
)

// Unit tests of creature runtime details, with the expected values of the port's
// tests/test_creature_runtime.py (the port's stubbed rand draws are replaced by the real rng,
// whose next draw the test computes from a copy).

func newCreatureTestWorld(players int) *World {
	w := &World{}
	w.Creatures.Reset(SpawnEnv{TerrainWidth: 1024, TerrainHeight: 1024})
	w.Config.GameMode = GameModeRush // no bonus drop rolls
	w.Config.DetailPreset = 5
	w.resetPlayers(players)
	w.Rng.State = 0xBEEF
	return w
}

// activateCreature marks slot i active the way a spawn does (inside the pool's scan bound) and
// returns it for the test to fill in.
func activateCreature(w *World, i int) *Creature {
	w.Creatures.markLive(i)
	c := &w.Creatures.Entries[i]
	c.Active = true
	return c
}

func TestDeathAwardUsesFloat32SumBeforeTruncation(t *testing.T) {
	w := newCreatureTestWorld(1)
	w.Players[0].Experience = 48841
	c := activateCreature(w, 0)
	c.Pos = Vec2{100, 100}
	c.RewardValue = 60.998285714285714
	c.HP = 0
	w.creatureHandleDeath(0, 0, true)
	if got := w.Players[0].Experience; got != 48902 {
		t.Errorf("experience %d, want 48902", got)
	}
}

func TestHandleDeathInactiveEntrySkipsSideEffects(t *testing.T) {
	w := newCreatureTestWorld(1)
	w.BonusTimers.Freeze = 1.0
	c := &w.Creatures.Entries[0]
	c.Active = false
	c.HP = -1
	c.RewardValue = 49
	c.Pos = Vec2{100, 100}
	rng := w.Rng.State
	w.creatureHandleDeath(0, f32(1.0/60.0), true)
	if w.Players[0].Experience != 0 || w.Rng.State != rng || w.Creatures.KillCount != 0 {
		t.Errorf("xp %d rng moved %v kills %d; want no side effects", w.Players[0].Experience, w.Rng.State != rng, w.Creatures.KillCount)
	}
}

func TestTickDeadDefersDeactivationToPostRender(t *testing.T) {
	w := newCreatureTestWorld(1)
	c := activateCreature(w, 6)
	c.HP = -231.675
	c.HitboxSize = -9.656
	c.Pos = Vec2{588.6516, 379.7685}
	c.Flags = creatures.FlagAI7LinkTimer
	w.creatureTickDead(c, 0.018)
	if !c.Active || math.Abs(c.HitboxSize-(-10.016)) > 1e-6 {
		t.Fatalf("active %v hitbox %v, want active -10.016", c.Active, c.HitboxSize)
	}
	// A spawn in the same tick cannot take the slot yet.
	for i := 0; i < CreaturePoolSize; i++ {
		if i != 6 && i != 22 {
			activateCreature(w, i).HP = 1
		}
	}
	in := allocCreature(-1, Vec2{-40, 463}, &w.Rng)
	in.TypeID, in.Health = creatures.Lizard, 60.6925
	if idx := w.Creatures.spawnInit(&in, nil); idx != 22 {
		t.Errorf("spawned into slot %d, want 22", idx)
	}
	w.creaturesFinalizePostRenderLifecycle()
	if c.Active {
		t.Errorf("corpse below -10 still active after the post-render pass")
	}
}

func TestDeadSelfDamageTickShrinksHitboxBeforeDeadDecay(t *testing.T) {
	w := newCreatureTestWorld(1)
	c := activateCreature(w, 42)
	c.HP = -0.08500146865844727
	c.HitboxSize = 12.640003204345703
	c.Flags = creatures.FlagSelfDamageTick
	w.creaturesUpdate(0.03800000250339508, 38)
	if math.Abs(c.HitboxSize-11.006003) > 1e-5 {
		t.Errorf("hitbox %v, want 11.006003", c.HitboxSize)
	}
}

func TestAI7LinkTimerCountsFrameMs(t *testing.T) {
	w := newCreatureTestWorld(1)
	c := activateCreature(w, 0)
	*c = defaultCreature()
	c.Active, c.HP, c.Flags, c.AIMode, c.LinkIndex = true, 50, creatures.FlagAI7LinkTimer, 0, -16
	c.Pos, c.MoveSpeed, c.Size = Vec2{640, 512}, 0, 45
	next := w.Rng
	want := (next.Rand() & 0x1FF) + 500
	// The timer adds the frame's whole milliseconds (frame_dt_ms, 16 for a 60 Hz tick): -16
	// reaches 0, which flips the creature to AI mode 7 with a fresh hold time.
	w.creaturesUpdate(f32(1.0/60.0), 16)
	if c.AIMode != 7 || c.LinkIndex != want {
		t.Errorf("ai mode %d link %d, want 7 %d", c.AIMode, c.LinkIndex, want)
	}
}

func TestEvilEyesTargetTicksAI7TimerAndSkipsTheRest(t *testing.T) {
	w := newCreatureTestWorld(1)
	w.Players[0].PerkCounts[perks.EvilEyes] = 1
	w.Players[0].EvilEyesTargetCreature = 0
	c := activateCreature(w, 0)
	*c = defaultCreature()
	c.Active, c.HP, c.Flags, c.AIMode, c.LinkIndex = true, 50, creatures.FlagAI7LinkTimer, 7, 1
	c.Pos, c.Vel, c.AttackCooldown, c.MoveSpeed, c.Size = Vec2{640, 512}, Vec2{2, -3}, 1, 0, 45
	next := w.Rng
	want := -700 - (next.Rand() & 0x3FF)
	w.creaturesUpdate(f32(1.0/60.0), 16)
	if c.LinkIndex != want || c.AttackCooldown != 1 || c.Vel != (Vec2{2, -3}) || c.Pos != (Vec2{640, 512}) || c.ForceTarget != 0 {
		t.Errorf("link %d cooldown %v vel %v pos %v, want %d 1 (2,-3) (640,512)", c.LinkIndex, c.AttackCooldown, c.Vel, c.Pos, want)
	}
	// 100 ms left on the timer: 84 after one 16 ms tick, no draw.
	c.LinkIndex = 100
	rng := w.Rng.State
	w.creaturesUpdate(f32(1.0/60.0), 16)
	if c.LinkIndex != 84 || w.Rng.State != rng {
		t.Errorf("link %d (rng moved %v), want 84 without a draw", c.LinkIndex, w.Rng.State != rng)
	}
}

func TestAI7HoldKeepsVelocity(t *testing.T) {
	w := newCreatureTestWorld(1)
	c := activateCreature(w, 0)
	*c = defaultCreature()
	c.Active, c.HP, c.Flags, c.AIMode, c.LinkIndex = true, 50, creatures.FlagAI7LinkTimer, 7, 400
	c.Pos, c.Vel, c.MoveSpeed, c.Size = Vec2{640, 512}, Vec2{2, -3}, 4.2, 45
	w.creaturesUpdate(f32(1.0/60.0), 16)
	if c.Vel != (Vec2{2, -3}) || c.Pos != (Vec2{640, 512}) {
		t.Errorf("vel %v pos %v, want (2,-3) (640,512)", c.Vel, c.Pos)
	}
}

func TestSpawnInitKeepsStaleLinkIndexAndTargetHeading(t *testing.T) {
	w := newCreatureTestWorld(1)
	w.Creatures.Entries[0].LinkIndex = -1
	w.Creatures.Entries[0].TargetHeading = 2.5
	in := allocCreature(0x75, Vec2{1064, 392}, &w.Rng)
	in.TypeID, in.Flags, in.Health = creatures.SpiderSP1, creatures.FlagAI7LinkTimer, 54
	if idx := w.Creatures.spawnInit(&in, nil); idx != 0 {
		t.Fatalf("slot %d, want 0", idx)
	}
	if c := &w.Creatures.Entries[0]; c.LinkIndex != -1 || c.TargetHeading != 2.5 {
		t.Errorf("link %d target heading %v, want the stale -1 and 2.5", c.LinkIndex, c.TargetHeading)
	}
	in.AITimer = 0
	w.Creatures.Entries[1].LinkIndex = 77
	if idx := w.Creatures.spawnInit(&in, nil); idx != 1 || w.Creatures.Entries[1].LinkIndex != 0 {
		t.Errorf("an explicit AI timer must overwrite the link index")
	}
}

func TestFullPoolAllocation(t *testing.T) {
	w := newCreatureTestWorld(1)
	for i := range w.Creatures.Entries {
		activateCreature(w, i)
	}
	in := CreatureInit{AITimer: -1, AILinkParent: -1, SpawnSlot: -1, BonusID: -1, BonusDurationOverride: -1}
	rng := w.Rng.State
	if idx := w.Creatures.spawnInit(&in, nil); idx != CreaturePoolSize-1 || w.Rng.State != rng {
		t.Errorf("wave spawn into a full pool: slot %d, drew %v; want the last slot without a draw", idx, w.Rng.State != rng)
	}
	next := w.Rng
	want := next.Rand() % CreaturePoolSize
	if idx := w.Creatures.allocSlot(&w.Rng); idx != want {
		t.Errorf("template allocation into a full pool: slot %d, want %d", idx, want)
	}
}

func TestSpawnSlotTableCompactsKeepingOrder(t *testing.T) {
	var p CreaturePool
	p.Reset(SpawnEnv{})
	for i := 0; i < SpawnSlotCapacity; i++ {
		p.addSpawnSlot(SpawnSlot{OwnerCreature: i, Limit: 1})
	}
	p.disableSpawnSlot(3)
	p.disableSpawnSlot(10)
	id := p.addSpawnSlot(SpawnSlot{OwnerCreature: 99, Limit: 1})
	if id != SpawnSlotCapacity || p.SpawnSlotCount != SpawnSlotCapacity-1 {
		t.Fatalf("id %d count %d, want %d %d", id, p.SpawnSlotCount, SpawnSlotCapacity, SpawnSlotCapacity-1)
	}
	prev := -1
	for i := 0; i < p.SpawnSlotCount; i++ {
		s := p.SpawnSlots[i]
		if s.ID <= prev || s.ID == 3 || s.ID == 10 {
			t.Fatalf("slot %d has id %d after %d", i, s.ID, prev)
		}
		prev = s.ID
	}
}

func TestSpawnTemplateLinksFormationToPoolSlots(t *testing.T) {
	w := newCreatureTestWorld(1)
	// Occupy the first slots so plan indices and pool slots differ.
	for i := 0; i < 5; i++ {
		activateCreature(w, i)
	}
	primary, err := w.creaturesSpawnTemplate(creatures.SpawnFormationChainLizard4_11, Vec2{-300, -300}, 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	// Parent in slot 5, chain children 6..9 each following the one before; the parent
	// follows the last child, which is the primary.
	e := &w.Creatures.Entries
	if primary != 9 || e[5].LinkIndex != 9 || e[6].LinkIndex != 5 || e[7].LinkIndex != 6 || e[9].LinkIndex != 8 {
		t.Errorf("primary %d links %d %d %d %d", primary, e[5].LinkIndex, e[6].LinkIndex, e[7].LinkIndex, e[9].LinkIndex)
	}
	spawner, err := w.creaturesSpawnTemplate(creatures.SpawnAlienSpawnerChild1DFast07, Vec2{-300, -300}, 0, 5)
	if err != nil {
		t.Fatal(err)
	}
	s := &w.Creatures.SpawnSlots[0]
	if s.OwnerCreature != spawner || e[spawner].SpawnSlotIndex != s.ID || e[spawner].LinkIndex != s.ID {
		t.Errorf("spawn slot owner %d (spawner %d), creature slot id %d", s.OwnerCreature, spawner, e[spawner].SpawnSlotIndex)
	}
	// interval 2.2 + 0.2 outside hardcore (test_spawn_plan.py template 0x07)
	if math.Abs(s.Interval-2.4) > 1e-12 || s.Limit != 100 || s.ChildTemplateID != creatures.SpawnAlienRandom1D {
		t.Errorf("slot %+v", *s)
	}
}

// Seventy creatures die in one creature update (strong self-damage tick): every death draws its
// death sound pick after the update, past the 64 deaths the tick's events keep. Reference:
// WorldState.step of the pinned port on the same world (Rush, srand(0xBEEF), creature i of
// type i%5 at (100+80*(i%10), 100+40*(i/10)), hp 0.5, hitbox 16, flags 0x02, reward 10).
func TestWorldStepDrawsDeathSfxForEveryCreatureDeath(t *testing.T) {
	w := newCreatureTestWorld(1)
	for i := 0; i < 70; i++ {
		c := activateCreature(w, i)
		c.TypeID = i % 5
		c.Pos = Vec2{100 + float64(i%10)*80, 100 + float64(i/10)*40}
		c.HP = 0.5
		c.MaxHP = 10
		c.HitboxSize = 16
		c.Flags = creatures.FlagSelfDamageTickStrong
		c.RewardValue = 10
		c.Size = 50
		c.MoveSpeed = 1
	}
	var inputs [MaxPlayers]PlayerInput
	marks := &RngMarks{}
	marks.reset(w.Rng.State)
	w.worldStep(tickDt, &inputs, false, nil, marks)
	want := map[string]uint32{"ws_after_creatures": 48879, "ws_after_projectiles": 2915317557}
	got := map[string]uint32{"ws_after_creatures": 48879}
	for _, m := range marks.Marks {
		got[m.Name] = m.State
	}
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s = %d, want %d (marks %v)", name, got[name], v, marks.Marks)
		}
	}
	if w.Players[0].Experience != 700 {
		t.Errorf("experience %d, want 700", w.Players[0].Experience)
	}
}

// TestLiveBoundCoversEveryActiveSlot runs reference runs with Survival waves and milestones
// (splitters among them: a splitting death takes two more slots mid-update) and Rush spawns,
// and checks after every tick that no active creature lies at or above the pool's scan bound,
// which the scans rely on.
func TestLiveBoundCoversEveryActiveSlot(t *testing.T) {
	for _, name := range []string{"survival-wild-103", "survival-milestones-4p-915", "rush-3p-202"} {
		r, w := referenceWorld(t, name)
		for k := range r.Ticks {
			if _, err := w.Step(&r.Ticks[k]); err != nil {
				break
			}
			for i := w.Creatures.liveEnd; i < CreaturePoolSize; i++ {
				if w.Creatures.Entries[i].Active {
					t.Fatalf("%s tick %d: slot %d active, bound %d", name, k, i, w.Creatures.liveEnd)
				}
			}
		}
	}
}
