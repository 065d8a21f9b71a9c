package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"sync"

	"crdplayer/game/trace"
	"crdplayer/internal/filetext"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
)

// statusUnreadable is the status of a file that could not be read at all (missing, a
// directory, no permission), as opposed to one that was read and breaks the format (invalid).
const statusUnreadable = "unreadable"

// statusError is the status of a file crd itself failed on (a panic: a bug of crd's, never
// the file's fault); the other files are still verified.
const statusError = "error"

// Trace check statuses, the "status" of a verify object's "trace".
const (
	traceAgrees     = "agrees"
	traceDiffers    = "differs"
	traceOtherRun   = "other_run"
	traceUnreadable = "unreadable"
	traceInvalid    = "invalid"
)

// verifyResult is one file's verification: one JSON object per file with --json, keys in the
// format's snake_case.
type verifyResult struct {
	File   string `json:"file"`
	Status string `json:"status"` // verified, mismatch, invalid, unreadable, unsupported, error
	Error  string `json:"error,omitempty"`
	SHA256 string `json:"sha256,omitempty"`
	Ticks  int    `json:"ticks,omitempty"` // ticks simulated; left out when none were
	// StoppedAt is the recorded tick (0-based) where the simulation stopped: the format rejects
	// it (invalid: an illegal command, a tick past the run-down) or the simulation does not play
	// it (unsupported). Left out when every tick was simulated or the run could not start.
	StoppedAt  *int            `json:"stopped_at,omitempty"`
	ticksLeft  int             // recorded ticks after StoppedAt, for the text output
	Derived    *resultView     `json:"derived,omitempty"`
	Mismatches []mismatchView  `json:"mismatches,omitempty"`
	Trace      *traceCheckView `json:"trace,omitempty"`
}

// mismatchView is one result field whose derived value differs from the recorded one; field
// is the format's path (players are counted from 0 there: players[0] is player 1).
type mismatchView struct {
	Field    string `json:"field"`
	Recorded string `json:"recorded"`
	Derived  string `json:"derived"`
}

// traceCheckView is the comparison with a trace sidecar.
type traceCheckView struct {
	File       string          `json:"file"`
	Status     string          `json:"status"` // agrees, differs, other_run, unreadable, invalid
	Error      string          `json:"error,omitempty"`
	SHA256     string          `json:"sha256,omitempty"` // the run the trace was recorded from
	Ticks      int             `json:"ticks,omitempty"`  // tick records the trace's header announces; left out when it could not be read
	Divergence *divergenceView `json:"divergence,omitempty"`
}

// divergenceView is the first tick and field where the simulation and the trace differ; tick
// -1 is the run start (before tick 0).
type divergenceView struct {
	Tick         int    `json:"tick"`
	Field        string `json:"field"`
	Want         string `json:"want"`
	Got          string `json:"got"`
	WantRngMarks string `json:"want_rng_marks,omitempty"`
	GotRngMarks  string `json:"got_rng_marks,omitempty"`
}

// runVerify implements `crd verify FILE… [--json | --brief] [--trace TRACE]`: each file is
// decoded and simulated; the derived result is compared with the recorded one and, with a
// trace sidecar (--trace, or FILE.trace.jsonl.gz next to it), every tick with the trace.
// Exit 0 all verified, 1 a mismatch, 2 an invalid or unreadable file, 3 unsupported settings,
// 64 a usage error.
func runVerify(args []string, stdout, stderr io.Writer) int {
	asJSON, brief := false, false
	trace := ""
	files, err := parseArgs(args, map[string]*bool{"--json": &asJSON, "--brief": &brief},
		map[string]*string{"--trace": &trace})
	switch {
	case err == errHelp:
		fmt.Fprintln(stdout, usage)
		return exitOK
	case err != nil:
		return usageError(stderr, "verify", "%v", err)
	case len(files) == 0:
		return usageError(stderr, "verify", "no file given")
	case asJSON && brief:
		return usageError(stderr, "verify", "--brief and --json do not go together (--json is already one line per file)")
	case trace != "" && len(files) != 1:
		return usageError(stderr, "verify", "--trace goes with exactly one file (%d given)", len(files))
	}
	results := make([]verifyResult, len(files))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for n := 0; n < min(runtime.NumCPU(), len(files)); n++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = verifyFile(files[i], trace)
			}
		}()
	}
	for i := range files {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	nameWidth := 0 // --brief's name column fits the longest name
	for _, f := range files {
		nameWidth = max(nameWidth, len(filepath.Base(f)))
	}
	code := 0
	for i := range results {
		r := &results[i]
		if asJSON {
			b, err := json.Marshal(r)
			if err != nil {
				b = []byte(fmt.Sprintf(`{"file":%q,"status":"invalid","error":%q}`, r.File, err.Error()))
			}
			fmt.Fprintln(stdout, string(b))
		} else {
			printVerify(stdout, r, brief, nameWidth)
		}
		code = worseExit(code, statusExit(r.Status))
	}
	return code
}

