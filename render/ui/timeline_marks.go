package ui

import (
	"fmt"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/render/draw"
)

// The timeline's event marks: one row for each kind of event the run has (deaths and the run's
// end, levels, perks, bonuses, weapons, waves, the mode's own), so that marks of different kinds
// never hide each other; in a row, marks closer than a few pixels merge into one box that says
// how many events it holds (its tooltip lists them), so that none hides another either.

// markGroup is a row of the timeline's marks: the kinds of event it holds.
type markGroup int

const (
	groupDeaths  markGroup = iota // deaths, the run's end, a quest completed
	groupLevels                   // level-ups
	groupPerks                    // perk menus and picks
	groupBonuses                  // bonuses picked up
	groupWeapons                  // weapon changes
	groupWaves                    // Survival's milestone waves, a quest's spawns
	groupMode                     // the tutorial's stages, Typ-o's words
	markGroups
)

// groupNames name the rows (for the tooltip of a row's empty part).
var groupNames = [markGroups]string{"deaths", "levels", "perks", "bonuses", "weapons", "waves", "mode"}

// groupOf is the row of an event's kind.
func groupOf(k game.EventKind) markGroup {
	switch k {
	case game.EventDeath, game.EventRunEnd, game.EventQuestCompleted:
		return groupDeaths
	case game.EventLevelUp:
		return groupLevels
	case game.EventPerkMenuOpen, game.EventPerkPick:
		return groupPerks
	case game.EventBonusPickup:
		return groupBonuses
	case game.EventWeaponChange:
		return groupWeapons
	case game.EventMilestoneSpawn, game.EventQuestSpawn:
		return groupWaves
	}
	return groupMode
}

// Marked reports whether the timeline marks e, and N and P go to it: not the Alternate Weapon
// swaps, a key the player presses often (dozens of "P1 now holds Pistol" buried the weapons
// picked up; the input lane shows reload pressed).
func Marked(e *game.Event) bool { return !e.Swap }

// markBox is one mark on a row: one event, or several too close to tell apart, drawn as a box
// with their count.
type markBox struct {
	X0, X1 float64 // the screen pixels it covers
	Events []int   // the events it holds (indices into the timeline's events)
}

// markRow is one row of marks.
type markRow struct {
	Group markGroup
	Y, H  float64
	Boxes []markBox
}

// Mark geometry: a lone mark is markLone pixels wide; boxes keep markGap pixels apart.
const (
	markLone = 3.0
	markGap  = 2.0
	markRowH = 9.0
)

// layoutMarks lays the events in view out in rows from y down, one row per group the run has
// events of (in view or not, so rows do not come and go while zooming), each markRowH high. In
// a row, an event whose mark would come within markGap of the box before joins it; a box of n
// events is at least as wide as its count in countW(n) pixels. So boxes in a row never overlap,
// and every event in view is in exactly one box.
func layoutMarks(events []game.Event, m TrackMap, y float64, countW func(n int) float64) []markRow {
	var present [markGroups]bool
	for i := range events {
		if Marked(&events[i]) {
			present[groupOf(events[i].Kind)] = true
		}
	}
	var rows []markRow
	var rowOf [markGroups]int
	for g := range markGroups {
		if present[g] {
			rowOf[g] = len(rows)
			rows = append(rows, markRow{Group: g, Y: y + float64(len(rows))*markRowH, H: markRowH - 1})
		}
	}
	for i := range events {
		e := &events[i]
		if !Marked(e) || !m.Visible(e.Pos) {
			continue
		}
		row := &rows[rowOf[groupOf(e.Kind)]]
		x := m.X(e.Pos)
		x0, x1 := x-markLone/2, x+markLone/2
		if n := len(row.Boxes); n > 0 && x0 < row.Boxes[n-1].X1+markGap {
			b := &row.Boxes[n-1]
			b.Events = append(b.Events, i)
			b.X1 = max(b.X1, x1, b.X0+countW(len(b.Events)))
			continue
		}
		row.Boxes = append(row.Boxes, markBox{X0: x0, X1: x1, Events: []int{i}})
	}
	return rows
}

