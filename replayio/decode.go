package replayio

import (
	"bytes"
	"crypto/sha256"
	"math"

	"crdplayer/internal/filetext"
)

// Decode reads a whole .crd file: the envelope, then the payload (DecodePayload).
func Decode(data []byte) (*Replay, error) {
	payload, err := Unwrap(data)
	if err != nil {
		return nil, err
	}
	return DecodePayload(payload)
}

// DecodePayload reads a msgpack payload of format 30 to 35, rejecting any byte string that is
// not the canonical encoding of the value it holds and any value the format forbids. Fields
// older formats lack take their documented defaults (rules 1, no pilot, no seat keys, no
// custom quest, cl_build 10993). The returned Replay keeps the payload's SHA-256 (the run id)
// and size; its tick slices share one backing array per kind.
func DecodePayload(payload []byte) (*Replay, error) {
	if len(payload) > MaxPayloadBytes {
		return nil, &Error{Part: PartPayload, Offset: -1, Msg: "payload is over the 64 MiB limit"}
	}
	d := decoder{reader: reader{b: payload}}
	rp := &Replay{}
	if err := d.replay(rp); err != nil {
		return nil, err
	}
	rp.PayloadSHA256 = sha256.Sum256(payload)
	rp.PayloadSize = len(payload)
	return rp, nil
}

// decoder reads the payload schema on top of reader, checking every constraint in stream
// order so the first error reported is at the first offending byte.
type decoder struct {
	reader
	version int
	mode    int
	players int
}

// topKeys is the payload map's key count per format version.
func topKeys(version int) int {
	switch {
	case version >= 34:
		return 9 // + seat_keys
	case version >= 32:
		return 8 // + pilot
	case version >= 31:
		return 7 // + rules
	}
	return 6
}

// runKeys is the RunSpec map's key count per format version.
func runKeys(version int) int {
	switch {
	case version >= 35:
		return 16 // + cl_build
	case version >= 33:
		return 15 // + custom_quest
	}
	return 14
}

func (d *decoder) replay(rp *Replay) error {
	mapAt := d.off
	n, err := d.mapHeader()
	if err != nil {
		return err
	}
	if n == 0 {
		return d.failAt(mapAt, "payload map is empty; format_version is due first")
	}
	if err := d.key("format_version"); err != nil {
		return err
	}
	at := d.off
	v, err := d.readInt(math.MinInt64, math.MaxInt64)
	if err != nil {
		return err
	}
	if v < MinFormatVersion || v > FormatVersion {
		return d.failAt(at, "unsupported format version %d (this reader reads %d to %d)", v, MinFormatVersion, FormatVersion)
	}
	d.pop()
	d.version = int(v)
	rp.FormatVersion = d.version
	if want := topKeys(d.version); n != want {
		return d.failAt(mapAt, "payload map has %d keys, format %d has %d", n, d.version, want)
	}

	if err := d.key("game_version"); err != nil {
		return err
	}
	at = d.off
	s, err := d.readStrBytes()
	if err != nil {
		return err
	}
	if len(s) == 0 {
		return d.failAt(at, "must not be empty")
	}
	rp.GameVersion = string(s)
	d.pop()

	rp.Rules = 1 // format 30 had no rules: its runs play under rules 1
	if d.version >= 31 {
		if err := d.key("rules"); err != nil {
			return err
		}
		at = d.off
		r, err := d.readInt(math.MinInt64, math.MaxInt64)
		if err != nil {
			return err
		}
		if r < 1 || r > RulesLatest {
			return d.failAt(at, "unsupported rules %d (this reader knows 1 to %d)", r, RulesLatest)
		}
		rp.Rules = int(r)
		d.pop()
	}

	if err := d.key("recorder"); err != nil {
		return err
	}
	if err := d.recorder(&rp.Recorder); err != nil {
		return err
	}
	d.pop()

	if d.version >= 32 {
		if err := d.key("pilot"); err != nil {
			return err
		}
		if err := d.pilot(rp); err != nil {
			return err
		}
		d.pop()
	}

	seatKeysAt := -1
	if d.version >= 34 {
		if err := d.key("seat_keys"); err != nil {
			return err
		}
		seatKeysAt = d.off
		if err := d.seatKeys(rp); err != nil {
			return err
		}
		d.pop()
	}

	if err := d.key("run"); err != nil {
		return err
	}
	if err := d.run(&rp.Run, rp.Rules); err != nil {
		return err
	}
	d.pop()
	if rp.SeatKeys != nil && len(rp.SeatKeys) != d.players {
		d.push("seat_keys")
		return d.failAt(seatKeysAt, "%d keys for %d players", len(rp.SeatKeys), d.players)
	}

	if err := d.key("result"); err != nil {
		return err
	}
	if err := d.result(&rp.Result); err != nil {
		return err
	}
	d.pop()

	if err := d.key("ticks"); err != nil {
		return err
	}
	if err := d.ticks(rp); err != nil {
		return err
	}
	d.pop()

	if d.off != len(d.b) {
		return d.failAt(d.off, "%d bytes after the payload's map", len(d.b)-d.off)
	}
	return nil
}

