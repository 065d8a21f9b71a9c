package sim

import (
	"fmt"
	"math"

	"crdplayer/replayio"
	"crdplayer/sim/bonuses"
	"crdplayer/sim/quest"
	"crdplayer/sim/weapons"
)

// The quest mode: quest_start_selected's run start after the shared prelude, the quest mode
// update where survival_update runs, the run end and the result (REFERENCE.md "Quests";
// decompile quest_start_selected ~32976-33054, quest_mode_update ~4794-4858,
// quest_spawn_timeline_update ~28875, quest_results_screen_update ~10378-10395).

// QuestMaxEntries is the size of the quest spawn table (the format's custom quests allow at
// most 256 entries; the largest stock table, 5.5, has 245).
const QuestMaxEntries = 256

// Quest completion transition (quests/runtime.py QUEST_COMPLETION_*; quest_mode_update): the
// timer snaps forward past the hit stinger and the music cue and completes past 2500 ms.
const (
	questHitSfxStartMs   = 800.0
	questHitSfxEndMs     = 0x353 // 851
	questMusicStartMs    = 2000.0
	questMusicEndMs      = 0x803 // 2051
	questTransitionMs    = 0x9c4 // 2500
	questStallForceMs    = 3000.0
	questStallMinTimeMs  = 0x6a4 // 1700: the timeline before a stall may force the next entry
	questSpawnSpreadPx   = 0x28  // 40 world pixels between the creatures of one entry
	questHardcoreUnlock  = 0x28  // game_frame_update clears config_hardcore below this unlock index
	questLifeBonusFactor = 50.0
)

// QuestEntry is one row of the run's quest spawn table (quest_spawn_entry_t): Count creatures
// of template SpawnID at Pos (world pixels), Heading radians, once the timeline passes
// TriggerMs. Count drops to 0 when the entry fires.
type QuestEntry struct {
	Pos       Vec2
	Heading   float64
	SpawnID   int
	TriggerMs int
	Count     int
}

// QuestState is the quest mode's state (zero outside quests).
type QuestState struct {
	Major, Minor int // quest_stage_major / quest_stage_minor; 0, 0 outside quests
	Entries      [QuestMaxEntries]QuestEntry
	EntryCount   int
	// TimelineMs is quest_spawn_timeline: the quest clock (ms), which the result reports as
	// elapsed_ms. It stops while nothing is active and the table is empty.
	TimelineMs float64
	// StallMs is quest_spawn_stall_timer_ms: how long no creature has been active; past 3 s
	// (and 1.7 s into the quest) the next entry fires early.
	StallMs float64
	// TransitionMs is the completion transition timer, -1 until the quest is idle-complete.
	TransitionMs float64
	// DeathFrozen: the run has ended in death, and the quest mode update no longer runs (today's
	// game: crimson-core gate.json quest-1.10-ranked reproduces only so).
	DeathFrozen bool
	// RngAfterBuild is the RNG state just after the builder built the spawn table, and
	// BuilderDraws the draws it made (questrun.py's header: rng_after_build, builder_draws);
	// for a custom quest, whose table is the run's own, the state where it would have been
	// built and 0.
	RngAfterBuild uint32
	BuilderDraws  int
	// firstLive is the index of the first entry yet to fire (EntryCount when none is), and
	// spawnsLeft and entriesLeft what the table has yet to spawn: kept as entries fire so that
	// a tick neither scans the table for the next entry nor counts what is left (the trace
	// reads both on every tick). Entries before firstLive all have Count 0.
	firstLive, spawnsLeft, entriesLeft int
	// nextTriggerMs is the least TriggerMs of the entries yet to fire: until the timeline
	// passes it, only the stall can fire one.
	nextTriggerMs int
}

// QuestEntries is the run's spawn table as it stands.
func (q *QuestState) QuestEntries() []QuestEntry { return q.Entries[:q.EntryCount] }

// tableEmpty is quest_spawn_table_empty: every entry has fired.
func (q *QuestState) tableEmpty() bool { return q.firstLive >= q.EntryCount }

