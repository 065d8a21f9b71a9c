package game

import (
	"os"

	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// OpenFile reads and decodes the .crd file at path and opens a session over it. When
// opts.TracePath is empty and a trace sidecar (path + ".trace.jsonl.gz") exists, verification
// compares against it.
func OpenFile(path string, opts Options) (*Session, error) {
	rep, err := replayio.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if opts.TracePath == "" {
		if st, err := os.Stat(trace.SidecarPath(path)); err == nil && st.Mode().IsRegular() {
			opts.TracePath = trace.SidecarPath(path)
		}
	}
	return Open(rep, opts)
}
