package trace

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"crdplayer/internal/filetext"
)

// maxMessage bounds a reader error's message: the stream's name, a line number and a bounded
// description, never a value of the file's at full length.
const maxMessage = 400

// FuzzReader reads fuzzed traces: data is the decompressed text (gzipped here, so the fuzzer
// works on the JSON lines), or with raw the file's bytes as they are (gzip's own errors). The
// reader must never panic, read more records than the header or the run allows, or word an
// error longer than maxMessage or with a character filetext would escape.
func FuzzReader(f *testing.F) {
	for _, name := range []string{"rush-idle-203.crd", "survival-short-109.crd"} {
		lines := firstLines(f, filepath.Join(refDir, name+".trace.jsonl.gz"), 3)
		f.Add([]byte(lines), false, uint16(2))
		f.Add(gzipText(lines), true, uint16(727))
	}
	quest := strings.Replace(limitsHeader("1"), `"rng_after_setup"`, `"time_base": "native_ms", "spawn_entries": [[1.5, 2, 3, 38, 500, 1]], "rng_after_setup"`, 1) +
		limitsRecord(0, `, "quest": {"spawned": [[1, 2]], "completed": false}, "creature_list": [[0, 2, 1.5, -3, 10.0016]], "rng_marks": [["a", 1]]`)
	f.Add([]byte(quest), false, uint16(1))
	f.Add([]byte(limitsHeader("9223372036854775807")), false, uint16(0))
	f.Add([]byte(limitsHeader("3")+limitsRecord(0, "")+"\n\n"), false, uint16(5))
	f.Fuzz(func(t *testing.T, data []byte, raw bool, runTicks uint16) {
		file := data
		if !raw {
			file = fastGzip(data)
		}
		tr, err := newReader(bytes.NewReader(file), "trace", min(int(runTicks)+1, MaxTicks))
		if err != nil {
			checkMessage(t, err)
			return
		}
		if tr.Header.Ticks < 0 || tr.Header.Ticks > int(runTicks)+1 {
			t.Fatalf("header with %d ticks accepted for a run of %d", tr.Header.Ticks, runTicks)
		}
		n := 0
		for {
			rec, err := tr.Next()
			if errors.Is(err, io.EOF) {
				if n != tr.Header.Ticks {
					t.Fatalf("EOF after %d records, the header says %d", n, tr.Header.Ticks)
				}
				break
			}
			if err != nil {
				checkMessage(t, err)
				break
			}
			if rec.T != int64(n) || len(rec.CreatureList) > MaxCreatures {
				t.Fatalf("record %d: t %d, %d creatures", n, rec.T, len(rec.CreatureList))
			}
			// The comparison words what it finds within bounds too.
			if d := Compare(rec, &Record{T: rec.T}); d != nil {
				for _, fd := range d.Fields {
					if len(fd.Want) > maxMessage || filetext.Escape(fd.Want) != fd.Want {
						t.Fatalf("diff value %.100q", fd.Want)
					}
				}
			}
			n++
			if n > tr.Header.Ticks {
				t.Fatalf("%d records read, the header says %d", n, tr.Header.Ticks)
			}
		}
		if tr.read > tr.budget {
			t.Fatalf("%d bytes read, the budget is %d", tr.read, tr.budget)
		}
	})
}

// fuzzGzip compresses the fuzzer's inputs, reused: a new gzip.Writer costs some 800 KB.
var fuzzGzip = struct {
	sync.Mutex
	w   *gzip.Writer
	buf bytes.Buffer
}{}

func fastGzip(data []byte) []byte {
	fuzzGzip.Lock()
	defer fuzzGzip.Unlock()
	fuzzGzip.buf.Reset()
	if fuzzGzip.w == nil {
		fuzzGzip.w, _ = gzip.NewWriterLevel(&fuzzGzip.buf, gzip.BestSpeed)
	} else {
		fuzzGzip.w.Reset(&fuzzGzip.buf)
	}
	fuzzGzip.w.Write(data)
	fuzzGzip.w.Close()
	return bytes.Clone(fuzzGzip.buf.Bytes())
}

func checkMessage(t *testing.T, err error) {
	t.Helper()
	msg := err.Error()
	if len(msg) > maxMessage || filetext.Escape(msg) != msg {
		t.Fatalf("message of %d bytes: %.300q", len(msg), msg)
	}
}

// firstLines is the first n lines of a gzip-compressed trace, decompressed.
func firstLines(t testing.TB, path string, n int) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	sc := bufio.NewScanner(gz)
	sc.Buffer(nil, MaxLineBytes)
	for i := 0; i < n && sc.Scan(); i++ {
		b.WriteString(sc.Text() + "\n")
	}
	return b.String()
}