// SpawnsLeft is the number of creatures the table has yet to spawn and the entries they are in.
func (q *QuestState) SpawnsLeft() (creatures, entries int) { return q.spawnsLeft, q.entriesLeft }

// recount sets firstLive, spawnsLeft and entriesLeft from the entries.
func (q *QuestState) recount() {
	q.firstLive, q.spawnsLeft, q.entriesLeft, q.nextTriggerMs = q.EntryCount, 0, 0, math.MaxInt
	for i := q.EntryCount - 1; i >= 0; i-- {
		if e := &q.Entries[i]; e.Count > 0 {
			q.firstLive = i
			q.spawnsLeft += e.Count
			q.entriesLeft++
			q.nextTriggerMs = min(q.nextTriggerMs, e.TriggerMs)
		}
	}
}

// questStart runs what quest_start_selected does after the shared prelude: the creature pool
// reset (no draw), one draw for the score tag, player 0 back to the centre, terrain_generate
// of the quest's terrain (1700 stamps of 3 draws), the start weapon for every player (each
// assignment bumps weapon_usage_counts; the game assigns players 0 and 1, so one player counts
// twice), the builder drawing from the run's rng and the hardcore count bump.
//
// A custom quest (spec.CustomQuest) starts the same way at stage 0.0 with its own terrain, start
// weapon and table in place of the builder's, and its exclusions in Config.Restrict.
func (w *World) questStart(spec *replayio.RunSpec, terrain *Terrain) error {
	var (
		q       quest.Quest
		entries []quest.Entry
	)
	switch cq := spec.CustomQuest; {
	case cq != nil:
		if cq.StartWeaponID < 1 || cq.StartWeaponID >= weapons.TableSize {
			return fmt.Errorf("custom quest start weapon %d: no such weapon: %w", cq.StartWeaponID, ErrInvalidInput)
		}
		q = quest.Quest{Title: cq.Title, StartWeaponID: cq.StartWeaponID, TerrainIDs: cq.TerrainSlots}
		entries = make([]quest.Entry, len(cq.Entries))
		for i, e := range cq.Entries {
			entries[i] = quest.Entry{X: float64(e.Pos.X), Y: float64(e.Pos.Y), Heading: float64(e.Heading),
				SpawnID: e.SpawnID, TriggerMs: e.TriggerMs, Count: e.Count}
		}
		w.Config.Restrict = customQuestRestrictions(cq)
	case spec.QuestLevel != nil:
		var ok bool
		if q, ok = quest.ByLevel(spec.QuestLevel.Major, spec.QuestLevel.Minor); !ok {
			return fmt.Errorf("quest %d.%d: no such stock quest: %w", spec.QuestLevel.Major, spec.QuestLevel.Minor, ErrInvalidInput)
		}
	default:
		return fmt.Errorf("quest run without quest_level or custom_quest: %w", ErrInvalidInput)
	}
	for i := range w.Creatures.Entries {
		w.Creatures.Entries[i].Active = false
	}
	w.Rng.Rand() // highscore_record_random_tag
	w.Players[0].Pos = Vec2{worldSize * 0.5, worldSize * 0.5}
	terrainGenerate(&w.Rng, q.TerrainIDs, terrain)
	start := max(1, q.StartWeaponID)
	for i := range w.PlayerCount {
		w.weaponAssignPlayer(&w.Players[i], start)
	}
	if w.PlayerCount == 1 && start < len(w.Config.Status.WeaponUsageCounts) {
		w.Config.Status.WeaponUsageCounts[start]++
	}
	draws := countingRand{r: &w.Rng}
	if spec.CustomQuest == nil {
		var err error
		entries, err = q.SpawnTable(&draws, quest.Params{PlayerCount: w.PlayerCount, Hardcore: w.Config.Hardcore})
		if err != nil {
			return fmt.Errorf("quest %s: %w (%w)", q.Level(), err, ErrInvalidInput)
		}
	}
	w.Quest = QuestState{Major: q.Major, Minor: q.Minor, TransitionMs: -1, RngAfterBuild: w.Rng.State, BuilderDraws: draws.n}
	w.Quest.loadEntries(entries)
	return nil
}

