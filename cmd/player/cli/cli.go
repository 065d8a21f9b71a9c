// Package cli parses crdplayer's command line. It needs no display and imports no Ebiten, so
// package needdisplay can answer -h/--help (and report a bad flag) before Ebiten's
// initialisation panics on a machine without a display.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/render/export"
	"crdplayer/sim"
)

// Smallest useful window size, pixels.
const (
	MinWidth  = 640
	MinHeight = 480
)

// Largest window size, pixels: export.MaxSide, the bound of --export's frames, which --width and
// --height size by default. A side of 16,384 or more does not fit on a graphics texture
// (Ebitengine's atlas panics), and 4096 is more than any display shows without scaling.
const (
	MaxWidth  = export.MaxSide
	MaxHeight = export.MaxSide
)

// Flags is what the command line asks for.
type Flags struct {
	// Seek is what to show first, as the window's go-to box reads it (game.ParseTarget): a tick
	// (the state after it), a time on the game's clock, start or end; a step (+120) counts from
	// the run start. The zero Target (Kind 0) shows the run start.
	Seek       game.Target
	Screenshot string // PNG to render the state Seek names into, then exit; "" for the window
	// Trace is a trace sidecar to compare the run with ("" for NAME.crd.trace.jsonl.gz next to
	// it, when there is one); ForceTrace compares one recorded for another run anyway.
	Trace      string
	ForceTrace bool
	// Compare is a second run to show beside the first (its players as ghosts, the first
	// differences of inputs and states on the timeline).
	Compare string
	// Pane is the sidebar pane to show (one of Panes), "" for the default; Pin the entity to
	// pin, as KIND:N (player:1 counts players from 1; creature, projectile, rocket and bonus
	// take the slot), "" none. Both are checked here and read by the window.
	Pane       string
	Pin        string
	MeasureFPS time.Duration // play at 1× for this long, print frames per second and exit
	Data       string        // the original game's crimson.paq
	Width      int           // window size, pixels, MinWidth × MinHeight to MaxWidth × MaxHeight
	Height     int
	File       string // the run to open; "" for the embedded sample run

	// Export: the output (a path whose extension picks the format, or mp4, webm, gif, png alone
	// for the default name), the range (game.ParseTarget's forms, "" for the start and the
	// end), the speed and the frame rate; the frames are Width×Height (--size).
	Export   string
	From, To string
	Speed    float64
	FPS      int

	// Notes says what was changed from what the command line asked (a size raised to the
	// minimum, a flag that does nothing with another), one sentence each, for stderr.
	Notes []string
}

const synopsis = "usage: crdplayer [FILE.crd]\n       crdplayer --seek TICK --screenshot OUT.png [FILE.crd]\n" +
	"       crdplayer --export OUT --from T --to T [--speed S] [--fps N] [--size WxH] [FILE.crd]\n" +
	"       crdplayer [--trace TRACE [--force]] [--compare B.crd] FILE.crd"

// ExitUsage is the exit status of a bad command line: 64 (EX_USAGE of sysexits.h), as crd's,
// so that a script reads the two programs' statuses alike.
const ExitUsage = 64

// UsageError writes a bad command line's error as Parse does: the line saying what is wrong,
// the synopsis and where the flags are listed. The caller exits with status ExitUsage.
func UsageError(stderr io.Writer, err error) {
	fmt.Fprintf(stderr, "crdplayer: %s\n%s\n%s\n", filetext.Escape(err.Error()), synopsis, fullHelp)
}

// exitHelp is the exit statuses, as --help ends with them (crd's are the same where they
// mean the same: 64 usage).
const exitHelp = `
exit status:
  0   the window was closed, or the screenshot, export or measure was written
  1   the run, its trace or the --compare run could not be opened or compared (said on
      stderr), no display could be reached, the screenshot or export could not be written, or
      the window was stopped a second time (SIGINT, SIGTERM) before it had quit
  64  usage error (a bad command line)
`

// fullHelp is where a usage error points to for the flags it does not list.
const fullHelp = "(crdplayer --help for every flag)"