// Exit statuses of crd.
const (
	exitOK          = 0
	exitMismatch    = 1
	exitInvalid     = 2 // a file (or its trace) is invalid or cannot be read
	exitUnsupported = 3
	exitUsage       = 64 // EX_USAGE: bad command line
)

func statusExit(status string) int {
	switch status {
	case parity.StatusVerified:
		return exitOK
	case parity.StatusMismatch:
		return exitMismatch
	case parity.StatusUnsupported:
		return exitUnsupported
	default:
		return exitInvalid
	}
}

// worseExit orders the exit codes: invalid over unsupported over mismatch over verified.
func worseExit(a, b int) int {
	rank := map[int]int{exitOK: 0, exitMismatch: 1, exitUnsupported: 2, exitInvalid: 3}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// readStatus classifies an error from reading a file: unreadable when the file could not be
// opened or read at all, invalid when it was read and is not a valid run.
func readStatus(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return statusUnreadable
	}
	return parity.StatusInvalid
}

// readError words an error for the user: "cannot read FILE: reason" for unreadable files.
func readError(path string, err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Sprintf("cannot read %s: %v", path, pe.Err)
	}
	return err.Error()
}

// verifyFile verifies one file. It never panics: a panic (a bug of crd's) becomes the file's
// status "error", so that the other files are still verified and reported.
func verifyFile(path, tracePath string) (res verifyResult) {
	defer func() {
		if p := recover(); p != nil {
			res = verifyResult{File: path, Status: statusError,
				Error: "crd failed on this file (a bug, please report it): " + filetext.Clip(fmt.Sprint(p), 200)}
		}
	}()
	res = verifyResult{File: path}
	r, err := readRun(path)
	if err != nil {
		res.Status = readStatus(err)
		res.Error = readError(path, err)
		return res
	}
	res.SHA256 = r.RunID()
	if tracePath == "" {
		if _, err := os.Stat(trace.SidecarPath(path)); err == nil {
			tracePath = trace.SidecarPath(path)
		}
	}
	var tr *trace.Reader
	if tracePath != "" {
		res.Trace = &traceCheckView{File: tracePath}
		tr, err = trace.OpenForRun(tracePath, len(r.Ticks))
		switch {
		case err != nil:
			res.Trace.Status = traceReadStatus(err)
			res.Trace.Error = readError(tracePath, err)
			tr = nil
		case tr.Header.ReplaySHA256 != "" && tr.Header.ReplaySHA256 != res.SHA256:
			res.Trace.Status = traceOtherRun
			res.Trace.SHA256 = tr.Header.ReplaySHA256
			res.Trace.Ticks = tr.Header.Ticks
			res.Trace.Error = fmt.Sprintf("trace is for another run (sha %s)", tr.Header.ReplaySHA256)
			tr.Close()
			tr = nil
		default:
			defer tr.Close()
			res.Trace.SHA256 = tr.Header.ReplaySHA256
			res.Trace.Ticks = tr.Header.Ticks
		}
	}
	// The trace is compared as it is read, one record at a time.
	rep := parity.RunStream(r, tr)
	res.Status = rep.Status
	if rep.Err != nil {
		res.Error = rep.Err.Error()
	}
	res.Ticks = rep.Ticks
	if rep.StoppedAt >= 0 {
		at := rep.StoppedAt
		res.StoppedAt = &at
		res.ticksLeft = len(r.Ticks) - rep.Ticks
	}
	if rep.Status == parity.StatusVerified || rep.Status == parity.StatusMismatch {
		d := newResultView(&rep.Derived)
		res.Derived = &d
	}
	for _, m := range rep.Mismatches {
		res.Mismatches = append(res.Mismatches, mismatchView(m))
	}
	if tc := res.Trace; tc != nil {
		switch {
		case tc.Status == "" && rep.TraceErr != nil:
			tc.Status = traceReadStatus(rep.TraceErr)
			tc.Error = readError(tracePath, rep.TraceErr)
		case tc.Status == "" && rep.Divergence != nil:
			tc.Status = traceDiffers
			d := rep.Divergence
			tc.Divergence = &divergenceView{d.Tick, d.Field, d.Want, d.Got, d.WantMarks, d.GotMarks}
		case tc.Status == "":
			tc.Status = traceAgrees
		}
		if tc.Status != traceAgrees && tc.Status != traceDiffers && res.Status != parity.StatusInvalid {
			// The trace could not be compared: the run cannot be checked as asked, so it is
			// not verified; the result comparison above still stands and is reported.
			res.Status = parity.StatusInvalid
			if tc.Status == traceUnreadable {
				res.Status = statusUnreadable
			}
			if res.Error == "" {
				res.Error = tc.Error
			}
		}
	}
	return res
}

// readRun reads a run for verify (a variable so that a test can make it fail as a bug would).
var readRun = replayio.ReadFile

// traceReadStatus is the trace status of an error reading a trace: unreadable when the file
// could not be opened or read, invalid when it was read and breaks the trace format or limits.
func traceReadStatus(err error) string {
	if readStatus(err) == statusUnreadable {
		return traceUnreadable
	}
	return traceInvalid
}

// playerPath matches a format path into the players array, e.g. "players[0].health".
var playerPath = regexp.MustCompile(`players\[(\d+)\]`)

