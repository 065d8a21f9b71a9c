// Command crd is the headless twin of the player: it reads .crd replays without a window.
// It must never import Ebiten (a binary that links it panics without a display).
//
//	crd info FILE… [--json]
//	crd verify FILE… [--json | --brief] [--trace TRACE] [--force] [--all-divergences] [--no-cache] [--jobs N]
//	crd diff A.crd B.crd [--json]
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/replayio"
)

func main() {
	if os.Getenv("GOGC") == "" {
		// What a verification allocates (the run's ticks, the trace's records, its few
		// World-sized checkpoints) mostly lives until it ends: collecting at every 4 MB of
		// growth, Go's default, is a tenth of a short run's CPU for nothing. The heap may grow
		// to 5× what is live instead of 2×, tens of megabytes for the longest runs.
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		// ... but not past memLimit: many files verified at once, or one whose payload is
		// far past any run's, collect more often there instead of growing 5× (a soft limit:
		// what is live is kept whatever it costs).
		debug.SetMemoryLimit(memLimit)
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// memLimit is the heap crd keeps to, collecting more often past it, unless GOMEMLIMIT says
// otherwise: a verification's live memory is about twice its payload decompressed (the 75,000-
// tick run of testdata/long: 53 MB at its peak, the process's), so a few such runs at once.
const memLimit = 512 << 20

const usage = `usage: crd info FILE… [--json]
       crd verify FILE… [--json | --brief] [--trace TRACE] [--force] [--all-divergences] [--no-cache]
                        [--jobs N]
       crd diff A.crd B.crd [--json]

  info    what each replay holds: mode, quest, players, seed, rules, build, versions, recorder,
          pilot, seat keys, ticks and duration, commands by type, the recorded result and the
          run id (the payload's SHA-256). A file that cannot be read or breaks the format gives
          one line on stderr saying what and where.
  verify  re-simulates each run tick by tick, derives its result and compares it with the
          recorded one field by field; prints the SHA-256, the derived result, every mismatch
          and the trace check. Several files are verified in parallel, and printed in the
          order given.
          --trace TRACE  compare every tick with this trace (one FILE only); by default
                         FILE.trace.jsonl.gz is used when it exists. A FILE named as a
                         trace (.jsonl, .jsonl.gz) is a usage error: give it with --trace
          --brief        one line per file, the file's path as given first (make parity);
                         not with --json
          --jobs N       verify at most N files at once (default: one per CPU). Each takes
                         about twice its decompressed payload in memory meanwhile; crd
                         collects its heap more often past 512 MiB (GOMEMLIMIT sets another
                         limit)
          --force        compare a trace recorded for another run anyway (its replay_sha256
                         is not the run's); without it that trace is not compared (invalid)
          --all-divergences  compare past the first divergence and list every tick where
                         a field starts to differ (the player's J / Shift+J); not with --brief
          --no-cache     read the trace from its JSON and leave no copy in the trace cache.
                         The cache is crd's and crdplayer's own: a binary copy of each trace
                         read whole, named by the trace's SHA-256, that makes checking it again
                         several times cheaper; in $CRDPLAYER_TRACE_CACHE (an absolute directory;
                         "off", or a relative path, is none; one that cannot be used is
                         said on stderr), when it is set and not empty,
                         else crdplayer/traces in the user's cache directory (~/.cache), at most
                         512 MiB (the least recently used copies go first)
          When the simulation stops early (an illegal command, a tick after the run-down) it
          says where and why in plain words and still shows every result field, recorded
          against derived from the state before that tick.
  diff    compares two runs: the first tick where their inputs differ (the run's settings or a
          tick's input row or commands), every setting that differs, and the first tick where
          their states differ (the simulation's state hash, tick by tick), with the fields that
          differ there; then whether the states are the same again at the end of the shorter.
          The recorded results that differ are listed too (not inputs: runs the same may
          record other results).

  --json  one JSON object per file, one per line, on stdout, for every file including bad
          ones; keys are the format's snake_case names ("status", "error", "sha256",
          "result"/"derived" with "elapsed_ms", "shots_fired", "players":[{"experience",
          "health", "most_used_weapon_id"}], …). Field paths count players from 0
          (players[0] is player 1); text output says "player 1".

  Ticks are 0-based, as the file and the trace count them: "tick N" is the state after tick N
  was simulated, "the run start" the state before tick 0 (tick -1 in JSON).

  Flags go anywhere among the files; a value follows its flag (--trace T) or is joined to it
  (--trace=T); -- ends the flags (every later argument is a file). -h, --help print this help;
  --version what this crd is and plays.

exit status:
  0   every file read (info) or verified (verify); diff: the two runs are the same
  1   verify: a derived result or the trace differs from the recording (mismatch); diff: the
      runs differ
  2   a file is invalid (breaks the format: it does not decode, or a tick holds an illegal
      command or follows the run-down) or unreadable (missing, no permission); or its trace
      is for another run, unreadable or invalid (damaged, past the trace limits); or crd
      failed on it (error, a bug)
  3   verify: the run uses something this simulation does not play yet (unsupported); diff:
      either run does (its states are not compared)
  64  usage error (bad command line; a trace given where a run is due)
  74  the output could not be written (stdout: a full disk, an I/O error); said on stderr.
      A reader that goes away (crd … | head) ends crd as it ends any command (SIGPIPE)
  With several files the worst wins: 2, then 3, then 1.`

// run executes one crd command and returns the process exit status: the command's, or
// exitOutput when stdout could not take all of its output (a full disk, a closed file), said
// on stderr: a script must not read a cut-off report as a verdict.
func run(args []string, stdout, stderr io.Writer) int {
	out := &outputWriter{w: stdout}
	code := runCommand(args, out, stderr)
	if out.err != nil {
		fmt.Fprintf(stderr, "crd: the output could not be written: %v\n", out.err)
		return exitOutput
	}
	return code
}

// outputWriter is stdout keeping its first write error; nothing is written after one.
type outputWriter struct {
	w   io.Writer
	err error
}

func (o *outputWriter) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	o.err = err
	return n, err
}

// runCommand executes one crd command and returns its exit status.
func runCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		// The one line a usage error starts with, then the whole help: crd alone is how a new
		// user asks what it does.
		fmt.Fprintf(stderr, "crd: no command given (info, verify or diff)\n\n%s\n", usage)
		return exitUsage
	}
	switch args[0] {
	case "-h", "--help", "help":
		fmt.Fprintln(stdout, usage)
		return 0
	case "--version", "version":
		if len(args) > 1 {
			return usageError(stderr, "", "%s takes no argument (%s given)", args[0], filetext.Quote(args[1]))
		}
		fmt.Fprintln(stdout, versionText())
		return 0
	case "info":
		return runInfo(args[1:], stdout, stderr)
	case "verify":
		return runVerify(args[1:], stdout, stderr)
	case "diff":
		return runDiff(args[1:], stdout, stderr)
	default:
		return usageError(stderr, "", "unknown command %q", args[0])
	}
}

