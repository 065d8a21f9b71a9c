package render

import (
	"image"
	"slices"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"crdplayer/render/arena"
	"crdplayer/render/ui"
)

// keyIntents maps this frame's keyboard to intents. `,` and `.` repeat while held.
func keyIntents(out []ui.Intent) []ui.Intent {
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	just := inpututil.IsKeyJustPressed
	sec := 60
	switch {
	case ctrl && just(ebiten.KeyO):
		return append(out, ui.Intent{Kind: ui.IntentOpen})
	case ctrl && just(ebiten.KeyG):
		return append(out, ui.Intent{Kind: ui.IntentGoto})
	case ctrl:
		return out
	}
	if just(ebiten.KeySpace) {
		out = append(out, ui.Intent{Kind: ui.IntentPlayPause})
	}
	if repeating(ebiten.KeyComma) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: -1})
	}
	if repeating(ebiten.KeyPeriod) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: 1})
	}
	arrow := 5 * sec
	if shift {
		arrow = sec
	}
	if repeating(ebiten.KeyArrowLeft) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: -arrow})
	}
	if repeating(ebiten.KeyArrowRight) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: arrow})
	}
	if repeating(ebiten.KeyPageUp) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: -30 * sec})
	}
	if repeating(ebiten.KeyPageDown) {
		out = append(out, ui.Intent{Kind: ui.IntentStep, Arg: 30 * sec})
	}
	keys := []struct {
		k ebiten.Key
		i ui.Intent
	}{
		{ebiten.KeyHome, ui.Intent{Kind: ui.IntentHome}},
		{ebiten.KeyEnd, ui.Intent{Kind: ui.IntentEnd}},
		{ebiten.KeyBracketLeft, ui.Intent{Kind: ui.IntentSlower}},
		{ebiten.KeyBracketRight, ui.Intent{Kind: ui.IntentFaster}},
		{ebiten.KeyD, ui.Intent{Kind: ui.IntentNextDeath}},
		{ebiten.KeyN, ui.Intent{Kind: ui.IntentNextEvent}},
		{ebiten.KeyP, ui.Intent{Kind: ui.IntentPrevEvent}},
		{ebiten.KeyH, ui.Intent{Kind: ui.IntentHelp}},
		{ebiten.KeyF1, ui.Intent{Kind: ui.IntentHelp}},
		{ebiten.KeySlash, ui.Intent{Kind: ui.IntentHelp}}, // with Shift: '?' on a US layout
		{ebiten.KeyF12, ui.Intent{Kind: ui.IntentScreenshot}},
		{ebiten.KeyV, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneVerify)}},
		{ebiten.KeyF, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneInfo)}},
		{ebiten.KeyI, ui.Intent{Kind: ui.IntentMarkIn, Arg: -1}},
		{ebiten.KeyO, ui.Intent{Kind: ui.IntentMarkOut, Arg: -1}},
		{ebiten.KeyG, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneDebug)}},
		{ebiten.KeyT, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneDiff)}},
		{ebiten.KeyE, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneEntity)}},
		{ebiten.KeyDigit0, ui.Intent{Kind: ui.IntentFollow, Arg: -1}},
		{ebiten.KeyDigit1, ui.Intent{Kind: ui.IntentFollow, Arg: 0}},
		{ebiten.KeyDigit2, ui.Intent{Kind: ui.IntentFollow, Arg: 1}},
		{ebiten.KeyDigit3, ui.Intent{Kind: ui.IntentFollow, Arg: 2}},
		{ebiten.KeyDigit4, ui.Intent{Kind: ui.IntentFollow, Arg: 3}},
		{ebiten.KeyJ, ui.Intent{Kind: ui.IntentDivergence}},
	}
	for _, k := range keys {
		if !just(k.k) {
			continue
		}
		switch {
		case !shift && k.k == ebiten.KeySlash:
			continue
		case shift && k.k == ebiten.KeyJ:
			k.i = ui.Intent{Kind: ui.IntentNextDivergence}
		case shift && k.k == ebiten.KeyD:
			k.i = ui.Intent{Kind: ui.IntentPrevDeath}
		}
		out = append(out, k.i)
	}
	if just(ebiten.KeyEscape) {
		out = append(out, ui.Intent{Kind: ui.IntentHelp, Arg: -1})
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
func missedTaps(out []ui.Intent, chars []rune, held func(ebiten.Key) int) []ui.Intent {
	var counts map[rune]int
	for _, c := range chars {
		c = charKeyOf(c)
		if _, ok := charIntents[c]; ok {
			if counts == nil {
				counts = map[rune]int{}
			}
			counts[c]++
		}
	}
	for _, c := range chars { // (in the order typed, each key once)
		c = charKeyOf(c)
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

// charKeyOf is the character a typed one counts as: itself when it has an intent of its own
// (J, Shift+J's; D, Shift+D's), else its lower case (a key typed with Caps Lock on).
func charKeyOf(c rune) rune {
	if _, ok := charIntents[c]; ok {
		return c
	}
	return unicode.ToLower(c)
}

// tapHeld is how long (ticks) a key is down before characters typed while it is held may be the
// system's key repeat: 200 ms, shorter than any usual repeat delay (250–660 ms).
const tapHeld = 12

// charKey is a key that types a character and its intent.
type charKey struct {
	key ebiten.Key
	in  ui.Intent
}

// charIntents are the keys that type a character, with their intents, by that character (as
// the keys are on a US layout).
var charIntents = map[rune]charKey{
	' ': {ebiten.KeySpace, ui.Intent{Kind: ui.IntentPlayPause}},
	',': {ebiten.KeyComma, ui.Intent{Kind: ui.IntentStep, Arg: -1}},
	'.': {ebiten.KeyPeriod, ui.Intent{Kind: ui.IntentStep, Arg: 1}},
	'[': {ebiten.KeyBracketLeft, ui.Intent{Kind: ui.IntentSlower}},
	']': {ebiten.KeyBracketRight, ui.Intent{Kind: ui.IntentFaster}},
	'd': {ebiten.KeyD, ui.Intent{Kind: ui.IntentNextDeath}},
	'D': {ebiten.KeyD, ui.Intent{Kind: ui.IntentPrevDeath}},
	'n': {ebiten.KeyN, ui.Intent{Kind: ui.IntentNextEvent}},
	'p': {ebiten.KeyP, ui.Intent{Kind: ui.IntentPrevEvent}},
	'h': {ebiten.KeyH, ui.Intent{Kind: ui.IntentHelp}},
	// '?' is Shift+Slash on a US layout; typed on another, by another key, it is a tap the key
	// states did not see.
	'?': {ebiten.KeySlash, ui.Intent{Kind: ui.IntentHelp}},
	'v': {ebiten.KeyV, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneVerify)}},
	'f': {ebiten.KeyF, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneInfo)}},
	'i': {ebiten.KeyI, ui.Intent{Kind: ui.IntentMarkIn, Arg: -1}},
	'o': {ebiten.KeyO, ui.Intent{Kind: ui.IntentMarkOut, Arg: -1}},
	'g': {ebiten.KeyG, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneDebug)}},
	't': {ebiten.KeyT, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneDiff)}},
	'e': {ebiten.KeyE, ui.Intent{Kind: ui.IntentPane, Arg: int(ui.PaneEntity)}},
	'j': {ebiten.KeyJ, ui.Intent{Kind: ui.IntentDivergence}},
	'J': {ebiten.KeyJ, ui.Intent{Kind: ui.IntentNextDivergence}},
	'0': {ebiten.KeyDigit0, ui.Intent{Kind: ui.IntentFollow, Arg: -1}},
	'1': {ebiten.KeyDigit1, ui.Intent{Kind: ui.IntentFollow, Arg: 0}},
	'2': {ebiten.KeyDigit2, ui.Intent{Kind: ui.IntentFollow, Arg: 1}},
	'3': {ebiten.KeyDigit3, ui.Intent{Kind: ui.IntentFollow, Arg: 2}},
	'4': {ebiten.KeyDigit4, ui.Intent{Kind: ui.IntentFollow, Arg: 3}},
}

