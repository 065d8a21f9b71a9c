package render

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/game/trace/tracetest"
	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestCompareTwoRuns: B is A (a current 3-player run) with player 2's aim and movement changed
// from tick 1000. Opened beside A (the Compare button, --compare and Shift+drop all end in
// openCompare), the timeline marks where their inputs first differ (tick 1000), where their
// states first differ (found here by playing both files straight through) and where B's
// simulation stops (crd verify's stop), J goes there, B's
// players are ghosts where B has them, and the Diff pane compares the two states field by
// field, with the values the two straight plays have at that tick.
func TestCompareTwoRuns(t *testing.T) {
	const from, shown = 1000, 1300
	ra, err := replayio.ReadFile(inspectRun)
	if err != nil {
		t.Fatal(err)
	}
	rb, _ := replayio.ReadFile(inspectRun)
	for tk := from; tk < from+400; tk++ {
		in := &rb.Ticks[tk].Inputs[1]
		in.AimX += 40
		in.MoveX = -in.MoveX
	}
	dataA, err := replayio.EncodeFile(ra)
	if err != nil {
		t.Fatal(err)
	}
	dataB, err := replayio.EncodeFile(rb)
	if err != nil {
		t.Fatal(err)
	}
	// The two runs played straight through: where their states first differ, and their
	// players at the shown tick.
	wa, _, _ := sim.New(&ra.Run)
	wb, _, _ := sim.New(&rb.Run)
	firstState := -1
	var atA, atB [3]sim.Vec2
	for p := range shown + 1 {
		wa.Step(&ra.Ticks[p])
		wb.Step(&rb.Ticks[p])
		if firstState < 0 && wa.Hash() != wb.Hash() {
			firstState = p + 1 // the position after tick p
		}
		if p+1 == shown {
			for i := range atA {
				atA[i], atB[i] = wa.Players[i].Pos, wb.Players[i].Pos
			}
		}
	}
	if firstState <= from {
		t.Fatalf("the straight plays differ from position %d, before the edit", firstState)
	}

	a := sessionApp(t)
	a.openBytes("A.crd", dataA)
	a.openCompare("B.crd", dataB)
	b := a.insp.b
	if b == nil || a.wid.side.Shown() != ui.PaneDiff {
		t.Fatalf("B not opened beside A: %s", a.wid.banner.Message())
	}
	b.cmp.Wait()
	waitPass(t, a.run.pb)
	waitPass(t, b.pb)
	settle(a)
	var marks []ui.TimelineMark
	for _, m := range a.wid.timeline.Marks {
		if m.Tip == "" {
			t.Errorf("mark %q has no tooltip", m.Label)
		}
		m.Tip = "" // (TestTimelineRunMarkTips reads them)
		marks = append(marks, m)
	}
	want := []ui.TimelineMark{{Pos: from + 1, Label: "inputs differ", Col: markInputs}, {Pos: firstState, Label: "states differ", Col: markStates}}
	if st := game.Verify(rb, game.Options{}).Stop; st != nil {
		// (B's recorded perk commands no longer fit its changed run: its simulation stops)
		want = append(want, ui.TimelineMark{Pos: st.Tick + 1, Label: "B stops at tick " + strconv.Itoa(st.Tick), Col: ui.ColBad})
	}
	if !slices.Equal(marks, want) {
		t.Errorf("timeline marks %+v, want %+v", marks, want)
	}
	a.apply(ui.Intent{Kind: ui.IntentDivergence})
	if a.run.pb.Pos() != firstState {
		t.Errorf("J with B and no trace: position %d, want %d where the states first differ", a.run.pb.Pos(), firstState)
	}

	gotoPair(t, a, b, strconv.Itoa(shown-1), shown) // tick 1299: the state at position 1300
	settle(a)
	if b.pb.Pos() != shown {
		t.Fatalf("B follows A to %d, want %d", b.pb.Pos(), shown)
	}
	var ghost *ui.Ghost
	for i := range a.insp.overlay.Ghosts {
		if g := &a.insp.overlay.Ghosts[i]; g.Label == "P2 B" {
			ghost = g
		}
	}
	if ghost == nil || ghost.X != atB[1].X || ghost.Y != atB[1].Y || !ghost.Linked || ghost.OursX != atA[1].X {
		t.Errorf("B's player 2 ghost %+v; want at %v linked to A's at %v", ghost, atB[1], atA[1])
	}
	texts := paneTexts(t, a)
	// The pane names both runs (it named B alone: a run compared with itself read as one).
	if want := "Run A (A.crd) against run B (B.crd)"; a.wid.side.Diff == nil || a.wid.side.Diff.Title != want {
		t.Errorf("the Diff pane's title %+v, want %q", a.wid.side.Diff, want)
	}
	for _, f := range []struct {
		path string
		a, b float64
	}{{"players[1].x", atA[1].X, atB[1].X}, {"players[1].y", atA[1].Y, atB[1].Y}} {
		_, values, ok := rowValues(texts, f.path)
		if wantV := "A " + fmtF64(f.a) + " · B " + fmtF64(f.b); !ok || values != wantV {
			t.Errorf("%s: %q, want %q", f.path, values, wantV)
		}
	}
	// Before the edit B's players stand on A's: their rings, unlabelled (four labels piled
	// on the crowd).
	gotoPair(t, a, b, "500", 501)
	settle(a)
	if gs := a.insp.overlay.Ghosts; len(gs) != 3 || gs[0].Label != "" || gs[1].Label != "" || gs[2].Label != "" {
		t.Errorf("ghosts at tick 500, where the runs agree: %+v, want 3 without labels", gs)
	}
	a.apply(ui.Intent{Kind: ui.IntentCompareEnd})
	settle(a)
	if a.insp.b != nil || a.wid.timeline.Marks != nil || len(a.insp.overlay.Ghosts) != 0 {
		t.Errorf("after End compare: B %v, marks %v, ghosts %v", a.insp.b, a.wid.timeline.Marks, a.insp.overlay.Ghosts)
	}
}

