package render

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
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

// frames is how the window's frames are composed, and what of the last one is kept.
type frames struct {
	screen onScreen // what the screen the frames are composed on shows
	// finalDirect: the last final screen was the screen's size at one pixel per pixel, so frames
	// are composed on it (drawFrameParts); finalPending: this frame is left to DrawFinalScreen.
	finalDirect, finalPending bool

	kept     *ebiten.Image // the composed frame, when kept (screenshots read it)
	marks    *ebiten.Image // the layer the marks over the arena are drawn on (marks.go)
	keep     bool          // always compose offscreen (tests read the frame)
	shotDue  bool          // F12: save the next frame
	shooting bool          // the frame being drawn is saved: no message banner
	drawn    int           // frames drawn (the first says what is loading; batch modes count them)
	w, h     int           // the screen's size, pixels
	// speed, when not 0, is the speed the status line shows instead of the playback's: an
	// export's frames say the speed they were exported at.
	speed float64
}

// speedShown is a run whose Speed is another than its playback's (frames.speed).
type speedShown struct {
	ui.Run
	speed float64
}

func (r speedShown) Speed() float64 { return r.speed }

// drawLoading draws the window's first frame: a plain background saying what is loading. The
// first full frame compiles shaders and scales the ground, seconds on a software renderer; this
// shows meanwhile instead of a black window (the screen is not cleared between frames, so it
// stays up until the next frame is done, which draws everything again).
func (a *App) drawLoading(dst *ebiten.Image) {
	dst.Fill(color.RGBA{24, 24, 30, 255})
	b := dst.Bounds()
	what := "Loading…"
	if a.run.name != "" {
		what = "Loading " + ui.DisplayName(a.run.name) + "…"
	}
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	draw.TextCentered(dst, what, a.fonts.Big, cx, cy-12, ui.ColText)
	draw.TextCentered(dst, "preparing the arena", a.fonts.Small, cx, cy+16, ui.ColDim)
	a.frames.screen.Invalidate()
}

// drawLive draws a frame that only the window shows: its changed parts on Ebitengine's screen
// image and the rest on the final screen (drawFrameParts, DrawFinalScreen), or all of it on the
// screen image (drawFrame). A shaken ground reaches past its square into the margins, so it is
// composed on the screen image, like a frame at another scale.
func (a *App) drawLive(screen *ebiten.Image) {
	if a.frames.finalDirect && a.run.scene.ShakeX == 0 && a.run.scene.ShakeY == 0 {
		a.drawFrameParts(screen)
	} else {
		a.drawFrame(screen)
	}
}

// drawSaved composes the frame offscreen, where it can be read back (a screenshot, F12, a test),
// shows it, and saves it after F12. A saved frame shows the run without the window's message
// banner (a notice such as "Screenshot saved to …", an error): the window still shows it.
func (a *App) drawSaved(screen *ebiten.Image) {
	f := &a.frames
	if f.kept == nil || f.kept.Bounds().Dx() != f.w || f.kept.Bounds().Dy() != f.h {
		f.kept = frameImage(f.w, f.h)
	}
	shooting := f.shotDue || a.opts.Screenshot != ""
	f.shooting = shooting
	a.drawFrame(f.kept)
	f.shooting = false
	screen.DrawImage(f.kept, nil)
	if shooting && a.opts.Screenshot == "" {
		l, _, _ := a.frameGeometry()
		a.wid.banner.Draw(screen, a.fonts, l.Arena, time.Now())
	}
	if f.shotDue {
		f.shotDue = false
		a.saveShot()
	}
}

// compareButton is the bar's button for two runs: Compare (open a second run) or End compare.
func (a *App) compareButton() []ui.Button {
	if a.run.pb == nil {
		return nil
	}
	if a.insp.b != nil {
		return []ui.Button{{Label: "End compare", Tip: "closes the second run", In: ui.Intent{Kind: ui.IntentCompareEnd}}}
	}
	return []ui.Button{{Label: "Compare", Tip: "opens a second run beside this one (or Shift+drop a .crd on the window)", In: ui.Intent{Kind: ui.IntentCompare}}}
}

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
// anyChanged reports whether a part or the tooltips changed since they were last drawn.
func (s *onScreen) anyChanged() bool {
	for _, p := range s.Parts() {
		if p.Changed() {
			return true
		}
	}
	return s.Tips.Changed()
}