// marksHeight is how high the rows of layoutMarks are for events.
func marksHeight(events []game.Event) float64 {
	var present [markGroups]bool
	n := 0
	for i := range events {
		if g := groupOf(events[i].Kind); Marked(&events[i]) && !present[g] {
			present[g] = true
			n++
		}
	}
	return float64(n) * markRowH
}

// recordMarks draws the rows of marks and returns the tooltip of the box under the pointer at
// (mx, my), if any, and the box itself.
func recordMarks(c *Canvas, f *Fonts, rows []markRow, events []game.Event, total int, clk game.Clock, mx, my int) (tip string, hit *markBox) {
	for ri := range rows {
		row := &rows[ri]
		y0 := float32(row.Y)
		for bi := range row.Boxes {
			b := &row.Boxes[bi]
			first := &events[b.Events[0]]
			col, ok := markColor(first)
			if !ok {
				col = ColDim
			}
			if len(b.Events) == 1 {
				x := float32((b.X0 + b.X1) / 2)
				c.line(x, y0, x, y0+float32(row.H), 2, col)
				if first.Kind == game.EventRunEnd {
					// A flag on the pole: the end of the run, told apart from the deaths.
					c.polygon(col, true, x, y0, x+6, y0+2.5, x, y0+5)
				}
			} else {
				// The mark's colour, dimmed, under a white count.
				c.rect(float32(b.X0), y0, float32(b.X1-b.X0), float32(row.H), fade(col, 0.55))
				c.textCentered(countLabel(len(b.Events)), f.Tiny, (b.X0+b.X1)/2, row.Y+row.H/2, color.RGBA{255, 255, 255, 255})
			}
			if float64(mx) >= b.X0-1 && float64(mx) <= b.X1+1 && float64(my) >= row.Y && float64(my) < row.Y+markRowH {
				tip, hit = boxText(b, events, total, clk), b
			}
		}
	}
	return tip, hit
}

// countLabel is a box's count: "7", "99+" past 99.
func countLabel(n int) string {
	if n > 99 {
		return "99+"
	}
	return fmt.Sprint(n)
}

// markCountWidth is the width a box needs to show the count n.
func markCountWidth(f *Fonts) func(n int) float64 {
	return func(n int) float64 { return draw.TextWidth(countLabel(n), f.Tiny) + 4 }
}

// boxTipMax is how many events a box's tooltip lists.
const boxTipMax = 3

// boxText is a box's tooltip: its events (the first few, then how many more).
func boxText(b *markBox, events []game.Event, total int, clk game.Clock) string {
	var parts []string
	for _, i := range b.Events[:min(len(b.Events), boxTipMax)] {
		parts = append(parts, eventText(&events[i], total, clk))
	}
	s := strings.Join(parts, "   ")
	if n := len(b.Events) - boxTipMax; n > 0 {
		s += fmt.Sprintf("   and %d more (zoom in: mouse wheel)", n)
	}
	return s
}

// EventsAt says what happened in the tick before position pos, for N and P: "tick 2698 ·
// 0:45.0  P1 died; run ends (every player dead)"; total is the run's length, clk its clock.
func EventsAt(events []game.Event, pos, total int, clk game.Clock) string {
	var whats []string
	for i := range events {
		if events[i].Pos == pos {
			whats = append(whats, eventWhat(&events[i], total))
		}
	}
	if len(whats) == 0 {
		return PosText(pos, clk)
	}
	return PosText(pos, clk) + "  " + strings.Join(whats, "; ")
}

// KillerText says what killed a player, after their name: "killed by creature 41 (alien)",
// "killed by player 2's shot", "killed by the perk Grim Deal"; "died (what killed them is not
// known)" for nil or an unknown source.
func KillerText(k *game.Killer) string {
	if k == nil || k.Source == game.HitUnknown {
		return "died (what killed them is not known)"
	}
	return "killed by " + k.String()
}
