package trace

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// traceDirs are the folders of trace sidecars the decoder's tests read.
var traceDirs = []string{"../../testdata/reference", "../../testdata/extra", "../../testdata/quests", "../../testdata/settings",
	"../../testdata/tutorial", "../../testdata/typo", "../../sim/testdata/perkruns"}

// checkDecode decodes line with the fast decoder and with encoding/json: when the fast decoder
// takes the line, encoding/json must take it too and decode the same record. It reports whether
// the fast decoder took it.
func checkDecode(t *testing.T, line []byte) bool {
	t.Helper()
	var fast Record
	d := decoder{b: line, phases: map[string]string{}}
	if !d.record(&fast) {
		return false
	}
	var ref Record
	if err := json.Unmarshal(line, &ref); err != nil {
		t.Fatalf("the fast decoder took a line encoding/json refuses (%v): %.300q", err, line)
	}
	if !reflect.DeepEqual(fast, ref) {
		t.Fatalf("the fast decoder read\n%+v\nencoding/json\n%+v\nfrom %.300q", fast, ref, line)
	}
	return true
}

// TestDecodeRecordMatchesJSON: every record of every trace in testdata (the harness's form of
// each mode: Survival, Rush, quests, tutorial, Typ-o, the perk scenarios) is taken by the fast
// decoder, which decodes it exactly as encoding/json does. Every line of one trace per folder is
// checked, and every 23rd line of the others (encoding/json reads some 10 MB a second).
func TestDecodeRecordMatchesJSON(t *testing.T) {
	for _, dir := range traceDirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.trace.jsonl.gz"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no traces (%v)", dir, err)
		}
		for k, path := range files {
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			gz, err := gzip.NewReader(f)
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(gz)
			sc.Buffer(nil, MaxLineBytes)
			sc.Scan() // the header
			for n := 0; sc.Scan(); n++ {
				if (k == 0 || n%23 == 0) && !checkDecode(t, sc.Bytes()) {
					t.Fatalf("%s: the fast decoder refuses the record of tick %d: %.300q", path, n, sc.Bytes())
				}
			}
			if err := sc.Err(); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
	}
}

// decodeEdgeCases are lines where the fast decoder must either decode as encoding/json does or
// leave the line to it: JSON that the harness never writes but that is valid, or that is not.
var decodeEdgeCases = []string{
	sampleTrace,
	sampleTypoTrace,
	`{"t": 0, "T": 1}`, // encoding/json takes T for t, ignoring case
	`{"t": 0, "t": 1}`, // a key twice: the last wins
	`{"\u0074": 3}`,    // an escaped key
	`{"t": 0, "rng_marks": [["a", 1]], "rng_marks": [["b", 2]]}`,
	`{"quest": {"completed": true}, "quest": {"stall_ms": 2}}`, // merged into one Quest
	`{"t": 1.0}`, `{"t": 1e2}`, `{"t": -0}`, `{"t": 01}`, `{"t": 9223372036854775808}`, `{"t": -9223372036854775808}`,
	`{"rng": -1}`, `{"rng": 4294967296}`, `{"rng": 4294967295}`,
	`{"t": null}`, `{"players": null}`, `{"players": [null]}`, `{"creature_list": null}`, `{"creature_list": []}`,
	`{"creature_list": [[1.0, 2, 3, 4, 5]]}`, `{"creature_list": [[1.5, 2, 3, 4, 5]]}`, `{"creature_list": [[1, 2, 3, 4]]}`,
	`{"creature_list": [[1, 2, 3, 4, 5, "a", 7]]}`, `{"creature_list": [[1, 2, 3, 4, 5, null]]}`, `{"creature_list": [[1e300, 2, 3, 4, 5]]}`,
	`{"players": [{"x": 1e400}]}`, `{"players": [{"x": -0.0, "X": 1}]}`, `{"players": [{"x": 1, "unknown": {"a": [1, "\u00e9", null, true]}}]}`,
	`{"typo": {"text": "a\"b"}}`, `{"typo": {"text": "é"}}`, `{"typo": {"target": [1]}}`, `{"typo": {"target": [1, 2, 3]}}`,
	`{"typo": {"words": [["a", null], ["b", 3]], "spawned": [[1, 2, "x"]]}}`, `{"typo": null}`,
	`{"tutorial": {"hint_ref": null, "bonuses_seeded": [[1, 2, 3.5, 4]], "spawned": [[1, 2, 3]]}}`, `{"tutorial": {"hint_ref": 3}}`,
	`{"quest": {"spawned": [[1, 2]]}}`, `{"quest": {"completed": 1}}`,
	`{"x": "\ud800"}`, `{"x": "\u12"}`, `{"x": "a` + "\x01" + `"}`, `{"x": "` + "\xff" + `"}`, `{"ſ": 1}`, `{"K": 1}`,
	`{"t": 0} `, `{"t": 0} x`, `{"t": 0}{}`, ` {"t": 0}`, `{"t": 0,}`, `{"t" 0}`, `{`, ``, `[]`, `null`,
	`{"a": ` + strings.Repeat("[", 40) + strings.Repeat("]", 40) + `}`,
}

