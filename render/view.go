package render

import (
	"fmt"
	"image"
	"math"

	"crdplayer/render/arena"
	"crdplayer/render/scene"
)

// The arena's camera: the whole arena (0), or zoomed (the mouse wheel over the arena) on a
// point the user drags (Shift+drag, or drag with the right or middle button), or on a player it
// follows (keys 1–4), who then stays in view whatever they do. The camera is read from the
// scene in every frame (frameGeometry), so it follows the player while the run plays and jumps
// with them on a seek.

// followZoom is the zoom a key 1–4 sets when the camera shows the whole arena.
const followZoom = 2.5

// wheelZoom is the zoom one notch of the mouse wheel multiplies or divides by.
const wheelZoom = 1.25

// arenaView is how the camera looks at the arena.
type arenaView struct {
	zoom   float64 // 1 (or 0, unset): the whole arena
	follow int     // the player followed, from 0; -1 none
	cx, cy float64 // the view's centre when no player is followed, world pixels

	// A drag moving the view: where it started on the screen and the centre then.
	dragging       bool
	dragFrom       image.Point
	dragCX, dragCY float64
}

func newArenaView() arenaView {
	return arenaView{zoom: 1, follow: -1, cx: arena.WorldSize / 2, cy: arena.WorldSize / 2}
}

// camera is the camera for a frame: fit (the whole arena in its square) zoomed on the followed
// player when sc has them, else on the view's centre.
func (v *arenaView) camera(fit arena.Camera, sc *scene.Scene) arena.Camera {
	cx, cy := v.centre(sc)
	return arena.ZoomCamera(fit, v.zoom, cx, cy)
}

// centre is the world point the view is centred on (before the arena's edges clamp it).
func (v *arenaView) centre(sc *scene.Scene) (float64, float64) {
	if p, ok := v.followed(sc); ok {
		return p.X, p.Y
	}
	return v.cx, v.cy
}

// followed is the player the camera follows, when the scene has them.
func (v *arenaView) followed(sc *scene.Scene) (*scene.PlayerView, bool) {
	if v.follow < 0 || sc == nil {
		return nil, false
	}
	for i := range sc.Players {
		if sc.Players[i].Index == v.follow {
			return &sc.Players[i], true
		}
	}
	return nil, false
}

// followPlayer makes the camera follow player p (from 0), zooming in if it shows the whole
// arena; p < 0 shows the whole arena again. players is how many the run has: a key for a player
// it lacks changes nothing and says so.
func (v *arenaView) followPlayer(p, players int) string {
	if p < 0 {
		*v = newArenaView()
		return "The whole arena."
	}
	if p >= players {
		return fmt.Sprintf("The run has no player %d (it has %d).", p+1, players)
	}
	v.follow = p
	if v.zoom <= arena.MinZoom {
		v.zoom = followZoom
	}
	return fmt.Sprintf("Following player %d at %s (mouse wheel zooms, 0 shows the whole arena).", p+1, zoomLabel(v.zoom))
}

// zoomLabel says a zoom: "2.5×".
func zoomLabel(z float64) string { return fmt.Sprintf("%.3g×", z) }

// wheel zooms by notches of the mouse wheel (positive: in) about the screen point pt: the world
// point under it stays there, unless a player is followed (they stay in the middle).
func (v *arenaView) wheel(notches float64, pt image.Point, cam arena.Camera, sc *scene.Scene) {
	if notches == 0 {
		return
	}
	old := arena.ClampZoom(v.zoom)
	z := arena.ClampZoom(old * math.Pow(wheelZoom, notches))
	if z == old {
		return
	}
	if _, ok := v.followed(sc); !ok {
		// The point under the pointer keeps its place: the centre moves towards it by the
		// part of the way the view shrinks. Start from where the view really is (the arena's
		// edges may have clamped it).
		wx, wy := cam.ToWorld(float64(pt.X), float64(pt.Y))
		cx, cy := cam.Centre()
		k := old / z
		v.cx, v.cy = wx+(cx-wx)*k, wy+(cy-wy)*k
	}
	v.zoom = z
	if z <= arena.MinZoom {
		v.cx, v.cy = arena.WorldSize/2, arena.WorldSize/2
	}
}

// startDrag starts moving the view from the screen point pt (a zoomed view only): it stops
// following, from where the view is.
func (v *arenaView) startDrag(pt image.Point, cam arena.Camera) bool {
	if v.zoom <= arena.MinZoom {
		return false
	}
	v.cx, v.cy = cam.Centre()
	v.follow = -1
	v.dragging, v.dragFrom, v.dragCX, v.dragCY = true, pt, v.cx, v.cy
	return true
}

// drag moves the view with the pointer at pt while down; the drag ends when the button is up.
func (v *arenaView) drag(pt image.Point, down bool, cam arena.Camera) {
	if !v.dragging {
		return
	}
	if !down {
		v.dragging = false
		return
	}
	v.cx = v.dragCX - float64(pt.X-v.dragFrom.X)/cam.Scale
	v.cy = v.dragCY - float64(pt.Y-v.dragFrom.Y)/cam.Scale
	// Keep the centre where the camera can show it, so a drag past an edge comes straight back.
	half := float64(cam.Rect().Dx()) / 2 / cam.Scale
	v.cx = min(max(v.cx, half), arena.WorldSize-half)
	v.cy = min(max(v.cy, half), arena.WorldSize-half)
}
