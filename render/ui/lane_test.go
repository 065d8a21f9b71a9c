package ui

import (
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/scene"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// laneRun is an open run of hand-made input rows, its player standing at (500, 500) throughout.
type laneRun struct {
	stubRun
	rep   *replayio.Replay
	pos   int
	track scene.Track
}

func (r *laneRun) Replay() *replayio.Replay                { return r.rep }
func (r *laneRun) Len() int                                { return len(r.rep.Ticks) }
func (r *laneRun) Pos() int                                { return r.pos }
func (r *laneRun) Timeline() game.Timeline                 { return game.Timeline{} }
func (r *laneRun) Track() scene.Track                      { return r.track }
func (r *laneRun) Seeking() (int, bool)                    { return 0, false }
func (r *laneRun) Progress() game.Progress                 { return game.Progress{Done: true} }
func (r *laneRun) Speed() float64                          { return 1 }
func (r *laneRun) Verification() (game.Verification, bool) { return game.Verification{}, false }

func newLaneRun(players, ticks int) *laneRun {
	rep := &replayio.Replay{Run: replayio.RunSpec{PlayerCount: players}}
	rep.Ticks = make([]replayio.Tick, ticks)
	rec := scene.NewTrackRecord()
	w := &sim.World{PlayerCount: players}
	for p := range players {
		w.Players[p].Pos = sim.Vec2{X: 500, Y: 500}
	}
	for i := range rep.Ticks {
		rep.Ticks[i].Inputs = make([]replayio.Input, players)
		for p := range players {
			rep.Ticks[i].Inputs[p] = replayio.Input{AimX: 600, AimY: 500} // aiming right, standing
		}
		rec.Record(i+1, w)
	}
	return &laneRun{rep: rep, track: rec.Snapshot()}
}

// TestLaneDrawsTheRow: zoomed in to one tick a cell, the lane shows what each tick's row holds:
// the move needle towards the stick's direction (white), the aim needle from the player to the
// aim point (their colour), fire orange and reload cyan in the strip under them, a picked perk's
// triangle above; a tick that holds none of them shows none, and the tooltip says the row.
func TestLaneDrawsTheRow(t *testing.T) {
	f := testFonts(t)
	run := newLaneRun(2, 600)
	p1 := run.rep.Ticks[300].Inputs
	p1[1] = replayio.Input{MoveX: 1, MoveY: 0, AimX: 500, AimY: 300, Flags: replayio.FlagFireDown} // P2: right, aims up, fires
	run.rep.Ticks[301].Inputs[1] = replayio.Input{MoveX: 0, MoveY: -1, AimX: 400, AimY: 500, Flags: replayio.FlagReloadPressed}
	run.rep.Ticks[302].Commands = []replayio.Command{{Type: replayio.CmdPerkPick, PlayerIndex: 1, ChoiceIndex: 2}}
	run.pos = 290
	l := NewLayout(1280, 900)
	var tw Timeline
	for range 30 {
		tw.ZoomAt(l.Timeline, run.Len(), tw.Map(l.Timeline, run.Len()).X(300), 2)
	}
	m := tw.Map(l.Timeline, run.Len())
	if math.Abs(m.PixelsPerTick()-maxTickPixels) > 1e-9 || !m.Visible(303) || !m.Visible(290) {
		t.Fatalf("zoomed: %.1f pixels a tick, view %.1f..%.1f", m.PixelsPerTick(), m.Start, m.End)
	}
	var part Part
	tips := (&Part{}).Begin(image.Rectangle{}, nil)
	tw.RecordLane(&part, tips, l.Lane, l.Timeline, f, run, image.Pt(-1, -1), 1280)
	dst := testScreen(t)
	dst.Clear()
	part.Draw(dst)
	px := readPixels(dst)
	at := func(x, y float64) color.RGBA {
		i := 4 * (int(y)*px.w + int(x))
		return color.RGBA{px.buf[i], px.buf[i+1], px.buf[i+2], px.buf[i+3]}
	}
	rows := laneRows(l.Lane, 2)
	row := rows[1] // P2's
	strip := max(math.Floor(row.h/6), 2)
	needleH := row.h - strip - 2
	cy := row.y + 1 + needleH/2
	cell := func(i int) float64 { return m.XF(float64(i) + 0.5) }
	col := arena.PlayerColor(1)
	same := func(a, b color.RGBA) bool { return a.R == b.R && a.G == b.G && a.B == b.B }
	r := needleH/2 - 2 // well along a needle
	if c := at(cell(300)+r, cy); !same(c, laneMove) {
		t.Errorf("tick 300 moves right: %v right of its cell's centre, want the move needle's %v", c, laneMove)
	}
	if c := at(cell(300), cy-r); !same(c, col) {
		t.Errorf("tick 300 aims up: %v above its cell's centre, want P2's %v", c, col)
	}
	if c := at(cell(300)-r, cy); !same(c, laneBg[1]) {
		t.Errorf("tick 300: %v left of its cell's centre, want the row's background", c)
	}
	if c := at(cell(301), cy-r); !same(c, laneMove) {
		t.Errorf("tick 301 moves up: %v above its cell's centre, want the move needle's", c)
	}
	if c := at(cell(301)-r, cy); !same(c, col) {
		t.Errorf("tick 301 aims left: %v left of its cell's centre, want P2's colour", c)
	}
	if c := at(cell(299)+r, cy); !same(c, col) {
		t.Errorf("tick 299 aims right (and stands): %v right of its cell's centre, want P2's colour", c)
	}
	stripY := row.y + row.h - 1 - strip/2
	for _, s := range []struct {
		tick int
		want color.RGBA
	}{{299, laneBg[1]}, {300, laneFire}, {301, laneReload}, {302, laneBg[1]}} {
		if c := at(cell(s.tick), stripY); !same(c, s.want) {
			t.Errorf("tick %d's strip is %v, want %v", s.tick, c, s.want)
		}
	}
	if c := at(cell(302), row.y+1); !same(c, lanePerk) {
		t.Errorf("tick 302's perk pick: %v at the row's top, want %v", c, lanePerk)
	}
	if c := at(cell(301), row.y+1); same(c, lanePerk) {
		t.Error("a perk mark on tick 301, which has no command")
	}
	// P1's row at tick 300 shows none of P2's.
	if c := at(cell(300), rows[0].y+rows[0].h-1-strip/2); !same(c, laneBg[0]) {
		t.Errorf("P1's strip at tick 300 is %v: P1 did not fire", c)
	}
	// The cursor is at the shown position.
	if c := at(m.X(290), row.y+2); !same(c, color.RGBA{255, 255, 255, 255}) {
		t.Errorf("the cursor at position 290: %v", c)
	}
	// Hovering tick 300 on P2's row says it.
	tip, ok := laneText(run.rep, run.track, m, rows, image.Pt(int(cell(300)), int(row.y+2)))
	for _, want := range []string{"P2 tick 300", "moves right (1.00, 0.00)", "aims up at (500.0, 300.0)", "fire"} {
		if !ok || !strings.Contains(tip, want) {
			t.Errorf("the tooltip over P2's tick 300 %q does not say %q", tip, want)
		}
	}
	tip, _ = laneText(run.rep, run.track, m, rows, image.Pt(int(cell(302)), int(row.y+2)))
	if !strings.Contains(tip, "picks perk choice 3") || !strings.Contains(tip, "stands") {
		t.Errorf("the tooltip over P2's tick 302 %q", tip)
	}
}

// TestLaneCells: cells hold 1, 2, 5, 10, 20… ticks, the fewest that make them at least as wide
// as asked.
func TestLaneCells(t *testing.T) {
	for _, tt := range []struct {
		ppt, minW float64
		want      int
	}{{24, 8, 1}, {8, 8, 1}, {7.9, 8, 2}, {2, 8, 5}, {1, 8, 10}, {0.5, 8, 20}, {0.05, 8, 200}, {0.03, 8, 500}} {
		if got := cellTicks(tt.ppt, tt.minW); got != tt.want {
			t.Errorf("cellTicks(%v, %v) = %d, want %d", tt.ppt, tt.minW, got, tt.want)
		}
	}
}

// TestLaneStaysOnTheTrack: zoomed in so that the view starts and ends inside ticks, the lane's
// strips, needles and command marks stay between the track's ends (they ran some 10 pixels past
// both, over the row's label).
func TestLaneStaysOnTheTrack(t *testing.T) {
	f := testFonts(t)
	run := newLaneRun(1, 600)
	for i := range run.rep.Ticks {
		run.rep.Ticks[i].Inputs[0].Flags |= replayio.FlagFireDown
		run.rep.Ticks[i].Inputs[0].MoveX = 1
		run.rep.Ticks[i].Commands = []replayio.Command{{Type: replayio.CmdPerkMenuOpen}}
	}
	r := image.Rect(0, 0, 1000, 40)
	m := TrackMap{X0: 40, X1: 980, Start: 100.5, End: 130.5, Total: 601}
	var p Part
	recordLaneRows(p.Begin(r, ColPanel), f, r, run.rep, run.track, m)
	for _, o := range p.ops {
		var lo, hi float32
		switch o.kind {
		case opRect:
			if o.w >= float32(r.Dx())-1 {
				continue // the row's background
			}
			lo, hi = o.x, o.x+o.w
		case opLine:
			lo, hi = min(o.x, o.w), max(o.x, o.w)
		default:
			continue
		}
		// (a needle reaches out from its cell's centre by at most its radius)
		if lo < float32(m.X0)-16 || hi > float32(m.X1)+16 || (o.kind == opRect && (lo < float32(m.X0) || hi > float32(m.X1))) {
			t.Errorf("a %v from x %.1f to %.1f, past the track's %.0f to %.0f", o.kind, lo, hi, m.X0, m.X1)
		}
	}
}
