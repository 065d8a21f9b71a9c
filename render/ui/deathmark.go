package ui

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
)

// A death leaves a mark on the arena for a few seconds: a cross in the player's colour where
// they fell, and a label naming them and what killed them (the timeline's deaths, each with its
// killer: game.Killer), so that stepping past a death, or landing on it with D, says at once
// whose it was and why.

// deathMarkTicks is how long a death's mark stays on the arena after it: 5 seconds, the last
// one fading.
const deathMarkTicks = 5 * game.TicksPerSecond

// DeathMark is a death shown on the arena.
type DeathMark struct {
	Player int
	X, Y   float64 // where the player fell, world pixels
	Text   string  // "P2 killed by creature 41 (alien)"
	Tick   int     // the tick they died in
	Alpha  float64 // 1 while fresh, to 0 over its last second
}

// DeathMarkText is a death's label: "P2 killed by creature 41 (alien)".
func DeathMarkText(d game.Death) string {
	return fmt.Sprintf("P%d %s", d.Player+1, KillerText(d.Killer))
}

// DeathMarks are the marks of deaths at position pos: the deaths of the last deathMarkTicks
// positions (the death itself shown, pos at or after the position just after its tick), each
// where its player lies in sc (a dead player stays where they fell).
func DeathMarks(deaths []game.Death, pos int, sc *scene.Scene) []DeathMark {
	var out []DeathMark
	for _, d := range deaths {
		since := pos - game.PosOfTick(d.Tick)
		if since < 0 || since >= deathMarkTicks {
			continue
		}
		var p *scene.PlayerView
		for i := range sc.Players {
			if sc.Players[i].Index == d.Player {
				p = &sc.Players[i]
			}
		}
		if p == nil {
			continue
		}
		a := draw.Clamp01(float64(deathMarkTicks-since) / game.TicksPerSecond)
		out = append(out, DeathMark{Player: d.Player, X: p.X, Y: p.Y, Text: DeathMarkText(d), Tick: d.Tick, Alpha: a})
	}
	return out
}

// DrawDeathMarks draws the marks over the arena through cam, clipped to its square. Each label
// goes beside its cross where it covers no other label, none of the players (sc's, living or
// dead) and nothing in keepClear (the camera's badge, ViewLabelRect), with a line to the cross
// when it is not right by it. It returns the rectangle it drew in (within the square; empty when
// it drew nothing).
func DrawDeathMarks(dst *ebiten.Image, f *Fonts, cam arena.Camera, marks []DeathMark, sc *scene.Scene, keepClear ...image.Rectangle) image.Rectangle {
	if len(marks) == 0 {
		return image.Rectangle{}
	}
	dst = dst.SubImage(cam.Rect()).(*ebiten.Image)
	var k ink
	const arm = 9.0
	boxes := DeathLabelBoxes(f, cam, marks, sc, keepClear)
	for i, m := range marks {
		lr := boxes[i]
		col := fade(arena.PlayerColor(m.Player), m.Alpha)
		dark := fade(color.RGBA{0, 0, 0, 200}, m.Alpha)
		x, y := cam.ToScreen(m.X, m.Y)
		for _, w := range [...]struct {
			width float32
			c     color.RGBA
		}{{6, dark}, {3, col}} {
			vector.StrokeLine(dst, float32(x-arm), float32(y-arm), float32(x+arm), float32(y+arm), w.width, w.c, true)
			vector.StrokeLine(dst, float32(x-arm), float32(y+arm), float32(x+arm), float32(y-arm), w.width, w.c, true)
		}
		k.span(x-arm, y-arm, x+arm, y+arm, 4) // (the dark arms are 6 pixels wide)
		if !lr.Inset(-int(arm) - 8).Overlaps(image.Rect(int(x), int(y), int(x)+1, int(y)+1)) {
			// Placed away from its cross: a line from the label's nearest edge to it.
			lx := min(max(x, float64(lr.Min.X)), float64(lr.Max.X))
			ly := min(max(y, float64(lr.Min.Y)), float64(lr.Max.Y))
			vector.StrokeLine(dst, float32(lx), float32(ly), float32(x), float32(y), 1.5, col, true)
			k.span(lx, ly, x, y, 2)
		}
		draw.FillRect(dst, lr, fade(color.RGBA{8, 8, 12, 215}, m.Alpha))
		vector.StrokeRect(dst, float32(lr.Min.X)+0.5, float32(lr.Min.Y)+0.5, float32(lr.Dx())-1, float32(lr.Dy())-1, 1, col, false)
		draw.Text(dst, m.Text, f.Bold, float64(lr.Min.X+5), float64(lr.Min.Y+2), col)
		draw.Text(dst, deathMarkLine2(m), f.Small, float64(lr.Min.X+5), float64(lr.Min.Y+18), fade(ColDim, m.Alpha))
		k.rect(lr)
		k.text(m.Text, f.Bold, float64(lr.Min.X+5), float64(lr.Min.Y+2))
		k.text(deathMarkLine2(m), f.Small, float64(lr.Min.X+5), float64(lr.Min.Y+18))
	}
	return k.r.Intersect(dst.Bounds())
}

