package trace

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"crdplayer/game/trace/tracetest"
)

// cacheTraces are traces of every kind of record part: a 4-player Survival run (creature lists),
// a quest (quest parts with spawns), the tutorial (seeded bonuses, the hint ref), Typ-o (names,
// words, spawns) and a run under other settings.
var cacheTraces = []string{
	refDir + "/survival-4p-106.crd.trace.jsonl.gz",
	questTrace,
	"../../testdata/tutorial/tutorial-complete-301.crd.trace.jsonl.gz",
	"../../testdata/tutorial/tutorial-stage5-305.crd.trace.jsonl.gz",
	"../../testdata/typo/typo-names-405.crd.trace.jsonl.gz",
	"../../testdata/settings/settings-hardcore-bugs-603.crd.trace.jsonl.gz",
}

// readRecords reads every record of tr with Next (shared false) or NextShared (shared: f must be
// done with each record before the next is read), handing each to f; it returns their number.
func readRecords(t testing.TB, tr *Reader, shared bool, f func(*Record)) int {
	t.Helper()
	n := 0
	for {
		var rec *Record
		var err error
		if shared {
			rec, err = tr.NextShared()
		} else {
			rec, err = tr.Next()
		}
		if errors.Is(err, io.EOF) {
			return n
		}
		if err != nil {
			t.Fatal(err)
		}
		f(rec)
		n++
	}
}

// jsonRecords are the records of the trace at path read from its JSON.
func jsonRecords(t testing.TB, path string) (Header, []*Record) {
	t.Helper()
	tr, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	var recs []*Record
	readRecords(t, tr, false, func(r *Record) { recs = append(recs, r) })
	return tr.Header, recs
}

// TestBinaryRoundTrip encodes every record of each kind of trace in the binary form and reads it
// back equal in every field, nil and empty lists apart, shared or not.
func TestBinaryRoundTrip(t *testing.T) {
	for _, path := range cacheTraces {
		t.Run(filepath.Base(path), func(t *testing.T) {
			_, recs := jsonRecords(t, path)
			var w binWriter
			for _, r := range recs {
				w.record(r)
			}
			for _, shared := range []bool{false, true} {
				r := binReader{b: w.b, shared: shared}
				for i, want := range recs {
					got, err := r.record(int64(i))
					if err != nil {
						t.Fatalf("record %d: %v", i, err)
					}
					if !reflect.DeepEqual(got, want) {
						t.Fatalf("record %d (shared %v):\n got %+v\nwant %+v", i, shared, got, want)
					}
				}
				if r.i != len(r.b) {
					t.Fatalf("%d bytes left after the last record", len(r.b)-r.i)
				}
			}
		})
	}
}

