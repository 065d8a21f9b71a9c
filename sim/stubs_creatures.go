package sim

// Temporary stand-ins for functions other areas own, with the signatures the creature code
// calls. Each is deleted (or becomes a one-line adapter) when the owner's version lands on main.

// STUB(effects): effects.py EffectPool.spawn_burst; four draws per particle.
func effectsSpawnBurst(w *World, pos Vec2, count int, detailPreset int) {
	for i := 0; i < 4*count; i++ {
		w.Rng.Rand()
	}
}

// STUB(effects): effects.py EffectPool.spawn_freeze_shard.
func effectsSpawnFreezeShard(w *World, pos Vec2, angle float64, detailPreset int) {}

// STUB(effects): effects.py EffectPool.spawn_freeze_shatter.
func effectsSpawnFreezeShatter(w *World, pos Vec2, angle float64, detailPreset int) {}

// STUB(effects): effects.py FxQueue.add_random (four draws).
func fxQueueAddRandom(w *World, pos Vec2) bool {
	for i := 0; i < 4; i++ {
		w.Rng.Rand()
	}
	return true
}

// STUB(effects): effects.py FxQueueRotated.add; false when the queue is full.
func fxQueueRotatedAdd(w *World, topLeft Vec2, tint RGBA, rotation, scale float64, creatureTypeID int) bool {
	return true
}
