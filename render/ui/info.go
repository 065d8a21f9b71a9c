package ui

import (
	"encoding/hex"
	"fmt"
	"image"
	"strings"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/quest"
	"crdplayer/sim/weapons"
)

// drawInfo shows the run's settings, recorder, pilot, rules and build.
func (s *Sidebar) drawInfo(c *Canvas, r image.Rectangle, f *Fonts, pb Run) {
	lw := s.paneWriter(c, r, f)
	defer s.endPane(lw, r)
	rep := pb.Replay()
	if rep == nil {
		return
	}
	run := &rep.Run
	lw.line(fmt.Sprintf("Mode %s, %s", modeName(run.GameModeID), plural(run.PlayerCount, "player")), ColText)
	switch ql := run.QuestLevel; {
	case ql != nil:
		q := fmt.Sprintf("Quest %d.%d", ql.Major, ql.Minor)
		if def, ok := quest.ByLevel(ql.Major, ql.Minor); ok {
			q += ": " + def.Title
		}
		lw.wrapped(q, ColText)
	case run.CustomQuest != nil:
		q := "Custom quest " + filetext.Quote(filetext.Clip(run.CustomQuest.Title, 40))
		if a := run.CustomQuest.Author; a != nil {
			q += " by " + filetext.Quote(filetext.Clip(*a, 40))
		}
		lw.wrapped(q, ColText)
	}
	lw.line(fmt.Sprintf("Seed %d", run.Seed), ColText)
	lw.line(fmt.Sprintf("Ticks %d (tick 0 to tick %d)", len(rep.Ticks), len(rep.Ticks)-1), ColText)
	// (The file's version string wraps: 40 characters do not fit a narrow pane on one line.)
	lw.lineWrapped(fmt.Sprintf("Format %d, game %s", rep.FormatVersion, filetext.Clip(rep.GameVersion, 40)), ColText)
	lw.lineWrapped(fmt.Sprintf("Rules %d, build %s (cl_build %d)", rep.Rules, replayio.BuildName(run.ClBuild), run.ClBuild), ColText)
	var flags []string
	rules := sim.RulesInEffect(run)
	if run.Hardcore {
		flags = append(flags, "hardcore"+sim.IgnoredNote(rules.HardcoreIgnored))
	}
	if run.PreserveBugs {
		flags = append(flags, "preserve bugs")
	}
	if run.FriendlyFire {
		flags = append(flags, "friendly fire")
	}
	if run.ViolenceDisabled != 0 {
		flags = append(flags, fmt.Sprintf("violence off (config byte %d)", run.ViolenceDisabled))
	}
	if run.QuestFailRetryCount > 0 {
		note := " (they set the quest's difficulty)"
		if rules.RetriesIgnored != "" {
			note = sim.IgnoredNote(rules.RetriesIgnored)
		}
		flags = append(flags, fmt.Sprintf("quest fail retries %d%s", run.QuestFailRetryCount, note))
	}
	if len(flags) > 0 {
		line := strings.Join(flags, ", ")
		lw.wrapped(strings.ToUpper(line[:1])+line[1:], ColText) // the flags are ASCII
	}
	if c := game.TypoCarryText(run.TypoCarry); c != "" {
		// (the HUD's counts start from these at tick 0: hits nobody in this run made)
		lw.wrapped("Carried from the game's earlier Typ-o session: "+c, ColText)
	}
	// The detail preset and the unlock indices are recorded because they change the run: the
	// presentation code draws from the RNG, and the unlocks decide what can drop.
	lw.wrapped(fmt.Sprintf("Detail preset %d (of 1–5; the game's graphics detail setting)", run.DetailPreset), ColText)
	lw.wrapped(fmt.Sprintf("Quest unlock index %d, in hardcore %d (how far the recording profile had got; gates weapons, perks, terrain)",
		run.Status.QuestUnlockIndex, run.Status.QuestUnlockIndexHardcore), ColText)
	lw.y += 4
	rc := rep.Recorder
	lw.wrapped(fmt.Sprintf("Recorder: %s %s on %s", rc.Client, rc.Version, rc.Platform), ColText)
	if p := rep.Pilot; p != nil {
		lw.wrapped(fmt.Sprintf("Pilot: %s (%s) %s", p.Name, p.Model, p.URL), ColText)
	} else {
		lw.wrapped("Pilot: none named", ColDim)
	}
	if len(rep.SeatKeys) > 0 {
		for i, k := range rep.SeatKeys {
			lw.wrapped(fmt.Sprintf("Seat %d key %s…", i+1, hex.EncodeToString(k)[:16]), ColDim)
		}
	}
	lw.wrapped("Commands: "+game.CommandSummary(game.CommandCounts(rep)), ColText)
	res := &rep.Result
	lw.y += 4
	lw.wrapped(fmt.Sprintf("Recorded: %s at %s on the game's clock, %d kills, %d shots fired, %d hit, %d perks pending",
		res.Outcome, game.FormatClock(res.ElapsedMs), res.Kills, res.ShotsFired, res.ShotsHit, res.PendingPerks), ColText)
	for i, pl := range res.Players {
		lw.wrapped(fmt.Sprintf("P%d: experience %d, health %v, most used weapon %s", i+1, pl.Experience, float32(pl.Health),
			weapons.IDLabel(pl.MostUsedWeaponID, run.PreserveBugs)), ColText)
	}
	if id := rep.RunID(); id != "" {
		lw.wrapped("Run id (SHA-256 of the payload) "+id, ColDim)
	}
}
