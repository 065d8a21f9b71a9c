package sim

import (
	"math"

	"crdplayer/sim/perks"
)

// Player update, experience and Survival progression (gameplay.py).

// Weapon ids the core refers to (weapons.py WeaponId).
const (
	weaponPistol        = 1
	weaponAssaultRifle  = 2
	weaponMeanMinigun   = 7
	weaponShrinkifier5K = 24
	weaponBladeGun      = 25
)

const reloadPreloadUnderflowEps = 1e-7

// Relative (keyboard) movement target headings, float32 literals of the native code.
const (
	relMoveHeadingNone          = -1.0
	relMoveHeadingForward       = 0.0
	relMoveHeadingForwardRight  = 0.7853982
	relMoveHeadingRight         = 1.5707964
	relMoveHeadingBackwardRight = 2.3561945
	relMoveHeadingBackward      = 3.1415927
	relMoveHeadingBackwardLeft  = 3.926991
	relMoveHeadingLeft          = 4.712389
	relMoveHeadingForwardLeft   = 5.4977875
	relMoveTurnAlignScale       = 7.957747
)

// reflexTimeScaleFactor is the Reflex Boost time-scale factor of the native frame loop.
func reflexTimeScaleFactor(reflexBoostTimer float64) float64 {
	reflex := f32(reflexBoostTimer)
	factor := f32(0.3)
	if reflex < 1.0 {
		factor = f32(float64((1.0-reflex)*0.7) + 0.3)
	}
	return factor
}

// playerFrameDtAfterRoundtrip ports gameplay.py player_frame_dt_after_roundtrip: under Reflex
// Boost the native player_update scales frame_dt for movement and scales it back, and the
// float32 stores change it slightly for the players that follow.
func playerFrameDtAfterRoundtrip(dt float64, timeScaleActive bool, reflexBoostTimer float64) float64 {
	dt32 := f32(dt)
	if !timeScaleActive || dt32 <= 0 {
		return dt32
	}
	factor := reflexTimeScaleFactor(reflexBoostTimer)
	if factor <= 0 {
		return dt32
	}
	movementDt := f32((0.6 / factor) * dt32)
	return f32(factor * movementDt * 1.6666666)
}

// awardExperience ports gameplay.py award_experience: integer XP, doubled by Double Experience.
func (w *World) awardExperience(p *Player, amount int) int {
	if amount <= 0 {
		return 0
	}
	if w.BonusTimers.DoubleExperience > 0 {
		amount *= 2
	}
	p.Experience += amount
	return amount
}

// awardExperienceOnceFromReward mirrors the native __ftol(player_xp + reward_value) with the
// float32 stores in between.
func awardExperienceOnceFromReward(p *Player, reward float64) int {
	r := f32(reward)
	if r <= 0 {
		return 0
	}
	before := p.Experience
	total := f32(f32(float64(before)) + r)
	after := int(total)
	p.Experience = after
	return after - before
}

// awardExperienceFromReward ports gameplay.py award_experience_from_reward (kill XP).
func (w *World) awardExperienceFromReward(p *Player, reward float64) int {
	gained := awardExperienceOnceFromReward(p, reward)
	if gained <= 0 {
		return 0
	}
	if w.BonusTimers.DoubleExperience > 0 {
		gained += awardExperienceOnceFromReward(p, reward)
	}
	return gained
}

// survivalLevelThreshold is the XP above which a player leaves the given level
// (gameplay.py survival_level_threshold).
func survivalLevelThreshold(level int) int {
	if level < 1 {
		level = 1
	}
	return int(1000.0 + float64(math.Pow(float64(level), 1.8)*1000.0))
}

// survivalCheckLevelUp ports gameplay.py survival_check_level_up: every threshold passed adds
// a level and a pending perk.
func (w *World) survivalCheckLevelUp(p *Player) int {
	advanced := 0
	for p.Experience > survivalLevelThreshold(p.Level) {
		p.Level++
		w.perkAddPending()
		advanced++
	}
	return advanced
}

