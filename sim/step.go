package sim

import (
	"fmt"

	"crdplayer/replayio"
)

// RunState holds the run boundaries format 35 adds around the port's tick (REFERENCE.md "Each
// tick", "Run end and result").
type RunState struct {
	TickIndex    int // ticks simulated so far
	EndTick      int // index of the end tick (every player down, a quest completed), -1 while the run goes on
	RundownMs    int // run-down milliseconds left after the end tick; below 0 no tick may follow
	MenuOpenTick int // tick whose perk_menu_open opened the menu, -10 when none
	// QuestCompletedEnd: the run ended on a quest completion (EndTick's outcome), not a death.
	QuestCompletedEnd bool
}

// Ended reports whether the run has reached its end tick.
func (w *World) Ended() bool { return w.Run.EndTick >= 0 }

// Step simulates one tick from its recorded inputs and commands. An illegal command (against
// the format's rules, replayio.CommandError, or the run's state) returns an error wrapping
// ErrIllegalCommand, a tick after the run-down ErrPastRundown; inputs the port path does not
// cover ErrUnsupported, as does a Typ-o tick whose name draw the reference cannot make (a
// highscore-name pick without a loaded cache). On error the world is unchanged only for the
// checks made before simulating (commands and inputs); callers stop at the first error. The
// events are the world's own (World.Tick.Events), valid until the next Step: a caller keeping
// them copies them (StepEvents is a few kilobytes, and most callers only read them).
func (w *World) Step(t *replayio.Tick) (*StepEvents, error) {
	return w.StepTraced(t, nil)
}

