package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/creatures"
	"crdplayer/sim/perks"
)

// corpseTypePingPong is the corpse sprite the native code uses for short-strip creatures.
const corpseTypePingPong = 7

// creatureHandleDeath ports CreaturePool.handle_death (creature_handle_death): it records the
// death for the Survival handouts, and for an active creature runs the death start (spawn slot
// off, split, experience, bonus drop), then keeps the corpse (its death ramp starts) or frees
// the slot. Under Freeze the body shatters instead and counts as a kill at once.
func (w *World) creatureHandleDeath(idx int, dt float64, keepCorpse bool) CreatureDeathEvent {
	c := &w.Creatures.Entries[idx]
	w.survivalRecordRecentDeath(c.Pos)
	ev := CreatureDeathEvent{Slot: idx, TypeID: c.TypeID, Pos: c.Pos}
	if !c.Active {
		// Re-entrant callers (a detonation follow-up) can reach a creature already freed.
		return ev
	}
	w.creatureStartDeath(idx)
	if keepCorpse {
		c.HitboxSize -= dt
	} else {
		c.Active = false
	}
	if w.BonusTimers.Freeze > 0 {
		pos := c.Pos
		detail := w.Config.DetailPreset
		for i := 0; i < 8; i++ {
			angle := float64(w.Rng.Rand()%0x264) * 0.01
			w.spawnFreezeShard(pos, angle, detail)
		}
		angle := float64(w.Rng.Rand()%0x264) * 0.01
		w.spawnFreezeShatter(pos, angle, detail)
		w.fxQueueAddRandom(pos)
		w.Creatures.KillCount++
		c.Active = false
	}
	return ev
}

// creatureStartDeath ports CreaturePool._start_death: a spawner's slot stops; a large
// splitting creature leaves two smaller copies heading off at ±90°; the killer (the player the
// last hit's owner id names, else player 0) gets the reward as experience; and the creature
// drops its own bonus or rolls the kill drop.
func (w *World) creatureStartDeath(idx int) {
	pool := &w.Creatures
	c := &pool.Entries[idx]
	if c.SpawnSlotIndex >= 0 {
		pool.disableSpawnSlot(c.SpawnSlotIndex)
	}
	if c.Flags&creatures.FlagSplitOnDeath != 0 && c.Size > 35.0 {
		for _, offset := range [2]float64{-piF64 / 2.0, piF64 / 2.0} {
			ci := pool.allocSlot(&w.Rng)
			child := *c
			child.PhaseSeed = float64(w.Rng.Rand() & 0xFF)
			child.Heading = wrapAngleF32(c.Heading + offset)
			child.TargetHeading = child.Heading
			child.HP = c.MaxHP * 0.25
			child.RewardValue = child.RewardValue * (2.0 / 3.0)
			child.Size = child.Size - 8.0
			child.MoveSpeed = child.MoveSpeed + 0.1
			child.ContactDamage = child.ContactDamage * 0.7
			child.HitboxSize = CreatureHitboxAlive
			pool.Entries[ci] = child
			pool.SpawnedCount++
		}
		w.spawnBurst(c.Pos, 8, w.Config.DetailPreset)
	}

	if w.PlayerCount == 0 {
		return
	}
	pi, ok := ownerIDToPlayerIndex(c.LastHitOwnerID)
	if !ok || pi < 0 || pi >= w.PlayerCount {
		pi = 0
	}
	killer := &w.Players[pi]
	if perkActive(killer, perks.BloodyMessQuickLearner) {
		w.awardExperience(killer, int(c.RewardValue*1.3))
	} else {
		w.awardExperienceFromReward(killer, c.RewardValue)
	}

	slot := -1
	if c.Flags&creatures.FlagBonusOnDeath != 0 && c.BonusID >= 0 {
		slot = w.bonusSpawnAt(c.Pos, bonuses.ID(c.BonusID), c.BonusDurationOverride, worldSize, worldSize)
	} else {
		slot = w.bonusTrySpawnOnKill(c.Pos, worldSize, worldSize)
	}
	if slot >= 0 {
		w.spawnBurst(w.Bonuses.Entries[slot].Pos, 16, w.Config.DetailPreset)
	}
}

// creatureTickDead ports CreaturePool._tick_dead, the death staging of creature_update_all:
// while HitboxSize > 0 it drops 28/s and long-strip bodies slide back along their heading;
// when it crosses zero the corpse is queued for baking into the ground (or, with the queue
// full, retried next tick) and counts as a kill; below zero the corpse fades at 20/s.
func (w *World) creatureTickDead(c *Creature, dt float64) {
	if dt <= 0 {
		return
	}
	hitbox := f32(c.HitboxSize)
	if hitbox <= 0 {
		c.HitboxSize = f32(hitbox - f32(dt*CreatureCorpseFadeDecay))
		return
	}
	longStrip := c.Flags&creatures.FlagAnimPingPong == 0 || c.Flags&creatures.FlagAnimLongStrip != 0
	next := f32(hitbox - f32(dt*CreatureDeathTimerDecay))
	c.HitboxSize = next
	if next > 0 {
		if longStrip {
			slide := f32(next * f32(dt) * f32(CreatureDeathSlideScale))
			dir := headingToDirectionF32(c.Heading)
			c.Vel = Vec2{f32(dir.X * slide), f32(dir.Y * slide)}
			c.Pos = Vec2{f32(c.Pos.X - c.Vel.X), f32(c.Pos.Y - c.Vel.Y)}
		} else {
			c.Vel = Vec2{}
		}
		return
	}
	size := c.Size
	if size < 1.0 {
		size = 1.0
	}
	corpseType := c.TypeID
	if !longStrip {
		corpseType = corpseTypePingPong
	}
	topLeft := Vec2{c.Pos.X - float64(size*0.5), c.Pos.Y - float64(size*0.5)}
	if !fxQueueRotatedAdd(w, topLeft, c.Tint, c.Heading, size, corpseType) {
		c.HitboxSize = 0.001
		return
	}
	w.Creatures.KillCount++
}

// creaturesFinalizePostRenderLifecycle ports CreaturePool.finalize_post_render_lifecycle: the
// native render pass frees corpses that faded below -10 (after the tick's spawns, which keeps
// slot allocation in the native order). The scan bound drops to just past the last slot left
// active.
func (w *World) creaturesFinalizePostRenderLifecycle() {
	pool := &w.Creatures
	end := 0
	for i := range pool.live() {
		c := &pool.Entries[i]
		if !c.Active {
			continue
		}
		if c.HitboxSize >= CreatureCorpseDespawnHitbox {
			end = i + 1
			continue
		}
		if c.SpawnSlotIndex >= 0 {
			pool.disableSpawnSlot(c.SpawnSlotIndex)
		}
		c.Active = false
	}
	pool.liveEnd = end
}
