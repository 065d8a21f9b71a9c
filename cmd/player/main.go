// Command crdplayer is the replay player's window: crdplayer [FILE], or
// crdplayer --seek TICK --screenshot OUT.png [FILE] to render one tick to a PNG and exit, or
// crdplayer --export OUT --from T --to T [--speed S] [--fps N] [--size WxH] [FILE] to draw a
// range into a video, a GIF or PNG frames and exit (the embedded sample run without FILE);
// --trace TRACE [--force] compares the run with a trace, --compare B.crd shows a second run
// beside it.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"crdplayer/assets"
	"crdplayer/cmd/player/cli"
	_ "crdplayer/cmd/player/needdisplay" // before Ebiten's init, which panics without a display
	"crdplayer/internal/filetext"
	"crdplayer/render"
	"crdplayer/render/export"
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
	if f.Export != "" {
		opts.Export = &render.ExportOptions{
			Out: f.Export, From: f.From, To: f.To, Speed: f.Speed, FPS: f.FPS,
			Bar:  &export.TermBar{W: os.Stderr, TTY: isTerminal(os.Stderr), Prefix: "crdplayer: "},
			Done: func(s string) { fmt.Println(filetext.Escape(s)) },
		}
		stop := make(chan os.Signal, 1)
		signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
		opts.Export.Stop = stop
	}
	if err := render.Run(opts); err != nil {
		warn(err.Error())
		return 1
	}
	return 0
}

// warn prints a line on stderr, escaped: messages quote file names and strings from files.
func warn(s string) { fmt.Fprintln(os.Stderr, "crdplayer: "+filetext.Escape(s)) }

// isTerminal reports whether f is a terminal (a character device), where the export's progress
// bar is redrawn in place.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
