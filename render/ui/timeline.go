package ui

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"math"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
)

// The timeline under the arena: the run left to right (the whole of it, or a part of it
// zoomed: timeline_view.go); the range the background pass has prepared and the range played;
// the event marks in a row per kind (timeline_marks.go) with tooltips; sparklines of health,
// experience, kills and creatures; the trace divergence and the window's marks; and under it
// the input lane (lane.go). Click or drag anywhere on it to seek; a click on a mark goes to its
// event.
//
// Record draws it as layers, bottom to top, each placing positions through the same TrackMap
// (Timeline.Map): the track, the sparklines, the event marks, the divergence, the window's marks,
// then the seek target and the cursor over everything. A layer added to the timeline goes
// between the window's marks and the cursor, with its own row if it needs one.

const timelinePad = 26 // the track's margin left and right: the lane's player labels go left of it

// trackSpan is the x range of the track inside the timeline rectangle.
func trackSpan(r image.Rectangle) (x0, x1 float64) {
	return float64(r.Min.X + timelinePad), float64(r.Max.X - timelinePad)
}

// TimelineX is the x of a position on the track showing the whole run (the timeline before it
// is zoomed; Timeline.Map for the timeline as it is).
func TimelineX(r image.Rectangle, total, tick int) float64 { return WholeRun(r, total).X(tick) }

// TimelineTick is the position under screen x on the track showing the whole run, clamped to
// the run.
func TimelineTick(r image.Rectangle, total, x int) int { return WholeRun(r, total).Pos(x) }

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
	return PosText(e.Pos, clk) + "  " + eventWhat(e, total)
}

// eventWhat says what an event was: "P1 died", "P2 took Sharpshooter".
func eventWhat(e *game.Event, total int) string {
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
			if rest < game.TicksPerSecond {
				// Under a second: 0.0 s would say there is none.
				what += fmt.Sprintf("; the file plays %s of run-down after it", plural(rest, "tick"))
			} else {
				what += fmt.Sprintf("; the file plays %.1f s of run-down after it", float64(rest)/game.TicksPerSecond)
			}
		}
	case game.EventLevelUp:
		what = fmt.Sprintf("reached level %d", e.Value)
	case game.EventPerkMenuOpen:
		what = "perk menu opens"
	case game.EventPerkPick:
		what = "took " + eventName(e, perkName(e.Value, false))
	case game.EventBonusPickup:
		what = "picked up " + eventName(e, bonusName(e.Value))
	case game.EventWeaponChange:
		what = "now holds " + eventName(e, weaponName(e.Value, false))
	case game.EventMilestoneSpawn:
		what = fmt.Sprintf("milestone wave %d", e.Value)
	default:
		if w, ok := modeEventText(e); ok {
			what = w
			break
		}
		what = e.Kind.String()
	}
	return who + what
}

// statusHeight is the height of the timeline's bottom line: position, speed and the
// sparklines' legend.
const statusHeight = 16

// Timeline is the timeline widget's state between frames: its zoom, whether its track is being
// dragged (to seek, or with the right button to move the zoomed view), where its tick counter, marks and
// lane were last drawn, and the marks the window adds to it.
type Timeline struct {
	zoom     timelineZoom
	dragging bool
	panning  bool            // a drag with the right or middle button moves the view
	panFrom  float64         // where the pointer was at the last step of the move
	counter  image.Rectangle // the status line's tick counter, as last drawn: a click opens the go-to box
	rows     []markRow       // the marks as last drawn: a click on one goes to its event
	events   []game.Event    // the events they were drawn from
	lane     image.Rectangle // the input lane, as last drawn
	laneRec  laneCache       // the lane's drawing, kept while the view and the run's record stay
	// The marks' layout, kept while the view and the events stay (a run's events only grow).
	marksRows  []markRow
	marksKey   marksKey
	marksValid bool
	// Marks are lines across the timeline the window adds for this frame (two runs compared:
	// where their inputs and their states first differ), drawn like the trace's divergence.
	Marks  []TimelineMark
	labels []MarkLabel // the marks' labels as last drawn
	// markArea is where a run mark's line takes the pointer (labelAt): the track above the
	// status line, as last drawn.
	markArea image.Rectangle
}

// TimelineMark is a line across the timeline at position Pos, labelled.
type TimelineMark struct {
	Pos   int
	Label string
	// Tip is the tooltip over the mark's label or line (what differs there, why the run
	// stops); the label itself when empty.
	Tip    string
	Col    color.RGBA
	across bool // the line crosses the status line too (the trace's first divergence)
}

