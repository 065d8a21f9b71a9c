package replayio

import (
	"bytes"
	"errors"
	"math"
	"strings"
	"testing"
)

// encStr is the msgpack encoding of a short string, to find keys in crafted payloads.
func encStr(s string) []byte { return append([]byte{0xa0 | byte(len(s))}, s...) }

// splice returns payload with the value bytes old that follow key (its first occurrence)
// replaced by new, and the offset where the value starts.
func splice(t *testing.T, payload []byte, key string, old, new []byte) ([]byte, int) {
	t.Helper()
	pat := append(encStr(key), old...)
	i := bytes.Index(payload, pat)
	if i < 0 {
		t.Fatalf("key %q with value % x not found", key, old)
	}
	at := i + len(encStr(key))
	out := append(append(append([]byte{}, payload[:at]...), new...), payload[at+len(old):]...)
	return out, at
}

func f64(v float64) []byte {
	u := math.Float64bits(v)
	return []byte{0xcb, byte(u >> 56), byte(u >> 48), byte(u >> 40), byte(u >> 32), byte(u >> 24), byte(u >> 16), byte(u >> 8), byte(u)}
}

// mutated encodes a sample run after applying change, without validating.
func mutated(base func() *Replay, change func(r *Replay)) []byte {
	r := base()
	change(r)
	return rawEncode(r, FormatVersion)
}

type rejectCase struct {
	name    string
	payload []byte
	path    string // the error's path
	msg     string // a fragment of its message
	offset  int    // its offset, or -1 to not check
}

