package sim

import (
	"math"

	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// creatureHasContactSfx reports whether a creature type's contact hit picks an attack sound
// (one draw) before the damage (creatures/runtime.py _CREATURE_CONTACT_SFX: zombie, lizard,
// alien and both spiders).
func creatureHasContactSfx(typeID int) bool {
	return typeID >= creatures.Zombie && typeID <= creatures.SpiderSP2
}

// pyMod is Python's float modulo: the result takes the divisor's sign.
func pyMod(x, y float64) float64 {
	r := math.Mod(x, y)
	if r != 0 {
		if (y < 0) != (r < 0) {
			r += y
		}
	} else {
		r = math.Copysign(0, y)
	}
	return r
}

// wrapAngleF32 wraps an angle into [-pi, pi) in native float32 steps (runtime.py _wrap_angle).
func wrapAngleF32(a float64) float64 {
	return f32(pyMod(f32(a)+nativePi, nativeTau) - nativePi)
}

// angleApproach ports runtime.py _angle_approach (native angle_approach 0x0041f430): turn
// current towards target along the shorter arc by dt*min(1, distance)*rate, in float32 steps.
// target must be a float32 value, as the port rounds it first: the creature update passes the
// target heading headingFromDeltaF32 (or headingAddPiF32) just rounded, and another rounding
// would only lengthen the update's critical path. The result is typed float32 so that the
// movement step using it next needs no rounding either.
func angleApproach(current, target, rate, dt float64) float32 {
	angle := f32(current)
	for angle < 0 {
		angle = f32(angle + nativeTau)
	}
	for angle > nativeTau {
		angle = f32(angle - nativeTau)
	}
	direct := math.Abs(target - angle)
	hi, lo := angle, angle
	if angle < target {
		hi = target
	}
	if target < angle {
		lo = target
	}
	wrap := math.Abs((nativeTau - hi) + lo)
	stepScale := wrap
	if direct < wrap {
		stepScale = direct
	}
	if stepScale > 1 {
		stepScale = 1
	}
	step := float64(dt * stepScale * rate)
	if direct <= wrap {
		if angle < target {
			return float32(angle + step)
		}
	} else if target < angle {
		return float32(angle + step)
	}
	return float32(angle - step)
}

// movementDeltaF32 is one tick's movement along a heading; the native code keeps cos/sin in
// x87 precision and rounds only the final step (runtime.py _movement_delta_from_heading_f32).
func movementDeltaF32(heading float32, dt, moveScale, moveSpeed float64) Vec2 {
	rad := float64(heading) - nativeHalfPi
	stepScale := dt * moveScale * moveSpeed * CreatureSpeedScale
	sin, cos := libm.SinCosMul32(rad, stepScale)
	return Vec2{cos, sin}
}

func velocityFromDeltaF32(delta Vec2, dt float64) Vec2 {
	if dt <= 0 {
		return Vec2{}
	}
	inv := 1.0 / dt
	return Vec2{f32(delta.X * inv), f32(delta.Y * inv)}
}

func advancePosF32(pos, delta Vec2) Vec2 {
	return Vec2{f32(pos.X + delta.X), f32(pos.Y + delta.Y)}
}

func clampRectVec(v Vec2, minX, minY, maxX, maxY float64) Vec2 {
	return Vec2{clampF(v.X, minX, maxX), clampF(v.Y, minY, maxY)}
}

// ownerIDToPlayerIndex maps a damage owner id to a player index: -1-i is player i and -100 the
// player-owned sentinel (player 0); ok false for creature owners.
func ownerIDToPlayerIndex(ownerID int) (int, bool) {
	if ownerID == -100 {
		return 0, true
	}
	if ownerID < 0 {
		return -1 - ownerID, true
	}
	return 0, false
}

// resolveTargetPlayerIndex ports CreaturePool._resolve_target_player_index: one player is
// always the target; with two the creature switches to the other player when it is alive and
// closer (except on every 70th update) and away from a dead one; three and four players use the
// nearest living player on the same cadence. reevaluate is false on every 70th update (the
// creature update computes it once for all its creatures).
func (w *World) resolveTargetPlayerIndex(c *Creature, reevaluate bool) int {
	n := w.PlayerCount
	if n <= 1 {
		c.TargetPlayer = 0
		return 0
	}
	target := c.TargetPlayer
	if target < 0 || target >= n {
		target = 0
	}
	if n == 2 {
		if reevaluate {
			other := 1 - target
			if w.Players[other].Health > 0 {
				if DistanceSq(c.Pos, w.Players[other].Pos) < DistanceSq(c.Pos, w.Players[target].Pos) {
					target = other
				}
			}
		}
		if w.Players[target].Health <= 0 {
			target = 1 - target
		}
		c.TargetPlayer = target
		return target
	}
	if reevaluate || w.Players[target].Health <= 0 {
		if nearest := nearestLivingPlayer(c.Pos, &w.Players, n); nearest >= 0 {
			target = nearest
		}
	}
	c.TargetPlayer = target
	return target
}

// nearestLivingPlayer is the port's scan for the nearest of the first n players with health
// above 0: the first living player, replaced by each later one strictly nearer (so the lowest
// index on a tie), or -1 when none lives. It runs for every creature every tick, and the scan's
// comparisons chain one after the other and branch on which player is nearer, which varies from
// creature to creature; so the square distances (+Inf for the dead and absent) are compared in
// two pairs, then the pairs' winners. That picks the scan's player whenever the winner's square
// distance is finite and none is NaN (the lowest index of the least value, which only living
// players reach); otherwise the scan itself runs.
func nearestLivingPlayer(pos Vec2, players *[MaxPlayers]Player, n int) int {
	inf := math.Inf(1)
	d0, d1, d2, d3 := inf, inf, inf, inf
	if p := &players[0]; !(p.Health <= 0) {
		d0 = DistanceSq(pos, p.Pos)
	}
	if p := &players[1]; n > 1 && !(p.Health <= 0) {
		d1 = DistanceSq(pos, p.Pos)
	}
	if p := &players[2]; n > 2 && !(p.Health <= 0) {
		d2 = DistanceSq(pos, p.Pos)
	}
	if p := &players[3]; n > 3 && !(p.Health <= 0) {
		d3 = DistanceSq(pos, p.Pos)
	}
	// The square distances are never -0, and with a NaN the scan runs, so min is the selected
	// distance; the selections are written to compile without branches.
	lo := 0
	if d1 < d0 {
		lo = 1
	}
	hi := 2
	if d3 < d2 {
		hi = 3
	}
	dlo, dhi := min(d0, d1), min(d2, d3)
	if dhi < dlo {
		lo = hi
	}
	if min(dlo, dhi) < inf && d0+d1+d2+d3 == d0+d1+d2+d3 {
		return lo
	}
	return nearestLivingPlayerScan(pos, players[:n])
}

// nearestLivingPlayerScan is nearestLivingPlayer as the port's scan.
func nearestLivingPlayerScan(pos Vec2, players []Player) int {
	nearest, nearestD := -1, 0.0
	for i := range players {
		p := &players[i]
		if p.Health <= 0 {
			continue
		}
		d := DistanceSq(pos, p.Pos)
		if nearest < 0 || d < nearestD {
			nearest, nearestD = i, d
		}
	}
	return nearest
}

// plaguebearerSpreadInfection ports CreaturePool._plaguebearer_spread_infection (FUN_00425d80):
// the first active creature within 45 px of the origin (the origin itself included) trades the
// infection with it.
func (p *CreaturePool) plaguebearerSpreadInfection(origin int) {
	o := &p.Entries[origin]
	if !o.Active {
		return
	}
	for i := range p.live() {
		c := &p.Entries[i]
		if !c.Active {
			continue
		}
		if DistanceSq(c.Pos, o.Pos) < 45.0*45.0 {
			if c.PlagueInfected && o.HP < 150.0 {
				o.PlagueInfected = true
			}
			if o.PlagueInfected && c.HP < 150.0 {
				c.PlagueInfected = true
			}
			return
		}
	}
}

// creatureApplySelfDamageTick is the poison tick of FlagSelfDamageTick(Strong): 60 (180) hp per
// second through creature_apply_damage, none while Freeze runs. True when it killed.
// The flag test comes first and is small enough to inline: most creatures are not poisoned.
func (w *World) creatureApplySelfDamageTick(idx int, dt float64) bool {
	if w.Creatures.Entries[idx].Flags&(creatures.FlagSelfDamageTick|creatures.FlagSelfDamageTickStrong) == 0 {
		return false
	}
	return w.creaturePoisonTick(idx, dt)
}

func (w *World) creaturePoisonTick(idx int, dt float64) bool {
	if dt <= 0 || w.BonusTimers.Freeze > 0 {
		return false
	}
	c := &w.Creatures.Entries[idx]
	amount := dt * 60.0
	if c.Flags&creatures.FlagSelfDamageTickStrong != 0 {
		amount = dt * 180.0
	}
	return w.creatureApplyDamage(idx, amount, DamageTypeSelf, Vec2{}, c.LastHitOwnerID, dt)
}

// creatureDieInUpdate runs the death of a creature that died inside the update loop: its death
// handling, the event, and the first step of the death ramp when the corpse stays.
func (w *World) creatureDieInUpdate(idx int, dt float64, keepCorpse bool) {
	w.noteCreatureDeath(w.creatureHandleDeath(idx, dt, keepCorpse))
	if c := &w.Creatures.Entries[idx]; c.Active {
		w.creatureTickDead(c, dt)
	}
}

// creaturesUpdate ports creatures/runtime.py CreaturePool.update (creature_update_all) for one
// tick of dt seconds: dead creatures slide and become corpses; living ones take poison and
// plague ticks, pick a target player, run the AI, turn and move, then interact with their
// target player (Plaguebearer spread, Energizer eating, contact damage, plague contact) and fire
// ranged attacks; finally the spawn slots tick. Deaths are reported with noteCreatureDeath.
func (w *World) creaturesUpdate(dt float64, dtMs int) {
	pool := &w.Creatures
	pool.UpdateTick++
	n := w.PlayerCount

	evilTarget := -1
	if n > 0 && perkActive(&w.Players[0], perks.EvilEyes) {
		evilTarget = w.Players[0].EvilEyesTargetCreature
	}
	frozen := w.BonusTimers.Freeze > 0
	reevaluateTarget := pool.UpdateTick%targetReevalPeriod != 0

	for idx := 0; idx < pool.liveEnd; idx++ {
		c := &pool.Entries[idx]
		if !c.Active {
			continue
		}
		if c.HitboxSize != CreatureHitboxAlive || c.HP <= 0 {
			w.creatureApplySelfDamageTick(idx, dt)
			// The native update still ticks the AI7 timer (and its draws) of dead creatures.
			if dt > 0 && !frozen && c.Flags&creatures.FlagAI7LinkTimer != 0 {
				creatureAI7TickLinkTimer(c, dtMs, &w.Rng)
			}
			if c.HitboxSize == CreatureHitboxAlive {
				c.HitboxSize = f32(c.HitboxSize - dt)
			}
			if dt > 0 {
				w.creatureTickDead(c, dt)
			}
			continue
		}
		if dt <= 0 || n == 0 {
			continue
		}
		if frozen {
			c.MoveScale = 0
			c.Vel = Vec2{}
			continue
		}
		if w.creatureApplySelfDamageTick(idx, dt) {
			w.creatureDieInUpdate(idx, dt, true)
			continue
		}
		if c.PlagueInfected {
			c.CollisionTimer -= dt
			if c.CollisionTimer < 0 {
				c.CollisionTimer += ContactDamagePeriod
				c.HP -= 15.0
				w.fxQueueAddRandom(c.Pos)
				if c.HP < 0 {
					pool.PlaguebearerInfectionCount++
					w.creatureDieInUpdate(idx, dt, true)
					continue
				}
			}
		}

		target := w.resolveTargetPlayerIndex(c, reevaluateTarget)
		player := &w.Players[target]

		if p0 := &w.Players[0]; perkActive(p0, perks.Radioactive) {
			dist := c.Pos.Sub(p0.Pos).Length()
			if dist < 100.0 {
				c.CollisionTimer -= float64(dt * 1.5)
				if c.CollisionTimer < 0 {
					c.CollisionTimer = ContactDamagePeriod
					c.HP -= float64((100.0 - dist) * 0.3)
					w.fxQueueAddRandom(c.Pos)
					if c.HP < 0 {
						if c.TypeID == creatures.Lizard {
							c.HP = 1.0
						} else {
							// A radioactive kill pays its reward directly and skips death handling.
							p0.Experience = int(float64(p0.Experience) + c.RewardValue)
							c.HitboxSize -= dt
							continue
						}
					}
				}
			}
		}

		// The AI7 timer runs before the Evil Eyes freeze, as in the native update.
		creatureAI7TickLinkTimer(c, dtMs, &w.Rng)
		if idx == evilTarget {
			c.ForceTarget = 0
			continue
		}

		moveScale, selfDamage := pool.creatureAIUpdateTarget(c, player.Pos, dt)
		c.MoveScale = moveScale
		if selfDamage > 0 {
			c.HP -= selfDamage
			if c.HP <= 0 {
				w.creatureDieInUpdate(idx, dt, true)
				continue
			}
		}

		if (w.BonusTimers.Energizer > 0 && c.MaxHP < 500.0) || c.PlagueInfected {
			c.TargetHeading = headingAddPiF32(c.TargetHeading)
		}
		turnRate := f32(c.MoveSpeed * nativeTurnRateScale)
		if c.Flags&creatures.FlagAnimPingPong == 0 {
			if c.AIMode != 7 {
				heading := angleApproach(c.Heading, c.TargetHeading, turnRate, dt)
				c.Heading = float64(heading)
				delta := movementDeltaF32(heading, dt, c.MoveScale, c.MoveSpeed)
				c.Vel = velocityFromDeltaF32(delta, dt)
				// No bounds clamp here: off-screen spawns walk in on their own.
				c.Pos = advancePosF32(c.Pos, delta)
			}
		} else {
			// Spawners stay inside the arena, their size used as a radius; only long-strip
			// ones move.
			radius := math.Max(0, c.Size)
			maxX := math.Max(radius, worldSize-radius)
			maxY := math.Max(radius, worldSize-radius)
			c.Pos = clampRectVec(c.Pos, radius, radius, maxX, maxY).F32()
			if c.Flags&creatures.FlagAnimLongStrip == 0 {
				c.Vel = Vec2{}
			} else {
				heading := angleApproach(c.Heading, c.TargetHeading, turnRate, dt)
				c.Heading = float64(heading)
				delta := movementDeltaF32(heading, dt, c.MoveScale, c.MoveSpeed)
				c.Vel = velocityFromDeltaF32(delta, dt)
				c.Pos = clampRectVec(advancePosF32(c.Pos, delta), radius, radius, maxX, maxY).F32()
			}
		}

		// The cooldown drops before the interactions, which can raise it again this tick.
		if c.AttackCooldown <= 0 {
			c.AttackCooldown = 0
		} else {
			c.AttackCooldown -= dt
		}

		if w.creatureInteractions(idx, player, dt) {
			continue
		}

		if c.Flags&(creatures.FlagRangedAttackShock|creatures.FlagRangedAttackVariant) != 0 {
			dist := c.Pos.Sub(player.Pos).Length()
			if dist > 64.0 && c.AttackCooldown <= 0 {
				if c.Flags&creatures.FlagRangedAttackShock != 0 {
					w.Projectiles.spawn(c.Pos, c.Heading, weapons.ProjectilePlasmaRifle, idx,
						projectileMetaForTypeID(weapons.ProjectilePlasmaRifle), true)
					c.AttackCooldown += 1.0
				}
				if c.Flags&creatures.FlagRangedAttackVariant != 0 && c.AttackCooldown <= 0 {
					typeID := int(c.OrbitRadius)
					w.Projectiles.spawn(c.Pos, c.Heading, typeID, idx, projectileMetaForTypeID(typeID), true)
					c.AttackCooldown = float64(float64(w.Rng.Rand()&3)*0.1) + c.OrbitAngle + c.AttackCooldown
				}
			}
		}
	}

	// Spawn slots spawn their child templates while their owner lives. Slots the spawns add
	// are ticked in the same pass, as the port iterates the list it appends to.
	if dt > 0 && !frozen && pool.SpawnSlotCount > 0 {
		for i := 0; i < pool.SpawnSlotCount; i++ {
			s := &pool.SpawnSlots[i]
			owner := s.OwnerCreature
			if owner < 0 || owner >= CreaturePoolSize || !pool.Entries[owner].Alive() {
				continue
			}
			s.Timer -= dt
			if s.Timer >= 0 {
				continue
			}
			s.Timer += s.Interval
			if s.Count >= s.Limit {
				continue
			}
			s.Count++
			id := s.ID
			o := &pool.Entries[owner]
			// Every child template comes from the template table, so the spawn cannot fail.
			_, _ = w.creaturesSpawnTemplate(s.ChildTemplateID, o.Pos, o.Heading, w.Config.DetailPreset)
			// A full slot table compacts on add; find this slot again.
			for j := 0; j < pool.SpawnSlotCount; j++ {
				if pool.SpawnSlots[j].ID == id {
					i = j
					break
				}
			}
		}
	}
}

// creatureInteractions runs the creature's interaction steps with its target player in the
// native order (runtime.py _CREATURE_INTERACTION_STEPS). It returns true when the creature's
// update ends here (eaten by Energizer, or killed by Mr. Melee).
func (w *World) creatureInteractions(idx int, player *Player, dt float64) bool {
	pool := &w.Creatures
	c := &pool.Entries[idx]

	// Plaguebearer spread.
	if w.PlayerCount > 0 && perkActive(&w.Players[0], perks.Plaguebearer) && pool.PlaguebearerInfectionCount < 0x3C {
		pool.plaguebearerSpreadInfection(idx)
	}

	// Energizer eating. Any creature within 20 px of its target player steps back this
	// tick's movement, Energizer or not.
	contactDistSq := DistanceSq(c.Pos, player.Pos)
	if contactDistSq < 20.0*20.0 {
		back := Vec2{c.Pos.X - float64(c.Vel.X*dt), c.Pos.Y - float64(c.Vel.Y*dt)}
		c.Pos = clampRectVec(back, 0, 0, worldSize, worldSize)
		// The contact tests below take the distance from where it stepped back to.
		contactDistSq = DistanceSq(c.Pos, player.Pos)
		if w.BonusTimers.Energizer > 0 && c.MaxHP < 380.0 {
			w.spawnBurst(c.Pos, 6, w.Config.DetailPreset)
			prevGuard := w.Gameplay.BonusSpawnGuard
			w.Gameplay.BonusSpawnGuard = true
			c.LastHitOwnerID = -1 - player.Index
			w.noteCreatureDeath(w.creatureHandleDeath(idx, dt, false))
			w.Gameplay.BonusSpawnGuard = prevGuard
			return true
		}
	}

	// Contact damage.
	if c.HitboxSize == CreatureHitboxAlive && c.Size > 16.0 && w.BonusTimers.Energizer <= 0 &&
		contactDistSq < 30.0*30.0 && player.Health > 0 && c.AttackCooldown <= 0 {
		if creatureHasContactSfx(c.TypeID) {
			w.Rng.Rand() // attack sound pick
		}
		melee, meleeDeathStart := false, false
		if perkActive(player, perks.MrMelee) {
			meleeDeathStart = c.HP > 0 && c.HitboxSize == CreatureHitboxAlive
			melee = w.creatureApplyDamage(idx, 25.0, DamageTypeMelee, Vec2{}, -1-player.Index, dt)
		}
		if player.ShieldTimer <= 0 {
			if perkActive(player, perks.ToxicAvenger) {
				c.Flags |= creatures.FlagSelfDamageTick | creatures.FlagSelfDamageTickStrong
			} else if perkActive(player, perks.VeinsOfPoison) {
				c.Flags |= creatures.FlagSelfDamageTick
			}
		}
		w.playerTakeDamage(player, c.ContactDamage, dt, true)
		push := player.Pos.Sub(c.Pos).Normalized()
		w.fxQueueAddRandom(Vec2{player.Pos.X + float64(push.X*3.0), player.Pos.Y + float64(push.Y*3.0)})
		c.AttackCooldown += 1.0
		if melee && meleeDeathStart {
			w.creatureDieInUpdate(idx, dt, true)
			return true
		}
	}

	// Plaguebearer contact infection.
	if w.BonusTimers.Energizer <= 0 && player.PlaguebearerActive && c.HP < 150.0 &&
		pool.PlaguebearerInfectionCount < 0x32 && contactDistSq < 30.0*30.0 {
		c.PlagueInfected = true
	}
	return false
}
