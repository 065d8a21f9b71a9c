package game

import (
	"fmt"
	"strconv"
	"strings"

	"crdplayer/replayio"
)

// TypoCarryText is the Typ-o state a run carries from the game's earlier Typ-o session
// (run.typo_carry) in words, for crd info's typo line and the window's Info pane: "5 words
// submitted, 2 hit, aim at (300.5, -20.25), highscore names loaded"; "" when it carries
// nothing (a first session). The counts start the run's own (the HUD's "words 5, 2 hit" at
// tick 0), and the aim point is where the aim starts.
func TypoCarryText(c replayio.TypoCarry) string {
	var parts []string
	if c.SubmitCount != 0 || c.MatchCount != 0 {
		parts = append(parts, fmt.Sprintf("%d words submitted, %d hit", c.SubmitCount, c.MatchCount))
	}
	if v := c.TargetWorld; v != nil {
		f := func(x float32) string { return strconv.FormatFloat(float64(x), 'g', -1, 32) }
		parts = append(parts, fmt.Sprintf("aim at (%s, %s)", f(v.X), f(v.Y)))
	}
	if c.HighscoreNamesLoaded {
		parts = append(parts, "highscore names loaded")
	}
	return strings.Join(parts, ", ")
}
