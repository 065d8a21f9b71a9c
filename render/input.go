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
	return missedTaps(out, ebiten.AppendInputChars(nil), inpututil.KeyPressDuration)
}

// missedTaps appends the intents of character keys tapped between two reads of the keyboard.
// Key states are read once a tick, so a quick tap (down and up between two reads) never shows as
// pressed, and taps faster than the tick rate show as one press (xdotool's 12 ms apart); the
// characters typed are queued, though, one per press. So for each key, the characters typed in
// this tick (n) are presses, of which the key states saw at most one: the one that made the key
// just pressed (held 1 tick). Held longer, the key went up and down again between reads, unless
// it is held long enough for the system's key repeat to type (held more than tapHeld ticks),
// which repeating handles. held is inpututil.KeyPressDuration.
func missedTaps(out []intent, chars []rune, held func(ebiten.Key) int) []intent {
	var counts map[rune]int
	for _, c := range chars {
		c = unicode.ToLower(c)
		if _, ok := charIntents[c]; ok {
			if counts == nil {
				counts = map[rune]int{}
			}
			counts[c]++
		}
	}
	for _, c := range chars { // (in the order typed, each key once)
		c = unicode.ToLower(c)
		n := counts[c]
		if n == 0 {
			continue
		}
		counts[c] = 0
		ck := charIntents[c]
		switch d := held(ck.key); {
		case d == 1:
			n-- // the key states saw this one
		case d > tapHeld:
			n = 0 // the system's key repeat
		}
		for ; n > 0; n-- {
			out = append(out, ck.in)
		}
	}
	return out
}

// tapHeld is how long (ticks) a key is down before characters typed while it is held may be the
// system's key repeat: 200 ms, shorter than any usual repeat delay (250–660 ms).
const tapHeld = 12

// charKey is a key that types a character and its intent.
type charKey struct {
	key ebiten.Key
	in  intent
}

// charIntents are the keys that type a character, with their intents, by that character (as
// the keys are on a US layout).
var charIntents = map[rune]charKey{
	' ': {ebiten.KeySpace, intent{kind: intentPlayPause}},
	',': {ebiten.KeyComma, intent{kind: intentStep, arg: -1}},
	'.': {ebiten.KeyPeriod, intent{kind: intentStep, arg: 1}},
	'[': {ebiten.KeyBracketLeft, intent{kind: intentSlower}},
	']': {ebiten.KeyBracketRight, intent{kind: intentFaster}},
	'd': {ebiten.KeyD, intent{kind: intentNextDeath}},
	'n': {ebiten.KeyN, intent{kind: intentNextEvent}},
	'p': {ebiten.KeyP, intent{kind: intentPrevEvent}},
	'h': {ebiten.KeyH, intent{kind: intentHelp}},
	'v': {ebiten.KeyV, intent{kind: intentPane, arg: int(paneVerify)}},
	'i': {ebiten.KeyI, intent{kind: intentPane, arg: int(paneInfo)}},
	'g': {ebiten.KeyG, intent{kind: intentPane, arg: int(paneDebug)}},
	'j': {ebiten.KeyJ, intent{kind: intentDivergence}},
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