// asciiField reads key name and a string of lo..hi printable ASCII characters.
func (d *decoder) asciiField(name string, lo, hi int) (string, error) {
	if err := d.key(name); err != nil {
		return "", err
	}
	at := d.off
	s, err := d.readStrBytes()
	if err != nil {
		return "", err
	}
	if len(s) < lo || len(s) > hi || !printableASCII(s) {
		if lo == 0 {
			return "", d.failAt(at, "must be at most %d printable ASCII characters", hi)
		}
		return "", d.failAt(at, "must be %d..%d printable ASCII characters", lo, hi)
	}
	d.pop()
	return string(s), nil
}

func (d *decoder) recorder(rec *Recorder) error {
	if err := d.mapOf("recorder", 3); err != nil {
		return err
	}
	var err error
	if rec.Client, err = d.asciiField("client", 1, MaxRecorderFieldLen); err != nil {
		return err
	}
	if rec.Version, err = d.asciiField("version", 1, MaxRecorderFieldLen); err != nil {
		return err
	}
	rec.Platform, err = d.asciiField("platform", 1, MaxRecorderFieldLen)
	return err
}

func (d *decoder) pilot(rp *Replay) error {
	if isNil, err := d.isNil(); err != nil || isNil {
		return err
	}
	if err := d.mapOf("pilot", 3); err != nil {
		return err
	}
	p := &Pilot{}
	var err error
	if p.Name, err = d.asciiField("name", 1, MaxPilotNameLen); err != nil {
		return err
	}
	if p.Model, err = d.asciiField("model", 0, MaxPilotModelLen); err != nil {
		return err
	}
	at := d.off
	if p.URL, err = d.asciiField("url", 0, MaxPilotURLLen); err != nil {
		return err
	}
	if p.URL != "" && (len(p.URL) <= len("https://") || p.URL[:len("https://")] != "https://") {
		d.push("url")
		return d.failAt(at, "must be empty or an https:// address")
	}
	rp.Pilot = p
	return nil
}

func (d *decoder) seatKeys(rp *Replay) error {
	if isNil, err := d.isNil(); err != nil || isNil {
		return err
	}
	at := d.off
	n, err := d.arrayOf(2 + SeatKeyLen)
	if err != nil {
		return err
	}
	if n < 1 || n > MaxPlayers {
		return d.failAt(at, "%d keys; a run has 1..%d seats", n, MaxPlayers)
	}
	rp.SeatKeys = make([][]byte, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		at := d.off
		b, err := d.readBin()
		if err != nil {
			return err
		}
		if len(b) != SeatKeyLen {
			return d.failAt(at, "key is %d bytes, expected %d", len(b), SeatKeyLen)
		}
		for j := range i {
			if bytes.Equal(rp.SeatKeys[j], b) {
				return d.failAt(at, "same key as seat %d", j)
			}
		}
		rp.SeatKeys[i] = bytes.Clone(b)
	}
	d.pop()
	return nil
}

// intField reads key name and an integer in lo..hi.
func (d *decoder) intField(name string, lo, hi int64) (int64, error) {
	if err := d.key(name); err != nil {
		return 0, err
	}
	v, err := d.readInt(lo, hi)
	if err != nil {
		return 0, err
	}
	d.pop()
	return v, nil
}

