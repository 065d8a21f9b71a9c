package ui

import (
	"image"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// infoRun is a run whose replay the Info pane reads.
type infoRun struct {
	stubRun
	rep *replayio.Replay
}

func (r infoRun) Replay() *replayio.Replay { return r.rep }

// TestInfoPaneRetriesAndWidth: the Info pane names a quest's fail retries (crd info's
// "retries"), says what crd info says of the build, the quest, the commands, the result and the
// run id, and its lines stay within the pane: the recorded result's line wraps, and so does the
// run id, and the file's version string (clipped, escaped).
func TestInfoPaneRetriesAndWidth(t *testing.T) {
	f := testFonts(t)
	rep := &replayio.Replay{Rules: 1, Ticks: make([]replayio.Tick, 10)}
	rep.Run.GameModeID, rep.Run.PlayerCount, rep.Run.QuestFailRetryCount = replayio.ModeQuests, 1, 4
	rep.Run.ClBuild = replayio.Build1993
	rep.Run.QuestLevel = &replayio.QuestLevel{Major: 1, Minor: 5}
	// A long version string from the file (ran off the pane, unwrapped).
	rep.FormatVersion, rep.GameVersion = 35, "0.1.0.dev30\x1b[31mRED\nforged line "+strings.Repeat("a", 90)
	rep.Ticks[3].Commands = []replayio.Command{{Type: replayio.CmdPerkMenuOpen}}
	rep.Ticks[4].Commands = []replayio.Command{{Type: replayio.CmdPerkPick}}
	rep.Result.Outcome = "incomplete"
	rep.Result.ElapsedMs, rep.Result.Kills = 90_900, 1_120_000_000
	rep.Result.ShotsFired, rep.Result.ShotsHit = 120, 99
	rep.Result.Players = []replayio.PlayerResult{{Experience: 7720, Health: 0.1, MostUsedWeaponID: 1}}
	for i := range rep.PayloadSHA256 {
		rep.PayloadSHA256[i] = byte(0xa0 + i)
	}
	r := image.Rect(0, 0, 330, 900)
	var s Sidebar
	var p Part
	c := p.Begin(r, ColPanel)
	s.drawInfo(c, r, f, infoRun{rep: rep})
	texts := p.Texts()
	all := strings.Join(texts, " ")
	for _, want := range []string{"Quest fail retries 4", "Format 35, game 0.1.0.dev30", "Rules 1, build 1.9.93 (cl_build 10993)", "Quest 1.5: Alien Dens",
		"Commands: perk_menu_open 1, perk_pick 1", "120 shots fired, 99 hit", "P1: experience 7720, health 0.1, most used weapon 1 (Pistol)",
		"a0a1a2a3"} {
		if !strings.Contains(all, want) {
			t.Errorf("no %q in %q", want, texts)
		}
	}
	textWithinPane(t, &p, r)
}

// TestSidebarNameFits: a run's name too wide for the sidebar is cut to fit it, ending in "…".
func TestSidebarNameFits(t *testing.T) {
	f := testFonts(t)
	r := NewLayout(1280, 900).Sidebar
	var s Sidebar
	var hud, pane Part
	name := strings.Repeat("w", 240) + ".crd"
	s.Record(&hud, &pane, r, f, paneRun{}, name, &scene.Scene{})
	got := hud.Texts()[0]
	if w := draw.TextWidth(got, f.Bold); w > float64(r.Dx()-24) || !strings.HasSuffix(got, "…") || !strings.HasPrefix(got, "www") {
		t.Errorf("the name shows as %q, %.0f px wide in a %d px line", got, w, r.Dx()-24)
	}
}

// TestQuestScoreLifeBonus: the Verify pane's life bonus lines say how each is worked out, the
// first player's health cut to a whole number before the product (0.1 health: 0 ms), the
// others' product cut (5 ms), so that equal healths with unequal bonuses do not read as a
// contradiction (from a new user's trial).
func TestQuestScoreLifeBonus(t *testing.T) {
	f := testFonts(t)
	v := &game.Verification{
		Quest:   &sim.QuestScore{TimelineMs: 20000, LifeBonus: [sim.MaxPlayers]int64{0, 5}, LifeBonusMs: 5, FinalMs: 19995},
		Derived: &replayio.RunResult{Players: make([]replayio.PlayerResult, 2)},
	}
	var p Part
	c := p.Begin(image.Rect(0, 0, 340, 400), ColPanel)
	lw := &lineWriter{c: c, f: f, x: 8, y: 8, w: 320}
	verifyQuestScore(lw, v)
	text := strings.Join(p.Texts(), "\n")
	for _, want := range []string{
		"− 0 ms: player 1's life bonus (health cut to a whole number, × 50)",
		"− 5 ms: player 2's life bonus (health × 50, cut to whole ms)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the quest score lacks %q:\n%s", want, text)
		}
	}
}
