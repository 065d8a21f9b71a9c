package ui

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestDrawChangedRedrawsWhereTheFrameChanged records a part three times (a bar growing, a
// cursor moving and a number changing, then the same again) and checks that DrawChanged draws
// only the rectangle around the changes, that nothing is drawn when nothing changed, and that
// the result is the same, byte for byte, as drawing the whole part afresh.
func TestDrawChangedRedrawsWhereTheFrameChanged(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 700, 1280, 788)
	bg := color.RGBA{24, 24, 30, 255}
	record := func(p *Part, bar, cursor float32, label string) {
		c := p.Begin(r, bg)
		c.rect(20, 740, 1200, 10, color.RGBA{44, 44, 54, 255})
		c.rect(20, 743, bar, 4, ColAccent)
		for x := float32(20); x < 1200; x += 20 {
			c.line(x, 760, x+20, 770-x/200, 1, color.RGBA{200, 120, 120, 150})
		}
		c.text("kills", f.Small, 640, 710, ColDim)
		c.text(label, f.Small, 700, 710, ColText)
		c.line(cursor, 705, cursor, 785, 2, color.White)
	}
	retained, fresh := ebiten.NewImage(1280, 900), ebiten.NewImage(1280, 900)
	var p, q Part
	record(&p, 600, 300, "110")
	p.Draw(retained)

	for _, step := range []struct {
		bar, cursor float32
		label       string
		wantMaxArea int // the changed rectangle's area at most, pixels
	}{
		{601, 300, "110", 8 * 12},      // the bar's end, a pixel on
		{601, 301, "110", 10 * 88},     // the cursor, a pixel on
		{603, 303, "111", 460 * 88},    // the bar, the cursor and the number
		{603, 303, "111", 0},           // nothing
		{900, 1100, "1111", 1280 * 88}, // the cursor jumps: most of the part, drawn whole
	} {
		record(&p, step.bar, step.cursor, step.label)
		changed, ok := p.changedRect()
		area := changed.Dx() * changed.Dy()
		if !ok {
			area = r.Dx() * r.Dy()
		}
		if area > step.wantMaxArea {
			t.Errorf("bar %v, cursor %v, %q: DrawChanged draws %v (%d pixels), want at most %d pixels", step.bar, step.cursor, step.label, changed, area, step.wantMaxArea)
		}
		p.DrawChanged(retained)

		record(&q, step.bar, step.cursor, step.label)
		fresh.Clear()
		q.Draw(fresh)
		got, want := readPixels(retained.SubImage(r).(*ebiten.Image)), readPixels(fresh.SubImage(r).(*ebiten.Image))
		if !bytes.Equal(got.buf, want.buf) {
			n := 0
			for i := range got.buf {
				if got.buf[i] != want.buf[i] {
					n++
				}
			}
			t.Errorf("bar %v, cursor %v, %q: the part drawn where it changed differs from one drawn whole in %d bytes", step.bar, step.cursor, step.label, n)
		}
	}
}