// int32Field reads the integer field name (any int32) and returns it with its value's offset.
func (d *decoder) int32Field(name string) (int, int, error) {
	if err := d.key(name); err != nil {
		return 0, 0, err
	}
	at := d.off
	v, err := d.readInt(math.MinInt32, math.MaxInt32)
	if err != nil {
		return 0, 0, err
	}
	d.pop()
	return int(v), at, nil
}

func (d *decoder) boolField(name string) (bool, error) {
	if err := d.key(name); err != nil {
		return false, err
	}
	v, err := d.readBool()
	if err != nil {
		return false, err
	}
	d.pop()
	return v, nil
}

func (d *decoder) f32Field(name string) (float32, error) {
	if err := d.key(name); err != nil {
		return 0, err
	}
	v, err := d.readF32()
	if err != nil {
		return 0, err
	}
	d.pop()
	return v, nil
}

func (d *decoder) run(rs *RunSpec, rules int) error {
	// The run map's keys depend on the format: a count that does not match names the
	// format_version it was checked against, which may be what is wrong.
	runAt := d.off
	n, err := d.mapHeader()
	if err != nil {
		return err
	}
	if want := runKeys(d.version); n != want {
		return d.failAt(runAt, "run map has %d keys, format %d (the file's format_version) has %d", n, d.version, want)
	}
	if err := d.key("game_mode_id"); err != nil {
		return err
	}
	at := d.off
	mode, err := d.readInt(math.MinInt64, math.MaxInt64)
	if err != nil {
		return err
	}
	if !validMode(int(mode)) {
		return d.failAt(at, "%d is not a replayable mode (1 Survival, 2 Rush, 3 Quests, 4 Typ-o, 8 Tutorial)", mode)
	}
	d.pop()
	rs.GameModeID = int(mode)
	d.mode = int(mode)

	seed, err := d.intField("seed", 0, math.MaxUint32)
	if err != nil {
		return err
	}
	rs.Seed = uint32(seed)

	if err := d.key("quest_level"); err != nil {
		return err
	}
	questLevelAt := d.off
	if err := d.questLevel(rs); err != nil {
		return err
	}
	if rs.QuestLevel != nil && d.mode != ModeQuests {
		return d.failAt(questLevelAt, "set outside Quests")
	}
	if rs.QuestLevel == nil && d.mode == ModeQuests && d.version < 33 {
		return d.failAt(questLevelAt, "a quest run of format %d needs its quest_level", d.version)
	}
	d.pop()

	if err := d.key("player_count"); err != nil {
		return err
	}
	at = d.off
	pc, err := d.readInt(1, MaxPlayers)
	if err != nil {
		return err
	}
	if pc != 1 && (d.mode == ModeTypo || d.mode == ModeTutorial) {
		return d.failAt(at, "%s runs have exactly one player, not %d", ModeName(d.mode), pc)
	}
	d.pop()
	rs.PlayerCount = int(pc)
	d.players = int(pc)

	if rs.Hardcore, err = d.boolField("hardcore"); err != nil {
		return err
	}
	if rs.PreserveBugs, err = d.boolField("preserve_bugs"); err != nil {
		return err
	}
	v, err := d.intField("quest_fail_retry_count", 0, math.MaxInt32)
	if err != nil {
		return err
	}
	rs.QuestFailRetryCount = int(v)
	if v, err = d.intField("detail_preset", 1, 5); err != nil {
		return err
	}
	rs.DetailPreset = int(v)
	if v, err = d.intField("violence_disabled", 0, 255); err != nil {
		return err
	}
	rs.ViolenceDisabled = int(v)
	if rs.FriendlyFire, err = d.boolField("friendly_fire"); err != nil {
		return err
	}

	if err := d.key("status"); err != nil {
		return err
	}
	if err := d.status(&rs.Status); err != nil {
		return err
	}
	d.pop()

	if err := d.key("typo_dictionary_words"); err != nil {
		return err
	}
	if rs.TypoDictionaryWords, err = d.strList(MaxTypoWords, MaxTypoWordLen, printableASCII,
		"printable ASCII characters"); err != nil {
		return err
	}
	d.pop()
	if err := d.key("typo_highscore_names"); err != nil {
		return err
	}
	if rs.TypoHighscoreNames, err = d.strList(MaxTypoNames, MaxTypoNameLen, typoNameChars,
		"ASCII letters or '.'"); err != nil {
		return err
	}
	d.pop()

	if err := d.key("typo_carry"); err != nil {
		return err
	}
	if err := d.typoCarry(&rs.TypoCarry); err != nil {
		return err
	}
	d.pop()

	if d.version >= 33 {
		if err := d.key("custom_quest"); err != nil {
			return err
		}
		at := d.off
		if err := d.customQuest(rs); err != nil {
			return err
		}
		switch {
		case rs.CustomQuest != nil && d.mode != ModeQuests:
			return d.failAt(at, "set outside Quests")
		case rs.CustomQuest != nil && rs.QuestLevel != nil:
			return d.failAt(at, "set together with quest_level; a quest run has one or the other")
		case rs.CustomQuest == nil && rs.QuestLevel == nil && d.mode == ModeQuests:
			return d.failAt(at, "a quest run needs quest_level or custom_quest")
		case rs.CustomQuest != nil && rs.Hardcore:
			return d.failAt(at, "custom quests never use hardcore, but run.hardcore is set")
		}
		d.pop()
	}

	rs.ClBuild = Build1993 // formats before 35 play 1.9.93
	if d.version >= 35 {
		if err := d.key("cl_build"); err != nil {
			return err
		}
		at := d.off
		b, err := d.readInt(math.MinInt64, math.MaxInt64)
		if err != nil {
			return err
		}
		switch {
		case b != Build1993 && b != Build198:
			return d.failAt(at, "unknown build %d (expected %d or %d)", b, Build1993, Build198)
		case b == Build198 && rules < 2:
			return d.failAt(at, "the 1.9.8 rules need rules 2, but the run declares rules %d", rules)
		}
		rs.ClBuild = int(b)
		d.pop()
	}
	return nil
}

