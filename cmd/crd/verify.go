package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"crdplayer/game"
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

// verifyResult is one file's verification: one JSON object per file with --json, keys in the
// format's snake_case. It is game.Verification (the window shows the same) in crd's words.
type verifyResult struct {
	File   string `json:"file"`
	Status string `json:"status"` // verified, mismatch, invalid, unreadable, unsupported, error
	// Headline is the verdict in a sentence, as the window's Verify pane heads it
	// (game.Verification.Headline).
	Headline string `json:"headline,omitempty"`
	Error    string `json:"error,omitempty"`
	SHA256   string `json:"sha256,omitempty"`
	// Provenance, for a file that could be read: GameVersion is the build that recorded the run
	// (the payload's game_version), Recorder the program that did, SimulationVersion the build
	// whose behaviour this simulation follows. Warnings are what a reader should be warned of
	// without it changing the status: a run recorded by another build than SimulationVersion.
	GameVersion       string        `json:"game_version,omitempty"`
	Recorder          *recorderView `json:"recorder,omitempty"`
	SimulationVersion string        `json:"simulation_version,omitempty"`
	Warnings          []string      `json:"warnings,omitempty"`
	Ticks             int           `json:"ticks,omitempty"` // ticks simulated; left out when none were
	// StoppedAt is the recorded tick (0-based) where the simulation stopped: the format rejects
	// it (invalid: an illegal command, a tick past the run-down) or the simulation does not play
	// it (unsupported). Left out when every tick was simulated or the run could not start.
	// Stopped says where and why in plain words; Derived is then the result of the state before
	// that tick, which never verifies.
	StoppedAt *int        `json:"stopped_at,omitempty"`
	Stopped   string      `json:"stopped,omitempty"`
	Derived   *resultView `json:"derived,omitempty"`
	// QuestScore is the derived quest_final_ms with its parts, for a quest the simulation
	// derives as completed.
	QuestScore *questScoreView `json:"quest_score,omitempty"`
	Mismatches []mismatchView  `json:"mismatches,omitempty"`
	Trace      *traceCheckView `json:"trace,omitempty"`

	why    string             // the headline without its status, for the text output
	fields []game.ResultField // every result field, recorded against derived, for the text output
}

// questScoreView is quest_final_ms with its parts (sim.QuestScore): final_ms = timeline_ms −
// perk_penalty_ms (1000 × unpicked_perks) − life_bonus_ms (the sum of life_bonus, one entry a
// player).
type questScoreView struct {
	TimelineMs    int64   `json:"timeline_ms"`
	UnpickedPerks int     `json:"unpicked_perks"`
	PerkPenaltyMs int64   `json:"perk_penalty_ms"`
	LifeBonus     []int64 `json:"life_bonus"`
	LifeBonusMs   int64   `json:"life_bonus_ms"`
	FinalMs       int64   `json:"final_ms"`
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
	Ticks      *int            `json:"ticks,omitempty"`  // tick records the trace's header announces; left out when it could not be read
	Forced     bool            `json:"forced,omitempty"` // recorded for another run, compared anyway (--force)
	Cached     bool            `json:"cached,omitempty"` // read from the trace cache's copy, not the JSON
	Divergence *divergenceView `json:"divergence,omitempty"`
	// Agreed, for a trace that could not be read past some record (status invalid), is the
	// ticks before it that were compared and agree (0 to agreed-1); left out otherwise.
	Agreed int `json:"agreed,omitempty"`
	// Divergences, with --all-divergences, is every tick where fields start to differ that had
	// not differed at an earlier tick (the first is the divergence's tick), with those fields
	// named as the player's inspector names them (creatures by slot: creature[12].hp), as the
	// window's J and Shift+J step through them; left out without the flag.
	Divergences *[]onsetView `json:"divergences,omitempty"`
	saidAbove   bool         // the headline says it already (Verification.HeadlineSaysTrace)
	endsEarly   string       // TraceCheck.EndsEarly, when the divergence is the trace running out
	// Notes are what the check says besides its verdict ("ticks 2661, the run has 715",
	// "recorded for another run …, compared anyway"), as the text prints them.
	Notes []string `json:"notes,omitempty"`
}

