package trace

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const refDir = "../../testdata/reference"

// indexEntry is the part of testdata/reference/index.jsonl these tests check against.
type indexEntry struct {
	File   string `json:"file"`
	SHA256 string `json:"sha256"`
	Ticks  int    `json:"ticks"`
	Result struct {
		ElapsedMs int64  `json:"elapsed_ms"`
		Kills     int64  `json:"kills"`
		RngState  uint32 `json:"rng_state"`
		Players   []struct {
			Experience int64 `json:"experience"`
		} `json:"players"`
	} `json:"result"`
}

func readIndex(t *testing.T) []indexEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(refDir, "index.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []indexEntry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e indexEntry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatal(err)
		}
		out = append(out, e)
	}
	if len(out) < 14 {
		t.Fatalf("index has %d runs, want at least the 14 public ones", len(out))
	}
	return out
}

// The last record of every reference trace carries the recorded result's RNG state, kills,
// elapsed milliseconds and experience; the header names the payload and the tick count.
func TestReadReferenceTraces(t *testing.T) {
	for _, e := range readIndex(t) {
		t.Run(e.File, func(t *testing.T) {
			tr, err := Open(SidecarPath(filepath.Join(refDir, e.File)))
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			if tr.Header.ReplaySHA256 != e.SHA256 || tr.Header.Ticks != e.Ticks {
				t.Fatalf("header %+v, index sha %s ticks %d", tr.Header, e.SHA256, e.Ticks)
			}
			var last *Record
			n := 0
			for {
				rec, err := tr.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				if (rec.T%60 == 0) != (rec.CreatureList != nil) {
					t.Fatalf("tick %d: creature_list present = %v", rec.T, rec.CreatureList != nil)
				}
				last = rec
				n++
			}
			if n != e.Ticks {
				t.Fatalf("%d records, want %d", n, e.Ticks)
			}
			if last.Rng != e.Result.RngState || last.Kills != e.Result.Kills || last.ElapsedMs != e.Result.ElapsedMs {
				t.Fatalf("last record rng %d kills %d elapsed %d; result %+v", last.Rng, last.Kills, last.ElapsedMs, e.Result)
			}
			for i, p := range e.Result.Players {
				if last.Players[i].XP != p.Experience {
					t.Fatalf("player %d xp %d, result %d", i, last.Players[i].XP, p.Experience)
				}
			}
		})
	}
}

const sampleTrace = `{"t": 60, "rng": 2679962572, "elapsed_ms": 1016, "kills": 0, "creatures": 2, "perk_pending": 0, "rng_marks": [["after_wave_spawns", 1392942333]], "players": [{"x": 540.2761840820312, "y": 505.20697021484375, "health": 100.0, "xp": 37, "level": 1, "weapon": 1, "ammo": 8.0}], "creature_list": [[0, 2, 246.5476837158203, -51.218143463134766, -7.353390261571114], [3, 3, 402.0, -40.0, 55.04625]]}`

func TestRecordJSON(t *testing.T) {
	var r Record
	if err := json.Unmarshal([]byte(sampleTrace), &r); err != nil {
		t.Fatal(err)
	}
	if r.RngMarks[0] != (Mark{"after_wave_spawns", 1392942333}) {
		t.Fatalf("mark %+v", r.RngMarks[0])
	}
	if c := r.CreatureList[1]; c != (Creature{Slot: 3, TypeID: 3, X: 402, Y: -40, HP: 55.04625}) {
		t.Fatalf("creature %+v", c)
	}
	if r.CreatureList[0].HP != -7.353390261571114 || r.Players[0].X != 540.2761840820312 {
		t.Fatal("floats not exact")
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if d := Compare(&r, &back); d != nil {
		t.Fatalf("round trip differs: %v", d)
	}
}

func TestCompare(t *testing.T) {
	var want Record
	if err := json.Unmarshal([]byte(sampleTrace), &want); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		edit  func(r *Record)
		first string // path of the first differing field, "" for none
		n     int
	}{
		{"same", func(r *Record) {}, "", 0},
		{"health", func(r *Record) { r.Players[0].Health = 99.5 }, "players[0].health", 1},
		{"mark before rng", func(r *Record) { r.RngMarks[0].State++; r.Rng++ }, "rng_marks[0]", 2},
		{"no marks recorded", func(r *Record) { r.RngMarks = nil; r.Rng++ }, "rng", 1},
		{"missing mark", func(r *Record) { r.RngMarks = []Mark{} }, "rng_marks[0]", 1},
		{"creature hp", func(r *Record) { r.CreatureList[1].HP = 55 }, "creature_list[1].hp", 1},
		{"no creature list", func(r *Record) { r.CreatureList = nil }, "", 0},
		{"extra creature", func(r *Record) { r.Creatures = 3; r.CreatureList = append(r.CreatureList, Creature{}) }, "creatures", 2},
		{"player missing", func(r *Record) { r.Players = nil }, "players.length", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got Record
			if err := json.Unmarshal([]byte(sampleTrace), &got); err != nil {
				t.Fatal(err)
			}
			tc.edit(&got)
			d := Compare(&want, &got)
			if tc.first == "" {
				if d != nil {
					t.Fatalf("unexpected diff %v", d)
				}
				return
			}
			if d == nil || d.Fields[0].Path != tc.first || len(d.Fields) != tc.n {
				t.Fatalf("diff %+v, want first %s of %d", d, tc.first, tc.n)
			}
			if d.Tick != 60 || !strings.HasPrefix(d.Error(), "tick 60: "+tc.first) {
				t.Fatalf("error %q", d.Error())
			}
		})
	}
}