// withRequired is the edge case c with every record field it lacks (recordRequired) put in
// front, zero or empty, so that the fast decoder reads what the case is about.
func withRequired(c string) string {
	if !strings.HasPrefix(c, "{") {
		return c
	}
	fill := map[string]string{"t": "0", "rng": "0", "elapsed_ms": "0", "kills": "0", "creatures": "0", "perk_pending": "0",
		"rng_marks": "[]", "players": "[]"}
	var add []string
	for _, k := range recordKeys.names[:recordRequired] {
		if !strings.Contains(strings.ToLower(c), `"`+k+`"`) {
			add = append(add, `"`+k+`": `+fill[k])
		}
	}
	if len(add) == 0 {
		return c
	}
	sep := ", "
	if strings.HasPrefix(strings.TrimSpace(c[1:]), "}") {
		sep = ""
	}
	return "{" + strings.Join(add, ", ") + sep + c[1:]
}

// Parts of a record with every field, for the edge cases of their own fields.
const (
	fullPlayer   = `"y": 2, "health": 100, "xp": 0, "level": 1, "weapon": 1, "ammo": 8`
	fullTypo     = `"submits": 0, "matches": 0, "cooldown_ms": 0, "score_xp": 0`
	fullTutorial = `"stage": 0, "stage_timer_ms": 0, "transition_ms": 0, "hint_index": 0, "hint_alpha": 0, "hint_fade_in": false, "repeat_spawn_count": 0, "bonuses": 0`
	fullQuest    = `"timeline_ms": 0, "entries_left": 0, "spawns_left": 0, "stall_ms": 0, "transition_ms": -1`
)

// completeEdgeCases are edge cases of the parts' own fields in records that hold every field
// (withRequired fills the record's), so that the fast decoder reads them.
var completeEdgeCases = []string{
	`{"players": [{"x": 1e400, ` + fullPlayer + `}]}`, `{"players": [{"x": -0.0, ` + fullPlayer + `}]}`,
	`{"players": [{"x": 1, ` + fullPlayer + `, "unknown": {"a": [1, "\u00e9", null, true]}}]}`,
	`{"players": [{"x": null, ` + fullPlayer + `}]}`, `{"players": [{"x": 1, "X": 2, ` + fullPlayer + `}]}`,
	`{"typo": {"text": "a\"b", ` + fullTypo + `, "target": [1, 2], "words": [], "spawned": []}}`,
	`{"typo": {"text": "ab", ` + fullTypo + `, "target": [1], "words": [], "spawned": []}}`,
	`{"typo": {"text": "ab", ` + fullTypo + `, "target": [1, 2], "words": [["a", null], ["b", 3]], "spawned": [[1, 2, "x"]]}}`,
	`{"typo": {"text": "ab", ` + fullTypo + `, "target": [1, 2], "words": null, "spawned": null}}`,
	`{"tutorial": {` + fullTutorial + `, "hint_ref": null, "bonuses_seeded": [[1, 2, 3.5, 4]], "spawned": [[1, 2, 3]]}}`,
	`{"tutorial": {` + fullTutorial + `, "hint_ref": 3, "bonuses_seeded": [], "spawned": []}}`,
	`{"quest": {` + fullQuest + `, "spawned": [[1, 2, 3]], "completed": true}}`,
	`{"quest": {` + fullQuest + `, "spawned": [[1, 2]], "completed": false}}`,
	`{"quest": {` + fullQuest + `, "spawned": [], "completed": null}}`,
}

