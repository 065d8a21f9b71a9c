package replayio

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// ReadFile reads and decodes the .crd file at path (ReadBytes, then Decode). Errors name the
// file and wrap *Error.
func ReadFile(path string) (*Replay, error) {
	data, err := ReadBytes(path)
	if err != nil {
		return nil, err
	}
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}

// ReadBytes reads the bytes of the .crd file at path for Decode, only up to the envelope limit,
// so that a huge file fails without being loaded. A path that is not a regular file nor a
// folder (a named pipe, a device, a socket) is refused before it is opened: opening a named
// pipe waits for a writer, and a device may never end. Errors name the file.
func ReadBytes(path string) ([]byte, error) {
	if err := CheckReadable(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > MaxFileBytes {
		return nil, fmt.Errorf("%s: %w", path, envelopeError(-1, nil, "file is %d bytes, over the %d-byte limit", st.Size(), MaxFileBytes))
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}

// ReadErrorText words an error from reading the file at path for the user: "cannot read
// PATH: reason" when the file could not be opened or read at all (the reason without the
// system call's name and the path again: "cannot read runs: is a directory"), else the
// error's own text (a file read that is not a valid run says where).
func ReadErrorText(path string, err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Sprintf("cannot read %s: %v", path, pe.Err)
	}
	return err.Error()
}

// CheckReadable refuses a path that names something other than a regular file or a folder (a
// named pipe, a device, a socket), which reading could wait on or never finish; it says what
// the path is. A path that cannot be looked up passes: opening it says why.
func CheckReadable(path string) error {
	st, err := os.Stat(path)
	if err != nil || st.Mode().IsRegular() || st.IsDir() {
		return nil
	}
	kind := "not a regular file"
	switch m := st.Mode(); {
	case m&fs.ModeNamedPipe != 0:
		kind = "a named pipe, not a file"
	case m&fs.ModeSocket != 0:
		kind = "a socket, not a file"
	case m&fs.ModeDevice != 0:
		kind = "a device, not a file"
	}
	return &fs.PathError{Op: "open", Path: path, Err: errors.New(kind)}
}

// RunLike reports whether head, a file's first bytes, starts as a .crd replay does: with the
// zstd frame's magic number (28 b5 2f fd). A trace reader uses it to tell a run given for a
// trace.
func RunLike(head []byte) bool { return bytes.HasPrefix(head, zstdMagic[:]) }

// TraceLike names what the start of a file that does not decode as a run holds when it is what
// a trace sidecar is made of: "gzip data", "JSON text"; "" for anything else. head is the
// file's first bytes (64 are enough).
func TraceLike(head []byte) string {
	if len(head) >= 2 && head[0] == 0x1f && head[1] == 0x8b {
		return "gzip data"
	}
	if t := strings.TrimLeft(string(head[:min(len(head), 64)]), " \t\r\n"); t != "" && t[0] == '{' {
		return "JSON text"
	}
	return ""
}
