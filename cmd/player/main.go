// Command crdplayer is the replay player's window: crdplayer [FILE], or
// crdplayer --seek TICK --screenshot OUT.png [FILE] to render one tick to a PNG and exit (the
// embedded sample run without FILE); --trace TRACE [--force] compares the run with a trace,
// --compare B.crd shows a second run beside it.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"crdplayer/assets"
	"crdplayer/cmd/player/cli"
	_ "crdplayer/cmd/player/needdisplay" // before Ebiten's init, which panics without a display
	"crdplayer/internal/filetext"
	"crdplayer/render"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	f, err := cli.Parse(args, os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case err != nil:
		return 2
	}
	for _, n := range f.Notes {
		warn(n)
	}
	opts := render.Options{
		Sample:     assets.SampleRun,
		SampleName: assets.SampleRunName,
		Load:       load,
		LoadWith:   loadWith,
		Trace:      f.Trace,
		ForceTrace: f.ForceTrace,
		Compare:    f.Compare,
		Pane:       f.Pane,
		Path:       f.File,
		Seek:       f.Seek,
		Screenshot: f.Screenshot,
		MeasureFPS: f.MeasureFPS,
		GameData:   f.Data,
		Width:      f.Width,
		Height:     f.Height,
	}
	if f.Pin != "" {
		kind, n, _ := cli.ParsePin(f.Pin) // (checked by Parse)
		opts.Pin = render.PinOf(kind, n)
	}
	opts.Warn = warn
	if err := render.Run(opts); err != nil {
		warn(err.Error())
		return 1
	}
	return 0
}

// warn prints a line on stderr, escaped: messages quote file names and strings from files.
func warn(s string) { fmt.Fprintln(os.Stderr, "crdplayer: "+filetext.Escape(s)) }