// stoppedRun is rush-201 (a reference run that verifies), and a copy with a perk_menu_open at
// tick stop, where nothing is pending: an illegal command, where the copy's simulation stops.
// It returns both encoded, and crd verify's verdict on the copy.
func stoppedRun(t *testing.T, stop int) (dataA, dataB []byte, crd game.Verification) {
	t.Helper()
	const run = "../testdata/reference/rush-201.crd"
	ra, err := replayio.ReadFile(run)
	if err != nil {
		t.Fatal(err)
	}
	rb, _ := replayio.ReadFile(run)
	rb.Ticks[stop].Commands = append(rb.Ticks[stop].Commands, replayio.Command{Type: replayio.CmdPerkMenuOpen, PlayerIndex: 0})
	if dataA, err = replayio.EncodeFile(ra); err != nil {
		t.Fatal(err)
	}
	if dataB, err = replayio.EncodeFile(rb); err != nil {
		t.Fatal(err)
	}
	crd = game.Verify(rb, game.Options{})
	if crd.Stop == nil || crd.Stop.Tick != stop || crd.Stop.Kind != game.StopIllegalCommand {
		t.Fatalf("crd verify on the edited run: %s", crd.Headline())
	}
	return dataA, dataB, crd
}

// TestCompareWithStoppedRun: B is A with an illegal command at tick 1500, where B's simulation
// stops. Before the stop the Diff pane compares the two states (they agree: same inputs so
// far); past it (Ctrl+G 2500) it says that B stops at tick 1500 and why, in crd verify's words,
// instead of waiting for B for ever; the timeline marks where B stops beside where the inputs
// differ, and the pane's summary says the states agree up to where B stops.
func TestCompareWithStoppedRun(t *testing.T) {
	const stop = 1500
	dataA, dataB, crd := stoppedRun(t, stop)
	a := sessionApp(t)
	b := openPair(t, a, dataA, dataB)
	want := []ui.TimelineMark{
		{Pos: stop + 1, Label: "inputs differ", Tip: "Runs A and B's inputs first differ at tick 1500 (commands.length): A 0, B 1 (perk_menu_open by player 1)", Col: markInputs},
		{Pos: stop + 1, Label: "B stops at tick 1500", Tip: stopText("B", stop, crd.Stop.Text()), Col: ui.ColBad},
	}
	if marks := a.wid.timeline.Marks; !slices.Equal(marks, want) {
		t.Errorf("timeline marks %+v, want %+v", marks, want)
	}
	pane := func() string { return strings.Join(paneTexts(t, a), " ") }

	gotoPair(t, a, b, "1400", 1401)
	if text := pane(); !strings.Contains(text, "tick 1400: every field agrees") {
		t.Errorf("the Diff pane before B stops: %q", text)
	}

	typeGoto(t, a, "2500")
	for range 20 {
		settle(a)
	}
	text := pane()
	stops := "Run B stops at tick 1500: " + strings.TrimPrefix(crd.Stop.Text(), "tick 1500: ") + "."
	for _, w := range []string{
		stops,
		"Nothing to compare at tick 2500: run B's last state is at tick 1499",
		"States agree up to tick 1499, where run B stops.",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("the Diff pane at tick 2500 says %q\nwant %q in it", text, w)
		}
	}
	if strings.Contains(text, "being brought") {
		t.Errorf("the Diff pane still waits for B: %q", text)
	}
	if a.run.pb.Pos() != 2501 || b.pb.Pos() != stop {
		t.Errorf("A at %d, B at %d; want 2501 and B's last state, %d", a.run.pb.Pos(), b.pb.Pos(), stop)
	}
}

