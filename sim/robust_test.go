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

// TestTypoSurvivesWildTyping drives a Typ-o run with random typing: creature names (so the
// experience and the names grow), garbage of any length and alphabet (multi-byte characters, a
// full buffer), backspaces on empty buffers, empty submits, several words a tick, rows with
// every flag; no tick may panic, every error is a sentinel, and the buffer never holds more
// than TypoMaxChars characters.
func TestTypoSurvivesWildTyping(t *testing.T) {
	r, err := replayio.ReadFile("../testdata/typo/typo-names-405.crd")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(17))
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	alphabet := []string{"a", "e", "z", "Q", ".", " ", "é", "ß", "日", "🙂", "\x7f"}
	for tick := 0; tick < 20000 && !(w.Ended() && w.Run.RundownMs < 0); tick++ {
		tk := replayio.Tick{Inputs: []replayio.Input{{AimX: float32(rng.Float64()*3000 - 1000), AimY: 512, Flags: uint32(rng.Intn(8))}}}
		for range rng.Intn(4) {
			var word string
			switch k := rng.Intn(10); {
			case k < 6:
				var live []int
				for slot := range w.Creatures.Entries {
					if w.Creatures.Entries[slot].Alive() {
						live = append(live, slot)
					}
				}
				if len(live) > 0 {
					word = w.Typo.Name(live[rng.Intn(len(live))])
				}
			case k < 8:
				for range rng.Intn(25) {
					word += alphabet[rng.Intn(len(alphabet))]
				}
			default:
				word = "reload"
			}
			for _, ch := range word {
				tk.Commands = append(tk.Commands, replayio.Command{Type: replayio.CmdTypoChar, Ch: string(ch)})
			}
			for range rng.Intn(2) {
				tk.Commands = append(tk.Commands, replayio.Command{Type: replayio.CmdTypoBackspace})
			}
			if rng.Intn(5) > 0 {
				tk.Commands = append(tk.Commands, replayio.Command{Type: replayio.CmdTypoSubmit})
			}
			if word != "" && word != "reload" && rng.Intn(2) == 0 {
				break // a later word would cancel the fire (the last submitted word wins)
			}
		}
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("tick %d: panic %v", tick, p)
				}
			}()
			if _, err := w.Step(&tk); err != nil && !isSentinel(err) {
				t.Fatalf("tick %d: %v", tick, err)
			}
		}()
		if n := w.Typo.Text.Chars(); n > sim.TypoMaxChars || len([]rune(w.Typo.Text.String())) != n {
			t.Fatalf("tick %d: buffer %q holds %d characters", tick, w.Typo.Text.String(), n)
		}
	}
	t.Logf("%d ticks, xp %d, %d/%d words", w.Run.TickIndex, w.Players[0].Experience, w.Typo.MatchCount, w.Typo.SubmitCount)
	if w.Typo.SubmitCount == 0 || w.Typo.MatchCount == 0 {
		t.Fatalf("submits %d matches %d: the typing never reached the game", w.Typo.SubmitCount, w.Typo.MatchCount)
	}
}
