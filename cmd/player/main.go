// Command crdplayer is the replay player's window: crdplayer [FILE], or
// crdplayer --seek TICK --screenshot OUT.png [FILE] to render one tick to a PNG and exit (the
// embedded sample run without FILE).
package main

import (
	"flag"
	"fmt"
	"os"

	"crdplayer/assets"
	_ "crdplayer/cmd/player/needdisplay" // before Ebiten's init, which panics without a display
	"crdplayer/render"
)

func main() {
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	fs := flag.NewFlagSet("crdplayer", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: crdplayer [FILE.crd]\n       crdplayer --seek TICK --screenshot OUT.png [FILE.crd]")
		fs.PrintDefaults()
	}
	seek := fs.Int("seek", 0, "show this tick first (ticks are 1/60 s)")
	shot := fs.String("screenshot", "", "render the tick given by --seek into this PNG and exit")
	fps := fs.Duration("measure-fps", 0, "play at 1× for this long, print frames per second and exit")
	data := fs.String("data", os.Getenv("CRDPLAYER_DATA"), "the original game's crimson.paq: draw with its terrain and creature sprites (default $CRDPLAYER_DATA)")
	width := fs.Int("width", 1280, "window width, pixels")
	height := fs.Int("height", 900, "window height, pixels")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	*width, *height = max(*width, 640), max(*height, 480) // the window's smallest useful size
	if fs.NArg() > 1 {
		fs.Usage()
		return 2
	}
	opts := render.Options{
		Sample:     assets.SampleRun,
		SampleName: assets.SampleRunName,
		Load:       load,
		Seek:       *seek,
		Screenshot: *shot,
		MeasureFPS: *fps,
		GameData:   *data,
		Width:      *width,
		Height:     *height,
	}
	if fs.NArg() == 1 {
		opts.Path = fs.Arg(0)
	}
	if *seek < 0 {
		fmt.Fprintf(os.Stderr, "crdplayer: --seek %d is before the run's start; showing tick 0\n", *seek)
		opts.Seek = 0
	}
	opts.Warn = func(s string) { fmt.Fprintln(os.Stderr, "crdplayer:", s) }
	if err := render.Run(opts); err != nil {
		fmt.Fprintln(os.Stderr, "crdplayer:", err)
		return 1
	}
	return 0
}
