package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// WorldSize is the side of the square arena, world pixels.
const WorldSize = 1024

// Camera maps world pixels to screen pixels: screen = world·Scale + (X, Y), drawn into View.
// FitCamera shows the whole arena, scaled to fit the area it is given and centred in it (its
// View is the arena's square); ZoomCamera shows part of it, larger, in the same square.
type Camera struct {
	X, Y, Scale float64
	// View is the screen rectangle the arena is drawn into and clipped to; empty, the arena's
	// whole square (WorldRect).
	View image.Rectangle
}

// FitCamera returns the camera that shows the whole arena inside r.
func FitCamera(r image.Rectangle) Camera {
	side := math.Min(float64(r.Dx()), float64(r.Dy()))
	if side < 1 {
		side = 1
	}
	s := side / WorldSize
	return Camera{
		X:     float64(r.Min.X) + (float64(r.Dx())-side)/2,
		Y:     float64(r.Min.Y) + (float64(r.Dy())-side)/2,
		Scale: s,
	}
}

// Zoom bounds: 1 shows the whole arena, MaxZoom a sixth of its side.
const (
	MinZoom = 1.0
	MaxZoom = 6.0
)

// ClampZoom is z within MinZoom..MaxZoom (MinZoom for NaN).
func ClampZoom(z float64) float64 {
	if !(z >= MinZoom) {
		return MinZoom
	}
	return math.Min(z, MaxZoom)
}

// ZoomCamera returns the camera that shows the arena zoom times larger than fit does (zoom
// clamped to MinZoom..MaxZoom), in fit's square (fit.Rect()), centred on the world point (cx,
// cy) as far as the arena allows: the view never shows past the arena's edges, so a point near
// an edge is off-centre but still in view. At zoom 1 it is fit itself.
func ZoomCamera(fit Camera, zoom, cx, cy float64) Camera {
	view := fit.Rect()
	zoom = ClampZoom(zoom)
	if zoom == MinZoom {
		return fit
	}
	s := fit.Scale * zoom
	half := float64(view.Dx()) / 2 / s // half the view's side, world pixels
	cx = clampCentre(cx, half)
	cy = clampCentre(cy, half)
	vx, vy := float64(view.Min.X)+float64(view.Dx())/2, float64(view.Min.Y)+float64(view.Dy())/2
	return Camera{X: vx - cx*s, Y: vy - cy*s, Scale: s, View: view}
}

// clampCentre keeps a view centre c, half world pixels each side, inside the arena (a NaN
// centre is the arena's).
func clampCentre(c, half float64) float64 {
	if !(c >= half) {
		return half
	}
	return math.Min(c, WorldSize-half)
}

// Zoom is how many times larger than the whole arena's fit the camera shows it (1: all of it).
func (c Camera) Zoom() float64 {
	v := c.Rect()
	if v.Dx() <= 0 {
		return 1
	}
	return c.Scale * WorldSize / float64(v.Dx())
}

// Zoomed reports whether the camera shows only part of the arena.
func (c Camera) Zoomed() bool { return !c.View.Empty() && c.View != c.WorldRect() }

// Centre is the world point at the middle of the view.
func (c Camera) Centre() (float64, float64) {
	v := c.Rect()
	return c.ToWorld(float64(v.Min.X)+float64(v.Dx())/2, float64(v.Min.Y)+float64(v.Dy())/2)
}

// ToScreen maps a world point to the screen.
func (c Camera) ToScreen(wx, wy float64) (float64, float64) {
	return wx*c.Scale + c.X, wy*c.Scale + c.Y
}

// ToWorld maps a screen point to the world.
func (c Camera) ToWorld(sx, sy float64) (float64, float64) {
	return (sx - c.X) / c.Scale, (sy - c.Y) / c.Scale
}

// Rect is the screen rectangle the arena is drawn into: the View, or the arena's whole square.
func (c Camera) Rect() image.Rectangle {
	if !c.View.Empty() {
		return c.View
	}
	return c.WorldRect()
}

// WorldRect is where the whole arena lies on the screen (past the View when zoomed).
func (c Camera) WorldRect() image.Rectangle {
	side := int(math.Round(WorldSize * c.Scale))
	x, y := int(math.Round(c.X)), int(math.Round(c.Y))
	return image.Rect(x, y, x+side, y+side)
}

// InView reports whether the world point (wx, wy) is inside the view, with margin screen
// pixels to spare on every side.
func (c Camera) InView(wx, wy, margin float64) bool {
	sx, sy := c.ToScreen(wx, wy)
	v := c.Rect()
	return sx >= float64(v.Min.X)+margin && sx <= float64(v.Max.X)-margin &&
		sy >= float64(v.Min.Y)+margin && sy <= float64(v.Max.Y)-margin
}

// sprite places an image of size w×h (image pixels) centred on the world point (wx, wy),
// rotated by rot radians and scaled to worldW world pixels wide.
func (c Camera) sprite(op *ebiten.GeoM, w, h int, wx, wy, rot, worldW float64) {
	op.Reset()
	op.Translate(-float64(w)/2, -float64(h)/2)
	k := worldW / float64(w) * c.Scale
	op.Scale(k, k)
	op.Rotate(rot)
	sx, sy := c.ToScreen(wx, wy)
	op.Translate(sx, sy)
}
