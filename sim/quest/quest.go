package quest

import (
	"crdplayer/sim/creatures"
	"errors"
	"fmt"
)

// Rand is the run's random number generator as the builders draw from it: the MSVC CRT
// rand() (state = state*214013 + 2531011 mod 2^32, returning bits 16..30, 0..32767), which
// sim.CRand implements.
type Rand interface {
	Rand() int
}

// Entry is one row of the quest spawn table (quest_spawn_entry_t): when the quest spawn
// timeline passes TriggerMs, Count creatures of template SpawnID are spawned at (X, Y), spread
// 40 world pixels apart. X, Y are world pixels, Heading radians, all three the port's doubles
// (the native table holds float32; the reference runs are the port's).
type Entry struct {
	X, Y      float64
	Heading   float64
	SpawnID   int // creature_spawn_template id
	TriggerMs int
	Count     int
}

// Params are the settings a builder reads besides the RNG: config_player_count and
// config_hardcore. The port's builders call the hardcore flag full_version; no builder reads
// quest_fail_retry_count (creature_spawn_template scales each creature by it instead).
type Params struct {
	PlayerCount int // 1..4
	// Hardcore is config_hardcore as the game has it at quest start: game_frame_update clears
	// it every frame while quest_unlock_index < 40, so a run's hardcore flag counts only with
	// an unlock index of 40 or more (the reference harness refuses the other runs).
	Hardcore bool
}

// ErrPlayerCount is returned for a player count outside 1..4.
var ErrPlayerCount = errors.New("quest: player count outside 1..4")

// Quest is a stock quest's definition (quest_meta_t, filled by quest_database_init and
// quest_meta_init_entry; the port's quests/tier*.py registrations).
type Quest struct {
	Major, Minor   int    // the quest's number, tier 1..5 and quest 1..10
	Title          string // as the game shows it
	TimeLimitMs    int    // quest_meta_time_limit_ms
	StartWeaponID  int    // weapon id given to players 0 and 1 at quest start (1 = pistol)
	UnlockPerkID   int    // perk unlocked on first completion; 0 (perk_id_antiperk) for none
	UnlockWeaponID int    // weapon unlocked on first completion; 0 for none
	// TerrainIDs are the terrain texture ids terrain_generate paints the three layers with
	// (quest_meta_t offsets 0x10, 0x14, 0x18: base, overlay, detail), 0 ter_q1_base … 7
	// ter_q4_tex1.
	TerrainIDs     [3]int
	Builder        string // the native builder, e.g. "quest_build_land_hostile"
	BuilderAddress uint32 // its address in crimsonland.exe

	build func(t *table)
}

// Level is the quest's number as the game prints it: "M.N".
func (q *Quest) Level() string { return fmt.Sprintf("%d.%d", q.Major, q.Minor) }

// Build runs the quest's builder: the spawn table in the order the game writes it, drawing
// from r exactly as the native builder does (five quests draw: 1.3, 1.6, 2.5, 3.3, 3.9). It
// does not apply the hardcore count bump; SpawnTable does. Errors: ErrPlayerCount.
func (q *Quest) Build(r Rand, p Params) ([]Entry, error) {
	if p.PlayerCount < 1 || p.PlayerCount > 4 {
		return nil, fmt.Errorf("%w: %d", ErrPlayerCount, p.PlayerCount)
	}
	t := table{rng: r, players: p.PlayerCount, hardcore: p.Hardcore}
	q.build(&t)
	return t.entries, nil
}

// SpawnTable is the table quest_start_selected leaves for the quest: the builder's entries,
// then the hardcore count bump when p.Hardcore. Errors: ErrPlayerCount.
func (q *Quest) SpawnTable(r Rand, p Params) ([]Entry, error) {
	entries, err := q.Build(r, p)
	if err != nil {
		return nil, err
	}
	if p.Hardcore {
		BumpHardcoreCounts(entries)
	}
	return entries, nil
}

// BumpHardcoreCounts applies quest_start_selected's hardcore adjustment in place: every entry
// with a count above 1 gets 8 more creatures, 2 more for spawn id 0x2B (the fast red alien),
// none for 0x3C (the ranged spider). The port: quests/runtime.py
// apply_hardcore_spawn_table_adjustment.
func BumpHardcoreCounts(entries []Entry) {
	for i := range entries {
		e := &entries[i]
		if e.Count <= 1 || e.SpawnID == creatures.SpawnSpiderSP1ConstRangedVariant3C {
			continue
		}
		if e.SpawnID == creatures.SpawnAlienConstRedFast2B {
			e.Count += 2
		} else {
			e.Count += 8
		}
	}
}

// ByLevel returns the stock quest major.minor (1..5, 1..10).
func ByLevel(major, minor int) (Quest, bool) {
	if major < 1 || major > 5 || minor < 1 || minor > 10 {
		return Quest{}, false
	}
	return quests[(major-1)*10+minor-1], true
}

// All returns the 50 stock quests in order, 1.1 to 5.10.
func All() []Quest {
	out := make([]Quest, len(quests))
	copy(out, quests[:])
	return out
}

// terrainIDs is quest_meta_init_entry's terrain rule: tiers 1-4 use their own texture pair
// (base 2(tier-1), overlay base+1), overlay and detail swapped from quest 6 on; tier 5 uses
// base minor&3, overlay 1, detail 3.
func terrainIDs(major, minor int) [3]int {
	if major > 4 {
		return [3]int{minor & 3, 1, 3}
	}
	base := (major - 1) * 2
	if minor < 6 {
		return [3]int{base, base + 1, base}
	}
	return [3]int{base, base, base + 1}
}
