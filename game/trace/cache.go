package trace

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
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

// CacheEnv is the environment variable that places the trace cache: a directory, or "off" for
// none. Unset, the cache is crdplayer/traces under the user's cache directory
// ($XDG_CACHE_HOME or ~/.cache on Linux).
const CacheEnv = "CRDPLAYER_TRACE_CACHE"

// DefaultCacheBytes is the size a Cache directory keeps to when MaxBytes is 0: some 40 hours of
// 4-player traces.
const DefaultCacheBytes = 512 << 20

// maxCachedSidecar bounds the sidecars the cache serves, compressed: one without a copy is read
// into memory whole, so that its copy is made of the bytes hashed. The largest reference trace
// is 2 MB; larger ones are read as a stream, without the cache.
const maxCachedSidecar = 64 << 20

// maxCacheFill bounds a cached copy being written, in bytes: past it the copy is given up.
const maxCacheFill = 256 << 20

// cacheMagic opens a cached copy: the name and the version of this layout.
var cacheMagic = [8]byte{'c', 'r', 'd', 't', 'r', 'c', 0, 1}

// DefaultCache is the cache CacheEnv names, or the one in the user's cache directory; nil when
// CacheEnv is "off" or there is no cache directory (no $HOME).
func DefaultCache() *Cache {
	switch v := os.Getenv(CacheEnv); {
	case v == "off":
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
	maxTicks := min(max(runTicks, 0)+1, MaxTicks)
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
		tr.fill.start(sum, &tr.Header)
	}
	return tr, nil
}

// hashFile is the SHA-256 of the file at path; ok is false, with no error, for a file the cache
// does not serve (not a regular file, or past maxCachedSidecar).
func hashFile(path string) (sum [32]byte, ok bool, err error) {
	f, err := os.Open(path)
	if err != nil {
		return sum, false, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() > maxCachedSidecar {
		return sum, false, nil
	}
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
	if r.bad || h.TraceVersion != Version || h.Ticks < 0 || h.Ticks > maxTicks {
		return nil
	}
	return &Reader{Header: h, name: name, bin: r}
}

// nextBin reads the next record from the cached copy.
func (tr *Reader) nextBin() (*Record, error) {
	r := tr.bin
	if tr.n == tr.Header.Ticks {
		if r.i != len(r.b) {
			return nil, tr.cacheError()
		}
		return nil, io.EOF
	}
	r.shared = tr.dec.shared
	rec, err := r.record(int64(tr.n))
	if err != nil || len(rec.CreatureList) > MaxCreatures {
		return nil, tr.cacheError()
	}
	if tr.keep != nil {
		tr.keep.add(rec)
	}
	tr.n++
	return rec, nil
}

// cacheError is the error of a cached copy that passed its CRC-32 and still does not decode:
// written by another program, or by a bug of this one.
func (tr *Reader) cacheError() error {
	return &lineErr{msg: fmt.Sprintf("%s: the trace cache's copy of it (%s) is damaged at tick %d: delete the copy",
		tr.name, tr.binPath, tr.n), err: errBinary}
}

// cacheFill builds the cached copy of a sidecar while a Reader reads its JSON.
type cacheFill struct {
	cache *Cache
	key   string
	w     binWriter
}

func (f *cacheFill) start(sum [32]byte, h *Header) {
	w := &f.w
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
}

// add appends the next record; false once the copy is past maxCacheFill (and given up).
func (f *cacheFill) add(rec *Record) bool {
	f.w.record(rec)
	return len(f.w.b) <= maxCacheFill
}

// commit writes the copy to the cache: to a temporary file renamed into place, so a reader
// never sees half a copy. Errors leave the cache as it was: it is only ever a cache.
func (f *cacheFill) commit() {
	c := f.cache
	b := binary.LittleEndian.AppendUint32(f.w.b, crc32.ChecksumIEEE(f.w.b))
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return
	}
	tmp, err := os.CreateTemp(c.Dir, "fill-*.tmp")
	if err != nil {
		return
	}
	_, err = tmp.Write(b)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), c.path(f.key))
	}
	if err != nil {
		os.Remove(tmp.Name())
		return
	}
	c.prune(f.key)
}

// prune removes the least recently used copies past c's size bound (never keep, the copy just
// written), and temporary files an interrupted fill left more than an hour ago.
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
		case strings.HasPrefix(name, "fill-") && strings.HasSuffix(name, ".tmp"):
			if time.Since(info.ModTime()) > time.Hour {
				os.Remove(filepath.Join(c.Dir, name))
			}
		case isCopyName(name):
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

// isCopyName reports whether name is a cached copy's: 64 hex digits and ".bin". Nothing else in
// the directory is ever removed.
func isCopyName(name string) bool {
	key, ok := strings.CutSuffix(name, ".bin")
	return ok && isSHA256(key)
}
