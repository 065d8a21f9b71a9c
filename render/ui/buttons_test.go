package ui

import (
	"fmt"
	"image"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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

// TestHelpFitsSmallWindow: in a window smaller than the help box (800×600) the whole box shows,
// scaled down, inside the window with a margin; in a large one it is drawn at its size.
func TestHelpFitsSmallWindow(t *testing.T) {
	f := testFonts(t)
	for _, size := range []image.Point{{800, 600}, {1280, 900}} {
		dst := ebiten.NewImage(size.X, size.Y)
		DrawHelp(dst, f, dst.Bounds())
		px := make([]byte, 4*size.X*size.Y)
		dst.ReadPixels(px)
		box := image.Rectangle{Min: size}
		for y := range size.Y {
			for x := range size.X {
				if px[4*(y*size.X+x)+3] != 0 {
					box = box.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		w, h := helpSize()
		inside := box.Min.X >= 5 && box.Min.Y >= 5 && box.Max.X <= size.X-5 && box.Max.Y <= size.Y-5
		fits := size.Y >= h+20 && size.X >= w+20
		if !inside || fits && (box.Dx() != w || box.Dy() != h) || !fits && box.Dy() < size.Y*3/4 {
			t.Errorf("%v window: the help covers %v (its box %d×%d)", size, box, w, h)
		}
		dst.Deallocate()
	}
}

// TestButtonTips: a button with a key says its key under the pointer; one without (Compare,
// End compare) says what it does, not "key: closes the second run".
func TestButtonTips(t *testing.T) {
	f := testFonts(t)
	r := image.Rect(0, 860, 1280, 900)
	bs := LayoutButtons(r, f, stubRun{}, Button{Label: "End compare", Tip: "closes the second run", In: Intent{Kind: IntentCompareEnd}})
	for label, want := range map[string]string{"Play": "key: Space", "End compare": "closes the second run"} {
		var b *Button
		for i := range bs {
			if bs[i].Label == label {
				b = &bs[i]
			}
		}
		if b == nil {
			t.Fatalf("no %s button in %v", label, bs)
		}
		var bar, tips Part
		RecordButtons(bar.Begin(r, ColPanel), tips.Begin(image.Rect(0, 0, 1280, 900), ColPanel), f, bs, b.R.Min.Add(image.Pt(2, 2)), 1280)
		if got := strings.Join(tips.Texts(), " "); got != want {
			t.Errorf("%s: the tooltip %q, want %q", label, got, want)
		}
	}
}
