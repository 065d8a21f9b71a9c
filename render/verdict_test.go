package render

import (
	"fmt"
	"image"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
	"crdplayer/render/ui"
	"crdplayer/replayio"
)

// verifyText draws the Verify pane and returns what it says, its lines joined by spaces (a
// wrapped sentence reads whole again).
func verifyText(t *testing.T, a *App) string {
	t.Helper()
	a.apply(ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneVerify)})
	settle(a)
	return strings.Join(paneTexts(t, a), " ")
}

// TestVerdictOfAnotherRunsTrace: a trace recorded for another run (its header's replay_sha256
// is not the run's) gets crd verify's verdict, said in the Verify pane in crd verify's words;
// "Compare anyway" opens the run again comparing it (crd verify --force), at the tick shown,
// and the verdict then is the forced comparison's.
func TestVerdictOfAnotherRunsTrace(t *testing.T) {
	const run = "../testdata/quests/quest-1.1-2p-21.crd"
	const other = "e78a411834c739161460eb9522f82297453d2d49e4dd5d5db5626d6011fa4465"
	path := filepath.Join(t.TempDir(), "other.trace.jsonl.gz")
	tracetest.EditLine(t, trace.SidecarPath(run), path, 0, func(m map[string]any) {
		m["replay_sha256"] = other
	})
	rep, err := replayio.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	crd := game.Verify(rep, game.Options{TracePath: path})
	if crd.Status() != game.StatusInvalid {
		t.Fatalf("crd verify's status %q", crd.Status())
	}
	a := openTraced(t, run, path)
	v, _ := a.run.pb.Verification()
	if v.Status() != crd.Status() || v.Headline() != crd.Headline() {
		t.Errorf("the window's verdict %q, crd verify's %q", v.Headline(), crd.Headline())
	}
	text := verifyText(t, a)
	want := "Invalid: the trace is for another run (sha " + other + "), not compared"
	// (a long hash is cut where the line ends: compare without spaces)
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	if !strings.Contains(squash(text), squash(want)) || !strings.Contains(text, "Compare anyway") {
		t.Fatalf("the Verify pane says %q; want %q and Compare anyway", text, want)
	}
	a.apply(ui.Intent{Kind: ui.IntentSeek, Arg: 600})
	var force *ui.Intent
	l := ui.NewLayout(1280, 900)
	for y := l.Sidebar.Min.Y; y < l.Sidebar.Max.Y && force == nil; y += 2 {
		for x := l.Sidebar.Min.X; x < l.Sidebar.Max.X; x += 20 {
			if in, ok := a.wid.side.Click(l.Sidebar, image.Pt(x, y), a.run.pb); ok && in.Kind == ui.IntentForceTrace {
				force = &in
				break
			}
		}
	}
	if force == nil {
		t.Fatal("no Compare anyway to click")
	}
	first := a.run.pb
	a.apply(*force)
	waitPass(t, a.run.pb)
	settle(a) // (the seek waits for the new pass: served by the next Update)
	if a.run.pb == first || a.run.pb.Pos() != 600 || !a.run.lo.ForceTrace {
		t.Fatalf("Compare anyway: the same playback %v, position %d, options %+v", a.run.pb == first, a.run.pb.Pos(), a.run.lo)
	}
	forced := game.Verify(rep, game.Options{TracePath: path, ForceTrace: true})
	v, _ = a.run.pb.Verification()
	if !v.Trace.Forced || v.Headline() != forced.Headline() || v.Status() != game.StatusVerified {
		t.Errorf("forced: %q (forced %v); crd verify --force says %q", v.Headline(), v.Trace.Forced, forced.Headline())
	}
	text = verifyText(t, a)
	if !strings.Contains(text, "Verified: the run reproduces its result, and a trace recorded for another run, compared anyway, agrees at every tick") ||
		!strings.Contains(text, "compared anyway") || strings.Contains(text, "Compare anyway") {
		t.Errorf("after Compare anyway the pane says %q", text)
	}
}