// onsetView is a tick where fields start to differ from the trace (game.Onset); tick -1 is
// the run start.
type onsetView struct {
	Tick   int      `json:"tick"`
	Fields []string `json:"fields"`
	// SampledFrom, for creatures' fields only (which the trace lists every 60th tick), is the
	// first tick they may have started to differ on (game.Onset.Sampled).
	SampledFrom *int `json:"sampled_from,omitempty"`
}

// divergenceView is the first tick and field where the simulation and the trace differ; tick
// -1 is the run start (before tick 0). FirstPhase names the first phase of that tick whose
// RNG state differs (the rng marks side by side), "" when the marks agree.
type divergenceView struct {
	Tick         int    `json:"tick"`
	Field        string `json:"field"`
	Want         string `json:"want"`
	Got          string `json:"got"`
	WantRngMarks string `json:"want_rng_marks,omitempty"`
	GotRngMarks  string `json:"got_rng_marks,omitempty"`
	FirstPhase   string `json:"first_phase,omitempty"`
	// firstText words the first mark that differs for the text output (trace.MarkTable.FirstText).
	firstText string
	// Fields is every field that differs at that tick: want is the trace's value, got ours,
	// difference ours − the trace's, with the distance in ulps for numbers.
	Fields []divergenceField `json:"fields"`
}

// divergenceField is one differing field of the divergent tick.
type divergenceField struct {
	Field      string  `json:"field"`
	Want       string  `json:"want"`
	Got        string  `json:"got"`
	Difference string  `json:"difference,omitempty"`
	Ulps       *uint64 `json:"ulps,omitempty"`
	UlpsF32    *uint64 `json:"ulps_f32,omitempty"`
	ulpsText   string
}

// newDivergenceField reads a differing field's two values back as numbers where they are, for
// the difference and, for a float field (f.Float, health 100 as much as x 150.875), the ulps,
// as the window's Diff pane shows them (the trace's values print exactly: shortest round-trip
// form). An RNG state has neither (notQuantity).
func newDivergenceField(f trace.FieldDiff) divergenceField {
	d := divergenceField{Field: f.Path, Want: f.Want, Got: f.Got}
	w, errW := strconv.ParseFloat(f.Want, 64)
	g, errG := strconv.ParseFloat(f.Got, 64)
	if errW != nil || errG != nil || notQuantity(f.Path) {
		return d
	}
	// ours is A, the trace's B: the difference is ours − the trace's.
	r := trace.Row{Path: f.Path, Differs: true,
		A: trace.Value{Present: true, Kind: trace.KindFloat, Float: g}, B: trace.Value{Present: true, Kind: trace.KindFloat, Float: w}}
	if !f.Float {
		wi, errW := strconv.ParseInt(f.Want, 10, 64)
		gi, errG := strconv.ParseInt(f.Got, 10, 64)
		if errW != nil || errG != nil {
			return d
		}
		r.A, r.B = trace.Value{Present: true, Kind: trace.KindInt, Int: gi}, trace.Value{Present: true, Kind: trace.KindInt, Int: wi}
	}
	d.Difference = r.Difference()
	if u64, u32, has32, ok := r.Ulps(); ok {
		d.Ulps = &u64
		if has32 {
			d.UlpsF32 = &u32
		}
		d.ulpsText = r.UlpsText()
	}
	return d
}

// notQuantity reports whether a field holds a generator's state or a hash rather than a
// quantity ("rng", "rng_after_setup", "rng_state", "rng_marks[0]"): A − B says nothing of it,
// so no difference is printed, only that it differs.
func notQuantity(path string) bool {
	leaf := path[strings.LastIndexByte(path, '.')+1:]
	return strings.HasPrefix(leaf, "rng") || strings.Contains(leaf, "hash") || strings.Contains(leaf, "sha")
}