// Parse parses the arguments after the program name. Flags may come before or after the file,
// as crd takes them; "--" ends them (a file named -x.crd then opens). On -h or --help it writes
// the synopsis and every flag to stdout and returns flag.ErrHelp; on a bad command line it
// writes one line saying what is wrong and the synopsis to stderr and returns the error.
func Parse(args []string, stdout, stderr io.Writer) (Flags, error) {
	var f Flags
	fs := flag.NewFlagSet("crdplayer", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the flag package's messages: the error says the same, once
	fs.Usage = func() {}
	var seek string
	fs.StringVar(&seek, "seek", "", "show this first: a tick (5000: the state after tick 5000), a time on the game's clock (1:23.4), start or end")
	fs.StringVar(&f.Screenshot, "screenshot", "", "render what --seek names into this PNG (named .png; a file that exists is not overwritten) and exit")
	fs.StringVar(&f.Trace, "trace", "", "compare the run with this trace sidecar (default: FILE.crd.trace.jsonl.gz next to the run); a trace read whole is kept in the trace cache, $CRDPLAYER_TRACE_CACHE or ~/.cache/crdplayer/traces (off: none; crd verify --help says more)")
	fs.BoolVar(&f.ForceTrace, "force", false, "compare a trace recorded for another run anyway (as crd verify --force)")
	fs.StringVar(&f.Compare, "compare", "", "show this second run beside the first: its players as ghosts, where the two first differ")
	fs.StringVar(&f.Pane, "pane", "", "show this sidebar pane: "+strings.Join(Panes, ", "))
	fs.StringVar(&f.Pin, "pin", "", fmt.Sprintf("pin this entity on the arena: player:N (1 to %d), creature:SLOT (0 to %d), projectile:SLOT (0 to %d), rocket:SLOT (0 to %d) or bonus:SLOT (0 to %d)",
		pinLimits["player"], pinLimits["creature"], pinLimits["projectile"], pinLimits["rocket"], pinLimits["bonus"]))
	fs.DurationVar(&f.MeasureFPS, "measure-fps", 0, "play at 1× for this long, print frames per second and exit (not with --screenshot)")
	fs.StringVar(&f.Data, "data", os.Getenv("CRDPLAYER_DATA"), "the original game's crimson.paq: draw with its terrain and creature sprites (default $CRDPLAYER_DATA)")
	fs.IntVar(&f.Width, "width", 1280, fmt.Sprintf("window width, pixels (%d to %d; a smaller value is raised)", MinWidth, MaxWidth))
	fs.IntVar(&f.Height, "height", 900, fmt.Sprintf("window height, pixels (%d to %d; a smaller value is raised)", MinHeight, MaxHeight))
	fs.StringVar(&f.Export, "export", "", "draw the range --from to --to into OUT and exit: .mp4 or .webm (needs ffmpeg), .gif, or a name without an extension for a folder of PNG frames; mp4, webm, gif or png alone name it after the run, the ticks and its SHA-256; nothing is overwritten")
	fs.StringVar(&f.From, "from", "", "where --export starts: a tick (5000), a time on the game's clock (1:23.4) or start (default start)")
	fs.StringVar(&f.To, "to", "", "where --export ends (not drawn): a tick, a time, a step from --from (+600, +0:10) or end (default end, or where the simulation stops)")
	fs.Float64Var(&f.Speed, "speed", 1, fmt.Sprintf("--export's speed, a multiple of real time (%g to %g): at 1× and 30 fps every second tick", game.MinSpeed, game.MaxSpeed))
	fs.IntVar(&f.FPS, "fps", 30, fmt.Sprintf("--export's frames a second (%d to %d)", export.MinFPS, export.MaxFPS))
	size := fs.String("size", "", "--export's frame size, WxH pixels (default --width x --height)")
	fail := func(err error) (Flags, error) {
		UsageError(stderr, err)
		return f, err
	}
	flags, files := splitArgs(fs, args)
	err := fs.Parse(flags)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fmt.Fprintln(stdout, synopsis)
		// The flags as the synopsis and the README write them, with two dashes (the flag
		// package lists them with one; either works).
		var b strings.Builder
		fs.SetOutput(&b)
		fs.PrintDefaults()
		fmt.Fprint(stdout, strings.ReplaceAll("\n"+b.String(), "\n  -", "\n  --")[1:])
		fmt.Fprint(stdout, exitHelp)
		return f, err
	case err != nil:
		return fail(flagError(fs, err))
	case len(files) > 1:
		return fail(fmt.Errorf("one run at a time: %d files given (%s); --compare B.crd shows a second run beside the first",
			len(files), fileList(files)))
	}
	if len(files) == 1 {
		f.File = files[0]
	}
	if err := emptyValue(fs); err != nil {
		return fail(err)
	}
	// 0, the default, is "do not measure": given, it would open the window as if it were not.
	if isSet(fs, "measure-fps") && f.MeasureFPS <= 0 {
		return fail(fmt.Errorf("--measure-fps %v: a duration above 0 (10s, 1m30s)", f.MeasureFPS))
	}
	if err := checkScreenshot(f.Screenshot); err != nil {
		return fail(err)
	}
	if seek != "" {
		t, err := game.ParseTarget(seek)
		if err != nil {
			return fail(fmt.Errorf("--seek %v", err))
		}
		if t.Kind == game.TargetTicksBy && t.Ticks < 0 || t.Kind == game.TargetTimeBy && t.Ms < 0 {
			// (A negative number reads as "from the end" to many: where that is is said.)
			f.Notes = append(f.Notes, fmt.Sprintf("--seek %s steps back from the run's start, so the run start is shown (--seek end shows the last tick)", seek))
			t = game.Target{Kind: game.TargetStart}
		}
		f.Seek = t
	}
	if err := checkPaneAndPin(f.Pane, f.Pin); err != nil {
		return fail(err)
	}
	if err := f.exportFlags(*size); err != nil {
		return fail(err)
	}
	if f.Width > MaxWidth {
		return fail(fmt.Errorf("--width %d: at most %d", f.Width, MaxWidth))
	}
	if f.Height > MaxHeight {
		return fail(fmt.Errorf("--height %d: at most %d", f.Height, MaxHeight))
	}
	if f.Width < MinWidth {
		f.Notes = append(f.Notes, fmt.Sprintf("--width %d is under the smallest window width; using %d", f.Width, MinWidth))
		f.Width = MinWidth
	}
	if f.Height < MinHeight {
		f.Notes = append(f.Notes, fmt.Sprintf("--height %d is under the smallest window height; using %d", f.Height, MinHeight))
		f.Height = MinHeight
	}
	if f.MeasureFPS != 0 && f.Screenshot != "" {
		f.Notes = append(f.Notes, "--measure-fps does nothing with --screenshot (which renders one tick and exits); ignoring it")
		f.MeasureFPS = 0
	}
	return f, nil
}

