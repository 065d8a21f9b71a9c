// Command crd is the headless twin of the player: it reads .crd replays without a window.
// It must never import Ebiten (linking it panics without a display).
//
//	crd info FILE… [--json]
//	crd verify FILE… [--json] [--brief] [--trace TRACE]
package main

import (
	"fmt"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func usage() string {
	return "usage: crd info FILE… [--json]\n       crd verify FILE… [--json] [--brief] [--trace TRACE]"
}

func run(args []string, stdout, stderr *os.File) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage())
		return 2
	}
	switch args[0] {
	case "info":
		return runInfo(args[1:], stdout, stderr)
	case "verify":
		return runVerify(args[1:], stdout, stderr)
	default:
		fmt.Fprintf(stderr, "crd: unknown command %q\n%s\n", args[0], usage())
		return 2
	}
}
