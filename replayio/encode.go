package replayio

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/vmihailenco/msgpack/v5"
)

// Encode returns the canonical format-35 payload of r, whatever format it was read from:
// keys in declared order, shortest integers and headers, float fields as float64. It then
// decodes its own output, so a replay that breaks any format rule is refused with the same
// path-carrying Error the reader gives. Decoding a canonical payload and encoding the result
// gives back the identical bytes.
func Encode(r *Replay) ([]byte, error) {
	var buf bytes.Buffer
	buf.Grow(1024 + len(r.Ticks)*(3+r.Run.PlayerCount*38))
	w := writer{e: msgpack.NewEncoder(&buf), version: FormatVersion}
	w.replay(r)
	payload := buf.Bytes()
	if len(payload) > MaxPayloadBytes {
		return nil, &Error{Part: PartPayload, Offset: -1, Msg: "payload would be over the 64 MiB limit"}
	}
	if _, err := DecodePayload(payload); err != nil {
		return nil, err
	}
	return payload, nil
}

// EncodeFile returns the whole .crd file for r: its canonical payload in the zstd envelope.
func EncodeFile(r *Replay) ([]byte, error) {
	payload, err := Encode(r)
	if err != nil {
		return nil, err
	}
	return Wrap(payload)
}

// WriteFile writes r to path as a .crd file, readable by all (mode 0644). The file appears
// whole or not at all (written to a temporary file in the same directory, then renamed). An
// empty path, or one naming a folder, is an error.
func WriteFile(path string, r *Replay) error {
	if path == "" {
		return errors.New("replayio: no file name to write to")
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("replayio: %s is a folder, not a file name", path)
	}
	data, err := EncodeFile(r)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".crd-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		// CreateTemp makes the file readable by its owner only; a replay is an ordinary file.
		werr = os.Chmod(tmp.Name(), 0o644)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
	}
	return werr
}

// writer emits the payload through the msgpack library's primitive encoders, which write
// integers, strings, arrays and maps in their shortest forms. Writes go to a bytes.Buffer and
// cannot fail, so their errors are dropped.
type writer struct {
	e       *msgpack.Encoder
	version int // the format written; only tests write anything but FormatVersion
}

func (w writer) key(k string)         { _ = w.e.EncodeString(k) }
func (w writer) str(s string)         { _ = w.e.EncodeString(s) }
func (w writer) int(v int64)          { _ = w.e.EncodeInt(v) }
func (w writer) f32(v float32)        { _ = w.e.EncodeFloat64(float64(v)) }
func (w writer) bool(v bool)          { _ = w.e.EncodeBool(v) }
func (w writer) nil()                 { _ = w.e.EncodeNil() }
func (w writer) mapLen(n int)         { _ = w.e.EncodeMapLen(n) }
func (w writer) arrayLen(n int)       { _ = w.e.EncodeArrayLen(n) }
func (w writer) bin(b []byte)         { _ = w.e.EncodeBytesLen(len(b)); _, _ = w.e.Writer().Write(b) }
func (w writer) strField(k, v string) { w.key(k); w.str(v) }
func (w writer) intField(k string, v int64) {
	w.key(k)
	w.int(v)
}

func (w writer) replay(r *Replay) {
	w.mapLen(topKeys(w.version))
	w.intField("format_version", int64(w.version))
	w.strField("game_version", r.GameVersion)
	if w.version >= 31 {
		w.intField("rules", int64(r.Rules))
	}
	w.key("recorder")
	w.mapLen(3)
	w.strField("client", r.Recorder.Client)
	w.strField("version", r.Recorder.Version)
	w.strField("platform", r.Recorder.Platform)
	if w.version >= 32 {
		w.key("pilot")
		if p := r.Pilot; p == nil {
			w.nil()
		} else {
			w.mapLen(3)
			w.strField("name", p.Name)
			w.strField("model", p.Model)
			w.strField("url", p.URL)
		}
	}
	if w.version >= 34 {
		w.key("seat_keys")
		if r.SeatKeys == nil {
			w.nil()
		} else {
			w.arrayLen(len(r.SeatKeys))
			for _, k := range r.SeatKeys {
				w.bin(k)
			}
		}
	}
	w.key("run")
	w.run(&r.Run)
	w.key("result")
	w.result(&r.Result)
	w.key("ticks")
	w.arrayLen(len(r.Ticks))
	for i := range r.Ticks {
		w.tick(&r.Ticks[i])
	}
}

func (w writer) vec2(v Vec2) {
	w.mapLen(2)
	w.key("x")
	w.f32(v.X)
	w.key("y")
	w.f32(v.Y)
}

func (w writer) strs(list []string) {
	w.arrayLen(len(list))
	for _, s := range list {
		w.str(s)
	}
}

func (w writer) ints(list []int) {
	w.arrayLen(len(list))
	for _, v := range list {
		w.int(int64(v))
	}
}

