// Package needdisplay stops crdplayer with a readable message when there is no display to open
// a window on. Ebiten panics in its own package initialisation in that case, before main runs;
// this package sorts before Ebiten's (crdplayer/… < github.com/…) and needs only os, so Go
// initialises it first. Import it from package main.
package needdisplay

import (
	"os"
	"runtime"
)

func init() {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js":
		return
	}
	if os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		return
	}
	os.Stderr.WriteString("crdplayer: no display to open a window on (DISPLAY is not set).\n" +
		"Run it in a desktop session, or for screenshots under Xvfb:\n" +
		"  xvfb-run -a crdplayer --seek TICK --screenshot OUT.png FILE.crd\n" +
		"The headless command `crd` works without a display.\n")
	os.Exit(1)
}
