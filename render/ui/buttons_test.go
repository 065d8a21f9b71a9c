package ui

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/render/draw"
)

// stubRun is an open run that is paused and has no verification yet: what LayoutButtons reads.
type stubRun struct{ Run }

func (stubRun) Playing() bool                           { return false }
func (stubRun) Verification() (game.Verification, bool) { return game.Verification{}, false }

func testFonts(t *testing.T) *Fonts {
	t.Helper()
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestButtonsDisabledWithoutRun: with no run open only Open, Shot and Help are live; once a run
// opens every button is.
func TestButtonsDisabledWithoutRun(t *testing.T) {
	f := testFonts(t)
	live := map[string]bool{}
	for _, b := range LayoutButtons(image.Rect(0, 860, 1280, 900), f, nil) {
		if !b.Disabled {
			live[b.Label] = true
		}
	}
	if len(live) != 3 || !live["Open"] || !live["Shot"] || !live["Help"] {
		t.Errorf("live buttons without a run: %v, want Open, Shot, Help", live)
	}
	for _, b := range LayoutButtons(image.Rect(0, 860, 1280, 900), f, stubRun{}) {
		if b.Disabled {
			t.Errorf("button %s disabled with a run open", b.Label)
		}
	}
}

// TestButtonsFitNarrowWindow: at the smallest window (640 wide) the button row fits, leaving out
// the buttons whose keys are least needed, and keeps Death; at 1280 every button shows.
func TestButtonsFitNarrowWindow(t *testing.T) {
	f := testFonts(t)
	for _, w := range []int{640, 1280} {
		l := NewLayout(w, 480)
		bs := LayoutButtons(l.Bar, f, stubRun{})
		last := bs[len(bs)-1].R.Max.X
		hasDeath := slices.ContainsFunc(bs, func(b Button) bool { return b.Label == "Death" })
		if last > l.Bar.Max.X || !hasDeath {
			t.Errorf("width %d: buttons end at %d (bar ends at %d), Death shown %v", w, last, l.Bar.Max.X, hasDeath)
		}
		if w == 1280 && len(bs) != 20 {
			t.Errorf("width 1280: %d buttons, want all 20", len(bs))
		}
		// Help's tooltip says where the left-out buttons went (their keys), only when some are.
		i := slices.IndexFunc(bs, func(b Button) bool { return b.Label == "Help" })
		want := "H"
		if left := 20 - len(bs); left > 0 {
			want = fmt.Sprintf("H · it lists the keys of the %d buttons this width leaves out", left)
		}
		if i < 0 || bs[i].Key != want {
			t.Errorf("width %d: Help (at %d of %d) says %q, want %q", w, i, len(bs), bs[max(i, 0)].Key, want)
		}
	}
}

// TestHelpLinesFit: every line of the help overlay fits in its box, a key's description from
// its column to the box's right padding (a trial saw the J line run past the edge).
func TestHelpLinesFit(t *testing.T) {
	f := testFonts(t)
	for _, l := range helpLines {
		k, d, keyed := strings.Cut(l, "\t")
		w, room := draw.TextWidth(k, f.Normal), float64(helpWidth-32)
		if keyed {
			w, room = draw.TextWidth(d, f.Normal), float64(helpWidth-helpDescX-16)
		}
		if w > room {
			t.Errorf("%q is %.0f px wide, room for %.0f", l, w, room)
		}
	}
}