func (w writer) run(rs *RunSpec) {
	w.mapLen(runKeys(w.version))
	w.intField("game_mode_id", int64(rs.GameModeID))
	w.intField("seed", int64(rs.Seed))
	w.key("quest_level")
	if q := rs.QuestLevel; q == nil {
		w.nil()
	} else {
		w.mapLen(2)
		w.intField("major", int64(q.Major))
		w.intField("minor", int64(q.Minor))
	}
	w.intField("player_count", int64(rs.PlayerCount))
	w.key("hardcore")
	w.bool(rs.Hardcore)
	w.key("preserve_bugs")
	w.bool(rs.PreserveBugs)
	w.intField("quest_fail_retry_count", int64(rs.QuestFailRetryCount))
	w.intField("detail_preset", int64(rs.DetailPreset))
	w.intField("violence_disabled", int64(rs.ViolenceDisabled))
	w.key("friendly_fire")
	w.bool(rs.FriendlyFire)
	w.key("status")
	w.mapLen(3)
	w.intField("quest_unlock_index", int64(rs.Status.QuestUnlockIndex))
	w.intField("quest_unlock_index_hardcore", int64(rs.Status.QuestUnlockIndexHardcore))
	w.key("weapon_usage_counts")
	w.arrayLen(len(rs.Status.WeaponUsageCounts))
	for _, c := range rs.Status.WeaponUsageCounts {
		w.int(int64(c))
	}
	w.key("typo_dictionary_words")
	w.strs(rs.TypoDictionaryWords)
	w.key("typo_highscore_names")
	w.strs(rs.TypoHighscoreNames)
	w.key("typo_carry")
	tc := &rs.TypoCarry
	w.mapLen(4)
	w.key("target_world")
	if tc.TargetWorld == nil {
		w.nil()
	} else {
		w.vec2(*tc.TargetWorld)
	}
	w.intField("submit_count", int64(tc.SubmitCount))
	w.intField("match_count", int64(tc.MatchCount))
	w.key("highscore_names_loaded")
	w.bool(tc.HighscoreNamesLoaded)
	if w.version >= 33 {
		w.key("custom_quest")
		if cq := rs.CustomQuest; cq == nil {
			w.nil()
		} else {
			w.customQuest(cq)
		}
	}
	if w.version >= 35 {
		w.intField("cl_build", int64(rs.ClBuild))
	}
}

func (w writer) customQuest(cq *CustomQuest) {
	w.mapLen(8)
	w.strField("title", cq.Title)
	w.key("author")
	if cq.Author == nil {
		w.nil()
	} else {
		w.str(*cq.Author)
	}
	w.intField("start_weapon_id", int64(cq.StartWeaponID))
	w.key("terrain_slots")
	w.ints(cq.TerrainSlots[:])
	w.key("entries")
	w.arrayLen(len(cq.Entries))
	for _, e := range cq.Entries {
		w.mapLen(5)
		w.key("pos")
		w.vec2(e.Pos)
		w.key("heading")
		w.f32(e.Heading)
		w.intField("spawn_id", int64(e.SpawnID))
		w.intField("trigger_ms", int64(e.TriggerMs))
		w.intField("count", int64(e.Count))
	}
	w.key("no_bonuses")
	w.ints(cq.NoBonuses)
	w.key("no_perks")
	w.ints(cq.NoPerks)
	w.key("no_weapons")
	w.ints(cq.NoWeapons)
}

func (w writer) result(res *RunResult) {
	w.mapLen(9)
	w.strField("outcome", res.Outcome)
	w.intField("elapsed_ms", res.ElapsedMs)
	w.intField("kills", res.Kills)
	w.intField("shots_fired", res.ShotsFired)
	w.intField("shots_hit", res.ShotsHit)
	w.intField("rng_state", int64(res.RngState))
	w.intField("pending_perks", res.PendingPerks)
	w.key("quest_final_ms")
	if res.QuestFinalMs == nil {
		w.nil()
	} else {
		w.int(*res.QuestFinalMs)
	}
	w.key("players")
	w.arrayLen(len(res.Players))
	for _, p := range res.Players {
		w.mapLen(3)
		w.intField("experience", p.Experience)
		w.key("health")
		w.f32(p.Health)
		w.intField("most_used_weapon_id", int64(p.MostUsedWeaponID))
	}
}

func (w writer) tick(t *Tick) {
	w.arrayLen(2)
	w.arrayLen(len(t.Inputs))
	for _, in := range t.Inputs {
		w.arrayLen(5)
		w.f32(in.MoveX)
		w.f32(in.MoveY)
		w.f32(in.AimX)
		w.f32(in.AimY)
		w.int(int64(in.Flags))
	}
	w.arrayLen(len(t.Commands))
	for _, c := range t.Commands {
		w.mapLen(commandKeys(c.Type))
		w.strField("type", c.Type)
		w.intField("player_index", int64(c.PlayerIndex))
		switch c.Type {
		case CmdPerkPick:
			w.intField("choice_index", int64(c.ChoiceIndex))
		case CmdTypoChar:
			w.strField("ch", c.Ch)
		}
	}
}