// TestTimelineMarksStopAndFit: the timeline marks where an invalid run's simulation stops (the
// Verify pane says it; so does the timeline now); and with two runs compared on a 3-player run,
// whose marks' rows leave one row of labels above the status line, every mark's label lies
// whole on the track, none over another (they were cut by the input lane under it).
func TestTimelineMarksStopAndFit(t *testing.T) {
	_, dataB, _ := stoppedRun(t, 1500)
	a := sessionApp(t)
	a.openBytes("B.crd", dataB)
	waitPass(t, a.run.pb)
	a.refreshScene()
	a.frames.screen.Invalidate()
	frame(t, a)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	m := a.wid.timeline.Map(l.Timeline, a.run.pb.Len())
	labels := a.wid.timeline.Labels()
	if len(labels) != 1 || labels[0].Label != "stops at tick 1500" || labels[0].Box.Min.X < int(m.X(1501)) {
		t.Errorf("the invalid run's timeline labels %+v; want \"stops at tick 1500\" right of x %.0f", labels, m.X(1501))
	}

	// Two runs: B is inspectRun with player 2's aim and movement changed from tick 1000.
	ra, err := replayio.ReadFile(inspectRun)
	if err != nil {
		t.Fatal(err)
	}
	rb, _ := replayio.ReadFile(inspectRun)
	for tk := 1000; tk < 1400; tk++ {
		rb.Ticks[tk].Inputs[1].AimX += 40
		rb.Ticks[tk].Inputs[1].MoveX = -rb.Ticks[tk].Inputs[1].MoveX
	}
	dA, _ := replayio.EncodeFile(ra)
	dB, _ := replayio.EncodeFile(rb)
	a.openBytes("A.crd", dA)
	a.openCompare("B.crd", dB)
	a.insp.b.cmp.Wait()
	waitPass(t, a.run.pb)
	waitPass(t, a.insp.b.pb)
	settle(a)
	a.frames.screen.Invalidate()
	frame(t, a)
	labels = a.wid.timeline.Labels()
	if len(labels) < 2 {
		t.Fatalf("labels %+v; want the inputs' and the states' first differences", labels)
	}
	track := image.Rect(l.Timeline.Min.X, l.Timeline.Min.Y, l.Timeline.Max.X, l.Timeline.Max.Y-16) // (above the status line)
	for i, lb := range labels {
		if !lb.Box.In(track) {
			t.Errorf("label %q at %v is not whole on the track %v", lb.Label, lb.Box, track)
		}
		for _, o := range labels[:i] {
			if lb.Box.Overlaps(o.Box) {
				t.Errorf("label %q at %v covers %q at %v", lb.Label, lb.Box, o.Label, o.Box)
			}
		}
	}
}

