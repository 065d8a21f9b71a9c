package sim_test

import (
	"errors"
	"math"
	"math/rand"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestStepSurvivesWildInputs drives runs with random, extreme inputs (aim and move far outside
// the arena, every supported flag, perk menus opened and picked whenever legal) and requires
// that no tick panics and every error is one of the sentinels.
func TestStepSurvivesWildInputs(t *testing.T) {
	specs := []string{"survival-4p-106", "rush-3p-202", "survival-calm-101"}
	for seed, name := range specs {
		r := readRun(t, name)
		rng := rand.New(rand.NewSource(int64(seed + 1)))
		w, _, err := sim.NewFromReplay(r)
		if err != nil {
			t.Fatal(err)
		}
		values := []float32{0, 1, -1, 0.5, 1e6, -1e6, float32(math.Inf(1)), float32(math.NaN()), 512, 3000}
		pick := func() float32 {
			if rng.Intn(3) == 0 {
				return values[rng.Intn(len(values))]
			}
			return float32(rng.Float64()*2400 - 700)
		}
		for tick := 0; tick < 1500 && !w.Ended(); tick++ {
			var tk replayio.Tick
			for p := 0; p < w.PlayerCount; p++ {
				tk.Inputs = append(tk.Inputs, replayio.Input{
					MoveX: pick() / 1000, MoveY: pick() / 1000, AimX: pick(), AimY: pick(),
					Flags: uint32(rng.Intn(8)),
				})
			}
			if w.PerkMenuOpen() {
				tk.Commands = append(tk.Commands, replayio.Command{Type: replayio.CmdPerkPick, ChoiceIndex: rng.Intn(7)})
			} else if w.PerkPendingCount() > 0 && rng.Intn(10) == 0 {
				tk.Commands = append(tk.Commands, replayio.Command{Type: replayio.CmdPerkMenuOpen})
			}
			func() {
				defer func() {
					if p := recover(); p != nil {
						t.Fatalf("%s tick %d: panic %v", name, tick, p)
					}
				}()
				if _, err := w.Step(&tk); err != nil && !isSentinel(err) {
					t.Fatalf("%s tick %d: %v", name, tick, err)
				}
			}()
		}
	}
}

func isSentinel(err error) bool {
	for _, s := range []error{sim.ErrIllegalCommand, sim.ErrUnsupported, sim.ErrPastRundown, sim.ErrInvalidInput} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}
