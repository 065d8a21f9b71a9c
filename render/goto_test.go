package render

import (
	"strings"
	"testing"

	"crdplayer/render/ui"
)

// TestGotoBox: the go-to box on a current run reads a tick, a step from the shown tick and a
// time on the game's clock (the first position whose clock reaches it); text it cannot read
// keeps it open with why; a tick past the file's end goes to the end, saying so; the click on
// the status line's tick counter opens it.
func TestGotoBox(t *testing.T) {
	a := sessionApp(t)
	a.openFile(inspectRun)
	pb := a.run.pb
	waitPass(t, pb)
	typeGoto(t, a, "1500")
	if pb.Pos() != 1501 {
		t.Errorf("1500: position %d, want 1501", pb.Pos())
	}
	typeGoto(t, a, "+120")
	if pb.Pos() != 1621 {
		t.Errorf("+120 from tick 1500: position %d, want 1621", pb.Pos())
	}
	typeGoto(t, a, "-21")
	if pb.Pos() != 1600 {
		t.Errorf("-21: position %d, want 1600", pb.Pos())
	}
	// A time: the first position whose clock reads it, as the clock says.
	clk := pb.Timeline().Clock
	typeGoto(t, a, "0:10.0")
	ms, _ := clk.Ms(pb.Pos())
	before, _ := clk.Ms(pb.Pos() - 1)
	if ms < 10000 || before >= 10000 {
		t.Errorf("0:10.0: position %d, clock %d ms (%d the position before)", pb.Pos(), ms, before)
	}
	typeGoto(t, a, "start")
	if pb.Pos() != 0 {
		t.Errorf("start: position %d", pb.Pos())
	}
	// Text it cannot read: the box stays open and says why.
	a.apply(ui.Intent{Kind: ui.IntentGoto})
	a.wid.gotoBox.Type([]rune("12x"))
	a.submitGoto()
	if !a.wid.gotoBox.Opened() || !strings.Contains(a.wid.gotoBox.Err(), "not a tick") || pb.Pos() != 0 {
		t.Errorf("12x: open %v, error %q, position %d", a.wid.gotoBox.Opened(), a.wid.gotoBox.Err(), pb.Pos())
	}
	a.wid.gotoBox.Backspace()
	a.submitGoto()
	settle(a)
	if a.wid.gotoBox.Opened() || pb.Pos() != 13 {
		t.Errorf("12 after a Backspace: open %v, position %d, want 13", a.wid.gotoBox.Opened(), pb.Pos())
	}
	// Past the end: the end, and a notice saying so.
	typeGoto(t, a, "99999")
	if pb.Pos() != pb.Len() || !strings.Contains(a.wid.banner.Message(), "tick 99999 is past the file's last tick, 3794; showing tick 3794") {
		t.Errorf("99999: position %d of %d, message %q", pb.Pos(), pb.Len(), a.wid.banner.Message())
	}
	// The tick counter under the timeline opens the box.
	frame(t, a)
	var c = a.wid.timeline
	l := ui.NewLayout(1280, 900)
	for x := l.Timeline.Min.X; x < l.Timeline.Max.X; x++ {
		pt := l.Timeline.Max
		pt.X, pt.Y = x, l.Timeline.Max.Y-6
		if c.CounterClicked(pt) {
			a.apply(ui.Intent{Kind: ui.IntentGoto})
			break
		}
	}
	if !a.wid.gotoBox.Opened() {
		t.Error("no tick counter to click on the status line")
	}
}