// TestDecodeEdgeCases: on each edge case, as it is and with the record's fields filled in, the
// fast decoder agrees with encoding/json or leaves the line to it, and the Reader's decoding
// (fast or not) is encoding/json's, but for a field the line lacks or holds null in where a
// value is wanted (missingField), which is an error.
func TestDecodeEdgeCases(t *testing.T) {
	var cases []string
	for _, c := range decodeEdgeCases {
		cases = append(cases, c, withRequired(c))
	}
	for _, c := range completeEdgeCases {
		cases = append(cases, withRequired(c))
	}
	fast := 0
	for _, c := range cases {
		if checkDecode(t, []byte(c)) {
			fast++
		}
		got, gerr := decodeLine([]byte(c), nil)
		var want Record
		werr := json.Unmarshal([]byte(c), &want)
		if werr == nil {
			werr = missingField([]byte(c))
		}
		switch {
		case (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error():
			t.Errorf("%s: error %v, encoding/json's %v", c, gerr, werr)
		case gerr == nil && !reflect.DeepEqual(*got, want):
			t.Errorf("%s: %+v, encoding/json's %+v", c, *got, want)
		}
	}
	// (most cases are JSON the fast decoder leaves to encoding/json, on purpose; the filled-in
	// records of the number, string and list cases are not)
	if fast < 20 {
		t.Errorf("the fast decoder read %d of %d edge cases", fast, len(cases))
	}
}

// TestMissingField: a record line without a field the harness always writes, or with null in
// one that takes a value, is an error naming the field and the line, not a record holding 0.
func TestMissingField(t *testing.T) {
	header := `{"trace_version": 1, "replay_sha256": "", "end_tick": null, "ticks": 1, "rng_after_setup": 0}`
	rec := strings.Replace(sampleTrace, `"t": 60`, `"t": 0`, 1)
	for _, c := range []struct{ line, want string }{
		{strings.Replace(rec, `"x": 540.2761840820312, `, ``, 1), "line 2 (tick 0): players[0] has no field x (a trace record holds every field on every line)"},
		{strings.Replace(rec, `"x": 540.2761840820312`, `"x": null`, 1), "line 2 (tick 0): players[0] holds null in field x, where a value is wanted"},
		{strings.Replace(rec, `"rng": 2679962572, `, ``, 1), "line 2 (tick 0): the record has no field rng"},
		{strings.Replace(rec, `"kills": 0, `, ``, 1), "line 2 (tick 0): the record has no field kills"},
		{strings.Replace(rec, `"kills": 0`, `"Kills": null`, 1), "line 2 (tick 0): the record holds null in field kills"},
		{strings.Replace(rec, `"rng_marks": [["after_wave_spawns", 1392942333]], `, ``, 1), "line 2 (tick 0): the record has no field rng_marks"},
		{rec[:len(rec)-1] + `, "quest": {"timeline_ms": 1}}`, "line 2 (tick 0): quest has no field entries_left"},
	} {
		path := filepath.Join(t.TempDir(), "t.jsonl.gz")
		if err := os.WriteFile(path, gzipText(header+"\n"+c.line+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		tr, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		_, err = tr.Next()
		tr.Close()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s…: %v, want …%s…", c.line, err, c.want)
		}
	}
	// The same record whole is read.
	path := filepath.Join(t.TempDir(), "t.jsonl.gz")
	if err := os.WriteFile(path, gzipText(header+"\n"+rec+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	if r, err := tr.Next(); err != nil || r.Players[0].X != 540.2761840820312 {
		t.Errorf("the whole record: %+v, %v", r, err)
	}
}

// FuzzDecodeRecord: on any line, the fast decoder decodes as encoding/json does or leaves the
// line to it.
func FuzzDecodeRecord(f *testing.F) {
	for _, c := range decodeEdgeCases {
		f.Add([]byte(c))
	}
	for _, name := range []string{"survival-4p-106.crd", "rush-201.crd"} {
		for _, line := range strings.Split(firstLines(f, filepath.Join(refDir, name+".trace.jsonl.gz"), 3), "\n")[1:] {
			f.Add([]byte(line))
		}
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		checkDecode(t, line)
	})
}

// TestNextShared: NextShared reads every record as Next does, on traces of each mode's shape (a
// quest object, Typ-o names and typo object, the tutorial object, creature lists).
func TestNextShared(t *testing.T) {
	for _, path := range []string{"../../testdata/quests/quest-1.3-4p-23.crd.trace.jsonl.gz", "../../testdata/typo/typo-names-405.crd.trace.jsonl.gz",
		"../../testdata/tutorial/tutorial-complete-302.crd.trace.jsonl.gz", "../../testdata/settings/settings-hardcore-bugs-603.crd.trace.jsonl.gz"} {
		want := readAllRecords(t, path)
		tr, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		var prev *Record
		for i, w := range want {
			got, err := tr.NextShared()
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, w) {
				t.Fatalf("%s: record %d: NextShared read\n%+v\nNext\n%+v", path, i, got, w)
			}
			if prev != nil && got != prev {
				t.Fatalf("%s: record %d is not the shared record", path, i)
			}
			prev = got
		}
		if _, err := tr.NextShared(); !errors.Is(err, io.EOF) {
			t.Fatalf("%s: after the last record: %v", path, err)
		}
		tr.Close()
	}
}

// TestDecodeFloatsMatchStrconv: the decoder's own readings of decimals (decoder.float64 without
// strconv: the exact division, nearestQuotient) give strconv.ParseFloat's double, bit for bit,
// on the decimals a trace holds and around them: float32 values written as the shortest double
// (the harness's form for positions and health), doubles in their shortest form and in 17
// digits, random decimals of 16 to 19 digits with the point anywhere, and the exact midpoints
// between two doubles (ties to even).
func TestDecodeFloatsMatchStrconv(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	check := func(text string) {
		t.Helper()
		want, err := strconv.ParseFloat(text, 64)
		if err != nil || !json.Valid([]byte(text)) {
			return // out of range, or not JSON (NaN, Inf)
		}
		d := decoder{b: []byte(text)}
		var got float64
		d.float64(&got)
		if d.bad || d.i != len(text) || math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("%s: read %v (%#x, bad %v), strconv %v (%#x)", text, got, math.Float64bits(got), d.bad, want, math.Float64bits(want))
		}
	}
	for range 100000 {
		f32 := math.Float32frombits(r.Uint32())
		check(strconv.FormatFloat(float64(f32), 'f', -1, 64))
		f32 = float32(r.NormFloat64() * 1000)
		check(strconv.FormatFloat(float64(f32), 'f', -1, 64))
		f64 := math.Float64frombits(r.Uint64())
		check(strconv.FormatFloat(f64, 'g', -1, 64))
		f64 = r.NormFloat64() * math.Pow(10, float64(r.IntN(12)-4))
		check(strconv.FormatFloat(f64, 'f', -1, 64))
		check(strconv.FormatFloat(f64, 'f', 17-len(strconv.Itoa(int(math.Abs(f64))))+r.IntN(3), 64))
		digits := strconv.FormatUint(r.Uint64()%10000000000000000000, 10)
		point := 1 + r.IntN(len(digits))
		check(digits[:point] + "." + digits[point:] + "0")
		check("-" + digits[:point] + "." + digits[point:] + "1")
		// The midpoint of mant·2^e and the next double up, (2·mant+1)·2^(e-1), written with k
		// fraction digits when that is exact and fits 19 digits, and the decimals one unit of
		// its last digit either side; with mant = 2^53-1 the next double is a power of two,
		// whose doubles below are twice as dense.
		for _, mant := range []uint64{1<<52 | r.Uint64()&(1<<52-1), 1<<53 - 1} {
			k := 1 + r.IntN(18)
			e := 1 - k + r.IntN(k+2)
			mid := new(big.Int).Lsh(new(big.Int).SetUint64(2*mant+1), uint(e+k-1))
			mid.Mul(mid, new(big.Int).Exp(big.NewInt(5), big.NewInt(int64(k)), nil))
			for _, delta := range []int64{0, -1, 1} {
				s := new(big.Int).Add(mid, big.NewInt(delta)).String()
				if len(s) > k && len(s) <= 19 {
					check(s[:len(s)-k] + "." + s[len(s)-k:])
				}
			}
		}
	}
}
