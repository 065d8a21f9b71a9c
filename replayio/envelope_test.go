package replayio

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// streamFrame compresses payload through the streaming encoder, which leaves the content
// size out of the frame header (as the reference files do).
func streamFrame(t *testing.T, payload []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, err := zstd.NewWriter(&buf, zstd.WithWindowSize(MaxWindowBytes), zstd.WithEncoderConcurrency(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Write(payload); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// TestRejectEnvelope has one case per envelope rejection class: each must fail as an
// envelope Error at the offending file byte, before any payload checks.
func TestRejectEnvelope(t *testing.T) {
	good, err := os.ReadFile(referenceDir + "/rush-idle-203.crd")
	if err != nil {
		t.Fatal(err)
	}
	patched := func(at int, b ...byte) []byte {
		out := bytes.Clone(good)
		copy(out[at:], b)
		return out
	}
	skippable := binary.LittleEndian.AppendUint32(nil, 0x184d2a50)
	skippable = binary.LittleEndian.AppendUint32(skippable, 3)
	skippable = append(skippable, 1, 2, 3)
	// A frame header declaring a 4 GiB payload: descriptor with an 8-byte content size and a
	// checksum, an 8 MiB window, then the size.
	huge := append(bytes.Clone(zstdMagic[:]), 0xc4, 0x68)
	huge = binary.LittleEndian.AppendUint64(huge, 1<<32)
	huge = append(huge, 1, 0, 0) // an empty last raw block
	// A single-segment frame (its window is its content) of 9 MiB.
	single := append(bytes.Clone(zstdMagic[:]), 0xa4)
	single = binary.LittleEndian.AppendUint32(single, 9<<20)
	single = append(single, 1, 0, 0)

	cases := []struct {
		name   string
		data   []byte
		msg    string
		offset int64
	}{
		{"empty file", nil, "envelope: empty file", -1},
		// The start of the magic number: a replay cut off (from a new user's trial: it was
		// "not a .crd replay").
		{"three bytes", []byte{0x28, 0xb5, 0x2f}, "truncated: the file is 3 of the zstd magic number's 4 bytes (28 b5 2f fd) and nothing after (file byte 3)", 3},
		{"one byte", []byte{0x28}, "truncated: the file is 1 of the zstd magic number's 4 bytes", 1},
		{"three other bytes", []byte{0x28, 0xb5, 0x2e}, "this file starts 28 b5 2e (file byte 0)", 0},
		{"not zstd", []byte("PK\x03\x04 a zip file"), "not a .crd replay: a replay is a zstd frame, which starts 28 b5 2f fd, and this file starts 50 4b 03 04", 0},
		{"skippable frame first", append(skippable, good...), "skippable zstd frame", 0},
		{"trailing byte", append(bytes.Clone(good), 0), "1 bytes after the zstd frame", int64(len(good))},
		{"second frame", append(bytes.Clone(good), good...), "bytes after the zstd frame", int64(len(good))},
		{"trailing skippable frame", append(bytes.Clone(good), skippable...), "bytes after the zstd frame", int64(len(good))},
		{"window over 8 MiB", patched(5, 0x70), "zstd window of 16777216 bytes", 5},
		{"reserved descriptor bit", patched(4, good[4]|0x08), "reserved bit", 4},
		{"dictionary needed", append(append(bytes.Clone(zstdMagic[:]), 0x05, 0x68, 7), good[6:]...), "dictionary 7", 6},
		{"declared payload over 64 MiB", huge, "declares a 4294967296-byte payload", 6},
		{"single segment over 8 MiB", single, "single-segment frame needs a 9437184-byte window", 5},
		{"truncated header", good[:5], "truncated frame header", 5},
		{"truncated block", good[:len(good)-10], "truncated", -2},
		{"missing checksum", good[:len(good)-4], "truncated", -2},
		{"checksum mismatch", patched(len(good)-1, good[len(good)-1]^0xff), "does not decode", -1},
		{"corrupt block", patched(20, good[20]^0x55, good[21]^0x55), "does not decode", -1},
		{"file over 65 MiB", make([]byte, MaxFileBytes+1), "over the 68157440-byte limit", -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Decode(c.data)
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("got %v (%T), want an *Error", err, err)
			}
			if e.Part != PartEnvelope || !strings.Contains(e.Error(), c.msg) {
				t.Errorf("got %v, want an envelope error containing %q", err, c.msg)
			}
			if c.offset != -2 && e.Offset != c.offset {
				t.Errorf("offset %d, want %d (%v)", e.Offset, c.offset, err)
			}
		})
	}
}

// TestDecompressionBomb: a small frame that inflates past 64 MiB fails, allocating no more
// than the limit (plus the decoder's window), and a frame whose header claims more fails
// before decoding.
func TestDecompressionBomb(t *testing.T) {
	bomb := streamFrame(t, make([]byte, MaxPayloadBytes+1))
	if len(bomb) > 1<<20 {
		t.Fatalf("bomb is %d bytes", len(bomb))
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := Decode(bomb)
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "decompresses to more than the payload limit, 67108864 bytes") {
		t.Fatalf("got %v, want the payload limit error", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > MaxPayloadBytes+MaxWindowBytes+4<<20 {
		t.Errorf("allocated %d bytes decoding the bomb, want at most the payload limit and window", alloc)
	}

	// Exactly at the limit decodes (the payload itself is then not a replay).
	_, err = Decode(streamFrame(t, make([]byte, MaxPayloadBytes)))
	var e *Error
	if !errors.As(err, &e) || e.Part != PartPayload {
		t.Errorf("a 64 MiB payload should pass the envelope; got %v", err)
	}
}

// TestHugeArrayHeader: a payload whose ticks header claims 4 billion ticks fails at once,
// without allocating for them.
func TestHugeArrayHeader(t *testing.T) {
	good := rawEncode(survivalRun(), FormatVersion)
	p, _ := splice(t, good, "ticks", []byte{0xdc, 0, 20}, []byte{0xdd, 0xff, 0xff, 0xff, 0xff})
	allocs := testing.AllocsPerRun(10, func() {
		if _, err := DecodePayload(p); err == nil {
			t.Fatal("accepted")
		}
	})
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	DecodePayload(p)
	runtime.ReadMemStats(&after)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 64<<10 {
		t.Errorf("allocated %d bytes (%v allocs) rejecting a 4-billion-tick header", alloc, allocs)
	}
}

// TestWrapWritesOneFrame: files this package writes hold one checksummed frame within the
// window limit, as the reader demands.
func TestWrapWritesOneFrame(t *testing.T) {
	payload := rawEncode(survivalRun(), FormatVersion)
	data, err := Wrap(payload)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := walkFrame(data)
	if err != nil {
		t.Fatal(err)
	}
	if !fi.checksum || fi.window > MaxWindowBytes {
		t.Errorf("frame checksum %v window %d", fi.checksum, fi.window)
	}
	got, err := Unwrap(data)
	if err != nil || !bytes.Equal(got, payload) {
		t.Fatalf("unwrap: %v", err)
	}
	// A payload past the window is written as a multi-segment frame the reader accepts.
	big := bytes.Repeat([]byte("0123456789abcdef"), (MaxWindowBytes+MaxWindowBytes/2)/16)
	data, err = Wrap(big)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Unwrap(data); err != nil || !bytes.Equal(got, big) {
		t.Fatalf("12 MiB payload: %v", err)
	}
	if _, err := Wrap(make([]byte, MaxPayloadBytes+1)); err == nil {
		t.Error("Wrap accepted a payload over the limit")
	}
}

// TestReadFileEmpty: a 0-byte file is reported as empty, naming the file, not as a frame whose
// magic number is missing.
func TestReadFileEmpty(t *testing.T) {
	path := filepath.Join(t.TempDir(), "empty.crd")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(path)
	var e *Error
	if !errors.As(err, &e) || err.Error() != path+": envelope: empty file" {
		t.Errorf("got %v, want %q", err, path+": envelope: empty file")
	}
}

// TestDamagedCompressedData: a byte changed inside the compressed data of a sound frame (its
// headers intact) is a damaged file, said with the frame's bytes, whatever the decoder's words.
func TestDamagedCompressedData(t *testing.T) {
	data, err := os.ReadFile("../assets/survival-wild-103.crd")
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Clone(data)
	bad[len(bad)/2] ^= 0x5a
	_, err = Unwrap(bad)
	want := fmt.Sprintf("envelope: the file is damaged: the compressed data in its zstd frame (file bytes 0–%d) does not decode: ", len(bad)-1)
	var e *Error
	if err == nil || !errors.As(err, &e) || e.Part != PartEnvelope || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v, want %q…", err, want)
	}
}