func (s *onScreen) begin(dst *ebiten.Image, final bool) {
	if s.Begin(dst, final) {
		s.arenaValid = false
	}
}

// ArenaRect is the arena's square on a window of w×h pixels (for tests and tools reading
// screenshots).
func ArenaRect(w, h int) image.Rectangle { return ui.NewLayout(w, h).Camera().Rect() }

// frameGeometry is where the arena goes in a window of the app's size, and the camera on it
// (the whole arena, or zoomed: view.go); the square is the arena's on screen either way.
func (a *App) frameGeometry() (ui.Layout, arena.Camera, image.Rectangle) {
	l := ui.NewLayout(a.frames.w, a.frames.h)
	cam := a.view.camera(l.Camera(), a.shownScene())
	return l, cam, cam.Rect()
}

// shownScene is the scene of the shown tick, nil when no run is open.
func (a *App) shownScene() *scene.Scene {
	if a.run.pb == nil {
		return nil
	}
	return &a.run.scene
}

// recordParts records this frame of every retained part, the tooltips included, and returns
// what the arena's square shows.
func (a *App) recordParts(l ui.Layout, cam arena.Camera, sq image.Rectangle) arenaKey {
	s := &a.frames.screen
	w := &a.wid
	// Only the margins around the arena are filled: the ground covers the rest, and every
	// full-window pass costs the software rasterizer a few milliseconds.
	bg := arenaBackground
	m := s.Margins.Begin(l.Arena, nil)
	shaking := a.run.pb != nil && (a.run.scene.ShakeX != 0 || a.run.scene.ShakeY != 0)
	if a.run.pb == nil || shaking {
		// No run, or the ground shaken out of its square: the whole arena.
		m.FillRect(l.Arena, bg)
	} else {
		m.FillRect(image.Rect(l.Arena.Min.X, l.Arena.Min.Y, l.Arena.Max.X, sq.Min.Y), bg)
		m.FillRect(image.Rect(l.Arena.Min.X, sq.Max.Y, l.Arena.Max.X, l.Arena.Max.Y), bg)
		m.FillRect(image.Rect(l.Arena.Min.X, sq.Min.Y, sq.Min.X, sq.Max.Y), bg)
		m.FillRect(image.Rect(sq.Max.X, sq.Min.Y, l.Arena.Max.X, sq.Max.Y), bg)
	}
	mouse := a.in.mouse
	tips := s.Tips.Begin(image.Rectangle{}, nil)
	w.side.Record(&s.HUD, &s.Pane, l.Sidebar, a.fonts, a.run.pb, a.run.name, &a.run.scene)
	var timed ui.Run = a.run.pb
	if a.run.pb != nil && a.frames.speed != 0 {
		timed = speedShown{a.run.pb, a.frames.speed}
	}
	w.timeline.Record(&s.Track, &s.Status, tips, l.Timeline, a.fonts, timed, mouse, a.frames.w)
	w.timeline.RecordLane(&s.Lane, tips, l.Lane, l.Timeline, a.fonts, a.run.pb, mouse, a.frames.w)
	w.marks.Record(tips, &w.timeline, l.Timeline, a.run.pb) // a layer over the timeline
	w.buttons = ui.LayoutButtons(l.Bar, a.fonts, a.run.pb, a.compareButton()...)
	ui.RecordButtons(s.Bar.Begin(l.Bar, color.RGBA{28, 28, 34, 255}), tips, a.fonts, w.buttons, mouse, a.frames.w)

	key := arenaKey{cam: cam, shaking: shaking, over: a.overArena()}
	key.overlay = a.insp.ver
	if a.run.pb != nil {
		key.ground = a.run.groundAt(cam)
		key.tick, key.gen, key.decals = a.run.sceneTick, a.run.sceneGen, a.run.ground.Baked()
		key.seekTarget, key.seeking = a.run.pb.Seeking()
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
	shaking    bool    // the ground is shaken out of its square
	over       overKey // what is drawn over the arena part
	overlay    int     // the inspectors' overlay (its version: inspector.ver)
}

// overKey is what drawOverArena draws over the arena part (the square and its margins): the
// export panel or the running export's progress, the help, the go-to box and the message. While
// it stays the same and nothing under it changes, the frame does too, and nothing is drawn: an
// open help costs a paused window no more than a closed one.
type overKey struct {
	help              bool
	gotoOpen          bool
	gotoText, gotoErr string
	banner, title     string // the message and an error's headline ("" none, and in a saved frame)
	bannerErr         bool
	export            bool // the panel or the running export's progress
	exportSet         ui.ExportSettings
	exportPanel       bool
	exportStatus      ui.ExportStatus
	mouse             image.Point // over the open export panel (it lights the choice under it)
}

// overArena is what is drawn over the arena in this frame. A notice past its time is taken
// away here, so that the frame it goes in is drawn.
func (a *App) overArena() overKey {
	w := &a.wid
	k := overKey{help: w.help}
	if w.gotoBox.Opened() {
		k.gotoOpen, k.gotoText, k.gotoErr = true, w.gotoBox.Text(), w.gotoBox.Err()
	}
	w.banner.Expire(time.Now())
	if w.banner.Shown() && !a.frames.shooting {
		k.banner, k.title, k.bannerErr = w.banner.Message(), w.banner.Title(), w.banner.IsError()
	}
	if a.exportShown() {
		k.export, k.exportSet, k.exportPanel, k.exportStatus = true, w.export.Set, w.export.Shown, a.exportStatus()
		if w.export.Shown {
			k.mouse = a.in.mouse
		}
	}
	return k
}

// changing reports whether the square is drawn again in every frame: while the ground shakes,
// or the frame rate is being measured.
func (a *App) changing(k arenaKey) bool {
	return k.shaking || a.opts.MeasureFPS > 0
}

// drawFrame composes the whole frame on dst, drawing only what changed since the last frame
// drawn on it: the arena's square when what it shows changed, and each retained part around it.
// An unchanged window draws nothing, and Ebitengine then stops presenting frames: a paused
// player costs next to no CPU.
func (a *App) drawFrame(dst *ebiten.Image) {
	l, cam, sq := a.frameGeometry()
	s := &a.frames.screen
	s.begin(dst, false)
	key := a.recordParts(l, cam, sq)
	arenaDirty := !s.arenaValid || key != s.arenaShown || a.changing(key) || s.TipsMovedOver(sq)
	// What is drawn over the arena part (the help, a message, …) reaches into the margins and
	// goes over the tooltips there; its boxes are translucent. When it is, or was, shown and
	// anything under it is drawn again (or it changed: then so did the key), all of the arena
	// part is drawn afresh and it over that; else none of it is drawn.
	over := key.over != (overKey{}) || s.arenaValid && s.arenaShown.over != (overKey{})
	if over && (s.Margins.Changed() || s.TipsMovedOver(l.Arena)) {
		arenaDirty = true
	}
	if key.shaking || over && arenaDirty {
		// (the shaken ground reaches into the margins too)
		s.Margins.Invalidate()
	}
	// The help covers the whole window: when it is, or was, shown and any part under it changes,
	// every part is drawn afresh, the arena too, and the help over them.
	if help := key.over.help || s.arenaValid && s.arenaShown.over.help; help && (arenaDirty || s.anyChanged()) {
		for _, p := range s.Parts() {
			p.Invalidate()
		}
		arenaDirty = true
	}
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
	if arenaDirty {
		a.drawOverArena(dst, l)
	}
}

// drawArenaSquare draws the arena's square: the ground, everything on it, the run line, the
// perk menu and a seek's progress. Unclipped, sprites at the square's edges reach past it.
func (a *App) drawArenaSquare(dst *ebiten.Image, cam arena.Camera, ground *ebiten.Image, clip bool) {
	if a.run.pb == nil {
		return
	}
	shaken := cam
	shaken.X += a.run.scene.ShakeX * cam.Scale
	shaken.Y += a.run.scene.ShakeY * cam.Scale
	if clip {
		arena.Draw(dst, a.tex, ground, shaken, &a.run.scene)
	} else {
		arena.DrawUnclipped(dst, a.tex, ground, shaken, &a.run.scene)
	}
	a.drawMarks(dst, shaken, cam)
	// What goes over the square stays in it (a zoomed arena's names and labels reach its
	// edges): clipped, or on the final screen covered by the parts copied around it.
	over := dst
	if clip {
		over = dst.SubImage(cam.Rect()).(*ebiten.Image)
	}
	ui.DrawViewLabel(over, a.fonts, cam, a.view.follow)
	a.wid.banner.Below(ui.DrawRunLine(over, a.fonts, cam, &a.run.scene))
	ui.DrawModeOverlay(over, a.fonts, cam, &a.run.scene)
	ui.DrawPerkMenu(over, a.fonts, cam, &a.run.scene.Perk)
	ui.DrawSeeking(over, a.fonts, cam, a.run.pb)
	if a.run.pb != nil && !a.run.groundDone {
		ui.DrawArenaNote(over, a.fonts, cam, "Drawing the ground's stains up to "+game.TickLabel(a.run.pb.Pos())+"…")
	}
}

// deathLabelsKeepClear is what the death labels drawn through cam keep clear of besides the
// players: the camera's badge ("following P3 · 4.88×", drawn over them) and the box saying how
// the run or the quest ended.
func (a *App) deathLabelsKeepClear(cam arena.Camera) []image.Rectangle {
	var out []image.Rectangle
	if r, ok := ui.ViewLabelRect(a.fonts, cam, a.view.follow); ok {
		out = append(out, r.Inset(-2))
	}
	if r, ok := ui.EndBoxRect(a.fonts, cam, &a.run.scene); ok {
		out = append(out, r.Inset(-4))
	}
	return out
}

// drawOverArena draws the export panel, the help, the go-to box and the message over the arena.
func (a *App) drawOverArena(dst *ebiten.Image, l ui.Layout) {
	a.drawExport(dst, l)
	if a.wid.help {
		ui.DrawHelp(dst, a.fonts, dst.Bounds()) // the whole window: a small one's arena is smaller than the box
	}
	a.wid.gotoBox.Draw(dst, a.fonts, l.Arena)
	if !a.frames.shooting {
		a.wid.banner.Draw(dst, a.fonts, l.Arena, time.Now())
	}
}

// drawFrameParts draws on Ebitengine's screen image the retained parts that changed, leaving the
// arena's square, the tooltips, help and message to DrawFinalScreen. When the square changed
// but no part did, it still touches the screen image: Ebitengine presents a frame only when its
// screen image was drawn on.
func (a *App) drawFrameParts(screen *ebiten.Image) {
	l, cam, sq := a.frameGeometry()
	s := &a.frames.screen
	s.begin(screen, true)
	key := a.recordParts(l, cam, sq)
	s.DrawParts(screen, image.Rectangle{}, false)
	present := !s.arenaValid || key != s.arenaShown || a.changing(key) || s.Tips.Changed()
	if present && s.PartsDrawn() == 0 {
		// (the square of the screen image is not shown in this mode)
		screen.SubImage(image.Rect(sq.Min.X, sq.Min.Y, sq.Min.X+1, sq.Min.Y+1)).(*ebiten.Image).Clear()
	}
	s.arenaShown, s.arenaValid, s.arenaDrawn = key, true, present
	a.frames.finalPending = true
}

// DrawFinalScreen puts the frame on the window (ebiten.FinalScreenDrawer). After
// drawFrameParts, at one screen pixel per window pixel, it composes the frame there; otherwise it
// copies Ebitengine's screen image, as Ebitengine would.
func (a *App) DrawFinalScreen(fs ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	dst, isImage := fs.(*ebiten.Image)
	direct := isImage && geoM == (ebiten.GeoM{}) && offscreen.Bounds() == dst.Bounds()
	pending := a.frames.finalPending
	a.frames.finalPending, a.frames.finalDirect = false, direct
	if pending && direct {
		// The final screen cannot be clipped to (a sub-image of it clips elsewhere), so the
		// arena is drawn unclipped and the parts around its square are copied over it.
		l, cam, sq := a.frameGeometry()
		var ground *ebiten.Image
		if a.run.pb != nil {
			ground = a.run.groundAt(cam)
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
		a.frames.screen.Tips.Draw(dst)
		a.drawOverArena(dst, l)
		return
	}
	if pending {
		// The window's scale changed since the last frame: compose this one on the screen
		// image after all, and draw every part again in the next.
		l, cam, _ := a.frameGeometry()
		var ground *ebiten.Image
		if a.run.pb != nil {
			ground = a.run.groundAt(cam)
		}
		a.drawArenaSquare(offscreen, cam, ground, true)
		a.frames.screen.Tips.Draw(offscreen)
		a.drawOverArena(offscreen, l)
		a.frames.screen.Invalidate()
	}
	var op ebiten.DrawImageOptions
	op.GeoM = geoM
	if k := geoM.Element(0, 0); k != math.Floor(k) {
		op.Filter = ebiten.FilterLinear
	}
	fs.DrawImage(offscreen, &op)
}

var _ ebiten.FinalScreenDrawer = (*App)(nil)
