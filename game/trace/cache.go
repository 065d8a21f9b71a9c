package trace

import (
	"bytes"
	"crdplayer/replayio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Cache keeps the binary form of trace sidecars already read once (binary.go), so that checking
// a run against its trace again costs reading the records back rather than inflating and
// parsing the JSON lines: the .jsonl.gz stays the interchange format and the only file a user
// keeps; the cache is the program's own, in the user's cache directory, and can be deleted at any
// time. A cached copy is named by the SHA-256 of the sidecar's bytes, so a sidecar that changes in
// any way is read as JSON again, and a copy moved or renamed is found. A copy is written only
// once the whole JSON trace has been read without an error, so reading it back gives the records
// the JSON gives, in every field; a cached copy that is damaged (its CRC-32 or a record does not
// decode) is not used.
//
// Measured with BenchmarkVerify (game): the trace check costs 21 to 127% on top of the
// simulation read from JSON, and far less read from the cache.
type Cache struct {
	Dir string // where the copies are kept
	// MaxBytes bounds the copies the directory holds: past it, writing a copy removes the least
	// recently used ones. DefaultCacheBytes when 0.
	MaxBytes int64
}

// CacheEnv is the environment variable that places the trace cache: an absolute directory, or
// "off" for none (a relative path is none too). Unset or empty, the cache is crdplayer/traces
// under the user's cache directory ($XDG_CACHE_HOME or ~/.cache on Linux).
const CacheEnv = "CRDPLAYER_TRACE_CACHE"

// DefaultCacheBytes is the size a Cache directory keeps to when MaxBytes is 0: some 20 hours of
// 4-player play (the densest reference traces take 100 bytes a tick).
const DefaultCacheBytes = 512 << 20

// maxCachedSidecar bounds the sidecars the cache serves, compressed: one without a copy is read
// into memory whole, so that its copy is made of the bytes hashed. The largest reference trace
// (24,604 ticks, 4 players) is 3.7 MB; larger ones are read as a stream, without the cache.
const maxCachedSidecar = 32 << 20

// maxCacheFill bounds a cached copy, in bytes: past it the copy is given up. An hour of 4-player
// play takes some 22 MB.
const maxCacheFill = 64 << 20

// cacheMagic opens a cached copy: the name and the version of this layout, or of the rules a
// sidecar was read by when it was copied (4: a gzip stream with bytes after it, or cut off
// before its trailer, is damage and no longer copied; copies made before are not read).
var cacheMagic = [8]byte{'c', 'r', 'd', 't', 'r', 'c', 0, 4}

// DefaultCache is the cache CacheEnv names, or the one in the user's cache directory; nil when
// CacheEnv is "off" (in any case) or a relative path, or there is no cache directory (no $HOME).
func DefaultCache() *Cache {
	switch v := os.Getenv(CacheEnv); {
	case strings.EqualFold(strings.TrimSpace(v), "off"):
		return nil
	case v != "" && !filepath.IsAbs(v):
		// A relative directory would follow the working directory (and could put copies next
		// to the runs): none, as Go refuses a relative $XDG_CACHE_HOME.
		return nil
	case v != "":
		return &Cache{Dir: v}
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		return nil
	}
	return &Cache{Dir: filepath.Join(dir, "crdplayer", "traces")}
}

// CacheEnvProblem is why the directory CacheEnv names cannot be the cache, for a note to the
// user, the path quoted in full (strconv.Quote: a name the user gave, its control characters
// escaped) ("" when it can, or when CacheEnv is unset or "off"): not an absolute path, or not a
// directory (nor under one it could be made in), or one that cannot be written. DefaultCache
// then uses no cache, which is never an error: traces are read from their JSON.
func CacheEnvProblem() string {
	v := os.Getenv(CacheEnv)
	switch {
	case v == "" || strings.EqualFold(strings.TrimSpace(v), "off"):
		return ""
	case !filepath.IsAbs(v):
		return fmt.Sprintf("%s=%s is not an absolute directory: no trace cache", CacheEnv, strconv.Quote(v))
	}
	// The nearest part of the path that exists must be a directory: the cache is made in it.
	for p := filepath.Clean(v); ; p = filepath.Dir(p) {
		info, err := os.Stat(p)
		if err == nil {
			if !info.IsDir() {
				return fmt.Sprintf("%s=%s: %s is not a directory: no trace cache", CacheEnv, strconv.Quote(v), strconv.Quote(p))
			}
			// A file made and removed at once, in the cache's own directory or the one it is
			// to be made in: the one way to know, everywhere, that copies can be written there
			// (permissions, a read-only mount, /proc).
			f, err := os.CreateTemp(p, ".crdplayer-probe-*")
			if err != nil {
				if p != filepath.Clean(v) {
					// (What it is made in is named as such: "/proc cannot be written (no such
					// file or directory)" read as a contradiction.)
					return fmt.Sprintf("%s=%s: it does not exist, and %s, where it would be made, cannot be written in (%v): no trace cache", CacheEnv, strconv.Quote(v), strconv.Quote(p), errors.Unwrap(err))
				}
				return fmt.Sprintf("%s=%s: %s cannot be written (%v): no trace cache", CacheEnv, strconv.Quote(v), strconv.Quote(p), errors.Unwrap(err))
			}
			f.Close()
			os.Remove(f.Name())
			return ""
		}
		if parent := filepath.Dir(p); parent == p {
			return ""
		}
	}
}

func (c *Cache) path(key string) string { return filepath.Join(c.Dir, key+".bin") }

func (c *Cache) maxBytes() int64 {
	if c.MaxBytes > 0 {
		return c.MaxBytes
	}
	return DefaultCacheBytes
}

// OpenCached is OpenForRun through the cache c: the trace's records come from c's copy of the
// sidecar when it has one, or else from the JSON, as OpenForRun reads it, while a copy is made
// for next time (written to c when the reader reaches the trace's end without an error). With
// c nil it is OpenForRun. Errors are OpenForRun's: the cache only ever falls back to the JSON.
func OpenCached(path string, runTicks int, c *Cache) (*Reader, error) {
	maxTicks := runMaxTicks(runTicks)
	if c == nil || c.Dir == "" {
		return open(path, maxTicks)
	}
	// The sidecar's hash is read as a stream, which costs no copy of it when the cache has one.
	sum, ok, err := hashFile(path)
	if err != nil {
		return nil, err
	}
	if !ok {
		return open(path, maxTicks)
	}
	key := hex.EncodeToString(sum[:])
	if tr := c.load(key, sum, path, maxTicks); tr != nil {
		return tr, nil
	}
	// No copy: the sidecar is read whole, and its copy made of the very bytes hashed (a
	// sidecar that changed since it was hashed makes none).
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	tr, err := newReader(bytes.NewReader(data), path, maxTicks)
	if err != nil {
		return nil, err
	}
	if sha256.Sum256(data) == sum {
		tr.fill = &cacheFill{cache: c, key: key}
		copyHeader(&tr.fill.w, sum, &tr.Header)
	}
	return tr, nil
}

// openSidecar opens the sidecar at path for the cache; a nil file, with no error, is one the
// cache does not serve (not a regular file, or past maxCachedSidecar).
func openSidecar(path string) (*os.File, error) {
	if err := replayio.CheckReadable(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > maxCachedSidecar {
		f.Close()
		return nil, nil
	}
	return f, nil
}

// readSidecar reads the sidecar at path whole, or returns nil, with no error, for a file the
// cache does not serve (openSidecar).
func readSidecar(path string) ([]byte, error) {
	f, err := openSidecar(path)
	if f == nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxCachedSidecar+1))
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if len(data) > maxCachedSidecar {
		return nil, nil
	}
	return data, nil
}

