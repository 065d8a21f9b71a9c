// Package perks holds the game's perks: their ids, the flag bits that say where each may be
// offered, and the static metadata of each (name and description with the rewrite's spelling
// fixes, flags, prerequisite).
//
// The ids and the rows are those of the reference port's perks/ids.py (PerkId, PerkFlags and
// the perks_init_database table); table_gen.go is generated from it. It is data and pure
// lookups: which perks a player holds, which are offered and what each does are the
// simulation's.
//
// It imports only the standard library and must never import sim (sim imports it).
package perks
