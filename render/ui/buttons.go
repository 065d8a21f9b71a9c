package ui

import (
	"fmt"
	"image"
	"image/color"
	"slices"

	"crdplayer/render/draw"
)

// Button is one on-screen control: a label, the key that does the same, and its intent, at R. A
// disabled one (the playback controls while no run is open) is drawn dim and ignores clicks.
type Button struct {
	Label, Key string
	Tip        string // the tooltip of a button without a key ("" with one: "key: Key")
	In         Intent
	R          image.Rectangle
	Disabled   bool
}

// LayoutButtons lays out the button bar r for this frame, for the open run (nil: none), with the
// window's extra buttons (Compare) after the others.
func LayoutButtons(r image.Rectangle, f *Fonts, run Run, extra ...Button) []Button {
	play := "Play"
	if run != nil && run.Playing() {
		play = "Pause"
	}
	sec := 60
	bs := []Button{
		{Label: "Open", Key: "Ctrl+O", In: Intent{Kind: IntentOpen}},
		{Label: "|<", Key: "Home", In: Intent{Kind: IntentHome}},
		{Label: "-30s", Key: "PgUp", In: Intent{Kind: IntentStep, Arg: -30 * sec}},
		{Label: "-5s", Key: "Left", In: Intent{Kind: IntentStep, Arg: -5 * sec}},
		{Label: "-1s", Key: "Shift+Left", In: Intent{Kind: IntentStep, Arg: -sec}},
		{Label: "-1", Key: ",", In: Intent{Kind: IntentStep, Arg: -1}},
		{Label: play, Key: "Space", In: Intent{Kind: IntentPlayPause}},
		{Label: "+1", Key: ".", In: Intent{Kind: IntentStep, Arg: 1}},
		{Label: "+1s", Key: "Shift+Right", In: Intent{Kind: IntentStep, Arg: sec}},
		{Label: "+5s", Key: "Right", In: Intent{Kind: IntentStep, Arg: 5 * sec}},
		{Label: "+30s", Key: "PgDn", In: Intent{Kind: IntentStep, Arg: 30 * sec}},
		{Label: ">|", Key: "End", In: Intent{Kind: IntentEnd}},
		{Label: "Slower", Key: "[", In: Intent{Kind: IntentSlower}},
		{Label: "Faster", Key: "]", In: Intent{Kind: IntentFaster}},
		{Label: "Death", Key: "D (Shift+D: the one before)", In: Intent{Kind: IntentNextDeath}},
		{Label: "< Event", Key: "P", In: Intent{Kind: IntentPrevEvent}},
		{Label: "Event >", Key: "N", In: Intent{Kind: IntentNextEvent}},
		{Label: "Shot", Key: "F12", In: Intent{Kind: IntentScreenshot}},
		{Label: "Export", Key: "Ctrl+E", In: Intent{Kind: IntentExportPanel}},
		{Label: "Help", Key: "H", In: Intent{Kind: IntentHelp}},
	}
	if run != nil {
		if _, ok := DivergenceTick(run); ok {
			bs = append(bs, Button{Label: "Divergence", Key: "J", In: Intent{Kind: IntentDivergence}})
		}
	}
	bs = append(bs, extra...)
	if run == nil {
		for i := range bs {
			switch bs[i].In.Kind {
			case IntentOpen, IntentHelp, IntentScreenshot:
			default:
				bs[i].Disabled = true
			}
		}
	}
	all := len(bs)
	bs = fitButtons(bs, r.Dx()-12, func(s string) int { return int(draw.TextWidth(s, f.Normal)) })
	if left := all - len(bs); left > 0 {
		// The buttons a narrow window leaves out work by their keys: Help's tooltip says where
		// those are, so that they are not simply gone.
		for i := range bs {
			if bs[i].In.Kind == IntentHelp {
				bs[i].Key += fmt.Sprintf(" · it lists the keys of the %d button%s this width leaves out", left, pluralS(left))
			}
		}
	}
	x := r.Min.X + 6
	pad, gap := buttonSpacing(bs, r.Dx()-12, func(s string) int { return int(draw.TextWidth(s, f.Normal)) })
	for i := range bs {
		w := int(draw.TextWidth(bs[i].Label, f.Normal)) + pad
		bs[i].R = image.Rect(x, r.Min.Y+4, x+w, r.Max.Y-4)
		x += w + gap
	}
	return bs
}

// buttonSpacing is the padding inside a button and the gap between buttons: 16 and 4, or 10 and
// 3 when the row does not fit in width pixels otherwise.
func buttonSpacing(bs []Button, width int, textW func(string) int) (pad, gap int) {
	if rowWidth(bs, 16, 4, textW) <= width {
		return 16, 4
	}
	return 10, 3
}

func rowWidth(bs []Button, pad, gap int, textW func(string) int) int {
	w := 0
	for i, b := range bs {
		if i > 0 {
			w += gap
		}
		w += textW(b.Label) + pad
	}
	return w
}

// buttonDropOrder is which buttons a narrow window leaves out first, pair by pair (their keys
// still work).
var buttonDropOrder = [][]string{{"Shot"}, {"Export"}, {"Compare", "End compare"}, {"-30s", "+30s"}, {"-1s", "+1s"}, {"|<", ">|"}, {"Slower", "Faster"}, {"< Event", "Event >"}, {"Help"}, {"-5s", "+5s"}}

// fitButtons leaves out buttons, in buttonDropOrder, until the row fits in width pixels at the
// narrow spacing.
func fitButtons(bs []Button, width int, textW func(string) int) []Button {
	for _, drop := range buttonDropOrder {
		if rowWidth(bs, 10, 3, textW) <= width {
			break
		}
		bs = slices.DeleteFunc(bs, func(b Button) bool { return slices.Contains(drop, b.Label) })
	}
	return bs
}

// RecordButtons records the bar's buttons into c; the button under the mouse (at mouse) shows
// its key in a tooltip, recorded into tips, in a window maxX pixels wide.
func RecordButtons(c, tips *Canvas, f *Fonts, bs []Button, mouse image.Point, maxX int) {
	var hover *Button
	for i := range bs {
		b := &bs[i]
		bg, fg := color.RGBA{48, 48, 58, 255}, ColText
		if b.Disabled {
			bg, fg = color.RGBA{34, 34, 40, 255}, color.RGBA{90, 90, 100, 255}
		}
		if mouse.In(b.R) {
			if !b.Disabled {
				bg = color.RGBA{70, 90, 120, 255}
			}
			hover = b
		}
		c.FillRect(b.R, bg)
		c.textCentered(b.Label, f.Normal, float64(b.R.Min.X+b.R.Dx()/2), float64(b.R.Min.Y+b.R.Dy()/2), fg)
	}
	if hover != nil {
		tip := "key: " + hover.Key
		if hover.Key == "" {
			tip = hover.Tip
		}
		if hover.Disabled {
			tip = "open a run first (Open, Ctrl+O)"
		}
		drawTooltip(tips, f, tip, hover.R.Min.X+hover.R.Dx()/2, hover.R.Min.Y, maxX)
	}
}