// CounterClicked reports whether pt is on the tick counter of the status line as last drawn.
func (tw *Timeline) CounterClicked(pt image.Point) bool { return pt.In(tw.counter) }

// Press handles the left button going down at pt on the timeline r or the lane under it: on a
// mark it goes to the mark's (first) event; anywhere else it starts a drag that seeks (Drag).
// (A Shift+drag marks a range to export instead: RangeMarks.)
func (tw *Timeline) Press(r image.Rectangle, pt image.Point, run Run) (Intent, bool) {
	if !pt.In(r) && !pt.In(tw.lane) {
		return Intent{}, false
	}
	if b := tw.markAt(pt); b != nil && run != nil {
		return Intent{Kind: IntentSeek, Arg: tw.events[b.Events[0]].Pos}, true
	}
	if l := tw.labelAt(pt); l != nil && run != nil {
		// A run mark's label goes to its mark's tick, not to the tick under the label.
		return Intent{Kind: IntentSeek, Arg: l.Pos}, true
	}
	tw.dragging = true
	return Intent{}, false
}

// StartPan handles a button going down at pt to move the view (the left one with Ctrl or Alt,
// the right or middle one): on the timeline r or the lane under it, it starts moving a zoomed
// view (Drag), and reports whether it did.
func (tw *Timeline) StartPan(r image.Rectangle, pt image.Point) bool {
	if !pt.In(r) && !pt.In(tw.lane) {
		return false
	}
	tw.panning, tw.panFrom = true, float64(pt.X)
	return true
}

// markAt is the mark at pt as last drawn, nil when none.
func (tw *Timeline) markAt(pt image.Point) *markBox {
	for ri := range tw.rows {
		row := &tw.rows[ri]
		if float64(pt.Y) < row.Y || float64(pt.Y) >= row.Y+markRowH {
			continue
		}
		for bi := range row.Boxes {
			b := &row.Boxes[bi]
			if float64(pt.X) >= b.X0-1 && float64(pt.X) <= b.X1+1 {
				return b
			}
		}
	}
	return nil
}

// labelAt is the run mark under pt as last drawn (its label's box, or within 3 pixels of its
// line above the status line), nil when none.
func (tw *Timeline) labelAt(pt image.Point) *MarkLabel {
	for i := range tw.labels {
		if pt.In(tw.labels[i].Box) {
			return &tw.labels[i]
		}
	}
	for i := range tw.labels {
		l := &tw.labels[i]
		if pt.In(tw.markArea) && abs(float64(pt.X)-l.x) <= 3 {
			return l
		}
	}
	return nil
}

// Drag is the seek a drag asks for in this frame: the position under x while the left button
// is down (down), none once it is up (the drag ends) or when the position is the one shown. A
// drag StartPan began (panDown while its button is held) moves the zoomed view instead.
func (tw *Timeline) Drag(r image.Rectangle, down, panDown bool, x int, run Run) (Intent, bool) {
	if tw.panning {
		if !panDown || run == nil {
			tw.panning = false
			return Intent{}, false
		}
		tw.PanBy(r, run.Len(), tw.panFrom-float64(x))
		tw.panFrom = float64(x)
		return Intent{}, false
	}
	if !tw.dragging {
		return Intent{}, false
	}
	if !down {
		tw.dragging = false
		return Intent{}, false
	}
	if run != nil {
		if t := tw.Map(r, run.Len()).Pos(x); t != run.Pos() {
			return Intent{Kind: IntentSeek, Arg: t}, true
		}
	}
	return Intent{}, false
}

// marksKey is what the marks' layout depends on.
type marksKey struct {
	m     TrackMap
	y     float64
	n     int         // events
	first *game.Event // where they are (another run's, or moved as they grew)
}

// trackGeom is where the timeline's layers go in its rectangle.
type trackGeom struct {
	m                      TrackMap
	marksY, trackY, sparkY float64 // tops of the marks' rows, the track, the sparklines
	sparkH                 float64
}