// TestScreenshotCompareStopped: --compare B.crd --seek 2500 --pane diff --screenshot, B's
// simulation stopping at tick 1500: the screenshot's Diff pane says where B stops and why, and
// so does the terminal, in the same words; the PNG is written (the comparison was done, up to
// where B stops).
func TestScreenshotCompareStopped(t *testing.T) {
	dataA, dataB, crd := stoppedRun(t, 1500)
	dir := t.TempDir()
	pathA, pathB, out := filepath.Join(dir, "A.crd"), filepath.Join(dir, "B.crd"), filepath.Join(dir, "shot.png")
	if err := os.WriteFile(pathA, dataA, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pathB, dataB, 0o644); err != nil {
		t.Fatal(err)
	}
	var warnings []string
	a, err := newApp(Options{LoadWith: sessionLoader, Opener: noOpener{}, Path: pathA, Compare: pathB, Pane: "diff",
		Screenshot: out, Seek: game.Target{Kind: game.TargetTick, Tick: 2500}, Width: 1280, Height: 900,
		Warn: func(s string) { warnings = append(warnings, s) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.endCompare(); a.run.pb.Close() })
	for i := 0; i < 20; i++ {
		if err := a.Update(); err == ebiten.Termination {
			break
		}
		a.Draw(ebitenScreen(a.opts.Width, a.opts.Height))
	}
	stops := "Run B stops at tick 1500: " + strings.TrimPrefix(crd.Stop.Text(), "tick 1500: ") + "."
	if a.exitErr != nil || len(warnings) != 1 || warnings[0] != "--compare B.crd: "+stops {
		t.Errorf("exit error %v, warnings %q; want none and %q", a.exitErr, warnings, "--compare B.crd: "+stops)
	}
	if text := strings.Join(a.frames.screen.Pane.ShownTexts(), " "); !strings.Contains(text, stops) {
		t.Errorf("the screenshot's Diff pane says %q\nwant %q", text, stops)
	}
	if st, err := os.Stat(out); err != nil || st.Size() == 0 {
		t.Errorf("no PNG: %v", err)
	}
}

// TestCompareLinesNameEverySetting: two runs started from other settings (quest 1.1 with two
// players and seed 21, and with one player and seed 1037) have the Diff pane name each setting
// that differs, as crd diff lists them, not only the first.
func TestCompareLinesNameEverySetting(t *testing.T) {
	a, err := replayio.ReadFile("../testdata/quests/quest-1.1-2p-21.crd")
	if err != nil {
		t.Fatal(err)
	}
	b, err := replayio.ReadFile("../testdata/quests/quest-1.1-pilot-1037.crd")
	if err != nil {
		t.Fatal(err)
	}
	settings := game.DiffSettings(a, b)
	if len(settings) < 2 {
		t.Fatalf("the runs differ in %d settings, want at least the seed and the player count", len(settings))
	}
	c := &compareRun{name: "quest-1.1-pilot-1037.crd", res: &game.RunsDiff{LenA: len(a.Ticks), LenB: len(b.Ticks),
		Input: &settings[0], Settings: settings, State: &game.StateDiff{Pos: 0, Tick: -1}}}
	got := strings.Join(c.lines(), "\n")
	for _, want := range []string{
		"Inputs first differ at the run's settings: run.seed: A 21, B 1037",
		"  and run.player_count: A 2, B 1",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the Diff pane's lines lack %q:\n%s", want, got)
		}
	}
}