// repeating is true on the frame a key goes down and then every 4th frame after a 20-frame
// delay while it stays down.
func repeating(k ebiten.Key) bool {
	d := inpututil.KeyPressDuration(k)
	return d == 1 || (d > 20 && d%4 == 0)
}

// mouseIntents turns clicks on the buttons, the pane tabs and the timeline into intents; the
// wheel scrolls the pane under the pointer, zooms the arena (view.go) or the timeline; a click
// on an error's banner dismisses it. Shift+drag (or a drag with the right or middle button)
// moves a zoomed arena; on the timeline Ctrl+drag, Alt+drag or a drag with the right or middle
// button moves its zoomed view, and Shift+drag marks a range to export.
func (a *App) mouseIntents(out []ui.Intent) []ui.Intent {
	a.in.mouse = image.Pt(ebiten.CursorPosition())
	l, cam, sq := a.frameGeometry()
	pt, w := a.in.mouse, &a.wid
	wx, wy := ebiten.Wheel()
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	open := a.run.pb != nil
	switch {
	case pt.In(l.Sidebar):
		w.side.Wheel(l.Sidebar, pt, wy)
	case open && pt.In(sq):
		a.view.wheel(wy, pt, cam, &a.run.scene)
	case open:
		w.timeline.Wheel(l.Timeline, pt, wx, wy, shift, a.run.pb.Len())
	}
	pressed := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	other := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonRight) || inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonMiddle)
	if open && other && pt.In(sq) {
		a.view.startDrag(pt, cam)
	} else if open && other {
		w.timeline.StartPan(l.Timeline, pt)
	}
	if pressed {
		if w.banner.Click(l.Arena, pt) {
			return out
		}
		if a.exportShown() {
			if in, ok := w.export.Click(l.Arena, a.fonts, pt, a.exportStatus()); ok {
				return append(out, in)
			}
		}
		for _, b := range w.buttons {
			if pt.In(b.R) {
				if b.Disabled {
					return out
				}
				return append(out, b.In)
			}
		}
		if in, ok := w.side.Click(l.Sidebar, pt, a.run.pb); ok {
			return append(out, in)
		}
		if open && w.timeline.CounterClicked(pt) {
			return append(out, ui.Intent{Kind: ui.IntentGoto})
		}
		if open && shift && pt.In(sq) && a.view.startDrag(pt, cam) {
			return out
		}
		if in, ok := a.arenaClick(cam, pt); ok {
			return append(out, in)
		}
		if open && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyAlt)) && w.timeline.StartPan(l.Timeline, pt) {
			return out // Ctrl+drag (or Alt+drag) moves the zoomed timeline
		}
		if !w.marks.Press(&w.timeline, l.Timeline, pt, shift, a.run.pb) { // (Shift+drag marks a range)
			if in, ok := w.timeline.Press(l.Timeline, pt, a.run.pb); ok && open {
				out = append(out, in)
			}
		}
	}
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	otherDown := ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	a.view.drag(pt, down || otherDown, cam)
	if in, ok := w.timeline.Drag(l.Timeline, down, down || otherDown, pt.X, a.run.pb); ok {
		out = append(out, in)
	}
	return w.marks.Drag(out, &w.timeline, l.Timeline, down, pt.X, a.run.pb)
}

