package sim

import (
	"testing"

	"crdplayer/sim/creatures"
)

// TestSurvivalWaveSpawnTick0MatchesTrace replays the first wave spawn of the reference run
// survival-short-109: its trace starts from rng state 228328481 (rng_after_setup), records
// after_wave_spawns = 1512523249 on tick 0 (no earlier phase drew), and lists slot 0 as an alien
// (type 2) at (-40, 973) with 60 hp.
func TestSurvivalWaveSpawnTick0MatchesTrace(t *testing.T) {
	var w World
	w.Creatures.Reset(SpawnEnv{TerrainWidth: 1024, TerrainHeight: 1024})
	w.Rng.State = 228328481
	dtMs := f32(1.0/60.0) * 1000.0
	cool := tickSurvivalWaveSpawns(0, dtMs, &w.Rng, 1, 0, 0, 1024, 1024, func(c *CreatureInit) {
		w.Creatures.spawnInit(c, nil)
	})
	if w.Rng.State != 1512523249 {
		t.Errorf("rng after wave spawns %d, want 1512523249", w.Rng.State)
	}
	if cool != 500-dtMs {
		t.Errorf("cooldown %v, want %v", cool, 500-dtMs)
	}
	if n := w.Creatures.ActiveCount(); n != 1 {
		t.Fatalf("%d creatures, want 1", n)
	}
	c := &w.Creatures.Entries[0]
	if c.TypeID != creatures.Alien || c.Pos != (Vec2{-40, 973}) || c.HP != 60 {
		t.Errorf("slot 0: type %d pos %v hp %v, want 2 (-40,973) 60", c.TypeID, c.Pos, c.HP)
	}
}