// TestRejectPayload has one case per rejection class of the payload: each crafted payload
// must fail with an Error at the offending value's path (and, where the case knows it, its
// first byte).
func TestRejectPayload(t *testing.T) {
	good := rawEncode(survivalRun(), FormatVersion)
	seedAt := bytes.Index(good, encStr("seed")) + 5
	var cases []rejectCase
	add := func(name string, payload []byte, path, msg string, offset int) {
		cases = append(cases, rejectCase{name, payload, path, msg, offset})
	}
	addR := func(name string, base func() *Replay, change func(*Replay), path, msg string) {
		add(name, mutated(base, change), path, msg, -1)
	}

	// Canonical encoding.
	p, at := splice(t, good, "seed", []byte{0xce, 0xde, 0xad, 0xbe, 0xef}, []byte{0xcf, 0, 0, 0, 0, 0xde, 0xad, 0xbe, 0xef})
	add("int not shortest", p, "run.seed", "shortest encoding", at)
	p, at = splice(t, good, "detail_preset", []byte{5}, []byte{0xd0, 5})
	add("positive int as signed", p, "run.detail_preset", "shortest encoding", at)
	p, at = splice(t, good, "health", f64(-4.5), []byte{0xca, 0xc0, 0x90, 0, 0, 0, 0, 0, 0xc0}[:5])
	add("float32 where float64 due", append(p[:at+5:at+5], p[at+5:]...), "result.players[0].health", "expected a float64, found a float32", at)
	p, at = splice(t, good, "health", f64(-4.5), []byte{0xfb})
	add("int where float due", p, "result.players[0].health", "expected a float64, found an integer", at)
	p, at = splice(t, good, "health", f64(-4.5), f64(0.1))
	add("float not float32-exact", p, "result.players[0].health", "not exactly representable as float32", at)
	p, at = splice(t, good, "health", f64(-4.5), f64(math.Inf(1)))
	add("float not finite", p, "result.players[0].health", "not finite", at)
	p, at = splice(t, good, "health", f64(-4.5), f64(math.NaN()))
	add("float NaN", p, "result.players[0].health", "not finite", at)
	p, at = splice(t, good, "health", f64(-4.5), f64(-4.5))
	add("float cut off", p[:at+5], "result.players[0].health", "ends in the middle", -1)
	p, at = splice(t, good, "platform", encStr("linux-x86_64"), append([]byte{0xd9, 12}, "linux-x86_64"...))
	add("string header not shortest", p, "recorder.platform", "shortest header", at)
	p, at = splice(t, good, "typo_dictionary_words", []byte{0x90}, []byte{0xdc, 0, 0})
	add("array header not shortest", p, "run.typo_dictionary_words", "shortest header", at)
	p, at = splice(t, good, "recorder", []byte{0x83}, []byte{0xde, 0, 3})
	add("map header not shortest", p, "recorder", "shortest header", at)
	p, at = splice(t, good, "seat_keys", []byte{0x92, 0xc4, 32}, []byte{0x92, 0xc5, 0, 32})
	add("bin header not shortest", p, "seat_keys[0]", "shortest header", at+1)
	p, at = splice(t, good, "hardcore", []byte{0xc2}, []byte{0x00})
	add("int where boolean due", p, "run.hardcore", "expected a boolean, found an integer", at)
	p, at = splice(t, good, "quest_level", []byte{0xc0}, []byte{0xc2})
	add("boolean where nil or map due", p, "run.quest_level", "expected a map, found a boolean", at)
	p, at = splice(t, good, "hardcore", []byte{0xc2}, []byte{0xc0})
	add("nil where boolean due", p, "run.hardcore", "expected a boolean, found nil", at)
	p, at = splice(t, good, "client", encStr("crimson"), []byte{0xa7, 'c', 'r', 0xff, 'm', 's', 'o', 'n'})
	add("string not UTF-8", p, "recorder.client", "not valid UTF-8", at)
	// Keys: order, presence, duplicates, extras.
	hp := append(append(encStr("hardcore"), 0xc2), append(encStr("preserve_bugs"), 0xc2)...)
	ph := append(append(encStr("preserve_bugs"), 0xc2), append(encStr("hardcore"), 0xc2)...)
	i := bytes.Index(good, hp)
	p = bytes.Replace(good, hp, ph, 1)
	add("keys out of order", p, "run.hardcore", `expected the key "hardcore", found "preserve_bugs"`, i)
	hh := append(append(encStr("hardcore"), 0xc2), append(encStr("hardcore"), 0xc2, 0xc0, 0xc0, 0xc0, 0xc0, 0xc0)...)
	p = bytes.Replace(good, hp, hh[:len(hp)], 1)
	add("duplicate key", p, "run.preserve_bugs", `found "hardcore"`, i+len(encStr("hardcore"))+1)
	p, at = splice(t, good, "run", []byte{0xde, 0, 16}, []byte{0x8f})
	add("missing key", p, "run", "run map has 15 keys, format 35 (the file's format_version) has 16", at)
	p, at = splice(t, good, "run", []byte{0xde, 0, 16}, []byte{0xde, 0, 17})
	add("extra key", p, "run", "run map has 17 keys, format 35 (the file's format_version) has 16", at)
	add("trailing bytes", append(append([]byte{}, good...), 0xc0), "", "1 bytes after the payload's map", len(good))
	add("truncated", good[:len(good)-3], "ticks[19].inputs[1].flags", "ends in the middle", -1)
	add("empty", nil, "", "ends in the middle", 0)
	add("not a map", []byte{0x93, 1, 2, 3}, "", "expected a map, found an array", 0)
	p, at = splice(t, good, "ticks", []byte{0xdc, 0, 20, 0x92}, []byte{0xdd, 0xff, 0xff, 0xff, 0xff, 0x92})
	add("array claiming 4 billion items", p, "ticks", "cannot fit", at)
	p, at = splice(t, good, "weapon_usage_counts", []byte{0xdc, 0, 53}, []byte{0xdd, 0, 0, 0, 53})
	add("array32 for a short array", p, "run.status.weapon_usage_counts", "shortest header", at)

	// Payload fields.
	p, at = splice(t, good, "format_version", []byte{35}, []byte{36})
	add("format version too new", p, "format_version", "unsupported format version 36", at)
	p, at = splice(t, good, "format_version", []byte{35}, []byte{29})
	add("format version too old", p, "format_version", "unsupported format version 29", at)
	add("format_version not first", []byte{0x81, 0xa1, 'x', 0}, "format_version", `expected the key "format_version", found "x"`, 1)
	// A found string is quoted at most filetext.QuoteMax characters long (the damaged
	// file: a first key of 10,000 characters once made a 10 KB message the window wrapped forever).
	longKey := append([]byte{0x81, 0xda, 10000 >> 8, 10000 & 0xff}, bytes.Repeat([]byte{'k'}, 10000)...)
	add("long key quoted short", append(longKey, 0), "format_version",
		`expected the key "format_version", found "`+strings.Repeat("k", 40)+`"… (10000 bytes)`, 1)
	addR("long outcome quoted short", survivalRun, func(r *Replay) { r.Result.Outcome = strings.Repeat("w", 5000) + "\x1b" },
		"result.outcome", `unknown outcome "`+strings.Repeat("w", 40)+`"… (5001 bytes)`)
	addR("empty game_version", survivalRun, func(r *Replay) { r.GameVersion = "" }, "game_version", "must not be empty")
	addR("unknown rules", survivalRun, func(r *Replay) { r.Rules = 3 }, "rules", "unsupported rules 3")
	addR("recorder field empty", survivalRun, func(r *Replay) { r.Recorder.Client = "" }, "recorder.client", "1..64 printable ASCII")
	addR("recorder field too long", survivalRun, func(r *Replay) { r.Recorder.Version = strings.Repeat("v", 65) }, "recorder.version", "1..64 printable ASCII")
	addR("recorder field not printable", survivalRun, func(r *Replay) { r.Recorder.Platform = "linux\tx86" }, "recorder.platform", "printable ASCII")
	addR("pilot name too long", survivalRun, func(r *Replay) { r.Pilot.Name = strings.Repeat("n", 32) }, "pilot.name", "1..31 printable ASCII")
	addR("pilot model too long", survivalRun, func(r *Replay) { r.Pilot.Model = strings.Repeat("m", 65) }, "pilot.model", "at most 64")
	addR("pilot url not https", survivalRun, func(r *Replay) { r.Pilot.URL = "http://example.org" }, "pilot.url", "https://")
	addR("pilot url too long", survivalRun, func(r *Replay) { r.Pilot.URL = "https://" + strings.Repeat("u", 193) }, "pilot.url", "at most 200")
	addR("seat key not 32 bytes", survivalRun, func(r *Replay) { r.SeatKeys[1] = r.SeatKeys[1][:31] }, "seat_keys[1]", "31 bytes, expected 32")
	addR("seat keys not distinct", survivalRun, func(r *Replay) { r.SeatKeys[1] = r.SeatKeys[0] }, "seat_keys[1]", "same key as seat 0")
	addR("seat keys not one per player", survivalRun, func(r *Replay) { r.SeatKeys = r.SeatKeys[:1] }, "seat_keys", "1 keys for 2 players")
	addR("seat keys empty", survivalRun, func(r *Replay) { r.SeatKeys = [][]byte{} }, "seat_keys", "0 keys")

	// RunSpec.
	addR("unknown mode", survivalRun, func(r *Replay) { r.Run.GameModeID = 5 }, "run.game_mode_id", "not a replayable mode")
	p, at = splice(t, good, "seed", []byte{0xce, 0xde, 0xad, 0xbe, 0xef}, []byte{0xcf, 0, 0, 0, 1, 0, 0, 0, 0})
	add("seed over u32", p, "run.seed", "outside 0..4294967295", at)
	_ = seedAt
	addR("quest level outside quests", survivalRun, func(r *Replay) { r.Run.QuestLevel = &QuestLevel{1, 1} }, "run.quest_level", "set outside Quests")
	addR("quest level out of range", stockQuestRun, func(r *Replay) { r.Run.QuestLevel.Minor = 11 }, "run.quest_level.minor", "outside 1..10")
	addR("quest without a quest", stockQuestRun, func(r *Replay) { r.Run.QuestLevel = nil }, "run.custom_quest", "needs quest_level or custom_quest")
	addR("quest with both", customQuestRun, func(r *Replay) { r.Run.QuestLevel = &QuestLevel{1, 1} }, "run.custom_quest", "one or the other")
	addR("custom quest outside quests", customQuestRun, func(r *Replay) { r.Run.GameModeID = ModeRush }, "run.custom_quest", "set outside Quests")
	addR("custom quest hardcore", customQuestRun, func(r *Replay) { r.Run.Hardcore = true }, "run.custom_quest", "never use hardcore")
	addR("player count 0", survivalRun, func(r *Replay) { r.Run.PlayerCount = 0 }, "run.player_count", "outside 1..4")
	addR("player count 5", survivalRun, func(r *Replay) { r.Run.PlayerCount = 5 }, "run.player_count", "outside 1..4")
	addR("Typ-o with two players", typoRun, func(r *Replay) { r.Run.PlayerCount = 2 }, "run.player_count", "exactly one player")
	addR("Tutorial with two players", survivalRun, func(r *Replay) { r.Run.GameModeID = ModeTutorial }, "run.player_count", "exactly one player")
	addR("retry count negative", survivalRun, func(r *Replay) { r.Run.QuestFailRetryCount = -1 }, "run.quest_fail_retry_count", "outside 0..2147483647")
	addR("retry count over i32", survivalRun, func(r *Replay) { r.Run.QuestFailRetryCount = 1 << 31 }, "run.quest_fail_retry_count", "outside")
	addR("detail preset 0", survivalRun, func(r *Replay) { r.Run.DetailPreset = 0 }, "run.detail_preset", "outside 1..5")
	addR("violence 256", survivalRun, func(r *Replay) { r.Run.ViolenceDisabled = 256 }, "run.violence_disabled", "outside 0..255")
	addR("unlock index over i32", survivalRun, func(r *Replay) { r.Run.Status.QuestUnlockIndex = 0 }, "", "" /* placeholder replaced below */)
	cases = cases[:len(cases)-1]
	p, at = splice(t, good, "quest_unlock_index", []byte{40}, []byte{0xce, 0x80, 0, 0, 0})
	add("unlock index over i32", p, "run.status.quest_unlock_index", "outside -2147483648..2147483647", at)
	addR("52 usage counts", survivalRun, func(r *Replay) { r.Run.Status.WeaponUsageCounts = r.Run.Status.WeaponUsageCounts[:52] }, "run.status.weapon_usage_counts", "52 counts, expected exactly 53")
	p, at = splice(t, good, "weapon_usage_counts", []byte{0xdc, 0, 53, 0}, []byte{0xdc, 0, 53, 0xff})
	add("negative usage count", p, "run.status.weapon_usage_counts[0]", "outside 0..4294967295", at+3)
	addR("too many dictionary words", typoRun, func(r *Replay) {
		r.Run.TypoDictionaryWords = strings.Fields(strings.Repeat("w ", MaxTypoWords+1))
	}, "run.typo_dictionary_words", "2049 entries, at most 2048")
	addR("dictionary word too long", typoRun, func(r *Replay) { r.Run.TypoDictionaryWords[2] = "sixteen letters!" }, "run.typo_dictionary_words[2]", "1..15 printable ASCII")
	addR("dictionary word empty", typoRun, func(r *Replay) { r.Run.TypoDictionaryWords[0] = "" }, "run.typo_dictionary_words[0]", "1..15")
	addR("too many highscore names", typoRun, func(r *Replay) {
		r.Run.TypoHighscoreNames = strings.Fields(strings.Repeat("n ", MaxTypoNames+1))
	}, "run.typo_highscore_names", "513 entries, at most 512")
	addR("highscore name with a digit", typoRun, func(r *Replay) { r.Run.TypoHighscoreNames[1] = "ann2" }, "run.typo_highscore_names[1]", "ASCII letters or '.'")
	addR("highscore name too long", typoRun, func(r *Replay) { r.Run.TypoHighscoreNames[0] = strings.Repeat("a", 32) }, "run.typo_highscore_names[0]", "1..31")
	addR("typo carry outside Typ-o", survivalRun, func(r *Replay) { r.Run.TypoCarry.SubmitCount = 1 }, "run.typo_carry", "defaults outside Typ-o")
	addR("typo carry matches exceed submits", typoRun, func(r *Replay) { r.Run.TypoCarry.MatchCount = 11 }, "run.typo_carry.match_count", "exceed the 10 submitted")
	addR("typo carry negative submits", typoRun, func(r *Replay) { r.Run.TypoCarry.SubmitCount = -1 }, "run.typo_carry.submit_count", "outside 0..")
	addR("typo carry target not f32", typoRun, func(r *Replay) {}, "", "")
	cases = cases[:len(cases)-1]
	tp := rawEncode(typoRun(), FormatVersion)
	p, at = splice(t, tp, "x", f64(100.5), f64(100.1))
	add("typo carry target not f32", p, "run.typo_carry.target_world.x", "float32", at)
	addR("custom title empty", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Title = "" }, "run.custom_quest.title", "1..64 printable ASCII")
	addR("custom author too long", customQuestRun, func(r *Replay) { a := strings.Repeat("a", 32); r.Run.CustomQuest.Author = &a }, "run.custom_quest.author", "nil or 1..31")
	addR("custom start weapon 0", customQuestRun, func(r *Replay) { r.Run.CustomQuest.StartWeaponID = 0 }, "run.custom_quest.start_weapon_id", "must not be 0")
	addR("custom terrain slot 8", customQuestRun, func(r *Replay) { r.Run.CustomQuest.TerrainSlots[2] = 8 }, "run.custom_quest.terrain_slots[2]", "outside 0..7")
	addR("custom no entries", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries = nil }, "run.custom_quest.entries", "0 entries, expected 1..256")
	addR("custom 257 entries", customQuestRun, func(r *Replay) {
		e := r.Run.CustomQuest.Entries[0]
		r.Run.CustomQuest.Entries = nil
		for range 257 {
			r.Run.CustomQuest.Entries = append(r.Run.CustomQuest.Entries, e)
		}
	}, "run.custom_quest.entries", "257 entries")
	addR("custom spawn position out of range", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[1].Pos.Y = 2048.5 }, "run.custom_quest.entries[1].pos", "outside -1024..2048")
	addR("custom spawn template 0x37", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[1].SpawnID = 0x37 }, "run.custom_quest.entries[1].spawn_id", "0x37 is not allowed")
	addR("custom spawn template 0x02", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[0].SpawnID = 0x02 }, "run.custom_quest.entries[0].spawn_id", "0x02 is not allowed")
	addR("custom spawn template unknown", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[0].SpawnID = 0x44 }, "run.custom_quest.entries[0].spawn_id", "outside 0..67")
	addR("custom trigger too late", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[0].TriggerMs = MaxSpawnTrigger + 1 }, "run.custom_quest.entries[0].trigger_ms", "outside 0..3600000")
	addR("custom count 0", customQuestRun, func(r *Replay) { r.Run.CustomQuest.Entries[0].Count = 0 }, "run.custom_quest.entries[0].count", "outside 1..384")
	addR("custom no_bonuses out of range", customQuestRun, func(r *Replay) { r.Run.CustomQuest.NoBonuses = []int{1} }, "run.custom_quest.no_bonuses[0]", "outside 2..14")
	addR("custom no_perks instant winner", customQuestRun, func(r *Replay) { r.Run.CustomQuest.NoPerks = []int{6, 7} }, "run.custom_quest.no_perks[1]", "id 7 is not allowed")
	addR("custom no_weapons not ascending", customQuestRun, func(r *Replay) { r.Run.CustomQuest.NoWeapons = []int{5, 5} }, "run.custom_quest.no_weapons[1]", "strictly ascending")
	addR("unknown build", survivalRun, func(r *Replay) { r.Run.ClBuild = 10000 }, "run.cl_build", "unknown build 10000")
	addR("1.9.8 under rules 1", customQuestRun, func(r *Replay) { r.Rules = 1 }, "run.cl_build", "need rules 2")

	// RunResult.
	addR("unknown outcome", survivalRun, func(r *Replay) { r.Result.Outcome = "won" }, "result.outcome", `unknown outcome "won"`)
	addR("outcome impossible for mode", survivalRun, func(r *Replay) { r.Result.Outcome = OutcomeQuestCompleted }, "result.outcome", "cannot end")
	addR("tutorial cannot die", survivalRun, func(r *Replay) {
		r.Run.GameModeID, r.Run.PlayerCount, r.SeatKeys = ModeTutorial, 1, nil
		r.Result.Players = r.Result.Players[:1]
	}, "result.outcome", `Tutorial run cannot end "death"`)
	addR("quest time without completion", stockQuestRun, func(r *Replay) { q := int64(5); r.Result.QuestFinalMs = &q }, "result.quest_final_ms", "exactly when the outcome is quest_completed")
	addR("completion without quest time", customQuestRun, func(r *Replay) { r.Result.QuestFinalMs = nil }, "result.quest_final_ms", "exactly when")
	addR("rng state over u32", survivalRun, func(r *Replay) {}, "", "")
	cases = cases[:len(cases)-1]
	p, at = splice(t, good, "rng_state", []byte{0xce, 0x80, 0, 0, 0}, []byte{0xd2, 0x80, 0, 0, 0})
	add("rng state negative", p, "result.rng_state", "outside 0..4294967295", at)
	addR("result players not player_count", survivalRun, func(r *Replay) { r.Result.Players = r.Result.Players[:1] }, "result.players", "1 entries for 2 players")
	p, at = splice(t, good, "elapsed_ms", []byte{0xce, 0, 1, 0x11, 0x70}, []byte{0xcf, 0x80, 0, 0, 0, 0, 0, 0, 0})
	add("int over int64", p, "result.elapsed_ms", "outside the int64 range", at)

	// Ticks.
	addR("no ticks", survivalRun, func(r *Replay) { r.Ticks = []Tick{} }, "ticks", "at least one tick")
	addR("input rows not player_count", survivalRun, func(r *Replay) { r.Ticks[7].Inputs = r.Ticks[7].Inputs[:1] }, "ticks[7].inputs", "1 input rows for 2 players")
	addR("unsupported flag bits", survivalRun, func(r *Replay) { r.Ticks[12].Inputs[1].Flags = 1 << 20 }, "ticks[12].inputs[1].flags", "unsupported bits 0x100000")
	addR("move bits without presence", survivalRun, func(r *Replay) { r.Ticks[0].Inputs[0].Flags = FlagTurnLeft }, "ticks[0].inputs[0].flags", "without MoveKeysPresent")
	addR("move mode without presence", survivalRun, func(r *Replay) { r.Ticks[0].Inputs[0].Flags = 2 << MoveModeShift }, "ticks[0].inputs[0].flags", "without MoveModePresent")
	addR("move mode 6", survivalRun, func(r *Replay) { r.Ticks[0].Inputs[0].Flags = FlagMoveModePresent | 6<<MoveModeShift }, "ticks[0].inputs[0].flags", "move mode 6")
	addR("aim scheme without presence", survivalRun, func(r *Replay) { r.Ticks[0].Inputs[0].Flags = 1 << AimSchemeShift }, "ticks[0].inputs[0].flags", "without AimSchemePresent")
	addR("aim scheme 6", survivalRun, func(r *Replay) { r.Ticks[0].Inputs[0].Flags = FlagAimSchemePresent | 6<<AimSchemeShift }, "ticks[0].inputs[0].flags", "aim scheme 6")
	addR("axis NaN", survivalRun, func(r *Replay) { r.Ticks[2].Inputs[0].AimY = float32(math.NaN()) }, "ticks[2].inputs[0].aim_y", "not finite")
	tickAt := bytes.Index(good, encStr("ticks")) + 6 + 2 // past the array16 header
	p = append(append(append([]byte{}, good[:tickAt+1]...), 0x91), good[tickAt+2:]...)
	add("tick not a pair", p, "ticks[0]", "a tick is [inputs, commands], found an array of 1", tickAt+1)
	p = append(append(append([]byte{}, good[:tickAt+3]...), 0x94), good[tickAt+4:]...)
	add("input row of four", p, "ticks[0].inputs[0]", "found an array of 4", tickAt+3)
	p, at = splice(t, good, "type", encStr(CmdPerkMenuOpen), encStr("perk_menu_shut"))
	add("unknown command", p, "ticks[3].commands[0].type", `unknown command type "perk_menu_shut"`, at)
	p = bytes.Replace(good, append([]byte{0x82}, encStr("type")...), append([]byte{0x82}, encStr("tipe")...), 1)
	add("command without type first", p, "ticks[3].commands[0].type", `expected the key "type", found "tipe"`, -1)
	p = bytes.Replace(good, append([]byte{0x82}, encStr("type")...), append([]byte{0x83}, encStr("type")...), 1)
	add("command with an extra key", p, "ticks[3].commands[0]", "perk_menu_open command map has 3 keys, expected 2", -1)
	addR("player index out of range", survivalRun, func(r *Replay) { r.Ticks[3].Commands[0].PlayerIndex = 2 }, "ticks[3].commands[0].player_index", "outside 0..1")
	addR("choice index 7", survivalRun, func(r *Replay) { r.Ticks[4].Commands[0].ChoiceIndex = 7 }, "ticks[4].commands[0].choice_index", "outside 0..6")
	addR("Typ-o command outside Typ-o", survivalRun, func(r *Replay) {
		r.Ticks[9].Commands = []Command{{Type: CmdTypoSubmit}}
	}, "ticks[9].commands[0].type", "Typ-o command in a Survival run")
	addR("typo char of two characters", typoRun, func(r *Replay) { r.Ticks[1].Commands[1].Ch = "ab" }, "ticks[1].commands[1].ch", "exactly one character")
	addR("typo char empty", typoRun, func(r *Replay) { r.Ticks[1].Commands[0].Ch = "" }, "ticks[1].commands[0].ch", "exactly one character")
	addR("typo command for player 1", typoRun, func(r *Replay) { r.Ticks[1].Commands[2].PlayerIndex = 1 },
		"ticks[1].commands[2].player_index", "typo_backspace for player 1: Typ-o commands are player 0's")
	addR("choice index -1", survivalRun, func(r *Replay) { r.Ticks[4].Commands[0].ChoiceIndex = -1 }, "ticks[4].commands[0].choice_index", "-1 is outside 0..6")

	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := DecodePayload(c.payload)
			if err == nil {
				t.Fatalf("accepted (%d ticks)", len(r.Ticks))
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v is %T, not *Error", err, err)
			}
			if e.Part != PartPayload || e.Path != c.path || !strings.Contains(e.Msg, c.msg) {
				t.Errorf("got %v\nwant path %q, message containing %q", err, c.path, c.msg)
			}
			if c.offset >= 0 && e.Offset != int64(c.offset) {
				t.Errorf("offset %d, want %d (%v)", e.Offset, c.offset, err)
			}
		})
	}
}

// TestRejectSpecExample is the example: player 2's flags at tick 812 of a reference
// co-op run carry bit 20.
func TestRejectSpecExample(t *testing.T) {
	r, err := ReadFile(referenceDir + "/survival-2p-105.crd")
	if err != nil {
		t.Fatal(err)
	}
	r.Ticks[812].Inputs[1].Flags |= 0x100000
	_, err = Encode(r)
	want := "ticks[812].inputs[1].flags: unsupported bits 0x100000 (payload byte "
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("Encode error %v, want prefix %q", err, want)
	}
}
