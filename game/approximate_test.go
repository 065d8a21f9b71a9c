package game

import (
	"errors"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// A run recorded under rules 2, the 1.9.8 rules and a violence setting does not open for
// verification; with Approximate it opens, plays every tick under the nearest profile, says
// what was replaced and is never verified.
func TestApproximateOpensWhatCannotBeVerified(t *testing.T) {
	rep := readRef(t, "../testdata/quests/quest-1.1-pilot-1037.crd")
	rep.Rules, rep.Run.ClBuild, rep.Run.ViolenceDisabled = 2, replayio.Build198, 1
	if _, err := Open(rep, Options{}); !errors.Is(err, sim.ErrUnsupported) {
		t.Fatalf("open without Approximate: %v, want ErrUnsupported", err)
	}
	s, err := Open(rep, Options{Approximate: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	want := []string{"rules 2 is played as rules 1", "cl_build 10908 (the 1.9.8 rules) is played as 10993 (1.9.93)",
		"violence_disabled 1 is played as 0"}
	if len(v.Approximations) != len(want) || v.Simulated != v.Ticks || v.Verified || v.Derived == nil {
		t.Fatalf("verification %+v", v)
	}
	for i := range want {
		if v.Approximations[i] != want[i] || s.Approximations()[i] != want[i] {
			t.Errorf("approximation %d: %q, want %q", i, v.Approximations[i], want[i])
		}
	}
	// The same quest on its own settings plays the same ticks: the derived result is the
	// recorded one, though the approximated run may not say so.
	if len(v.Mismatches) != 0 {
		t.Errorf("mismatches %v", v.Mismatches)
	}
}
