package ui

import (
	"errors"
	"fmt"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
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

// TestVerifyHeadline: the Verify pane's headline has `crd verify`'s statuses: a trace divergence
// makes a run whose result reproduces a mismatch, not verified.
func TestVerifyHeadline(t *testing.T) {
	diverged := &game.TraceCheck{Compared: 3768, Divergence: &trace.Diff{Tick: 3767}}
	tests := []struct {
		v        game.Verification
		ok       bool
		head     string
		wantsSub bool
	}{
		{game.Verification{Verified: true}, true, "Verified: the run reproduces its result", false},
		{game.Verification{Verified: true, Trace: &game.TraceCheck{Compared: 9000}}, true, "Verified: the run reproduces its result", false},
		{game.Verification{Verified: true, Trace: diverged}, false, "Mismatch: trace differs at tick 3767", true},
		{game.Verification{Mismatches: []game.Mismatch{{Field: "score_xp"}}, Trace: diverged}, false, "Not verified: 1 field differs", false},
		{game.Verification{Mismatches: make([]game.Mismatch, 2)}, false, "Not verified: 2 fields differ", false},
		{game.Verification{Verified: true, Trace: &game.TraceCheck{Err: errors.New("trace ends before tick 5")}}, false, "Not verified: the trace could not be compared", false},
		{game.Verification{Err: errors.New("tick 12: tick after the run-down"), Simulated: 12}, false, "Invalid: the replay breaks the format at tick 12", false},
		{game.Verification{Err: fmt.Errorf("tick 3: input flags 0x400: %w", sim.ErrUnsupported), Simulated: 3}, false, "Unsupported: tick 3 uses what this simulation does not play yet", false},
	}
	for _, tt := range tests {
		ok, head, sub := verifyHeadline(&tt.v)
		if ok != tt.ok || head != tt.head || (sub != "") != tt.wantsSub {
			t.Errorf("verifyHeadline(%+v) = %v, %q, %q; want %v, %q (sub line %v)", tt.v, ok, head, sub, tt.ok, tt.head, tt.wantsSub)
		}
	}
}
