package parity

import (
	"encoding/hex"

	"crdplayer/replayio"
)

// ReadReplay reads and decodes a .crd file.
func ReadReplay(path string) (*replayio.Replay, error) { return replayio.ReadFile(path) }

// RunID is the hex SHA-256 of the replay's payload (the id the trace sidecars name).
func RunID(r *replayio.Replay) string { return hex.EncodeToString(r.PayloadSHA256[:]) }
