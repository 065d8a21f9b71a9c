package main

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"math"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/quest"
	"crdplayer/sim/weapons"
)

// tickSeconds is the simulated time of one tick: float32(1/60) s, as the game steps it.
// ticksPerSecond is the game's frame rate: a run's ticks last 1/60 s of play each, while its
// clock (elapsed_ms) adds the tick's whole milliseconds, 16 at 60 Hz.
const ticksPerSecond = 60

// runInfo prints what each file holds, as text or (with --json) one JSON object per line.
func runInfo(args []string, stdout, stderr io.Writer) int {
	asJSON := false
	files, err := parseArgs(args, map[string]*bool{"--json": &asJSON}, nil)
	switch {
	case err == errHelp:
		fmt.Fprintln(stdout, usage)
		return exitOK
	case err != nil:
		return usageError(stderr, "info", "%v", err)
	case len(files) == 0:
		return usageError(stderr, "info", "no file given")
	}
	// A trace's name where a run is due is a usage error, as crd verify's and crd diff's.
	for _, path := range files {
		if !looksLikeTrace(path) {
			continue
		}
		if beside := trace.RunBeside(path); beside != "" {
			return usageError(stderr, "info", "%s is a trace (by its name), not a run; its run is beside it: crd info %s, and crd verify %s compares the two", path, beside, beside)
		}
		return usageError(stderr, "info", "%s is a trace (by its name), not a run; crd info reads runs (crd verify RUN.crd --trace %s compares a run with it)", path, path)
	}
	code := exitOK
	printed := false // a run's text was printed: the next one is separated by a blank line
	for _, path := range files {
		r, err := replayio.ReadFile(path)
		if err != nil {
			code = exitInvalid
			if asJSON {
				b, _ := json.Marshal(infoError{File: path, Status: readStatus(err), Error: withoutFile(path, runReadError(path, err))})
				fmt.Fprintf(stdout, "%s\n", b)
			} else {
				textLine(stderr, "crd: %s", runReadError(path, err))
			}
			continue
		}
		info := describeRun(path, r)
		if asJSON {
			b, err := json.Marshal(info)
			if err != nil {
				b, _ = json.Marshal(infoError{File: path, Status: parity.StatusInvalid, Error: err.Error()})
				code = exitInvalid
			}
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		if printed {
			fmt.Fprintln(stdout)
		}
		writeText(stdout, info)
		printed = true
	}
	return code
}

// infoError is the JSON object info prints for a file it cannot read: status "unreadable"
// (missing, no permission…) or "invalid" (read, but breaks the format), and the error.
type infoError struct {
	File   string `json:"file"`
	Status string `json:"status"`
	Error  string `json:"error"`
}

// runInfo is the summary of one replay that info prints.
type runInfoView struct {
	typoCarry     string         // game.TypoCarryText of the run's typo_carry (the text's line)
	File          string         `json:"file"`
	Status        string         `json:"status"` // always "ok"
	SHA256        string         `json:"sha256"`
	FormatVersion int            `json:"format_version"`
	GameVersion   string         `json:"game_version"`
	Rules         int            `json:"rules"`
	ClBuild       int            `json:"cl_build"`
	Build         string         `json:"build"`
	ModeID        int            `json:"game_mode_id"`
	Mode          string         `json:"mode"`
	Quest         *string        `json:"quest"`
	QuestTitle    string         `json:"quest_title,omitempty"` // a stock quest's, as the game shows it
	Players       int            `json:"players"`
	Seed          uint32         `json:"seed"`
	Settings      settingsView   `json:"settings"`
	Recorder      recorderView   `json:"recorder"`
	Pilot         *pilotView     `json:"pilot"`
	SeatKeys      []string       `json:"seat_keys"`
	Ticks         int            `json:"ticks"`
	DurationS     float64        `json:"duration_s"`
	Commands      map[string]int `json:"commands"`
	Result        resultView     `json:"result"`
	PayloadBytes  int            `json:"payload_bytes"`
}

type recorderView struct {
	Client   string `json:"client"`
	Version  string `json:"version"`
	Platform string `json:"platform"`
}

type pilotView struct {
	Name  string `json:"name"`
	Model string `json:"model"`
	URL   string `json:"url"`
}

type settingsView struct {
	// HardcoreInEffect and RetriesInEffect are the rules the run plays with
	// (sim.RulesInEffect); the ...Ignored strings say why a recorded one has no effect.
	Hardcore            bool   `json:"hardcore"`
	HardcoreInEffect    bool   `json:"hardcore_in_effect"`
	HardcoreIgnored     string `json:"hardcore_ignored,omitempty"`
	PreserveBugs        bool   `json:"preserve_bugs"`
	FriendlyFire        bool   `json:"friendly_fire"`
	DetailPreset        int    `json:"detail_preset"`
	ViolenceDisabled    int    `json:"violence_disabled"`
	QuestFailRetryCount int    `json:"quest_fail_retry_count"`
	RetriesInEffect     int    `json:"quest_fail_retry_count_in_effect"`
	RetriesIgnored      string `json:"quest_fail_retry_count_ignored,omitempty"`
	QuestUnlockIndex    int32  `json:"quest_unlock_index"`
	QuestUnlockHardcore int32  `json:"quest_unlock_index_hardcore"`
	TypoWords           int    `json:"typo_dictionary_words"`
	TypoNames           int    `json:"typo_highscore_names"`
	// TypoCarry is run.typo_carry, the Typ-o state carried from the game's earlier session.
	TypoCarry typoCarryView `json:"typo_carry"`
}

type typoCarryView struct {
	TargetWorld          *xyView `json:"target_world"` // null: none carried
	SubmitCount          int32   `json:"submit_count"`
	MatchCount           int32   `json:"match_count"`
	HighscoreNamesLoaded bool    `json:"highscore_names_loaded"`
}

func newTypoCarryView(c *replayio.TypoCarry) typoCarryView {
	v := typoCarryView{SubmitCount: c.SubmitCount, MatchCount: c.MatchCount, HighscoreNamesLoaded: c.HighscoreNamesLoaded}
	if tw := c.TargetWorld; tw != nil {
		v.TargetWorld = &xyView{tw.X, tw.Y}
	}
	return v
}

type xyView struct {
	X float32 `json:"x"`
	Y float32 `json:"y"`
}

type resultView struct {
	Outcome      string       `json:"outcome"`
	ElapsedMs    int64        `json:"elapsed_ms"`
	Kills        int64        `json:"kills"`
	ShotsFired   int64        `json:"shots_fired"`
	ShotsHit     int64        `json:"shots_hit"`
	RngState     uint32       `json:"rng_state"`
	PendingPerks int64        `json:"pending_perks"`
	QuestFinalMs *int64       `json:"quest_final_ms"`
	Players      []playerView `json:"players"`
}

type playerView struct {
	Experience       int64   `json:"experience"`
	Health           float64 `json:"health"`
	MostUsedWeaponID int     `json:"most_used_weapon_id"`
}

func describeRun(path string, r *replayio.Replay) runInfoView {
	rs := &r.Run
	rules := sim.RulesInEffect(rs)
	v := runInfoView{
		File:          path,
		Status:        "ok",
		SHA256:        r.RunID(),
		FormatVersion: r.FormatVersion,
		GameVersion:   r.GameVersion,
		Rules:         r.Rules,
		ClBuild:       rs.ClBuild,
		Build:         replayio.BuildName(rs.ClBuild),
		ModeID:        rs.GameModeID,
		Mode:          replayio.ModeName(rs.GameModeID),
		Players:       rs.PlayerCount,
		Seed:          rs.Seed,
		Settings: settingsView{
			Hardcore: rs.Hardcore, PreserveBugs: rs.PreserveBugs, FriendlyFire: rs.FriendlyFire,
			DetailPreset: rs.DetailPreset, ViolenceDisabled: rs.ViolenceDisabled,
			QuestFailRetryCount: rs.QuestFailRetryCount, QuestUnlockIndex: rs.Status.QuestUnlockIndex,
			QuestUnlockHardcore: rs.Status.QuestUnlockIndexHardcore,
			TypoWords:           len(rs.TypoDictionaryWords), TypoNames: len(rs.TypoHighscoreNames),
			TypoCarry:        newTypoCarryView(&rs.TypoCarry),
			HardcoreInEffect: rules.Hardcore, HardcoreIgnored: rules.HardcoreIgnored,
			RetriesInEffect: rules.Retries, RetriesIgnored: rules.RetriesIgnored,
		},
		Recorder:     recorderView(r.Recorder),
		Ticks:        len(r.Ticks),
		DurationS:    math.Round(float64(len(r.Ticks))*1000/ticksPerSecond) / 1000,
		Commands:     game.CommandCounts(r),
		PayloadBytes: r.PayloadSize,
	}
	v.typoCarry = game.TypoCarryText(rs.TypoCarry)
	if r.Pilot != nil {
		pv := pilotView(*r.Pilot)
		v.Pilot = &pv
	}
	switch {
	case rs.QuestLevel != nil:
		q := fmt.Sprintf("%d.%d", rs.QuestLevel.Major, rs.QuestLevel.Minor)
		v.Quest = &q
		if def, ok := quest.ByLevel(rs.QuestLevel.Major, rs.QuestLevel.Minor); ok {
			v.QuestTitle = def.Title
		}
	case rs.CustomQuest != nil:
		q := "custom: " + rs.CustomQuest.Title
		if rs.CustomQuest.Author != nil {
			q += " by " + *rs.CustomQuest.Author
		}
		v.Quest = &q
	}
	for _, k := range r.SeatKeys {
		v.SeatKeys = append(v.SeatKeys, hex.EncodeToString(k))
	}
	v.Result = newResultView(&r.Result)
	return v
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// writeText prints a run's summary, a field a line. Every line goes out through textLine (control
// characters escaped) and the one string of the file the format does not bound, game_version, is
// clipped to filetext.Short characters (JSON holds it whole).
func writeText(w io.Writer, v runInfoView) {
	p := func(label, format string, args ...any) {
		textLine(w, "  %-10s %s", label, fmt.Sprintf(format, args...))
	}
	textLine(w, "%s", v.File)
	plural := "s"
	if v.Players == 1 {
		plural = ""
	}
	p("mode", "%s, %d player%s", v.Mode, v.Players, plural)
	switch {
	case v.Quest != nil && v.QuestTitle != "":
		p("quest", "%s: %s", *v.Quest, v.QuestTitle)
	case v.Quest != nil:
		p("quest", "%s", *v.Quest)
	}
	p("seed", "%d (0x%08x)", v.Seed, v.Seed)
	p("rules", "%d, build %s (cl_build %d)", v.Rules, v.Build, v.ClBuild)
	p("game", "%s, format %d", filetext.Clip(v.GameVersion, filetext.Short), v.FormatVersion)
	s := v.Settings
	violence := "on"
	if s.ViolenceDisabled != 0 {
		violence = fmt.Sprintf("off (config byte %d)", s.ViolenceDisabled)
	}
	p("settings", "hardcore %s, preserve bugs %s, friendly fire %s, detail %d, violence %s, quest fail retries %d%s, quest unlock index %d (in hardcore %d)",
		yesNo(s.Hardcore)+sim.IgnoredNote(s.HardcoreIgnored), yesNo(s.PreserveBugs), yesNo(s.FriendlyFire), s.DetailPreset, violence,
		s.QuestFailRetryCount, sim.IgnoredNote(s.RetriesIgnored), s.QuestUnlockIndex, s.QuestUnlockHardcore)
	if s.TypoWords > 0 || s.TypoNames > 0 {
		p("typo", "%d dictionary words, %d highscore names", s.TypoWords, s.TypoNames)
	}
	if c := v.typoCarry; c != "" {
		p("typo carry", "%s (from the game's earlier Typ-o session: the run starts with them)", c)
	}
	p("recorder", "%s %s on %s", v.Recorder.Client, v.Recorder.Version, v.Recorder.Platform)
	if v.Pilot == nil {
		p("pilot", "none")
	} else {
		desc := v.Pilot.Name
		if v.Pilot.Model != "" {
			desc += " (" + v.Pilot.Model + ")"
		}
		if v.Pilot.URL != "" {
			desc += " " + v.Pilot.URL
		}
		p("pilot", "%s", desc)
	}
	if v.SeatKeys == nil {
		p("seat keys", "none")
	} else {
		for i, k := range v.SeatKeys {
			p(fmt.Sprintf("seat %d", i+1), "%s", k)
		}
	}
	// The game's clock is not ticks/60 (a tick adds its whole milliseconds, 16 at 60 Hz; a
	// quest's timeline holds while nothing is alive): the time the window and crd verify say is
	// the clock, which the recorded result ends on.
	p("ticks", "%d (%s on the game's clock, the recorded elapsed_ms; %s at 60 ticks a second)", v.Ticks,
		game.FormatClock(v.Result.ElapsedMs), game.FormatClock(int64(v.Ticks)*1000/ticksPerSecond)) // (both in tenths truncated)
	p("commands", "%s", game.CommandSummary(v.Commands))
	r := v.Result
	p("result", "%s, elapsed %d ms, %d kills, %d shots fired, %d hit, %d perks pending", r.Outcome,
		r.ElapsedMs, r.Kills, r.ShotsFired, r.ShotsHit, r.PendingPerks)
	if r.QuestFinalMs != nil {
		// The quest's score time: the clock less its bonuses (crd verify shows the terms).
		p("final time", "%d ms (quest_final_ms: the clock less its perk and life bonuses; crd verify shows the terms)", *r.QuestFinalMs)
	}
	p("rng after", "%d (0x%08x; result.rng_state, the RNG's state at the run's end)", r.RngState, r.RngState)
	for i, pl := range r.Players {
		p(fmt.Sprintf("player %d", i+1), "experience %d, health %v, most used weapon %s", pl.Experience, float32(pl.Health),
			weapons.IDLabel(pl.MostUsedWeaponID, v.Settings.PreserveBugs))
	}
	p("sha256", "%s", v.SHA256)
}