// isSet reports whether the command line gave the flag name.
func isSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// splitArgs sorts the arguments into flags (each with its value: the next argument unless
// joined, --seek=5) and files, wherever they come: an argument that starts with "-" is a flag
// ("-" alone is a file), every argument after "--" a file. A flag fs does not define is left
// for fs.Parse to report.
func splitArgs(fs *flag.FlagSet, args []string) (flags, files []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return flags, append(files, args[i+1:]...)
		case len(a) < 2 || a[0] != '-':
			files = append(files, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimPrefix(a[1:], "-")
		if strings.Contains(name, "=") {
			continue
		}
		fl := fs.Lookup(name)
		if fl == nil {
			continue
		}
		if b, ok := fl.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return flags, files
}

// flagError says the flag package's errors in crd's words, with the flags spelt as the README
// spells them: "unknown flag --bogus", "--seek needs a value", `--width "wide": not a number`.
func flagError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		return fmt.Errorf("unknown flag --%s", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		return fmt.Errorf("--%s needs a value", name)
	}
	// invalid value "wide" for flag -width: parse error; invalid boolean value "x" for -force: …
	rest, ok := strings.CutPrefix(msg, "invalid value ")
	sep := " for flag -"
	if !ok {
		rest, ok = strings.CutPrefix(msg, "invalid boolean value ")
		sep = " for -"
	}
	value, rest, ok2 := strings.Cut(rest, sep)
	name, _, ok3 := strings.Cut(rest, ": ")
	if !ok || !ok2 || !ok3 {
		return err
	}
	why := "not a valid value"
	if fl := fs.Lookup(name); fl != nil {
		if g, ok := fl.Value.(flag.Getter); ok {
			switch g.Get().(type) {
			case int, float64:
				why = "not a number"
			case time.Duration:
				why = "not a duration (10s, 1m30s)"
			case bool:
				why = "not true or false"
			}
		}
	}
	return fmt.Errorf("--%s %s: %s", name, value, why)
}

