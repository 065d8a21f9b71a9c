package game

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"crdplayer/sim"
)

// StopKind is why the simulation stopped before a file's end.
type StopKind int

// Stop kinds, after the sim error the failing tick returned.
const (
	StopPastRundown    StopKind = iota + 1 // a tick after the run's end and its run-down (sim.ErrPastRundown)
	StopIllegalCommand                     // a command the run's state or the format forbids (sim.ErrIllegalCommand)
	StopInvalidInput                       // an input row the format does not allow (sim.ErrInvalidInput)
	StopUnsupported                        // something this simulation does not play yet (sim.ErrUnsupported)
	StopOther                              // any other error
)

// Stop is where and why the simulation stopped before the end of the file, in the terms a person
// asks about: the tick it could not play, the file's last tick, and for a file that goes on past
// the run-down, who died when and when the run ended.
type Stop struct {
	Kind   StopKind
	Tick   int    // the tick the simulation could not play (SimError.Tick): positions 0..Tick play
	Last   int    // the file's last tick (Len()-1)
	Reason string // SimError.Reason: the error without its "tick N: " prefix
	// EndTick is the tick that ended the run (every player down, a quest completed), -1 when
	// none did before the stop.
	EndTick int
	// Deaths are the players' deaths before the stop, in tick order.
	Deaths []Death
}

// Death is one player's death: Player (0-based) dropped to 0 health or below at tick Tick,
// Killer what dealt it (nil when not known).
type Death struct {
	Player int
	Tick   int
	Killer *Killer
}

// newStop describes a simulation error at a run of total ticks, from the pass's events; endPos
// is the position after the run's end tick, -1 when none.
func newStop(e *SimError, total, endPos int, events []Event) *Stop {
	st := &Stop{Tick: e.Tick, Last: total - 1, Reason: e.Reason(), EndTick: -1, Kind: StopOther}
	switch {
	case errors.Is(e, sim.ErrPastRundown):
		st.Kind = StopPastRundown
	case errors.Is(e, sim.ErrIllegalCommand):
		st.Kind = StopIllegalCommand
	case errors.Is(e, sim.ErrInvalidInput):
		st.Kind = StopInvalidInput
	case errors.Is(e, sim.ErrUnsupported):
		st.Kind = StopUnsupported
	}
	if endPos > 0 {
		st.EndTick = TickOfPos(endPos)
	}
	for _, ev := range events {
		if ev.Kind == EventDeath && TickOfPos(ev.Pos) < e.Tick {
			st.Deaths = append(st.Deaths, Death{Player: ev.Player, Tick: TickOfPos(ev.Pos), Killer: ev.Killer})
		}
	}
	return st
}

// Text says it in plain words, players counted from 1:
//
//	player 1 died at tick 2698 and the run ended at tick 2729; its run-down ran out after tick
//	2759, but the file goes on to tick 5058
//	tick 100: perk_pick without a menu opened on the tick before (an illegal command); the
//	simulation stops there, and the file goes on to tick 726
//	tick 40 uses what this simulation does not play yet: input flags 0x100000; the file goes on
//	to tick 99
func (st *Stop) Text() string {
	rest := "the file goes on to tick " + strconv.Itoa(st.Last)
	if st.Last <= st.Tick {
		rest = "it is the file's last tick"
	}
	switch st.Kind {
	case StopPastRundown:
		var b strings.Builder
		b.WriteString(deathsText(st.Deaths))
		switch {
		case st.EndTick < 0:
			// Not reachable: a run-down follows an end. Kept so the sentence stays whole.
			fmt.Fprintf(&b, "; tick %d follows the run-down", st.Tick)
		case len(st.Deaths) > 0 && st.Deaths[len(st.Deaths)-1].Tick == st.EndTick:
			fmt.Fprintf(&b, ", which ended the run; its run-down ran out after tick %d", st.Tick-1)
		case len(st.Deaths) > 0:
			fmt.Fprintf(&b, " and the run ended at tick %d; its run-down ran out after tick %d", st.EndTick, st.Tick-1)
		default:
			fmt.Fprintf(&b, "the run ended at tick %d; its run-down ran out after tick %d", st.EndTick, st.Tick-1)
		}
		return b.String() + ", but " + rest
	case StopIllegalCommand:
		return fmt.Sprintf("tick %d: %s (an illegal command); the simulation stops there, and %s", st.Tick, trimSentinel(st.Reason, sim.ErrIllegalCommand), rest)
	case StopInvalidInput:
		return fmt.Sprintf("tick %d: %s (input the format does not allow); the simulation stops there, and %s", st.Tick, trimSentinel(st.Reason, sim.ErrInvalidInput), rest)
	case StopUnsupported:
		return fmt.Sprintf("tick %d uses what this simulation does not play yet: %s; %s", st.Tick, trimSentinel(st.Reason, sim.ErrUnsupported), rest)
	}
	return fmt.Sprintf("tick %d: %s; the simulation stops there, and %s", st.Tick, st.Reason, rest)
}

// deathsText is "player 1 died at tick 2698", "players 1 and 2 died at ticks 2698 and 3001",
// "players 1, 2 and 3 died at ticks …", or "" without deaths.
func deathsText(ds []Death) string {
	switch len(ds) {
	case 0:
		return ""
	case 1:
		return fmt.Sprintf("player %d died at tick %d", ds[0].Player+1, ds[0].Tick)
	}
	who := make([]string, len(ds))
	when := make([]string, len(ds))
	for i, d := range ds {
		who[i], when[i] = strconv.Itoa(d.Player+1), strconv.Itoa(d.Tick)
	}
	return "players " + andList(who) + " died at ticks " + andList(when)
}

func andList(s []string) string {
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// trimSentinel drops the ": illegal command" a sim error ends with, which the sentence says in
// its own words.
func trimSentinel(reason string, sentinel error) string {
	if r, ok := strings.CutSuffix(reason, ": "+sentinel.Error()); ok {
		return r
	}
	return reason
}
