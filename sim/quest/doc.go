// Package quest holds the game's 50 stock quests: their definitions (number, title, time
// limit, start weapon, unlocks, terrain texture ids) and their builders, the native
// quest_build_* functions that fill the quest spawn table at quest start.
//
// A builder is a pure function of the run's RNG, the player count and the hardcore flag
// (Quest.Build); Quest.SpawnTable adds the hardcore count bump quest_start_selected applies
// after it (BumpHardcoreCounts). Five builders draw from the RNG (1.3, 1.6, 2.5, 3.3, 3.9), as
// the native ones do: rand() % n, 3.3 drawing each nest's y before its x. The pinned port drew
// those from Python's random and called the hardcore flag full_version; the reference runs
// were recorded with the native draws and flag (../shared/tools/refport/questrun.py), and
// these builders reproduce their tables bit for bit: positions and headings are the port's
// doubles, its sin, cos and atan2 glibc's (sim/libm).
//
// Running the table (the quest spawn timeline, stall timer and completion transition) is the
// simulation's job, not this package's.
//
// It imports only the standard library and sim/libm; it must never import sim (sim imports
// it).
package quest