// StepTraced is Step recording the tick's RNG marks into marks (nil records nothing).
func (w *World) StepTraced(t *replayio.Tick, marks *RngMarks) (*StepEvents, error) {
	tick := w.Run.TickIndex
	if w.Run.EndTick >= 0 && w.Run.RundownMs < 0 {
		return nil, fmt.Errorf("tick %d: %w", tick, ErrPastRundown)
	}
	if len(t.Inputs) != w.PlayerCount {
		return nil, fmt.Errorf("tick %d: %d input rows for %d players: %w", tick, len(t.Inputs), w.PlayerCount, ErrInvalidInput)
	}
	var inputs [MaxPlayers]PlayerInput
	for i := range t.Inputs {
		in, err := playerInputFromRow(t.Inputs[i])
		if err != nil {
			return nil, fmt.Errorf("tick %d player %d: %w", tick, i, err)
		}
		inputs[i] = in
	}
	// Commands are checked before anything changes: the format's rules for each command alone
	// (replayio.CommandError, which the decoder applies too), then, for the perk commands, the
	// state; a pick changes the state a later perk_menu_open of the same tick sees, so those are
	// checked in order as they apply.
	for i := range t.Commands {
		c := &t.Commands[i]
		if field, msg := replayio.CommandError(w.Config.GameMode, w.PlayerCount, c); msg != "" {
			return nil, fmt.Errorf("tick %d: commands[%d].%s: %s: %w", tick, i, field, msg, ErrIllegalCommand)
		}
	}

	w.Tick = TickScratch{}
	ev := &w.Tick.Events
	ev.PerkPicked = -1
	type playerMark struct {
		health             float32
		level, weapon, alt int
		hasAlt             bool
	}
	var before [MaxPlayers]playerMark
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		before[i] = playerMark{p.Health, p.Level, p.WeaponID, p.AltWeaponID, p.HasAltWeapon}
	}

	menuOpenNow := false
	for i := range t.Commands {
		c := &t.Commands[i]
		switch c.Type {
		case replayio.CmdPerkPick:
			if w.Run.MenuOpenTick != tick-1 {
				return nil, fmt.Errorf("tick %d: perk_pick without a menu opened on the tick before: %w", tick, ErrIllegalCommand)
			}
			id, ok := w.perkSelectionPick(c.ChoiceIndex, tickDt)
			if !ok {
				return nil, fmt.Errorf("tick %d: perk_pick choice %d failed: %w", tick, c.ChoiceIndex, ErrIllegalCommand)
			}
			ev.PerkPicked = id
			// The closing menu queries the choices once more (the port's UI path, may draw).
			var scratch [MaxPerkChoices]int
			w.perkSelectionCurrentChoices(&scratch)
			w.Run.MenuOpenTick = -10
		case replayio.CmdPerkMenuOpen:
			if w.perkPendingCount() <= 0 || !w.anyPlayerAlive() {
				return nil, fmt.Errorf("tick %d: perk_menu_open with nothing pending: %w", tick, ErrIllegalCommand)
			}
			menuOpenNow = true
		}
	}
	if menuOpenNow {
		w.Tick.MenuOpenRequest = true
		w.Run.MenuOpenTick = tick
	}

	w.Tick.FrameDtMs = w.frameDtMs()
	switch w.Config.GameMode {
	case modeRush:
		w.rushStepTick(&inputs, marks)
	case GameModeQuests:
		w.questStepTick(&inputs, marks)
	case GameModeTutorial:
		in := &inputs[0]
		w.Tick.TutorialMoveActive = float64(in.Move.X*in.Move.X)+float64(in.Move.Y*in.Move.Y) > 0
		w.Tick.TutorialFireActive = in.FirePressed || in.FireDown
		w.tutorialStepTick(&inputs, marks)
	case GameModeTypo:
		w.typoStepTick(&inputs, t.Commands, marks)
		if w.Tick.TypoUnsupported != typoPlayable {
			return nil, fmt.Errorf("tick %d: %w", tick, typoUnsupportedError(w.Tick.TypoUnsupported))
		}
	default:
		w.survivalStepTick(&inputs, marks)
	}
	w.addWeaponUsage()
	// The level-up check does not run in Rush: a pending open request just lapses.
	w.Tick.MenuOpenRequest = false
	// Each tick ends with game_frame_update's discarded draw.
	w.Rng.Rand()

	w.Run.TickIndex++
	if w.Run.EndTick < 0 {
		// A death is checked after the mode update, so it wins over a quest completion.
		switch {
		case w.runEndReached():
			w.Run.EndTick = tick
			ev.RunEnded = true
		case ev.QuestCompleted:
			w.Run.EndTick = tick
			w.Run.QuestCompletedEnd = true
			ev.RunEnded = true
		}
	} else {
		w.Run.RundownMs -= w.Tick.FrameDtMs
	}
	if w.Config.GameMode == GameModeQuests && !w.Quest.DeathFrozen && w.allDead() {
		w.Quest.DeathFrozen = true
	}

	for i := 0; i < w.PlayerCount; i++ {
		p, b := &w.Players[i], &before[i]
		if b.health > 0 && p.Health <= 0 {
			ev.PlayerDeaths[ev.PlayerDeathCount] = i
			ev.PlayerDeathCount++
		}
		if p.Level != b.level {
			ev.LevelUps[ev.LevelUpCount] = LevelUpEvent{Player: i, Level: p.Level}
			ev.LevelUpCount++
		}
		if p.WeaponID != b.weapon {
			swap := b.hasAlt && p.HasAltWeapon && p.WeaponID == b.alt && p.AltWeaponID == b.weapon
			ev.WeaponChanges[ev.WeaponChangeCount] = WeaponChangeEvent{Player: i, From: b.weapon, To: p.WeaponID, Swap: swap}
			ev.WeaponChangeCount++
		}
	}
	return ev, nil
}

func (w *World) anyPlayerAlive() bool {
	for i := 0; i < w.PlayerCount; i++ {
		if w.Players[i].Health > 0 {
			return true
		}
	}
	return false
}

