package scene

import (
	"fmt"
	"strconv"
	"strings"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/quest"
)

// What each mode adds to a scene: a quest's number, title, clock, spawns left and completion; the
// tutorial's stage with its prompt and hint; Typ-o's creature names and typing box. And, for a
// run played under the nearest profile (game.Options.Approximate), the banner that says so.

// Bounds of the strings a scene carries from a file (internal/filetext): a custom quest's title
// and author (the format's own bounds, so a valid one is never cut), a highscore name of the
// Typ-o name pool, a typed word.
const (
	titleMax  = replayio.MaxCustomQuestTitleLen
	authorMax = replayio.MaxCustomQuestAuthorLen
	nameMax   = 32 // a highscore name holds at most 31 characters (replayio.MaxTypoNameLen)
	wordMax   = sim.TypoMaxChars
)

// QuestView is a quest run's part of a scene (Mode replayio.ModeQuests).
type QuestView struct {
	// Level is the quest's number as the game prints it ("1.1"); "" for a custom quest.
	Level string
	// Title is the stock quest's title (sim/quest), or a custom quest's, bounded; Author a custom
	// quest's author, bounded, "" when it names none.
	Title, Author string
	Custom        bool
	// TimelineMs is the quest clock (quest_spawn_timeline, sim World.ElapsedMs in quests), the
	// result's elapsed_ms.
	TimelineMs int64
	// SpawnsLeft are the creatures the spawn table has yet to spawn, in EntriesLeft entries
	// (sim QuestState.SpawnsLeft).
	SpawnsLeft, EntriesLeft int
	// Completed: the run ended on the quest's completion at or before this position (from the
	// completion tick on, through the run-down); Score is then quest_final_ms as it stands.
	Completed bool
	Score     sim.QuestScore
	// Hardcore and Retries are the rules the quest plays with (sim.RulesInEffect: the
	// hardcore box below unlock 40 does not count; the retries set its difficulty).
	Hardcore bool
	Retries  int
}

// TutorialView is the tutorial's part of a scene (Mode replayio.ModeTutorial): the stage and
// the texts the game shows over the arena, each with its opacity (0..1).
type TutorialView struct {
	Stage       int // -1 before the intro, 0..8 (sim TutorialState.Stage)
	Prompt      string
	PromptAlpha float64
	Hint        string
	HintAlpha   float64
}

// TypoView is Typ-o's part of a scene (Mode replayio.ModeTypo).
type TypoView struct {
	// Text is the typing buffer after the tick (sim TypoState.Text), bounded.
	Text string
	// Names are the active creatures' names, in slot order, where the game draws them.
	Names []TypoLabel
	// Submits and Matches are the words submitted and matched so far (the run's shots and
	// hits; a carried typo_carry included).
	Submits, Matches int
	// LastWord is the last word submitted at or before this position within LastWordSpan
	// ticks, bounded ("" none); LastHit says whether it matched a creature, LastAge how many
	// ticks ago it was submitted.
	LastWord string
	LastHit  bool
	LastAge  int
}

// LastWordSpan is how many ticks after a submit the scene keeps the word (two seconds).
const LastWordSpan = 2 * game.TicksPerSecond

// TypoLabel is one creature's name label: the name, bounded, over the creature at X, Y (world
// pixels), with the opacity the game gives it (fading with a corpse: typo_mode's name labels,
// alpha (hitbox + 10) × 0.1 below a hitbox of 0).
type TypoLabel struct {
	Slot  int
	X, Y  float64
	Name  string
	Alpha float64
}

// ApproxView says that the run is played under the nearest profile, not its own (nil
// Approximations: it is played as recorded).
type ApproxView struct {
	// Banner is the sentence shown over the arena for as long as the run is open.
	Banner string
	// Approximations are the settings replaced, one line each (game.Session.Approximations).
	Approximations []string
}

// approximated is a Source that plays a run under the nearest profile (a game.Session opened
// with Options.Approximate).
type approximated interface {
	Approximations() []string
}

// modeScene fills the mode's part of sc.
func modeScene(src Source, rep *replayio.Replay, w *sim.World, pos int, sc *Scene) {
	sc.Quest = QuestView{}
	sc.Tutorial = TutorialView{Stage: -1}
	sc.Typo.Names = sc.Typo.Names[:0]
	sc.Typo = TypoView{Names: sc.Typo.Names}
	sc.Approx = ApproxView{}
	if a, ok := src.(approximated); ok && rep != nil {
		if lines := a.Approximations(); len(lines) > 0 {
			sc.Approx = ApproxView{Banner: ApproxBanner(rep), Approximations: lines}
		}
	}
	if rep == nil {
		return
	}
	switch rep.Run.GameModeID {
	case replayio.ModeQuests:
		questScene(rep, w, &sc.Quest)
	case replayio.ModeTutorial:
		if w != nil {
			tutorialScene(w, rep.Run.PreserveBugs, &sc.Tutorial)
		}
	case replayio.ModeTypo:
		if w != nil {
			typoScene(w, &sc.Typo)
		}
		lastWord(src.Timeline().Events, pos, &sc.Typo)
	}
}

