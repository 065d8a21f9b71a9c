package parity

// A minimal .crd reader for the parity tools until replayio's decoder lands: it decodes the
// zstd frame and the msgpack payload loosely (no canonical-form checks) into replayio types.

import (
	"bytes"
	"fmt"
	"os"

	"crdplayer/replayio"

	"github.com/klauspost/compress/zstd"
	"github.com/vmihailenco/msgpack/v5"
)

// readReplayLoose reads a .crd file without validating its canonical form.
func readReplayLoose(path string) (*replayio.Replay, []byte, error) {
	blob, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	dec, err := zstd.NewReader(nil)
	if err != nil {
		return nil, nil, err
	}
	defer dec.Close()
	payload, err := dec.DecodeAll(blob, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	d := msgpack.NewDecoder(bytes.NewReader(payload))
	d.UseLooseInterfaceDecoding(true)
	var obj map[string]any
	if err := d.Decode(&obj); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	r := &replayio.Replay{}
	r.FormatVersion = int(num(obj["format_version"]))
	r.Rules = int(num(obj["rules"]))
	run, _ := obj["run"].(map[string]any)
	r.Run.GameModeID = int(num(run["game_mode_id"]))
	r.Run.Seed = uint32(num(run["seed"]))
	r.Run.PlayerCount = int(num(run["player_count"]))
	r.Run.Hardcore, _ = run["hardcore"].(bool)
	r.Run.PreserveBugs, _ = run["preserve_bugs"].(bool)
	r.Run.DetailPreset = int(num(run["detail_preset"]))
	r.Run.ViolenceDisabled = int(num(run["violence_disabled"]))
	r.Run.FriendlyFire, _ = run["friendly_fire"].(bool)
	r.Run.ClBuild = int(num(run["cl_build"]))
	if run["quest_level"] != nil {
		r.Run.QuestLevel = &replayio.QuestLevel{}
	}
	st, _ := run["status"].(map[string]any)
	r.Run.Status.QuestUnlockIndex = int32(num(st["quest_unlock_index"]))
	r.Run.Status.QuestUnlockIndexHardcore = int32(num(st["quest_unlock_index_hardcore"]))
	for _, v := range st["weapon_usage_counts"].([]any) {
		r.Run.Status.WeaponUsageCounts = append(r.Run.Status.WeaponUsageCounts, uint32(num(v)))
	}
	res, _ := obj["result"].(map[string]any)
	r.Result.Outcome, _ = res["outcome"].(string)
	r.Result.ElapsedMs = int64(num(res["elapsed_ms"]))
	r.Result.Kills = int64(num(res["kills"]))
	r.Result.ShotsFired = int64(num(res["shots_fired"]))
	r.Result.ShotsHit = int64(num(res["shots_hit"]))
	r.Result.RngState = uint32(num(res["rng_state"]))
	r.Result.PendingPerks = int64(num(res["pending_perks"]))
	for _, pv := range res["players"].([]any) {
		p := pv.(map[string]any)
		r.Result.Players = append(r.Result.Players, replayio.PlayerResult{
			Experience:       int64(num(p["experience"])),
			Health:           float32(num(p["health"])),
			MostUsedWeaponID: int(num(p["most_used_weapon_id"])),
		})
	}
	for _, tv := range obj["ticks"].([]any) {
		pair := tv.([]any)
		var tick replayio.Tick
		for _, rv := range pair[0].([]any) {
			row := rv.([]any)
			tick.Inputs = append(tick.Inputs, replayio.Input{
				MoveX: float32(num(row[0])), MoveY: float32(num(row[1])),
				AimX: float32(num(row[2])), AimY: float32(num(row[3])),
				Flags: uint32(num(row[4])),
			})
		}
		for _, cv := range pair[1].([]any) {
			c := cv.(map[string]any)
			cmd := replayio.Command{Type: c["type"].(string), PlayerIndex: int(num(c["player_index"]))}
			if v, ok := c["choice_index"]; ok {
				cmd.ChoiceIndex = int(num(v))
			}
			tick.Commands = append(tick.Commands, cmd)
		}
		r.Ticks = append(r.Ticks, tick)
	}
	return r, payload, nil
}

func num(v any) float64 {
	switch x := v.(type) {
	case int64:
		return float64(x)
	case uint64:
		return float64(x)
	case float64:
		return x
	case float32:
		return float64(x)
	case int8, int16, int32, int, uint8, uint16, uint32:
		return float64(toInt(x))
	}
	return 0
}

func toInt(v any) int64 {
	switch x := v.(type) {
	case int8:
		return int64(x)
	case int16:
		return int64(x)
	case int32:
		return int64(x)
	case int:
		return int64(x)
	case uint8:
		return int64(x)
	case uint16:
		return int64(x)
	case uint32:
		return int64(x)
	}
	return 0
}

// ReadReplayPayload reads a .crd file and also returns its decoded payload bytes (for the
// SHA-256 the traces name).
func ReadReplayPayload(path string) (*replayio.Replay, []byte, error) {
	return readReplayLoose(path)
}
