package main

import (
	"os"

	"crdplayer/game"
	"crdplayer/render"
	"crdplayer/replayio"
)

// load decodes a run and opens a playback session on it. A trace sidecar next to the file
// (NAME.crd.trace.jsonl.gz) is compared tick by tick in the background.
func load(name string, data []byte) (render.Playback, error) {
	rep, err := replayio.Decode(data)
	if err != nil {
		return nil, err
	}
	opts := game.Options{PayloadSHA256: rep.RunID()}
	if tp := name + ".trace.jsonl.gz"; fileExists(tp) {
		opts.TracePath = tp
	}
	return game.Open(rep, opts)
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}
