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
	var b traceBuilder
	return b.build(w, t, marks, creatures)
}

// traceBuilder builds trace records, one a tick, into the storage of the last one: the pass is
// done with a tick's record before it builds the next.
type traceBuilder struct {
	rec       trace.Record
	players   []trace.Player
	marks     []trace.Mark
	creatures []trace.Creature
	quest     trace.Quest
	tutorial  trace.Tutorial
	typo      trace.Typo
	// The typing buffer as last worded: it changes on few ticks, and wording it on every one
	// would allocate a string a tick.
	typoText    sim.TypoText
	typoTextStr string
}

// build is TraceRecord into b's storage: the record is valid until the next build.
func (b *traceBuilder) build(w *sim.World, t int, marks *sim.RngMarks, creatures bool) *trace.Record {
	typo := w.Config.GameMode == sim.GameModeTypo
	r := &b.rec
	*r = trace.Record{
		T:           int64(t),
		Rng:         w.Rng.State,
		ElapsedMs:   int64(w.ElapsedMs()),
		Kills:       int64(w.Creatures.KillCount),
		Creatures:   int64(w.Creatures.ActiveCount()),
		PerkPending: int64(w.PerkPendingCount()),
	}
	if marks != nil {
		b.marks = b.marks[:0]
		if b.marks == nil {
			b.marks = make([]trace.Mark, 0, 8) // not nil: nil says the marks were not recorded
		}
		for _, mk := range marks.Marks {
			b.marks = append(b.marks, trace.Mark{Phase: mk.Name, State: mk.State})
		}
		r.RngMarks = b.marks
	}
	b.players = b.players[:0]
	for i := range w.PlayerCount {
		p := &w.Players[i]
		b.players = append(b.players, trace.Player{X: p.Pos.X, Y: p.Pos.Y, Health: float64(p.Health), XP: int64(p.Experience),
			Level: int64(p.Level), Weapon: int64(p.WeaponID), Ammo: p.Ammo})
	}
	r.Players = b.players
	if creatures {
		b.creatures = b.creatures[:0]
		if b.creatures == nil {
			b.creatures = make([]trace.Creature, 0, 64) // not nil: nil says the tick lists none
		}
		for slot := range w.Creatures.Entries {
			c := &w.Creatures.Entries[slot]
			if c.Active {
				tc := trace.Creature{Slot: slot, TypeID: c.TypeID, X: c.Pos.X, Y: c.Pos.Y, HP: c.HP}
				if typo {
					tc.Named, tc.Name = true, w.Typo.Name(slot)
				}
				b.creatures = append(b.creatures, tc)
			}
		}
		r.CreatureList = b.creatures
	}
	switch w.Config.GameMode {
	case sim.GameModeTypo:
		if w.Typo.Text != b.typoText || b.typoTextStr == "" {
			b.typoText, b.typoTextStr = w.Typo.Text, w.Typo.Text.String()
		}
		typoTraceRecordInto(&b.typo, w, b.typoTextStr)
		r.Typo = &b.typo
	case sim.GameModeQuests:
		b.quest = questTraceRecord(w)
		r.Quest = &b.quest
	case sim.GameModeTutorial:
		b.tutorial = tutorialTraceRecord(w)
		r.Tutorial = &b.tutorial
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
func questTraceRecord(w *sim.World) trace.Quest {
	q := &w.Quest
	ev := &w.Tick.Events
	creatures, entries := q.SpawnsLeft()
	return trace.Quest{
		TimelineMs: q.TimelineMs, EntriesLeft: int64(entries), SpawnsLeft: int64(creatures),
		StallMs: q.StallMs, TransitionMs: q.TransitionMs,
		Spawned:      spawnRecords(ev.QuestSpawns[:min(ev.QuestSpawnCount, len(ev.QuestSpawns))]),
		SpawnedTotal: ev.QuestSpawnCount,
		Completed:    ev.QuestCompleted,
	}
}

// tutorialTraceRecord is the tutorial part of the record (tutorialrun.py trace_row's
// "tutorial").
func tutorialTraceRecord(w *sim.World) trace.Tutorial {
	t := &w.Tutorial
	ev := &w.Tick.Events
	r := trace.Tutorial{
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

// typoTraceRecordInto writes the Typ-o part of the record (typorun.py trace_row's "typo") into
// tr, with text the typing buffer as a string; tr's lists are reused.
func typoTraceRecordInto(tr *trace.Typo, w *sim.World, text string) {
	ty := &w.Typo
	ev := &w.Tick.Events
	words, spawned := tr.Words[:0], tr.Spawned[:0]
	if words == nil {
		words, spawned = make([]trace.TypoWord, 0, 4), make([]trace.TypoSpawn, 0, 4)
	}
	*tr = trace.Typo{
		Text: text, Submits: int64(ty.SubmitCount), Matches: int64(ty.MatchCount),
		CooldownMs: int64(ty.SpawnCooldownMs), ScoreXP: int64(ty.ScoreXP),
		Target:  [2]float64{ty.Target.X, ty.Target.Y},
		Words:   words,
		Spawned: spawned,
	}
	for i := range min(ev.TypoWordCount, len(ev.TypoWords)) {
		word := &ev.TypoWords[i]
		tr.Words = append(tr.Words, trace.TypoWord{Text: word.Text.String(), Slot: word.Slot})
	}
	for _, slot := range w.Tick.TypoSpawns[:min(w.Tick.TypoSpawnCount, len(w.Tick.TypoSpawns))] {
		tr.Spawned = append(tr.Spawned, trace.TypoSpawn{Slot: slot, TypeID: w.Creatures.Entries[slot].TypeID, Name: w.Typo.Name(slot)})
	}
}