func (d *decoder) questLevel(rs *RunSpec) error {
	if isNil, err := d.isNil(); err != nil || isNil {
		return err
	}
	if err := d.mapOf("quest_level", 2); err != nil {
		return err
	}
	major, err := d.intField("major", 1, 5)
	if err != nil {
		return err
	}
	minor, err := d.intField("minor", 1, 10)
	if err != nil {
		return err
	}
	rs.QuestLevel = &QuestLevel{Major: int(major), Minor: int(minor)}
	return nil
}

func (d *decoder) status(st *RunStatus) error {
	if err := d.mapOf("status", 3); err != nil {
		return err
	}
	v, err := d.intField("quest_unlock_index", math.MinInt32, math.MaxInt32)
	if err != nil {
		return err
	}
	st.QuestUnlockIndex = int32(v)
	if v, err = d.intField("quest_unlock_index_hardcore", math.MinInt32, math.MaxInt32); err != nil {
		return err
	}
	st.QuestUnlockIndexHardcore = int32(v)
	if err := d.key("weapon_usage_counts"); err != nil {
		return err
	}
	at := d.off
	n, err := d.arrayOf(1)
	if err != nil {
		return err
	}
	if n != WeaponUsageCount {
		return d.failAt(at, "%d counts, expected exactly %d", n, WeaponUsageCount)
	}
	st.WeaponUsageCounts = make([]uint32, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		c, err := d.readInt(0, math.MaxUint32)
		if err != nil {
			return err
		}
		st.WeaponUsageCounts[i] = uint32(c)
	}
	d.pop()
	d.pop()
	return nil
}

// strList reads an array of at most maxN strings, each 1..maxLen bytes whose characters all
// satisfy ok (described by what).
func (d *decoder) strList(maxN, maxLen int, ok func([]byte) bool, what string) ([]string, error) {
	at := d.off
	n, err := d.arrayOf(2)
	if err != nil {
		return nil, err
	}
	if n > maxN {
		return nil, d.failAt(at, "%d entries, at most %d allowed", n, maxN)
	}
	list := make([]string, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		at := d.off
		s, err := d.readStrBytes()
		if err != nil {
			return nil, err
		}
		if len(s) == 0 || len(s) > maxLen || !ok(s) {
			return nil, d.failAt(at, "must be 1..%d %s", maxLen, what)
		}
		list[i] = string(s)
	}
	d.pop()
	return list, nil
}