// runEndReached: Survival and quests end once every player is down with the death timer run
// out, Rush and Typ-o once every player is down.
func (w *World) runEndReached() bool {
	if w.Config.GameMode == modeRush || w.Config.GameMode == GameModeTypo {
		return w.allDown()
	}
	return w.allDead()
}

// allDown reports whether every player's health is <= 0.
func (w *World) allDown() bool {
	for i := 0; i < w.PlayerCount; i++ {
		if !(w.Players[i].Health <= 0) {
			return false
		}
	}
	return true
}

// allDead reports whether every player is down with the death timer run out.
func (w *World) allDead() bool {
	for i := 0; i < w.PlayerCount; i++ {
		if p := &w.Players[i]; !(p.Health <= 0) || !(p.DeathTimer < 0) {
			return false
		}
	}
	return true
}

// ElapsedMs is the run's clock as the result reports it: the quest spawn timeline in quests,
// else the session clock (milliseconds).
func (w *World) ElapsedMs() int {
	if w.Config.GameMode == GameModeQuests {
		return int(w.Quest.TimelineMs)
	}
	return w.Session.ElapsedMs
}

// Result derives the run's RunResult (REFERENCE.md "Run end and result").
func (w *World) Result() replayio.RunResult {
	r := replayio.RunResult{
		Outcome:   replayio.OutcomeIncomplete,
		ElapsedMs: int64(w.ElapsedMs()),
		Kills:     int64(w.Creatures.KillCount),
		RngState:  w.Rng.State,
	}
	switch {
	case w.Config.GameMode == GameModeQuests:
		// The outcome standing after the last tick: a death (also after a completion, in the
		// run-down), the completion, or every player down without the run having ended.
		switch {
		case w.allDead():
			r.Outcome = replayio.OutcomeDeath
		case w.Run.QuestCompletedEnd:
			r.Outcome = replayio.OutcomeQuestCompleted
			final := w.questFinalMs()
			r.QuestFinalMs = &final
		case w.Run.EndTick >= 0 || w.allDown():
			r.Outcome = replayio.OutcomeDeath
		}
	case w.Config.GameMode == GameModeTutorial:
		// No tick ends a tutorial; it is completed once the director reaches stage 8.
		if w.Tutorial.Stage >= tutorialCompletedStage {
			r.Outcome = replayio.OutcomeTutorialCompleted
		}
	case w.Config.GameMode == GameModeTypo:
		// Death while the player is down after the last tick (typorun.py).
		if w.allDown() {
			r.Outcome = replayio.OutcomeDeath
		}
	case w.Run.EndTick >= 0:
		r.Outcome = replayio.OutcomeDeath
	}
	var fired, hit int64
	if w.Config.GameMode == GameModeTypo {
		// Shots are the submitted words, hits the matched ones.
		fired, hit = w.typoShots()
	} else {
		for i := 0; i < w.PlayerCount; i++ {
			fired += int64(w.Gameplay.ShotsFired[i])
			hit += int64(w.Gameplay.ShotsHit[i])
		}
	}
	r.ShotsFired = max(0, fired)
	r.ShotsHit = max(0, min(hit, fired))
	r.PendingPerks = int64(w.perkPendingCount())
	r.Players = make([]replayio.PlayerResult, w.PlayerCount)
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		r.Players[i] = replayio.PlayerResult{
			Experience:       int64(p.Experience),
			Health:           float32(p.Health),
			MostUsedWeaponID: w.MostUsedWeaponID(i),
		}
	}
	return r
}

// PerkPendingCount is the number of perks waiting to be picked.
func (w *World) PerkPendingCount() int { return w.perkPendingCount() }

// PerkMenuOpen reports whether the perk menu is open for the coming tick: a perk_menu_open ran
// on the last tick, so a perk_pick is legal now; its offer is VisibleChoices.
func (w *World) PerkMenuOpen() bool {
	return w.Run.MenuOpenTick >= 0 && w.Run.MenuOpenTick == w.Run.TickIndex-1
}