// geometry lays the timeline r out for events: the rows of marks at the top, the track under
// them, the sparklines in the rest above the status line.
func (tw *Timeline) geometry(r image.Rectangle, total int, events []game.Event) trackGeom {
	g := trackGeom{m: tw.Map(r, total), marksY: float64(r.Min.Y + 6)}
	g.trackY = g.marksY + max(marksHeight(events), markRowH) + 2
	g.sparkY = g.trackY + 14
	g.sparkH = float64(r.Max.Y) - g.sparkY - statusHeight - 2
	return g
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
	tw.rows, tw.events = nil, nil
	if run == nil {
		return
	}
	pb := run
	total := pb.Len()
	tl := pb.Timeline()
	pos := pb.Pos()
	tw.follow(r, total, pos)
	g := tw.geometry(r, total, tl.Events)
	m := g.m

	// The track, with the prepared and played ranges.
	tw.recordTrack(c, g, tl.Prepared, pos)

	// The status line: the game's clock, the tick counter (a click on it opens the go-to box),
	// the speed, the zoom and how far the pass has prepared.
	end := clockText(tl.Clock, total)
	if tick, ok := StopTick(pb); ok && tick < total {
		// No clock past where the simulation stops: the run's time ends there ("…" forever).
		end = clockText(tl.Clock, tick) + " (stops)"
	}
	times := clockText(tl.Clock, pos) + " / " + end + "   "
	counter := fmt.Sprintf("%s / %d", game.TickLabel(pos), total-1)
	rest := "   " + SpeedLabel(pb.Speed())
	if m.Zoomed() {
		rest += fmt.Sprintf("   zoom %.3g× (%s to %s)", float64(total)/(m.End-m.Start), game.TickLabel(int(m.Start)), game.TickLabel(int(m.End)))
	}
	if !tl.Done {
		rest += fmt.Sprintf("   preparing %d%%", int(100*float64(tl.Prepared)/float64(max(total, 1))))
	}
	st := times + counter + rest
	spark := c.sub(image.Rect(int(m.X0), r.Min.Y, int(math.Ceil(m.X1)), split)) // (zoomed, the lines reach past the track)
	drawSparklines(spark, sc, r, f, &tl.Series, m, g.sparkY, g.sparkH, m.X0+draw.TextWidth(st, f.Small)+16)

	// The event marks, a row per kind (laid out again when the view or the events change).
	mk := marksKey{m: m, y: g.marksY, n: len(tl.Events)}
	if len(tl.Events) > 0 {
		mk.first = &tl.Events[0]
	}
	if !tw.marksValid || tw.marksKey != mk {
		tw.marksRows = layoutMarks(tl.Events, m, g.marksY, markCountWidth(f))
		tw.marksKey, tw.marksValid = mk, true
	}
	rows := tw.marksRows
	tip, _ := recordMarks(c, f, rows, tl.Events, total, tl.Clock, mouse.X, mouse.Y)
	tw.rows, tw.events = rows, tl.Events

	tw.drawMarks(c, sc, r, f, m, g.sparkY, bg, runMarks(pb))

	// Over everything: a seek's target, the cursor, and while zoomed the view's place in the run.
	if target, ok := pb.Seeking(); ok && m.Visible(target) {
		tx := m.X(target)
		c.line(float32(tx), float32(g.trackY-2), float32(tx), float32(g.trackY+12), 2, ColWarn)
	}
	if m.Visible(pos) {
		cx := m.X(pos)
		c.line(float32(cx), float32(g.marksY-2), float32(cx), float32(r.Max.Y-statusHeight), 2, color.White)
	}
	if m.Zoomed() {
		whole := WholeRun(r, total)
		y := float32(r.Min.Y + 1)
		c.rect(float32(whole.X0), y, float32(whole.X1-whole.X0), 3, color.RGBA{44, 44, 54, 255})
		vx0, vx1 := whole.XF(m.Start), whole.XF(m.End)
		c.rect(float32(vx0), y, float32(max(vx1-vx0, 2)), 3, color.RGBA{150, 150, 170, 255})
		px := whole.X(pos)
		c.line(float32(px), y, float32(px), y+3, 2, color.White)
	}

	sy := float64(r.Max.Y - 15)
	cx0 := m.X0 + draw.TextWidth(times, f.Small)
	cw := draw.TextWidth(counter, f.Small)
	// The status text over the divergence's line across it: the line shows above and below
	// the text, not through its letters.
	sc.FillRect(image.Rect(int(m.X0)-3, int(sy)-1, int(math.Ceil(cx0+cw+draw.TextWidth(rest, f.Small)))+3, int(sy)+14), bg)
	sc.text(times, f.Small, m.X0, sy, ColDim)
	tw.counter = image.Rect(int(cx0)-3, r.Max.Y-statusHeight, int(cx0+cw)+3, r.Max.Y)
	counterCol := ColAccent
	if mouse.In(tw.counter) {
		sc.FillRect(tw.counter, color.RGBA{50, 60, 80, 255})
		counterCol = ColText
	}
	sc.text(counter, f.Small, cx0, sy, counterCol)
	sc.text(rest, f.Small, cx0+cw, sy, ColDim)

	if tip == "" && !tw.dragging && !tw.panning {
		if l := tw.labelAt(mouse); l != nil {
			tip = l.Tip
		}
	}
	switch {
	case mouse.In(tw.counter):
		drawTooltip(tips, f, "Go to a tick, a time or a step (Ctrl+G)", mouse.X, r.Max.Y-statusHeight, width)
	case tip != "":
		drawTooltip(tips, f, tip, mouse.X, r.Min.Y, width)
	case mouse.In(r) && !tw.dragging && !tw.panning:
		t := m.Pos(mouse.X)
		drawTooltip(tips, f, PosText(t, tl.Clock), mouse.X, r.Min.Y, width)
	}
}