func (d *decoder) vec2(v *Vec2) error {
	if err := d.mapOf("{x, y}", 2); err != nil {
		return err
	}
	var err error
	if v.X, err = d.f32Field("x"); err != nil {
		return err
	}
	v.Y, err = d.f32Field("y")
	return err
}

func (d *decoder) typoCarry(tc *TypoCarry) error {
	at := d.off
	if err := d.mapOf("typo_carry", 4); err != nil {
		return err
	}
	if err := d.key("target_world"); err != nil {
		return err
	}
	isNil, err := d.isNil()
	if err != nil {
		return err
	}
	if !isNil {
		tc.TargetWorld = &Vec2{}
		if err := d.vec2(tc.TargetWorld); err != nil {
			return err
		}
	}
	d.pop()
	v, err := d.intField("submit_count", 0, math.MaxInt32)
	if err != nil {
		return err
	}
	tc.SubmitCount = int32(v)
	if err := d.key("match_count"); err != nil {
		return err
	}
	mat := d.off
	if v, err = d.readInt(0, math.MaxInt32); err != nil {
		return err
	}
	if v > int64(tc.SubmitCount) {
		return d.failAt(mat, "%d matched words exceed the %d submitted", v, tc.SubmitCount)
	}
	d.pop()
	tc.MatchCount = int32(v)
	if tc.HighscoreNamesLoaded, err = d.boolField("highscore_names_loaded"); err != nil {
		return err
	}
	if d.mode != ModeTypo && (tc.TargetWorld != nil || tc.SubmitCount != 0 || tc.MatchCount != 0 || tc.HighscoreNamesLoaded) {
		return d.failAt(at, "must hold its defaults outside Typ-o")
	}
	return nil
}

func (d *decoder) customQuest(rs *RunSpec) error {
	if isNil, err := d.isNil(); err != nil || isNil {
		return err
	}
	if err := d.mapOf("custom_quest", 8); err != nil {
		return err
	}
	cq := &CustomQuest{}
	var err error
	if cq.Title, err = d.asciiField("title", 1, MaxCustomQuestTitleLen); err != nil {
		return err
	}
	if err := d.key("author"); err != nil {
		return err
	}
	isNil, err := d.isNil()
	if err != nil {
		return err
	}
	if !isNil {
		at := d.off
		s, err := d.readStrBytes()
		if err != nil {
			return err
		}
		if len(s) == 0 || len(s) > MaxCustomQuestAuthorLen || !printableASCII(s) {
			return d.failAt(at, "must be nil or 1..%d printable ASCII characters", MaxCustomQuestAuthorLen)
		}
		author := string(s)
		cq.Author = &author
	}
	d.pop()
	if err := d.key("start_weapon_id"); err != nil {
		return err
	}
	at := d.off
	w, err := d.readInt(math.MinInt64, math.MaxInt64)
	if err != nil {
		return err
	}
	if w == 0 {
		return d.failAt(at, "must not be 0")
	}
	cq.StartWeaponID = int(w)
	d.pop()

	if err := d.key("terrain_slots"); err != nil {
		return err
	}
	at = d.off
	n, err := d.arrayHeader()
	if err != nil {
		return err
	}
	if n != 3 {
		return d.failAt(at, "%d slots, expected 3", n)
	}
	d.pushIndex(0)
	for i := range 3 {
		d.setIndex(i)
		v, err := d.readInt(0, 7)
		if err != nil {
			return err
		}
		cq.TerrainSlots[i] = int(v)
	}
	d.pop()
	d.pop()

	if err := d.key("entries"); err != nil {
		return err
	}
	at = d.off
	if n, err = d.arrayOf(1); err != nil {
		return err
	}
	if n < 1 || n > MaxCustomQuestEntries {
		return d.failAt(at, "%d entries, expected 1..%d", n, MaxCustomQuestEntries)
	}
	cq.Entries = make([]SpawnEntry, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		if err := d.spawnEntry(&cq.Entries[i]); err != nil {
			return err
		}
	}
	d.pop()
	d.pop()

	if cq.NoBonuses, err = d.idList("no_bonuses", 2, 14, -1); err != nil {
		return err
	}
	if cq.NoPerks, err = d.idList("no_perks", 1, 57, 7); err != nil { // 7: Instant Winner
		return err
	}
	if cq.NoWeapons, err = d.idList("no_weapons", 2, 33, -1); err != nil {
		return err
	}
	rs.CustomQuest = cq
	return nil
}

