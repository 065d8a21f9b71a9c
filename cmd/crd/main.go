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

  info    what each replay holds: mode, quest, players, seed, rules, build, versions, recorder,
          pilot, seat keys, ticks and duration, commands by type, the recorded result and the
          run id (the payload's SHA-256). A file that cannot be read or breaks the format gives
          one line on stderr saying what and where.
  verify  re-simulates each run tick by tick, derives its result and compares it with the
          recorded one field by field; prints the SHA-256, the derived result, every mismatch
          and the trace check. Several files are verified in parallel.
          --trace TRACE  compare every tick with this trace (one FILE only); by default
                         FILE.trace.jsonl.gz is used when it exists
          --brief        one line per file (make parity)

  --json  one JSON object per file, one per line, on stdout, for every file including bad
          ones; keys are the format's snake_case names ("status", "error", "sha256",
          "result"/"derived" with "elapsed_ms", "shots_fired", "players":[{"experience",
          "health", "most_used_weapon_id"}], …). Field paths count players from 0
          (players[0] is player 1); text output says "player 1".

exit status:
  0   every file read (info) or verified (verify)
  1   verify: a derived result or the trace differs from the recording (mismatch)
  2   a file is invalid (breaks the format) or unreadable (missing, no permission), or its
      trace is for another run or unreadable
  3   verify: the run uses something this simulation does not play yet (unsupported)
  64  usage error (bad command line)
  With several files the worst wins: 2, then 3, then 1.`

// run executes one crd command and returns the process exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprintln(stderr, usage)
		if len(args) == 0 {
			return exitUsage
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
		return exitUsage
	}
}
