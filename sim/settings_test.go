package sim_test

import (
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
)

// stateHashes simulates every tick of r and returns the world's state hash after each.
func stateHashes(t *testing.T, r *replayio.Replay) []uint64 {
	t.Helper()
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]uint64, 0, len(r.Ticks))
	for i := range r.Ticks {
		if _, err := w.Step(&r.Ticks[i]); err != nil {
			t.Fatalf("tick %d: %v", i, err)
		}
		out = append(out, w.Hash())
	}
	return out
}

// Outside quests the Hardcore box and the retry counter apply only with preserve_bugs (format
// 35, original bug 38): settings-hardcore-plain-604 (hardcore, no preserve_bugs) plays exactly as
// the same run without hardcore, and so does it with a retry count; with preserve_bugs both
// change the run.
func TestHardcoreAndRetryNeedPreserveBugs(t *testing.T) {
	base := readRunFrom(t, "../testdata/settings/settings-hardcore-plain-604.crd")
	if !base.Run.Hardcore || base.Run.PreserveBugs {
		t.Fatalf("604 is hardcore %v preserve_bugs %v, want hardcore without preserve_bugs", base.Run.Hardcore, base.Run.PreserveBugs)
	}
	want := stateHashes(t, base)
	variant := func(edit func(*replayio.RunSpec)) []uint64 {
		r := readRunFrom(t, "../testdata/settings/settings-hardcore-plain-604.crd")
		edit(&r.Run)
		return stateHashes(t, r)
	}
	firstDiff := func(a, b []uint64) int {
		for i := range min(len(a), len(b)) {
			if a[i] != b[i] {
				return i
			}
		}
		return -1
	}
	if d := firstDiff(want, variant(func(s *replayio.RunSpec) { s.Hardcore = false })); d >= 0 {
		t.Errorf("hardcore off: state differs from tick %d", d)
	}
	if d := firstDiff(want, variant(func(s *replayio.RunSpec) { s.QuestFailRetryCount = 3 })); d >= 0 {
		t.Errorf("retry count 3 without preserve_bugs: state differs from tick %d", d)
	}
	// With preserve_bugs the box counts: the same run with and without hardcore part ways.
	bugsHardcore := variant(func(s *replayio.RunSpec) { s.PreserveBugs = true })
	bugsPlain := variant(func(s *replayio.RunSpec) { s.PreserveBugs, s.Hardcore = true, false })
	if firstDiff(bugsHardcore, bugsPlain) < 0 {
		t.Errorf("with preserve_bugs, hardcore plays as without it")
	}
}

func readRunFrom(t *testing.T, path string) *replayio.Replay {
	t.Helper()
	r, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
