// Package creatures holds what the game's creatures are before they live: the creature type
// ids, the native creature flag bits, the template ids of creature_spawn_template (the spawn
// ids quests, Survival, spawn slots and the tutorial spawn by) and the stat rows of the
// templates whose stats are constants.
//
// The ids, flags and rows are those of the reference port's creatures/spawn.py (CreatureTypeId,
// CreatureFlags, SpawnId, and the AlienSpawnerSpec, ConstantSpawnSpec, GridFormationSpec and
// RingFormationSpec tables), the port's model of the native creature_spawn_template
// (0x00430AF0). It is data and pure lookups: building a spawn (the RNG draws, the templates
// that are code), the creature pool and everything a live creature does are the simulation's.
//
// It imports only the standard library, sim/weapons (projectile types) and sim/bonuses (a
// template's bonus); it must never import sim (sim imports it).
package creatures
