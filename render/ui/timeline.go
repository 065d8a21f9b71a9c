package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
)

// The timeline under the arena: the whole run left to right; the range the background pass has
// prepared and the range played; event marks with tooltips; sparklines of health, experience,
// kills and creatures; the trace divergence. Click or drag anywhere on it to seek.

const timelinePad = 12

// trackSpan is the x range of the track inside the timeline rectangle.
func trackSpan(r image.Rectangle) (x0, x1 float64) {
	return float64(r.Min.X + timelinePad), float64(r.Max.X - timelinePad)
}

// TimelineX is the x of a position on the track.
func TimelineX(r image.Rectangle, total, tick int) float64 {
	x0, x1 := trackSpan(r)
	if total <= 0 {
		return x0
	}
	return x0 + (x1-x0)*float64(tick)/float64(total)
}

// TimelineTick is the position under screen x, clamped to the run.
func TimelineTick(r image.Rectangle, total, x int) int {
	x0, x1 := trackSpan(r)
	if x1 <= x0 {
		return 0
	}
	f := draw.Clamp01((float64(x) - x0) / (x1 - x0))
	return int(f*float64(total) + 0.5)
}

var eventColors = map[game.EventKind]color.RGBA{
	game.EventDeath:          {255, 80, 70, 255},
	game.EventRunEnd:         {235, 235, 235, 255}, // white, with a flag: not another death
	game.EventLevelUp:        {110, 190, 255, 255},
	game.EventPerkMenuOpen:   {200, 150, 255, 255},
	game.EventPerkPick:       {220, 120, 255, 255},
	game.EventBonusPickup:    {255, 210, 80, 255},
	game.EventWeaponChange:   {150, 230, 150, 255},
	game.EventMilestoneSpawn: {255, 150, 60, 255},
}

// eventText describes an event for its tooltip: the tick it happened in and the game's clock
// after it, then what; total is the run's length, ticks.
func eventText(e *game.Event, total int, clk game.Clock) string {
	who := ""
	if e.Player >= 0 {
		who = fmt.Sprintf("P%d ", e.Player+1)
	}
	var what string
	switch e.Kind {
	case game.EventDeath:
		what = "died"
	case game.EventRunEnd:
		what = "run ends (every player dead)"
		if e.Value == game.RunEndQuestCompleted {
			what = "run ends (quest completed)"
		}
		if rest := total - e.Pos; rest > 0 {
			// The recording goes on through the run-down until the game-over screen.
			what += fmt.Sprintf("; the file plays %.1f s of run-down after it", float64(rest)/game.TicksPerSecond)
		}
	case game.EventLevelUp:
		what = fmt.Sprintf("reached level %d", e.Value)
	case game.EventPerkMenuOpen:
		what = "perk menu opens"
	case game.EventPerkPick:
		what = "took " + perkName(e.Value)
	case game.EventBonusPickup:
		what = "picked up " + bonusName(e.Value)
	case game.EventWeaponChange:
		what = "now holds " + weaponName(e.Value)
	case game.EventMilestoneSpawn:
		what = fmt.Sprintf("milestone wave %d", e.Value)
	default:
		if w, ok := modeEventText(e); ok {
			what = w
			break
		}
		what = e.Kind.String()
	}
	return fmt.Sprintf("%s  %s%s", PosText(e.Pos, clk), who, what)
}

// statusHeight is the height of the timeline's bottom line: position, speed and the
// sparklines' legend.
const statusHeight = 16

// Timeline is the timeline widget's state between frames: whether its track is being dragged,
// where its tick counter was last drawn, and the marks the window adds to it.
type Timeline struct {
	dragging bool
	counter  image.Rectangle // the status line's tick counter, as last drawn: a click opens the go-to box
	// Marks are lines across the timeline the window adds for this frame (two runs compared:
	// where their inputs and their states first differ), drawn like the trace's divergence.
	Marks []TimelineMark
}

// TimelineMark is a line across the timeline at position Pos, labelled.
type TimelineMark struct {
	Pos   int
	Label string
	Col   color.RGBA
}

// CounterClicked reports whether pt is on the tick counter of the status line as last drawn.
func (tw *Timeline) CounterClicked(pt image.Point) bool { return pt.In(tw.counter) }

