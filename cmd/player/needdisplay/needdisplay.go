// Package needdisplay stops crdplayer with a readable message when there is no display to open
// a window on. Ebiten panics in its own package initialisation in that case, before main runs;
// this package sorts before Ebiten's (crdplayer/… < github.com/…) and needs only package cli
// (no Ebiten), so Go initialises it first. Import it from package main.
//
// A display is missing when DISPLAY is not set, or names an X server that does not answer
// (nothing listens on its socket or port). Without a display, -h/--help still print the usage
// (exit 0) and a bad command line is still
// reported as such (exit 64, cli.ExitUsage): only a command line that would open a window gets the no-display
// message (exit 1).
package needdisplay

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jezek/xgb"

	"crdplayer/cmd/player/cli"
)

func init() {
	// Ebitengine's X11 connection (jezek/xgb), made in its own initialisation, logs to stderr
	// that it found no ~/.Xauthority and connects without one, on every start under a bare
	// Xvfb: nothing the user must act on.
	xgb.Logger = log.New(io.Discard, "", 0)
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "android", "js":
		return
	}
	// The window is an X11 one (GLFW's X11 backend; a Wayland session serves it through
	// XWayland, which sets DISPLAY). A DISPLAY set that no X server answers at panicked in
	// GLFW's initialisation too, with a stack trace, even for --help.
	display := os.Getenv("DISPLAY")
	problem := ""
	switch {
	case display == "" && os.Getenv("WAYLAND_DISPLAY") != "":
		problem = "no X display to open a window on (DISPLAY is not set; WAYLAND_DISPLAY is, but the window is an X11 one: run it where XWayland sets DISPLAY)"
	case display == "":
		problem = "no display to open a window on (DISPLAY is not set)"
	default:
		if err := reachable(display); err != nil {
			problem = fmt.Sprintf("cannot open the display %s (DISPLAY): %v", strconv.Quote(display), err)
		}
	}
	if problem == "" {
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
	os.Stderr.WriteString("crdplayer: " + problem + ".\n" +
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

// reachable dials the X server display names ([host]:N[.screen]) as X clients connect to it: a
// local one on its socket in /tmp/.X11-unix (or the abstract socket of that name, where Linux
// servers listen too), a remote one on TCP port 6000+N. A name not of that form is an error
// too (GLFW panicked on "garbage"); a socket path (macOS's launchd names) is left to GLFW.
func reachable(display string) error {
	notName := fmt.Errorf("that is not an X display name (HOST:N or :N, e.g. :0)")
	colon := strings.LastIndexByte(display, ':')
	if colon < 0 {
		return notName
	}
	host, num := display[:colon], display[colon+1:]
	if dot := strings.IndexByte(num, '.'); dot >= 0 {
		num = num[:dot]
	}
	if strings.HasPrefix(host, "/") {
		return nil
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || n > 65535-6000 || strings.HasSuffix(host, ":") {
		return notName
	}
	const timeout = 2 * time.Second
	if host == "" || host == "unix" {
		path := "/tmp/.X11-unix/X" + strconv.Itoa(n)
		c, err := net.DialTimeout("unix", path, timeout)
		if err != nil {
			c2, err2 := net.DialTimeout("unix", "@"+path, timeout)
			if err2 != nil {
				return fmt.Errorf("no X server listens at %s", path)
			}
			c = c2
		}
		c.Close()
		return nil
	}
	c, err := net.DialTimeout("tcp", net.JoinHostPort(host, strconv.Itoa(6000+n)), timeout)
	if err != nil {
		return fmt.Errorf("no X server answers at %s, port %d", host, 6000+n)
	}
	c.Close()
	return nil
}
