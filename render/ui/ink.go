package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// ink is the rectangle a group of drawings may touch, whole pixels: what DrawOverlay and
// DrawDeathMarks report, so that the window composites (and clears again) only that much of the
// layer they draw on (render/marks.go).
type ink struct{ r image.Rectangle }

// span adds the box from (x0, y0) to (x1, y1), either corner first, grown by pad pixels (half a
// stroke's width, and a pixel for its antialiased edge).
func (k *ink) span(x0, y0, x1, y1, pad float64) {
	r := image.Rect(int(math.Floor(min(x0, x1)-pad)), int(math.Floor(min(y0, y1)-pad)),
		int(math.Ceil(max(x0, x1)+pad)), int(math.Ceil(max(y0, y1)+pad)))
	k.r = k.r.Union(r)
}

// rect adds r.
func (k *ink) rect(r image.Rectangle) { k.r = k.r.Union(r) }

// text adds the box of s drawn in face with its top-left corner at (x, y) (draw.Text): its
// measured size, and a margin for glyphs' ink past their advance and the line (as Canvas's
// reach).
func (k *ink) text(s string, face text.Face, x, y float64) {
	m := face.Metrics()
	w, h := text.Measure(s, face, m.HAscent+m.HDescent+2)
	pad := 2 + (m.HAscent+m.HDescent)/4
	k.span(x, y, x+w, y+h, pad)
}
