package game

import (
	"errors"
	"reflect"
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
		rep := *base
		rep.Ticks = append([]replayio.Tick(nil), base.Ticks...)
		tk := rep.Ticks[stop]
		tk.Commands = append(append([]replayio.Command(nil), tk.Commands...), replayio.Command{Type: replayio.CmdPerkPick})
		rep.Ticks[stop] = tk

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
