package ui

import (
	"fmt"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// The modes in the sidebar: the mode's box in the players' HUD (drawModeHUD), and in the Verify
// pane a run played under the nearest profile, the provenance and a quest's score.

// drawModeHUD draws the mode's box under the run's name, w pixels wide from (x, y), and returns
// the y under it: a quest's number, title, clock and spawns left (and its final time once
// completed); the tutorial's stage, prompt and hint; Typ-o's typing and words.
func drawModeHUD(c *Canvas, f *Fonts, sc *scene.Scene, x, y, w float64) float64 {
	small := func(s string, col color.Color) {
		for _, l := range wrap(s, f, w) {
			c.text(l, f.Small, x, y, col)
			y += 14
		}
	}
	normal := func(s string, col color.Color) {
		for _, l := range wrap(s, f, w*11/13) {
			c.text(l, f.Normal, x, y, col)
			y += 18
		}
	}
	switch sc.Mode {
	case replayio.ModeQuests:
		q := &sc.Quest
		head := fmt.Sprintf("Quest %s: %s", q.Level, q.Title)
		if q.Custom {
			head = "Custom quest: " + q.Title
		}
		for _, l := range wrap(head, f, w*11/13*0.85) { // bold is wider than the small face wrap measures
			c.text(l, f.Bold, x, y, ColAccent)
			y += 18
		}
		if q.Custom && q.Author != "" {
			small("by "+q.Author, ColDim)
		}
		left := fmt.Sprintf("%d spawns left", q.SpawnsLeft)
		switch {
		case q.EntriesLeft == 1:
			left += " (1 entry)"
		case q.EntriesLeft > 1:
			left += fmt.Sprintf(" (%d entries)", q.EntriesLeft)
		}
		normal(fmt.Sprintf("clock %s · %s", msClock(q.TimelineMs), left), ColText) // (a wrapped line keeps one space between words)
		if q.Completed {
			normal("Completed: final time "+msClock(q.Score.FinalMs), ColGood)
		}
	case replayio.ModeTutorial:
		t := &sc.Tutorial
		c.text("Tutorial: "+scene.TutorialStageLabel(t.Stage), f.Bold, x, y, ColAccent)
		y += 18
		if t.Prompt != "" {
			small(strings.ReplaceAll(scene.TutorialStageText(t.Stage), "\n", " "), ColDim)
		}
		if t.Hint != "" && t.HintAlpha > 1e-3 {
			small("Hint: "+strings.ReplaceAll(t.Hint, "\n", " "), ColWarn)
		}
	case replayio.ModeTypo:
		ty := &sc.Typo
		c.text("Typ-o: > "+ty.Text+"_", f.Bold, x, y, ColAccent)
		y += 18
		normal(fmt.Sprintf("%d words submitted, %d hit", ty.Submits, ty.Matches), ColText)
	default:
		return y
	}
	return y + 6
}

// verifyApproximated is the Verify pane's account of a run played under the nearest profile:
// what was replaced, and that nothing it derives verifies.
func verifyApproximated(lw *lineWriter, v *game.Verification) {
	if len(v.Approximations) == 0 {
		return
	}
	lw.wrapped("Played under the nearest profile: a field marked = is derived the same, which verifies nothing. Replaced:", ColWarn)
	for _, a := range v.Approximations {
		lw.wrapped("• "+a, ColWarn)
	}
}

// verifyProvenance names the build that recorded the run, the recorder, and the build this
// simulation follows, and warns of another recording build (which changes no verdict).
func verifyProvenance(lw *lineWriter, v *game.Verification) {
	rc := v.Recorder
	if v.GameVersion == "" && rc == (replayio.Recorder{}) {
		return
	}
	lw.wrapped("Recorded by build "+filetext.Clip(v.GameVersion, filetext.Short), ColDim)
	lw.wrapped(fmt.Sprintf("Recorder %s %s on %s", filetext.Clip(rc.Client, filetext.Short), filetext.Clip(rc.Version, filetext.Short),
		filetext.Clip(rc.Platform, filetext.Short)), ColDim)
	lw.wrapped("Simulation follows build "+v.SimulationVersion, ColDim)
	for _, w := range v.Warnings {
		lw.wrapped("Warning: "+w, ColWarn)
	}
}

// verifyQuestScore shows a completed quest's quest_final_ms with its parts: the quest clock,
// less 1000 ms for each perk left unpicked, less each player's life bonus.
func verifyQuestScore(lw *lineWriter, v *game.Verification) {
	q := v.Quest
	if q == nil {
		return
	}
	lw.y += 4
	lw.line(fmt.Sprintf("quest_final_ms %d (%s)", q.FinalMs, msClock(q.FinalMs)), ColText)
	lw.wrapped(fmt.Sprintf("  timeline %d ms (%s)", q.TimelineMs, msClock(q.TimelineMs)), ColDim)
	lw.wrapped(fmt.Sprintf("  − %d ms: %d unpicked perk%s × 1000", q.PerkPenaltyMs, q.UnpickedPerks, pluralS(q.UnpickedPerks)), ColDim)
	players := 0
	if v.Derived != nil {
		players = min(len(v.Derived.Players), len(q.LifeBonus))
	}
	for i := range players {
		// (the game cuts the first player's health to a whole number before the product, and
		// the others' product: 0.1 health is 0 ms for player 1, 5 ms for player 2)
		how := "health × 50, cut to whole ms"
		if i == 0 {
			how = "health cut to a whole number, × 50"
		}
		lw.wrapped(fmt.Sprintf("  − %d ms: player %d's life bonus (%s)", q.LifeBonus[i], i+1, how), ColDim)
	}
	if q.TimelineMs-q.PerkPenaltyMs-q.LifeBonusMs == 0 {
		lw.wrapped("  (exactly 0 counts as 1)", ColDim)
	}
}

func pluralS(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
