package game

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestVerifyStopDerivesTheStateBefore stops a straight verification at an illegal command
// (a perk_pick with no menu open) on either side of its checkpoints (every
// verifyCheckpointInterval ticks, their memory reused from the second on; before the first, the
// start is made again by a new machine): the result it derives must be the state before the
// failing tick, as a fresh simulation of the ticks before it has it.
func TestVerifyStopDerivesTheStateBefore(t *testing.T) {
	base := readRef(t, "../testdata/reference/survival-long-512.crd")
	const iv = verifyCheckpointInterval
	for _, stop := range []int{0, 1, iv - 1, iv, iv + 1, 2*iv + 700, 3 * iv} {
		rep := withIllegalPick(base, stop)

		v := Verify(&rep, Options{})
		var serr *SimError
		if !errors.As(v.Err, &serr) || serr.Tick != stop || !errors.Is(v.Err, sim.ErrIllegalCommand) {
			t.Fatalf("stop at %d: error %v", stop, v.Err)
		}
		m, err := newSimMachine(&rep.Run)
		if err != nil {
			t.Fatal(err)
		}
		for i := range stop {
			if err := m.step(&rep.Ticks[i], nil); err != nil {
				t.Fatalf("tick %d: %v", i, err)
			}
		}
		want := m.result()
		if v.Derived == nil || !reflect.DeepEqual(*v.Derived, want) {
			t.Errorf("stop at %d: derived %+v, the state before the tick has %+v", stop, v.Derived, want)
		}
		if v.Simulated != stop {
			t.Errorf("stop at %d: %d ticks simulated", stop, v.Simulated)
		}
	}
}

// TestVerifyStopSaysTheTrace: a run that stops early still says, in its verdict, what its trace
// says up to the stop. survival-2p-105 with player 1's move changed at tick 1500 dies before its
// file ends (the run-down passes, so the file's last ticks cannot be played); its own trace is
// for another run (the payload changed): not compared, and said; forced, it differs at tick 1500,
// and that is said after the stop.
func TestVerifyStopSaysTheTrace(t *testing.T) {
	const path = "../testdata/reference/survival-2p-105.crd"
	base := readRef(t, path)
	rep := withTick(base, 1500, func(tk *replayio.Tick) {
		tk.Inputs = append([]replayio.Input(nil), tk.Inputs...)
		tk.Inputs[0].MoveX += 0.05
	})
	sha := "00" + base.RunID()[2:] // another payload's: the trace's replay_sha256 is not it

	v := Verify(&rep, Options{PayloadSHA256: sha, TracePath: path + ".trace.jsonl.gz"})
	if v.Stop == nil || v.Trace == nil || v.Trace.Status != TraceOtherRun {
		t.Fatalf("stop %+v, trace %+v: want a stop and a trace of another run", v.Stop, v.Trace)
	}
	want := "invalid: " + v.Stop.Text() + "; the trace is for another run (sha " + base.RunID() + "), not compared"
	if got := v.Headline(); got != want {
		t.Errorf("headline %q\nwant     %q", got, want)
	}

	v = Verify(&rep, Options{PayloadSHA256: sha, TracePath: path + ".trace.jsonl.gz", ForceTrace: true})
	if v.Stop == nil || v.Trace == nil || v.Trace.Divergence == nil || v.Trace.Divergence.Tick != 1500 {
		t.Fatalf("forced: stop %+v, trace %+v: want a stop and a divergence at tick 1500", v.Stop, v.Trace)
	}
	if got, prefix := v.Headline(), "invalid: "+v.Stop.Text()+"; the trace differs at tick 1500 ("; !strings.HasPrefix(got, prefix) {
		t.Errorf("forced: headline %q\nwant it to start %q", got, prefix)
	}
}

// TestVerifyStopSaysTheTraceAgreed: a run stopped by an illegal command at tick 100 whose trace
// (its original's, forced) agrees on every tick before says so after the stop, and that the
// trace was another run's.
func TestVerifyStopSaysTheTraceAgreed(t *testing.T) {
	const path = "../testdata/reference/survival-2p-105.crd"
	base := readRef(t, path)
	rep := withIllegalPick(base, 100)
	sha := "00" + base.RunID()[2:]
	v := Verify(&rep, Options{PayloadSHA256: sha, TracePath: path + ".trace.jsonl.gz", ForceTrace: true})
	if v.Stop == nil || v.Stop.Tick != 100 || v.Trace == nil || v.Trace.Status != TraceAgrees || v.Trace.Compared != 100 {
		t.Fatalf("stop %+v, trace %+v: want a stop at tick 100 and 100 ticks agreeing", v.Stop, v.Trace)
	}
	want := "invalid: " + v.Stop.Text() + "; a trace recorded for another run, compared anyway, agrees up to there (100 ticks; its 5056 records after it, to tick 5155, are not compared)"
	if got := v.Headline(); got != want {
		t.Errorf("headline %q\nwant     %q", got, want)
	}
}

// withTick is a copy of base with tick i changed by edit (base and its ticks untouched).
func withTick(base *replayio.Replay, i int, edit func(*replayio.Tick)) replayio.Replay {
	rep := *base
	rep.Ticks = append([]replayio.Tick(nil), base.Ticks...)
	edit(&rep.Ticks[i])
	return rep
}

// withIllegalPick is base with a perk_pick at tick i, no menu open: its simulation stops there.
func withIllegalPick(base *replayio.Replay, i int) replayio.Replay {
	return withTick(base, i, func(tk *replayio.Tick) {
		tk.Commands = append(append([]replayio.Command(nil), tk.Commands...), replayio.Command{Type: replayio.CmdPerkPick})
	})
}
