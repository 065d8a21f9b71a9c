package sim

import "crdplayer/sim/weapons"

// PresentationStepCommands is what the presentation step asks the audio layer to do
// (sim/presentation_step.py PresentationStepCommands): start the game tune, play these sounds.
type PresentationStepCommands struct {
	TriggerGameTune bool
	SfxKeys         []string
}

// presentationStepInput is what apply_world_presentation_step gets from the tick
// (sim/presentation_step.py apply_world_presentation_step keyword arguments). The reference
// world step plans hit and death sounds as they happen (HitSfxPreplanned, DeathSfxPreplanned),
// so on its path this step draws nothing; the other path plans them here, with draws.
type presentationStepInput struct {
	Hits            []ProjectileHit
	DeathTypeIDs    []int // creature type ids of this tick's deaths
	PickupCount     int
	EventSfx        []string
	PrevPerkPending int
	PerkPending     int
	GameMode        int
	DemoModeActive  bool

	PerkProgressionEnabled bool
	DetailPreset           int
	FxToggle               int
	GameTuneStarted        bool

	HitSfxPreplanned   bool
	TriggerGameTune    bool
	HitSfx             []string
	DeathSfxPreplanned bool

	// PrevAudio is each player's fire/reload state before the tick.
	PrevAudio [MaxPlayers]PlayerAudioSnapshot
}

// PlayerAudioSnapshot is the part of a player's state whose change between ticks means a shot
// or a reload sound (step_pipeline.py prev_audio: shot_seq, reload_active, reload_timer).
type PlayerAudioSnapshot struct {
	ShotSeq      int
	ReloadActive bool
	ReloadTimer  float64 // seconds
}

// playerAudioSnapshot captures p's fire/reload state.
func playerAudioSnapshot(p *Player) PlayerAudioSnapshot {
	return PlayerAudioSnapshot{ShotSeq: p.ShotSeq, ReloadActive: p.ReloadActive, ReloadTimer: p.ReloadTimer}
}

// planPlayerAudioSfx plans a player's fire and reload sounds from the change since prev: a new
// shot plays the weapon's fire sound (both Fire Bullets sounds while that bonus runs), a reload
// that started or restarted its timer the reload sound (presentation_step.py
// plan_player_audio_sfx). It draws nothing.
func planPlayerAudioSfx(keys []string, p *Player, prev PlayerAudioSnapshot) []string {
	wp := weapons.Entry(p.WeaponID)
	if wp == nil {
		return keys
	}
	add := func(k string) {
		if k != "" {
			keys = append(keys, k)
		}
	}
	if p.ShotSeq > prev.ShotSeq {
		if p.FireBulletsTimer > 0 {
			add(weapons.Entry(weapons.FireBullets).FireSound)
			add(weapons.Entry(weapons.PlasmaMinigun).FireSound)
		} else {
			add(wp.FireSound)
		}
	}
	if (!prev.ReloadActive && p.ReloadActive) || p.ReloadTimer > prev.ReloadTimer+1e-6 {
		add(wp.ReloadSound)
	}
	return keys
}

// applyWorldPresentationStep plans the tick's sounds in the port's order: level-up, hits
// (with their decals when not preplanned), deaths, bonus pickups, then up to four event
// sounds, with each player's fire and reload sounds after the hits (sim/presentation_step.py
// apply_world_presentation_step).
func (w *World) applyWorldPresentationStep(in presentationStepInput) PresentationStepCommands {
	var cmd PresentationStepCommands
	if in.PerkProgressionEnabled && in.PerkPending > in.PrevPerkPending {
		cmd.SfxKeys = append(cmd.SfxKeys, "sfx_ui_levelup")
	}
	if !in.HitSfxPreplanned {
		if len(in.Hits) > 0 {
			w.queueProjectileDecals(in.Hits, in.DetailPreset, in.FxToggle)
			if w.freezeBonusActive() {
				if hitTriggersGameTune(in.GameMode, in.DemoModeActive, in.GameTuneStarted) {
					cmd.TriggerGameTune = true
				}
			} else {
				ids := make([]int, len(in.Hits))
				for i, h := range in.Hits {
					ids[i] = h.TypeID
				}
				trigger, keys := planHitSfxKeys(ids, in.GameMode, in.DemoModeActive, in.GameTuneStarted, &w.Rng)
				cmd.TriggerGameTune = trigger
				cmd.SfxKeys = append(cmd.SfxKeys, keys...)
			}
		}
	} else {
		cmd.TriggerGameTune = in.TriggerGameTune
		cmd.SfxKeys = append(cmd.SfxKeys, in.HitSfx...)
	}
	for i := 0; i < w.PlayerCount; i++ {
		cmd.SfxKeys = planPlayerAudioSfx(cmd.SfxKeys, &w.Players[i], in.PrevAudio[i])
	}
	if len(in.DeathTypeIDs) > 0 && !in.DeathSfxPreplanned {
		cmd.SfxKeys = append(cmd.SfxKeys, planDeathSfxKeys(in.DeathTypeIDs, &w.Rng)...)
	}
	for range in.PickupCount {
		cmd.SfxKeys = append(cmd.SfxKeys, "sfx_ui_bonus")
	}
	cmd.SfxKeys = append(cmd.SfxKeys, in.EventSfx[:min(len(in.EventSfx), 4)]...)
	return cmd
}
