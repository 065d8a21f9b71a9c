package trace

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
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

// TestCompareFloatBits: floats compare by their bits, as the field table compares them: -0 and
// 0 differ wherever a float is, a NaN agrees with the same NaN.
func TestCompareFloatBits(t *testing.T) {
	negZero := math.Copysign(0, -1)
	want := &Record{Players: []Player{{Ammo: 0, Health: math.NaN()}}, CreatureList: []Creature{{X: 0}},
		Quest: &Quest{StallMs: 0, Spawned: []Spawn{{X: 0}}}}
	got := &Record{Players: []Player{{Ammo: negZero, Health: math.NaN()}}, CreatureList: []Creature{{X: negZero}},
		Quest: &Quest{StallMs: negZero, Spawned: []Spawn{{X: negZero}}}}
	d := Compare(want, got)
	var paths []string
	if d != nil {
		for _, f := range d.Fields {
			paths = append(paths, f.Path)
		}
	}
	if wantPaths := []string{"players[0].ammo", "creature_list[0].x", "quest.stall_ms", "quest.spawned[0].x"}; !slices.Equal(paths, wantPaths) {
		t.Errorf("-0 against 0 differs at %q, want %q", paths, wantPaths)
	}
	if d := Compare(want, want); d != nil {
		t.Errorf("a record with a NaN differs from itself: %v", d)
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
	const header = `{"trace_version": 1, "replay_sha256": "3a7c85ee7273383db0afdd7d0d3b74811d62639fcdf91c7f66e61d3cda8ef774", "end_tick": null, "ticks": 2, "rng_after_setup": 7}` + "\n"
	const rec0 = `{"t": 0, "rng": 1, "elapsed_ms": 16, "kills": 0, "creatures": 0, "perk_pending": 0, "rng_marks": [], "players": []}` + "\n"
	good := gz(header + rec0 + strings.Replace(rec0, `"t": 0`, `"t": 1`, 1))
	cases := []struct {
		name string
		data []byte
		want string // the whole message, the file called "edited.gz"
	}{
		{"empty file", nil, "edited.gz: empty file"},
		{"not gzip", []byte("PK\x03\x04 a zip\n"), "edited.gz: not gzip-compressed JSON lines, nor JSON lines (a trace's first line is a JSON object): gzip: invalid header"},
		{"a gzip header cut", good[:5], "edited.gz: the gzip data is cut off in its header"},
		{"two bytes", []byte("hi"), "edited.gz: not gzip-compressed JSON lines, nor JSON lines (a trace's first line is a JSON object): too short for a gzip header"},
		{"a run", []byte("\x28\xb5\x2f\xfd\x24\x00 a zstd frame"), "edited.gz: a run (a .crd replay: a zstd frame), not a trace (gzip-compressed JSON lines)"},
		{"plain, cut", []byte(header + rec0), "edited.gz: ends after line 2, before tick 1 (the header says 2 ticks)"},
		{"no lines", gz(""), "edited.gz: no header: the file holds no lines"},
		{"header not JSON", gz("garbage\n"), "edited.gz: line 1 (header): not JSON: invalid character 'g' looking for beginning of value"},
		{"header cut", gz(`{"trace_version": 1, "ti`), "edited.gz: line 1 (header): the file is cut off: unexpected EOF"},
		{"header wrong type", gz(`{"trace_version": "1"}`), `edited.gz: line 1 (header): field trace_version holds a string, want a whole number`},
		{"other version", gz(`{"trace_version": 2}`), "edited.gz: line 1 (header): trace_version 2, this reader reads 1"},
		{"header lost", gz(rec0 + rec0), "edited.gz: line 1 is the record of tick 0, not the header: the header (trace_version, replay_sha256, ticks) is missing"},
		{"not a header", gz(`{"ticks": 2}` + "\n"), "edited.gz: line 1 (header): no trace_version: this is not a trace's header (trace_version, replay_sha256, ticks)"},
		{"record cut", gz(header + rec0 + `{"t": 1, "rng"`), "edited.gz: line 3 (tick 1): the file is cut off: unexpected EOF"},
		{"record unclosed", gz(header + strings.TrimSuffix(rec0, "}\n") + "\n" + rec0), "edited.gz: line 2 (tick 0): the line ends before its JSON does (a closing brace or bracket is missing)"},
		{"gzip cut", good[:len(good)-12], "edited.gz: line 4 (after the last tick): the gzip data is damaged: it is cut off before its end (unexpected EOF)"},
		{"gzip trailer cut", good[:len(good)-8], "edited.gz: line 4 (after the last tick): the gzip data is damaged: it is cut off before its end (unexpected EOF)"},
		{"blank line", gz(header + "\n" + rec0), "edited.gz: line 2 (tick 0): an empty line (a trace is one JSON object a line, with none between)"},
		{"blank header", gz("  \n" + header), "edited.gz: line 1 (header): an empty line (a trace is one JSON object a line, with none between)"},
		{"ends early", gz(header + rec0), "edited.gz: ends after line 2, before tick 1 (the header says 2 ticks)"},
		{"a player's field of the wrong kind", gz(header + strings.Replace(rec0, `"players": []`, `"players": [{"x": "oops"}]`, 1)),
			"edited.gz: line 2 (tick 0): field players[…].x holds a string, want a number"},
		{"record not JSON", gz(header + rec0 + "{oops}\n"), "edited.gz: line 3 (tick 1): not JSON: invalid character 'o' looking for beginning of object key string"},
		{"tick skipped", gz(header + rec0 + strings.Replace(rec0, `"t": 0`, `"t": 2`, 1)), "edited.gz: line 3: t is 2, want 1 (records go tick by tick from 0)"},
		{"past the header", gz(strings.Replace(header, `"ticks": 2`, `"ticks": 0`, 1) + rec0), "edited.gz: line 2: a line past the header's 0 ticks"},
		{"a whole number written as a decimal", gz(header + strings.Replace(rec0, `"kills": 0`, `"kills": 5.0`, 1)),
			"edited.gz: line 2 (tick 0): field kills holds the number 5.0, want a whole number written as 5 (without a fraction or an exponent)"},
		{"a fraction", gz(header + strings.Replace(rec0, `"kills": 0`, `"kills": 5.5`, 1)),
			"edited.gz: line 2 (tick 0): field kills holds the number 5.5, want a whole number"},
		{"checksum", crcZeroed(good), "edited.gz: line 4 (after the last tick): the gzip data is damaged: its checksum (CRC-32 and length) does not match what it holds"},
		{"bytes after", append(slices.Clone(good), "garbage\n"...), "edited.gz: line 4 (after the last tick): 8 bytes after the gzip data (a trace is one gzip stream)"},
		{"a second stream", append(slices.Clone(good), gz("{}\n")...), "edited.gz: line 4 (after the last tick): 27 bytes after the gzip data (a trace is one gzip stream)"},
		{"deflate broken", deflateBroken(good), "edited.gz: line 1 (header): the gzip data is damaged: its compressed stream is broken at its byte 1"},
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
	// The good trace reads to its end, gzipped or as plain JSON lines (gunzipped to be read);
	// an unnamed stream is called "trace".
	plain := header + rec0 + strings.Replace(rec0, `"t": 0`, `"t": 1`, 1)
	for _, data := range [][]byte{good, []byte(plain)} {
		tr, err := NewReader(bytes.NewReader(data))
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
	}
	if _, err := NewReader(bytes.NewReader(gz("x"))); err == nil || !strings.HasPrefix(err.Error(), "trace: line 1 (header): not JSON: ") {
		t.Errorf("unnamed stream: %v", err)
	}
}

// crcZeroed is gzip data with its CRC-32 zeroed.
func crcZeroed(gz []byte) []byte {
	b := slices.Clone(gz)
	copy(b[len(b)-8:], []byte{0, 0, 0, 0})
	return b
}

// deflateBroken is gzip data whose first deflate block has the reserved block type 3.
func deflateBroken(gz []byte) []byte {
	b := slices.Clone(gz)
	b[10] |= 0b110 // (no name or extra field: the deflate stream starts at byte 10)
	return b
}

// TestDamage: a trace read up to some record, as the check reads it up to a difference, tells
// whether its gzip data is whole from there to its end: a byte changed past the records read
// (in stored, uncompressed deflate, so that the change decodes), a checksum zeroed and bytes
// after the stream are damage (ErrDamaged); a whole trace, JSON lines read as they are and a
// reader stopped by something else are not.
func TestDamage(t *testing.T) {
	const header = `{"trace_version": 1, "replay_sha256": "3a7c85ee7273383db0afdd7d0d3b74811d62639fcdf91c7f66e61d3cda8ef774", "end_tick": null, "ticks": 3, "rng_after_setup": 7}` + "\n"
	rec := func(t int) string {
		return fmt.Sprintf(`{"t": %d, "rng": 1, "elapsed_ms": 16, "kills": 0, "creatures": 0, "perk_pending": 0, "rng_marks": [], "players": []}`+"\n", t)
	}
	text := header + rec(0) + rec(1) + rec(2)
	stored := func(text string) []byte {
		var b bytes.Buffer
		w, _ := gzip.NewWriterLevel(&b, gzip.NoCompression)
		w.Write([]byte(text))
		w.Close()
		return b.Bytes()
	}
	good := stored(text)
	changed := slices.Clone(good)
	i := bytes.LastIndex(changed, []byte(`"kills": 0`))
	changed[i+len(`"kills": `)] = '9' // in tick 2's record
	for _, c := range []struct {
		name string
		data []byte
		want string // "": no damage
	}{
		{"whole", good, ""},
		{"plain JSON lines", []byte(text), ""},
		{"a byte changed", changed, "edited.gz: read on to its end from line 3: the gzip data is damaged: its checksum (CRC-32 and length) does not match what it holds"},
		{"checksum", crcZeroed(good), "edited.gz: read on to its end from line 3: the gzip data is damaged: its checksum (CRC-32 and length) does not match what it holds"},
		{"bytes after", append(slices.Clone(good), 1, 2, 3), "edited.gz: 3 bytes after the gzip data (a trace is one gzip stream)"},
		{"a bad record first", stored(header + rec(0) + "{oops}\n" + rec(2)), ""},
		{"a bad record, then a checksum", crcZeroed(stored(header + rec(0) + "{oops}\n" + rec(2))),
			"edited.gz: read on to its end from line 2: the gzip data is damaged: its checksum (CRC-32 and length) does not match what it holds"},
		{"cut before its trailer", good[:len(good)-8], "edited.gz: read on to its end from line 3: the gzip data is damaged: it is cut off before its end (unexpected EOF)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "edited.gz")
			if err := os.WriteFile(path, c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			tr, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			if _, err := tr.Next(); err != nil {
				t.Fatal(err)
			}
			tr.Next() // (the bad record's error: not damage)
			err = tr.Damage()
			got := ""
			if err != nil {
				got = strings.ReplaceAll(err.Error(), path, "edited.gz")
				if !errors.Is(err, ErrDamaged) {
					t.Errorf("%v is not ErrDamaged", err)
				}
			}
			if got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
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

// gzipText compresses a trace's text.
func gzipText(text string) []byte {
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(text))
	w.Close()
	return b.Bytes()
}

// readAll opens data as the trace of a run of runTicks ticks (-1: no run, Open) and reads it to
// its end; it returns the records read and the error that stopped it (io.EOF at a good end).
func readAll(t *testing.T, data []byte, runTicks int) (int, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "edited.gz")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var tr *Reader
	var err error
	if runTicks < 0 {
		tr, err = Open(path)
	} else {
		tr, err = OpenForRun(path, runTicks)
	}
	if err != nil {
		return 0, errors.New(strings.ReplaceAll(err.Error(), path, "edited.gz"))
	}
	defer tr.Close()
	n := 0
	for {
		if _, err = tr.Next(); err != nil {
			break
		}
		n++
	}
	if _, again := tr.Next(); again != err {
		t.Errorf("Next after %v returned %v", err, again)
	}
	if err == io.EOF {
		return n, err
	}
	return n, errors.New(strings.ReplaceAll(err.Error(), path, "edited.gz"))
}

const limitsSHA = "e787a59ab17be31659e48b1a975e358f3154f5ce70f2151b1420824fb9ee94c1"

// limitsHeader is a header for ticks records (a JSON number as written, so it may overflow).
func limitsHeader(ticks string) string {
	return `{"trace_version": 1, "replay_sha256": "` + limitsSHA + `", "end_tick": 725, "ticks": ` + ticks + `, "rng_after_setup": 1845467370}` + "\n"
}

func limitsRecord(t int, extra string) string {
	return fmt.Sprintf(`{"t": %d, "rng": 1, "elapsed_ms": 16, "kills": 0, "creatures": 0, "perk_pending": 0, "rng_marks": [], "players": []%s}`+"\n", t, extra)
}

// TestReaderLimits: the hostile traces, each refused at the line that breaks a limit
// with the limit named, before it costs more than that line (so memory and time are bounded by
// the limits, whatever the trace declares or holds).
func TestReaderLimits(t *testing.T) {
	// The trace: 3,000 records of 20,000 creatures (240 KB each, 1.6 MB compressed);
	// the first 40 are enough to show where it is refused.
	crowd := "[0,0,0,0,0]" + strings.Repeat(",[0,0,0,0,0]", 19999)
	var crowded strings.Builder
	crowded.WriteString(limitsHeader("3000"))
	for i := range 40 {
		crowded.WriteString(limitsRecord(i, `, "creature_list": [`+crowd+`]`))
	}
	// Ten records of 200 KB each fit the line limit but not the size limit for 10 ticks.
	var fat strings.Builder
	fat.WriteString(limitsHeader("10"))
	pad := strings.Repeat("x", 200<<10)
	for i := range 10 {
		fat.WriteString(limitsRecord(i, `, "pad": "`+pad+`"`))
	}
	hugeNumber := strings.Repeat("9", 100000)
	cases := []struct {
		name     string
		text     string
		runTicks int // -1: Open without a run
		records  int // records read before the error
		want     string
	}{
		{"ticks past int64 no run", limitsHeader("9223372036854775807"), -1, 0,
			"edited.gz: line 1 (header): ticks 9223372036854775807, more than a trace may hold (2097152)"},
		{"ticks past int64", limitsHeader("9223372036854775807"), 727, 0,
			"edited.gz: line 1 (header): ticks 9223372036854775807, more than the run's 727 ticks + 1"},
		{"a billion ticks", limitsHeader("1000000000") + limitsRecord(0, ""), 727, 0,
			"edited.gz: line 1 (header): ticks 1000000000, more than the run's 727 ticks + 1"},
		{"ticks overflow int64", limitsHeader("92233720368547758070"), 727, 0,
			"edited.gz: line 1 (header): field ticks holds the number 92233720368547758070, want a whole number"},
		{"one more than the run", limitsHeader("729"), 727, 0,
			"edited.gz: line 1 (header): ticks 729, more than the run's 727 ticks + 1"},
		{"3000 records of 20000 creatures", crowded.String(), 3000, 0,
			"edited.gz: line 2 (tick 0): creature_list holds 20000 creatures, more than the 384 creature slots"},
		{"records past the size limit", fat.String(), 10, 5,
			"edited.gz: line 7 (tick 5): the trace is past 1069056 bytes decompressed, the limit for 10 ticks (1048576 + 2048 a tick)"},
		{"header past the line limit", `{"trace_version": 1, "x": "` + pad + pad + `"}`, 10, 0,
			"edited.gz: line 1 (header): longer than 262144 bytes, a trace line's limit"},
		{"a line without end", strings.Repeat(" ", 10<<20), 10, 0,
			"edited.gz: line 1 (header): longer than 262144 bytes, a trace line's limit"},
		{"replay_sha256 not a hash", strings.Replace(limitsHeader("1"), limitsSHA, strings.Repeat(`\u001b[2J`, 100), 1), 10, 0,
			`edited.gz: line 1 (header): replay_sha256 "` + strings.Repeat(`\x1b[2J`, 10) + `"… (400 bytes) is not a SHA-256 (64 lowercase hex digits)`},
		{"end_tick negative", strings.Replace(limitsHeader("1"), `"end_tick": 725`, `"end_tick": -5`, 1), 10, 0,
			"edited.gz: line 1 (header): end_tick -5 < 0"},
		{"a number of 100000 digits", limitsHeader("2") + `{"t": ` + hugeNumber + `}` + "\n", 10, 0,
			`edited.gz: line 2 (tick 0): field t holds the number ` + strings.Repeat("9", 33) + `… (100007 bytes), want a whole number`},
		{"blank lines", limitsHeader("2") + limitsRecord(0, "") + strings.Repeat("\n", 1<<20), 10, 1,
			"edited.gz: line 3 (tick 1): an empty line (a trace is one JSON object a line, with none between)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, err := readAll(t, gzipText(c.text), c.runTicks)
			if err == io.EOF || err.Error() != c.want || n != c.records {
				t.Errorf("after %d records: %v\nwant after %d records: %s", n, err, c.records, c.want)
			}
		})
	}
}

// TestReaderExtraFields: headers and records may carry fields this reader does not know (the
// native-clock traces add time_base and health to the header, quest traces quest_level,
// spawn_entries and a per-tick quest object); they are read past.
func TestReaderExtraFields(t *testing.T) {
	header := strings.Replace(limitsHeader("2"), `"rng_after_setup"`, `"quest_level": "1.1", "rng_after_build": 2520508515, "builder_draws": 0, `+
		`"spawn_entries": [[512.0, 1088.0, 0.0, 38, 500, 1]], "time_base": "native_ms", "health": "f32", "rng_after_setup"`, 1)
	quest := `, "quest": {"timeline_ms": 16.0, "entries_left": 4, "spawns_left": 10, "stall_ms": 16.0, "transition_ms": -1.0, "spawned": [], "completed": false}, "creature_list": []`
	n, err := readAll(t, gzipText(header+limitsRecord(0, quest)+limitsRecord(1, quest)), 2)
	if err != io.EOF || n != 2 {
		t.Fatalf("read %d records, then %v", n, err)
	}
}

// TestSpawnEntryJSON: a quest header's spawn entry is read from its six-number form, whole
// numbers where the table holds integers, and written back the same.
func TestSpawnEntryJSON(t *testing.T) {
	var e SpawnEntry
	if err := json.Unmarshal([]byte(`[358.75, -64, 1.25, 54, 2000, 3]`), &e); err != nil || e != (SpawnEntry{358.75, -64, 1.25, 54, 2000, 3}) {
		t.Fatalf("%+v, %v", e, err)
	}
	if b, err := json.Marshal(e); err != nil || string(b) != `[358.75,-64,1.25,54,2000,3]` {
		t.Errorf("%s, %v", b, err)
	}
	for _, bad := range []string{`[1, 2, 3, 4, 5]`, `[1, 2, 3, 4, 5, 6, 7]`, `[1, 2, 3, 4.5, 5, 6]`, `[1, 2, 3, 4, 5, 1e40]`, `{"x": 1}`, `[1, 2, 3, "a", 5, 6]`} {
		if err := json.Unmarshal([]byte(bad), &e); err == nil {
			t.Errorf("%s read as %+v", bad, e)
		}
	}
}
