package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// The input lane, under the timeline and on its map (the same zoom): a row per player showing
// what the recording did at each tick, from the file's input rows and commands. Each cell of a
// row (one tick when zoomed in far enough, else a few ticks, averaged) holds two needles from
// its centre: where the player aimed, in the player's colour (from where they stood to the
// row's aim point: the players' track, scene.TrackRecord), and where they moved, white, as long
// as the move stick was pushed (a dot: not moving). Under them, a strip orange while fire is
// held and cyan while reload is pressed; above them, the perk commands (a purple tick where the
// perk menu opens, a filled triangle where a perk is picked) and Typ-o's typing (grey). Hovering
// it says the tick's row in full. The lane is drawn again only when the view or the record
// changes; the cursor is the only thing that moves with every tick.

// trackSource is a run that knows where its players stood after each tick (render's
// groundedRun, from scene.TrackRecord).
type trackSource interface{ Track() scene.Track }

// Lane colours.
var (
	laneFire   = color.RGBA{255, 150, 50, 255}
	laneReload = color.RGBA{90, 220, 240, 255}
	laneMove   = color.RGBA{235, 235, 240, 255}
	lanePerk   = color.RGBA{200, 140, 255, 255}
	laneTyping = color.RGBA{150, 150, 160, 255}
	laneBg     = [2]color.RGBA{{20, 20, 26, 255}, {28, 28, 35, 255}}
)

// laneKey is what the lane's drawing depends on besides the cursor.
type laneKey struct {
	rep     *replayio.Replay
	m       TrackMap
	r       image.Rectangle
	upto    int // how far the players' track is recorded
	players int
}

// laneCache is the lane's drawing as last made, and what it was made for: the rows drawn once
// into an image of the lane's size, which the lane's part then draws in one operation (its
// hundreds of needles cost the software rasterizer milliseconds: not with every move of the
// cursor).
type laneCache struct {
	key   laneKey
	valid bool
	ops   []drawOp
	img   *ebiten.Image
	ver   int
}

// update draws the recorded ops into the cache's image, made for the lane r.
func (lc *laneCache) update(r image.Rectangle) {
	if lc.img == nil || lc.img.Bounds() != r {
		if lc.img != nil {
			lc.img.Deallocate()
		}
		lc.img = ebiten.NewImageWithOptions(r, nil)
	}
	lc.img.Clear()
	for i := range lc.ops {
		lc.ops[i].draw(lc.img)
	}
	lc.ver++
}

// laneRow is one player's row: its top and height, screen pixels.
type laneRow struct{ y, h float64 }

// laneRows lays out the rows of n players in the lane r: up to 24 pixels each.
func laneRows(r image.Rectangle, n int) []laneRow {
	if n <= 0 {
		return nil
	}
	h := math.Floor(min(24, float64(r.Dy()-4)/float64(n)))
	rows := make([]laneRow, n)
	for i := range rows {
		rows[i] = laneRow{y: float64(r.Min.Y+2) + float64(i)*h, h: h}
	}
	return rows
}