// Press starts dragging when the mouse button went down at pt on the timeline r.
func (tw *Timeline) Press(r image.Rectangle, pt image.Point) {
	if pt.In(r) {
		tw.dragging = true
	}
}

// Drag is the seek a drag asks for in this frame: the position under x while the button is
// down, none once it is up (the drag ends) or when the position is the one shown.
func (tw *Timeline) Drag(r image.Rectangle, down bool, x int, run Run) (Intent, bool) {
	if !tw.dragging {
		return Intent{}, false
	}
	if !down {
		tw.dragging = false
		return Intent{}, false
	}
	if run != nil {
		if t := TimelineTick(r, run.Len(), x); t != run.Pos() {
			return Intent{Kind: IntentSeek, Arg: t}, true
		}
	}
	return Intent{}, false
}

// Record records the timeline r of the open run (nil: none) into two parts: the track, marks
// and sparklines into track, and the status line under them (which changes with every tick
// while playing) into status; and, when the mouse (at mouse, in a window width pixels wide) is
// over a mark or the track, its tooltip into tips.
func (tw *Timeline) Record(track, status *Part, tips *Canvas, r image.Rectangle, f *Fonts, run Run, mouse image.Point, width int) {
	bg := color.RGBA{24, 24, 30, 255}
	split := r.Max.Y - statusHeight
	c := track.Begin(image.Rect(r.Min.X, r.Min.Y, r.Max.X, split), bg)
	c = c.sub(track.rect)
	sc := status.Begin(image.Rect(r.Min.X, split, r.Max.X, r.Max.Y), bg)
	sc = sc.sub(status.rect)
	if run == nil {
		return
	}
	pb := run
	total := pb.Len()
	tl := pb.Timeline()
	pos := pb.Pos()
	x0, x1 := trackSpan(r)
	top := float64(r.Min.Y + 6)

	// Marks row, then the track with prepared and played ranges, then the sparklines.
	markY := top
	trackY := top + 14
	sparkY := trackY + 16
	sparkH := float64(r.Max.Y) - sparkY - 16
	c.rect(float32(x0), float32(trackY), float32(x1-x0), 10, color.RGBA{44, 44, 54, 255})
	px := TimelineX(r, total, tl.Prepared)
	c.rect(float32(x0), float32(trackY), float32(px-x0), 10, color.RGBA{60, 80, 110, 255})
	cx := TimelineX(r, total, pos)
	c.rect(float32(x0), float32(trackY+3), float32(cx-x0), 4, ColAccent)

	// The status line: the game's clock, the tick counter (a click on it opens the go-to box),
	// the speed and how far the pass has prepared.
	times := clockText(tl.Clock, pos) + " / " + clockText(tl.Clock, total) + "   "
	counter := fmt.Sprintf("%s / %d", game.TickLabel(pos), total-1)
	rest := "   " + SpeedLabel(pb.Speed())
	if !tl.Done {
		rest += fmt.Sprintf("   preparing %d%%", int(100*float64(tl.Prepared)/float64(max(total, 1))))
	}
	st := times + counter + rest
	drawSparklines(c, sc, r, f, &tl.Series, total, sparkY, sparkH, x0+draw.TextWidth(st, f.Small)+16)

	var hover []string
	for i := range tl.Events {
		e := &tl.Events[i]
		ex := TimelineX(r, total, e.Pos)
		col, ok := markColor(e)
		if !ok {
			col = ColDim
		}
		h := float32(8)
		if e.Kind == game.EventDeath || e.Kind == game.EventRunEnd {
			h = 12
		}
		c.line(float32(ex), float32(markY), float32(ex), float32(markY)+h, 2, col)
		if e.Kind == game.EventRunEnd {
			// A flag on the pole: the end of the run, told apart from the deaths' red marks.
			c.polygon(col, true, float32(ex), float32(markY), float32(ex)+7, float32(markY)+3, float32(ex), float32(markY)+6)
		}
		if abs(float64(mouse.X)-ex) <= 3 && mouse.Y >= r.Min.Y && mouse.Y <= int(trackY)+10 && len(hover) < 4 {
			hover = append(hover, eventText(e, total, tl.Clock))
		}
	}
	if t, ok := DivergenceTick(pb); ok {
		dx := TimelineX(r, total, t)
		c.line(float32(dx), float32(r.Min.Y+2), float32(dx), float32(r.Max.Y-2), 2, ColBad)
		sc.line(float32(dx), float32(r.Min.Y+2), float32(dx), float32(r.Max.Y-2), 2, ColBad)
		// The label goes under the track, over the sparklines (the marks row above keeps its
		// marks visible), on the line's left when it would run past the track's end.
		const label = "trace differs"
		lw := draw.TextWidth(label, f.Small)
		lx := dx + 4
		if lx+lw > x1 {
			lx = dx - 4 - lw
		}
		c.rect(float32(lx-2), float32(sparkY), float32(lw+4), 14, bg)
		c.text(label, f.Small, lx, sparkY, ColBad)
	}
	tw.drawMarks(c, sc, r, f, total, sparkY, bg)
	if target, ok := pb.Seeking(); ok {
		tx := TimelineX(r, total, target)
		c.line(float32(tx), float32(trackY-2), float32(tx), float32(trackY+12), 2, ColWarn)
	}
	c.line(float32(cx), float32(top), float32(cx), float32(r.Max.Y-16), 2, color.White)

	sy := float64(r.Max.Y - 15)
	sc.text(times, f.Small, x0, sy, ColDim)
	cx0 := x0 + draw.TextWidth(times, f.Small)
	cw := draw.TextWidth(counter, f.Small)
	tw.counter = image.Rect(int(cx0)-3, r.Max.Y-statusHeight, int(cx0+cw)+3, r.Max.Y)
	counterCol := ColAccent
	if mouse.In(tw.counter) {
		sc.FillRect(tw.counter, color.RGBA{50, 60, 80, 255})
		counterCol = ColText
	}
	sc.text(counter, f.Small, cx0, sy, counterCol)
	sc.text(rest, f.Small, cx0+cw, sy, ColDim)

	switch {
	case mouse.In(tw.counter):
		drawTooltip(tips, f, "Go to a tick, a time or a step (Ctrl+G)", mouse.X, r.Max.Y-statusHeight, width)
		hover = nil
	case hover == nil && mouse.In(r) && !tw.dragging:
		t := TimelineTick(r, total, mouse.X)
		drawTooltip(tips, f, PosText(t, tl.Clock), mouse.X, r.Min.Y, width)
	}
	if hover != nil {
		drawTooltip(tips, f, strings.Join(hover, "   "), mouse.X, r.Min.Y, width)
	}
}