func (qs *QuestState) loadEntries(entries []quest.Entry) {
	qs.EntryCount = min(len(entries), QuestMaxEntries)
	for i, e := range entries[:qs.EntryCount] {
		qs.Entries[i] = QuestEntry{Pos: Vec2{e.X, e.Y}, Heading: e.Heading, SpawnID: e.SpawnID, TriggerMs: e.TriggerMs, Count: e.Count}
	}
	qs.recount()
}

// countingRand is r counting its draws (a builder's, for QuestState.BuilderDraws).
type countingRand struct {
	r *CRand
	n int
}

func (c *countingRand) Rand() int {
	c.n++
	return c.r.Rand()
}

// questStepTick is the quest session's tick: the deterministic step with the quest mode update
// as its mid-step hook and the level-up check on; after it, a run ended in death freezes the
// quest mode update.
func (w *World) questStepTick(inputs *[MaxPlayers]PlayerInput, marks *RngMarks) float64 {
	marks.reset(w.Rng.State)
	dtSim := w.runDeterministicStep(inputs, questMidStepUpdate, marks)
	w.clearFxQueues()
	marks.mark("after_world_step", w.Rng.State)
	w.creaturesFinalizePostRenderLifecycle()
	return dtSim
}

// questMidStepUpdate is quest_mode_update, run where native runs it (after the player updates,
// before the level-up check): the timeline advances by frame_dt_ms unless the quest is idle
// (no active creature, table empty), the table fires what is due, and when idle the Reflex
// Boost timer is cleared and the completion transition advances.
func questMidStepUpdate(w *World, marks *RngMarks) {
	q := &w.Quest
	if q.DeathFrozen {
		marks.mark("quest_mode_update", w.Rng.State)
		return
	}
	dt := float64(w.Tick.FrameDtMs)
	noneActive := !w.Creatures.anyActive()
	if !noneActive || !q.tableEmpty() {
		q.TimelineMs += dt
	}
	w.questSpawnTimelineUpdate(noneActive, dt)
	w.noteModeWeapon()
	if !w.Creatures.anyActive() && q.tableEmpty() {
		w.BonusTimers.ReflexBoost = 0
		w.questCompletionTransition(dt)
	}
	marks.mark("quest_mode_update", w.Rng.State)
}

// questSpawnTimelineUpdate is quest_spawn_timeline_update: the stall timer, then the first
// entry still to fire whose trigger time has passed (any entry, once the quest has stalled)
// fires, with every later entry of the same trigger time. An entry's creatures stand 40 px
// apart, alternately on either side of its position, along y for positions off the arena's
// sides and along x otherwise.
func (w *World) questSpawnTimelineUpdate(noneActive bool, dt float64) {
	q := &w.Quest
	if noneActive {
		q.StallMs += dt
	} else {
		q.StallMs = 0
	}
	force := noneActive && questStallForceMs < q.StallMs && questStallMinTimeMs < q.TimelineMs
	if !force && q.TimelineMs <= float64(q.nextTriggerMs) {
		return // no entry is due
	}
	start := -1
	for i := q.firstLive; i < q.EntryCount; i++ {
		e := &q.Entries[i]
		if e.Count > 0 && (float64(e.TriggerMs) < q.TimelineMs || force) {
			start = i
			break
		}
	}
	if start < 0 {
		return
	}
	trigger := q.Entries[start].TriggerMs
	for i := start; i < q.EntryCount; i++ {
		e := &q.Entries[i]
		if e.TriggerMs != trigger {
			break
		}
		offscreenX := e.Pos.X < 0 || worldSize < e.Pos.X
		for k := range e.Count {
			off := float64(k * questSpawnSpreadPx)
			if k&1 != 0 {
				off = -off
			}
			pos := Vec2{e.Pos.X + off, e.Pos.Y}
			if offscreenX {
				pos = Vec2{e.Pos.X, e.Pos.Y + off}
			}
			w.Tick.Events.addQuestSpawn(e.SpawnID, pos)
			// Every spawn id a builder or a custom quest uses has a plan.
			_, _ = w.creaturesSpawnTemplate(e.SpawnID, pos, e.Heading, 5)
		}
		e.Count = 0
	}
	q.recount()
}