// TestCompareLinesSayApproximated: a comparison that played a run under the nearest profile
// says so in the Diff pane's lines, which stay up after the summary's notice has gone; and the
// summary of same-input runs that stop says where.
func TestCompareLinesSayApproximated(t *testing.T) {
	in := game.InputDiff{Tick: 10, Field: "inputs[0].aim_x", Player: 0, A: "1", B: "2"}
	c := &compareRun{name: "b.crd", res: &game.RunsDiff{LenA: 100, LenB: 100, Input: &in, Compared: 100,
		Approximations: []string{"B: rules 2 is played as rules 1"}}}
	if got := c.lines(); !slices.Contains(got, "Played approximately: B: rules 2 is played as rules 1") {
		t.Errorf("lines %q", got)
	}
	stop := &game.SimError{Tick: 40, Err: sim.ErrIllegalCommand}
	c = &compareRun{name: "b.crd", res: &game.RunsDiff{LenA: 100, LenB: 100, Compared: 40, StopA: stop, StopB: stop}}
	if got := c.summary(); !strings.HasPrefix(got, "b.crd has the same inputs: the two runs agree up to tick 39, where both runs stop (") {
		t.Errorf("summary %q", got)
	}
}

// TestCompareApproximatedHasNoCheck: B is A under rules 2, which the simulation plays as rules
// 1 (crd diff refuses it as unsupported): where every field agrees, the Diff pane says so as a
// warning, played approximately, not under a check mark as a real agreement (a new user's
// trial saw a green check beside crd diff's refusal).
func TestCompareApproximatedHasNoCheck(t *testing.T) {
	dataA, err := os.ReadFile("../assets/survival-wild-103.crd")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := replayio.ReadFile("../assets/survival-wild-103.crd")
	if err != nil {
		t.Fatal(err)
	}
	rep.Rules = 2
	dataB, err := replayio.EncodeFile(rep)
	if err != nil {
		t.Fatal(err)
	}
	a := appWith(t, approximateLoader)
	b := openPair(t, a, dataA, dataB)
	gotoPair(t, a, b, "1000", 1001)
	a.frames.screen.Invalidate()
	frame(t, a)
	d := a.wid.side.Diff
	if d == nil || !d.Approximate {
		t.Fatalf("the Diff table %+v is not marked approximate", d)
	}
	text := strings.Join(paneTexts(t, a), " ")
	if !regexp.MustCompile(`tick 1000: every field agrees \(\d+\), played approximately`).MatchString(text) {
		t.Errorf("the Diff pane of an approximated comparison: %q", text)
	}
}