// hashFile is the SHA-256 of the file at path, read as a stream; ok is false, with no error, for
// a file the cache does not serve (openSidecar).
func hashFile(path string) (sum [32]byte, ok bool, err error) {
	f, err := openSidecar(path)
	if f == nil {
		return sum, false, err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(f, maxCachedSidecar+1)); err != nil {
		return sum, false, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	h.Sum(sum[:0])
	return sum, true, nil
}

// FromCache reports whether the reader's records come from the cache rather than the JSON.
func (tr *Reader) FromCache() bool { return tr.bin != nil }

// load returns a reader over c's copy of the sidecar whose SHA-256 is sum, or nil when there is
// no usable copy (none, damaged, or a header past maxTicks).
func (c *Cache) load(key string, sum [32]byte, name string, maxTicks int) *Reader {
	p := c.path(key)
	st, err := os.Stat(p)
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxCacheFill+64 {
		return nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil
	}
	tr := parseCopy(b, sum, name, maxTicks)
	if tr != nil {
		// The copy was used: it is the last one the size bound removes.
		now := time.Now()
		os.Chtimes(p, now, now)
		tr.binPath = p
	}
	return tr
}

// parseCopy returns a reader over the cached copy b of the sidecar whose SHA-256 is sum, or nil
// when b is not one (damaged, another sidecar's, a header past maxTicks).
func parseCopy(b []byte, sum [32]byte, name string, maxTicks int) *Reader {
	if len(b) < len(cacheMagic)+32+4 {
		return nil
	}
	body := b[:len(b)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(b[len(b)-4:]) ||
		!bytes.Equal(body[:8], cacheMagic[:]) || !bytes.Equal(body[8:40], sum[:]) {
		return nil
	}
	r := &binReader{b: body, i: 40, shared: false}
	var h Header
	h.TraceVersion = r.int()
	h.ReplaySHA256 = strings.Clone(r.str())
	if e := r.uvarint(); e > 0 {
		v := int(e - 1)
		h.EndTick = &v
	}
	h.Ticks = int(r.uvarint())
	h.RngAfterSetup = r.u32()
	h.TimeBase, h.Health = strings.Clone(r.str()), strings.Clone(r.str())
	r.questHeader(&h)
	if r.bad || h.TraceVersion != Version || h.Ticks < 0 || h.Ticks > maxTicks ||
		h.ReplaySHA256 != "" && !isSHA256(h.ReplaySHA256) {
		return nil
	}
	return &Reader{Header: h, name: name, bin: r, binSum: sum, maxTicks: maxTicks}
}

// nextBin reads the next record from the cached copy. A copy that does not decode (it passed its
// CRC-32: written by another program or by a bug of this one) is removed and the reader goes on
// from the JSON, at the same record.
func (tr *Reader) nextBin() (*Record, error) {
	r := tr.bin
	if tr.n == tr.Header.Ticks {
		if r.i != len(r.b) {
			return tr.fallBack()
		}
		return nil, io.EOF
	}
	r.shared = tr.dec.shared
	rec, err := r.record(int64(tr.n))
	if err != nil || len(rec.CreatureList) > MaxCreatures {
		return tr.fallBack()
	}
	if tr.keep != nil {
		tr.keep.add(rec)
	}
	tr.n++
	return rec, nil
}

// fallBack leaves the damaged cached copy for the JSON sidecar (tr.name), read past the records
// the copy gave, and returns the next record from it. The sidecar read is the one the copy is
// of, by its SHA-256: a file put in its place since it was hashed is an error, not a trace
// whose later records are compared as the rest of the first's.
func (tr *Reader) fallBack() (*Record, error) {
	os.Remove(tr.binPath) // the cache's own file, by its name
	data, err := readSidecar(tr.name)
	if err != nil {
		return nil, err
	}
	if data == nil || sha256.Sum256(data) != tr.binSum {
		return nil, &lineErr{msg: fmt.Sprintf("%s: changed while it was read (it is not the file hashed before)", tr.name), err: errBinary}
	}
	j, err := newReader(bytes.NewReader(data), tr.name, tr.maxTicks)
	if err != nil {
		return nil, err
	}
	if !sameHeader(&j.Header, &tr.Header) {
		// (The copy said another header than its sidecar's: written by another program.)
		return nil, &lineErr{msg: fmt.Sprintf("%s: its header is not the one its cached copy holds", tr.name), err: errBinary}
	}
	for j.n < tr.n {
		if _, err := j.line(false); err != nil {
			j.Close()
			if errors.Is(err, io.EOF) {
				err = fmt.Errorf("%s: ends after line %d, before tick %d (the header says %d ticks)", tr.name, j.n+1, j.n, j.Header.Ticks)
			}
			return nil, err
		}
		j.n++
	}
	shared, keep := tr.dec.shared, tr.keep
	*tr = *j
	tr.dec.shared, tr.keep = shared, keep
	return tr.next()
}

func sameHeader(a, b *Header) bool {
	return a.TraceVersion == b.TraceVersion && a.ReplaySHA256 == b.ReplaySHA256 && a.Ticks == b.Ticks &&
		a.TimeBase == b.TimeBase && a.Health == b.Health &&
		a.RngAfterSetup == b.RngAfterSetup && (a.EndTick == nil) == (b.EndTick == nil) &&
		(a.EndTick == nil || *a.EndTick == *b.EndTick) && sameOpt(a.QuestLevel, b.QuestLevel) &&
		sameOpt(a.RngAfterBuild, b.RngAfterBuild) && sameOpt(a.BuilderDraws, b.BuilderDraws) &&
		(a.SpawnEntries == nil) == (b.SpawnEntries == nil) && slices.EqualFunc(a.SpawnEntries, b.SpawnEntries, func(x, y SpawnEntry) bool {
		return sameFloat(x.X, y.X) && sameFloat(x.Y, y.Y) && sameFloat(x.Heading, y.Heading) &&
			x.SpawnID == y.SpawnID && x.TriggerMs == y.TriggerMs && x.Count == y.Count
	})
}

// sameOpt reports whether two optional values are both absent or both present and equal.
func sameOpt[T comparable](a, b *T) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// cacheFill builds the cached copy of a sidecar while a Reader reads its JSON. The copy goes to
// a temporary file in the cache's directory as it grows (its memory is a buffer's), renamed
// into place once the JSON's end is reached; a copy that grows larger than the JSON text read so
// far (a trace of mostly zeros, say: a float takes 8 bytes here, 1 there), or past
// maxCacheFill, is given up, so a copy is never the larger of the two.
type cacheFill struct {
	cache *Cache
	key   string
	w     binWriter // the bytes not written out yet
	tmp   *os.File  // the temporary file, made at the first write; nil before
	crc   uint32    // CRC-32 of the bytes written out
	size  int64     // the bytes written out
}

// fillBuffer is the most bytes a cacheFill holds before it writes them out.
const fillBuffer = 64 << 10

// copyHeader appends the opening of a cached copy: magic, the sidecar's SHA-256 and its header.
func copyHeader(w *binWriter, sum [32]byte, h *Header) {
	w.b = append(w.b, cacheMagic[:]...)
	w.b = append(w.b, sum[:]...)
	w.varint(int64(h.TraceVersion))
	w.str(h.ReplaySHA256)
	if h.EndTick != nil {
		w.uvarint(uint64(*h.EndTick) + 1)
	} else {
		w.uvarint(0)
	}
	w.uvarint(uint64(h.Ticks))
	w.u32(h.RngAfterSetup)
	w.str(h.TimeBase)
	w.str(h.Health)
	// The quest part: 0, or 1 and its fields (each optional one 0, or 1 and its value).
	if h.QuestLevel == nil && h.RngAfterBuild == nil && h.BuilderDraws == nil && h.SpawnEntries == nil {
		w.uvarint(0)
		return
	}
	w.uvarint(1)
	w.b = appendBool(w.b, h.QuestLevel != nil)
	if h.QuestLevel != nil {
		w.str(*h.QuestLevel)
	}
	w.b = appendBool(w.b, h.RngAfterBuild != nil)
	if h.RngAfterBuild != nil {
		w.u32(*h.RngAfterBuild)
	}
	w.b = appendBool(w.b, h.BuilderDraws != nil)
	if h.BuilderDraws != nil {
		w.varint(int64(*h.BuilderDraws))
	}
	w.b = appendCount(w.b, len(h.SpawnEntries), h.SpawnEntries == nil)
	for _, e := range h.SpawnEntries {
		w.b = appendF64(w.b, e.X)
		w.b = appendF64(w.b, e.Y)
		w.b = appendF64(w.b, e.Heading)
		w.varint(int64(e.SpawnID))
		w.varint(int64(e.TriggerMs))
		w.varint(int64(e.Count))
	}
}

// questHeader reads the quest part of a copy's header (copyHeader) into h.
func (r *binReader) questHeader(h *Header) {
	if r.uvarint() == 0 {
		return
	}
	if r.boolean() {
		s := strings.Clone(r.str())
		h.QuestLevel = &s
	}
	if r.boolean() {
		v := r.u32()
		h.RngAfterBuild = &v
	}
	if r.boolean() {
		v := int(r.varint())
		h.BuilderDraws = &v
	}
	n, isNil := r.count(3*8 + 3)
	if r.bad || isNil {
		return
	}
	h.SpawnEntries = make([]SpawnEntry, 0, n)
	for range n {
		e := SpawnEntry{X: r.f64(), Y: r.f64(), Heading: r.f64()}
		e.SpawnID, e.TriggerMs, e.Count = int(r.varint()), int(r.varint()), int(r.varint())
		h.SpawnEntries = append(h.SpawnEntries, e)
	}
}

// add appends the next record, jsonRead the decompressed JSON bytes read so far; false once the
// copy is given up (too large, naming too many phases, or its file could not be written).
func (f *cacheFill) add(rec *Record, jsonRead int64) bool {
	f.w.record(rec)
	// A copy naming more phases than a reader numbers (maxPhases) would not be read back.
	if total := f.size + int64(len(f.w.b)); total > min(maxCacheFill, jsonRead+4<<10) || len(f.w.phases.names) > maxPhases {
		f.abort()
		return false
	}
	if len(f.w.b) >= fillBuffer && !f.flush() {
		f.abort()
		return false
	}
	return true
}

// flush writes the buffered bytes out to the temporary file, made at the first call.
func (f *cacheFill) flush() bool {
	if f.tmp == nil {
		if err := os.MkdirAll(f.cache.Dir, 0o755); err != nil {
			return false
		}
		tmp, err := os.CreateTemp(f.cache.Dir, f.key+fillInfix+"*")
		if err != nil {
			return false
		}
		f.tmp = tmp
	}
	if _, err := f.tmp.Write(f.w.b); err != nil {
		return false
	}
	f.crc = crc32.Update(f.crc, crc32.IEEETable, f.w.b)
	f.size += int64(len(f.w.b))
	f.w.b = f.w.b[:0]
	return true
}

// abort gives the copy up and removes its temporary file.
func (f *cacheFill) abort() {
	if f.tmp != nil {
		f.tmp.Close()
		os.Remove(f.tmp.Name())
		f.tmp = nil
	}
	f.w.b = nil
}

// commit writes the rest of the copy and its CRC-32 and renames it into place, so a reader
// never sees half a copy. Errors leave the cache as it was: it is only ever a cache.
func (f *cacheFill) commit() {
	if !f.flush() {
		f.abort()
		return
	}
	f.w.b = binary.LittleEndian.AppendUint32(f.w.b, f.crc)
	_, err := f.tmp.Write(f.w.b)
	if cerr := f.tmp.Close(); err == nil {
		err = cerr
	}
	name := f.tmp.Name()
	f.tmp = nil
	if err == nil {
		err = os.Rename(name, f.cache.path(f.key))
	}
	if err != nil {
		os.Remove(name)
		return
	}
	f.cache.prune(f.key)
}

// fillInfix names a copy's temporary file: KEY.fill-RANDOM, so that prune knows its own.
const fillInfix = ".fill-"

// prune removes the least recently used copies past c's size bound (never keep, the copy just
// written), and the temporary files of fills interrupted more than an hour ago.
func (c *Cache) prune(keep string) {
	entries, err := os.ReadDir(c.Dir)
	if err != nil {
		return
	}
	type copyFile struct {
		name string
		size int64
		used time.Time
	}
	var files []copyFile
	var total int64
	for _, e := range entries {
		name := e.Name()
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		switch {
		case isFillName(name):
			if time.Since(info.ModTime()) > time.Hour {
				os.Remove(filepath.Join(c.Dir, name))
			}
		case isCopyName(name) && c.isCopy(name):
			files = append(files, copyFile{name, info.Size(), info.ModTime()})
			total += info.Size()
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].used.Before(files[j].used) })
	for _, f := range files {
		if total <= c.maxBytes() {
			break
		}
		if f.name == keep+".bin" {
			continue
		}
		if os.Remove(filepath.Join(c.Dir, f.name)) == nil {
			total -= f.size
		}
	}
}

// isCopy reports whether the file name (isCopyName) opens as a copy this cache wrote: the
// layout's name (any version of it) and the SHA-256 its name gives. A file of another program
// that happens to have such a name is never counted or removed.
func (c *Cache) isCopy(name string) bool {
	f, err := os.Open(filepath.Join(c.Dir, name))
	if err != nil {
		return false
	}
	defer f.Close()
	var head [40]byte
	if _, err := io.ReadFull(f, head[:]); err != nil {
		return false
	}
	key, err := hex.DecodeString(strings.TrimSuffix(name, ".bin"))
	return err == nil && bytes.Equal(head[:6], cacheMagic[:6]) && bytes.Equal(head[8:40], key)
}

// isFillName reports whether name is a copy's temporary file: 64 hex digits, ".fill-" and
// CreateTemp's random digits.
func isFillName(name string) bool {
	key, rest, ok := strings.Cut(name, fillInfix)
	if !ok || !isSHA256(key) || rest == "" {
		return false
	}
	for _, c := range rest {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// isCopyName reports whether name is a cached copy's: 64 hex digits and ".bin". Nothing but
// copies and their temporary files (isFillName) is ever removed from the directory.
func isCopyName(name string) bool {
	key, ok := strings.CutSuffix(name, ".bin")
	return ok && isSHA256(key)
}
