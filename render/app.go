package render

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/arena"
	"crdplayer/render/export"
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

	// LoadWith, when set, opens runs instead of Load, with the trace options below (cmd/player
	// sets both).
	LoadWith LoaderWith
	// Trace and ForceTrace are how the run at Path is compared with a trace: Trace a sidecar
	// ("" for the one next to the run), ForceTrace to compare one recorded for another run.
	Trace      string
	ForceTrace bool
	// Compare is a second run to show beside the one at Path (two runs side by side).
	Compare string
	// Pane is the sidebar pane shown first ("verify", "info", "debug", "diff", "entity"; ""
	// the default) and Pin the entity pinned first (PinOf), for the window and screenshots.
	Pane string
	Pin  ui.Pin

	// Screenshot mode: render what Seek names, write the PNG to Screenshot and exit.
	Screenshot string
	// Seek is what to show first, as the go-to box reads it (game.ParseTarget): a tick, a time,
	// start or end; a step counts from the run start. The zero Target shows the run start.
	Seek game.Target

	// MeasureFPS > 0 plays the run at 1× for that long, prints the frame rate and exits.
	MeasureFPS time.Duration

	// Export mode: draw a range of the run in frames of Width×Height, write them and exit.
	Export *ExportOptions

	Width, Height int // initial window size (0: 1280×900)

	// Stop, when it delivers (SIGINT or SIGTERM: Ctrl+C in the terminal), quits the window,
	// stopping an export it runs and removing what that wrote, or stops the command line's
	// export likewise. Nil: nothing stops them but closing the window.
	Stop <-chan os.Signal

	// Warn, when set, receives one-line warnings and start-up errors for the terminal (the
	// window shows errors too, but a user who started it from a shell looks there first).
	Warn func(string)
}

// App is the window: it implements ebiten.Game. It is a composition of the window's parts, each
// keeping its own state: the open run and the tick it shows (run.go, carried out by
// transport.go), the widgets (render/ui), how frames are composed (frame.go), the input between
// Updates (input.go), the file dialog (opener.go) and, in the batch modes, the screenshot or the
// measurement (batch.go). Update turns input into intents and intents into Playback calls; Draw
// composes the frame from the scene of the shown tick.
type App struct {
	opts    Options
	fonts   *ui.Fonts
	tex     *arena.Textures
	run     openRun      // the run shown; run.pb is nil when none is open
	insp    inspector    // the pinned entity, the field table, the second run (inspect.go)
	view    arenaView    // the arena's camera: the whole arena, zoomed, following a player (view.go)
	goingTo *game.Target // a go-to time the game's clock has not reached yet (goto.go)
	nav     deathNav     // the death D or Shift+D went to last (deaths.go)
	wid     widgets      // the widgets' state between frames
	frames  frames       // how frames are composed, and the last one when kept
	in      input        // the pointer, the focus and the clock between Updates
	dialog  fileDialog   // the file dialog, while it runs in the background
	batch   *batch       // the screenshot or measuring mode; nil in the window
	exp     windowExport // the window's export (exportwindow.go)
	exitErr error        // what Run returns once the window closes
}

// widgets is what the window's widgets keep between frames.
type widgets struct {
	banner   ui.Banner // the error or notice over the arena
	help     bool      // the help is shown over the arena
	side     ui.Sidebar
	timeline ui.Timeline
	buttons  []ui.Button    // the bar as last laid out: clicks are looked up in it
	gotoBox  ui.GotoBox     // the go-to box over the arena (Ctrl+G)
	marks    ui.RangeMarks  // the range marked for an export
	export   ui.ExportPanel // the export panel
}

// ErrNoRun is returned by Run in screenshot mode when no run could be opened.
var ErrNoRun = errors.New("no run open")