// survivalProgressionUpdate ports gameplay.py survival_progression_update without auto-pick
// (the deterministic sessions never auto-pick): only player 0 levels up.
func (w *World) survivalProgressionUpdate() {
	if w.PlayerCount == 0 {
		return
	}
	w.survivalCheckLevelUp(&w.Players[0])
}

const survivalRecentDeathCentroidScale = 0.33333334

// survivalRecordRecentDeath ports gameplay.py survival_record_recent_death.
func (w *World) survivalRecordRecentDeath(pos Vec2) {
	g := &w.Gameplay
	n := g.SurvivalRecentDeathCount
	if n >= 6 {
		return
	}
	if n < 3 {
		g.SurvivalRecentDeathPos[n] = Vec2{f32(pos.X), f32(pos.Y)}
	}
	n++
	g.SurvivalRecentDeathCount = n
	if n == 3 {
		g.SurvivalRewardFireSeen = false
		g.SurvivalRewardHandoutEnabled = false
	}
}

// survivalUpdateWeaponHandouts ports gameplay.py survival_update_weapon_handouts: the one-off
// Shrinkifier (a passive single player after 64 s) and Blade Gun (standing, hurt, where three
// creatures just died) handouts.
func (w *World) survivalUpdateWeaponHandouts(survivalElapsedMs int) {
	if w.PlayerCount != 1 {
		return
	}
	g := &w.Gameplay
	p := &w.Players[0]
	if !g.SurvivalRewardDamageSeen && !g.SurvivalRewardFireSeen && survivalElapsedMs > 64000 &&
		g.SurvivalRewardHandoutEnabled {
		if p.WeaponID == weaponPistol {
			w.weaponAssignPlayer(p, weaponShrinkifier5K)
			g.SurvivalRewardWeaponGuardID = weaponShrinkifier5K
		}
		g.SurvivalRewardHandoutEnabled = false
		g.SurvivalRewardDamageSeen = true
		g.SurvivalRewardFireSeen = true
	}
	if g.SurvivalRecentDeathCount == 3 && !g.SurvivalRewardFireSeen {
		p0, p1, p2 := g.SurvivalRecentDeathPos[0], g.SurvivalRecentDeathPos[1], g.SurvivalRecentDeathPos[2]
		cx := f32(f32(p0.X+p1.X+p2.X) * survivalRecentDeathCentroidScale)
		cy := f32(f32(p0.Y+p1.Y+p2.Y) * survivalRecentDeathCentroidScale)
		dx := p.Pos.X - cx
		dy := p.Pos.Y - cy
		if math.Sqrt(float64(dx*dx)+float64(dy*dy)) < 16.0 && p.Health < 15.0 {
			w.weaponAssignPlayer(p, weaponBladeGun)
			g.SurvivalRewardWeaponGuardID = weaponBladeGun
			g.SurvivalRewardFireSeen = true
			g.SurvivalRewardHandoutEnabled = false
		}
	}
}

// survivalEnforceRewardWeaponGuard ports gameplay.py survival_enforce_reward_weapon_guard:
// a handout weapon the guard no longer names turns back into the pistol.
func (w *World) survivalEnforceRewardWeaponGuard() {
	guard := w.Gameplay.SurvivalRewardWeaponGuardID
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		id := p.WeaponID
		if id == weaponBladeGun && guard != weaponBladeGun {
			weaponAssignPlayerNoStatus(p, weaponPistol)
		}
		if id == weaponShrinkifier5K && guard != weaponShrinkifier5K {
			weaponAssignPlayerNoStatus(p, weaponPistol)
		}
	}
}

// normalizeHeadingAngle wraps a heading into [0, 2π] (gameplay.py _normalize_heading_angle).
func normalizeHeadingAngle(v float64) float64 {
	for v < 0 {
		v += 2 * math.Pi
	}
	for v > 2*math.Pi {
		v -= 2 * math.Pi
	}
	return v
}

