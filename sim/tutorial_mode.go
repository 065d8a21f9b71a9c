package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/creatures"
)

// The tutorial: tutorial_timeline_update (decompile @ 0x00408990, ~5690-5990; the port's
// tutorial/timeline.py tick_tutorial_timeline) run where the native frame runs it, after
// camera_update and the world render's corpse cull, before the level-up check and
// bonus_update. Its run start is the shared prelude alone; no tick ends a tutorial.

// Tutorial stage timing (milliseconds).
const (
	tutorialTransitionStartMs = -1000 // a stage change fades the prompt out from here to -1
	tutorialTransitionIdle    = -1    // no transition running
	tutorialTransitionEndMs   = 1000  // the fade-in after a change ends past this
	tutorialStageCount        = 9     // stages -1..8; the index wraps to 0 after 8
	tutorialIntroMs           = 6000  // stage 0's prompt stays this long
	tutorialCompletedStage    = 8     // the result is tutorial_completed from this stage on
	tutorialRepeatSpawns      = 8     // stage 5's repeat packs 1..7, then the stage ends
	tutorialStage5Experience  = 3000  // the experience stage 5's end writes (a perk follows)
	tutorialHintFadePerMs     = 3     // hint alpha units (0..1000) per millisecond
	tutorialBonusSeconds      = 100.0 // the stage-1 bonuses' timers
	tutorialHealth            = 100
)

// TutorialState is the tutorial director's state (tutorial_stage_index, its timers, the hint
// banner). Zero outside the tutorial.
type TutorialState struct {
	Stage        int // -1 before the intro, 0..8
	StageTimerMs int
	// TransitionMs is the stage-change timer: -1000 up to -1 while the old prompt fades out
	// (the stage advances when it reaches -1), 0..1000 while the new one fades in, -1 idle.
	TransitionMs     int
	HintIndex        int  // the hint shown, -1 none (tutorial_hint_index)
	HintAlpha        int  // 0..1000
	HintFadeIn       bool // the hint latch: set when a bonus carrier has died
	RepeatSpawnCount int  // stage 5's repeat counter
	HintRef          int  // creature slot of the stage-5 bonus carrier, -1 none (tutorial_hint_bonus_ptr)
}

func newTutorialState() TutorialState {
	return TutorialState{Stage: -1, TransitionMs: tutorialTransitionStartMs, HintIndex: -1, HintRef: -1}
}

// tutorialHintLatch is the latch test of the stage-5 carrier (decompile ~5780-5784): with the
// latch clear, the referenced slot is inactive (its corpse culled), at hp <= 0 and carried a
// bonus. It is checked every frame, so a culled carrier latches again on later repeats.
func (w *World) tutorialHintLatch() bool {
	t := &w.Tutorial
	if t.HintFadeIn || t.HintRef < 0 || t.HintRef >= CreaturePoolSize {
		return false
	}
	c := &w.Creatures.Entries[t.HintRef]
	return !c.Active && c.HP <= 0 && c.Flags&creatures.FlagBonusOnDeath != 0
}

// tutorialStageTransition advances the stage-change timer; the stage advances when the
// fade-out reaches -1.
func (t *TutorialState) tutorialStageTransition(ms int) {
	switch {
	case t.TransitionMs < tutorialTransitionIdle:
		t.TransitionMs += ms
		if t.TransitionMs < tutorialTransitionIdle {
			return
		}
		t.Stage++
		if t.Stage == tutorialStageCount {
			t.Stage = 0
		}
		t.TransitionMs = 0
		return
	case tutorialTransitionIdle < t.TransitionMs:
		t.TransitionMs += ms
	}
	if tutorialTransitionEndMs < t.TransitionMs {
		t.TransitionMs = tutorialTransitionIdle
	}
}

// tutorialBonusSeed is one of stage 1's bonuses, written straight into the pool's first slots.
type tutorialBonusSeed struct {
	id     bonuses.ID
	amount int
	pos    Vec2
}

var tutorialStage1Bonuses = [3]tutorialBonusSeed{
	{bonuses.Points, 500, Vec2{260, 260}},
	{bonuses.Points, 1000, Vec2{600, 400}},
	{bonuses.Points, 500, Vec2{300, 400}},
}

