// Package cli parses crdplayer's command line. It needs no display and imports no Ebiten, so
// package needdisplay can answer -h/--help (and report a bad flag) before Ebiten's
// initialisation panics on a machine without a display.
package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"crdplayer/game"
	"crdplayer/render/export"
)

// Smallest useful window size, pixels.
const (
	MinWidth  = 640
	MinHeight = 480
)

// Flags is what the command line asks for.
type Flags struct {
	// Seek is what to show first, as the window's go-to box reads it (game.ParseTarget): a tick
	// (the state after it), a time on the game's clock, start or end; a step (+120) counts from
	// the run start. The zero Target (Kind 0) shows the run start.
	Seek       game.Target
	Screenshot string // PNG to render the state Seek names into, then exit; "" for the window
	// Trace is a trace sidecar to compare the run with ("" for NAME.crd.trace.jsonl.gz next to
	// it, when there is one); ForceTrace compares one recorded for another run anyway.
	Trace      string
	ForceTrace bool
	// Compare is a second run to show beside the first (its players as ghosts, the first
	// differences of inputs and states on the timeline).
	Compare string
	// Pane is the sidebar pane to show (one of Panes), "" for the default; Pin the entity to
	// pin, as KIND:N (player:1 counts players from 1; creature, projectile, rocket and bonus
	// take the slot), "" none. Both are checked here and read by the window.
	Pane       string
	Pin        string
	MeasureFPS time.Duration // play at 1× for this long, print frames per second and exit
	Data       string        // the original game's crimson.paq
	Width      int           // window size, pixels, at least MinWidth × MinHeight
	Height     int
	File       string // the run to open; "" for the embedded sample run

	// Export: the output (a path whose extension picks the format, or mp4, webm, gif, png alone
	// for the default name), the range (game.ParseTarget's forms, "" for the start and the
	// end), the speed and the frame rate; the frames are Width×Height (--size).
	Export   string
	From, To string
	Speed    float64
	FPS      int

	// Notes says what was changed from what the command line asked (a size raised to the
	// minimum, a flag that does nothing with another), one sentence each, for stderr.
	Notes []string
}

const synopsis = "usage: crdplayer [FILE.crd]\n       crdplayer --seek TICK --screenshot OUT.png [FILE.crd]\n" +
	"       crdplayer --export OUT --from T --to T [--speed S] [--fps N] [--size WxH] [FILE.crd]\n" +
	"       crdplayer [--trace TRACE [--force]] [--compare B.crd] FILE.crd"

// Parse parses the arguments after the program name. On -h or --help it writes the usage to
// stdout and returns flag.ErrHelp; on a bad command line it writes the error and the usage to
// stderr and returns the error.
func Parse(args []string, stdout, stderr io.Writer) (Flags, error) {
	var f Flags
	fs := flag.NewFlagSet("crdplayer", flag.ContinueOnError)
	var out bytes.Buffer // the flag package's own messages: shown only for errors
	fs.SetOutput(&out)
	fs.Usage = func() {}
	var seek string
	fs.StringVar(&seek, "seek", "", "show this first: a tick (5000: the state after tick 5000), a time on the game's clock (1:23.4), start or end")
	fs.StringVar(&f.Screenshot, "screenshot", "", "render what --seek names into this PNG and exit")
	fs.StringVar(&f.Trace, "trace", "", "compare the run with this trace sidecar (default: FILE.crd.trace.jsonl.gz next to the run)")
	fs.BoolVar(&f.ForceTrace, "force", false, "compare a trace recorded for another run anyway (as crd verify --force)")
	fs.StringVar(&f.Compare, "compare", "", "show this second run beside the first: its players as ghosts, where the two first differ")
	fs.StringVar(&f.Pane, "pane", "", "show this sidebar pane: "+strings.Join(Panes, ", "))
	fs.StringVar(&f.Pin, "pin", "", "pin this entity on the arena: player:N (from 1), creature:SLOT, projectile:SLOT, rocket:SLOT or bonus:SLOT")
	fs.DurationVar(&f.MeasureFPS, "measure-fps", 0, "play at 1× for this long, print frames per second and exit (not with --screenshot)")
	fs.StringVar(&f.Data, "data", os.Getenv("CRDPLAYER_DATA"), "the original game's crimson.paq: draw with its terrain and creature sprites (default $CRDPLAYER_DATA)")
	fs.IntVar(&f.Width, "width", 1280, fmt.Sprintf("window width, pixels (at least %d)", MinWidth))
	fs.IntVar(&f.Height, "height", 900, fmt.Sprintf("window height, pixels (at least %d)", MinHeight))
	fs.StringVar(&f.Export, "export", "", "draw the range --from to --to into OUT and exit: .mp4 or .webm (needs ffmpeg), .gif, else a folder of PNG frames; mp4, webm, gif or png alone name it after the run, the ticks and its SHA-256")
	fs.StringVar(&f.From, "from", "", "where --export starts: a tick (5000), a time on the game's clock (1:23.4) or start (default start)")
	fs.StringVar(&f.To, "to", "", "where --export ends (not drawn): a tick, a time, a step from --from (+600, +0:10) or end (default end)")
	fs.Float64Var(&f.Speed, "speed", 1, fmt.Sprintf("--export's speed, a multiple of real time (%g to %g): at 1× and 30 fps every second tick", game.MinSpeed, game.MaxSpeed))
	fs.IntVar(&f.FPS, "fps", 30, fmt.Sprintf("--export's frames a second (%d to %d)", export.MinFPS, export.MaxFPS))
	size := fs.String("size", "", "--export's frame size, WxH pixels (default --width x --height)")
	usage := func(w io.Writer) {
		fmt.Fprintln(w, synopsis)
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	err := fs.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		usage(stdout)
		return f, err
	case err != nil:
		stderr.Write(out.Bytes())
		usage(stderr)
		return f, err
	case fs.NArg() > 1:
		err = fmt.Errorf("one run at a time: %d files given", fs.NArg())
		fmt.Fprintf(stderr, "crdplayer: %v\n", err)
		usage(stderr)
		return f, err
	}
	f.File = fs.Arg(0)
	if seek != "" {
		t, err := game.ParseTarget(seek)
		if err != nil {
			err = fmt.Errorf("--seek %v", err)
			fmt.Fprintf(stderr, "crdplayer: %v\n", err)
			usage(stderr)
			return f, err
		}
		if t.Kind == game.TargetTicksBy && t.Ticks < 0 || t.Kind == game.TargetTimeBy && t.Ms < 0 {
			f.Notes = append(f.Notes, fmt.Sprintf("--seek %s is before the run's start; showing the run start", seek))
			t = game.Target{Kind: game.TargetStart}
		}
		f.Seek = t
	}
	if err := checkPaneAndPin(f.Pane, f.Pin); err != nil {
		fmt.Fprintf(stderr, "crdplayer: %v\n", err)
		usage(stderr)
		return f, err
	}
	if err := f.exportFlags(*size); err != nil {
		fmt.Fprintf(stderr, "crdplayer: %v\n", err)
		usage(stderr)
		return f, err
	}
	if f.Width < MinWidth {
		f.Notes = append(f.Notes, fmt.Sprintf("--width %d is under the smallest window width; using %d", f.Width, MinWidth))
		f.Width = MinWidth
	}
	if f.Height < MinHeight {
		f.Notes = append(f.Notes, fmt.Sprintf("--height %d is under the smallest window height; using %d", f.Height, MinHeight))
		f.Height = MinHeight
	}
	if f.MeasureFPS != 0 && f.Screenshot != "" {
		f.Notes = append(f.Notes, "--measure-fps does nothing with --screenshot (which renders one tick and exits); ignoring it")
		f.MeasureFPS = 0
	}
	return f, nil
}

