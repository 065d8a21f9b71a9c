package sim

import (
	"testing"

	"crdplayer/replayio"
)

// referenceWorld reads testdata/reference/NAME.crd and starts its world (the run-start path
// done, no tick stepped yet).
func referenceWorld(t testing.TB, name string) (*replayio.Replay, *World) {
	t.Helper()
	r, err := replayio.ReadFile("../testdata/reference/" + name + ".crd")
	if err != nil {
		t.Fatal(err)
	}
	w, _, err := NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	return r, w
}