// RecordLane records the input lane lr (under the timeline r, on its map) of the open run (nil:
// none) into part, and when the mouse is over it, the tooltip of the tick and player under it
// into tips (in a window width pixels wide).
func (tw *Timeline) RecordLane(part *Part, tips *Canvas, lr, r image.Rectangle, f *Fonts, run Run, mouse image.Point, width int) {
	c := part.Begin(lr, laneBg[0])
	c = c.sub(lr)
	tw.lane = lr
	if run == nil || run.Replay() == nil {
		return
	}
	rep := run.Replay()
	total := run.Len()
	m := tw.Map(r, total)
	var track scene.Track
	if ts, ok := run.(trackSource); ok {
		track = ts.Track()
	}
	players := rep.Run.PlayerCount
	// While the background pass records the track, the lane is made again as it grows by
	// about a pixel's worth of ticks (at least a second's), not with every tick.
	upto := track.Upto()
	if upto < total {
		step := max(game.TicksPerSecond, int(1/max(m.PixelsPerTick(), 1e-9)))
		upto = upto / step * step
	}
	key := laneKey{rep: rep, m: m, r: lr, upto: upto, players: players}
	lc := &tw.laneRec
	if !lc.valid || lc.key != key {
		lc.ops = lc.ops[:0]
		recordLaneRows(&Canvas{ops: &lc.ops, clip: lr}, f, lr, rep, track, m)
		lc.update(lr)
		lc.key, lc.valid = key, true
	}
	c.image(lc.img, lc.ver)
	if pos := run.Pos(); m.Visible(pos) {
		x := float32(m.X(pos))
		c.line(x, float32(lr.Min.Y), x, float32(lr.Max.Y), 2, color.White)
	}
	if mouse.In(lr) && !tw.dragging && !tw.panning {
		if s, ok := laneText(rep, track, m, laneRows(lr, players), mouse); ok {
			drawTooltip(tips, f, s, mouse.X, lr.Min.Y, width)
		}
	}
}

// laneCell is a cell's summary of its ticks.
type laneCell struct {
	mx, my float64 // the mean move
	ax, ay float64 // the sum of the aim directions (unit vectors)
	aims   int
}

// cellTicks is how many ticks a cell of the lane holds at pixels per tick ppt, with cells at
// least minW pixels wide: 1, 2, 5, 10, 20, 50…
func cellTicks(ppt, minW float64) int {
	if ppt <= 0 {
		return 1
	}
	need := minW / ppt
	for n := 1; ; n *= 10 {
		for _, k := range [...]int{1, 2, 5} {
			if float64(k*n) >= need {
				return k * n
			}
		}
	}
}

// recordLaneRows draws every player's row of the lane r on the map m.
func recordLaneRows(c *Canvas, f *Fonts, r image.Rectangle, rep *replayio.Replay, track scene.Track, m TrackMap) {
	rows := laneRows(r, rep.Run.PlayerCount)
	ticks := rep.Ticks
	// The ticks in view: tick i lies between positions i and i+1.
	t0 := max(int(math.Floor(m.Start)), 0)
	t1 := min(int(math.Ceil(m.End)), len(ticks))
	for p, row := range rows {
		c.rect(float32(r.Min.X), float32(row.y), float32(r.Dx()), float32(row.h), laneBg[p%2])
		col := arena.PlayerColor(p)
		c.text(fmt.Sprintf("P%d", p+1), f.Tiny, float64(r.Min.X+5), row.y+row.h/2-6, col)
		strip := max(math.Floor(row.h/6), 2)
		needleH := row.h - strip - 2
		recordStrips(c, ticks, t0, t1, p, m, row, strip)
		recordCommands(c, ticks, t0, t1, p, m, row)
		// The needles, a cell at a time; cells are aligned to multiples of their ticks, so
		// that they keep their place when the view moves.
		per := cellTicks(m.PixelsPerTick(), max(needleH, 8))
		rad := float32(needleH/2 - 0.5)
		cy := float32(row.y + 1 + needleH/2)
		for a := t0 / per * per; a < t1; a += per {
			b := min(a+per, len(ticks))
			var cell laneCell
			for i := max(a, 0); i < b; i++ {
				if p >= len(ticks[i].Inputs) {
					continue
				}
				in := &ticks[i].Inputs[p]
				mx, my := moveOf(in)
				cell.mx += mx
				cell.my += my
				if ux, uy, ok := aimOf(in, track, i, p); ok {
					cell.ax += ux
					cell.ay += uy
					cell.aims++
				}
			}
			n := float64(b - a)
			cx := float32(m.XF((float64(a) + float64(b)) / 2))
			if float64(cx) < m.X0 || float64(cx) > m.X1 {
				continue // (a cell only partly in a zoomed view: its needle would be past the track)
			}
			if l := math.Hypot(cell.ax, cell.ay); cell.aims > 0 && l > 1e-9 {
				c.line(cx, cy, cx+rad*float32(cell.ax/l), cy+rad*float32(cell.ay/l), 2, col)
			}
			mx, my := cell.mx/n, cell.my/n
			if l := math.Hypot(mx, my); l >= 0.05 {
				k := min(l, 1) / l
				c.line(cx, cy, cx+rad*float32(mx*k), cy+rad*float32(my*k), 1.5, laneMove)
			} else {
				c.rect(cx-1, cy-1, 2, 2, laneMove)
			}
		}
	}
}

