package sim

// STUB(effects): effects.py EffectPool.spawn_burst; the real one draws from the rng.
func effectsSpawnBurst(w *World, pos Vec2, count int, detailPreset int) {}
