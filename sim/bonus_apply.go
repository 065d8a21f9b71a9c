package sim

import (
	"math"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// bonusApply applies a picked-up bonus of the given type and amount to the player and the
// global timers (bonuses/apply.py bonus_apply). origin is where the bonus lay (nukes, fireblasts
// and shock chains start there). freezeCorpses are the corpses that existed at tick start,
// which a Freeze pickup shatters (nil: every corpse).
func (w *World) bonusApply(p *Player, id bonuses.ID, amount int, origin Vec2, freezeCorpses *[CreaturePoolSize]bool) {
	meta, ok := bonuses.Lookup(id)
	if !ok {
		return
	}
	econ := 1.0
	if perkCountGet(p, perks.BonusEconomist) != 0 {
		econ = 1.5
	}
	// Timed bonuses with a fixed duration ignore the entry's amount.
	seconds := float64(amount)
	if meta.ApplySeconds != 0 {
		seconds = meta.ApplySeconds
	}
	bt := &w.BonusTimers
	switch id {
	case bonuses.Points:
		// Points go to player 0 as raw experience (no Double Experience).
		if amount > 0 && w.PlayerCount > 0 {
			w.Players[0].Experience += amount
		}
	case bonuses.Energizer:
		w.bonusRegisterGlobal(id, bt.Energizer, HudTimerEnergizer)
		bt.Energizer = f32(bt.Energizer + float64(seconds*econ))
	case bonuses.WeaponPowerUp:
		w.bonusRegisterGlobal(id, bt.WeaponPowerUp, HudTimerWeaponPowerUp)
		bt.WeaponPowerUp = f32(bt.WeaponPowerUp + float64(float64(amount)*econ))
		bonusRefillClip(p)
	case bonuses.DoubleExperience:
		w.bonusRegisterGlobal(id, bt.DoubleExperience, HudTimerDoubleExperience)
		bt.DoubleExperience = f32(bt.DoubleExperience + float64(seconds*econ))
	case bonuses.ReflexBoost:
		w.bonusRegisterGlobal(id, bt.ReflexBoost, HudTimerReflexBoost)
		bt.ReflexBoost = f32(bt.ReflexBoost + float64(float64(amount)*econ))
		for i := range w.PlayerCount {
			q := &w.Players[i]
			q.Ammo = float64(q.ClipSize)
			q.ReloadActive = false
			q.ReloadTimer = 0
			q.ReloadTimerMax = 0
		}
	case bonuses.Freeze:
		w.bonusRegisterGlobal(id, bt.Freeze, HudTimerFreeze)
		bt.Freeze = f32(bt.Freeze + float64(float64(amount)*econ))
		w.freezeShatterCorpses(freezeCorpses)
	case bonuses.Shield:
		w.bonusRegisterPlayer(p, id, HudTimerShield, func(q *Player) float64 { return q.ShieldTimer })
		p.ShieldTimer = f32(p.ShieldTimer + float64(float64(amount)*econ))
	case bonuses.Medikit:
		if p.Health < 100.0 {
			p.Health = min(100.0, p.Health+10.0)
		}
	case bonuses.Speed:
		w.bonusRegisterPlayer(p, id, HudTimerSpeed, func(q *Player) float64 { return q.SpeedBonusTimer })
		p.SpeedBonusTimer = f32(p.SpeedBonusTimer + float64(float64(amount)*econ))
	case bonuses.FireBullets:
		w.bonusRegisterPlayer(p, id, HudTimerFireBullets, func(q *Player) float64 { return q.FireBulletsTimer })
		p.FireBulletsTimer = f32(p.FireBulletsTimer + float64(seconds*econ))
		bonusRefillClip(p)
	case bonuses.ShockChain:
		w.applyShockChain(p, origin)
	case bonuses.Weapon:
		w.applyWeaponBonus(p, amount)
	case bonuses.Fireblast:
		w.Gameplay.BonusSpawnGuard = true
		w.spawnProjectileRing(origin, 16, 0.0, weapons.ProjectilePlasmaRifle, w.bonusOwnerID(p))
		w.Gameplay.BonusSpawnGuard = false
	case bonuses.Nuke:
		w.applyNuke(p, origin)
	}
}

// bonusOwnerID is the owner id of bonus projectiles: the player's with friendly fire, else the
// neutral -100.
func (w *World) bonusOwnerID(p *Player) int {
	if w.Config.FriendlyFire {
		return ownerIDForPlayer(p.Index)
	}
	return -100
}

// bonusRefillClip readies the player's weapon at once: full clip, no cooldown, no reload.
func bonusRefillClip(p *Player) {
	p.WeaponResetLatch = 0
	p.ShotCooldown = 0
	p.ReloadActive = false
	p.ReloadTimer = 0
	p.ReloadTimerMax = 0
	p.Ammo = float64(p.ClipSize)
}

// bonusRegisterGlobal puts a global timer's bonus on the HUD when its timer was not running.
func (w *World) bonusRegisterGlobal(id bonuses.ID, old float64, timer BonusHudTimer) {
	if old <= 0 {
		w.Bonuses.Hud.register(id, bonuses.IconID(id), BonusHudTimerRef{Timer: timer}, BonusHudTimerRef{})
	}
}

// bonusRegisterPlayer puts a per-player bonus on the HUD when no player's timer was running
// (players 1 and 2 in multiplayer, with both timers shown).
func (w *World) bonusRegisterPlayer(p *Player, id bonuses.ID, timer BonusHudTimer, get func(*Player) float64) {
	if w.PlayerCount > 1 {
		if get(&w.Players[0]) <= 0 && get(&w.Players[1]) <= 0 {
			w.Bonuses.Hud.register(id, bonuses.IconID(id), BonusHudTimerRef{Timer: timer, PlayerIndex: 0},
				BonusHudTimerRef{Timer: timer, PlayerIndex: 1})
		}
		return
	}
	if get(p) <= 0 {
		w.Bonuses.Hud.register(id, bonuses.IconID(id), BonusHudTimerRef{Timer: timer, PlayerIndex: p.Index}, BonusHudTimerRef{})
	}
}

// freezeShatterCorpses removes every corpse when Freeze is picked up: corpses already fading
// out vanish silently; the others (those that existed at tick start) shatter into eight shards
// and a burst (bonuses/freeze.py apply_freeze).
func (w *World) freezeShatterCorpses(atTickStart *[CreaturePoolSize]bool) {
	for i := range w.Creatures.live() {
		c := &w.Creatures.Entries[i]
		if !c.Active || c.HP > 0 {
			continue
		}
		if c.HitboxSize < CreatureCorpseDespawnHitbox {
			c.Active = false
			continue
		}
		if atTickStart == nil || atTickStart[i] {
			for range 8 {
				angle := float64(w.Rng.Rand()%0x264) * 0.01
				w.spawnFreezeShard(c.Pos, angle, w.Config.DetailPreset)
			}
			angle := float64(w.Rng.Rand()%0x264) * 0.01
			w.spawnFreezeShatter(c.Pos, angle, w.Config.DetailPreset)
		}
		c.Active = false
	}
}

// applyShockChain fires a chaining ion shot from the bonus at the nearest living creature
// (slot 0 when none qualifies); the projectile code follows the chain for 32 links
// (bonuses/shock_chain.py).
func (w *World) applyShockChain(p *Player, origin Vec2) {
	best := 0
	bestDistSq := 1e12
	for i := range w.Creatures.live() {
		c := &w.Creatures.Entries[i]
		if !c.Active || c.HitboxSize != CreatureHitboxAlive {
			continue
		}
		if d := DistanceSq(origin, c.Pos); d < bestDistSq {
			bestDistSq = d
			best = i
		}
	}
	angle := w.Creatures.Entries[best].Pos.Sub(origin).ToHeading()
	owner := w.bonusOwnerID(p)
	w.Gameplay.BonusSpawnGuard = true
	w.Weapons.ShockChainLinksLeft = 0x20
	id := w.projectileSpawn(origin, angle, weapons.ProjectileIonRifle, owner, false)
	w.Weapons.setShockChainProjectileID(id)
	w.Gameplay.BonusSpawnGuard = false
}

// applyWeaponBonus gives the player the bonus's weapon; with Alternate Weapon and an empty
// second slot the current weapon moves there first (bonuses/weapon.py).
func (w *World) applyWeaponBonus(p *Player, weaponID int) {
	if perkActive(p, perks.AlternateWeapon) && !p.HasAltWeapon {
		p.HasAltWeapon = true
		p.AltWeaponID = p.WeaponID
		p.AltClipSize = p.ClipSize
		p.AltAmmo = p.Ammo
		p.AltReloadActive = p.ReloadActive
		p.AltReloadTimer = p.ReloadTimer
		p.AltShotCooldown = p.ShotCooldown
		p.AltReloadTimerMax = p.ReloadTimerMax
	}
	w.weaponAssignPlayer(p, weaponID)
}

// applyNuke: screen shake, 4..7 slowed pistol shots and two gauss shots in random directions,
// an explosion, and (256 - distance) * 5 damage to every active creature within 256 px,
// corpses included; kills do not drop bonuses (bonuses/nuke.py).
func (w *World) applyNuke(p *Player, origin Vec2) {
	w.cameraShakeStart(0x14, 0.2)
	count := w.Rng.Rand()&3 + 4
	for range count {
		angle := float64(w.Rng.Rand()%0x274) * 0.01
		proj := w.projectileSpawn(origin, angle, weapons.ProjectilePistol, -100, false)
		if proj != -1 {
			scale := float64(float64(w.Rng.Rand()%0x32)*0.01) + 0.5
			w.Projectiles.Entries[proj].SpeedScale *= scale
		}
	}
	for range 2 {
		angle := float64(w.Rng.Rand()%0x274) * 0.01
		w.projectileSpawn(origin, angle, weapons.ProjectileGaussGun, -100, false)
	}
	w.spawnExplosionBurst(origin, 1.0, w.Config.DetailPreset)
	prevGuard := w.Gameplay.BonusSpawnGuard
	w.Gameplay.BonusSpawnGuard = true
	for i := 0; i < w.Creatures.liveEnd; i++ {
		c := &w.Creatures.Entries[i]
		if !c.Active {
			continue
		}
		delta := c.Pos.Sub(origin)
		if math.Abs(delta.X) > 256.0 || math.Abs(delta.Y) > 256.0 {
			continue
		}
		if dist := delta.Length(); dist < 256.0 {
			w.applyProjectileDamageToCreature(i, (256.0-dist)*5.0, 3, Vec2{}, ownerIDForPlayer(p.Index))
		}
	}
	w.Gameplay.BonusSpawnGuard = prevGuard
}
