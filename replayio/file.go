package replayio

import (
	"fmt"
	"io"
	"os"
)

// ReadFile reads and decodes the .crd file at path. The file is read only up to the envelope
// limit, so a huge file fails without being loaded. Errors name the file and wrap *Error.
func ReadFile(path string) (*Replay, error) {
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
	r, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return r, nil
}
