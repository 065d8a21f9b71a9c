package render

import (
	"errors"
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
	"crdplayer/render/ui"
)

// Options configure the window.
type Options struct {
	Path       string // run to open; "" opens Sample
	Sample     []byte // the embedded sample run
	SampleName string
	Load       Loader
	Opener     FileOpener // nil: the system file dialog
	GameData   string     // the original game's crimson.paq, for its textures (never shipped)

	// Screenshot mode: render tick Seek of the run, write the PNG to Screenshot and exit.
	Screenshot string
	Seek       int // tick to show first (-1: start)

	// MeasureFPS > 0 plays the run at 1× for that long, prints the frame rate and exits.
	MeasureFPS time.Duration

	Width, Height int // initial window size (0: 1280×900)

	// Warn, when set, receives one-line warnings and start-up errors for the terminal (the
	// window shows errors too, but a user who started it from a shell looks there first).
	Warn func(string)
}

// App is the window: it implements ebiten.Game. Update turns input into intents and intents
// into Playback calls; Draw builds the frame from the current Scene.
type App struct {
	opts  Options
	tex   *arena.Textures
	fonts *ui.Fonts

	pb                  Playback      // nil when no run is open
	name                string        // file name of the open run
	ground              *arena.Ground // the open run's ground and its decals
	scene               scene.Scene
	sceneTick, sceneGen int
	gen                 int // bumps on every open, so per-run caches rebuild

	screen onScreen // the parts of the window around the arena, drawn when they change

	// finalDirect: the last final screen was the screen's size at one pixel per pixel, so frames
	// are composed on it (drawFrameParts); finalPending: this frame is left to DrawFinalScreen.
	finalDirect, finalPending bool

	frame     *ebiten.Image // the composed frame, when kept (screenshots read it)
	keepFrame bool          // always compose offscreen (tests read the frame)
	w, h      int

	banner         ui.Banner // the error or notice over the arena
	help           bool
	side           ui.Sidebar
	timeline       ui.Timeline
	lastTick       time.Time
	opening        chan openResult // a file dialog running in the background
	shotDue        bool            // F12: save the next frame
	focused        bool            // the window had the focus in the last Update
	shooting       bool            // the frame being drawn is saved: no message banner
	intents        []ui.Intent
	buttons        []ui.Button
	mouseX, mouseY int

	// screenshot and measurement modes
	done       bool
	exitErr    error
	drawn      int
	measStart  time.Time
	measFrames int
	measCPU    time.Duration
	seekDone   bool
	measured   float64 // frames per second measured (MeasureFPS)
}

// ErrNoRun is returned by Run in screenshot mode when no run could be opened.
var ErrNoRun = errors.New("no run open")

