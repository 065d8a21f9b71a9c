package game

import (
	"testing"

	"crdplayer/replayio"
)

// TestTypoCarryText: typo-carry-target-412 carries 5 submits, 2 hits and an aim point from an
// earlier session (its HUD says "words 5, 2 hit" at tick 0); a first session carries nothing.
func TestTypoCarryText(t *testing.T) {
	rep := readRef(t, "../testdata/typo/typo-carry-target-412.crd")
	if got, want := TypoCarryText(rep.Run.TypoCarry), "5 words submitted, 2 hit, aim at (300.5, -20.25)"; got != want {
		t.Errorf("typo-carry-target-412: %q, want %q", got, want)
	}
	if got := TypoCarryText(replayio.TypoCarry{}); got != "" {
		t.Errorf("nothing carried: %q", got)
	}
	if got := TypoCarryText(replayio.TypoCarry{HighscoreNamesLoaded: true}); got != "highscore names loaded" {
		t.Errorf("names alone: %q", got)
	}
}
