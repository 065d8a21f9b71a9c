package arena

import (
	"image"
	"math"
	"testing"
)

func TestFitCamera(t *testing.T) {
	tests := []struct {
		r           image.Rectangle
		scale, x, y float64
		corner      [2]float64 // screen position of world (1024, 1024)
	}{
		{image.Rect(0, 0, 1024, 1024), 1, 0, 0, [2]float64{1024, 1024}},
		{image.Rect(0, 0, 600, 512), 0.5, 44, 0, [2]float64{556, 512}},
		{image.Rect(10, 20, 266, 1000), 0.25, 10, 20 + (980-256)/2.0, [2]float64{266, 20 + 362 + 256}},
	}
	for _, tt := range tests {
		c := FitCamera(tt.r)
		if c.Scale != tt.scale || c.X != tt.x || c.Y != tt.y {
			t.Errorf("FitCamera(%v) = %+v, want scale %v at (%v, %v)", tt.r, c, tt.scale, tt.x, tt.y)
		}
		sx, sy := c.ToScreen(WorldSize, WorldSize)
		if sx != tt.corner[0] || sy != tt.corner[1] {
			t.Errorf("FitCamera(%v): corner at (%v, %v), want %v", tt.r, sx, sy, tt.corner)
		}
		wx, wy := c.ToWorld(sx, sy)
		if math.Abs(wx-WorldSize) > 1e-9 || math.Abs(wy-WorldSize) > 1e-9 {
			t.Errorf("ToWorld(ToScreen) = (%v, %v), want (1024, 1024)", wx, wy)
		}
	}
}