// moveOf is a row's movement as a screen direction: the move stick, or the move keys (forward
// up, backward down, turns left and right: they steer the player's heading, which the row does
// not hold).
func moveOf(in *replayio.Input) (float64, float64) {
	if in.Flags&replayio.FlagMoveKeysPresent == 0 {
		return float64(in.MoveX), float64(in.MoveY)
	}
	var x, y float64
	if in.Flags&replayio.FlagMoveForward != 0 {
		y--
	}
	if in.Flags&replayio.FlagMoveBackward != 0 {
		y++
	}
	if in.Flags&replayio.FlagTurnLeft != 0 {
		x--
	}
	if in.Flags&replayio.FlagTurnRight != 0 {
		x++
	}
	return x, y
}

// aimOf is the direction (a unit vector) from where player p stood before tick i to the row's
// aim point; false without the track there, or when the aim point is where they stand.
func aimOf(in *replayio.Input, track scene.Track, i, p int) (float64, float64, bool) {
	x, y, ok := track.At(i, p)
	if !ok {
		return 0, 0, false
	}
	dx, dy := float64(in.AimX)-x, float64(in.AimY)-y
	l := math.Hypot(dx, dy)
	if l < 1e-6 {
		return 0, 0, false
	}
	return dx / l, dy / l, true
}

// recordStrips draws the fire and reload strip at the bottom of player p's row: runs of ticks
// holding fire, orange, and pressing or holding reload, cyan over it; runs less than a pixel
// apart are drawn as one.
func recordStrips(c *Canvas, ticks []replayio.Tick, t0, t1, p int, m TrackMap, row laneRow, strip float64) {
	y := float32(row.y + row.h - strip - 1)
	for _, s := range [...]struct {
		bits uint32
		col  color.RGBA
	}{
		{replayio.FlagFireDown | replayio.FlagFirePressed | replayio.FlagFireBulletsDown, laneFire},
		{replayio.FlagReloadPressed | replayio.FlagReloadDown, laneReload},
	} {
		start, end := -1.0, -1.0
		flush := func() {
			if start >= 0 {
				c.rect(float32(start), y, float32(max(end-start, 1)), float32(strip), s.col)
			}
			start = -1
		}
		for i := t0; i < t1; i++ {
			if p >= len(ticks[i].Inputs) || ticks[i].Inputs[p].Flags&s.bits == 0 {
				continue
			}
			// Clipped to the track: a zoomed view's first and last ticks are partly outside it.
			x0, x1 := max(m.X(i), m.X0), min(m.X(i+1), m.X1)
			if start >= 0 && x0 <= end+1 {
				end = x1
				continue
			}
			flush()
			start, end = x0, x1
		}
		flush()
	}
}

// recordCommands marks player p's commands at the top of their row: perk menus opened (a
// tick), perks picked (a triangle), Typ-o's typing (a grey tick, runs merged).
func recordCommands(c *Canvas, ticks []replayio.Tick, t0, t1, p int, m TrackMap, row laneRow) {
	y := float32(row.y)
	lastTyping := math.Inf(-1)
	for i := t0; i < t1; i++ {
		for _, cmd := range ticks[i].Commands {
			if cmd.PlayerIndex != p {
				continue
			}
			x := float32(m.XF(float64(i) + 0.5))
			if float64(x) < m.X0 || float64(x) > m.X1 {
				continue
			}
			switch cmd.Type {
			case replayio.CmdPerkMenuOpen:
				c.line(x, y, x, y+float32(row.h/2), 2, lanePerk)
			case replayio.CmdPerkPick:
				c.polygon(lanePerk, true, x-4, y, x+4, y, x, y+5)
			default:
				if float64(x) < lastTyping+2 {
					continue
				}
				lastTyping = float64(x)
				c.rect(x-0.5, y, 1, 3, laneTyping)
			}
		}
	}
}

