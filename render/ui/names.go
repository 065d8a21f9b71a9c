package ui

import (
	"fmt"
	"math"

	"crdplayer/game"
	"crdplayer/render/draw"
	"crdplayer/replayio"
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// Display names of the game's weapons, perks, bonuses and creature types: those of weapons,
// perks and bonuses are the simulation's tables' (sim/weapons, sim/perks, sim/bonuses), spelt
// as the run's game spells them.

var creatureNames = [...]string{"zombie", "lizard", "alien", "spider", "spider", "trooper"}

// weaponName is the name the game shows for a weapon: with preserve_bugs its native table's
// spelling (weapons.DisplayName).
func weaponName(id int, preserveBugs bool) string { return weapons.DisplayName(id, preserveBugs) }

// perkName is the name the game shows for a perk: with preserve_bugs its native spelling
// ("Fire Caugh"), else the fixed one (perks.DisplayName).
func perkName(id int, preserveBugs bool) string {
	return perks.DisplayName(perks.ID(id), 0, preserveBugs)
}

// eventName is the name an event carries (game.Event.Text, as its run's game spells it), or
// else fixed, its value's name in the fixed spelling.
func eventName(e *game.Event, fixed string) string {
	if e.Text != "" {
		return e.Text
	}
	return fixed
}

// bonusName is the display name of a bonus id.
func bonusName(id int) string {
	if m, ok := bonuses.Lookup(bonuses.ID(id)); ok && m.Name != "" {
		return m.Name
	}
	return "Bonus"
}

// modeName is the mode's name as the game shows it (replayio.ModeName, crd info's).
func modeName(id int) string { return replayio.ModeName(id) }

// levelThreshold is the experience needed to pass the given level in Survival
// (gameplay.py survival_level_threshold: 1000 + 1000·level^1.8).
func levelThreshold(level int) int {
	if level < 1 {
		level = 1
	}
	return int(1000 + math.Pow(float64(level), 1.8)*1000)
}

// levelProgress is how far (0..1) a player is from the previous level's threshold to the next.
func levelProgress(level, xp int) float64 {
	prev := 0
	if level > 1 {
		prev = levelThreshold(level - 1)
	}
	next := levelThreshold(level)
	if next <= prev {
		return 0
	}
	return draw.Clamp01(float64(xp-prev) / float64(next-prev))
}

// SpeedLabel is a playback speed as the window shows it: 1/8×, 2×.
func SpeedLabel(s float64) string {
	if s < 1 {
		return fmt.Sprintf("1/%d×", int(1/s+0.5))
	}
	return fmt.Sprintf("%g×", s)
}
