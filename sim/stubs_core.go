package sim

// Temporary stubs of functions other areas own, with the signatures the core calls. Each is
// deleted when the owning area's real function lands on main.

// STUB(creatures) creatures/runtime.py CreaturePool.update; deaths it handles are appended with
// w.noteCreatureDeath.
func (w *World) creaturesUpdate(dt float64) {}

// STUB(creatures) CreaturePool.handle_death.
func (w *World) creatureHandleDeath(idx int, dt float64, keepCorpse bool) CreatureDeathEvent {
	return CreatureDeathEvent{Slot: idx}
}

// STUB(creatures) creatures/damage.py creature_apply_damage; true when the creature died.
func (w *World) creatureApplyDamage(idx int, damage float64, damageType int, impulse Vec2, ownerID int, dt float64) bool {
	return false
}

// STUB(creatures) CreaturePool.finalize_post_render_lifecycle.
func (w *World) creaturesFinalizePostRenderLifecycle() {}