// playerHeadingApproachTarget ports the native player_heading_approach_target with its float32
// temporaries: eases the heading toward target and returns the angular difference and the
// applied turn.
func playerHeadingApproachTarget(p *Player, target, dt float64) (diff, turn float64) {
	heading := f32(normalizeHeadingAngle(p.Heading))
	p.Heading = heading
	target = f32(target)
	direct := f32(math.Abs(f32(target - heading)))
	high := heading
	if target > high {
		high = target
	}
	low := heading
	if target < low {
		low = target
	}
	wrapped := f32(math.Abs(f32(f32(6.2831855-high) + low)))
	diff = direct
	if direct >= wrapped {
		diff = wrapped
	}
	scaled := f32(f32(dt) * diff)
	if direct <= wrapped {
		if target > heading {
			turn = f32(scaled * 5.0)
		} else {
			turn = f32(scaled * -5.0)
		}
	} else {
		if target >= heading {
			turn = f32(scaled * -5.0)
		} else {
			turn = f32(scaled * 5.0)
		}
	}
	p.Heading = f32(heading + turn)
	return diff, turn
}

// playerUpdate ports gameplay.py player_update (native 0x004136b0): timers, aim, movement,
// perk ticks, reload, firing (the weapons area) and the arena clamp.
func (w *World) playerUpdate(p *Player, in *PlayerInput, dt float64) {
	dt = f32(dt)
	if dt <= 0 {
		return
	}
	prevPos := p.Pos
	if p.Health <= 0 {
		p.DeathTimer -= float64(dt * 20.0)
		return
	}

	p.MuzzleFlashAlpha = math.Max(0, p.MuzzleFlashAlpha-float64(dt*2.0))
	powerScale := 1.0
	if w.BonusTimers.WeaponPowerUp > 0 {
		powerScale = 1.5
	}
	cooldownDecay := f32(dt * powerScale)
	p.ShotCooldown = math.Max(0, f32(p.ShotCooldown-cooldownDecay))
	if p.ShotCooldown > 0 && p.ShotCooldown < 1e-6 {
		p.ShotCooldown = 0
	}

	if perkActive(p, perks.Sharpshooter) {
		p.SpreadHeat = 0.02
	} else {
		p.SpreadHeat = math.Max(0.01, p.SpreadHeat-float64(dt*0.4))
	}

	speedBonusActive := p.SpeedBonusTimer > 0
	if p.AuxTimer > 0 {
		decay := 0.5
		if p.AuxTimer >= 1.0 {
			decay = 1.4
		}
		p.AuxTimer = math.Max(0, p.AuxTimer-float64(dt*decay))
	}

	p.Aim = in.Aim
	aimDir := p.Aim.Sub(p.Pos).Normalized()
	if aimDir.LengthSq() > 0 {
		p.AimDir = aimDir
		p.AimHeading = aimDir.ToHeading()
	}

	speedMultiplier := p.SpeedMultiplier
	if speedBonusActive {
		speedMultiplier += 1.0
	}

	movementDt := dt
	if w.Gameplay.TimeScaleActive && movementDt > 0 {
		factor := reflexTimeScaleFactor(w.BonusTimers.ReflexBoost)
		if factor > 0 {
			movementDt = f32((0.6 / factor) * movementDt)
		}
	}

	var moveDelta Vec2
	if in.HasMoveKeys {
		moveDelta = w.playerRelativeMove(p, in, movementDt, speedMultiplier)
	} else {
		rawMove := in.Move
		rawMag := rawMove.Length()
		movingInput := rawMag > 0.2
		turnAlignmentScale := 1.0
		var move Vec2
		if movingInput {
			inv := 0.0
			if rawMag > 1e-9 {
				inv = 1.0 / rawMag
			}
			move = rawMove.Mul(inv)
			target := normalizeHeadingAngle(move.ToHeading())
			angleDiff, _ := playerHeadingApproachTarget(p, target, movementDt)
			move = Vec2FromHeading(p.Heading)
			turnAlignmentScale = math.Max(0, (math.Pi-angleDiff)/math.Pi)
			if perkActive(p, perks.LongDistanceRunner) {
				if p.MoveSpeed < 2.0 {
					p.MoveSpeed = p.MoveSpeed + float64(movementDt*4.0)
				}
				p.MoveSpeed = p.MoveSpeed + movementDt
				if p.MoveSpeed > 2.8 {
					p.MoveSpeed = 2.8
				}
			} else {
				p.MoveSpeed = p.MoveSpeed + float64(movementDt*5.0)
				if p.MoveSpeed > 2.0 {
					p.MoveSpeed = 2.0
				}
			}
		} else {
			p.MoveSpeed = p.MoveSpeed - float64(movementDt*15.0)
			if p.MoveSpeed < 0 {
				p.MoveSpeed = 0
			}
			move = Vec2FromHeading(p.Heading)
		}
		if p.WeaponID == weaponMeanMinigun && p.MoveSpeed > 0.8 {
			p.MoveSpeed = 0.8
		}
		speed := p.MoveSpeed * speedMultiplier * 25.0
		if movingInput {
			speed *= math.Min(1.0, rawMag)
			speed *= turnAlignmentScale
		}
		if perkActive(p, perks.AlternateWeapon) {
			speed *= 0.8
		}
		// Native stores velocity and delta through float32 slots before moving.
		moveStep := f32(speed * movementDt)
		moveDelta = Vec2{f32(move.X * moveStep), f32(move.Y * moveStep)}
	}
	p.Pos = Vec2{f32(p.Pos.X + moveDelta.X), f32(p.Pos.Y + moveDelta.Y)}

	p.MovePhase += float64(float64(movementDt*p.MoveSpeed) * 19.0)

	d := p.Pos.Sub(prevPos)
	stationary := math.Abs(d.X) <= 1e-9 && math.Abs(d.Y) <= 1e-9
	reloadScale := 1.0
	if stationary && perkActive(p, perks.StationaryReloader) {
		reloadScale = 3.0
	}

	w.applyPlayerPerkTicks(p, dt, stationary)

	if perkActive(p, perks.AnxiousLoader) && in.FirePressed && p.ReloadTimer > 0 {
		next := f32(p.ReloadTimer - 0.05)
		p.ReloadTimer = next
		if next <= 0 {
			p.ReloadTimer = f32(dt * 0.8)
		}
	}

	reloadTimerNow := f32(p.ReloadTimer)
	dt32 := f32(dt)
	preloadDt := dt32
	if !w.Config.PreserveBugs {
		preloadDt = f32(reloadScale * dt32)
	}
	underflow := f32(reloadTimerNow - preloadDt)
	if p.ReloadActive && reloadTimerNow > 0 && underflow < -reloadPreloadUnderflowEps {
		p.Ammo = float64(p.ClipSize)
	}

	if p.ReloadTimer > 0 {
		if perkActive(p, perks.AngryReloader) && p.ReloadTimerMax > 0.5 && p.ReloadTimerMax*0.5 < p.ReloadTimer {
			half := p.ReloadTimerMax * 0.5
			next := f32(p.ReloadTimer - float64(reloadScale*dt))
			p.ReloadTimer = next
			if next <= half {
				count := 7 + int(p.ReloadTimerMax*4.0)
				w.Gameplay.BonusSpawnGuard = true
				w.angryReloaderRing(p, count)
				w.Gameplay.BonusSpawnGuard = false
			}
		} else {
			p.ReloadTimer = f32(p.ReloadTimer - float64(reloadScale*dt))
		}
	}
	if p.ReloadTimer < 0 {
		p.ReloadTimer = 0
	}
	if p.ShotCooldown <= 0 && p.ReloadTimer == 0 {
		p.ReloadActive = false
	}

	if in.ReloadPressed {
		if perkActive(p, perks.AlternateWeapon) && playerSwapAltWeapon(p) {
			p.ShotCooldown = p.ShotCooldown + 0.1
		} else if p.ReloadTimer == 0 {
			w.playerStartReload(p)
		}
	}

	if in.FireDown {
		w.Gameplay.SurvivalRewardFireSeen = true
	}

	w.playerFireWeapon(p, in, dt)

	for p.MovePhase > 14.0 {
		p.MovePhase -= 14.0
	}
	for p.MovePhase < 0 {
		p.MovePhase += 14.0
	}

	half := math.Max(0, p.Size*0.5)
	p.Pos = Vec2{f32(clamp(p.Pos.X, half, worldSize-half)), f32(clamp(p.Pos.Y, half, worldSize-half))}
	if p.MuzzleFlashAlpha > 0.8 {
		p.MuzzleFlashAlpha = 0.8
	}
}

