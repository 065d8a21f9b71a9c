package sim

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
}

// applyWorldPresentationStep plans the tick's sounds in the port's order: level-up, hits
// (with their decals when not preplanned), deaths, bonus pickups, then up to four event
// sounds (sim/presentation_step.py apply_world_presentation_step). The per-player fire and
// reload sounds (plan_player_audio_sfx) draw nothing and are not planned here.
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
	if len(in.DeathTypeIDs) > 0 && !in.DeathSfxPreplanned {
		cmd.SfxKeys = append(cmd.SfxKeys, planDeathSfxKeys(in.DeathTypeIDs, &w.Rng)...)
	}
	for range in.PickupCount {
		cmd.SfxKeys = append(cmd.SfxKeys, "sfx_ui_bonus")
	}
	cmd.SfxKeys = append(cmd.SfxKeys, in.EventSfx[:min(len(in.EventSfx), 4)]...)
	return cmd
}
