package render

import (
	"image"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// keyIntents maps this frame's keyboard to intents. `,` and `.` repeat while held.
func keyIntents(out []intent) []intent {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	just := inpututil.IsKeyJustPressed
	sec := 60
	switch {
	case ctrl && just(ebiten.KeyO):
		return append(out, intent{kind: intentOpen})
	case ctrl:
		return out
	}
	if just(ebiten.KeySpace) {
		out = append(out, intent{kind: intentPlayPause})
	}
	if repeating(ebiten.KeyComma) {
		out = append(out, intent{kind: intentStep, arg: -1})
	}
	if repeating(ebiten.KeyPeriod) {
		out = append(out, intent{kind: intentStep, arg: 1})
	}
	arrow := 5 * sec
	if shift {
		arrow = sec
	}
	if repeating(ebiten.KeyArrowLeft) {
		out = append(out, intent{kind: intentStep, arg: -arrow})
	}
	if repeating(ebiten.KeyArrowRight) {
		out = append(out, intent{kind: intentStep, arg: arrow})
	}
	if repeating(ebiten.KeyPageUp) {
		out = append(out, intent{kind: intentStep, arg: -30 * sec})
	}
	if repeating(ebiten.KeyPageDown) {
		out = append(out, intent{kind: intentStep, arg: 30 * sec})
	}
	keys := []struct {
		k ebiten.Key
		i intent
	}{
		{ebiten.KeyHome, intent{kind: intentHome}},
		{ebiten.KeyEnd, intent{kind: intentEnd}},
		{ebiten.KeyBracketLeft, intent{kind: intentSlower}},
		{ebiten.KeyBracketRight, intent{kind: intentFaster}},
		{ebiten.KeyD, intent{kind: intentNextDeath}},
		{ebiten.KeyN, intent{kind: intentNextEvent}},
		{ebiten.KeyP, intent{kind: intentPrevEvent}},
		{ebiten.KeyH, intent{kind: intentHelp}},
		{ebiten.KeyF1, intent{kind: intentHelp}},
		{ebiten.KeyF12, intent{kind: intentScreenshot}},
		{ebiten.KeyV, intent{kind: intentPane, arg: int(paneVerify)}},
		{ebiten.KeyI, intent{kind: intentPane, arg: int(paneInfo)}},
		{ebiten.KeyG, intent{kind: intentPane, arg: int(paneDebug)}},
		{ebiten.KeyJ, intent{kind: intentDivergence}},
	}
	for _, k := range keys {
		if just(k.k) {
			out = append(out, k.i)
		}
	}
	if just(ebiten.KeyEscape) {
		out = append(out, intent{kind: intentHelp, arg: -1})
	}
	keysDown := len(inpututil.AppendPressedKeys(nil)) > 0 || len(inpututil.AppendJustReleasedKeys(nil)) > 0
	return missedTaps(out, ebiten.AppendInputChars(nil), keysDown)
}

// missedTaps appends the intents of character keys tapped between two reads of the keyboard.
// Key states are read once a frame, so at a low frame rate a quick tap (down and up between two
// reads) never shows as pressed; the characters typed are queued, though. A character counts as
// a tap only while no key is down and none was just released (keysDown false): otherwise the key
// states saw the press, or the character is a held key's repeat, which repeating handles.
func missedTaps(out []intent, chars []rune, keysDown bool) []intent {
	if keysDown {
		return out
	}
	for _, c := range chars {
		if in, ok := charIntents[unicode.ToLower(c)]; ok {
			out = append(out, in)
		}
	}
	return out
}

// charIntents are the intents of the keys that type a character, by that character (as the
// keys are on a US layout).
var charIntents = map[rune]intent{
	' ': {kind: intentPlayPause},
	',': {kind: intentStep, arg: -1},
	'.': {kind: intentStep, arg: 1},
	'[': {kind: intentSlower},
	']': {kind: intentFaster},
	'd': {kind: intentNextDeath},
	'n': {kind: intentNextEvent},
	'p': {kind: intentPrevEvent},
	'h': {kind: intentHelp},
	'v': {kind: intentPane, arg: int(paneVerify)},
	'i': {kind: intentPane, arg: int(paneInfo)},
	'g': {kind: intentPane, arg: int(paneDebug)},
	'j': {kind: intentDivergence},
}

// repeating is true on the frame a key goes down and then every 4th frame after a 20-frame
// delay while it stays down.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 20 && d%4 == 0)
}

// mouseIntents turns clicks on the buttons and the timeline into intents.
func (a *App) mouseIntents(out []intent) []intent {
	a.mouseX, a.mouseY = ebiten.CursorPosition()
	l := newLayout(a.w, a.h)
	pt := image.Pt(a.mouseX, a.mouseY)
	if _, wy := ebiten.Wheel(); wy != 0 && pt.In(l.sidebar) {
		a.paneScroll = max(0, a.paneScroll-wy*30)
	}
	pressed := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if pressed {
		if a.msgErr && pt.In(messageRect(l.arena)) {
			a.msg, a.msgErr = "", false
			return out
		}
		for _, b := range a.buttons {
			if pt.In(b.r) {
				if b.disabled {
					return out
				}
				return append(out, b.in)
			}
		}
		if in, ok := a.paneClick(l.sidebar, pt); ok {
			return append(out, in)
		}
		if pt.In(l.timeline) {
			a.dragging = true
		}
	}
	if a.dragging {
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
			a.dragging = false
		} else if a.pb != nil {
			t := timelineTick(l.timeline, a.pb.Len(), a.mouseX)
			if t != a.pb.Tick() {
				out = append(out, intent{kind: intentSeek, arg: t})
			}
		}
	}
	return out
}