func (d *decoder) spawnEntry(e *SpawnEntry) error {
	if err := d.mapOf("spawn entry", 5); err != nil {
		return err
	}
	if err := d.key("pos"); err != nil {
		return err
	}
	at := d.off
	if err := d.vec2(&e.Pos); err != nil {
		return err
	}
	for _, c := range [2]float32{e.Pos.X, e.Pos.Y} {
		if c < MinSpawnCoord || c > MaxSpawnCoord {
			return d.failAt(at, "coordinate %v is outside %v..%v", c, MinSpawnCoord, MaxSpawnCoord)
		}
	}
	d.pop()
	var err error
	if e.Heading, err = d.f32Field("heading"); err != nil {
		return err
	}
	if err := d.key("spawn_id"); err != nil {
		return err
	}
	at = d.off
	id, err := d.readInt(0, MaxSpawnTemplate)
	if err != nil {
		return err
	}
	if id == 0x02 || id == 0x37 {
		return d.failAt(at, "spawn template 0x%02x is not allowed in custom quests", id)
	}
	e.SpawnID = int(id)
	d.pop()
	v, err := d.intField("trigger_ms", 0, MaxSpawnTrigger)
	if err != nil {
		return err
	}
	e.TriggerMs = int(v)
	if v, err = d.intField("count", 1, MaxSpawnCount); err != nil {
		return err
	}
	e.Count = int(v)
	return nil
}

// idList reads a strictly ascending list of ids in lo..hi, excluding except (-1 for none).
func (d *decoder) idList(name string, lo, hi, except int64) ([]int, error) {
	if err := d.key(name); err != nil {
		return nil, err
	}
	at := d.off
	n, err := d.arrayOf(1)
	if err != nil {
		return nil, err
	}
	if int64(n) > hi-lo+1 {
		return nil, d.failAt(at, "%d ids cannot be strictly ascending in %d..%d", n, lo, hi)
	}
	ids := make([]int, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		at := d.off
		v, err := d.readInt(lo, hi)
		if err != nil {
			return nil, err
		}
		if v == except {
			return nil, d.failAt(at, "id %d is not allowed here", v)
		}
		if i > 0 && int(v) <= ids[i-1] {
			return nil, d.failAt(at, "id %d does not follow %d in strictly ascending order", v, ids[i-1])
		}
		ids[i] = int(v)
	}
	d.pop()
	d.pop()
	return ids, nil
}