// copyFile copies src into dir and returns the copy's path.
func copyFile(t testing.TB, src, dir string) string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, filepath.Base(src))
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// cacheCopies lists the cached copies in c.
func cacheCopies(t testing.TB, c *Cache) []string {
	t.Helper()
	entries, err := os.ReadDir(c.Dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

// openCached opens path through c for a run of the header's ticks and reads it whole, checking
// every record against want; it returns whether the records came from the cache.
func openCached(t *testing.T, path string, c *Cache, h Header, want []*Record) bool {
	t.Helper()
	tr, err := OpenCached(path, h.Ticks, c)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	if !reflect.DeepEqual(tr.Header, h) {
		t.Fatalf("header %+v, want %+v", tr.Header, h)
	}
	i := 0
	n := readRecords(t, tr, true, func(r *Record) {
		if !reflect.DeepEqual(r, want[i]) {
			t.Fatalf("record %d:\n got %+v\nwant %+v", i, r, want[i])
		}
		i++
	})
	if n != len(want) {
		t.Fatalf("%d records, want %d", n, len(want))
	}
	return tr.FromCache()
}

// TestCache: the first read of a sidecar comes from its JSON and leaves a copy, named by the
// sidecar's SHA-256; the next comes from the copy with the same header and records; a renamed
// sidecar finds it; an edited one does not; a damaged copy is not used.
func TestCache(t *testing.T) {
	for _, src := range cacheTraces {
		t.Run(filepath.Base(src), func(t *testing.T) {
			h, want := jsonRecords(t, src)
			dir := t.TempDir()
			c := &Cache{Dir: filepath.Join(dir, "cache")}
			path := copyFile(t, src, dir)
			if openCached(t, path, c, h, want) {
				t.Fatal("the first read came from the cache")
			}
			copies := cacheCopies(t, c)
			if len(copies) != 1 || !isCopyName(copies[0]) {
				t.Fatalf("cache holds %v, want one copy", copies)
			}
			if !openCached(t, path, c, h, want) {
				t.Fatal("the second read did not come from the cache")
			}
			renamed := filepath.Join(dir, "renamed.gz")
			if err := os.Rename(path, renamed); err != nil {
				t.Fatal(err)
			}
			if !openCached(t, renamed, c, h, want) {
				t.Fatal("a renamed sidecar did not find its copy")
			}

			// Damage: one byte of the copy's records flipped; the CRC-32 refuses it.
			cp := filepath.Join(c.Dir, copies[0])
			b, err := os.ReadFile(cp)
			if err != nil {
				t.Fatal(err)
			}
			b[len(b)/2] ^= 0x40
			if err := os.WriteFile(cp, b, 0o644); err != nil {
				t.Fatal(err)
			}
			if openCached(t, renamed, c, h, want) {
				t.Fatal("a damaged copy was used")
			}
			// Read as JSON, the sidecar's copy was written again, whole.
			if !openCached(t, renamed, c, h, want) {
				t.Fatal("the damaged copy was not replaced")
			}
		})
	}
}

// cachedQuest is cachedTrace of the quest trace.
func cachedQuest(t *testing.T) (Header, []*Record, *Cache, string) { return cachedTrace(t, questTrace) }

// cachedTrace copies the trace src into a temporary folder and reads it once through a cache of
// its own, which then holds its copy; it returns the trace's header and records (from the
// JSON), the cache and the copied sidecar's path.
func cachedTrace(t *testing.T, src string) (Header, []*Record, *Cache, string) {
	t.Helper()
	h, want := jsonRecords(t, src)
	dir := t.TempDir()
	c := &Cache{Dir: filepath.Join(dir, "cache")}
	path := copyFile(t, src, dir)
	openCached(t, path, c, h, want)
	return h, want, c, path
}

// TestCacheEditedSidecar: a sidecar changed in any byte (here recompressed, the same records)
// is another sidecar: it is read from its JSON.
func TestCacheEditedSidecar(t *testing.T) {
	h, want, c, path := cachedQuest(t)
	text := tracetest.Text(t, path)
	if err := os.WriteFile(path, gzipText(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if openCached(t, path, c, h, want) {
		t.Fatal("an edited sidecar was read from the copy of the one before")
	}
	if n := len(cacheCopies(t, c)); n != 2 {
		t.Fatalf("cache holds %d copies, want 2", n)
	}
}

// TestCacheNoCopyWithoutEnd: a trace read only in part, or one with an error, leaves no copy;
// the error is the one OpenForRun gives.
func TestCacheNoCopyWithoutEnd(t *testing.T) {
	dir := t.TempDir()
	c := &Cache{Dir: filepath.Join(dir, "cache")}
	path := copyFile(t, questTrace, dir)
	tr, err := OpenCached(path, 100000, c)
	if err != nil {
		t.Fatal(err)
	}
	for range 10 {
		if _, err := tr.NextShared(); err != nil {
			t.Fatal(err)
		}
	}
	tr.Close()
	if got := cacheCopies(t, c); len(got) != 0 {
		t.Fatalf("a trace read in part left %v", got)
	}

	// The quest trace without its record of tick 4 (line 6).
	lines := strings.SplitAfter(tracetest.Text(t, questTrace), "\n")
	broken := strings.Join(append(lines[:5:5], lines[6:]...), "")
	bad := filepath.Join(dir, "bad.gz")
	if err := os.WriteFile(bad, gzipText(broken), 0o644); err != nil {
		t.Fatal(err)
	}
	var errs [2]string
	for i, open := range []func() (*Reader, error){
		func() (*Reader, error) { return OpenForRun(bad, 100000) },
		func() (*Reader, error) { return OpenCached(bad, 100000, c) },
	} {
		tr, err := open()
		if err != nil {
			t.Fatal(err)
		}
		for err == nil {
			_, err = tr.NextShared()
		}
		tr.Close()
		errs[i] = err.Error()
	}
	if errs[0] != errs[1] || !strings.Contains(errs[0], "line 6: t is 5, want 4") {
		t.Errorf("errors differ or miss the line: %q, %q", errs[0], errs[1])
	}
	if got := cacheCopies(t, c); len(got) != 0 {
		t.Fatalf("a trace with an error left %v", got)
	}
}

// TestCachePrune: past MaxBytes the least recently used copies go, the one just written stays,
// and files of other names are never touched.
func TestCachePrune(t *testing.T) {
	dir := t.TempDir()
	c := &Cache{Dir: filepath.Join(dir, "cache"), MaxBytes: 1}
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(c.Dir, "notes.txt")
	if err := os.WriteFile(other, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, src := range cacheTraces[1:3] {
		path := copyFile(t, src, dir)
		h, want := jsonRecords(t, path)
		openCached(t, path, c, h, want)
		copies := cacheCopies(t, c)
		if len(copies) != 2 { // the newest copy and notes.txt
			t.Fatalf("cache holds %v, want the newest copy and notes.txt", copies)
		}
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatal(err)
	}
}

// FuzzCachedCopy reads arbitrary bytes as a cached copy whose CRC-32 and key are right: every
// record decodes or the reader falls back to the JSON (here a file that does not exist, so an
// error naming it); nothing panics or allocates past the bytes given. A second reader over the
// same bytes is offered each record the first decodes (NextAgrees): where it does not take it
// as its own, NextShared returns the same record.
func FuzzCachedCopy(f *testing.F) {
	var w binWriter
	_, recs := jsonRecords(f, "../../testdata/typo/typo-names-405.crd.trace.jsonl.gz")
	for _, r := range recs[:40] {
		w.record(r)
	}
	f.Add(uint8(40), w.b)
	f.Add(uint8(3), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19})
	f.Fuzz(func(t *testing.T, ticks uint8, records []byte) {
		var sum [32]byte
		var w binWriter
		end := 7
		copyHeader(&w, sum, &Header{TraceVersion: Version, Ticks: int(ticks), EndTick: &end})
		w.b = append(w.b, records...)
		b := binary.LittleEndian.AppendUint32(w.b, crc32.ChecksumIEEE(w.b))
		tr, agree := parseCopy(b, sum, "fuzzed", 300), parseCopy(b, sum, "fuzzed", 300)
		if tr == nil || agree == nil {
			t.Fatal("the copy was not parsed")
		}
		for {
			rec, err := tr.NextShared()
			if errors.Is(err, io.EOF) {
				return
			}
			if err != nil {
				if !strings.Contains(err.Error(), "fuzzed") {
					t.Fatalf("error %v", err)
				}
				return
			}
			if !agree.NextAgrees(cloneRecord(rec)) {
				if got, err := agree.NextShared(); err != nil || !reflect.DeepEqual(got, rec) {
					t.Fatalf("record %d: the second reader reads %+v, %v; the first %+v", rec.T, got, err, rec)
				}
			}
		}
	})
}

// TestBinaryVarints: the reader's own varint loop reads what encoding/binary writes, at every
// length.
func TestBinaryVarints(t *testing.T) {
	vals := []int64{0, 1, -1, 63, -64, 64, -65, 8191, -8192, 8192, 1 << 40, -(1 << 40), 1<<63 - 1, -1 << 63}
	var w binWriter
	for _, v := range vals {
		w.varint(v)
		w.uvarint(uint64(v))
	}
	r := binReader{b: w.b}
	for _, v := range vals {
		if got := r.varint(); got != v {
			t.Errorf("varint %d read as %d", v, got)
		}
		if got := r.uvarint(); got != uint64(v) {
			t.Errorf("uvarint %d read as %d", uint64(v), got)
		}
	}
	if r.bad || r.i != len(r.b) {
		t.Fatalf("bad %v, %d bytes left", r.bad, len(r.b)-r.i)
	}
	r = binReader{b: []byte{0x80, 0x80}}
	if r.uvarint(); !r.bad {
		t.Error("a cut-off varint was read")
	}
}

// BenchmarkBinaryRecord reads the records of a 4-player quest trace back from their binary
// form, as a check reading the trace cache's copy does (shared records); it reports the bytes a
// record takes.
func BenchmarkBinaryRecord(b *testing.B) {
	_, recs := jsonRecords(b, "../../testdata/quests/quest-1.3-4p-23.crd.trace.jsonl.gz")
	var w binWriter
	for _, r := range recs {
		w.record(r)
	}
	b.ResetTimer()
	for b.Loop() {
		r := binReader{b: w.b, shared: true}
		for i := range recs {
			if _, err := r.record(int64(i)); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/record")
	b.ReportMetric(float64(len(w.b))/float64(len(recs)), "B/record")
}

// TestCacheLargerThanJSON: a trace whose binary form would be larger than its JSON (here 100
// creatures of zeros a record: a float takes 1 byte there, 8 here) makes no copy and leaves no
// temporary file.
func TestCacheLargerThanJSON(t *testing.T) {
	dir := t.TempDir()
	c := &Cache{Dir: filepath.Join(dir, "cache")}
	const ticks = 3000
	var text strings.Builder
	text.WriteString(limitsHeader("3000"))
	zeros := strings.TrimSuffix(strings.Repeat("[0,0,0,0,0],", 100), ",")
	for i := range ticks {
		text.WriteString(limitsRecord(i, `, "creature_list": [`+zeros+"]"))
	}
	path := filepath.Join(dir, "zeros.gz")
	if err := os.WriteFile(path, gzipText(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err := OpenCached(path, ticks, c)
	if err != nil {
		t.Fatal(err)
	}
	if n := readRecords(t, tr, true, func(*Record) {}); n != ticks {
		t.Fatalf("%d records", n)
	}
	tr.Close()
	if got := cacheCopies(t, c); len(got) != 0 {
		t.Fatalf("the cache holds %v", got)
	}
}

// TestCacheNoCopyPastPhases: a trace naming more phases than a copy can number (maxPhases) is
// read from its JSON every time, each record whole, and leaves no copy that would then be
// refused and removed at every other read.
func TestCacheNoCopyPastPhases(t *testing.T) {
	dir := t.TempDir()
	c := &Cache{Dir: filepath.Join(dir, "cache")}
	const ticks = maxPhases + 40
	var text strings.Builder
	text.WriteString(limitsHeader(strconv.Itoa(ticks)))
	for i := range ticks {
		fmt.Fprintf(&text, `{"t": %d, "rng": 1, "elapsed_ms": 16, "kills": 0, "creatures": 0, "perk_pending": 0, "rng_marks": [["phase %d", %d]], "players": []}`+"\n", i, i, i)
	}
	path := filepath.Join(dir, "phases.gz")
	if err := os.WriteFile(path, gzipText(text.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for pass := range 2 {
		tr, err := OpenCached(path, ticks, c)
		if err != nil {
			t.Fatal(err)
		}
		i := 0
		readRecords(t, tr, true, func(r *Record) {
			if want := fmt.Sprintf("phase %d", i); len(r.RngMarks) != 1 || r.RngMarks[0].Phase != want {
				t.Fatalf("pass %d, record %d: marks %v, want %s", pass, i, r.RngMarks, want)
			}
			i++
		})
		if tr.FromCache() || i != ticks {
			t.Fatalf("pass %d: %d records, from the cache %v", pass, i, tr.FromCache())
		}
		tr.Close()
		if got := cacheCopies(t, c); len(got) != 0 {
			t.Fatalf("pass %d: the cache holds %v", pass, got)
		}
	}
}

// TestCacheUndecodableCopy: a copy whose CRC-32 is right and whose records do not all decode
// (cut in the middle) gives the records it holds, then the reader goes on from the JSON with the
// same records; the copy is removed, and the next read from the JSON makes a whole one again. A
// sidecar replaced meanwhile is not read on from: the reader says it changed.
func TestCacheUndecodableCopy(t *testing.T) {
	h, want, c, path := cachedQuest(t)
	copies := cacheCopies(t, c)
	cp := filepath.Join(c.Dir, copies[0])
	b, err := os.ReadFile(cp)
	if err != nil {
		t.Fatal(err)
	}
	cut := b[:len(b)/2]
	cut = binary.LittleEndian.AppendUint32(cut, crc32.ChecksumIEEE(cut))
	if err := os.WriteFile(cp, cut, 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err := OpenCached(path, h.Ticks, c)
	if err != nil {
		t.Fatal(err)
	}
	if !tr.FromCache() {
		t.Fatal("the cut copy was not opened")
	}
	i := 0
	readRecords(t, tr, true, func(r *Record) {
		if !reflect.DeepEqual(r, want[i]) {
			t.Fatalf("record %d:\n got %+v\nwant %+v", i, r, want[i])
		}
		i++
	})
	tr.Close()
	if i != len(want) || tr.FromCache() {
		t.Fatalf("%d records of %d, from the cache at the end: %v", i, len(want), tr.FromCache())
	}
	if got := cacheCopies(t, c); len(got) != 0 {
		t.Fatalf("the cut copy is still there: %v", got)
	}
	openCached(t, path, c, h, want)
	if !openCached(t, path, c, h, want) {
		t.Fatal("no whole copy was made again")
	}

	// The sidecar replaced by another while its cut copy is read: where the copy ends, the
	// reader says so rather than read on from another file.
	if err := os.WriteFile(cp, cut, 0o644); err != nil {
		t.Fatal(err)
	}
	tr, err = OpenCached(path, h.Ticks, c)
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	tracetest.Edit(t, questTrace, path, func(line int, m map[string]any) {
		if line == 1 {
			m["kills"] = tracetest.SetNum(tracetest.Num(t, m["kills"]) + 1)
		}
	})
	n := 0
	for {
		_, err := tr.NextShared()
		if err == nil {
			n++
			continue
		}
		if !strings.Contains(err.Error(), "changed while it was read") || n == 0 || n >= len(want) {
			t.Fatalf("after %d records: %v, want the sidecar said changed where the copy ends", n, err)
		}
		break
	}
}

// TestCacheKeepsOthersFiles: prune removes its own temporary files left by an interrupted fill
// (KEY.fill-DIGITS, an hour old), never a file of another name, however old, nor a file named
// as a copy (KEY.bin) that does not open as one, over the budget though it is.
func TestCacheKeepsOthersFiles(t *testing.T) {
	c := &Cache{Dir: t.TempDir()}
	old := time.Now().Add(-2 * time.Hour)
	key := strings.Repeat("ab", 32)
	names := map[string]bool{ // name: removed
		key + fillInfix + "123456": true,
		"fill-mydownload.tmp":      false,
		key + fillInfix + "notes":  false,
		"notes.txt":                false,
	}
	for name := range names {
		p := filepath.Join(c.Dir, name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	// Named as a copy but not one: kept, and not counted against MaxBytes either.
	foreign := key + ".bin"
	if err := os.WriteFile(filepath.Join(c.Dir, foreign), make([]byte, 4096), 0o644); err != nil {
		t.Fatal(err)
	}
	names[foreign] = false
	c.MaxBytes = 1
	c.prune("")
	for name, removed := range names {
		_, err := os.Stat(filepath.Join(c.Dir, name))
		if gone := errors.Is(err, os.ErrNotExist); gone != removed {
			t.Errorf("%s: removed %v, want %v", name, gone, removed)
		}
	}
}

// TestDefaultCache: CacheEnv places the cache at an absolute directory; "off" in any case, or a
// relative path, is no cache.
func TestDefaultCache(t *testing.T) {
	abs := t.TempDir()
	for v, want := range map[string]string{abs: abs, "off": "", "OFF": "", " off ": "", ".": "", "cache": ""} {
		t.Setenv(CacheEnv, v)
		c := DefaultCache()
		if got := ""; c != nil {
			got = c.Dir
			if got != want {
				t.Errorf("%s=%q: %q, want %q", CacheEnv, v, got, want)
			}
		} else if want != "" {
			t.Errorf("%s=%q: no cache, want %q", CacheEnv, v, want)
		}
	}
}

// TestCacheEnvProblem: a CacheEnv that cannot be the cache says why (relative, a file, under a
// file); unset, off, an existing or a new directory are no problem.
func TestCacheEnvProblem(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for v, want := range map[string]string{
		"":                                   "",
		"off":                                "",
		dir:                                  "",
		filepath.Join(dir, "new", "cache"):   "",
		"rel/dir":                            CacheEnv + `="rel/dir" is not an absolute directory: no trace cache`,
		file:                                 CacheEnv + "=" + strconv.Quote(file) + ": " + strconv.Quote(file) + " is not a directory: no trace cache",
		filepath.Join(file, "under", "file"): CacheEnv + "=" + strconv.Quote(filepath.Join(file, "under", "file")) + ": " + strconv.Quote(file) + " is not a directory: no trace cache",
	} {
		t.Setenv(CacheEnv, v)
		if got := CacheEnvProblem(); got != want {
			t.Errorf("%s=%q: %q, want %q", CacheEnv, v, got, want)
		}
	}
	// The check of an existing directory (can it be written?) leaves nothing in it.
	if names, _ := os.ReadDir(dir); len(names) != 1 || names[0].Name() != "file" {
		t.Errorf("the directory holds %v after the checks", names)
	}
	// A cache still to be made is checked where it would be made: /proc takes no files (a
	// new user's CRDPLAYER_TRACE_CACHE=/proc/nope kept no copy and said nothing).
	if st, err := os.Stat("/proc/self"); err == nil && st.IsDir() {
		t.Setenv(CacheEnv, "/proc/nope")
		if got := CacheEnvProblem(); !strings.HasPrefix(got, CacheEnv+`="/proc/nope": it does not exist, and "/proc", where it would be made, cannot be written in (`) {
			t.Errorf("%s=/proc/nope: %q", CacheEnv, got)
		}
	}
}

// BenchmarkBinaryWrite times writing the records of a 4-player quest trace in the binary form,
// one record at a time into the same buffer, as NextAgrees writes ours (ns/record).
func BenchmarkBinaryWrite(b *testing.B) {
	_, recs := jsonRecords(b, "../../testdata/quests/quest-1.3-4p-23.crd.trace.jsonl.gz")
	var w binWriter
	b.ResetTimer()
	for b.Loop() {
		for _, r := range recs {
			w.b = w.b[:0]
			w.record(r)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/record")
}
