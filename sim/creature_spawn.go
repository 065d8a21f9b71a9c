package sim

// allocSlot ports CreaturePool._alloc_slot: the first inactive slot; when every slot is in
// use, a random one if rng is given (one draw), else the last. The caller activates the slot.
func (p *CreaturePool) allocSlot(rng *CRand) int {
	for i := range p.live() {
		if !p.Entries[i].Active {
			return i
		}
	}
	// Every slot below liveEnd is taken and liveEnd itself, when in the pool, is free.
	idx := p.liveEnd
	if idx == CreaturePoolSize {
		idx = CreaturePoolSize - 1
		if rng != nil {
			idx = rng.Rand() % CreaturePoolSize
		}
	}
	p.markLive(idx)
	return idx
}

// applyInit ports CreaturePool._apply_init: it writes a CreatureInit into a recycled slot.
// Fields the native spawn paths do not touch (target heading, link index when unset, heading
// when the init has none) keep the slot's stale values.
func (c *Creature) applyInit(in *CreatureInit) {
	c.Active = true
	c.TypeID = in.TypeID
	c.Pos = in.Pos
	if in.HasHeading {
		c.Heading = in.Heading
	}
	c.Target = in.Pos
	c.PhaseSeed = in.PhaseSeed
	c.Vel = Vec2{}
	c.ForceTarget = 0
	c.Flags = in.Flags
	c.AIMode = in.AIMode

	hp := in.Health
	if hp <= 0 {
		hp = 1
	}
	c.HP = hp
	c.MaxHP = in.MaxHealth
	if c.MaxHP == 0 {
		c.MaxHP = hp
	}
	c.MoveSpeed = in.MoveSpeed
	if c.MoveSpeed == 0 {
		c.MoveSpeed = 1
	}
	c.RewardValue = in.RewardValue
	c.Size = in.Size
	if c.Size == 0 {
		c.Size = 50
	}
	c.ContactDamage = in.ContactDamage

	c.TargetOffset = in.TargetOffset
	c.OrbitAngle = in.OrbitAngle
	switch {
	case in.HasOrbitRadius:
		c.OrbitRadius = in.OrbitRadius
	case in.RangedProjectileType != 0:
		c.OrbitRadius = float64(in.RangedProjectileType)
	default:
		c.OrbitRadius = 0
	}
	c.SpawnSlotIndex = -1
	c.AttackCooldown = 0
	c.BonusID = in.BonusID
	c.BonusDurationOverride = in.BonusDurationOverride
	c.Tint = in.Tint

	c.PlagueInfected = false
	c.CollisionTimer = 0
	c.HitboxSize = CreatureHitboxAlive
	c.HitFlashTimer = 0
	c.AnimPhase = 0
	c.LastHitOwnerID = -100
}

// spawnInit ports CreaturePool.spawn_init: one directly built creature (Survival and Rush
// waves) into the first free slot. rng may be nil (the waves pass none, so a full pool
// overwrites the last slot without drawing). Returns the slot.
func (p *CreaturePool) spawnInit(in *CreatureInit, rng *CRand) int {
	idx := p.allocSlot(rng)
	e := &p.Entries[idx]
	e.applyInit(in)
	if in.AITimer >= 0 {
		e.LinkIndex = in.AITimer
	} else if in.AILinkParent >= 0 {
		e.LinkIndex = in.AILinkParent
	}
	if in.SpawnSlot >= 0 {
		e.SpawnSlotIndex = in.SpawnSlot
		e.LinkIndex = in.SpawnSlot
	}
	p.SpawnedCount++
	return idx
}

// addSpawnSlot appends a spawn slot and returns its id. When the table is full, disabled slots
// are dropped first; the live ones keep their order, which is the order they tick in.
func (p *CreaturePool) addSpawnSlot(s SpawnSlot) int {
	if p.SpawnSlotCount == SpawnSlotCapacity {
		n := 0
		for i := 0; i < p.SpawnSlotCount; i++ {
			if p.SpawnSlots[i].OwnerCreature >= 0 {
				p.SpawnSlots[n] = p.SpawnSlots[i]
				n++
			}
		}
		p.SpawnSlotCount = n
	}
	s.ID = p.SpawnSlotNext
	p.SpawnSlotNext++
	if p.SpawnSlotCount < SpawnSlotCapacity {
		p.SpawnSlots[p.SpawnSlotCount] = s
		p.SpawnSlotCount++
	}
	return s.ID
}

// disableSpawnSlot ports CreaturePool._disable_spawn_slot: the slot stops spawning for good.
func (p *CreaturePool) disableSpawnSlot(id int) {
	for i := 0; i < p.SpawnSlotCount; i++ {
		if p.SpawnSlots[i].ID == id {
			p.SpawnSlots[i].OwnerCreature = -1
			p.SpawnSlots[i].Limit = 0
			return
		}
	}
}

// creaturesSpawnPlan ports CreaturePool.spawn_plan: it writes every creature of the plan into
// pool slots (drawing from the world rng only when the pool is full), registers the plan's
// spawn slots, links creatures by pool slot, and spawns the plan's burst effects. It returns
// the pool slot of the plan's primary creature.
func (w *World) creaturesSpawnPlan(plan *SpawnPlan, detailPreset int) int {
	p := &w.Creatures
	var mapping [planMaxCreatures]int
	for i := 0; i < plan.NumCreatures; i++ {
		idx := p.allocSlot(&w.Rng)
		p.Entries[idx].applyInit(&plan.Creatures[i])
		p.SpawnedCount++
		mapping[i] = idx
	}
	var slotIDs [len(plan.SpawnSlots)]int
	for i := 0; i < plan.NumSlots; i++ {
		s := plan.SpawnSlots[i]
		if s.OwnerCreature >= 0 && s.OwnerCreature < plan.NumCreatures {
			s.OwnerCreature = mapping[s.OwnerCreature]
		} else {
			s.OwnerCreature = -1
		}
		slotIDs[i] = p.addSpawnSlot(s)
	}
	for i := 0; i < plan.NumCreatures; i++ {
		in := &plan.Creatures[i]
		e := &p.Entries[mapping[i]]
		switch {
		case in.SpawnSlot >= 0:
			e.SpawnSlotIndex = slotIDs[in.SpawnSlot]
			e.LinkIndex = slotIDs[in.SpawnSlot]
		case in.AITimer >= 0:
			e.LinkIndex = in.AITimer
		case in.AILinkParent >= 0:
			e.LinkIndex = mapping[in.AILinkParent]
		}
	}
	for i := 0; i < plan.NumEffects; i++ {
		w.spawnBurst(plan.Effects[i].Pos, plan.Effects[i].Count, detailPreset)
	}
	if plan.Primary >= 0 && plan.Primary < plan.NumCreatures {
		return mapping[plan.Primary]
	}
	return -1
}

// creaturesSpawnTemplate ports CreaturePool.spawn_template: build the template's spawn plan
// from the world rng and materialise it. It returns the primary creature's slot.
func (w *World) creaturesSpawnTemplate(templateID int, pos Vec2, heading float64, detailPreset int) (int, error) {
	var plan SpawnPlan
	if err := buildSpawnPlan(&plan, templateID, pos, heading, &w.Rng, &w.Creatures.Env); err != nil {
		return -1, err
	}
	return w.creaturesSpawnPlan(&plan, detailPreset), nil
}
