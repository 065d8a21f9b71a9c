package ui

// Intent is one thing the user asked for, whatever the key, button or click that asked: the
// window's keys (render's input.go) and the widgets' clicks (buttons, pane tabs, the timeline)
// both come out as Intents, and render carries them out.
type Intent struct {
	Kind IntentKind
	Arg  int // seek target position, step size in ticks, Pane, or a pin (PinIntent)
}

// IntentKind is what an Intent asks for.
type IntentKind int

const (
	IntentPlayPause IntentKind = iota + 1
	IntentStep                 // Arg: ticks, negative backwards (one tick or a number of seconds)
	IntentSeek                 // Arg: target tick
	IntentHome
	IntentEnd
	IntentSlower
	IntentFaster
	IntentNextDeath // D: 3 s before the next death
	IntentPrevDeath // Shift+D: 3 s before the previous death
	IntentNextEvent
	IntentPrevEvent
	IntentHelp // Arg -1: close the help (Esc)
	IntentOpen
	IntentScreenshot
	IntentPane           // Arg: Pane
	IntentDivergence     // J: the first tick that differs from the trace
	IntentNextDivergence // Shift+J: the next tick where a field starts to differ
	IntentGoto           // Ctrl+G, a click on the tick counter: open the go-to box
	IntentPin            // Arg: the entity to pin (PinIntent; Pin{} unpins)
	IntentCompare        // open a second run to compare with (the file dialog)
	IntentCompareEnd     // close the second run
	IntentForceTrace     // compare a trace recorded for another run anyway
	IntentFollow         // Arg: the player the arena's camera follows (from 0), -1 the whole arena
)
