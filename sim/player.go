package sim

// Player is one player's state (sim/state_types.py PlayerState). Owned by the core.
type Player struct {
	Index  int
	Pos    Vec2
	Health float64
}