// TestReaderErrors: a broken trace is reported by file and line (the header is line 1, tick T
// line T+2) in words, not as a bare decoder error.
func TestReaderErrors(t *testing.T) {
	gz := func(text string) []byte {
		var b bytes.Buffer
		w := gzip.NewWriter(&b)
		w.Write([]byte(text))
		w.Close()
		return b.Bytes()
	}
	const header = `{"trace_version": 1, "replay_sha256": "ab", "end_tick": null, "ticks": 2, "rng_after_setup": 7}` + "\n"
	const rec0 = `{"t": 0, "rng": 1, "elapsed_ms": 16, "kills": 0, "creatures": 0, "perk_pending": 0, "rng_marks": [], "players": []}` + "\n"
	good := gz(header + rec0 + strings.Replace(rec0, `"t": 0`, `"t": 1`, 1))
	cases := []struct {
		name string
		data []byte
		want string // the whole message, the file called "edited.gz"
	}{
		{"empty file", nil, "edited.gz: empty file"},
		{"not gzip", []byte("{\"trace_version\": 1}\n"), "edited.gz: not gzip-compressed (a trace is gzip-compressed JSON lines): gzip: invalid header"},
		{"no lines", gz(""), "edited.gz: no header: the file holds no lines"},
		{"header not JSON", gz("garbage\n"), "edited.gz: line 1 (header): not JSON: invalid character 'g' looking for beginning of value"},
		{"header cut", gz(`{"trace_version": 1, "ti`), "edited.gz: line 1 (header): the file is cut off: unexpected EOF"},
		{"header wrong type", gz(`{"trace_version": "1"}`), `edited.gz: line 1 (header): field trace_version holds a JSON string, want int: json: cannot unmarshal string into Go struct field Header.trace_version of type int`},
		{"other version", gz(`{"trace_version": 2}`), "edited.gz: line 1 (header): trace_version 2, this reader reads 1"},
		{"record cut", gz(header + rec0 + `{"t": 1, "rng"`), "edited.gz: line 3 (tick 1): the file is cut off: unexpected EOF"},
		{"gzip cut", good[:len(good)-12], "edited.gz: line 4 (after the last tick): the file is cut off: unexpected EOF"},
		{"ends early", gz(header + rec0), "edited.gz: ends after line 2, before tick 1 (the header says 2 ticks)"},
		{"record not JSON", gz(header + rec0 + "{oops}\n"), "edited.gz: line 3 (tick 1): not JSON: invalid character 'o' looking for beginning of object key string"},
		{"tick skipped", gz(header + rec0 + strings.Replace(rec0, `"t": 0`, `"t": 2`, 1)), "edited.gz: line 3: t is 2, want 1 (records go tick by tick from 0)"},
		{"past the header", gz(strings.Replace(header, `"ticks": 2`, `"ticks": 0`, 1) + rec0), "edited.gz: line 2 (tick 0): past the header's 0 ticks"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edited.gz")
			if err := os.WriteFile(path, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			tr, err := Open(path)
			for err == nil {
				_, err = tr.Next()
			}
			if tr != nil {
				tr.Close()
			}
			if got := strings.ReplaceAll(err.Error(), path, "edited.gz"); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
	// The good trace reads to its end; an unnamed stream is called "trace".
	tr, err := NewReader(bytes.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if rec, err := tr.Next(); err != nil || rec.T != int64(i) {
			t.Fatalf("record %d: %v %v", i, rec, err)
		}
	}
	if _, err := tr.Next(); err != io.EOF {
		t.Fatalf("after the last record: %v", err)
	}
	if _, err := NewReader(bytes.NewReader(gz("x"))); err == nil || !strings.HasPrefix(err.Error(), "trace: line 1 (header): not JSON: ") {
		t.Errorf("unnamed stream: %v", err)
	}
}

func TestCreatureJSONErrors(t *testing.T) {
	for _, bad := range []string{`[1,2,3,4]`, `[1,2,3,4,5,6]`, `[1.5,2,3,4,5]`, `[1,"x",3,4,5]`, `{}`} {
		var c Creature
		if err := json.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%s: accepted as %+v", bad, c)
		}
	}
	var m Mark
	if err := json.Unmarshal([]byte(`["a"]`), &m); err == nil {
		t.Error("accepted a one-element mark")
	}
}

// sampleTypoTrace is a Typ-o record in typorun.py's form (tick 0 of typo-carry-target-412 with
// two words added): names in creature_list, the typo object.
const sampleTypoTrace = `{"t": 0, "rng": 4183102457, "elapsed_ms": 16, "kills": 0, "creatures": 2, "perk_pending": 0, "rng_marks": [["typo_mode_update", 2610839790]], "players": [{"x": 512.0, "y": 512.0, "health": 100.0, "xp": 0, "level": 1, "weapon": 3, "ammo": 30.0}], "typo": {"text": "bo", "submits": 5, "matches": 2, "cooldown_ms": 3484, "score_xp": 0, "target": [300.5, -20.25], "words": [["gun", 0], ["gnu", null]], "spawned": [[0, 4, "gun"], [1, 2, "boom"]]}, "creature_list": [[0, 4, 1088.0, 768.0, 1.0, "gun"], [1, 2, -64.0, 768.0, 1.0, "boom"]]}`

func TestTypoRecordJSON(t *testing.T) {
	var r Record
	if err := json.Unmarshal([]byte(sampleTypoTrace), &r); err != nil {
		t.Fatal(err)
	}
	if c := r.CreatureList[1]; c != (Creature{Slot: 1, TypeID: 2, X: -64, Y: 768, HP: 1, Named: true, Name: "boom"}) {
		t.Fatalf("creature %+v", c)
	}
	ty := r.Typo
	if ty == nil || ty.Text != "bo" || ty.Submits != 5 || ty.Matches != 2 || ty.CooldownMs != 3484 || ty.Target != [2]float64{300.5, -20.25} {
		t.Fatalf("typo %+v", ty)
	}
	if len(ty.Words) != 2 || ty.Words[0] != (TypoWord{"gun", 0}) || ty.Words[1] != (TypoWord{"gnu", -1}) {
		t.Fatalf("words %+v", ty.Words)
	}
	if len(ty.Spawned) != 2 || ty.Spawned[1] != (TypoSpawn{1, 2, "boom"}) {
		t.Fatalf("spawned %+v", ty.Spawned)
	}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	var back Record
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if d := Compare(&r, &back); d != nil || back.Typo == nil || !back.CreatureList[0].Named {
		t.Fatalf("round trip differs: %v", d)
	}
	for _, bad := range []string{`["a"]`, `["a", 1, 2]`, `[1, 2]`, `["a", "b"]`} {
		var w TypoWord
		if err := json.Unmarshal([]byte(bad), &w); err == nil {
			t.Errorf("word %s accepted as %+v", bad, w)
		}
	}
	for _, bad := range []string{`[1, 2]`, `[1, 2, 3]`, `["a", 2, "x"]`} {
		var s TypoSpawn
		if err := json.Unmarshal([]byte(bad), &s); err == nil {
			t.Errorf("spawn %s accepted as %+v", bad, s)
		}
	}
}

func TestCompareTypo(t *testing.T) {
	var want Record
	if err := json.Unmarshal([]byte(sampleTypoTrace), &want); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		edit  func(r *Record)
		first string
		n     int
	}{
		{"same", func(r *Record) {}, "", 0},
		{"creature name", func(r *Record) { r.CreatureList[0].Name = "gnu" }, "creature_list[0].name", 1},
		{"no names", func(r *Record) { r.CreatureList[0].Named = false; r.CreatureList[0].Name = "" }, "", 0},
		{"no typo", func(r *Record) { r.Typo = nil }, "", 0},
		{"word slot", func(r *Record) { r.Typo.Words[1].Slot = 1 }, "typo.words[1].slot", 1},
		{"word missing", func(r *Record) { r.Typo.Words = r.Typo.Words[:1]; r.Typo.Submits-- }, "typo.words.length", 2},
		{"text", func(r *Record) { r.Typo.Text = "b" }, "typo.text", 1},
		{"target", func(r *Record) { r.Typo.Target[1] = 0 }, "typo.target.y", 1},
		{"spawn name", func(r *Record) { r.Typo.Spawned[0].Name = "gnu" }, "typo.spawned[0].name", 1},
		{"cooldown and xp", func(r *Record) { r.Typo.CooldownMs++; r.Typo.ScoreXP++ }, "typo.cooldown_ms", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got Record
			if err := json.Unmarshal([]byte(sampleTypoTrace), &got); err != nil {
				t.Fatal(err)
			}
			tc.edit(&got)
			d := Compare(&want, &got)
			if tc.first == "" {
				if d != nil {
					t.Fatalf("unexpected diff %v", d)
				}
				return
			}
			if d == nil || d.Fields[0].Path != tc.first || len(d.Fields) != tc.n {
				t.Fatalf("diff %+v, want first %s of %d", d, tc.first, tc.n)
			}
		})
	}
}
