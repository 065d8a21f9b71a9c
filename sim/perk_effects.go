package sim

import "crdplayer/sim/perks"

// perksUpdateEffects runs the per-frame perk effects before the creatures move: the player
// bonus timers, then each perk's step in the port's dispatch order (perks/runtime/effects.py
// perks_update_effects, native 0x00406b40; order from perks/runtime/manifest.py). dt is the
// world dt in seconds.
func (w *World) perksUpdateEffects(dt float64) {
	if dt <= 0 {
		return
	}
	w.updatePlayerBonusTimers(dt)
	w.updateRegeneration(dt)
	w.updateLeanMeanExpMachine(dt)
	if w.PlayerCount <= 0 {
		// Without players only the free-running timers advance.
		w.updateJinxedTimer(dt)
		return
	}
	w.updateDeathClock(dt)
	// Evil Eyes and Pyrokinetic share one aim-target lookup per frame.
	target := w.perkAimTarget()
	w.updateEvilEyesTarget(target)
	w.updatePyrokinetic(dt, target)
	w.updateJinxedTimer(dt)
	w.updateJinxed(dt)
}

// updatePlayerBonusTimers counts down each player's shield, fire-bullets and speed timers,
// before player_update reads them (perks/runtime/player_bonus_timers.py).
func (w *World) updatePlayerBonusTimers(dt float64) {
	for i := range w.PlayerCount {
		p := &w.Players[i]
		p.ShieldTimer = countDownToZero(p.ShieldTimer, dt)
		p.FireBulletsTimer = countDownToZero(p.FireBulletsTimer, dt)
		p.SpeedBonusTimer = countDownToZero(p.SpeedBonusTimer, dt)
	}
}

// countDownToZero clamps a spent timer to 0 and otherwise subtracts dt (which can leave it
// slightly negative until the next frame clamps it, as the native code does).
func countDownToZero(t, dt float64) float64 {
	if t <= 0 {
		return 0
	}
	return t - dt
}

// creatureFindInRadius returns the first active creature slot from start whose body reaches
// within radius of pos and whose hitbox is still large, or -1 (perks/runtime/effects_context.py
// creature_find_in_radius, native 0x004206a0).
func (w *World) creatureFindInRadius(pos Vec2, radius float64, start int) int {
	start = max(0, start)
	for i := start; i < w.Creatures.liveEnd; i++ {
		c := &w.Creatures.Entries[i]
		if !c.Active {
			continue
		}
		dist := c.Pos.Sub(pos).Length() - radius
		threshold := float64(c.Size*0.14285715) + 3.0
		if threshold < dist {
			continue
		}
		if c.HitboxSize < 5.0 {
			continue
		}
		return i
	}
	return -1
}

// perkAimTarget is the creature under player 0's aim when player 0 has Pyrokinetic or Evil Eyes,
// else -1 (PerksUpdateEffectsCtx.aim_target).
func (w *World) perkAimTarget() int {
	p0 := &w.Players[0]
	if !perkActive(p0, perks.Pyrokinetic) && !perkActive(p0, perks.EvilEyes) {
		return -1
	}
	return w.creatureFindInRadius(p0.Aim, 12.0, 0)
}

// updateRegeneration heals living, hurt players by dt (2*dt with Greater Regeneration, unless
// preserve_bugs keeps the native no-op upgrade) on frames where a coin flip passes
// (perks/impl/regeneration_effect.py).
func (w *World) updateRegeneration(dt float64) {
	if w.PlayerCount <= 0 {
		return
	}
	p0 := &w.Players[0]
	if !perkActive(p0, perks.Regeneration) {
		return
	}
	if w.Rng.Rand()&1 == 0 {
		return
	}
	heal := dt
	if !w.Config.PreserveBugs && perkActive(p0, perks.GreaterRegeneration) {
		heal = dt * 2.0
	}
	for i := range w.PlayerCount {
		p := &w.Players[i]
		if !(p.Health > 0 && p.Health < 100.0) {
			continue
		}
		p.Health = float32(float64(p.Health) + heal)
		if p.Health > 100.0 {
			p.Health = 100.0
		}
	}
}

// updateLeanMeanExpMachine pays player 0 ten experience per Lean Mean Exp Machine taken every
// quarter second (perks/impl/lean_mean_exp_machine_effect.py). The timer runs whether or not
// the perk is owned.
func (w *World) updateLeanMeanExpMachine(dt float64) {
	ps := &w.Perks
	ps.LeanMeanExpTimer -= dt
	if ps.LeanMeanExpTimer < 0 {
		ps.LeanMeanExpTimer = 0.25
		if w.PlayerCount <= 0 {
			return
		}
		p0 := &w.Players[0]
		if n := perkCountGet(p0, perks.LeanMeanExpMachine); n > 0 {
			p0.Experience += n * 10
		}
	}
}

