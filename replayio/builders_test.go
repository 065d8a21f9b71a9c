package replayio

import (
	"bytes"
	"testing"

	"github.com/vmihailenco/msgpack/v5"
)

// rawEncode writes r in the given format without validating it, so tests can build payloads
// that break one rule at a time.
func rawEncode(r *Replay, version int) []byte {
	var buf bytes.Buffer
	w := writer{e: msgpack.NewEncoder(&buf), version: version}
	w.replay(r)
	return buf.Bytes()
}

func usageCounts() []uint32 {
	c := make([]uint32, WeaponUsageCount)
	c[1] = 300 // a uint16-sized count
	return c
}

// survivalRun is a small valid two-player Survival run with seat keys, a pilot and a perk pick.
func survivalRun() *Replay {
	k1 := bytes.Repeat([]byte{1}, SeatKeyLen)
	k2 := bytes.Repeat([]byte{2}, SeatKeyLen)
	r := &Replay{
		FormatVersion: FormatVersion,
		GameVersion:   "0.19.0+build.0123456789abcdef01234567",
		Rules:         2,
		Recorder:      Recorder{Client: "crimson", Version: "0.19.0+build.0123456789abcdef01234567", Platform: "linux-x86_64"},
		Pilot:         &Pilot{Name: "bot", Model: "TAS", URL: "https://example.org/bot"},
		SeatKeys:      [][]byte{k1, k2},
		Run: RunSpec{
			GameModeID: ModeSurvival, Seed: 0xdeadbeef, PlayerCount: 2, DetailPreset: 5,
			Status:  RunStatus{QuestUnlockIndex: 40, QuestUnlockIndexHardcore: -1, WeaponUsageCounts: usageCounts()},
			ClBuild: Build1993,
		},
		Result: RunResult{
			Outcome: OutcomeDeath, ElapsedMs: 70000, Kills: 300, ShotsFired: 70000, ShotsHit: 123,
			RngState: 0x80000000, PendingPerks: -1,
			Players: []PlayerResult{{Experience: 1 << 40, Health: -4.5, MostUsedWeaponID: 2}, {Experience: -40000, Health: 0.1, MostUsedWeaponID: 1}},
		},
	}
	for i := range 20 {
		t := Tick{Inputs: []Input{
			{MoveX: 1, MoveY: -1, AimX: 512.25, AimY: float32(i) / 3, Flags: FlagFireDown | FlagMoveKeysPresent | FlagMoveForward},
			{AimX: -100, AimY: 1e30, Flags: FlagMoveModePresent | 5<<MoveModeShift | FlagAimSchemePresent | 7<<AimSchemeShift | FlagAimTurnRight},
		}}
		switch i {
		case 3:
			t.Commands = []Command{{Type: CmdPerkMenuOpen, PlayerIndex: 1}}
		case 4:
			t.Commands = []Command{{Type: CmdPerkPick, PlayerIndex: 1, ChoiceIndex: 6}}
		}
		r.Ticks = append(r.Ticks, t)
	}
	return r
}

// typoRun is a small valid Typ-o run: dictionary, names, carried state and typing commands.
func typoRun() *Replay {
	r := survivalRun()
	r.Pilot, r.SeatKeys = nil, nil
	r.Rules = 1
	r.Run.GameModeID = ModeTypo
	r.Run.PlayerCount = 1
	r.Run.TypoDictionaryWords = []string{"alpha", "beta gamma", "~!@#$%^&*()_+{}"}
	r.Run.TypoHighscoreNames = []string{"ann", "J.R.R.Tolkien"}
	r.Run.TypoCarry = TypoCarry{TargetWorld: &Vec2{X: 100.5, Y: -3}, SubmitCount: 10, MatchCount: 10, HighscoreNamesLoaded: true}
	r.Result.Players = r.Result.Players[:1]
	for i := range r.Ticks {
		r.Ticks[i].Inputs = r.Ticks[i].Inputs[:1]
		r.Ticks[i].Commands = nil
	}
	r.Ticks[1].Commands = []Command{{Type: CmdTypoChar, Ch: "a"}, {Type: CmdTypoChar, Ch: "é"},
		{Type: CmdTypoBackspace}, {Type: CmdTypoSubmit}}
	return r
}

// customQuestRun is a small valid completed custom quest on the 1.9.8 rules.
func customQuestRun() *Replay {
	r := survivalRun()
	r.Run.GameModeID = ModeQuests
	r.Run.ClBuild = Build198
	author := "someone"
	r.Run.CustomQuest = &CustomQuest{
		Title: "Test quest", Author: &author, StartWeaponID: 3, TerrainSlots: [3]int{0, 7, 3},
		Entries: []SpawnEntry{
			{Pos: Vec2{X: -1024, Y: 2048}, Heading: 1.5, SpawnID: 0x43, TriggerMs: 0, Count: 1},
			{Pos: Vec2{X: 512, Y: 512}, Heading: -3, SpawnID: 0x00, TriggerMs: MaxSpawnTrigger, Count: MaxSpawnCount},
		},
		NoBonuses: []int{2, 14}, NoPerks: []int{1, 6, 8, 57}, NoWeapons: []int{2, 33},
	}
	q := int64(-5)
	r.Result.Outcome = OutcomeQuestCompleted
	r.Result.QuestFinalMs = &q
	return r
}

// stockQuestRun is a small valid stock quest run that died.
func stockQuestRun() *Replay {
	r := survivalRun()
	r.Run.GameModeID = ModeQuests
	r.Run.QuestLevel = &QuestLevel{Major: 5, Minor: 10}
	r.Run.Hardcore = true
	r.Run.QuestFailRetryCount = 1<<31 - 1
	return r
}

// sampleRuns are the crafted valid runs, by name.
func sampleRuns() map[string]func() *Replay {
	return map[string]func() *Replay{
		"survival": survivalRun, "typo": typoRun, "custom-quest": customQuestRun, "stock-quest": stockQuestRun,
	}
}

func TestSampleRunsRoundTrip(t *testing.T) {
	for name, mk := range sampleRuns() {
		t.Run(name, func(t *testing.T) {
			want := mk()
			payload := rawEncode(want, FormatVersion)
			got, err := DecodePayload(payload)
			if err != nil {
				t.Fatal(err)
			}
			enc, err := Encode(got)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(enc, payload) {
				t.Fatalf("re-encoding differs at byte %d", firstDiff(enc, payload))
			}
			checkSameReplay(t, got, want)
		})
	}
}

// checkSameReplay compares the decoded fields that matter for a round trip.
func checkSameReplay(t *testing.T, got, want *Replay) {
	t.Helper()
	a := rawEncode(got, FormatVersion)
	b := rawEncode(want, FormatVersion)
	if !bytes.Equal(a, b) {
		t.Errorf("decoded replay differs from the one written (first differing byte %d)", firstDiff(a, b))
	}
}