// input is what the window keeps of the pointer, the focus and the clock between Updates.
type input struct {
	mouse    image.Point // the pointer at the last Update
	focused  bool        // the window had the focus at the last Update
	winPos   image.Point // the window's position at the last Update
	redrawn  time.Time   // when the window was last drawn again whole (redrawDue)
	lastTick time.Time   // when the last Update ran
	intents  []ui.Intent // this Update's intents (the slice is reused)
}

// maxFrameDelta caps the wall-clock time one Update passes to the playback: long enough that
// playback stays real-time down to 4 frames a second, short enough that a stall (a dragged
// window, a suspended laptop) does not jump the run ahead.
const maxFrameDelta = 250 * time.Millisecond

// frameDelta is the wall-clock time since the last Update (a 60th of a second for the first),
// at most maxFrameDelta.
func (in *input) frameDelta(now time.Time) time.Duration {
	dt := time.Second / 60
	if !in.lastTick.IsZero() {
		dt = min(now.Sub(in.lastTick), maxFrameDelta)
	}
	in.lastTick = now
	return dt
}

// pollWindow takes in what happened to the window since the last Update: the focus coming and
// going, the file dialog's answer, files dropped on it.
func (a *App) pollWindow(now time.Time) {
	if f := ebiten.IsFocused(); f != a.in.focused {
		// Focus comes back after another window (a dialog, a window switcher) may have been
		// over this one: draw everything again.
		a.in.focused = f
		a.frames.screen.Invalidate()
	}
	x, y := ebiten.WindowPosition()
	if a.in.redrawDue(now, image.Pt(x, y)) {
		a.frames.screen.Invalidate()
	}
	a.pollOpen()
	a.pollDropped()
}