// drawSparklines draws the per-second series as thin lines over the track: health per player,
// experience, kills and live creatures, each scaled to its own maximum; their legend goes into
// legend.
func drawSparklines(cv, legend *Canvas, r image.Rectangle, f *Fonts, s *game.Series, total int, y, h, legendMinX float64) {
	if h < 8 {
		return
	}
	n := len(s.Kills)
	if n < 2 || total <= 0 {
		return
	}
	line := func(vals func(i int) float64, maxV float64, c color.RGBA) {
		if maxV <= 0 {
			return
		}
		var px, py float64
		for i := 0; i < n; i++ {
			x := TimelineX(r, total, min(i*game.SeriesInterval, total))
			yy := y + h - h*draw.Clamp01(vals(i)/maxV)
			if i > 0 {
				cv.line(float32(px), float32(py), float32(x), float32(yy), 1, c)
			}
			px, py = x, yy
		}
	}
	for p := range s.Health {
		hs := s.Health[p]
		c := arena.PlayerColor(p)
		c.A = 200
		line(func(i int) float64 { return hs[min(i, len(hs)-1)] }, 100, c)
	}
	maxOf := func(f func(i int) float64) float64 {
		m := 0.0
		for i := 0; i < n; i++ {
			m = max(m, f(i))
		}
		return m
	}
	if len(s.Experience) > 0 {
		xp := s.Experience[0]
		f := func(i int) float64 { return float64(xp[min(i, len(xp)-1)]) }
		line(f, maxOf(f), sparkXP)
	}
	kills := func(i int) float64 { return float64(s.Kills[i]) }
	line(kills, maxOf(kills), sparkKills)
	if len(s.Creatures) == n {
		cr := func(i int) float64 { return float64(s.Creatures[i]) }
		line(cr, maxOf(cr), sparkCreatures)
	}
	drawSparkLegend(legend, r, f, len(s.Health), legendMinX)
}

