package game

import (
	"crdplayer/game/trace"
	"crdplayer/sim"
)

// TraceRecord is the trace record of world w just after tick t was stepped, in the shape of the
// reference harness's per-tick trace lines, so that trace.Compare can compare it with the
// recorded one. marks are the RNG marks that tick recorded (nil leaves RngMarks nil, which
// Compare skips). With creatures, CreatureList holds every active creature in slot order, as
// the trace prints it on the ticks that carry one. In Typ-o the creatures carry their names
// and Typo the mode's state.
func TraceRecord(w *sim.World, t int, marks *sim.RngMarks, creatures bool) *trace.Record {
	typo := w.Config.GameMode == sim.GameModeTypo
	r := &trace.Record{
		T:           int64(t),
		Rng:         w.Rng.State,
		ElapsedMs:   int64(w.ElapsedMs()),
		Kills:       int64(w.Creatures.KillCount),
		Creatures:   int64(w.Creatures.ActiveCount()),
		PerkPending: int64(w.PerkPendingCount()),
		Players:     make([]trace.Player, w.PlayerCount),
	}
	if marks != nil {
		r.RngMarks = make([]trace.Mark, len(marks.Marks))
		for i, mk := range marks.Marks {
			r.RngMarks[i] = trace.Mark{Phase: mk.Name, State: mk.State}
		}
	}
	for i := range r.Players {
		p := &w.Players[i]
		r.Players[i] = trace.Player{X: p.Pos.X, Y: p.Pos.Y, Health: float64(p.Health), XP: int64(p.Experience),
			Level: int64(p.Level), Weapon: int64(p.WeaponID), Ammo: p.Ammo}
	}
	if creatures {
		r.CreatureList = []trace.Creature{}
		for slot := range w.Creatures.Entries {
			c := &w.Creatures.Entries[slot]
			if c.Active {
				tc := trace.Creature{Slot: slot, TypeID: c.TypeID, X: c.Pos.X, Y: c.Pos.Y, HP: c.HP}
				if typo {
					tc.Named, tc.Name = true, w.Typo.Name(slot)
				}
				r.CreatureList = append(r.CreatureList, tc)
			}
		}
	}
	switch w.Config.GameMode {
	case sim.GameModeTypo:
		r.Typo = typoTraceRecord(w)
	case sim.GameModeQuests:
		r.Quest = questTraceRecord(w)
	case sim.GameModeTutorial:
		r.Tutorial = tutorialTraceRecord(w)
	}
	return r
}

// spawnRecords are a mode's template spawns of the tick in the trace's form.
func spawnRecords(ev []sim.TemplateSpawnEvent) []trace.Spawn {
	out := make([]trace.Spawn, len(ev))
	for i, e := range ev {
		out[i] = trace.Spawn{TemplateID: e.TemplateID, X: e.Pos.X, Y: e.Pos.Y}
	}
	return out
}

// questTraceRecord is the quest part of the record (questrun.py trace_row's "quest").
func questTraceRecord(w *sim.World) *trace.Quest {
	q := &w.Quest
	ev := &w.Tick.Events
	creatures, entries := q.SpawnsLeft()
	return &trace.Quest{
		TimelineMs: q.TimelineMs, EntriesLeft: int64(entries), SpawnsLeft: int64(creatures),
		StallMs: q.StallMs, TransitionMs: q.TransitionMs,
		Spawned:      spawnRecords(ev.QuestSpawns[:min(ev.QuestSpawnCount, len(ev.QuestSpawns))]),
		SpawnedTotal: ev.QuestSpawnCount,
		Completed:    ev.QuestCompleted,
	}
}

// tutorialTraceRecord is the tutorial part of the record (tutorialrun.py trace_row's
// "tutorial").
func tutorialTraceRecord(w *sim.World) *trace.Tutorial {
	t := &w.Tutorial
	ev := &w.Tick.Events
	r := &trace.Tutorial{
		Stage: int64(t.Stage), StageTimerMs: int64(t.StageTimerMs), TransitionMs: int64(t.TransitionMs),
		HintIndex: int64(t.HintIndex), HintAlpha: int64(t.HintAlpha), HintFadeIn: t.HintFadeIn,
		RepeatSpawnCount: int64(t.RepeatSpawnCount), Bonuses: int64(w.ActiveBonusCount()),
		Spawned:       spawnRecords(ev.TutorialSpawns[:min(ev.TutorialSpawnCount, len(ev.TutorialSpawns))]),
		BonusesSeeded: []trace.SeededBonus{},
	}
	if t.HintRef >= 0 {
		ref := int64(t.HintRef)
		r.HintRef = &ref
	}
	if ev.TutorialBonusesSeeded {
		for _, b := range sim.TutorialStage1Bonuses() {
			r.BonusesSeeded = append(r.BonusesSeeded, trace.SeededBonus{BonusID: int(b.BonusID), Amount: b.Amount, X: b.Pos.X, Y: b.Pos.Y})
		}
	}
	return r
}

// typoTraceRecord is the Typ-o part of the record (typorun.py trace_row's "typo").
func typoTraceRecord(w *sim.World) *trace.Typo {
	ty := &w.Typo
	ev := &w.Tick.Events
	tr := &trace.Typo{
		Text: ty.Text.String(), Submits: int64(ty.SubmitCount), Matches: int64(ty.MatchCount),
		CooldownMs: int64(ty.SpawnCooldownMs), ScoreXP: int64(ty.ScoreXP),
		Target:  [2]float64{ty.Target.X, ty.Target.Y},
		Words:   make([]trace.TypoWord, 0, ev.TypoWordCount),
		Spawned: make([]trace.TypoSpawn, 0, w.Tick.TypoSpawnCount),
	}
	for i := range min(ev.TypoWordCount, len(ev.TypoWords)) {
		word := &ev.TypoWords[i]
		tr.Words = append(tr.Words, trace.TypoWord{Text: word.Text.String(), Slot: word.Slot})
	}
	for _, slot := range w.Tick.TypoSpawns[:min(w.Tick.TypoSpawnCount, len(w.Tick.TypoSpawns))] {
		tr.Spawned = append(tr.Spawned, trace.TypoSpawn{Slot: slot, TypeID: w.Creatures.Entries[slot].TypeID, Name: w.Typo.Name(slot)})
	}
	return tr
}
