package render

import "crdplayer/sim"

// creatureView reads one active creature slot. Fields the simulation does not have yet keep
// their defaults (a zombie of size 50 in the middle of the arena is drawn at the slot's
// position once it has one).
func creatureView(slot int, c *sim.Creature) CreatureView {
	return CreatureView{Slot: slot, Size: 50, Hitbox: 16}
}