// Run opens the window and returns when it closes (or, in screenshot and measuring modes, when
// the work is done).
func Run(opts Options) error {
	if opts.Width == 0 {
		opts.Width, opts.Height = 1280, 900
	}
	a, err := newApp(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowSize(opts.Width, opts.Height)
	ebiten.SetWindowSizeLimits(640, 480, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowTitle("crdplayer")
	ebiten.SetScreenClearedEveryFrame(false) // every frame paints the whole window
	if opts.MeasureFPS > 0 {
		ebiten.SetVsyncEnabled(false) // count what the machine can draw, not the display's rate
	}
	if err := ebiten.RunGame(a); err != nil {
		return err
	}
	return a.exitErr
}

// fail shows an error over the arena; the window stays usable.
func (a *App) fail(err error) { a.banner.Fail(err) }

// notice shows a message over the arena for a few seconds.
func (a *App) notice(s string) { a.banner.Notice(s, time.Now()) }

// warn passes a one-line warning to Options.Warn.
func (a *App) warn(s string) {
	if a.opts.Warn != nil {
		a.opts.Warn(s)
	}
}

func newApp(opts Options) (*App, error) {
	f, err := ui.NewFonts()
	if err != nil {
		return nil, fmt.Errorf("fonts: %w", err)
	}
	tex := arena.NewTextures(f.Big)
	a := &App{opts: opts, tex: tex, fonts: f, w: opts.Width, h: opts.Height}
	if a.opts.Opener == nil {
		a.opts.Opener = dialogOpener{}
	}
	var dataErr error
	if opts.GameData != "" {
		if err := tex.LoadGameData(opts.GameData); err != nil {
			dataErr = fmt.Errorf("game data %s: %w (using the player's own textures)", opts.GameData, err)
		}
	}
	a.ground = arena.NewGround(tex)
	switch {
	case opts.Path != "":
		a.openFile(opts.Path)
	case opts.Sample != nil:
		a.openBytes(opts.SampleName, opts.Sample)
	default:
		a.notice("Open a run with Ctrl+O, or drop a .crd file on the window.")
	}
	if a.banner.IsError() && opts.Screenshot == "" && opts.MeasureFPS == 0 {
		// (the batch modes return the error from Run instead)
		a.warn(a.banner.Title() + ": " + a.banner.Message())
	}
	if a.pb != nil && opts.Seek > a.pb.Len() {
		a.warn(fmt.Sprintf("--seek %d is past the run's end; showing its last tick, %d", opts.Seek, a.pb.Len()))
	}
	if a.pb != nil && opts.Seek > 0 && opts.Screenshot == "" && opts.MeasureFPS == 0 {
		if err := a.seek(opts.Seek); err != nil {
			a.fail(err)
		}
	}
	if dataErr != nil {
		if opts.Screenshot != "" || opts.MeasureFPS > 0 || a.banner.IsError() {
			// (the batch modes show no banner to read: say it on the terminal)
			a.warn(dataErr.Error())
		} else {
			a.fail(dataErr)
		}
	}
	return a, nil
}

// maxFrameDelta caps the wall-clock time one Update passes to the playback: long enough that
// playback stays real-time down to 4 frames a second, short enough that a stall (a dragged
// window, a suspended laptop) does not jump the run ahead.
const maxFrameDelta = 250 * time.Millisecond

// Update handles one 60 Hz step: input to intents, intents to the playback, then playback.
func (a *App) Update() error {
	if a.done {
		return ebiten.Termination
	}
	if a.opts.Screenshot != "" || a.opts.MeasureFPS > 0 {
		return a.updateBatch()
	}
	now := time.Now()
	dt := time.Second / 60
	if !a.lastTick.IsZero() {
		dt = min(now.Sub(a.lastTick), maxFrameDelta)
	}
	a.lastTick = now

	if f := ebiten.IsFocused(); f != a.focused {
		// Focus comes back after another window (a dialog, a window switcher) may have been
		// over this one: draw everything again.
		a.focused = f
		a.screen.Invalidate()
	}
	a.pollOpen()
	a.pollDropped()
	a.intents = keyIntents(a.intents[:0])
	a.intents = a.mouseIntents(a.intents)
	for _, in := range a.intents {
		a.apply(in)
	}
	if a.pb != nil {
		if _, err := safeUpdate(a.pb, dt); err != nil {
			a.fail(err)
		}
	}
	a.refreshScene()
	return nil
}

// Draw composes the frame and shows it.
// A frame that will be saved is drawn offscreen first (the screen cannot be read back);
// otherwise it goes straight to the screen, or mostly to the final screen (frame.go).
func (a *App) Draw(screen *ebiten.Image) {
	a.drawn++
	if a.drawn == 1 && !a.keepFrame && a.opts.Screenshot == "" && a.opts.MeasureFPS == 0 {
		// The first full frame compiles shaders and scales the ground, seconds on a software
		// renderer; show something meanwhile instead of a black window (the screen is not
		// cleared between frames, so this stays up until the next frame is done).
		a.drawLoading(screen)
		a.screen.Invalidate()
		return
	}
	if !a.shotDue && !a.keepFrame && a.opts.Screenshot == "" {
		if a.finalDirect && a.scene.ShakeX == 0 && a.scene.ShakeY == 0 {
			// (a shaken ground reaches past its square into the margins: composed on the
			// screen image, like a frame at another scale)
			a.drawFrameParts(screen)
		} else {
			a.drawFrame(screen)
		}
		return
	}
	if a.frame == nil || a.frame.Bounds().Dx() != a.w || a.frame.Bounds().Dy() != a.h {
		a.frame = ebiten.NewImage(a.w, a.h)
	}
	// A saved frame shows the run without the window's message banners (a notice such as
	// "Screenshot saved to …", an error): the window still shows them.
	shooting := a.shotDue || a.opts.Screenshot != ""
	a.shooting = shooting
	a.drawFrame(a.frame)
	a.shooting = false
	screen.DrawImage(a.frame, nil)
	if shooting && a.opts.Screenshot == "" {
		l, _, _ := a.frameGeometry()
		a.banner.Draw(screen, a.fonts, l.Arena, time.Now())
	}
	if a.shotDue {
		a.shotDue = false
		a.saveShot()
	}
}

// drawLoading draws the window's first frame: a plain background saying what is loading.
func (a *App) drawLoading(dst *ebiten.Image) {
	dst.Fill(color.RGBA{24, 24, 30, 255})
	b := dst.Bounds()
	what := "Loading…"
	if a.name != "" {
		what = "Loading " + ui.DisplayName(a.name) + "…"
	}
	cx, cy := float64(b.Dx())/2, float64(b.Dy())/2
	draw.TextCentered(dst, what, a.fonts.Big, cx, cy-12, ui.ColText)
	draw.TextCentered(dst, "preparing the arena", a.fonts.Small, cx, cy+16, ui.ColDim)
}

// Layout keeps one screen pixel per window pixel, so the layout follows the window's size.
func (a *App) Layout(w, h int) (int, int) {
	if a.opts.Screenshot != "" {
		return a.opts.Width, a.opts.Height
	}
	a.w, a.h = max(w, 1), max(h, 1)
	return a.w, a.h
}

// groundAt is the open run's ground with the decals made before the shown tick.
func (a *App) groundAt(cam arena.Camera) *ebiten.Image { return a.ground.At(cam, a.pb.Tick()) }

// refreshScene rebuilds the scene when the shown tick changed.
func (a *App) refreshScene() {
	if a.pb == nil {
		return
	}
	t := a.pb.Tick()
	if t == a.sceneTick && a.sceneGen == a.gen {
		return
	}
	if err := buildScene(a.pb, &a.scene); err != nil {
		a.fail(err)
	}
	a.sceneTick, a.sceneGen = t, a.gen
}

// ensure the app is an ebiten.Game.
var _ ebiten.Game = (*App)(nil)
