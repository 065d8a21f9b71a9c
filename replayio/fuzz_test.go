package replayio

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"crdplayer/internal/filetext"
)

// referenceFiles returns every reference run's file bytes.
func referenceFiles(t testing.TB) [][]byte {
	t.Helper()
	var out [][]byte
	for _, e := range referenceIndex(t) {
		data, err := os.ReadFile(filepath.Join(referenceDir, e.File))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, data)
	}
	return out
}

// checkAccepted holds for every payload the reader accepts: the error-free decode re-encodes
// to a payload that decodes again, and a format-35 payload re-encodes to the identical bytes
// (one canonical byte string per replay).
func checkAccepted(t *testing.T, payload []byte, r *Replay) {
	enc, err := Encode(r)
	if err != nil {
		t.Fatalf("accepted payload does not re-encode: %v", err)
	}
	if r.FormatVersion == FormatVersion && !bytes.Equal(enc, payload) {
		t.Fatalf("accepted payload is not canonical: re-encoding differs at byte %d", firstDiff(enc, payload))
	}
	r2, err := DecodePayload(enc)
	if err != nil {
		t.Fatalf("re-encoded payload does not decode: %v", err)
	}
	enc2, err := Encode(r2)
	if err != nil || !bytes.Equal(enc, enc2) {
		t.Fatalf("encoding is not stable: %v", err)
	}
}

// checkRejected holds for every rejection: a *Error whose offset lies inside the input.
func checkRejected(t *testing.T, err error, size int) {
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v (%T) is not a *replayio.Error", err, err)
	}
	if e.Offset < -1 || e.Offset > int64(size) {
		t.Fatalf("error offset %d outside the %d-byte input: %v", e.Offset, size, err)
	}
	// The message quotes what it found within bounds and prints as it is.
	if msg := err.Error(); len(msg) > 400 || filetext.Escape(msg) != msg {
		t.Fatalf("message of %d bytes: %.200q", len(msg), msg)
	}
}

// FuzzDecode feeds whole files to Decode: envelope walk, zstd and payload together.
func FuzzDecode(f *testing.F) {
	for _, data := range referenceFiles(f) {
		f.Add(data)
	}
	for _, mk := range sampleRuns() {
		data, err := EncodeFile(mk())
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := Decode(data)
		if err != nil {
			checkRejected(t, err, len(data))
			return
		}
		payload, err := Unwrap(data)
		if err != nil {
			t.Fatalf("Decode accepted a file Unwrap rejects: %v", err)
		}
		checkAccepted(t, payload, r)
	})
}

// FuzzDecodePayload feeds msgpack payloads to DecodePayload, seeded with the reference runs'
// payloads, the crafted runs and their earlier-format encodings.
func FuzzDecodePayload(f *testing.F) {
	for _, data := range referenceFiles(f) {
		payload, err := Unwrap(data)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(payload)
	}
	for _, mk := range sampleRuns() {
		for v := MinFormatVersion; v <= FormatVersion; v++ {
			r := mk()
			if v < 33 && r.Run.CustomQuest != nil {
				continue
			}
			if v < 35 {
				r.Run.ClBuild = Build1993
			}
			f.Add(rawEncode(r, v))
		}
	}
	f.Fuzz(func(t *testing.T, payload []byte) {
		r, err := DecodePayload(payload)
		if err != nil {
			checkRejected(t, err, len(payload))
			return
		}
		checkAccepted(t, payload, r)
	})
}
