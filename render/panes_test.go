package render

import (
	"testing"

	"crdplayer/replayio"
)

// TestResultFieldsPlayers: player fields keep the format's path (which the verification's
// mismatches name) and are shown by key under a heading that counts players from 1.
func TestResultFieldsPlayers(t *testing.T) {
	r := replayio.RunResult{Outcome: "death", Players: []replayio.PlayerResult{{Experience: 7}, {Health: 2.5}}}
	fs := resultFields(&r)
	if len(fs) != 7+2*3 {
		t.Fatalf("%d fields", len(fs))
	}
	if f := fs[0]; f.name != "outcome" || f.label != "outcome" || f.player != -1 || f.value != "death" {
		t.Errorf("outcome field %+v", f)
	}
	if f := fs[7]; f.name != "players[0].experience" || f.label != "experience" || f.player != 0 || f.value != "7" {
		t.Errorf("player 1 experience field %+v", f)
	}
	if f := fs[11]; f.name != "players[1].health" || f.label != "health" || f.player != 1 || f.value != "2.5" {
		t.Errorf("player 2 health field %+v", f)
	}
}