// TestOpenTraceAsRun: a trace sidecar opened as a run says what it holds and how a run is
// compared with one, as crd does (a new user's window said only that it was no zstd frame).
func TestOpenTraceAsRun(t *testing.T) {
	data, err := os.ReadFile("../testdata/reference/survival-idle-42.crd.trace.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	a := sessionApp(t)
	a.openBytes("survival-idle-42.crd.trace.jsonl.gz", data)
	if msg := a.wid.banner.Message(); !a.wid.banner.IsError() || !strings.Contains(msg, "the file holds gzip data, not a run (a trace? open its run") {
		t.Errorf("banner %q", msg)
	}
	// Named as a trace, it is headed as one (it read "This is not a .crd replay").
	if head := a.wid.banner.Title(); head != "This is a trace, not a .crd replay: open its run" {
		t.Errorf("banner headline %q", head)
	}
	// The same given as the run to compare with.
	run, err := os.ReadFile("../testdata/reference/survival-idle-42.crd")
	if err != nil {
		t.Fatal(err)
	}
	a.openBytes("survival-idle-42.crd", run)
	a.openCompare("survival-idle-42.crd.trace.jsonl.gz", data)
	if msg := a.wid.banner.Message(); !a.wid.banner.IsError() || !strings.Contains(msg, "(to compare with)") || !strings.Contains(msg, "the file holds gzip data, not a run (a trace?") {
		t.Errorf("compare banner %q", msg)
	}

	// Opened from disk with its run beside it (dropped, double-clicked): the run opens,
	// compared with the trace, and the banner says so.
	const tr = "../testdata/reference/survival-idle-42.crd.trace.jsonl.gz"
	a.openFile("../testdata/reference/rush-201.crd")
	a.openFile(tr)
	waitPass(t, a.run.pb)
	v, _ := a.run.pb.Verification()
	if a.run.name != strings.TrimSuffix(tr, ".trace.jsonl.gz") || v.Trace == nil || v.Trace.Status != game.TraceAgrees {
		t.Errorf("the trace opened from disk: run %q, trace %+v", a.run.name, v.Trace)
	}
	if msg, want := a.wid.banner.Message(), "survival-idle-42.crd.trace.jsonl.gz is a trace: opened its run, survival-idle-42.crd, compared with it."; msg != want {
		t.Errorf("banner %q, want %q", msg, want)
	}
	// Without a run beside it, the error, the open run kept.
	alone := filepath.Join(t.TempDir(), "survival-idle-42.crd.trace.jsonl.gz")
	if err := os.WriteFile(alone, data, 0o644); err != nil {
		t.Fatal(err)
	}
	a.openFile(alone)
	if msg := a.wid.banner.Message(); !a.wid.banner.IsError() || !strings.Contains(msg, "(a trace? open its run") || a.run.name != strings.TrimSuffix(tr, ".trace.jsonl.gz") {
		t.Errorf("a trace alone: banner %q, run %q", msg, a.run.name)
	}
}

// gotoPair types to in A's go-to box and waits until B follows to position pos.
func gotoPair(t *testing.T, a *App, b *compareRun, to string, pos int) {
	t.Helper()
	typeGoto(t, a, to)
	for range 100 {
		if b.pb.Pos() == pos {
			return
		}
		settle(a)
	}
}

// openPair opens run A and run B beside it in a, as the Compare button does, and waits until
// both passes and the comparison are done.
func openPair(t *testing.T, a *App, dataA, dataB []byte) *compareRun {
	t.Helper()
	return openPairWith(t, a, func() { a.openBytes("A.crd", dataA) }, dataB)
}

// openPairWith is openPair with run A opened by openA.
func openPairWith(t *testing.T, a *App, openA func(), dataB []byte) *compareRun {
	t.Helper()
	openA()
	a.openCompare("B.crd", dataB)
	b := a.insp.b
	if b == nil {
		t.Fatalf("B not opened beside A: %s", a.wid.banner.Message())
	}
	b.cmp.Wait()
	waitPass(t, a.run.pb)
	waitPass(t, b.pb)
	settle(a)
	return b
}

// TestCompareLinesSayWhichEnd: runs of one length agree up to "both runs' last" tick, as crd diff
// says it; of two lengths, up to the shorter run's end.
func TestCompareLinesSayWhichEnd(t *testing.T) {
	in := game.InputDiff{Tick: 10, Field: "inputs[0].aim_x", Player: 0, A: "1", B: "2"}
	for lenB, want := range map[int]string{100: "States agree up to tick 99, both runs' last.", 120: "States agree up to tick 99, the shorter run's end."} {
		c := &compareRun{name: "b.crd", res: &game.RunsDiff{LenA: 100, LenB: lenB, Input: &in, Compared: 100}}
		if got := c.lines(); !slices.Contains(got, want) {
			t.Errorf("B of %d ticks: lines %q, want %q", lenB, got, want)
		}
	}
}

// TestCompareOutsideTheTableSaysSo: B is the sample run with player 1's aim at tick 1000 moved
// 5 pixels. At tick 1000 the table (the fields a trace records) agrees, but the states do not:
// the Diff pane heads with that, naming the fields outside the table, not "every field agrees"
// under a cross (a trial read it as a contradiction).
func TestCompareOutsideTheTableSaysSo(t *testing.T) {
	dataA, err := os.ReadFile("../assets/survival-wild-103.crd")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := replayio.Decode(dataA)
	if err != nil {
		t.Fatal(err)
	}
	rep.Ticks[1000].Inputs[0].AimX += 5
	dataB, err := replayio.EncodeFile(rep)
	if err != nil {
		t.Fatal(err)
	}
	a := sessionApp(t)
	b := openPair(t, a, dataA, dataB)
	gotoPair(t, a, b, "1000", 1001)
	a.apply(ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneDiff)})
	a.frames.screen.Invalidate()
	frame(t, a)
	d := a.wid.side.Diff
	if d == nil || d.Differing != 0 || d.OtherCount == 0 {
		t.Fatalf("the Diff table at tick 1000: %+v; want no table field differing, other state that does", d)
	}
	text := strings.Join(paneTexts(t, a), " ")
	head := regexp.MustCompile(`tick 1000: the states differ outside the table \(\d+ fields?\); its \d+ fields agree`)
	if !head.MatchString(text) || strings.Contains(text, "every field agrees") || !strings.Contains(text, "Aim") {
		t.Errorf("the Diff pane of an aim-only difference: %q", text)
	}
}

