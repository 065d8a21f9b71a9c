package render

import (
	"image"
	"image/color"
	"slices"

	"crdplayer/render/draw"
)

// button is one on-screen control: a label, the key that does the same, and its intent. A
// disabled one (the playback controls while no run is open) is drawn dim and ignores clicks.
type button struct {
	label, key string
	in         intent
	r          image.Rectangle
	disabled   bool
}

// layoutButtons lays out the button bar for this frame.
func (a *App) layoutButtons(r image.Rectangle) []button {
	play := "Play"
	if a.pb != nil && a.pb.Playing() {
		play = "Pause"
	}
	sec := 60
	bs := []button{
		{label: "Open", key: "Ctrl+O", in: intent{kind: intentOpen}},
		{label: "|<", key: "Home", in: intent{kind: intentHome}},
		{label: "-30s", key: "PgUp", in: intent{kind: intentStep, arg: -30 * sec}},
		{label: "-5s", key: "Left", in: intent{kind: intentStep, arg: -5 * sec}},
		{label: "-1s", key: "Shift+Left", in: intent{kind: intentStep, arg: -sec}},
		{label: "-1", key: ",", in: intent{kind: intentStep, arg: -1}},
		{label: play, key: "Space", in: intent{kind: intentPlayPause}},
		{label: "+1", key: ".", in: intent{kind: intentStep, arg: 1}},
		{label: "+1s", key: "Shift+Right", in: intent{kind: intentStep, arg: sec}},
		{label: "+5s", key: "Right", in: intent{kind: intentStep, arg: 5 * sec}},
		{label: "+30s", key: "PgDn", in: intent{kind: intentStep, arg: 30 * sec}},
		{label: ">|", key: "End", in: intent{kind: intentEnd}},
		{label: "Slower", key: "[", in: intent{kind: intentSlower}},
		{label: "Faster", key: "]", in: intent{kind: intentFaster}},
		{label: "Death", key: "D", in: intent{kind: intentNextDeath}},
		{label: "< Event", key: "P", in: intent{kind: intentPrevEvent}},
		{label: "Event >", key: "N", in: intent{kind: intentNextEvent}},
		{label: "Shot", key: "F12", in: intent{kind: intentScreenshot}},
		{label: "Help", key: "H", in: intent{kind: intentHelp}},
	}
	if a.pb != nil {
		if _, ok := divergenceTick(a.pb); ok {
			bs = append(bs, button{label: "Divergence", key: "J", in: intent{kind: intentDivergence}})
		}
	}
	if a.pb == nil {
		for i := range bs {
			switch bs[i].in.kind {
			case intentOpen, intentHelp, intentScreenshot:
			default:
				bs[i].disabled = true
			}
		}
	}
	bs = fitButtons(bs, r.Dx()-12, func(s string) int { return int(draw.TextWidth(s, a.fonts.normal)) })
	x := r.Min.X + 6
	pad, gap := buttonSpacing(bs, r.Dx()-12, func(s string) int { return int(draw.TextWidth(s, a.fonts.normal)) })
	for i := range bs {
		w := int(draw.TextWidth(bs[i].label, a.fonts.normal)) + pad
		bs[i].r = image.Rect(x, r.Min.Y+4, x+w, r.Max.Y-4)
		x += w + gap
	}
	return bs
}

// buttonSpacing is the padding inside a button and the gap between buttons: 16 and 4, or 10 and
// 3 when the row does not fit in width pixels otherwise.
func buttonSpacing(bs []button, width int, textW func(string) int) (pad, gap int) {
	if rowWidth(bs, 16, 4, textW) <= width {
		return 16, 4
	}
	return 10, 3
}

func rowWidth(bs []button, pad, gap int, textW func(string) int) int {
	w := 0
	for i, b := range bs {
		if i > 0 {
			w += gap
		}
		w += textW(b.label) + pad
	}
	return w
}

// buttonDropOrder is which buttons a narrow window leaves out first, pair by pair (their keys
// still work).
var buttonDropOrder = [][]string{{"Shot"}, {"-30s", "+30s"}, {"-1s", "+1s"}, {"|<", ">|"}, {"Slower", "Faster"}, {"< Event", "Event >"}, {"Help"}, {"-5s", "+5s"}}

// fitButtons leaves out buttons, in buttonDropOrder, until the row fits in width pixels at the
// narrow spacing.
func fitButtons(bs []button, width int, textW func(string) int) []button {
	for _, drop := range buttonDropOrder {
		if rowWidth(bs, 10, 3, textW) <= width {
			break
		}
		bs = slices.DeleteFunc(bs, func(b button) bool { return slices.Contains(drop, b.label) })
	}
	return bs
}

// drawButtons records the bar's buttons into c; the button under the mouse shows its key in a
// tooltip, recorded into tips, in a window maxX pixels wide.
func drawButtons(c, tips *canvas, f *fonts, bs []button, mx, my, maxX int) {
	var hover *button
	for i := range bs {
		b := &bs[i]
		bg, fg := color.RGBA{48, 48, 58, 255}, colText
		if b.disabled {
			bg, fg = color.RGBA{34, 34, 40, 255}, color.RGBA{90, 90, 100, 255}
		}
		if image.Pt(mx, my).In(b.r) {
			if !b.disabled {
				bg = color.RGBA{70, 90, 120, 255}
			}
			hover = b
		}
		c.fillRect(b.r, bg)
		c.textCentered(b.label, f.normal, float64(b.r.Min.X+b.r.Dx()/2), float64(b.r.Min.Y+b.r.Dy()/2), fg)
	}
	if hover != nil {
		tip := "key: " + hover.key
		if hover.disabled {
			tip = "open a run first (Open, Ctrl+O)"
		}
		drawTooltip(tips, f, tip, hover.r.Min.X+hover.r.Dx()/2, hover.r.Min.Y, maxX)
	}
}
