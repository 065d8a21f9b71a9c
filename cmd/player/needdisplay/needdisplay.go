// Package needdisplay stops crdplayer with a readable message when there is no display to open
// a window on. Ebiten panics in its own package initialisation in that case, before main runs;
// this package sorts before Ebiten's (crdplayer/… < github.com/…) and needs only package cli
// (no Ebiten), so Go initialises it first. Import it from package main.
//
// Without a display, -h/--help still print the usage (exit 0) and a bad command line is still
// reported as such (exit 64, cli.ExitUsage): only a command line that would open a window gets the no-display
// message (exit 1).
package needdisplay

import (
	"errors"
	"flag"
	"os"
	"runtime"

	"crdplayer/cmd/player/cli"
)

func init() {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js":
		return
	}
	if os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		return
	}
	// A test binary's own flags are go test's, not crdplayer's, unless it runs as crdplayer.
	if !isTestBinary(os.Args[0]) || os.Getenv("CRDPLAYER_AS_MAIN") == "1" {
		switch _, err := cli.Parse(os.Args[1:], os.Stdout, os.Stderr); {
		case errors.Is(err, flag.ErrHelp):
			os.Exit(0)
		case err != nil:
			os.Exit(cli.ExitUsage)
		}
	}
	os.Stderr.WriteString("crdplayer: no display to open a window on (DISPLAY is not set).\n" +
		"Run it in a desktop session, or for screenshots under Xvfb:\n" +
		"  xvfb-run -a crdplayer --seek TICK --screenshot OUT.png FILE.crd\n" +
		"The headless command `crd` works without a display.\n")
	os.Exit(1)
}

// isTestBinary reports whether name is a `go test` binary (…/player.test).
func isTestBinary(name string) bool {
	const suffix = ".test"
	return len(name) > len(suffix) && name[len(name)-len(suffix):] == suffix
}
