package sim

import "crdplayer/sim/bonuses"

// BonusHudSlotCount is the number of bonus HUD rows (bonuses/hud.py BONUS_HUD_SLOT_COUNT).
const BonusHudSlotCount = 16

// Bonus HUD slide positions and speeds (screen pixels, pixels per second).
const (
	bonusHudSlideHidden = -184.0
	bonusHudSlideShown  = -2.0
	bonusHudSlideIn     = 350.0
	bonusHudSlideOut    = 320.0
)

// BonusHudTimer names the timer a HUD row shows (the port's _TimerRef key).
type BonusHudTimer int

const (
	HudTimerNone BonusHudTimer = iota
	// Global timers (World.BonusTimers).
	HudTimerWeaponPowerUp
	HudTimerReflexBoost
	HudTimerEnergizer
	HudTimerDoubleExperience
	HudTimerFreeze
	// Per-player timers (Player fields).
	HudTimerShield
	HudTimerFireBullets
	HudTimerSpeed
)

// BonusHudTimerRef is a timer a HUD row reads: a global timer, or a player's (PlayerIndex).
type BonusHudTimerRef struct {
	Timer       BonusHudTimer
	PlayerIndex int
}

// BonusHudSlot is one row of the bonus HUD (bonuses/hud.py BonusHudSlot): the bonus's icon and
// name slide in from the left while its timer runs and slide out when it ends. TimerValueAlt
// is player 2's timer for per-player bonuses in multiplayer.
type BonusHudSlot struct {
	Active        bool
	BonusID       bonuses.ID
	IconID        int
	SlideX        float64 // screen pixels, -184 hidden .. -2 shown
	TimerRef      BonusHudTimerRef
	TimerRefAlt   BonusHudTimerRef
	TimerValue    float64 // seconds left
	TimerValueAlt float64
}

// Label is the row's text (the bonus's name).
func (s *BonusHudSlot) Label() string {
	if !s.Active {
		return ""
	}
	return bonuses.DisplayName(s.BonusID)
}

// BonusHudState holds the bonus HUD rows (bonuses/hud.py BonusHudState).
type BonusHudState struct {
	Slots [BonusHudSlotCount]BonusHudSlot
}

func defaultBonusHudSlot() BonusHudSlot {
	return BonusHudSlot{IconID: -1, SlideX: bonusHudSlideHidden}
}

// register shows the bonus on the HUD, reusing its row when it is already there, else the
// first free row, else the last row (BonusHudState.register).
func (h *BonusHudState) register(id bonuses.ID, iconID int, ref, alt BonusHudTimerRef) {
	existing, free := -1, -1
	for i := range h.Slots {
		s := &h.Slots[i]
		if s.Active && s.BonusID == id {
			existing = i
			break
		}
		if !s.Active && free < 0 {
			free = i
		}
	}
	idx := existing
	if idx < 0 {
		idx = free
	}
	if idx < 0 {
		idx = len(h.Slots) - 1
	}
	h.Slots[idx] = BonusHudSlot{
		Active:      true,
		BonusID:     id,
		IconID:      iconID,
		SlideX:      bonusHudSlideHidden,
		TimerRef:    ref,
		TimerRefAlt: alt,
	}
}

// bonusHudTimerValue reads the timer a HUD row refers to (0 for none or a missing player).
func (w *World) bonusHudTimerValue(ref BonusHudTimerRef) float64 {
	switch ref.Timer {
	case HudTimerWeaponPowerUp:
		return w.BonusTimers.WeaponPowerUp
	case HudTimerReflexBoost:
		return w.BonusTimers.ReflexBoost
	case HudTimerEnergizer:
		return w.BonusTimers.Energizer
	case HudTimerDoubleExperience:
		return w.BonusTimers.DoubleExperience
	case HudTimerFreeze:
		return w.BonusTimers.Freeze
	}
	if ref.PlayerIndex < 0 || ref.PlayerIndex >= w.PlayerCount {
		return 0
	}
	p := &w.Players[ref.PlayerIndex]
	switch ref.Timer {
	case HudTimerShield:
		return p.ShieldTimer
	case HudTimerFireBullets:
		return p.FireBulletsTimer
	case HudTimerSpeed:
		return p.SpeedBonusTimer
	}
	return 0
}

// bonusHudUpdate refreshes the HUD rows' timer values and slides them; a row that has slid
// out is freed once no row below it is in use (bonuses/hud.py bonus_hud_update).
func (w *World) bonusHudUpdate(dt float64) {
	dt = max(0, dt)
	slots := &w.Bonuses.Hud.Slots
	for i := range slots {
		s := &slots[i]
		if !s.Active {
			continue
		}
		timer := max(0, w.bonusHudTimerValue(s.TimerRef))
		alt := 0.0
		if s.TimerRefAlt.Timer != HudTimerNone && w.PlayerCount > 1 {
			alt = max(0, w.bonusHudTimerValue(s.TimerRefAlt))
		}
		s.TimerValue = timer
		s.TimerValueAlt = alt
		if timer > 0 || alt > 0 {
			s.SlideX += float64(dt * bonusHudSlideIn)
		} else {
			s.SlideX -= float64(dt * bonusHudSlideOut)
		}
		if s.SlideX > bonusHudSlideShown {
			s.SlideX = bonusHudSlideShown
		}
		if s.SlideX < bonusHudSlideHidden {
			below := false
			for j := i + 1; j < len(slots); j++ {
				if slots[j].Active {
					below = true
					break
				}
			}
			if !below {
				*s = defaultBonusHudSlot()
			}
		}
	}
}