// TestJComparingGoesWhereTheRunsPart: with two runs compared, J goes to where their states first
// differ (what the Diff pane then compares), not to run A's trace's first divergence, and
// Shift+J to the next tick where a field starts to differ between them: A's trace is edited to
// differ at tick 500, B is A with player 1 moving right for ten ticks from tick 1000.
func TestJComparingGoesWhereTheRunsPart(t *testing.T) {
	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(inspectRun), edited, func(line int, m map[string]any) {
		if line-1 == 500 {
			m["kills"] = tracetest.SetNum(tracetest.Num(t, m["kills"]) + 1)
		}
	})
	rep, err := replayio.ReadFile(inspectRun)
	if err != nil {
		t.Fatal(err)
	}
	for p := 1000; p < 1010; p++ {
		rep.Ticks[p].Inputs[0].MoveX, rep.Ticks[p].Inputs[0].MoveY = 1, 0
	}
	dataB, err := replayio.EncodeFile(rep)
	if err != nil {
		t.Fatal(err)
	}
	a := sessionApp(t)
	b := openPairWith(t, a, func() { a.openFileWith(inspectRun, LoadOptions{Trace: edited}) }, dataB)
	states, ok := b.statesDiffer()
	if !ok || states <= 1000 {
		t.Fatalf("the runs' states first differ at %d (%v): want after tick 1000", states, ok)
	}
	a.apply(ui.Intent{Kind: ui.IntentDivergence})
	if a.run.pb.Pos() != states {
		t.Errorf("J comparing two runs: position %d, want %d where their states first differ (the trace's is 501)", a.run.pb.Pos(), states)
	}
	// Shift+J: the onsets between the two runs, one after the other, not the trace's.
	b.cmp.WaitOnsets()
	a.apply(ui.Intent{Kind: ui.IntentHome})
	stepped := 0
	for pos := 0; stepped < 3; stepped++ {
		o, at, ok, _ := b.cmp.NextOnset(pos)
		if !ok {
			break
		}
		a.apply(ui.Intent{Kind: ui.IntentNextDivergence})
		if got := a.run.pb.Pos(); got != at || got == 501 || !strings.HasPrefix(a.wid.banner.Message(), "Runs A and B: "+o.String()) {
			t.Fatalf("Shift+J %d from %d: position %d, %q; want %d, %q", stepped+1, pos, got, a.wid.banner.Message(), at, "Runs A and B: "+o.String())
		}
		pos = at
	}
	if stepped < 2 {
		t.Fatalf("%d onsets between the two runs: the test needs two", stepped)
	}
}

// TestJComparingAgreeingRunsSaysTheTrace: with a second run whose states agree with A's, J
// falls back on A's trace and says so (the Diff pane shows A against B, which agree there).
func TestJComparingAgreeingRunsSaysTheTrace(t *testing.T) {
	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(inspectRun), edited, func(line int, m map[string]any) {
		if line-1 == 500 {
			m["kills"] = tracetest.SetNum(tracetest.Num(t, m["kills"]) + 1)
		}
	})
	dataB, err := os.ReadFile(inspectRun)
	if err != nil {
		t.Fatal(err)
	}
	a := sessionApp(t)
	b := openPairWith(t, a, func() { a.openFileWith(inspectRun, LoadOptions{Trace: edited}) }, dataB)
	if pos, ok := b.statesDiffer(); ok {
		t.Fatalf("a run against itself: states differ at %d", pos)
	}
	a.apply(ui.Intent{Kind: ui.IntentDivergence})
	const want = "Runs A and B agree at every tick; run A's first divergence from its trace: tick 500"
	if got := a.wid.banner.Message(); a.run.pb.Pos() != 501 || !strings.HasPrefix(got, want) {
		t.Errorf("J: position %d, %q; want 501, %q…", a.run.pb.Pos(), got, want)
	}
}