// tutorialCarrierBonus is the bonus the stage-5 carrier of repeat n drops (its amount -1: the
// bonus's default; for the weapon, the weapon id), ok false for the repeats without one.
func tutorialCarrierBonus(n int) (id bonuses.ID, amount int, ok bool) {
	switch n {
	case 1:
		return bonuses.Speed, -1, true
	case 2:
		return bonuses.Weapon, 5, true
	case 3:
		return bonuses.DoubleExperience, -1, true
	case 4:
		return bonuses.Nuke, -1, true
	case 5:
		return bonuses.ReflexBoost, -1, true
	}
	return 0, 0, false
}

// tutorialTimelineUpdate is one frame of the tutorial director with the writes the native
// function makes around it: health held at 100, experience cleared outside stage 6 (3000 when
// stage 5 ends), stage 1's bonuses, the template packs, the stage-5 carrier's bonus.
func (w *World) tutorialTimelineUpdate(marks *RngMarks) {
	t := &w.Tutorial
	ms := w.Tick.FrameDtMs
	// gameplay_render_world's corpse cull comes first.
	w.creaturesFinalizePostRenderLifecycle()
	stageBefore, refBefore, alphaBefore := t.Stage, t.HintRef, t.HintAlpha
	latch := w.tutorialHintLatch()
	// creatures_none_active is read after the latch's pair spawns.
	noneAlive := !w.Creatures.anyAlive() && !latch
	bonusesGone := !w.Bonuses.anyActive()
	pending := w.perkPendingCount()

	t.StageTimerMs += ms
	t.tutorialStageTransition(ms)

	var calls [16]SpawnTemplateCall
	n := 0
	spawn := func(c SpawnTemplateCall) {
		if n < len(calls) {
			calls[n] = c
			n++
		}
	}
	if !t.HintFadeIn && latch {
		t.HintFadeIn = true
		t.HintIndex++
		spawn(SpawnTemplateCall{TemplateID: creatures.SpawnAlienConstGreen24, Pos: Vec2{128, 128}, Heading: 3.1415927})
		spawn(SpawnTemplateCall{TemplateID: creatures.SpawnAlienConstPaleGreen26, Pos: Vec2{152, 160}, Heading: 3.1415927})
	}
	// The latch frame still fades the hint out (decompile ~5787); it fades in from the next.
	delta := ms * tutorialHintFadePerMs
	if t.HintFadeIn && !latch {
		t.HintAlpha = min(1000, max(0, t.HintAlpha+delta))
	} else {
		t.HintAlpha = min(1000, max(0, alphaBefore-delta))
	}

	idle := t.TransitionMs == tutorialTransitionIdle
	seedBonuses := false
	carrier := false
	experience := -1
	switch t.Stage {
	case 0:
		if t.StageTimerMs > tutorialIntroMs && idle {
			t.RepeatSpawnCount = 0
			t.HintIndex = t.TransitionMs
			t.HintFadeIn = false
			t.TransitionMs = tutorialTransitionStartMs
		}
	case 1:
		if w.Tick.TutorialMoveActive && idle {
			t.TransitionMs = tutorialTransitionStartMs
			seedBonuses = true
		}
	case 2:
		if bonusesGone && idle {
			t.TransitionMs = tutorialTransitionStartMs
		}
	case 3:
		if w.Tick.TutorialFireActive && idle {
			t.TransitionMs = tutorialTransitionStartMs
			buildTutorialStage3FireSpawns(spawn)
		}
	case 4:
		if noneAlive && idle {
			t.StageTimerMs = 1000
			t.TransitionMs = tutorialTransitionStartMs
			t.RepeatSpawnCount = 0
			buildTutorialStage4ClearSpawns(spawn)
		}
	case 5:
		if bonusesGone && noneAlive {
			t.RepeatSpawnCount++
			if t.RepeatSpawnCount < tutorialRepeatSpawns {
				t.HintFadeIn = false
				t.HintRef = -1
				buildTutorialStage5RepeatSpawns(t.RepeatSpawnCount, spawn)
				carrier = true
			} else if idle {
				t.TransitionMs = tutorialTransitionStartMs
				experience = tutorialStage5Experience
			}
		}
	case 6:
		if pending < 1 && idle {
			t.TransitionMs = tutorialTransitionStartMs
			buildTutorialStage6PerksDoneSpawns(spawn)
		}
	case 7:
		if bonusesGone && noneAlive && idle {
			t.TransitionMs = tutorialTransitionStartMs
		}
	}

	p := &w.Players[0]
	p.Health = tutorialHealth
	switch {
	case experience >= 0:
		p.Experience = experience
	case stageBefore != 6:
		p.Experience = 0
	}
	if seedBonuses {
		w.Tick.Events.TutorialBonusesSeeded = true
		for i, b := range tutorialStage1Bonuses {
			e := &w.Bonuses.Entries[i]
			*e = BonusEntry{BonusID: b.id, TimeLeft: tutorialBonusSeconds, TimeMax: tutorialBonusSeconds, Pos: b.pos, Amount: b.amount}
			w.spawnBurst(b.pos, 12, 5)
		}
	}
	for _, c := range calls[:n] {
		w.Tick.Events.addTutorialSpawn(c.TemplateID, c.Pos)
		primary, _ := w.creaturesSpawnTemplate(c.TemplateID, c.Pos, c.Heading, 5)
		if c.TemplateID != creatures.SpawnAlienConstWeaponBonus27 || !carrier || primary < 0 || primary >= CreaturePoolSize {
			continue
		}
		if id, amount, ok := tutorialCarrierBonus(t.RepeatSpawnCount); ok {
			t.HintRef = primary
			cr := &w.Creatures.Entries[primary]
			cr.Flags |= creatures.FlagBonusOnDeath
			cr.BonusID = int(id)
			cr.BonusDurationOverride = amount
		}
	}
	// tutorial_hint_bonus_ptr is never cleared: repeats without a carrier keep the last one.
	if t.HintRef < 0 {
		t.HintRef = refBefore
	}
	marks.mark("tutorial_timeline_update", w.Rng.State)
}