// TestVerdictOfARunThatStops: a run whose file goes on past its run-down (a current run with
// ticks appended) stops early; the Verify pane says so in crd verify's words, shows every
// result field recorded against derived, and nowhere says a tick twice ("tick N: tick N:");
// neither does the banner of a seek past the stop.
func TestVerdictOfARunThatStops(t *testing.T) {
	rep, err := replayio.ReadFile(deathRun)
	if err != nil {
		t.Fatal(err)
	}
	long := *rep
	long.Ticks = slices.Clone(rep.Ticks)
	for range 400 {
		tk := rep.Ticks[len(rep.Ticks)-1]
		tk.Commands = nil
		long.Ticks = append(long.Ticks, tk)
	}
	data, err := replayio.EncodeFile(&long)
	if err != nil {
		t.Fatal(err)
	}
	crd := game.Verify(&long, game.Options{})
	if crd.Stop == nil || crd.Status() != game.StatusInvalid {
		t.Fatalf("the long run verifies %q", crd.Headline())
	}
	a := sessionApp(t)
	a.openBytes("long.crd", data)
	waitPass(t, a.run.pb)
	text := verifyText(t, a)
	head := "Invalid: " + strings.TrimPrefix(crd.Headline(), "invalid: ")
	if !strings.Contains(text, head) {
		t.Errorf("the pane says %q; want crd verify's %q", text, head)
	}
	if !strings.Contains(text, fmt.Sprintf("derived from the state before tick %d, where the simulation stopped", crd.Stop.Tick)) {
		t.Errorf("the pane does not say where the derived result comes from: %q", text)
	}
	fields := game.ResultFields(&crd.Recorded, crd.Derived)
	for _, f := range fields {
		key := f.Field
		if i := strings.Index(key, "]."); i >= 0 {
			key = key[i+2:]
		}
		line := key + ": " + f.Recorded
		if f.Differs {
			line = fmt.Sprintf("%s: recorded %s, derived %s", key, f.Recorded, f.Derived)
		}
		if !strings.Contains(text, line) {
			t.Errorf("the pane does not show %s as %q", f.Field, line)
		}
	}
	doubled := regexp.MustCompile(`tick (\d+): tick (\d+)`)
	noDoubled := func(where, s string) {
		for _, m := range doubled.FindAllStringSubmatch(s, -1) {
			if m[1] == m[2] {
				t.Errorf("%s says %q: %q", where, m[0], s)
			}
		}
	}
	noDoubled("the Verify pane", text)
	// The status line's total is the clock where the simulation stops (there is none after).
	a.frames.screen.Invalidate()
	frame(t, a)
	status := strings.Join(a.frames.screen.Status.ShownTexts(), " ")
	stopClock, _ := a.run.pb.Timeline().Clock.Ms(crd.Stop.Tick)
	if want := " / " + game.FormatClock(stopClock) + " (stops)"; !strings.Contains(status, want) {
		t.Errorf("the status line %q does not end the run's time with %q", status, want)
	}
	a.apply(ui.Intent{Kind: ui.IntentEnd})
	msg := a.wid.banner.Title() + ": " + a.wid.banner.Message()
	if !a.wid.banner.IsError() || !strings.Contains(msg, fmt.Sprintf("Playback stops at tick %d", crd.Stop.Tick)) {
		t.Errorf("End past the stop: %q", msg)
	}
	noDoubled("the banner", msg)
}

// TestVerifyPaneTraceAboveResults: a 4-player run whose trace differs shows where, and in
// which field, above the result's table, inside the pane at 1280×900 (below the table it was
// under the pane's fold).
func TestVerifyPaneTraceAboveResults(t *testing.T) {
	const run = "../testdata/reference/survival-4p-106.crd"
	path := filepath.Join(t.TempDir(), "r.crd.trace.jsonl.gz")
	var kills float64
	tracetest.Edit(t, trace.SidecarPath(run), path, func(line int, m map[string]any) {
		if line-1 == 800 {
			kills = tracetest.Num(t, m["kills"])
			m["kills"] = tracetest.SetNum(kills + 1)
		}
	})
	a := openTraced(t, run, path)
	verifyText(t, a)
	shown := a.frames.screen.Pane.ShownTexts()
	field := fmt.Sprintf("kills: trace %d, ours %d", int(kills)+1, int(kills))
	at, table := slices.Index(shown, field), slices.Index(shown, "Recorded against derived:")
	if at < 0 || table < 0 || at > table {
		t.Errorf("the Verify pane shows %q; want %q, above the table", shown, field)
	}
}

