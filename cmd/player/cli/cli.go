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
	// Notes says what was changed from what the command line asked (a size raised to the
	// minimum, a flag that does nothing with another), one sentence each, for stderr.
	Notes []string
}

const synopsis = "usage: crdplayer [FILE.crd]\n       crdplayer --seek TICK --screenshot OUT.png [FILE.crd]\n       crdplayer [--trace TRACE [--force]] [--compare B.crd] FILE.crd"

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
