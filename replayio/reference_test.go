package replayio

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

const referenceDir = "../testdata/reference"

// indexEntry is one line of testdata/reference/index.jsonl: what the recording harness says
// each reference run holds.
type indexEntry struct {
	File     string         `json:"file"`
	SHA256   string         `json:"sha256"`
	Mode     int            `json:"mode"`
	Players  int            `json:"players"`
	Ticks    int            `json:"ticks"`
	Commands map[string]int `json:"commands"`
	Result   struct {
		Outcome    string `json:"outcome"`
		ElapsedMs  int64  `json:"elapsed_ms"`
		Kills      int64  `json:"kills"`
		ShotsFired int64  `json:"shots_fired"`
		ShotsHit   int64  `json:"shots_hit"`
		RngState   uint32 `json:"rng_state"`
		Players    []struct {
			Experience       int64   `json:"experience"`
			Health           float64 `json:"health"`
			MostUsedWeaponID int     `json:"most_used_weapon_id"`
		} `json:"players"`
	} `json:"result"`
}

func referenceIndex(t testing.TB) []indexEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(referenceDir, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []indexEntry
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var e indexEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	if len(out) == 0 {
		t.Fatal("empty reference index")
	}
	return out
}

// TestReferenceRuns decodes every reference run, checks what it holds against the harness's
// index, and re-encodes it to the identical payload and a file that decodes to it again.
func TestReferenceRuns(t *testing.T) {
	for _, e := range referenceIndex(t) {
		t.Run(e.File, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(referenceDir, e.File))
			if err != nil {
				t.Fatal(err)
			}
			payload, err := Unwrap(data)
			if err != nil {
				t.Fatal(err)
			}
			r, err := DecodePayload(payload)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.RunID(); got != e.SHA256 {
				t.Errorf("run id %s, index says %s", got, e.SHA256)
			}
			if r.FormatVersion != 35 || r.Run.GameModeID != e.Mode || r.Run.PlayerCount != e.Players || len(r.Ticks) != e.Ticks {
				t.Errorf("format %d mode %d players %d ticks %d; index: mode %d players %d ticks %d",
					r.FormatVersion, r.Run.GameModeID, r.Run.PlayerCount, len(r.Ticks), e.Mode, e.Players, e.Ticks)
			}
			counts := map[string]int{}
			for _, tk := range r.Ticks {
				for _, c := range tk.Commands {
					counts[c.Type]++
				}
			}
			if len(counts) != len(e.Commands) {
				t.Errorf("commands %v, index says %v", counts, e.Commands)
			}
			for k, v := range e.Commands {
				if counts[k] != v {
					t.Errorf("%d %s commands, index says %d", counts[k], k, v)
				}
			}
			res := r.Result
			if res.Outcome != e.Result.Outcome || res.ElapsedMs != e.Result.ElapsedMs || res.Kills != e.Result.Kills ||
				res.ShotsFired != e.Result.ShotsFired || res.ShotsHit != e.Result.ShotsHit || res.RngState != e.Result.RngState {
				t.Errorf("result %+v differs from the index's %+v", res, e.Result)
			}
			for i, p := range e.Result.Players {
				got := res.Players[i]
				if got.Experience != p.Experience || float64(got.Health) != p.Health || got.MostUsedWeaponID != p.MostUsedWeaponID {
					t.Errorf("players[%d] = %+v, index says %+v", i, got, p)
				}
			}

			enc, err := Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(enc, payload) {
				t.Fatalf("re-encoded payload differs at byte %d", firstDiff(enc, payload))
			}
			file, err := EncodeFile(r)
			if err != nil {
				t.Fatal(err)
			}
			r2, err := Decode(file)
			if err != nil {
				t.Fatal(err)
			}
			if r2.PayloadSHA256 != r.PayloadSHA256 {
				t.Errorf("written file's run id %s, want %s", hex.EncodeToString(r2.PayloadSHA256[:]), r.RunID())
			}
		})
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}
