package render

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/ui"
)

// A frame is composed in one of two ways.
//
// Composed on one image (drawFrame): the retained parts around the arena, the arena's square,
// then the tooltips, help and message over them. Screenshots and tests read such a frame, and
// the window uses it while Ebitengine scales its screen to the window (a high-density display)
// and while the ground shakes (it then reaches past its square, into the margins).
//
// Composed on Ebitengine's final screen (drawFrameParts, then DrawFinalScreen): Ebitengine draws
// on its own screen image and copies that onto the window's final screen, which it clears for
// every frame; on Mesa's software rasterizer each of those full-window passes costs milliseconds.
// So the screen image holds only the retained parts, and the final screen gets the parts around
// the arena's square copied from it, the arena drawn straight onto it, and the tooltips, help and
// message over that: the arena's ground is drawn once a frame instead of twice.

// arenaBackground is the colour around the arena's ground.
var arenaBackground = color.RGBA{18, 18, 22, 255}

// onScreen is what the screen the frame is composed on shows: the retained parts around the
// arena (ui.Retained) and the arena's square.
type onScreen struct {
	ui.Retained
	arenaShown arenaKey // what the arena's square shows, when arenaValid
	arenaValid bool
	arenaDrawn bool // the square was drawn in the last frame (for tests)
}

// begin starts a frame on dst (ui.Retained.Begin); when that forgets what the screen shows, the
// square is forgotten too.
func (s *onScreen) begin(dst *ebiten.Image, final bool) {
	if s.Begin(dst, final) {
		s.arenaValid = false
	}
}

// ArenaRect is the arena's square on a window of w×h pixels (for tests and tools reading
// screenshots).
func ArenaRect(w, h int) image.Rectangle { return ui.ArenaRect(w, h) }

// frameGeometry is where the arena goes in a window of the app's size.
func (a *App) frameGeometry() (ui.Layout, arena.Camera, image.Rectangle) {
	l := ui.NewLayout(a.w, a.h)
	cam := l.Camera()
	return l, cam, cam.Rect()
}

// recordParts records this frame of every retained part, the tooltips included, and returns
// what the arena's square shows.
func (a *App) recordParts(l ui.Layout, cam arena.Camera, sq image.Rectangle) arenaKey {
	s := &a.screen
	// Only the margins around the arena are filled: the ground covers the rest, and every
	// full-window pass costs the software rasterizer a few milliseconds.
	bg := arenaBackground
	m := s.Margins.Begin(l.Arena, nil)
	shaking := a.pb != nil && (a.scene.ShakeX != 0 || a.scene.ShakeY != 0)
	if a.pb == nil || shaking {
		// No run, or the ground shaken out of its square: the whole arena.
		m.FillRect(l.Arena, bg)
	} else {
		m.FillRect(image.Rect(l.Arena.Min.X, l.Arena.Min.Y, l.Arena.Max.X, sq.Min.Y), bg)
		m.FillRect(image.Rect(l.Arena.Min.X, sq.Max.Y, l.Arena.Max.X, l.Arena.Max.Y), bg)
		m.FillRect(image.Rect(l.Arena.Min.X, sq.Min.Y, sq.Min.X, sq.Max.Y), bg)
		m.FillRect(image.Rect(sq.Max.X, sq.Min.Y, l.Arena.Max.X, sq.Max.Y), bg)
	}
	mouse := image.Pt(a.mouseX, a.mouseY)
	tips := s.Tips.Begin(image.Rectangle{}, nil)
	a.side.Record(&s.HUD, &s.Pane, l.Sidebar, a.fonts, a.pb, a.name, &a.scene)
	a.timeline.Record(&s.Track, &s.Status, tips, l.Timeline, a.fonts, a.pb, mouse, a.w)
	a.buttons = ui.LayoutButtons(l.Bar, a.fonts, a.pb)
	ui.RecordButtons(s.Bar.Begin(l.Bar, color.RGBA{28, 28, 34, 255}), tips, a.fonts, a.buttons, mouse, a.w)

	key := arenaKey{cam: cam, shaking: shaking, overlaid: a.help || (a.banner.Shown() && !a.shooting)}
	if a.pb != nil {
		key.ground = a.groundAt(cam)
		key.tick, key.gen, key.decals = a.sceneTick, a.sceneGen, a.ground.Baked()
		key.seekTarget, key.seeking = a.pb.Seeking()
	}
	return key
}

// arenaKey is what the arena's square shows: when it is the same as in the last frame, the
// square is not drawn again.
type arenaKey struct {
	cam        arena.Camera
	tick, gen  int           // the scene's tick and run
	ground     *ebiten.Image // the ground with its decals
	decals     int           // decals baked into it
	seekTarget int
	seeking    bool
	shaking    bool // the ground is shaken out of its square
	overlaid   bool // the help or a message is shown over the arena
}

// changing reports whether the square is drawn again in every frame: while the ground shakes,
// the help or a message shows over it, or the frame rate is being measured.
func (a *App) changing(k arenaKey) bool {
	return k.shaking || k.overlaid || a.opts.MeasureFPS > 0
}