func (d *decoder) result(res *RunResult) error {
	if err := d.mapOf("result", 9); err != nil {
		return err
	}
	if err := d.key("outcome"); err != nil {
		return err
	}
	at := d.off
	s, err := d.readStrBytes()
	if err != nil {
		return err
	}
	outcome, ok := internOutcome(s)
	if !ok {
		return d.failAt(at, "unknown outcome %s", filetext.Quote(s))
	}
	if !outcomeAllowed(d.mode, outcome) {
		return d.failAt(at, "a %s run cannot end %q", ModeName(d.mode), outcome)
	}
	res.Outcome = outcome
	d.pop()
	if res.ElapsedMs, err = d.intField("elapsed_ms", math.MinInt64, math.MaxInt64); err != nil {
		return err
	}
	if res.Kills, err = d.intField("kills", math.MinInt64, math.MaxInt64); err != nil {
		return err
	}
	if res.ShotsFired, err = d.intField("shots_fired", math.MinInt64, math.MaxInt64); err != nil {
		return err
	}
	if res.ShotsHit, err = d.intField("shots_hit", math.MinInt64, math.MaxInt64); err != nil {
		return err
	}
	rng, err := d.intField("rng_state", 0, math.MaxUint32)
	if err != nil {
		return err
	}
	res.RngState = uint32(rng)
	if res.PendingPerks, err = d.intField("pending_perks", math.MinInt64, math.MaxInt64); err != nil {
		return err
	}
	if err := d.key("quest_final_ms"); err != nil {
		return err
	}
	at = d.off
	isNil, err := d.isNil()
	if err != nil {
		return err
	}
	if !isNil {
		v, err := d.readInt(math.MinInt64, math.MaxInt64)
		if err != nil {
			return err
		}
		res.QuestFinalMs = &v
	}
	if isNil == (res.Outcome == OutcomeQuestCompleted) {
		return d.failAt(at, "set exactly when the outcome is quest_completed")
	}
	d.pop()

	if err := d.key("players"); err != nil {
		return err
	}
	at = d.off
	n, err := d.arrayOf(1)
	if err != nil {
		return err
	}
	if n != d.players {
		return d.failAt(at, "%d entries for %d players", n, d.players)
	}
	res.Players = make([]PlayerResult, n)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		p := &res.Players[i]
		if err := d.mapOf("player result", 3); err != nil {
			return err
		}
		if p.Experience, err = d.intField("experience", math.MinInt64, math.MaxInt64); err != nil {
			return err
		}
		if p.Health, err = d.f32Field("health"); err != nil {
			return err
		}
		v, err := d.intField("most_used_weapon_id", math.MinInt64, math.MaxInt64)
		if err != nil {
			return err
		}
		p.MostUsedWeaponID = int(v)
	}
	d.pop()
	d.pop()
	return nil
}

// minTickBytes is the smallest encoding of a tick: [[rows…], []] with each row
// [f64, f64, f64, f64, fixint].
func minTickBytes(players int) int { return 3 + players*(1+4*9+1) }

func (d *decoder) ticks(rp *Replay) error {
	at := d.off
	n, err := d.arrayOf(minTickBytes(d.players))
	if err != nil {
		return err
	}
	if n == 0 {
		return d.failAt(at, "a replay holds at least one tick")
	}
	pc := d.players
	rp.Ticks = make([]Tick, n)
	inputs := make([]Input, n*pc)
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		t := &rp.Ticks[i]
		at := d.off
		// Fast path for the canonical header: fixarray of two.
		if d.off < len(d.b) && d.b[d.off] == 0x92 {
			d.off++
		} else {
			m, err := d.arrayHeader()
			if err != nil {
				return err
			}
			if m != 2 {
				return d.failAt(at, "a tick is [inputs, commands], found an array of %d", m)
			}
		}
		t.Inputs = inputs[i*pc : (i+1)*pc : (i+1)*pc]
		if err := d.tickInputs(t.Inputs); err != nil {
			return err
		}
		if err := d.commands(t); err != nil {
			return err
		}
	}
	d.pop()
	return nil
}

var axisNames = [4]string{"move_x", "move_y", "aim_x", "aim_y"}

func (d *decoder) tickInputs(rows []Input) error {
	d.push("inputs")
	at := d.off
	n, err := d.arrayHeader()
	if err != nil {
		return err
	}
	if n != len(rows) {
		return d.failAt(at, "%d input rows for %d players", n, len(rows))
	}
	d.pushIndex(0)
	for p := range rows {
		d.setIndex(p)
		at := d.off
		if d.off < len(d.b) && d.b[d.off] == 0x95 {
			d.off++
		} else {
			m, err := d.arrayHeader()
			if err != nil {
				return err
			}
			if m != 5 {
				return d.failAt(at, "an input row is [move_x, move_y, aim_x, aim_y, flags], found an array of %d", m)
			}
		}
		var axes [4]float32
		for k := range axes {
			v, err := d.readF32()
			if err != nil {
				d.push(axisNames[k])
				e := err.(*Error)
				e.Path = d.pathString()
				return e
			}
			axes[k] = v
		}
		at = d.off
		f, err := d.readInt(math.MinInt64, math.MaxInt64)
		if err == nil && (f < 0 || f > math.MaxUint32) {
			err = d.failAt(at, "%d is outside the u32 range", f)
		}
		if err != nil {
			d.push("flags")
			e := err.(*Error)
			e.Path = d.pathString()
			return e
		}
		if msg := InputFlagsError(uint32(f)); msg != "" {
			d.push("flags")
			return d.failAt(at, "%s", msg)
		}
		rows[p] = Input{MoveX: axes[0], MoveY: axes[1], AimX: axes[2], AimY: axes[3], Flags: uint32(f)}
	}
	d.pop()
	d.pop()
	return nil
}