// fileList names the files given, each clipped and escaped (filetext.Clip), at most three.
func fileList(files []string) string {
	var out []string
	for i, name := range files {
		if i == 3 {
			out = append(out, fmt.Sprintf("and %d more", len(files)-i))
			break
		}
		out = append(out, filetext.Clip(name, 100))
	}
	return strings.Join(out, ", ")
}

// needValue are the flags an empty value ("") makes no sense for, with what they need: given
// empty (--export "", a variable that expanded to nothing), each is an error rather than the
// default it would silently give (--screenshot "" would open the window).
var needValue = map[string]string{
	"seek":       "a tick (5000), a time (1:23.4), start or end",
	"screenshot": "the PNG to write (OUT.png)",
	"export":     "the output (clip.mp4, clip.webm, clip.gif, a folder for PNG frames) or a format alone (mp4, webm, gif, png)",
	"from":       "a tick (5000), a time (1:23.4) or start",
	"to":         "a tick, a time, a step from --from (+600) or end",
	"trace":      "a trace sidecar (NAME.crd.trace.jsonl.gz)",
	"compare":    "the second run (B.crd)",
	"pane":       strings.Join(Panes, ", "),
	"pin":        "KIND:N, e.g. player:1 or creature:12",
	"size":       "WxH pixels (1280x720); left out, the window's size",
}

// emptyValue reports the first flag of needValue given with an empty value.
func emptyValue(fs *flag.FlagSet) error {
	var err error
	fs.Visit(func(fl *flag.Flag) {
		if need, ok := needValue[fl.Name]; ok && err == nil && strings.TrimSpace(fl.Value.String()) == "" {
			err = fmt.Errorf("--%s is empty: it needs %s", fl.Name, need)
		}
	})
	return err
}

// checkScreenshot refuses a screenshot named other than .png (any case): the file is PNG data,
// which a .jpg name would misdescribe.
func checkScreenshot(path string) error {
	if path == "" || strings.EqualFold(filepath.Ext(path), ".png") {
		return nil
	}
	return fmt.Errorf("--screenshot %s: a screenshot is a PNG: name it .png", filetext.Clip(path, 100))
}

// Panes are the sidebar panes --pane names, in the window's order.
var Panes = []string{"verify", "info", "debug", "diff", "entity"}

// PinKinds are the entity kinds --pin names.
var PinKinds = []string{"player", "creature", "projectile", "rocket", "bonus"}

// pinLimits are --pin's largest N for each kind: the players from 1, the others' slots from 0
// (the sizes of the simulation's pools).
var pinLimits = map[string]int{
	"player":     4,
	"creature":   sim.CreaturePoolSize - 1,
	"projectile": sim.ProjectilePoolSize - 1,
	"rocket":     sim.SecondaryProjectilePoolSize - 1,
	"bonus":      sim.BonusPoolSize - 1,
}

// ParsePin reads --pin's KIND:N; a player's N counts from 1 to 4, the others' is a slot from 0
// to the last of the simulation's pool of that kind (pinLimits).
func ParsePin(s string) (kind string, n int, err error) {
	k, num, ok := strings.Cut(s, ":")
	if !ok || !slices.Contains(PinKinds, k) {
		return "", 0, fmt.Errorf("--pin %q: write KIND:N with KIND one of %s", s, strings.Join(PinKinds, ", "))
	}
	n, err = strconv.Atoi(num)
	lo := 0
	if k == "player" {
		lo = 1
	}
	if err != nil || n < lo || n > pinLimits[k] {
		// Said of the kind given: the one range that applies, in its own words.
		if k == "player" {
			return "", 0, fmt.Errorf("--pin %q: players are numbered 1 to %d (player:1 is the first)", s, pinLimits[k])
		}
		return "", 0, fmt.Errorf("--pin %q: %s slots are 0 to %d", s, k, pinLimits[k])
	}
	return k, n, nil
}