// Panes are the sidebar panes --pane names, in the window's order.
var Panes = []string{"verify", "info", "debug", "diff", "entity"}

// PinKinds are the entity kinds --pin names.
var PinKinds = []string{"player", "creature", "projectile", "rocket", "bonus"}

// ParsePin reads --pin's KIND:N; a player's N counts from 1, the others' is a slot from 0.
func ParsePin(s string) (kind string, n int, err error) {
	k, num, ok := strings.Cut(s, ":")
	if !ok || !slices.Contains(PinKinds, k) {
		return "", 0, fmt.Errorf("--pin %q: write KIND:N with KIND one of %s", s, strings.Join(PinKinds, ", "))
	}
	n, err = strconv.Atoi(num)
	if err != nil || n < 0 || n > 1<<16 || k == "player" && (n < 1 || n > 4) {
		return "", 0, fmt.Errorf("--pin %q: N is a player from 1 to 4, or a slot from 0", s)
	}
	return k, n, nil
}

func checkPaneAndPin(pane, pin string) error {
	if pane != "" && !slices.Contains(Panes, pane) {
		return fmt.Errorf("--pane %q: one of %s", pane, strings.Join(Panes, ", "))
	}
	if pin != "" {
		_, _, err := ParsePin(pin)
		return err
	}
	return nil
}

// exportFlags checks --export's flags and notes those that do nothing: the export's with no
// --export, and --seek and --measure-fps with it. A bad speed, frame rate or size, or --export
// with --screenshot (both write and exit), is an error.
func (f *Flags) exportFlags(size string) error {
	if f.Export == "" {
		set := map[string]bool{"--from": f.From != "", "--to": f.To != "", "--speed": f.Speed != 1, "--fps": f.FPS != 30, "--size": size != ""}
		for _, name := range []string{"--from", "--to", "--speed", "--fps", "--size"} {
			if set[name] {
				f.Notes = append(f.Notes, name+" does nothing without --export; ignoring it")
			}
		}
		return nil
	}
	switch {
	case f.Screenshot != "":
		return errors.New("--export and --screenshot each draw and exit: give one")
	case f.Speed < game.MinSpeed || f.Speed > game.MaxSpeed || f.Speed != f.Speed:
		return fmt.Errorf("--speed %g: from %g to %g", f.Speed, game.MinSpeed, game.MaxSpeed)
	case f.FPS < export.MinFPS || f.FPS > export.MaxFPS:
		return fmt.Errorf("--fps %d: from %d to %d", f.FPS, export.MinFPS, export.MaxFPS)
	}
	if size != "" {
		w, h, err := export.ParseSize(size, MinWidth, MinHeight)
		if err != nil {
			return fmt.Errorf("--%v", err)
		}
		f.Width, f.Height = w, h
	}
	if f.Seek.Kind != 0 {
		f.Notes = append(f.Notes, "--seek does nothing with --export (--from says where it starts); ignoring it")
		f.Seek = game.Target{}
	}
	if f.MeasureFPS != 0 {
		f.Notes = append(f.Notes, "--measure-fps does nothing with --export; ignoring it")
		f.MeasureFPS = 0
	}
	return nil
}