// TestTimelineRunMarkTips: the timeline's run marks say what they mark when hovered (the
// trace's first divergence its tick and field, a stop its reason, two runs' first differences
// theirs), and a click on a mark's label goes to the mark's tick, not to the tick under it.
func TestTimelineRunMarkTips(t *testing.T) {
	const tick = 500
	var kills float64
	edited := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	tracetest.Edit(t, trace.SidecarPath(inspectRun), edited, func(line int, m map[string]any) {
		if line-1 == tick {
			kills = tracetest.Num(t, m["kills"])
			m["kills"] = tracetest.SetNum(kills + 1)
		}
	})
	a := sessionApp(t)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	hover := func(label string) (string, image.Point) {
		t.Helper()
		a.frames.screen.Invalidate()
		frame(t, a)
		for _, lb := range a.wid.timeline.Labels() {
			if lb.Label == label {
				pt := image.Pt((lb.Box.Min.X+lb.Box.Max.X)/2, (lb.Box.Min.Y+lb.Box.Max.Y)/2)
				a.in.mouse = pt
				frame(t, a)
				tip := strings.Join(a.frames.screen.Tips.ShownTexts(), " | ")
				a.in.mouse = image.Point{}
				return tip, pt
			}
		}
		t.Fatalf("no label %q among %+v", label, a.wid.timeline.Labels())
		return "", image.Point{}
	}

	a.openFileWith(inspectRun, LoadOptions{Trace: edited})
	waitPass(t, a.run.pb)
	settle(a)
	tip, pt := hover("trace differs")
	if want := fmt.Sprintf("The trace differs at tick %d: kills: trace %d, ours %d; J goes there", tick, int(kills)+1, int(kills)); tip != want {
		t.Errorf("the divergence's tooltip %q, want %q", tip, want)
	}
	if in, ok := a.wid.timeline.Press(l.Timeline, pt, a.run.pb); !ok || in.Kind != ui.IntentSeek || in.Arg != tick+1 {
		t.Errorf("a click on the divergence's label: %+v, %v; want a seek to %d", in, ok, tick+1)
	}

	_, dataB, crd := stoppedRun(t, 1500)
	a.openBytes("B.crd", dataB)
	waitPass(t, a.run.pb)
	settle(a)
	tip, _ = hover("stops at tick 1500")
	if want := "The simulation stops at tick 1500: " + crd.Stop.Reason; tip != want {
		t.Errorf("the stop's tooltip %q, want %q", tip, want)
	}

	// Two runs: B's player 2 aims elsewhere from tick 1000.
	ra, _ := replayio.ReadFile(inspectRun)
	rb, _ := replayio.ReadFile(inspectRun)
	rb.Ticks[1000].Inputs[1].AimX += 40
	dA, _ := replayio.EncodeFile(ra)
	dB, _ := replayio.EncodeFile(rb)
	openPair(t, a, dA, dB)
	tip, _ = hover("inputs differ")
	if want := fmt.Sprintf("Runs A and B's inputs first differ at tick 1000 (inputs[1].aim_x): A %v, B %v", ra.Ticks[1000].Inputs[1].AimX, rb.Ticks[1000].Inputs[1].AimX); tip != want {
		t.Errorf("the inputs' tooltip %q, want %q", tip, want)
	}
	tip, _ = hover("states differ")
	if !strings.HasPrefix(tip, "Runs A and B's states first differ at tick 1000: Players[1].Aim.X") || !strings.HasSuffix(tip, "; J goes there") {
		t.Errorf("the states' tooltip %q", tip)
	}
}
