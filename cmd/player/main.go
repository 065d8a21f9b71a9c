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
	quietGSettings()
	os.Exit(run(os.Args[1:]))
}

func run(args []string) int {
	f, err := cli.Parse(args, os.Stdout, os.Stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case err != nil:
		return cli.ExitUsage
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
	}
	if f.Screenshot == "" && f.MeasureFPS == 0 {
		// (a screenshot and the measurement wait inside a frame, and are stopped as any
		// program is; the screenshot is named only once whole)
		opts.Stop = stopOnSignal()
	}
	if err := render.Run(opts); err != nil {
		var ae *render.ArgError
		if errors.As(err, &ae) {
			cli.UsageError(os.Stderr, ae) // (without the "export: " it is wrapped in)
			return cli.ExitUsage
		}
		warn(err.Error())
		return 1
	}
	return 0
}

// stopOnSignal delivers the first SIGINT or SIGTERM (Ctrl+C in the terminal) to the window,
// which quits cleanly, stopping an export and removing what it wrote; a second one exits at
// once (a window too busy to quit), which leaves at most an export's NAME.part file or the
// frames of a folder of PNGs.
func stopOnSignal() <-chan os.Signal {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	stop := make(chan os.Signal, 1)
	go func() {
		stop <- <-sigs
		s := <-sigs
		warn(fmt.Sprintf("stopped (%v, a second time)", s))
		os.Exit(1)
	}()
	return stop
}

// warn prints a line on stderr, escaped: messages quote file names and strings from files.
func warn(s string) { fmt.Fprintln(os.Stderr, "crdplayer: "+filetext.Escape(s)) }

// isTerminal reports whether f is a terminal (a character device), where the export's progress
// bar is redrawn in place.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