// deathMarkLine2 is a death label's second line: "died at tick 2698".
func deathMarkLine2(m DeathMark) string {
	return fmt.Sprintf("died at %s", game.TickLabel(game.PosOfTick(m.Tick)))
}

// DeathLabelBoxes are where DrawDeathMarks puts the marks' labels through cam, screen pixels:
// each placed (placeLabel) where it covers none of sc's players, no label placed before it and
// nothing in keepClear.
func DeathLabelBoxes(f *Fonts, cam arena.Camera, marks []DeathMark, sc *scene.Scene, keepClear []image.Rectangle) []image.Rectangle {
	const arm = 9.0
	view := cam.Rect()
	// What a label must not cover: the players, what the caller keeps clear, and the labels
	// placed before it.
	avoid := slices.Clone(keepClear)
	for i := range sc.Players {
		x, y := cam.ToScreen(sc.Players[i].X, sc.Players[i].Y)
		r := max(sc.Players[i].Size*0.5*cam.Scale, 11) + 3.5*3 + 4 // (the halos: render/arena)
		avoid = append(avoid, image.Rect(int(x-r), int(y-r), int(x+r), int(y+r)))
	}
	out := make([]image.Rectangle, 0, len(marks))
	for _, m := range marks {
		x, y := cam.ToScreen(m.X, m.Y)
		w := int(max(draw.TextWidth(m.Text, f.Bold), draw.TextWidth(deathMarkLine2(m), f.Small))) + 10
		lr := placeLabel(int(x), int(y), w, 34, int(arm)+6, view, avoid)
		avoid = append(avoid, lr.Inset(-2))
		out = append(out, lr)
	}
	return out
}

// placeLabel places a w×h label for a mark at (x, y) inside view: above it, below it, to its
// right or left (gap pixels away), then further out in rings, the first place that covers
// nothing in avoid; the place above, inside the view, when every one does.
func placeLabel(x, y, w, h, gap int, view image.Rectangle, avoid []image.Rectangle) image.Rectangle {
	inside := func(r image.Rectangle) image.Rectangle {
		dx := max(view.Min.X+2-r.Min.X, 0) + min(view.Max.X-2-r.Max.X, 0)
		dy := max(view.Min.Y+2-r.Min.Y, 0) + min(view.Max.Y-2-r.Max.Y, 0)
		return r.Add(image.Pt(dx, dy))
	}
	free := func(r image.Rectangle) bool {
		for _, o := range avoid {
			if r.Overlaps(o) {
				return false
			}
		}
		return true
	}
	first := inside(image.Rect(x-w/2, y-gap-h, x-w/2+w, y-gap))
	for ring := 0; ring < 6; ring++ {
		d := gap + ring*(h+4)
		for _, r := range [...]image.Rectangle{
			image.Rect(x-w/2, y-d-h, x-w/2+w, y-d), // above
			image.Rect(x-w/2, y+d, x-w/2+w, y+d+h), // below
			image.Rect(x+d, y-h/2, x+d+w, y-h/2+h), // right
			image.Rect(x-d-w, y-h/2, x-d, y-h/2+h), // left
		} {
			if r = inside(r); free(r) {
				return r
			}
		}
	}
	return first
}

// DrawViewLabel says, at the bottom right of a zoomed arena's square, what the camera shows:
// "following P2 · 2.5×   0: whole arena" while following player 2, "2.5×   0: whole arena"
// otherwise; nothing when it shows the whole arena (ViewLabelRect is where).
func DrawViewLabel(dst *ebiten.Image, f *Fonts, cam arena.Camera, follow int) {
	s, col, box, ok := viewLabel(f, cam, follow)
	if !ok {
		return
	}
	draw.FillRect(dst, box, color.RGBA{0, 0, 0, 160})
	draw.Text(dst, s, f.Small, float64(box.Min.X+5), float64(box.Min.Y+2), col)
}

// ViewLabelRect is where DrawViewLabel draws, screen pixels; false when it draws nothing.
func ViewLabelRect(f *Fonts, cam arena.Camera, follow int) (image.Rectangle, bool) {
	_, _, box, ok := viewLabel(f, cam, follow)
	return box, ok
}

func viewLabel(f *Fonts, cam arena.Camera, follow int) (s string, col color.RGBA, box image.Rectangle, ok bool) {
	if !cam.Zoomed() {
		return "", col, box, false
	}
	s = fmt.Sprintf("%.3g×", cam.Zoom())
	col = ColText
	if follow >= 0 {
		s = fmt.Sprintf("following P%d · %s", follow+1, s)
		col = arena.PlayerColor(follow)
	}
	s += "   0: whole arena"
	v := cam.Rect()
	w := int(draw.TextWidth(s, f.Small))
	return s, col, image.Rect(v.Max.X-w-14, v.Max.Y-21, v.Max.X-4, v.Max.Y-4), true
}
