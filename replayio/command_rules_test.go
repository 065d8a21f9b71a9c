package replayio

import "testing"

// TestCommandError: each of the format's rules for a command alone, with the field it names and
// its reason; the commands the format allows pass.
func TestCommandError(t *testing.T) {
	cases := []struct {
		name           string
		mode, players  int
		c              Command
		field, message string
	}{
		{"typo char", ModeTypo, 1, Command{Type: CmdTypoChar, Ch: "a"}, "", ""},
		{"typo char of two bytes, one character", ModeTypo, 1, Command{Type: CmdTypoChar, Ch: "é"}, "", ""},
		{"backspace", ModeTypo, 1, Command{Type: CmdTypoBackspace}, "", ""},
		{"submit", ModeTypo, 1, Command{Type: CmdTypoSubmit}, "", ""},
		{"perk pick of player 1", ModeSurvival, 2, Command{Type: CmdPerkPick, PlayerIndex: 1, ChoiceIndex: 6}, "", ""},
		{"unknown type", ModeSurvival, 1, Command{Type: "perk_menu_shut"}, "type", `unknown command type "perk_menu_shut"`},
		{"typo outside Typ-o", ModeSurvival, 1, Command{Type: CmdTypoSubmit}, "type", "typo_submit is a Typ-o command in a Survival run"},
		{"typo in the tutorial", ModeTutorial, 1, Command{Type: CmdTypoChar, Ch: "a"}, "type", "typo_char is a Typ-o command in a Tutorial run"},
		{"typo for player 1", ModeTypo, 1, Command{Type: CmdTypoChar, PlayerIndex: 1, Ch: "a"}, "player_index", "typo_char for player 1: Typ-o commands are player 0's"},
		{"typo for player -1", ModeTypo, 1, Command{Type: CmdTypoSubmit, PlayerIndex: -1}, "player_index", "typo_submit for player -1: Typ-o commands are player 0's"},
		{"perk for player 2 of 2", ModeSurvival, 2, Command{Type: CmdPerkMenuOpen, PlayerIndex: 2}, "player_index", "2 is outside 0..1"},
		{"choice 7", ModeSurvival, 1, Command{Type: CmdPerkPick, ChoiceIndex: 7}, "choice_index", "7 is outside 0..6"},
		{"typo char of two characters", ModeTypo, 1, Command{Type: CmdTypoChar, Ch: "ab"}, "ch", `must be exactly one character, found "ab"`},
		{"typo char empty", ModeTypo, 1, Command{Type: CmdTypoChar}, "ch", `must be exactly one character, found ""`},
	}
	for _, c := range cases {
		field, msg := CommandError(c.mode, c.players, &c.c)
		if field != c.field || msg != c.message {
			t.Errorf("%s: (%q, %q), want (%q, %q)", c.name, field, msg, c.field, c.message)
		}
	}
}