// minCommandBytes is the smallest encoded command: {"type": "typo_submit", "player_index": 0}.
const minCommandBytes = 1 + 5 + 12 + 13 + 1

func (d *decoder) commands(t *Tick) error {
	d.push("commands")
	if d.off < len(d.b) && d.b[d.off] == 0x90 { // no commands: the common case
		d.off++
		d.pop()
		return nil
	}
	n, err := d.arrayOf(minCommandBytes)
	if err != nil {
		return err
	}
	if n > 0 {
		t.Commands = make([]Command, n)
	}
	d.pushIndex(0)
	for i := range n {
		d.setIndex(i)
		if err := d.command(&t.Commands[i]); err != nil {
			return err
		}
	}
	d.pop()
	d.pop()
	return nil
}

// commandKeys is each command type's key count, type included.
func commandKeys(typ string) int {
	switch typ {
	case CmdPerkPick, CmdTypoChar:
		return 3
	}
	return 2
}

func internCommand(b []byte) (string, bool) {
	switch string(b) {
	case CmdPerkMenuOpen:
		return CmdPerkMenuOpen, true
	case CmdPerkPick:
		return CmdPerkPick, true
	case CmdTypoChar:
		return CmdTypoChar, true
	case CmdTypoBackspace:
		return CmdTypoBackspace, true
	case CmdTypoSubmit:
		return CmdTypoSubmit, true
	}
	return "", false
}

// asciiChars interns one-character strings of ASCII, the usual typo_char payload.
var asciiChars = func() (s [128]string) {
	for i := range s {
		s[i] = string(rune(i))
	}
	return
}()

func (d *decoder) command(c *Command) error {
	mapAt := d.off
	n, err := d.mapHeader()
	if err != nil {
		return err
	}
	if n == 0 {
		return d.failAt(mapAt, "empty command map; type is due first")
	}
	if err := d.key("type"); err != nil {
		return err
	}
	at := d.off
	s, err := d.readStrBytes()
	if err != nil {
		return err
	}
	typ, ok := internCommand(s)
	if !ok {
		return d.failAt(at, "unknown command type %s", filetext.Quote(s))
	}
	if want := commandKeys(typ); n != want {
		d.pop()
		return d.failAt(mapAt, "%s command map has %d keys, expected %d", typ, n, want)
	}
	d.pop()
	c.Type = typ
	// The fields are read with the widest ranges their types allow; CommandError then applies
	// the format's rules (one place for the decoder and the simulation) and the error points
	// at the offending value.
	typeAt, playerAt, thirdAt := at, 0, 0
	var err2 error
	if c.PlayerIndex, playerAt, err2 = d.int32Field("player_index"); err2 != nil {
		return err2
	}
	switch typ {
	case CmdPerkPick:
		if c.ChoiceIndex, thirdAt, err2 = d.int32Field("choice_index"); err2 != nil {
			return err2
		}
	case CmdTypoChar:
		if err := d.key("ch"); err != nil {
			return err
		}
		thirdAt = d.off
		s, err := d.readStrBytes()
		if err != nil {
			return err
		}
		if len(s) == 1 && s[0] < 128 {
			c.Ch = asciiChars[s[0]]
		} else {
			c.Ch = string(s)
		}
		d.pop()
	}
	if field, msg := CommandError(d.mode, d.players, c); msg != "" {
		at := typeAt
		switch field {
		case "player_index":
			at = playerAt
		case "choice_index", "ch":
			at = thirdAt
		}
		d.push(field)
		return d.failAt(at, "%s", msg)
	}
	return nil
}