// playerLabel appends the human player number to a format path that names a player, as in
// "players[0].health (player 1)"; other paths are returned unchanged.
func playerLabel(path string) string {
	m := playerPath.FindStringSubmatch(path)
	if m == nil {
		return path
	}
	n, _ := strconv.Atoi(m[1])
	return fmt.Sprintf("%s (player %d)", path, n+1)
}

// traceLine is the text form of a trace check, without the "trace: " prefix.
func traceLine(t *traceCheckView, ticks int) string {
	switch t.Status {
	case traceAgrees:
		return fmt.Sprintf("%d ticks agree (%s)", ticks, t.File)
	case traceDiffers:
		d := t.Divergence
		where := fmt.Sprintf("tick %d", d.Tick)
		if d.Tick < 0 {
			where = "the run start"
		}
		return fmt.Sprintf("first divergence at %s field %s: want %s got %s", where, playerLabel(d.Field), d.Want, d.Got)
	case traceOtherRun:
		return fmt.Sprintf("trace is for another run (sha %s), not compared (%s)", t.SHA256, t.File)
	default:
		return t.Error + ", not compared"
	}
}

// printVerify prints one file's verification as text; with brief, one line whose name column
// is nameWidth bytes wide. Every line goes out through textLine, so nothing a file or its name
// holds can write a control character to the terminal.
func printVerify(w io.Writer, r *verifyResult, brief bool, nameWidth int) {
	name := filepath.Base(r.File)
	if brief {
		line := fmt.Sprintf("%-*s %s", nameWidth, name, r.Status)
		switch {
		case r.Trace != nil && r.Trace.Status != traceAgrees:
			if r.Trace.Status == traceDiffers {
				line += ": trace: " + traceLine(r.Trace, r.Ticks)
			} else {
				line += ": " + traceLine(r.Trace, r.Ticks)
			}
		case r.Error != "":
			line += ": " + r.Error
		case len(r.Mismatches) > 0:
			m := r.Mismatches[0]
			line += fmt.Sprintf(": %s: recorded %s derived %s", m.Field, m.Recorded, m.Derived)
		}
		textLine(w, "%s", line)
		return
	}
	textLine(w, "%s: %s", r.File, r.Status)
	if r.SHA256 != "" {
		textLine(w, "  sha256 %s", r.SHA256)
	}
	if r.Error != "" && (r.Trace == nil || r.Error != r.Trace.Error) { // a trace error is on the trace line
		textLine(w, "  error: %s", r.Error)
	}
	if r.StoppedAt != nil {
		why := "the replay breaks the format there"
		if r.Status == parity.StatusUnsupported {
			why = "this simulation does not play it yet"
		}
		textLine(w, "  stopped at tick %d of %d: %s, so no result is derived", *r.StoppedAt, r.Ticks+r.ticksLeft, why)
	}
	if r.Derived != nil {
		d := r.Derived
		textLine(w, "  derived: outcome %s, elapsed_ms %d, kills %d, shots_fired %d, shots_hit %d, rng_state %d, pending_perks %d, %d ticks",
			d.Outcome, d.ElapsedMs, d.Kills, d.ShotsFired, d.ShotsHit, d.RngState, d.PendingPerks, r.Ticks)
		for i, p := range d.Players {
			textLine(w, "  player %d: experience %d, health %v, most_used_weapon_id %d", i+1, p.Experience, float32(p.Health), p.MostUsedWeaponID)
		}
	}
	for _, m := range r.Mismatches {
		textLine(w, "  mismatch %s: recorded %s derived %s", playerLabel(m.Field), m.Recorded, m.Derived)
	}
	if r.Trace == nil {
		if r.Derived != nil {
			textLine(w, "  trace: none (no --trace and no %s.trace.jsonl.gz)", name)
		}
		return
	}
	textLine(w, "  trace: %s", traceLine(r.Trace, r.Ticks))
	if d := r.Trace.Divergence; d != nil && (d.WantRngMarks != "" || d.GotRngMarks != "") {
		textLine(w, "    want rng marks: %s", d.WantRngMarks)
		textLine(w, "    got rng marks:  %s", d.GotRngMarks)
	}
}

// textLine writes one line of text output: formatted, then escaped with filetext.Escape (control
// characters of file names and messages written as \x1b, \n, …), then a newline.
func textLine(w io.Writer, format string, args ...any) {
	fmt.Fprintln(w, filetext.Escape(fmt.Sprintf(format, args...)))
}

// newResultView is a RunResult with the format's key names.
func newResultView(res *replayio.RunResult) resultView {
	v := resultView{Outcome: res.Outcome, ElapsedMs: res.ElapsedMs, Kills: res.Kills,
		ShotsFired: res.ShotsFired, ShotsHit: res.ShotsHit, RngState: res.RngState,
		PendingPerks: res.PendingPerks, QuestFinalMs: res.QuestFinalMs, Players: []playerView{}}
	for _, p := range res.Players {
		v.Players = append(v.Players, playerView{p.Experience, float64(p.Health), p.MostUsedWeaponID})
	}
	return v
}
