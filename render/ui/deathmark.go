package ui

import (
	"fmt"
	"image"
	"image/color"

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

// DrawDeathMarks draws the marks over the arena through cam, clipped to its square when clip
// (the final screen cannot be clipped to: there the window copies the parts around the arena
// over it afterwards). Labels that would cover one another are moved down.
func DrawDeathMarks(dst *ebiten.Image, f *Fonts, cam arena.Camera, marks []DeathMark, clip bool) {
	if len(marks) == 0 {
		return
	}
	view := cam.Rect()
	if clip {
		dst = dst.SubImage(view).(*ebiten.Image)
	}
	var placed []image.Rectangle
	for _, m := range marks {
		col := fade(arena.PlayerColor(m.Player), m.Alpha)
		dark := fade(color.RGBA{0, 0, 0, 200}, m.Alpha)
		x, y := cam.ToScreen(m.X, m.Y)
		const arm = 9.0
		for _, w := range [...]struct {
			width float32
			c     color.RGBA
		}{{6, dark}, {3, col}} {
			vector.StrokeLine(dst, float32(x-arm), float32(y-arm), float32(x+arm), float32(y+arm), w.width, w.c, true)
			vector.StrokeLine(dst, float32(x-arm), float32(y+arm), float32(x+arm), float32(y-arm), w.width, w.c, true)
		}
		line2 := fmt.Sprintf("died at %s", game.TickLabel(game.PosOfTick(m.Tick)))
		w := int(max(draw.TextWidth(m.Text, f.Bold), draw.TextWidth(line2, f.Small))) + 10
		const h = 34
		lx := min(max(int(x)-w/2, view.Min.X+2), view.Max.X-w-2)
		ly := int(y - arm - 6 - h)
		if ly < view.Min.Y+2 {
			ly = int(y + arm + 6) // no room above: below the cross
		}
		lr := image.Rect(lx, ly, lx+w, ly+h)
		for moved := true; moved; {
			moved = false
			for _, o := range placed {
				if lr.Overlaps(o) {
					lr = lr.Add(image.Pt(0, o.Max.Y-lr.Min.Y+2))
					moved = true
				}
			}
		}
		placed = append(placed, lr)
		draw.FillRect(dst, lr, fade(color.RGBA{8, 8, 12, 215}, m.Alpha))
		vector.StrokeRect(dst, float32(lr.Min.X)+0.5, float32(lr.Min.Y)+0.5, float32(lr.Dx())-1, float32(lr.Dy())-1, 1, col, false)
		draw.Text(dst, m.Text, f.Bold, float64(lr.Min.X+5), float64(lr.Min.Y+2), col)
		draw.Text(dst, line2, f.Small, float64(lr.Min.X+5), float64(lr.Min.Y+18), fade(ColDim, m.Alpha))
	}
}

// DrawViewLabel says, at the top left of a zoomed arena's square, what the camera shows:
// "P2 · 2.5×  (0: whole arena)" while following player 2, "2.5×" otherwise; nothing when it
// shows the whole arena.
func DrawViewLabel(dst *ebiten.Image, f *Fonts, cam arena.Camera, follow int) {
	if !cam.Zoomed() {
		return
	}
	s := fmt.Sprintf("%.3g×", cam.Zoom())
	col := ColText
	if follow >= 0 {
		s = fmt.Sprintf("following P%d · %s", follow+1, s)
		col = arena.PlayerColor(follow)
	}
	s += "   0: whole arena"
	v := cam.Rect()
	w := draw.TextWidth(s, f.Small)
	draw.FillRect(dst, image.Rect(v.Min.X+4, v.Min.Y+4, v.Min.X+14+int(w), v.Min.Y+21), color.RGBA{0, 0, 0, 160})
	draw.Text(dst, s, f.Small, float64(v.Min.X+9), float64(v.Min.Y+6), col)
}