// Run opens the window and returns when it closes (or, in screenshot, measuring and export
// modes, when the work is done).
func Run(opts Options) error {
	if opts.Width == 0 {
		opts.Width, opts.Height = 1280, 900
	}
	if opts.Width < 1 || opts.Height < 1 || opts.Width > MaxSide || opts.Height > MaxSide {
		return fmt.Errorf("window size %dx%d: from 1x1 to %dx%d", opts.Width, opts.Height, MaxSide, MaxSide)
	}
	if opts.Screenshot != "" {
		if err := checkShot(opts.Screenshot); err != nil { // before a window opens
			return fmt.Errorf("screenshot: %w", err)
		}
	}
	if opts.Export != nil {
		if err := opts.Export.check(); err != nil { // before a window opens
			return fmt.Errorf("export: %w", err)
		}
	}
	a, err := newApp(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowSize(opts.Width, opts.Height)
	ebiten.SetWindowSizeLimits(640, 480, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	a.setTitle()
	ebiten.SetScreenClearedEveryFrame(false) // every frame paints the whole window
	if opts.MeasureFPS > 0 {
		ebiten.SetVsyncEnabled(false) // count what the machine can draw, not the display's rate
	}
	err = ebiten.RunGame(a)
	a.cancelExport() // the window closed: an export it ran is not finished
	if b := a.batch; b != nil && b.job != nil && b.job.cancel() {
		a.exitErr = errors.New("export stopped (the window was closed): what it wrote is removed")
	}
	if err != nil {
		return err
	}
	return a.exitErr
}

// stopped reports whether Options.Stop delivered, and then stops the window's export: one
// drawing frames is cancelled, what it wrote removed (Run returns why), and one finishing its
// output is let finish (a second or two), said on the terminal.
func (a *App) stopped() bool {
	var s os.Signal
	select {
	case s = <-a.opts.Stop:
	default:
		return false
	}
	j, cancelled := a.cancelExport()
	if j == nil {
		return true
	}
	switch {
	case cancelled:
		a.exitErr = fmt.Errorf("export stopped (%v): what it wrote is removed", s)
	case j.err != nil:
		a.exitErr = fmt.Errorf("export: %w", j.err)
	default:
		a.warn("the export was finished before it could be stopped: " + j.path)
	}
	return true
}

// PinOf is the pin of an entity named as crdplayer's --pin names it: kind "player" (n from 1),
// "creature", "projectile", "rocket" or "bonus" (n a slot); Pin{} for another kind.
func PinOf(kind string, n int) ui.Pin {
	switch kind {
	case "player":
		return ui.Pin{Kind: ui.PinPlayer, Index: n - 1}
	case "creature":
		return ui.Pin{Kind: ui.PinCreature, Index: n}
	case "projectile":
		return ui.Pin{Kind: ui.PinProjectile, Index: n}
	case "rocket":
		return ui.Pin{Kind: ui.PinRocket, Index: n}
	case "bonus":
		return ui.Pin{Kind: ui.PinBonus, Index: n}
	}
	return ui.Pin{}
}

// paneNamed is the pane a name (crdplayer's --pane) names.
func paneNamed(name string) (ui.Pane, bool) {
	for i, n := range []string{"verify", "info", "debug", "diff", "entity"} {
		if n == name {
			return ui.Pane(i), true
		}
	}
	return 0, false
}

// setTitle names the window after the run shown: "NAME.crd — crdplayer".
func (a *App) setTitle() {
	if a.run.pb == nil {
		ebiten.SetWindowTitle("crdplayer")
		return
	}
	ebiten.SetWindowTitle(ui.DisplayName(a.run.name) + " — crdplayer")
}

// fail shows an error over the arena; the window stays usable.
func (a *App) fail(err error) { a.wid.banner.Fail(err) }

// notice shows a message over the arena for a few seconds.
func (a *App) notice(s string) { a.wid.banner.Notice(s, time.Now()) }

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
	a := &App{opts: opts, tex: tex, fonts: f, frames: frames{w: opts.Width, h: opts.Height}, view: newArenaView()}
	if opts.batchMode() {
		a.batch = &batch{}
	}
	if a.opts.Opener == nil {
		a.opts.Opener = dialogOpener{}
	}
	var dataErr error
	if opts.GameData != "" {
		if err := tex.LoadGameData(opts.GameData); err != nil {
			dataErr = fmt.Errorf("game data %s: %w (using the player's own textures)", opts.GameData, err)
		}
	}
	a.run.ground = arena.NewGround(tex)
	switch {
	case opts.Path != "":
		a.openFileWith(opts.Path, LoadOptions{Trace: opts.Trace, ForceTrace: opts.ForceTrace})
	case opts.Sample != nil:
		a.openBytes(opts.SampleName, opts.Sample)
	default:
		a.notice("Open a run with Ctrl+O, or drop a .crd file on the window.")
	}
	if a.wid.banner.IsError() && !opts.batchMode() {
		// (the batch modes return the error from Run instead)
		a.warn(a.wid.banner.Title() + ": " + a.wid.banner.Message())
	}
	if a.run.pb != nil && opts.Compare != "" {
		a.openCompareFile(opts.Compare)
		if err := a.bannerErr(); a.insp.b == nil && err != nil && !opts.batchMode() {
			a.warn(err.Error()) // (the window shows it too)
		}
		if a.insp.b == nil && opts.batchMode() {
			// The second run asked for cannot be shown: say why, and draw nothing without it.
			err := a.bannerErr()
			if err == nil {
				err = errors.New("cannot open the run to compare with")
			}
			a.run.pb.Close()
			return nil, err
		}
	}
	if p, ok := paneNamed(opts.Pane); ok {
		a.wid.side.Show(p)
	}
	a.insp.pin = opts.Pin
	if a.run.pb != nil && opts.Seek.Kind != 0 && !opts.batchMode() {
		a.goTo(opts.Seek, "--seek: ")
	}
	if dataErr != nil {
		if opts.batchMode() || a.wid.banner.IsError() {
			// (the batch modes show no banner to read: say it on the terminal)
			a.warn(dataErr.Error())
		} else {
			a.fail(dataErr)
		}
	}
	return a, nil
}

// Update handles one 60 Hz step: what happened to the window, input to intents, intents to the
// playback, then playback.
func (a *App) Update() error {
	if a.batch != nil {
		return a.updateBatch()
	}
	if a.stopped() {
		return ebiten.Termination
	}
	now := time.Now()
	dt := a.in.frameDelta(now)
	a.pollWindow(now)
	for _, in := range a.readInput() {
		a.apply(in)
	}
	a.pollGoto()
	a.play(dt)
	a.insp.update(a)
	a.stepExport()
	return nil
}

// Draw composes the frame and shows it: the first one says what is loading; one that is saved
// is composed offscreen first (the screen cannot be read back); the others go straight to the
// screen, or mostly to the final screen (frame.go).
func (a *App) Draw(screen *ebiten.Image) {
	a.frames.drawn++
	switch {
	case a.opts.Export != nil:
		a.drawExportBatch(screen)
	case a.frames.drawn == 1 && !a.frames.keep && a.opts.Screenshot == "" && a.opts.MeasureFPS == 0:
		a.drawLoading(screen)
	case !a.frames.shotDue && !a.frames.keep && a.opts.Screenshot == "":
		a.run.groundLimit = liveGroundLimit
		if a.opts.MeasureFPS > 0 {
			a.run.groundLimit = 0 // (the steady state is measured: the ground is whole before it)
		}
		a.drawLive(screen)
	default:
		a.run.groundLimit = 0 // (a saved frame shows the whole ground)
		a.drawSaved(screen)
	}
}

// Layout keeps one screen pixel per window pixel, so the layout follows the window's size, up
// to MaxSide a side (layoutSize).
func (a *App) Layout(w, h int) (int, int) {
	if a.opts.Screenshot != "" || a.opts.Export != nil {
		return a.opts.Width, a.opts.Height
	}
	a.frames.w, a.frames.h = layoutSize(w, h)
	return a.frames.w, a.frames.h
}

// MaxSide bounds the window's width and height, pixels (crdplayer's --width and --height, and a
// window resized larger): the images of the window's size are on graphics textures, which
// Ebitengine cannot make 16,384 pixels or more a side (its atlas panics). It is the bound of an
// export's frames too (export.MaxSide).
const MaxSide = export.MaxSide

// layoutSize is the screen's size for a window of w×h: the same, or scaled down to MaxSide on
// its longer side, keeping its shape (Ebitengine scales the screen up to fill the window).
func layoutSize(w, h int) (int, int) {
	w, h = max(w, 1), max(h, 1)
	if m := max(w, h); m > MaxSide {
		w, h = max(w*MaxSide/m, 1), max(h*MaxSide/m, 1)
	}
	return w, h
}

// play advances the open run by dt of wall-clock time and reads the tick it then shows.
func (a *App) play(dt time.Duration) {
	if a.run.pb != nil {
		if _, err := safeUpdate(a.run.pb, dt); err != nil {
			a.fail(err)
		}
	}
	a.refreshScene()
}

// refreshScene reads the scene again when the shown tick changed.
func (a *App) refreshScene() {
	if err := a.run.refresh(); err != nil {
		a.fail(err)
	}
}

// ensure the app is an ebiten.Game.
var _ ebiten.Game = (*App)(nil)