// playerRelativeMove is the native relative keyboard movement path of player_update (move
// mode 2): it returns the position delta.
func (w *World) playerRelativeMove(p *Player, in *PlayerInput, movementDt, speedMultiplier float64) Vec2 {
	target := relMoveHeadingNone
	if in.TurnLeft {
		target = relMoveHeadingLeft
	}
	if in.TurnRight {
		target = relMoveHeadingRight
	}
	if in.MoveForward {
		switch {
		case in.TurnLeft:
			target = relMoveHeadingForwardLeft
		case in.TurnRight:
			target = relMoveHeadingForwardRight
		default:
			target = relMoveHeadingForward
		}
	}
	if in.MoveBackward {
		switch {
		case in.TurnLeft:
			target = relMoveHeadingBackwardLeft
		case in.TurnRight:
			target = relMoveHeadingBackwardRight
		default:
			target = relMoveHeadingBackward
		}
	}
	var dx, dy float64
	if !in.MoveBackward && target == relMoveHeadingNone {
		p.MoveSpeed = f32(p.MoveSpeed - float64(movementDt*15.0))
		if p.MoveSpeed < 0 {
			p.MoveSpeed = 0
		}
		move := Vec2FromHeading(p.Heading)
		dx = f32(move.X * p.MoveSpeed * speedMultiplier * 25.0)
		dy = f32(move.Y * p.MoveSpeed * speedMultiplier * 25.0)
	} else {
		angleDiff, turn := playerHeadingApproachTarget(p, target, movementDt)
		p.AimHeading = f32(p.AimHeading + turn)
		if perkActive(p, perks.LongDistanceRunner) {
			if p.MoveSpeed < 2.0 {
				p.MoveSpeed = f32(p.MoveSpeed + float64(movementDt*4.0))
			}
			p.MoveSpeed = f32(p.MoveSpeed + movementDt)
			if p.MoveSpeed > 2.8 {
				p.MoveSpeed = 2.8
			}
		} else {
			p.MoveSpeed = f32(p.MoveSpeed + float64(movementDt*5.0))
			if p.MoveSpeed > 2.0 {
				p.MoveSpeed = 2.0
			}
		}
		if p.WeaponID == weaponMeanMinigun && p.MoveSpeed > 0.8 {
			p.MoveSpeed = 0.8
		}
		move := Vec2FromHeading(p.Heading)
		align := f32((3.1415927 - angleDiff) * relMoveTurnAlignScale)
		dx = f32(move.X * p.MoveSpeed * align * speedMultiplier)
		dy = f32(move.Y * p.MoveSpeed * align * speedMultiplier)
	}
	if perkActive(p, perks.AlternateWeapon) {
		dx = f32(dx * 0.8)
		dy = f32(dy * 0.8)
	}
	return Vec2{f32(movementDt * dx), f32(movementDt * dy)}
}