// shortUsage is the synopsis printed under a usage error, by command ("" for crd itself).
var shortUsage = map[string]string{
	"":       "usage: crd info FILE… [--json]\n       crd verify FILE… [--json | --brief] [--trace TRACE] [--force] [--all-divergences] [--no-cache] [--jobs N]\n       crd diff A.crd B.crd [--json]",
	"info":   "usage: crd info FILE… [--json]",
	"verify": "usage: crd verify FILE… [--json | --brief] [--trace TRACE] [--force] [--all-divergences] [--no-cache] [--jobs N]",
	"diff":   "usage: crd diff A.crd B.crd [--json]",
}

// usageError prints a one-line usage error for cmd ("" for crd itself) and its synopsis on
// stderr, and returns exitUsage.
func usageError(stderr io.Writer, cmd, format string, args ...any) int {
	prefix := "crd"
	if cmd != "" {
		prefix += " " + cmd
	}
	fmt.Fprintf(stderr, "%s: %s\n%s\n(crd --help for the full help)\n", prefix, fmt.Sprintf(format, args...), shortUsage[cmd])
	return exitUsage
}

// errHelp is returned by parseArgs for -h or --help.
var errHelp = fmt.Errorf("help requested")

// parseArgs splits a command's arguments into files and flags. bools are flags without a
// value (--json); values take one, as the next argument (--trace T) or joined (--trace=T).
// "--" ends the flags; "-" alone is a file name. It returns errHelp for -h or --help.
func parseArgs(args []string, bools map[string]*bool, values map[string]*string) ([]string, error) {
	var files []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return append(files, args[i+1:]...), nil
		case a == "-h" || a == "--help":
			return nil, errHelp
		case len(a) < 2 || a[0] != '-':
			files = append(files, a)
			continue
		}
		name, value, joined := strings.Cut(a, "=")
		if p, ok := bools[name]; ok {
			if joined {
				return nil, fmt.Errorf("%s takes no value", name)
			}
			*p = true
			continue
		}
		p, ok := values[name]
		if !ok {
			return nil, fmt.Errorf("unknown flag %s", name)
		}
		if !joined {
			if i+1 >= len(args) {
				return nil, fmt.Errorf("%s needs a value", name)
			}
			i++
			value = args[i]
		}
		if value == "" {
			return nil, fmt.Errorf("%s needs a value", name)
		}
		*p = value
	}
	return files, nil
}

// versionText is what --version prints: the build (its commit, from the Go build information,
// when built from a checkout) and what the simulation plays: the format versions read, the
// rules, and the reference port build it follows.
func versionText() string {
	build := "a build of no recorded commit"
	if bi, ok := debug.ReadBuildInfo(); ok {
		rev, dirty := "", false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
		if len(rev) > 12 {
			rev = rev[:12]
		}
		switch {
		case rev != "" && dirty:
			build = "commit " + rev + " (with changes)"
		case rev != "":
			build = "commit " + rev
		case bi.Main.Version != "" && bi.Main.Version != "(devel)":
			build = bi.Main.Version
		}
		build += ", " + bi.GoVersion
	}
	return fmt.Sprintf("crd (crdplayer): %s\nreads .crd formats %d to %d; plays rules %s, cl_build %d; follows the reference port %s",
		build, replayio.MinFormatVersion, replayio.FormatVersion, game.SimulationRulesText(), replayio.Build1993, game.SimulationVersion)
}