// TestVerdictOfACutOffTrace: a trace cut off midway is the verdict's why, said once (no "Trace:"
// line repeating it), with the run's own result reproducing beside it, as crd verify says it.
func TestVerdictOfACutOffTrace(t *testing.T) {
	const run = "../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "cut.trace.jsonl.gz")
	tracetest.EditLine(t, trace.SidecarPath(run), path, 600, func(m map[string]any) {
		delete(m, "kills")
	})
	a := openTraced(t, run, path)
	text := verifyText(t, a)
	const why = "the record has no field kills"
	if strings.Count(text, why) != 1 || strings.Contains(text, "Trace: ") || !strings.Contains(text, "the recorded result reproduces") {
		t.Errorf("the Verify pane says %q; want %q once, no Trace: line, and that the result reproduces", text, why)
	}
}

// TestVerdictOfATraceEndingEarly: a well-formed trace of the run's first 10 ticks is said in
// the Verify pane as where it ends, once, not as a field "ticks" differing.
func TestVerdictOfATraceEndingEarly(t *testing.T) {
	const run = "../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "short.trace.jsonl.gz")
	tracetest.Prefix(t, trace.SidecarPath(run), path, 10)
	a := openTraced(t, run, path)
	text := verifyText(t, a)
	// Said once, as the verdict's why (a Trace line repeated it).
	const end = "the trace ends after tick 9 (10 ticks), the run goes on to tick 1245"
	if want := "Mismatch: " + end; !strings.Contains(text, want) || strings.Count(text, end) != 1 || strings.Contains(text, "ticks: trace") {
		t.Errorf("the Verify pane says %q; want %q once", text, want)
	}
	// The timeline's mark says the same, its tooltip in the verdict's words.
	a.frames.screen.Invalidate()
	frame(t, a)
	labels := a.wid.timeline.Labels()
	if len(labels) != 1 || labels[0].Label != "trace ends" || labels[0].Tip != "The trace ends after tick 9 (10 ticks), the run goes on to tick 1245; J goes there" {
		t.Errorf("the timeline's labels %+v", labels)
	}
}

// TestTimelineMarksWhereATraceBreaks: a trace that cannot be read past a record has a mark
// where the comparison stopped (a cut-short one had "trace ends", a damaged one nothing).
func TestTimelineMarksWhereATraceBreaks(t *testing.T) {
	const run = "../testdata/quests/quest-1.1-2p-21.crd"
	path := filepath.Join(t.TempDir(), "broken.trace.jsonl.gz")
	tracetest.EditLine(t, trace.SidecarPath(run), path, 597, func(m map[string]any) {
		delete(m, "kills")
	})
	a := openTraced(t, run, path)
	a.frames.screen.Invalidate()
	frame(t, a)
	labels := a.wid.timeline.Labels()
	if len(labels) != 1 || labels[0].Label != "trace damaged" || labels[0].Pos != 597 ||
		!strings.Contains(labels[0].Tip, "the 596 ticks before it (0 to 595) agree") {
		t.Errorf("the timeline's labels %+v", labels)
	}
}

// openTraced is a session window with the run at path opened, compared with the trace at
// tracePath, its background pass done.
func openTraced(t *testing.T, path, tracePath string) *App {
	t.Helper()
	a := sessionApp(t)
	a.openFileWith(path, LoadOptions{Trace: tracePath})
	waitPass(t, a.run.pb)
	return a
}
