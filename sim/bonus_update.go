package sim

import "crdplayer/sim/perks"

// reflexTimerSubtractBias: the native x87 arithmetic runs the Reflex Boost timer down slightly
// faster than a float32 subtraction once it is below one second.
const reflexTimerSubtractBias = 4e-9

// bonusUpdatePrePickupTimers counts down the Weapon Power Up, Energizer and Reflex Boost timers,
// which the native frame decrements before bonus_update (bonuses/update.py
// bonus_update_pre_pickup_timers).
func (w *World) bonusUpdatePrePickupTimers(dt float64) {
	if dt <= 0 {
		return
	}
	bt := &w.BonusTimers
	if bt.WeaponPowerUp > 0 {
		bt.WeaponPowerUp = f32(bt.WeaponPowerUp - dt)
	}
	if bt.Energizer > 0 {
		bt.Energizer = f32(bt.Energizer - dt)
	}
	if bt.ReflexBoost > 0 {
		before := bt.ReflexBoost
		sub := dt
		if before > 0 && before < 1.0 {
			sub += reflexTimerSubtractBias
		}
		bt.ReflexBoost = f32(before - sub)
	}
}

// bonusUpdate runs the frame's bonus logic: Telekinetic pickups, the pool's ageing and walk-over
// pickups, the Double Experience and Freeze timers, and the HUD (bonuses/update.py
// bonus_update). Pickups are recorded as tick events; the Freeze shatter uses the corpses the
// core noted at tick start.
func (w *World) bonusUpdate(dt float64) {
	freeze := &w.Tick.FreezeCorpseAtStart
	if dt > 0 {
		w.bonusTelekineticUpdate(w.Tick.FrameDtMs, freeze)
	}
	w.bonusPoolUpdate(dt, freeze)
	if dt > 0 {
		bt := &w.BonusTimers
		if bt.DoubleExperience <= 0 {
			bt.DoubleExperience = 0
		} else {
			bt.DoubleExperience = f32(bt.DoubleExperience - dt)
		}
		if bt.Freeze <= 0 {
			bt.Freeze = 0
		} else {
			bt.Freeze = f32(bt.Freeze - dt)
		}
	}
	w.bonusHudUpdate(dt)
}

// bonusTelekineticUpdate tracks each living player's aim hovering over a bonus; after 650 ms a
// Telekinetic player picks it up from afar (at most one pickup per frame)
// (bonuses/update.py bonus_telekinetic_update). The hover timer counts the frame's whole
// milliseconds (frame_dt_ms); a frame of none does nothing.
func (w *World) bonusTelekineticUpdate(frameDtMs int, freezeCorpses *[CreaturePoolSize]bool) {
	if frameDtMs <= 0 {
		return
	}
	dtMs := float64(frameDtMs)
	for i := range w.PlayerCount {
		p := &w.Players[i]
		if p.Health <= 0 {
			continue
		}
		idx := w.Bonuses.findAimHoverEntry(p.Aim)
		if idx < 0 {
			p.BonusAimHoverIndex = -1
			p.BonusAimHoverTimerMs = 0
			continue
		}
		e := &w.Bonuses.Entries[idx]
		p.BonusAimHoverIndex = idx
		p.BonusAimHoverTimerMs += dtMs
		if p.BonusAimHoverTimerMs <= bonusTelekineticPickupMs {
			continue
		}
		if !perkActive(p, perks.Telekinetic) {
			continue
		}
		if e.Picked || e.BonusID == 0 {
			continue
		}
		w.bonusApply(p, e.BonusID, e.Amount, e.Pos, freezeCorpses)
		e.Picked = true
		e.TimeLeft = bonusPickupLinger
		w.noteBonusPickup(p.Index, e)
		p.BonusAimHoverIndex = -1
		p.BonusAimHoverTimerMs = 0
		break
	}
}

// noteBonusPickup records a pickup as a tick event (the port's BonusPickupEvent list).
func (w *World) noteBonusPickup(playerIndex int, e *BonusEntry) {
	w.Tick.Events.addPickup(BonusPickupEvent{PlayerIndex: playerIndex, BonusID: int(e.BonusID), Amount: e.Amount, Pos: e.Pos})
}
