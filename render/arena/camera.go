package arena

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// WorldSize is the side of the square arena, world pixels.
const WorldSize = 1024

// Camera maps world pixels to screen pixels: screen = world·Scale + (X, Y). The whole arena is
// always visible, scaled to fit the area it is given and centred in it.
type Camera struct {
	X, Y, Scale float64
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

// ToScreen maps a world point to the screen.
func (c Camera) ToScreen(wx, wy float64) (float64, float64) {
	return wx*c.Scale + c.X, wy*c.Scale + c.Y
}

// ToWorld maps a screen point to the world.
func (c Camera) ToWorld(sx, sy float64) (float64, float64) {
	return (sx - c.X) / c.Scale, (sy - c.Y) / c.Scale
}

// Rect is the arena's rectangle on the screen.
func (c Camera) Rect() image.Rectangle {
	side := int(math.Round(WorldSize * c.Scale))
	x, y := int(math.Round(c.X)), int(math.Round(c.Y))
	return image.Rect(x, y, x+side, y+side)
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
