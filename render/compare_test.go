package render

import (
	"slices"
	"strconv"
	"testing"

	"crdplayer/render/ui"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestCompareTwoRuns: B is A (a current 3-player run) with player 2's aim and movement changed
// from tick 1000. Opened beside A (the Compare button, --compare and Shift+drop all end in
// openCompare), the timeline marks where their inputs first differ (tick 1000) and where their
// states first differ (found here by playing both files straight through), J goes there, B's
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
	marks := a.wid.timeline.Marks
	want := []ui.TimelineMark{{Pos: from + 1, Label: "inputs differ", Col: markInputs}, {Pos: firstState, Label: "states differ", Col: markStates}}
	if !slices.Equal(marks, want) {
		t.Errorf("timeline marks %+v, want %+v", marks, want)
	}
	a.apply(ui.Intent{Kind: ui.IntentDivergence})
	if a.run.pb.Pos() != firstState {
		t.Errorf("J with B and no trace: position %d, want %d where the states first differ", a.run.pb.Pos(), firstState)
	}

	typeGoto(t, a, strconv.Itoa(shown-1)) // tick 1299: the state at position 1300
	for range 100 {
		if b.pb.Pos() == shown {
			break
		}
		settle(a)
	}
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
	for _, f := range []struct {
		path string
		a, b float64
	}{{"players[1].x", atA[1].X, atB[1].X}, {"players[1].y", atA[1].Y, atB[1].Y}} {
		_, values, ok := rowValues(texts, f.path)
		if wantV := "A " + fmtF64(f.a) + " · B " + fmtF64(f.b); !ok || values != wantV {
			t.Errorf("%s: %q, want %q", f.path, values, wantV)
		}
	}
	a.apply(ui.Intent{Kind: ui.IntentCompareEnd})
	settle(a)
	if a.insp.b != nil || a.wid.timeline.Marks != nil || len(a.insp.overlay.Ghosts) != 0 {
		t.Errorf("after End compare: B %v, marks %v, ghosts %v", a.insp.b, a.wid.timeline.Marks, a.insp.overlay.Ghosts)
	}
}
