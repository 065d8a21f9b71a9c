// Command crd is the headless twin of the player: it reads .crd replays without a window.
// It must never import Ebiten (a binary that links it panics without a display).
//
//	crd info FILE… [--json]
//	crd verify FILE… [--json] [--brief] [--trace TRACE]
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage: crd info FILE… [--json]
       crd verify FILE… [--json] [--brief] [--trace TRACE]

  info   what each replay holds: mode, quest, players, seed, rules, build, versions, recorder,
         pilot, seat keys, ticks and duration, commands by type, the recorded result and the
         run id (the payload's SHA-256). --json prints one JSON object per file, one per line.
         A file that breaks the format prints one line saying what and where; the exit status
         is then 1.`

// run executes one crd command and returns the process exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(stderr, usage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	switch args[0] {
	case "info":
		return runInfo(args[1:], stdout, stderr)
	case "verify":
		return runVerify(args[1:], stdout, stderr)
	default:
		fmt.Fprintf(stderr, "crd: unknown command %q\n%s\n", args[0], usage)
		return 2
	}
}