// updateDeathClock drains every player's health by 3.3333333 per second once player 0 has
// Death Clock (perks/impl/death_clock.py update_death_clock).
func (w *World) updateDeathClock(dt float64) {
	if !perkActive(&w.Players[0], perks.DeathClock) {
		return
	}
	for i := range w.PlayerCount {
		p := &w.Players[i]
		if p.Health <= 0 {
			p.Health = 0
		} else {
			p.Health = float32(float64(p.Health) - float64(dt*3.3333333))
		}
	}
}

// updateEvilEyesTarget records the creature player 0's Evil Eyes holds still
// (perks/impl/evil_eyes_effect.py).
func (w *World) updateEvilEyesTarget(target int) {
	p0 := &w.Players[0]
	if perkActive(p0, perks.EvilEyes) {
		p0.EvilEyesTargetCreature = target
	} else {
		p0.EvilEyesTargetCreature = -1
	}
}

// pyrokineticIntensities are the five particle intensities of one Pyrokinetic flare.
var pyrokineticIntensities = [5]float64{0.8, 0.6, 0.4, 0.3, 0.2}

// updatePyrokinetic heats the aimed-at creature: every half second it flares five particles and
// a random decal (perks/impl/pyrokinetic_effect.py).
func (w *World) updatePyrokinetic(dt float64, target int) {
	if !perkActive(&w.Players[0], perks.Pyrokinetic) || target == -1 {
		return
	}
	c := &w.Creatures.Entries[target]
	c.CollisionTimer -= dt
	if c.CollisionTimer < 0 {
		c.CollisionTimer = 0.5
		for _, intensity := range pyrokineticIntensities {
			angle := float64(w.Rng.Rand()%0x274) * 0.01
			w.fxParticle(c.Pos, angle, intensity, -100)
		}
		w.fxQueueAddRandom(c.Pos)
	}
}

// updateJinxedTimer counts the Jinxed timer down while it is not negative (runs without the
// perk too).
func (w *World) updateJinxedTimer(dt float64) {
	if w.Perks.JinxedTimer >= 0 {
		w.Perks.JinxedTimer -= dt
	}
}

// updateJinxed fires when the Jinxed timer runs out: one time in ten player 0 takes 5 damage,
// the timer rearms for 2..3.9 s, and unless Freeze is on a random active creature drops dead,
// paying its reward to player 0 (perks/impl/jinxed_effect.py update_jinxed).
func (w *World) updateJinxed(dt float64) {
	ps := &w.Perks
	if ps.JinxedTimer >= 0 {
		return
	}
	p0 := &w.Players[0]
	if !perkActive(p0, perks.Jinxed) {
		return
	}
	if w.Rng.Rand()%10 == 3 {
		p0.Health -= 5.0
		w.fxQueueAddRandom(p0.Pos)
		w.fxQueueAddRandom(p0.Pos)
	}
	ps.JinxedTimer = float64(float64(w.Rng.Rand()%0x14)*0.1) + ps.JinxedTimer + 2.0
	if w.BonusTimers.Freeze > 0 {
		return
	}
	// The native pool modulus is 0x17f: the last slot is never picked.
	const poolMod = 0x17F
	idx := w.Rng.Rand() % poolMod
	for attempts := 0; attempts < 10 && !w.Creatures.Entries[idx].Active; attempts++ {
		idx = w.Rng.Rand() % poolMod
	}
	c := &w.Creatures.Entries[idx]
	if !c.Active {
		return
	}
	c.HP = -1.0
	c.HitboxSize -= float64(dt * 20.0)
	if jinxedAwardOnce(p0, c.RewardValue) > 0 && w.BonusTimers.DoubleExperience > 0 {
		jinxedAwardOnce(p0, c.RewardValue)
	}
}

// jinxedAwardOnce adds a kill reward to the player's experience the native way: float32 sum of
// the float32 experience and reward, truncated (perks/impl/jinxed_effect.py
// _award_experience_once_from_reward). Returns the experience gained.
func jinxedAwardOnce(p *Player, reward float64) int {
	r := f32(reward)
	if r <= 0 {
		return 0
	}
	before := p.Experience
	after := int(f32(f32(float64(before)) + r))
	p.Experience = after
	return after - before
}

// applyReflexBoostedDt is the world-dt step of Reflex Boosted: player 0's perk slows the world
// to 90% (perks/impl/reflex_boosted.py apply_reflex_boosted_dt; the only entry of the
// manifest's WORLD_DT_STEPS).
func (w *World) applyReflexBoostedDt(dt float64) float64 {
	if dt <= 0 || w.PlayerCount <= 0 {
		return dt
	}
	if !perkActive(&w.Players[0], perks.ReflexBoosted) {
		return dt
	}
	return dt * 0.9
}

// perksWorldDtSteps applies every perk world-dt step in manifest order (WORLD_DT_STEPS).
func (w *World) perksWorldDtSteps(dt float64) float64 {
	return w.applyReflexBoostedDt(dt)
}