func checkPaneAndPin(pane, pin string) error {
	if pane != "" && !slices.Contains(Panes, pane) {
		return fmt.Errorf("--pane %q: one of %s", pane, strings.Join(Panes, ", "))
	}
	if pin != "" {
		_, _, err := ParsePin(pin)
		return err
	}
	return nil
}

// exportFlags checks --export's flags and notes those that do nothing: the export's with no
// --export, and --seek, --measure-fps, --compare, --pin and the Diff and Entity panes with it. A bad speed, frame rate or size, or --export
// with --screenshot (both write and exit), is an error.
func (f *Flags) exportFlags(size string) error {
	if f.Export == "" {
		set := map[string]bool{"--from": f.From != "", "--to": f.To != "", "--speed": f.Speed != 1, "--fps": f.FPS != 30, "--size": size != ""}
		for _, name := range []string{"--from", "--to", "--speed", "--fps", "--size"} {
			if set[name] {
				f.Notes = append(f.Notes, name+" does nothing without --export; ignoring it")
			}
		}
		return nil
	}
	switch {
	case f.Screenshot != "":
		return errors.New("--export and --screenshot each draw and exit: give one")
	case f.Speed < game.MinSpeed || f.Speed > game.MaxSpeed || f.Speed != f.Speed:
		return fmt.Errorf("--speed %g: from %g to %g", f.Speed, game.MinSpeed, game.MaxSpeed)
	case f.FPS < export.MinFPS || f.FPS > export.MaxFPS:
		return fmt.Errorf("--fps %d: from %d to %d", f.FPS, export.MinFPS, export.MaxFPS)
	}
	// Their forms now; whether they fit the run once it is read (export.Range, ExitUsage too).
	for _, r := range []struct{ name, v string }{{"from", f.From}, {"to", f.To}} {
		if strings.TrimSpace(r.v) == "" {
			continue
		}
		if _, err := game.ParseTarget(r.v); err != nil {
			return fmt.Errorf("--%s %w", r.name, err)
		}
	}
	format, word := export.FormatNamed(f.Export)
	if !word {
		var err error
		if format, err = export.OutputFormat(f.Export); err != nil {
			return fmt.Errorf("--export %w", err)
		}
	}
	if err := export.CheckFPS(format, f.FPS); err != nil {
		return fmt.Errorf("--fps %d: %w", f.FPS, err)
	}
	if size != "" {
		w, h, err := export.ParseSize(size, MinWidth, MinHeight)
		if err != nil {
			return fmt.Errorf("--%v", err)
		}
		f.Width, f.Height = w, h
	}
	if f.Seek.Kind != 0 {
		f.Notes = append(f.Notes, "--seek does nothing with --export (--from says where it starts); ignoring it")
		f.Seek = game.Target{}
	}
	if f.MeasureFPS != 0 {
		f.Notes = append(f.Notes, "--measure-fps does nothing with --export; ignoring it")
		f.MeasureFPS = 0
	}
	// The frames show the one run, its Verify, Info or Debug pane, and nothing pinned.
	if f.Compare != "" {
		f.Notes = append(f.Notes, "--compare does nothing with --export (the frames show one run); ignoring it")
		f.Compare = ""
	}
	if f.Pin != "" {
		f.Notes = append(f.Notes, "--pin does nothing with --export (the frames pin nothing); ignoring it")
		f.Pin = ""
	}
	if f.Pane == "diff" || f.Pane == "entity" {
		f.Notes = append(f.Notes, "--pane "+f.Pane+" does nothing with --export (the frames show the Verify, Info or Debug pane); showing Verify")
		f.Pane = ""
	}
	return nil
}