// questScene reads the quest: its number and title from the run, the rest from the World.
func questScene(rep *replayio.Replay, w *sim.World, q *QuestView) {
	switch cq, ql := rep.Run.CustomQuest, rep.Run.QuestLevel; {
	case cq != nil:
		q.Custom, q.Title = true, filetext.Clip(cq.Title, titleMax)
		if cq.Author != nil {
			q.Author = filetext.Clip(*cq.Author, authorMax)
		}
	case ql != nil:
		q.Level = fmt.Sprintf("%d.%d", ql.Major, ql.Minor)
		if def, ok := quest.ByLevel(ql.Major, ql.Minor); ok {
			q.Title = def.Title
		}
	}
	rules := sim.RulesInEffect(&rep.Run)
	q.Hardcore, q.Retries = rules.Hardcore, rules.Retries
	if w == nil {
		return
	}
	q.TimelineMs = int64(w.ElapsedMs())
	q.SpawnsLeft, q.EntriesLeft = w.Quest.SpawnsLeft()
	if w.Run.QuestCompletedEnd {
		q.Completed, q.Score = true, w.QuestScore()
	}
}

// tutorialScene reads the director's state after the tick: the stage's prompt with its opacity
// (sim TutorialPromptAlpha), none at stage 6 once no perk is pending (the port's
// tick_tutorial_timeline), and the hint with its opacity (hint_alpha / 1000, none without a
// text).
func tutorialScene(w *sim.World, preserveBugs bool, t *TutorialView) {
	st := &w.Tutorial
	t.Stage = st.Stage
	t.Prompt = TutorialStageText(st.Stage)
	t.PromptAlpha = st.TutorialPromptAlpha()
	if st.Stage == 6 && w.PerkPendingCount() < 1 {
		t.Prompt, t.PromptAlpha = "", 0
	}
	if t.Prompt == "" {
		t.PromptAlpha = 0
	}
	t.Hint = TutorialHintText(st.HintIndex, preserveBugs)
	if t.Hint != "" {
		t.HintAlpha = min(1, max(0, float64(st.HintAlpha)*0.001))
	}
}

// typoScene reads the typing buffer, the counters and the active creatures' names.
func typoScene(w *sim.World, t *TypoView) {
	t.Text = filetext.Clip(w.Typo.Text.String(), wordMax)
	t.Submits, t.Matches = w.Typo.SubmitCount, w.Typo.MatchCount
	for i := range w.Creatures.Entries {
		c := &w.Creatures.Entries[i]
		if !c.Active {
			continue
		}
		name := w.Typo.Name(i)
		if name == "" {
			continue
		}
		alpha := 1.0
		if c.HitboxSize < 0 {
			alpha = min(1, max(0, (c.HitboxSize+10)*0.1))
		}
		if alpha <= 1e-3 {
			continue
		}
		t.Names = append(t.Names, TypoLabel{Slot: i, X: c.Pos.X, Y: c.Pos.Y, Name: filetext.Clip(name, nameMax), Alpha: alpha})
	}
}

// lastWord finds the last word submitted at or before pos, within LastWordSpan ticks.
func lastWord(events []game.Event, pos int, t *TypoView) {
	for i := len(events) - 1; i >= 0; i-- {
		e := &events[i]
		if e.Pos > pos || e.Kind != game.EventTypoWord {
			continue
		}
		if pos-e.Pos > LastWordSpan {
			return
		}
		t.LastWord, t.LastHit, t.LastAge = filetext.Clip(e.Text, wordMax), e.Value >= 0, pos-e.Pos
		return
	}
}

// ApproxBanner is the sentence the window shows over a run it plays under the nearest profile:
// which of the run's settings this player does not simulate yet ("Recorded under rules 2, which
// this player does not simulate yet: what you see may part from the recording").
func ApproxBanner(rep *replayio.Replay) string {
	var what []string
	if !game.PlaysRules(rep.Rules) {
		what = append(what, fmt.Sprintf("rules %d", rep.Rules))
	}
	if rep.Run.ClBuild != replayio.Build1993 {
		what = append(what, buildRules(rep.Run.ClBuild))
	}
	if rep.Run.ViolenceDisabled != 0 {
		what = append(what, fmt.Sprintf("violence_disabled %d", rep.Run.ViolenceDisabled))
	}
	if len(what) == 0 {
		return "Recorded under settings this player does not simulate yet: what you see may part from the recording"
	}
	verb := "which this player does not simulate yet"
	return "Recorded under " + joinAnd(what) + ", " + verb + ": what you see may part from the recording"
}

// buildRules names the rules of an original build: "the 1.9.8 rules (cl_build 10908)".
func buildRules(clBuild int) string {
	name := replayio.BuildName(clBuild)
	if name == strconv.Itoa(clBuild) {
		return fmt.Sprintf("the rules of build %d (cl_build)", clBuild)
	}
	return fmt.Sprintf("the %s rules (cl_build %d)", name, clBuild)
}

// joinAnd is "a", "a and b", "a, b and c".
func joinAnd(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