// Sparkline colours (health uses each player's colour).
var (
	sparkXP        = color.RGBA{120, 235, 150, 150}
	sparkKills     = color.RGBA{255, 210, 80, 150}
	sparkCreatures = color.RGBA{200, 120, 120, 150}
)

// drawSparkLegend names the sparklines at the timeline's bottom right, each label in its line's
// colour after a swatch of it. With several players each one's health line is named; xp is
// player 1's.
func drawSparkLegend(cv *Canvas, r image.Rectangle, f *Fonts, players int, minX float64) {
	type item struct {
		label, short string
		c            color.RGBA
	}
	var items []item
	if players <= 1 {
		items = append(items, item{"health", "hp", arena.PlayerColor(0)})
	} else {
		for p := range players {
			items = append(items, item{fmt.Sprintf("P%d health", p+1), fmt.Sprintf("P%d", p+1), arena.PlayerColor(p)})
		}
	}
	xp := "xp"
	if players > 1 {
		xp = "P1 xp"
	}
	items = append(items, item{xp, "xp", sparkXP}, item{"kills", "kills", sparkKills}, item{"creatures", "crt", sparkCreatures})
	const swatch, gap = 10.0, 12.0
	width := func(short bool) float64 {
		w := 0.0
		for _, it := range items {
			l := it.label
			if short {
				l = it.short
			}
			w += swatch + 3 + draw.TextWidth(l, f.Small) + gap
		}
		return w
	}
	// Where the full labels would reach into the status text on its left, short ones.
	short := float64(r.Max.X-timelinePad)-width(false)+gap < minX
	x := float64(r.Max.X-timelinePad) - width(short) + gap
	y := float64(r.Max.Y - 15)
	for _, it := range items {
		c := it.c
		c.A = 255
		cv.line(float32(x), float32(y+7), float32(x+swatch), float32(y+7), 2, c)
		x += swatch + 3
		l := it.label
		if short {
			l = it.short
		}
		cv.text(l, f.Small, x, y, c)
		x += draw.TextWidth(l, f.Small) + gap
	}
}

// drawTooltip draws a small label above the point (x, y), inside a window maxX pixels wide.
func drawTooltip(c *Canvas, f *Fonts, s string, x, y, maxX int) {
	w := int(draw.TextWidth(s, f.Normal)) + 12
	bx := min(max(x-w/2, 0), maxX-w)
	box := image.Rect(bx, y-24, bx+w, y-2)
	c.FillRect(box, color.RGBA{10, 10, 14, 235})
	c.strokeRect(box, ColBorder)
	c.text(s, f.Normal, float64(bx+6), float64(y-22), ColText)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// PosText names a position for people, with the game's clock there when it is known: "tick
// 2698 · 0:45.0", "start · 0:00.0", "tick 9000" (not prepared yet).
func PosText(pos int, clk game.Clock) string {
	if ms, ok := clk.Ms(pos); ok {
		return game.TickLabel(pos) + " · " + game.FormatClock(ms)
	}
	return game.TickLabel(pos)
}

// clockText is the game's clock at pos, "…" while the pass has not reached it.
func clockText(clk game.Clock, pos int) string {
	if ms, ok := clk.Ms(pos); ok {
		return game.FormatClock(ms)
	}
	return "…"
}

// drawMarks draws the window's marks (Timeline.Marks) across the track and their labels over
// the sparklines, each label a row below the one before so that near marks stay readable.
func (tw *Timeline) drawMarks(c, sc *Canvas, r image.Rectangle, f *Fonts, total int, labelY float64, bg color.RGBA) {
	_, x1 := trackSpan(r)
	for i, m := range tw.Marks {
		dx := TimelineX(r, total, m.Pos)
		c.line(float32(dx), float32(r.Min.Y+2), float32(dx), float32(r.Max.Y-statusHeight), 2, m.Col)
		lw := draw.TextWidth(m.Label, f.Small)
		lx := dx + 4
		if lx+lw > x1 {
			lx = dx - 4 - lw
		}
		ly := labelY + 14*float64(i+1)
		c.rect(float32(lx-2), float32(ly), float32(lw+4), 14, bg)
		c.text(m.Label, f.Small, lx, ly, m.Col)
	}
}
