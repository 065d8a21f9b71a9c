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
	"time"
)

// Smallest useful window size, pixels.
const (
	MinWidth  = 640
	MinHeight = 480
)

// Flags is what the command line asks for.
type Flags struct {
	Seek       int           // tick to show first (ticks are 1/60 s)
	Screenshot string        // PNG to render tick Seek into, then exit; "" for the window
	MeasureFPS time.Duration // play at 1× for this long, print frames per second and exit
	Data       string        // the original game's crimson.paq
	Width      int           // window size, pixels, at least MinWidth × MinHeight
	Height     int
	File       string // the run to open; "" for the embedded sample run
	// Notes says what was changed from what the command line asked (a size raised to the
	// minimum, a flag that does nothing with another), one sentence each, for stderr.
	Notes []string
}

const synopsis = "usage: crdplayer [FILE.crd]\n       crdplayer --seek TICK --screenshot OUT.png [FILE.crd]"

// Parse parses the arguments after the program name. On -h or --help it writes the usage to
// stdout and returns flag.ErrHelp; on a bad command line it writes the error and the usage to
// stderr and returns the error.
func Parse(args []string, stdout, stderr io.Writer) (Flags, error) {
	var f Flags
	fs := flag.NewFlagSet("crdplayer", flag.ContinueOnError)
	var out bytes.Buffer // the flag package's own messages: shown only for errors
	fs.SetOutput(&out)
	fs.Usage = func() {}
	fs.IntVar(&f.Seek, "seek", 0, "show this tick first (ticks are 1/60 s)")
	fs.StringVar(&f.Screenshot, "screenshot", "", "render the tick given by --seek into this PNG and exit")
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
	if f.Seek < 0 {
		f.Notes = append(f.Notes, fmt.Sprintf("--seek %d is before the run's start; showing tick 0", f.Seek))
		f.Seek = 0
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
