package game

import (
	"fmt"
	"strings"

	"crdplayer/replayio"
)

// CommandCounts counts the commands of r's ticks by type (replayio.CmdPerkPick, …).
func CommandCounts(r *replayio.Replay) map[string]int {
	counts := map[string]int{}
	for i := range r.Ticks {
		for _, c := range r.Ticks[i].Commands {
			counts[c.Type]++
		}
	}
	return counts
}

// CommandSummary writes counts (CommandCounts) in replayio.CommandTypes' order: "perk_menu_open
// 5, perk_pick 5", or "none" (crd info's commands line, the window's Info pane).
func CommandSummary(counts map[string]int) string {
	var parts []string
	for _, t := range replayio.CommandTypes {
		if n := counts[t]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", t, n))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