// runVerify implements `crd verify FILE… [--json | --brief] [--trace TRACE] [--force]
// [--all-divergences]`: each file is decoded and simulated; the derived result is compared with
// the recorded one and, with a trace sidecar (--trace, or FILE.trace.jsonl.gz next to it),
// every tick with the trace. Exit 0 all verified, 1 a mismatch, 2 an invalid or unreadable
// file, 3 unsupported settings, 64 a usage error (a FILE named as a trace is one).
func runVerify(args []string, stdout, stderr io.Writer) int {
	asJSON, brief, force, all, noCache := false, false, false, false, false
	tracePath, jobsArg := "", ""
	files, err := parseArgs(args, map[string]*bool{"--json": &asJSON, "--brief": &brief, "--force": &force, "--all-divergences": &all, "--no-cache": &noCache},
		map[string]*string{"--trace": &tracePath, "--jobs": &jobsArg})
	workers := runtime.NumCPU()
	if err == nil && jobsArg != "" {
		n, perr := strconv.Atoi(jobsArg)
		if perr != nil || n < 1 || n > maxJobs {
			err = fmt.Errorf("--jobs %s: want a whole number of files from 1 to %d", filetext.Quote(jobsArg), maxJobs)
		}
		workers = n
	}
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
	case all && brief:
		return usageError(stderr, "verify", "--all-divergences and --brief do not go together (--brief is one line per file)")
	}
	if msg := traceAsRun(files, tracePath); msg != "" {
		return usageError(stderr, "verify", "%s", msg)
	}
	if tracePath != "" && len(files) != 1 {
		return usageError(stderr, "verify", "--trace goes with exactly one file (%d given)", len(files))
	}
	var cache *trace.Cache
	if !noCache {
		cache = trace.DefaultCache()
		if p := trace.CacheEnvProblem(); p != "" {
			textLine(stderr, "crd: %s", p)
		}
	}
	results := make([]verifyResult, len(files))
	jobs := make(chan int)
	var wg sync.WaitGroup
	for n := 0; n < min(workers, len(files)); n++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results[i] = verifyFile(files[i], tracePath, force, all, cache)
			}
		}()
	}
	for i := range files {
		jobs <- i
	}
	close(jobs)
	wg.Wait()

	names := briefNames(files)
	nameWidth := 0 // --brief's name column fits the longest name, up to maxNameColumn
	for _, n := range names {
		nameWidth = min(max(nameWidth, len(n)), maxNameColumn)
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
			printVerify(stdout, r, brief, names[i], nameWidth)
		}
		code = worseExit(code, statusExit(r.Status))
	}
	return code
}

// maxJobs is the most files --jobs verifies at once.
const maxJobs = 1024