// laneText is the tooltip of the lane at pt: the player of the row and the tick under it, and
// that tick's input row and commands in words.
func laneText(rep *replayio.Replay, track scene.Track, m TrackMap, rows []laneRow, pt image.Point) (string, bool) {
	p := -1
	for i, row := range rows {
		if float64(pt.Y) >= row.y && float64(pt.Y) < row.y+row.h {
			p = i
		}
	}
	if p < 0 || len(rep.Ticks) == 0 || float64(pt.X) < m.X0 || float64(pt.X) > m.X1 {
		return "", false
	}
	i := min(max(int(math.Floor(m.PosF(float64(pt.X)))), 0), len(rep.Ticks)-1)
	t := &rep.Ticks[i]
	if p >= len(t.Inputs) {
		return "", false
	}
	return fmt.Sprintf("P%d tick %d: %s", p+1, i, InputText(&t.Inputs[p], t.Commands, track, i, p)), true
}

// InputText says player p's input row of tick i in words: "moves right-down (0.71, 0.71), aims
// up-left at (300.0, 212.5), fire"; then the player's commands that tick. track gives where the
// player stood, for the aim's direction (none without it).
func InputText(in *replayio.Input, cmds []replayio.Command, track scene.Track, i, p int) string {
	var parts []string
	mx, my := moveOf(in)
	switch {
	case in.Flags&replayio.FlagMoveKeysPresent != 0 && (mx != 0 || my != 0):
		parts = append(parts, "move keys "+flagNames(in.Flags&(replayio.FlagMoveForward|replayio.FlagMoveBackward|replayio.FlagTurnLeft|replayio.FlagTurnRight)))
	case math.Hypot(mx, my) < 0.05:
		parts = append(parts, "stands")
	default:
		parts = append(parts, fmt.Sprintf("moves %s (%.2f, %.2f)", compass(mx, my), mx, my))
	}
	aim := fmt.Sprintf("aims at (%.1f, %.1f)", in.AimX, in.AimY)
	if ux, uy, ok := aimOf(in, track, i, p); ok {
		aim = fmt.Sprintf("aims %s at (%.1f, %.1f)", compass(ux, uy), in.AimX, in.AimY)
	}
	parts = append(parts, aim)
	if in.Flags&(replayio.FlagFireDown|replayio.FlagFirePressed|replayio.FlagFireBulletsDown) != 0 {
		parts = append(parts, "fire")
	}
	if in.Flags&(replayio.FlagReloadPressed|replayio.FlagReloadDown) != 0 {
		parts = append(parts, "reload")
	}
	for _, c := range cmds {
		if c.PlayerIndex == p {
			parts = append(parts, commandWords(c))
		}
	}
	return strings.Join(parts, ", ")
}

// commandWords says a command for the lane: "opens the perk menu", "picks perk choice 3",
// "types \"a\"".
func commandWords(c replayio.Command) string {
	switch c.Type {
	case replayio.CmdPerkMenuOpen:
		return "opens the perk menu"
	case replayio.CmdPerkPick:
		return fmt.Sprintf("picks perk choice %d", c.ChoiceIndex+1)
	case replayio.CmdTypoChar:
		return fmt.Sprintf("types %q", c.Ch)
	case replayio.CmdTypoBackspace:
		return "types backspace"
	case replayio.CmdTypoSubmit:
		return "submits the word"
	}
	return c.Type
}

// compass names a screen direction (y down): "up", "right-down"…
func compass(x, y float64) string {
	a := math.Atan2(y, x) * 180 / math.Pi // 0 right, 90 down
	names := [...]string{"right", "right-down", "down", "left-down", "left", "left-up", "up", "right-up"}
	k := int(math.Round(a/45)+8) % 8
	return names[k]
}