// recordTrack draws the track: the run (or the part in view), how far the background pass has
// prepared it, and how far it is played.
func (tw *Timeline) recordTrack(c *Canvas, g trackGeom, prepared, pos int) {
	m := g.m
	y := float32(g.trackY)
	c.rect(float32(m.X0), y, float32(m.X1-m.X0), 10, color.RGBA{44, 44, 54, 255})
	clampX := func(p int) float64 { return min(max(m.X(p), m.X0), m.X1) }
	c.rect(float32(m.X0), y, float32(clampX(prepared)-m.X0), 10, color.RGBA{60, 80, 110, 255})
	c.rect(float32(m.X0), y+3, float32(clampX(pos)-m.X0), 4, ColAccent)
}

// drawSparklines draws the per-second series as thin lines over the track: health per player,
// experience, kills and live creatures, each scaled to its own maximum; their legend goes into
// legend.
func drawSparklines(cv, legend *Canvas, r image.Rectangle, f *Fonts, s *game.Series, m TrackMap, y, h, legendMinX float64) {
	if h < 8 {
		return
	}
	n := len(s.Kills)
	total := m.Total
	if n < 2 || total <= 0 {
		return
	}
	// Only the samples in view, and one either side to reach the edges.
	first := max(int(m.Start)/game.SeriesInterval-1, 0)
	last := min(int(m.End)/game.SeriesInterval+2, n)
	line := func(vals func(i int) float64, maxV float64, c color.RGBA) {
		if maxV <= 0 {
			return
		}
		var px, py float64
		for i := first; i < last; i++ {
			x := m.X(min(i*game.SeriesInterval, total))
			yy := y + h - h*draw.Clamp01(vals(i)/maxV)
			if i > first {
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
	// Each label in three lengths, the longest that fits the room left of the status text
	// used: the players' labels shorten first (P1 health to P1), "creatures" only last, as
	// "crt" is the least readable.
	type item struct {
		labels [3]string
		c      color.RGBA
	}
	var items []item
	if players <= 1 {
		items = append(items, item{[3]string{"health", "hp", "hp"}, arena.PlayerColor(0)})
	} else {
		for p := range players {
			items = append(items, item{[3]string{fmt.Sprintf("P%d health", p+1), fmt.Sprintf("P%d", p+1), fmt.Sprintf("P%d", p+1)}, arena.PlayerColor(p)})
		}
	}
	xp := "xp"
	if players > 1 {
		xp = "P1 xp"
	}
	items = append(items, item{[3]string{xp, "xp", "xp"}, sparkXP}, item{[3]string{"kills", "kills", "kills"}, sparkKills},
		item{[3]string{"creatures", "creatures", "crt"}, sparkCreatures})
	const swatch, gap = 10.0, 12.0
	width := func(level int) float64 {
		w := 0.0
		for _, it := range items {
			w += swatch + 3 + draw.TextWidth(it.labels[level], f.Small) + gap
		}
		return w
	}
	level := 0
	for level < 2 && float64(r.Max.X-timelinePad)-width(level)+gap < minX {
		level++
	}
	x := float64(r.Max.X-timelinePad) - width(level) + gap
	y := float64(r.Max.Y - 15)
	for _, it := range items {
		c := it.c
		c.A = 255
		cv.line(float32(x), float32(y+7), float32(x+swatch), float32(y+7), 2, c)
		x += swatch + 3
		l := it.labels[level]
		cv.text(l, f.Small, x, y, c)
		x += draw.TextWidth(l, f.Small) + gap
	}
}

// drawTooltip draws a small label above the point (x, y), inside a window maxX pixels wide; one
// wider than the window takes more lines, broken where its parts are ("   " apart: the events of
// a timeline box), a part wider than the window cut.
func drawTooltip(c *Canvas, f *Fonts, s string, x, y, maxX int) {
	lines := tooltipLines(s, f, float64(maxX-12))
	w := 0
	for _, l := range lines {
		w = max(w, int(draw.TextWidth(l, f.Normal))+12)
	}
	bx := min(max(x-w/2, 0), maxX-w)
	h := 2 + tooltipLineHeight*len(lines)
	box := image.Rect(bx, y-2-h, bx+w, y-2)
	c.FillRect(box, color.RGBA{10, 10, 14, 235})
	c.strokeRect(box, ColBorder)
	for i, l := range lines {
		c.text(l, f.Normal, float64(bx+6), float64(box.Min.Y+2+i*tooltipLineHeight), ColText)
	}
}

// tooltipLineHeight is the height of a line of a tooltip, pixels.
const tooltipLineHeight = 20

// tooltipSep is what separates the parts of a tooltip that it may be broken between.
const tooltipSep = "   "

// tooltipLines lays s out in lines at most w pixels wide in the normal font: its parts (split at
// tooltipSep) as many to a line as fit, a part wider than w cut (fitLine).
func tooltipLines(s string, f *Fonts, w float64) []string {
	return packParts(s, tooltipSep, f.Normal, w, func(part string) []string {
		return []string{fitLine(part, f.Normal, w)}
	})
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

// runMarks are the marks the run itself calls for: the first tick that differs from its trace,
// and the tick its simulation stops at (an invalid run), once known.
func runMarks(run Run) []TimelineMark {
	var out []TimelineMark
	if t, ok := DivergenceTick(run); ok {
		label := "trace differs"
		if v, _ := run.Verification(); v.Trace != nil {
			if _, ends := v.Trace.EndsEarly(); ends {
				label = "trace ends"
			}
		}
		out = append(out, TimelineMark{Pos: t, Label: label, Tip: divergenceTip(run), Col: ColBad, across: true})
	}
	if v, ok := run.Verification(); ok && v.Trace != nil {
		// A trace that could not be read past a record: where the comparison stopped, in the
		// Verify pane's word for it (its status is invalid: damaged, not missing).
		var pe *game.PartialTraceError
		if errors.As(v.Trace.Err, &pe) {
			out = append(out, TimelineMark{Pos: game.PosOfTick(pe.Agreed), Label: "trace damaged",
				Tip: capitalize(pe.Error()), Col: ColWarn})
		}
	}
	if tick, ok := StopTick(run); ok {
		var serr *game.SimError
		errors.As(run.Err(), &serr)
		out = append(out, TimelineMark{Pos: game.PosOfTick(tick), Label: fmt.Sprintf("stops at tick %d", tick),
			Tip: fmt.Sprintf("The simulation stops at tick %d: %s", tick, serr.Reason()), Col: ColBad})
	}
	return out
}

// divergenceTip is the tooltip of the trace's first divergence: its tick and first fields,
// "The trace differs at tick 500: kills: trace 3, ours 4 (and 2 more fields); J goes there".
func divergenceTip(run Run) string {
	v, _ := run.Verification()
	if end, ok := v.Trace.EndsEarly(); ok {
		return capitalize(end) + "; J goes there"
	}
	d := v.Trace.Divergence
	s := "The trace differs at " + tickName(int(d.Tick))
	if len(d.Fields) > 0 {
		fd := d.Fields[0]
		s += fmt.Sprintf(": %s: trace %s, ours %s", game.PlayerLabel(fd.Path), fd.Want, fd.Got)
	}
	if n := len(d.Fields) - 1; n > 0 {
		s += " (and " + plural(n, "more field") + ")"
	}
	return s + "; J goes there"
}

// MarkLabel is a mark's label as last drawn: its text and its box, screen pixels, with its
// mark's position, tooltip and line's x.
type MarkLabel struct {
	Label string
	Box   image.Rectangle
	Pos   int
	Tip   string
	x     float64
}

// Labels are the marks' labels as last drawn (Record), in the order of their marks.
func (tw *Timeline) Labels() []MarkLabel { return tw.labels }

// labelRowH is the height of a row of the marks' labels, pixels; labelGap the least space
// between two labels in a row, pixels (besides each box's own margin of 2).
const (
	labelRowH = 14
	labelGap  = 6
)

// drawMarks draws the run's own marks (the trace's first divergence across the status line
// too) and the window's (Timeline.Marks) in view across the track, and their labels over the
// sparklines, laid out so that none covers another or is cut by the status line under them
// (layoutLabels).
func (tw *Timeline) drawMarks(c, status *Canvas, r image.Rectangle, f *Fonts, tm TrackMap, labelY float64, bg color.RGBA, own []TimelineMark) {
	tw.labels = tw.labels[:0]
	tw.markArea = image.Rect(int(tm.X0)-3, r.Min.Y, int(math.Ceil(tm.X1))+3, r.Max.Y-statusHeight)
	marks := append(own[:len(own):len(own)], tw.Marks...)
	var xs, ws []float64
	var shown []TimelineMark
	for _, m := range marks {
		if !tm.Visible(m.Pos) {
			continue
		}
		dx := tm.X(m.Pos)
		bottom := float32(r.Max.Y - statusHeight)
		if m.across {
			bottom = float32(r.Max.Y - 2)
			status.line(float32(dx), float32(r.Min.Y+2), float32(dx), bottom, 2, m.Col)
		}
		c.line(float32(dx), float32(r.Min.Y+2), float32(dx), bottom, 2, m.Col)
		xs, ws = append(xs, dx), append(ws, draw.TextWidth(m.Label, f.Small))
		shown = append(shown, m)
	}
	boxes := layoutLabels(xs, ws, tm.X0, tm.X1, labelY, float64(r.Max.Y-statusHeight))
	for i, m := range shown {
		b := boxes[i]
		c.FillRect(b, bg)
		c.text(m.Label, f.Small, float64(b.Min.X+2), float64(b.Min.Y), m.Col)
		tip := m.Tip
		if tip == "" {
			tip = m.Label
		}
		tw.labels = append(tw.labels, MarkLabel{Label: m.Label, Box: b, Pos: m.Pos, Tip: tip, x: xs[i]})
	}
}

// layoutLabels places labels ws[i] pixels wide beside their lines at xs[i], between x0 and x1,
// in rows labelRowH high from y down to bottom: each on its line's right (its left when it would
// pass x1), in the first row where it covers no label placed before it and no other mark's line,
// on either side; when every row is taken, where it covers the least of them. The boxes include
// a margin of 2 pixels either side of the text.
func layoutLabels(xs, ws []float64, x0, x1, y, bottom float64) []image.Rectangle {
	rows := max(1, int((bottom-y)/labelRowH))
	out := make([]image.Rectangle, 0, len(xs))
	lines := make([]image.Rectangle, len(xs)) // the marks' lines, 2 pixels wide
	for i, x := range xs {
		lines[i] = image.Rect(int(math.Floor(x-1)), int(y), int(math.Ceil(x+1)), int(bottom))
	}
	// overlap is how much of box b, label own's, covers the labels placed and the other marks'
	// lines (its own line is beside it, never under it).
	overlap := func(b image.Rectangle, own int) int {
		n := 0
		// Labels keep labelGap apart: two that touch read as one ("states differinputs differ").
		spaced := image.Rect(b.Min.X-labelGap, b.Min.Y, b.Max.X+labelGap, b.Max.Y)
		for _, o := range out {
			n += o.Intersect(spaced).Dx()
		}
		for i, l := range lines {
			if i != own {
				n += l.Intersect(b).Dx()
			}
		}
		return n
	}
	for i, x := range xs {
		w := ws[i]
		right, left := x+4, x-4-w
		sides := []float64{right, left}
		if right+w > x1 {
			sides = []float64{left, right}
		}
		var best image.Rectangle
		bestCover := -1
	rowLoop:
		for row := range rows {
			ly := y + float64(row*labelRowH)
			for _, lx := range sides {
				if lx < x0 || lx+w > x1 {
					continue
				}
				b := image.Rect(int(math.Floor(lx-2)), int(ly), int(math.Ceil(lx+w+2)), int(ly)+labelRowH)
				cover := overlap(b, i)
				if bestCover < 0 || cover < bestCover {
					best, bestCover = b, cover
				}
				if cover == 0 {
					break rowLoop
				}
			}
		}
		if bestCover < 0 { // wider than the track: on the right, as it comes
			best = image.Rect(int(right-2), int(y), int(right+w+2), int(y)+labelRowH)
		}
		out = append(out, best)
	}
	return out
}
