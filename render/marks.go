package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/ui"
)

// The marks over the arena (the inspectors' overlay: ghosts, the pinned entity's ring; the death
// marks) are antialiased, and Ebitengine draws antialiased shapes at twice the size on an image
// of its own, then onto the destination clipped to the box they cover. On the window's final
// screen (the display's framebuffer) Ebitengine 2.8's OpenGL driver takes that box upside down
// (the framebuffer's rows run bottom up, the clip rectangle is not turned with them), so the
// marks were cut away unless the box mirrored top to bottom still covered them: the live window
// lost the marks that screenshots drew. (The same clip is why nothing on the final screen is
// drawn through a sub-image.) So the marks are drawn on a layer of their own and copied onto the
// frame in one whole-screen draw, the same way whichever image the frame is composed on, so
// that the window shows what a screenshot draws.

// drawMarks draws the marks over the arena through cam (shaken: the camera the ground is drawn
// through) on dst, a window-sized image or the final screen.
func (a *App) drawMarks(dst *ebiten.Image, shaken, cam arena.Camera) {
	ov := &a.insp.overlay
	marks := a.deathMarks()
	if len(ov.Ghosts) == 0 && ov.Pin == nil && len(marks) == 0 {
		return
	}
	layer := a.frames.marksLayer(dst.Bounds().Size())
	r := ui.DrawOverlay(layer, a.fonts, shaken, ov)
	r = r.Union(ui.DrawDeathMarks(layer, a.fonts, shaken, marks, &a.run.scene, a.deathLabelsKeepClear(cam)...))
	if r.Empty() {
		return
	}
	drawn := layer.SubImage(r).(*ebiten.Image)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(drawn, &op)
	drawn.Clear() // the layer is clear again outside what the next marks draw
}

// marksLayer is the transparent image the marks are drawn on, of the size size: one of its own,
// off Ebitengine's atlas (as the window's images are, and the frames composed to be read back).
func (f *frames) marksLayer(size image.Point) *ebiten.Image {
	if f.marks == nil || f.marks.Bounds().Size() != size {
		if f.marks != nil {
			f.marks.Deallocate()
		}
		f.marks = ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
	}
	return f.marks
}
