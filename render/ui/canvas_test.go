package ui

import (
	"image"
	"testing"
)

// TestCanvasPixelEdges checks that recorded rectangles and axis-aligned lines snap to the
// whole-pixel edges covering the same pixels, and leave other lines alone.
func TestCanvasPixelEdges(t *testing.T) {
	var ops []drawOp
	c := &Canvas{ops: &ops}
	c.rect(10.4, 20.6, 5.2, 0.3, ColText)  // x 10.4..15.6 covers pixels 10..15; y 20.6..20.9 none
	c.line(30.2, 5, 30.2, 9.7, 2, ColText) // x 29.2..31.2 covers 29, 30; y 5..9.7 covers 5..9
	c.line(1, 2, 3, 4, 1, ColText)
	want := []drawOp{
		{kind: opRect, x: 10, y: 21, w: 6, h: 0, col: ColText},
		{kind: opLine, x: 30, y: 5, w: 30, h: 10, width: 2, col: ColText},
		{kind: opLine, x: 1, y: 2, w: 3, h: 4, width: 1, col: ColText},
	}
	for i := range want {
		if !ops[i].equal(&want[i]) {
			t.Errorf("op %d = %+v, want %+v", i, ops[i], want[i])
		}
	}
	sub := c.sub(image.Rect(0, 0, 5, 5))
	sub.text("x", nil, 0, 0, ColText)
	if ops[3].clip != image.Rect(0, 0, 5, 5) {
		t.Errorf("a sub-canvas recorded clip %v", ops[3].clip)
	}
}