// Exit statuses of crd.
const (
	exitOK          = 0
	exitMismatch    = 1
	exitInvalid     = 2 // a file (or its trace) is invalid or cannot be read
	exitUnsupported = 3
	exitUsage       = 64 // EX_USAGE: bad command line
	exitOutput      = 74 // EX_IOERR: the output could not be written
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

// verifyFile verifies one file. It never panics: a panic (a bug of crd's) becomes the file's
// status "error", so that the other files are still verified and reported.
//
// cache, when not nil, is the trace cache (trace.DefaultCache; nil with --no-cache).
func verifyFile(path, tracePath string, force, all bool, cache *trace.Cache) (res verifyResult) {
	defer func() {
		if p := recover(); p != nil {
			res = verifyResult{File: path, Status: statusError,
				Error: "crd failed on this file (a bug, please report it): " + filetext.Clip(fmt.Sprint(p), 200)}
		}
	}()
	res = verifyResult{File: path}
	r, err := readRun(path)
	if err != nil {
		// (JSON's "file" names the file: the error does not again; the headline is the
		// verdict in a sentence for every file.)
		res.Status = readStatus(err)
		res.Error = withoutFile(path, runReadError(path, err))
		res.Headline = res.Status + ": " + res.Error
		return res
	}
	if tracePath == "" {
		if _, err := os.Stat(trace.SidecarPath(path)); err == nil {
			tracePath = trace.SidecarPath(path)
		}
	}
	// The trace is compared as it is read, one record at a time.
	v := game.Verify(r, game.Options{PayloadSHA256: r.RunID(), TracePath: tracePath, ForceTrace: force, AllDivergences: all, TraceCache: cache})
	res.Status = v.Status()
	res.Headline = v.Headline()
	res.why = strings.TrimPrefix(strings.TrimPrefix(res.Headline, res.Status), ": ")
	res.SHA256 = v.SHA256
	res.GameVersion, res.SimulationVersion, res.Warnings = v.GameVersion, v.SimulationVersion, v.Warnings
	rc := recorderView(v.Recorder)
	res.Recorder = &rc
	res.Ticks = v.Simulated
	if v.Err != nil {
		res.Error = v.Err.Error()
	}
	if st := v.Stop; st != nil {
		at := st.Tick
		res.StoppedAt = &at
		res.Stopped = st.Text()
	}
	if v.Derived != nil {
		d := newResultView(v.Derived)
		res.Derived = &d
		res.fields = game.ResultFields(&v.Recorded, v.Derived)
	}
	if q := v.Quest; q != nil {
		players := 0
		if v.Derived != nil {
			players = min(len(v.Derived.Players), len(q.LifeBonus))
		}
		res.QuestScore = &questScoreView{TimelineMs: q.TimelineMs, UnpickedPerks: q.UnpickedPerks, PerkPenaltyMs: q.PerkPenaltyMs,
			LifeBonus: append([]int64{}, q.LifeBonus[:players]...), LifeBonusMs: q.LifeBonusMs, FinalMs: q.FinalMs}
	}
	for _, m := range v.Mismatches {
		res.Mismatches = append(res.Mismatches, mismatchView(m))
	}
	if tc := v.Trace; tc != nil {
		tv := &traceCheckView{File: tracePath, Status: tc.Status, SHA256: tc.SHA256, Forced: tc.Forced, Cached: tc.Cached, Notes: tc.Notes}
		if tc.Ticks >= 0 {
			n := tc.Ticks
			tv.Ticks = &n
		}
		if tc.Err != nil {
			tv.Error = replayio.ReadErrorText(tracePath, tc.Err)
			if pe := (*game.PartialTraceError)(nil); errors.As(tc.Err, &pe) {
				tv.Agreed = pe.Agreed
			}
		}
		if d := tc.Divergence; d != nil && len(d.Fields) > 0 {
			f := d.Fields[0]
			dv := &divergenceView{Tick: int(d.Tick), Field: f.Path, Want: f.Want, Got: f.Got}
			for _, f := range d.Fields {
				dv.Fields = append(dv.Fields, newDivergenceField(f))
			}
			if mt := tc.Marks; mt != nil {
				dv.WantRngMarks, dv.GotRngMarks = marksText(mt, false), marksText(mt, true)
				dv.FirstPhase = filetext.Clip(mt.Phase, filetext.QuoteMax) // (a name from the file), as in the marks
				dv.firstText = mt.FirstText("ours", "the trace")
			}
			tv.Divergence = dv
			tv.endsEarly, _ = tc.EndsEarly()
		}
		if all && (tc.Status == game.TraceAgrees || tc.Status == game.TraceDiffers) {
			ds := []onsetView{}
			for _, o := range tc.Onsets {
				ov := onsetView{Tick: o.Tick, Fields: o.Fields}
				if from, ok := o.Sampled(); ok {
					ov.SampledFrom = &from
				}
				ds = append(ds, ov)
			}
			tv.Divergences = &ds
		}
		tv.saidAbove = v.HeadlineSaysTrace()
		res.Trace = tv
		if res.Error == "" && tv.Error != "" && res.Status != parity.StatusMismatch {
			res.Error = tv.Error
		}
	}
	return res
}

// marksText is one side of a tick's RNG marks as name=state words: ours (A) or the trace's (B).
func marksText(mt *trace.MarkTable, ours bool) string {
	var b strings.Builder
	for _, r := range mt.Rows {
		m := r.B
		if ours {
			m = r.A
		}
		if m == nil {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(m.String())
	}
	return b.String()
}

// traceSuffixes are the names of trace files (the reference's FILE.crd.trace.jsonl.gz, or
// any JSON lines, gzipped or not), which are never runs.
var traceSuffixes = []string{".jsonl.gz", ".jsonl"}

// looksLikeTrace reports whether a file's name says it is a trace, not a run.
func looksLikeTrace(path string) bool {
	for _, suf := range traceSuffixes {
		if strings.HasSuffix(strings.ToLower(path), suf) {
			return true
		}
	}
	return false
}

// traceAsRun is the usage error for a trace given where a run is due (crd verify RUN.crd
// RUN.trace.jsonl.gz, meaning the second as the first's trace), "" when no file's name says
// it is a trace. It names the file and gives the command that compares a run with it: the run
// beside the trace when there is one (trace.RunBeside), else the one run given with --trace.
func traceAsRun(files []string, tracePath string) string {
	var runs []string
	bad := ""
	for _, f := range files {
		if looksLikeTrace(f) {
			if bad == "" {
				bad = f
			}
			continue
		}
		runs = append(runs, f)
	}
	if bad == "" {
		return ""
	}
	run := "RUN.crd"
	if len(runs) == 1 {
		run = runs[0]
	}
	if tracePath != "" {
		return fmt.Sprintf("%s is a trace (by its name), not a run; a run is compared with one trace at a time, given with --trace", bad)
	}
	// The run beside the trace is its run (whichever runs were given with it: pairing it with
	// another run would only be refused as another run's trace).
	if beside := trace.RunBeside(bad); beside != "" {
		return fmt.Sprintf("%s is a trace (by its name), not a run; its run is beside it: crd verify %s compares the two", bad, beside)
	}
	return fmt.Sprintf("%s is a trace (by its name), not a run; to compare a run with it: crd verify %s --trace %s (one run with --trace)", bad, run, bad)
}

// runReadError is readError for a run: a file that is not a zstd frame but gzip or JSON text
// (a trace given as a run, most likely) says so and how to compare a run with it.
func runReadError(path string, err error) string {
	msg := replayio.ReadErrorText(path, err)
	if readStatus(err) == statusUnreadable {
		return msg
	}
	if what := sniffNotRun(path); what != "" {
		if beside := trace.RunBeside(path); beside != "" {
			msg += fmt.Sprintf("; the file holds %s, not a run (a trace? its run is beside it: crd verify %s compares the two)", what, beside)
		} else {
			msg += fmt.Sprintf("; the file holds %s, not a run (a trace? crd verify RUN.crd --trace %s compares a run with it)", what, path)
		}
	}
	return msg
}

// sniffNotRun names what the start of a file that failed to decode as a run holds when it is
// what a trace is made of: "gzip data", "JSON text"; "" otherwise or when it cannot be read.
func sniffNotRun(path string) string {
	if replayio.CheckReadable(path) != nil {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	var head [64]byte
	n, _ := io.ReadFull(f, head[:])
	return replayio.TraceLike(head[:n])
}

// withoutFile is an error message without its leading "FILE: " where the line already names
// the file.
func withoutFile(path, msg string) string {
	return strings.TrimPrefix(msg, path+": ")
}

// readRun reads a run for verify (a variable so that a test can make it fail as a bug would).
var readRun = replayio.ReadFile

// traceLine is the text form of a trace check, without the "trace: " prefix.
func traceLine(t *traceCheckView, ticks int, stopped bool) string {
	switch t.Status {
	case game.TraceAgrees:
		src := t.File
		if t.Cached {
			src += ", read from the trace cache"
		}
		line := fmt.Sprintf("%d %s (%s)", ticks, plural(ticks, "tick agrees", "ticks agree"), src)
		if stopped {
			// The trace goes on; the comparison ended where the simulation did.
			line += ", up to where the simulation stops"
			if t.Ticks != nil && *t.Ticks > ticks {
				line += fmt.Sprintf("; the trace's other %d records (ticks %d to %d) are not compared", *t.Ticks-ticks, ticks, *t.Ticks-1)
			}
		}
		return line
	case game.TraceDiffers:
		d := t.Divergence
		if t.endsEarly != "" {
			line := t.endsEarly + fmt.Sprintf("; the %d ticks before it (0 to %d) agree", d.Tick, d.Tick-1)
			if t.Cached {
				line += " (read from the trace cache)"
			}
			return line
		}
		where := game.TickWords(d.Tick)
		line := fmt.Sprintf("first divergence at %s field %s: want %s got %s", where, game.PlayerLabel(d.Field), d.Want, d.Got)
		if t.Cached {
			line += " (read from the trace cache)"
		}
		return line
	case game.TraceOtherRun:
		return fmt.Sprintf("%s (%s); --force compares it anyway", t.Error, t.File)
	default:
		if t.Agreed > 0 {
			return t.Error // (it says what was compared)
		}
		return t.Error + ", not compared"
	}
}

// briefNames are the names --brief gives the files: the paths as given, so that a script can
// tell each line's file whatever else was verified with it.
func briefNames(files []string) []string {
	names := slices.Clone(files)
	// Escaped as textLine will print them, so that the column is measured as it shows (a
	// newline in a name is two characters there); escaping them again changes nothing.
	for i := range names {
		names[i] = filetext.Escape(names[i])
	}
	return names
}

// Bounds of text columns: a longer value overhangs its own line only, instead of padding every
// line to it (--brief's file names; the values of the recorded-against-derived table).
const (
	maxNameColumn  = 64
	maxValueColumn = 24
)

// printVerify prints one file's verification as text; with brief, one line whose name column
// (briefName) is nameWidth bytes wide. Every line goes out through textLine, so nothing a file
// or its name holds can write a control character to the terminal.
func printVerify(w io.Writer, r *verifyResult, brief bool, briefName string, nameWidth int) {
	name := filepath.Base(r.File)
	if brief {
		line := fmt.Sprintf("%-*s %s", nameWidth, briefName, r.Status)
		switch {
		case r.Status == parity.StatusVerified && r.Trace != nil && r.Trace.Forced:
			line += ": " + r.why // (verified against another run's trace: said)
		case r.Status == parity.StatusVerified:
		case r.Trace != nil && r.Trace.Status == game.TraceDiffers && len(r.Mismatches) == 0 && r.Stopped == "":
			line += ": trace: " + traceLine(r.Trace, r.Ticks, r.Stopped != "")
		case r.why != "":
			line += ": " + r.why
		case r.Error != "":
			line += ": " + withoutFile(r.File, r.Error)
		}
		if r.Trace != nil {
			// What the trace check notes changes what a verdict is worth (another clock, a
			// header naming no run): said on the one line too, but for a forced comparison's,
			// which a verified line says already.
			var notes []string
			for _, n := range r.Trace.Notes {
				if !(r.Trace.Forced && r.Status == parity.StatusVerified && strings.HasPrefix(n, "recorded for another run")) {
					notes = append(notes, n)
				}
			}
			if len(notes) > 0 {
				line += " (note: " + strings.Join(notes, "; ") + ")"
			}
		}
		textLine(w, "%s", line)
		return
	}
	textLine(w, "%s: %s", r.File, r.Status)
	if r.why != "" {
		textLine(w, "  %s", r.why)
	} else if r.Error != "" {
		textLine(w, "  error: %s", withoutFile(r.File, r.Error))
	}
	if r.SHA256 != "" {
		textLine(w, "  sha256 %s", r.SHA256)
	}
	if rc := r.Recorder; rc != nil {
		textLine(w, "  recorded by build %s (recorder %s %s on %s); this simulation follows build %s", filetext.Clip(r.GameVersion, filetext.Short),
			filetext.Clip(rc.Client, filetext.Short), filetext.Clip(rc.Version, filetext.Short), filetext.Clip(rc.Platform, filetext.Short), r.SimulationVersion)
	}
	for _, wn := range r.Warnings {
		textLine(w, "  warning: %s", wn)
	}
	if r.Derived != nil {
		d := r.Derived
		head := "derived"
		if r.StoppedAt != nil {
			head = fmt.Sprintf("derived from the state before tick %d, where the simulation stopped (a prefix never verifies)", *r.StoppedAt)
		}
		textLine(w, "  %s: outcome %s, elapsed_ms %d, kills %d, shots_fired %d, shots_hit %d, rng_state %d, pending_perks %d, %d %s",
			head, d.Outcome, d.ElapsedMs, d.Kills, d.ShotsFired, d.ShotsHit, d.RngState, d.PendingPerks, r.Ticks, plural(r.Ticks, "tick", "ticks"))
		for i, p := range d.Players {
			textLine(w, "  player %d: experience %d, health %v, most_used_weapon_id %d", i+1, p.Experience, float32(p.Health), p.MostUsedWeaponID)
		}
	}
	if q := r.QuestScore; q != nil {
		textLine(w, "  quest_final_ms %d = timeline %d − %d × 1000 for unpicked perks − life bonus %d %v",
			q.FinalMs, q.TimelineMs, q.UnpickedPerks, q.LifeBonusMs, q.LifeBonus)
	}
	if r.StoppedAt != nil && len(r.fields) > 0 {
		// Every field, recorded against derived: what the run had come to where it stopped.
		textLine(w, "  recorded against derived, field by field:")
		// Each column as wide as its widest value (up to maxValueColumn), so the marks line up.
		width, rw, dw := 0, 0, 0
		for _, f := range r.fields {
			width = max(width, len(game.PlayerLabel(f.Field)))
			rw, dw = min(max(rw, len(f.Recorded)), maxValueColumn), min(max(dw, len(f.Derived)), maxValueColumn)
		}
		for _, f := range r.fields {
			mark := "same"
			if f.Differs {
				mark = "differs"
			}
			textLine(w, "    %-*s recorded %-*s derived %-*s %s", width, game.PlayerLabel(f.Field), rw, f.Recorded, dw, f.Derived, mark)
		}
	} else {
		for _, m := range r.Mismatches {
			textLine(w, "  mismatch %s: recorded %s derived %s", game.PlayerLabel(m.Field), m.Recorded, m.Derived)
		}
	}
	if r.Trace == nil {
		if r.Derived != nil {
			textLine(w, "  trace: none (no --trace and no %s.trace.jsonl.gz)", name)
		}
		return
	}
	d := r.Trace.Divergence
	switch {
	case r.Trace.saidAbove && r.Trace.endsEarly == "":
		// (A trace that cannot be read is the headline's why already: said once. A trace that
		// ends early keeps its line, which says the ticks before it that agree.) A damaged one's
		// difference, which may be the damage, heads its fields all the same.
		if d != nil && len(d.Fields) > 0 {
			textLine(w, "  trace, as its damaged records read: a difference at %s, %d %s:", game.TickWords(d.Tick), len(d.Fields), plural(len(d.Fields), "field", "fields"))
		}
	case d != nil && r.Trace.endsEarly == "" && len(d.Fields) > 0:
		// The fields follow, each with both values: the line says where and how many.
		where := game.TickWords(d.Tick)
		from := ""
		if r.Trace.Cached {
			from = " (read from the trace cache)"
		}
		textLine(w, "  trace: first divergence at %s, %d %s%s:", where, len(d.Fields), plural(len(d.Fields), "field differs", "fields differ"), from)
	default:
		textLine(w, "  trace: %s", traceLine(r.Trace, r.Ticks, r.Stopped != ""))
	}
	if d != nil && r.Trace.endsEarly == "" {
		// Every field of that tick, the trace's value against ours, and by how much.
		for _, f := range d.Fields {
			by := ""
			if f.Difference != "" {
				by = " (ours − the trace's: " + f.Difference
				if f.ulpsText != "" {
					by += ", " + f.ulpsText
				}
				by += ")"
			}
			textLine(w, "    %s: the trace's %s, ours %s%s", game.PlayerLabel(f.Field), f.Want, f.Got, by)
		}
	}
	for _, n := range r.Trace.Notes {
		textLine(w, "    note: %s", n)
	}
	if d := r.Trace.Divergence; d != nil && d.WantRngMarks != "" && d.WantRngMarks == d.GotRngMarks {
		// The same draws: said once, as agreeing (two equal lines read as a difference unseen).
		textLine(w, "    rng marks agree: %s", d.WantRngMarks)
	} else if d != nil && (d.WantRngMarks != "" || d.GotRngMarks != "") {
		textLine(w, "    want rng marks: %s", d.WantRngMarks)
		textLine(w, "    got rng marks:  %s", d.GotRngMarks)
		if d.firstText != "" {
			textLine(w, "    first rng mark that differs: %s", d.firstText)
		}
	}
	if r.Trace.Divergences != nil {
		ds := *r.Trace.Divergences
		// --all-divergences: each tick where fields start to differ, as Shift+J steps.
		if len(ds) == 0 {
			textLine(w, "  trace: no tick where a field starts to differ")
		} else {
			count := fmt.Sprintf("%d ticks", len(ds))
			if len(ds) == 1 {
				count = "one tick"
			}
			textLine(w, "  trace: fields start to differ at %s:", count)
		}
		for _, o := range ds {
			where := game.TickWords(o.Tick)
			const shown = 12
			var names []string
			for _, f := range o.Fields[:min(len(o.Fields), shown)] {
				names = append(names, game.PlayerLabel(f))
			}
			more := ""
			if len(o.Fields) > len(names) {
				more = fmt.Sprintf(", … (%d in all)", len(o.Fields))
			}
			if o.SampledFrom != nil {
				more += " " + (game.Onset{Tick: o.Tick, Fields: o.Fields, Listed: *o.SampledFrom - 1}).SampledText()
			}
			textLine(w, "    %s: %s%s", where, joinNames(names), more)
		}
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
