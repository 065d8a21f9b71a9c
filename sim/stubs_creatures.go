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

// STUB(perks): perk ids (perks/ids.py PerkId) the creature code tests.
const (
	PerkBloodyMessQuickLearner = 1
	PerkPlaguebearer           = 10
	PerkEvilEyes               = 11
	PerkRadioactive            = 13
	PerkMrMelee                = 17
	PerkUraniumFilledBullets   = 28
	PerkDoctor                 = 29
	PerkVeinsOfPoison          = 36
	PerkToxicAvenger           = 37
	PerkPyromaniac             = 39
	PerkLivingFortress         = 55
)

// STUB(perks): bonuses/ids.py BonusId.
type BonusID int

// STUB(perks): bonuses/pool.py BonusPool.spawn_at; the slot or -1.
func (w *World) bonusSpawnAt(pos Vec2, id BonusID, durationOverride int, worldW, worldH float64) int {
	return -1
}

// STUB(perks): bonuses/pool.py BonusPool.try_spawn_on_kill; the slot or -1.
func (w *World) bonusTrySpawnOnKill(pos Vec2, worldW, worldH float64) int { return -1 }

// STUB(perks): the position of a bonus slot.
func bonusEntryPos(w *World, slot int) Vec2 { return Vec2{} }

// STUB(weapons): ProjectilePool.spawn (projectile_pool.py).
func projectilePoolSpawn(w *World, pos Vec2, angle float64, typeID, ownerID int, baseDamage float64, hitsPlayers bool) int {
	return -1
}

// STUB(weapons): runtime.py _projectile_meta_for_type_id: the weapon table's projectile_meta,
// 45 without one.
func projectileMetaForTypeID(typeID int) float64 {
	if e := weaponEntry(typeID); e != nil && e.ProjectileMeta != 0 {
		return float64(e.ProjectileMeta)
	}
	return 45
}
