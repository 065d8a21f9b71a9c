package arena

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
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

// TestZoomCamera: a zoomed camera draws into the fit camera's square, zoom times larger, with
// the point asked for at the square's centre unless that would show past the arena's edge; the
// zoom stays within MinZoom..MaxZoom.
func TestZoomCamera(t *testing.T) {
	fit := FitCamera(image.Rect(100, 50, 900, 650)) // a 600-pixel square at (200, 50)
	sq := fit.Rect()
	if sq != image.Rect(200, 50, 800, 650) {
		t.Fatalf("fit square %v", sq)
	}
	mid := func(c Camera) (float64, float64) {
		return float64(c.Rect().Min.X+c.Rect().Max.X) / 2, float64(c.Rect().Min.Y+c.Rect().Max.Y) / 2
	}
	tests := []struct {
		zoom, cx, cy     float64
		scale            float64
		centreX, centreY float64 // the world point at the square's centre
	}{
		{2, 512, 512, 600.0 / 1024 * 2, 512, 512},
		{3, 700, 300, 600.0 / 1024 * 3, 700, 300},
		{2, 10, 1000, 600.0 / 1024 * 2, 256, 768},         // clamped: the view's corner on the arena's
		{100, 512, 512, 600.0 / 1024 * MaxZoom, 512, 512}, // at most MaxZoom
		{4, math.NaN(), 512, 600.0 / 1024 * 4, 128, 512},  // no centre: the arena's edge
	}
	for _, tt := range tests {
		c := ZoomCamera(fit, tt.zoom, tt.cx, tt.cy)
		if c.Rect() != sq || math.Abs(c.Scale-tt.scale) > 1e-12 {
			t.Errorf("ZoomCamera(%v, %v, %v): square %v scale %v; want %v, %v", tt.zoom, tt.cx, tt.cy, c.Rect(), c.Scale, sq, tt.scale)
		}
		sx, sy := mid(c)
		wx, wy := c.ToWorld(sx, sy)
		if math.Abs(wx-tt.centreX) > 1e-9 || math.Abs(wy-tt.centreY) > 1e-9 {
			t.Errorf("ZoomCamera(%v, %v, %v) centres on (%v, %v), want (%v, %v)", tt.zoom, tt.cx, tt.cy, wx, wy, tt.centreX, tt.centreY)
		}
		// The view never shows past the arena: its corners are world points inside it.
		for _, p := range [][2]float64{{float64(sq.Min.X), float64(sq.Min.Y)}, {float64(sq.Max.X), float64(sq.Max.Y)}} {
			wx, wy := c.ToWorld(p[0], p[1])
			if wx < -1e-9 || wy < -1e-9 || wx > WorldSize+1e-9 || wy > WorldSize+1e-9 {
				t.Errorf("ZoomCamera(%v, %v, %v) shows (%v, %v), outside the arena", tt.zoom, tt.cx, tt.cy, wx, wy)
			}
		}
		if got := c.Zoom(); math.Abs(got-ClampZoom(tt.zoom)) > 1e-9 || !c.Zoomed() {
			t.Errorf("ZoomCamera(%v): Zoom() %v, Zoomed %v", tt.zoom, got, c.Zoomed())
		}
	}
	for _, z := range []float64{1, 0.5, 0, -3, math.NaN()} {
		if c := ZoomCamera(fit, z, 100, 100); c != fit || c.Zoomed() || c.Zoom() != 1 {
			t.Errorf("ZoomCamera(zoom %v) = %+v, want the fit camera", z, c)
		}
	}
	// Any point of the arena a zoomed camera is centred on is in its view, at every zoom.
	for _, z := range []float64{1.25, 2, 3.7, MaxZoom} {
		for _, p := range [][2]float64{{0, 0}, {1024, 1024}, {3, 900}, {512, 1}, {1000, 40}} {
			if c := ZoomCamera(fit, z, p[0], p[1]); !c.InView(p[0], p[1], 0) {
				t.Errorf("zoom %v centred on %v: the point is out of view", z, p)
			}
		}
	}
}

// TestZoomedGround: zoomed, the ground is drawn from the part of it the view shows: the pixel at
// the view's centre is the ground's at the world point the camera is centred on.
func TestZoomedGround(t *testing.T) {
	ground := ebiten.NewImage(WorldSize, WorldSize)
	defer ground.Deallocate()
	ground.Fill(color.RGBA{40, 40, 40, 255})
	mark := color.RGBA{250, 30, 30, 255}
	ground.SubImage(image.Rect(690, 290, 710, 310)).(*ebiten.Image).Fill(mark)
	dst := ebiten.NewImage(800, 800)
	defer dst.Deallocate()
	fit := FitCamera(image.Rect(0, 0, 800, 800))
	for _, z := range []float64{2, 5} {
		cam := ZoomCamera(fit, z, 700, 300)
		dst.Clear()
		drawGround(dst, ground, cam)
		var px [4]byte
		dst.SubImage(image.Rect(400, 400, 401, 401)).(*ebiten.Image).ReadPixels(px[:])
		if c := (color.RGBA{px[0], px[1], px[2], px[3]}); c != mark {
			t.Errorf("zoom %v: the view's centre is %v, want the mark's %v", z, c, mark)
		}
		// The mark is 20 world pixels across: z*20*800/1024 screen pixels.
		edge := 400 + int(z*10*800/1024) + 2
		dst.SubImage(image.Rect(edge, 400, edge+1, 401)).(*ebiten.Image).ReadPixels(px[:])
		if c := (color.RGBA{px[0], px[1], px[2], px[3]}); c == mark {
			t.Errorf("zoom %v: the mark reaches x %d, past its %d world pixels", z, edge, 10)
		}
	}
}