// TutorialPromptAlpha is the stage prompt's opacity (0..1) as the HUD draws it, from the state
// after the frame (the port's _prompt_alpha): fading with the stage-change timer, and stage 5's
// prompt fading out after 5 s.
func (t *TutorialState) TutorialPromptAlpha() float64 {
	if t.Stage < 0 {
		return 0
	}
	var a float64
	switch {
	case t.TransitionMs < tutorialTransitionIdle:
		a = float64(-t.TransitionMs) * 0.001
	case t.TransitionMs < 0:
		a = 1
	default:
		a = float64(t.TransitionMs) * 0.001
	}
	if t.Stage == 5 {
		if t.StageTimerMs > 5000 && t.TransitionMs > -2 {
			a = 1 - float64(float64(t.StageTimerMs-5000)*0.001)
		}
		if t.StageTimerMs >= 0x1771 {
			a = 0
		}
	}
	return clamp(a, 0, 1)
}

// tutorialStepTick is the tutorial session's tick: the deterministic step with the level-up
// check on and no mid-step hook (the director runs after the camera, tutorialTimelineUpdate,
// and culls the corpses itself); the session clock adds the tick's frame_dt_ms.
func (w *World) tutorialStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	marks.reset(w.Rng.State)
	dtSim := w.runDeterministicStep(inputs, nil, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.Session.ElapsedMs += w.Tick.FrameDtMs
	return dtSim
}

// TutorialSeededBonus is one of the bonuses stage 1 writes into the pool: its id, amount and
// position (world pixels), in slot order.
type TutorialSeededBonus struct {
	BonusID bonuses.ID
	Amount  int
	Pos     Vec2
}

// TutorialStage1Bonuses are the bonuses stage 1 seeds (when StepEvents.TutorialBonusesSeeded).
func TutorialStage1Bonuses() [3]TutorialSeededBonus {
	var out [3]TutorialSeededBonus
	for i, b := range tutorialStage1Bonuses {
		out[i] = TutorialSeededBonus{b.id, b.amount, b.pos}
	}
	return out
}

// ActiveBonusCount is the number of bonus slots holding a bonus (BonusPool.iter_active).
func (w *World) ActiveBonusCount() int {
	n := 0
	for i := range w.Bonuses.Entries {
		if w.Bonuses.Entries[i].BonusID != 0 {
			n++
		}
	}
	return n
}
