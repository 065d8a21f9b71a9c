// Package bonuses holds the game's bonus types: their ids and the static metadata of each (name,
// description with the rewrite's spelling fixes, icon, default amount, how long a timed pickup
// runs).
//
// The ids and the rows are those of the reference port's bonuses/ids.py (BonusId and the
// bonus_metadata_init table); table_gen.go is generated from it. It is data and pure lookups:
// the bonuses lying in the arena, the drops and the pickups are the simulation's.
//
// It imports only the standard library and must never import sim (sim imports it).
package bonuses