// drawFrame composes the whole frame on dst, drawing only what changed since the last frame
// drawn on it: the arena's square when what it shows changed, and each retained part around it.
// An unchanged window draws nothing, and Ebitengine then stops presenting frames: a paused
// player costs next to no CPU.
func (a *App) drawFrame(dst *ebiten.Image) {
	l, cam, sq := a.frameGeometry()
	s := &a.screen
	s.begin(dst, false)
	key := a.recordParts(l, cam, sq)
	if key.shaking || key.overlaid || s.arenaShown.overlaid {
		// The shaken ground, the help and messages are drawn over the arena in every frame
		// and may reach into the margins: draw them afresh too (the parts are drawn before
		// the arena), and once more when the help or message is gone.
		s.Margins.Invalidate()
	}
	arenaDirty := !s.arenaValid || key != s.arenaShown || a.changing(key) || s.TipsMovedOver(sq)
	always := image.Rectangle{}
	if arenaDirty {
		always = sq
	}
	s.DrawParts(dst, always, true)
	if arenaDirty {
		a.drawArenaSquare(dst, cam, key.ground, true)
	}
	s.arenaShown, s.arenaValid, s.arenaDrawn = key, true, arenaDirty
	s.DrawTips(dst)
	a.drawOverArena(dst, l)
}

// drawArenaSquare draws the arena's square: the ground, everything on it, the run line, the
// perk menu and a seek's progress. Unclipped, sprites at the square's edges reach past it.
func (a *App) drawArenaSquare(dst *ebiten.Image, cam arena.Camera, ground *ebiten.Image, clip bool) {
	if a.pb == nil {
		return
	}
	shaken := cam
	shaken.X += a.scene.ShakeX * cam.Scale
	shaken.Y += a.scene.ShakeY * cam.Scale
	if clip {
		arena.Draw(dst, a.tex, ground, shaken, &a.scene)
	} else {
		arena.DrawUnclipped(dst, a.tex, ground, shaken, &a.scene)
	}
	ui.DrawRunLine(dst, a.fonts, cam, &a.scene)
	ui.DrawPerkMenu(dst, a.fonts, cam, &a.scene.Perk)
	ui.DrawSeeking(dst, a.fonts, cam, a.pb)
}

// drawOverArena draws the help and the message over the arena.
func (a *App) drawOverArena(dst *ebiten.Image, l ui.Layout) {
	if a.help {
		ui.DrawHelp(dst, a.fonts, l.Arena)
	}
	if !a.shooting {
		a.banner.Draw(dst, a.fonts, l.Arena, time.Now())
	}
}

// drawFrameParts draws on Ebitengine's screen image the retained parts that changed, leaving the
// arena's square, the tooltips, help and message to DrawFinalScreen. When the square changed
// but no part did, it still touches the screen image: Ebitengine presents a frame only when its
// screen image was drawn on.
func (a *App) drawFrameParts(screen *ebiten.Image) {
	l, cam, sq := a.frameGeometry()
	s := &a.screen
	s.begin(screen, true)
	key := a.recordParts(l, cam, sq)
	s.DrawParts(screen, image.Rectangle{}, false)
	present := !s.arenaValid || key != s.arenaShown || a.changing(key) || s.Tips.Changed()
	if present && s.PartsDrawn() == 0 {
		// (the square of the screen image is not shown in this mode)
		screen.SubImage(image.Rect(sq.Min.X, sq.Min.Y, sq.Min.X+1, sq.Min.Y+1)).(*ebiten.Image).Clear()
	}
	s.arenaShown, s.arenaValid, s.arenaDrawn = key, true, present
	a.finalPending = true
}

// DrawFinalScreen puts the frame on the window (ebiten.FinalScreenDrawer). After
// drawFrameParts, at one screen pixel per window pixel, it composes the frame there; otherwise it
// copies Ebitengine's screen image, as Ebitengine would.
func (a *App) DrawFinalScreen(fs ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	dst, isImage := fs.(*ebiten.Image)
	direct := isImage && geoM == (ebiten.GeoM{}) && offscreen.Bounds() == dst.Bounds()
	pending := a.finalPending
	a.finalPending, a.finalDirect = false, direct
	if pending && direct {
		// The final screen cannot be clipped to (a sub-image of it clips elsewhere), so the
		// arena is drawn unclipped and the parts around its square are copied over it.
		l, cam, sq := a.frameGeometry()
		var ground *ebiten.Image
		if a.pb != nil {
			ground = a.groundAt(cam)
		}
		a.drawArenaSquare(dst, cam, ground, false)
		b := offscreen.Bounds()
		for _, r := range [...]image.Rectangle{
			image.Rect(b.Min.X, b.Min.Y, b.Max.X, sq.Min.Y), image.Rect(b.Min.X, sq.Max.Y, b.Max.X, b.Max.Y),
			image.Rect(b.Min.X, sq.Min.Y, sq.Min.X, sq.Max.Y), image.Rect(sq.Max.X, sq.Min.Y, b.Max.X, sq.Max.Y),
		} {
			if r.Empty() {
				continue
			}
			var op ebiten.DrawImageOptions
			op.Blend = ebiten.BlendCopy
			op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
			dst.DrawImage(offscreen.SubImage(r).(*ebiten.Image), &op)
		}
		a.screen.Tips.Draw(dst)
		a.drawOverArena(dst, l)
		return
	}
	if pending {
		// The window's scale changed since the last frame: compose this one on the screen
		// image after all, and draw every part again in the next.
		l, cam, _ := a.frameGeometry()
		var ground *ebiten.Image
		if a.pb != nil {
			ground = a.groundAt(cam)
		}
		a.drawArenaSquare(offscreen, cam, ground, true)
		a.screen.Tips.Draw(offscreen)
		a.drawOverArena(offscreen, l)
		a.screen.Invalidate()
	}
	var op ebiten.DrawImageOptions
	op.GeoM = geoM
	if k := geoM.Element(0, 0); k != math.Floor(k) {
		op.Filter = ebiten.FilterLinear
	}
	fs.DrawImage(offscreen, &op)
}

var _ ebiten.FinalScreenDrawer = (*App)(nil)