// questCompletionTransition advances the idle-complete timer (quests/runtime.py
// tick_quest_completion_transition): seeded with the frame's ms, snapped past 851 and 2051
// ms, done on the tick it is past 2500 ms.
func (w *World) questCompletionTransition(dt float64) {
	q := &w.Quest
	t := q.TransitionMs
	switch {
	case t < 0:
		q.TransitionMs = dt
	case questHitSfxStartMs < t && t < questHitSfxEndMs:
		q.TransitionMs = questHitSfxEndMs + dt
	case questMusicStartMs < t && t < questMusicEndMs:
		q.TransitionMs = questMusicEndMs + dt
	default:
		if t > questTransitionMs {
			w.Tick.Events.QuestCompleted = true
		}
		q.TransitionMs = t + dt
	}
}

// QuestScore is quest_final_ms with its parts (quest_results_screen_update ~10378-10395): the
// quest timeline, less 1000 ms for each perk left unpicked, less the life bonus. The window's
// Verify pane shows it; Result's quest_final_ms is FinalMs.
type QuestScore struct {
	TimelineMs    int64 // quest_spawn_timeline, truncated to whole ms (the result's elapsed_ms)
	UnpickedPerks int   // perks pending
	PerkPenaltyMs int64 // 1000 × UnpickedPerks
	// LifeBonus is each player's part of the life bonus (ms): player 0's health truncated,
	// times 50, truncated; each other player's float32 health × 50, truncated. Players beyond
	// the run's count are 0.
	LifeBonus   [MaxPlayers]int64
	LifeBonusMs int64 // their sum
	// FinalMs is TimelineMs − PerkPenaltyMs − LifeBonusMs, with exactly 0 counted as 1;
	// negatives stay.
	FinalMs int64
}

// QuestScore is the quest's score as the state stands (meaningful in quests; Result reports it
// as quest_final_ms once the quest is completed).
func (w *World) QuestScore() QuestScore {
	s := QuestScore{TimelineMs: int64(w.Quest.TimelineMs), UnpickedPerks: w.perkPendingCount()}
	s.PerkPenaltyMs = 1000 * int64(s.UnpickedPerks)
	for i := range min(w.PlayerCount, MaxPlayers) {
		h := float64(w.Players[i].Health)
		if i == 0 {
			s.LifeBonus[i] = int64(math.Trunc(math.Trunc(h) * questLifeBonusFactor))
		} else {
			s.LifeBonus[i] = int64(math.Trunc(f32(h * questLifeBonusFactor)))
		}
		s.LifeBonusMs += s.LifeBonus[i]
	}
	s.FinalMs = s.TimelineMs - s.PerkPenaltyMs - s.LifeBonusMs
	if s.FinalMs == 0 {
		s.FinalMs = 1
	}
	return s
}

// questFinalMs is the quest's score (QuestScore.FinalMs).
func (w *World) questFinalMs() int64 { return w.QuestScore().FinalMs }

// customQuestRestrictions turns a custom quest's id lists (validated by replayio: bonuses 2..14,
// perks 1..57 but Instant Winner, weapons 2..33, so the fallbacks stay possible) into flags.
func customQuestRestrictions(cq *replayio.CustomQuest) Restrictions {
	var r Restrictions
	for _, id := range cq.NoBonuses {
		if id >= 0 && id < bonuses.IDCount {
			r.NoBonus[id] = true
		}
	}
	for _, id := range cq.NoPerks {
		if id >= 0 && id < PerkCountSize {
			r.NoPerk[id] = true
		}
	}
	for _, id := range cq.NoWeapons {
		if id >= 0 && id < weapons.TableSize {
			r.NoWeapon[id] = true
		}
	}
	return r
}