// redrawEvery is how often an unchanged window is drawn again whole (redrawDue).
const redrawEvery = 2 * time.Second

// redrawDue reports whether the window, now at pos, is to be drawn again whole: when it moved
// (a part that was off the screen shows again), and every redrawEvery. Ebitengine presents a
// frame only when something was drawn, and an unchanged window draws nothing; without a
// compositor the X server keeps none of the pixels of a window it hid, so what a move or
// another window uncovers would show whatever was there until something changed. A move is
// seen at once; another window's going away is not, and shows right again within
// redrawEvery (a paused window then costs a frame every 2 seconds).
func (in *input) redrawDue(now time.Time, pos image.Point) bool {
	moved := pos != in.winPos
	in.winPos = pos
	if moved || now.Sub(in.redrawn) >= redrawEvery {
		in.redrawn = now
		return true
	}
	return false
}

// oneEsc leaves Esc one thing to do: closing the export panel, when it does (IntentExportClose),
// is all, not also what Esc does with nothing open (IntentHelp −1: close the help, else unpin).
func oneEsc(in []ui.Intent) []ui.Intent {
	if !slices.ContainsFunc(in, func(i ui.Intent) bool { return i.Kind == ui.IntentExportClose }) {
		return in
	}
	return slices.DeleteFunc(in, func(i ui.Intent) bool { return i.Kind == ui.IntentHelp && i.Arg < 0 })
}

// readInput is this Update's intents: the keyboard's (none while the go-to box has it), then
// the mouse's.
func (a *App) readInput() []ui.Intent {
	a.in.intents = a.in.intents[:0]
	if a.wid.gotoBox.Opened() {
		a.gotoKeys()
	} else {
		a.in.intents = keyIntents(a.in.intents)
		a.in.intents = oneEsc(exportKeys(a.in.intents, a.wid.export.Shown))
	}
	a.in.intents = a.mouseIntents(a.in.intents)
	return a.in.intents
}

// arenaClick is the pin a click at pt on the arena asks for: the entity under the pointer
// (within a few screen pixels), none on an empty spot.
func (a *App) arenaClick(cam arena.Camera, pt image.Point) (ui.Intent, bool) {
	if a.run.pb == nil || !pt.In(cam.Rect()) {
		return ui.Intent{}, false
	}
	wx, wy := cam.ToWorld(float64(pt.X), float64(pt.Y))
	p, ok := pick(a.run.pb.World(), &a.run.scene, wx, wy, 6/cam.Scale)
	if !ok {
		return ui.Intent{}, false
	}
	return ui.PinIntent(p), true
}
