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

// TestRulesInEffect: the Hardcore box and the retry count as the run plays them, and why a
// recorded one does not count: outside quests without preserve_bugs both are off; in quests
// the retries always count and hardcore only from quest unlock index 40 (decompile ~7461).
func TestRulesInEffect(t *testing.T) {
	spec := func(mode int, hardcore, bugs bool, retries int, unlock int32) *replayio.RunSpec {
		s := &replayio.RunSpec{GameModeID: mode, Hardcore: hardcore, PreserveBugs: bugs, QuestFailRetryCount: retries}
		s.Status.QuestUnlockIndex = unlock
		return s
	}
	const outside = "outside quests it counts only with preserve bugs"
	for _, c := range []struct {
		name string
		spec *replayio.RunSpec
		want sim.Rules
	}{
		{"survival, plain", spec(replayio.ModeSurvival, true, false, 3, 50), sim.Rules{HardcoreIgnored: outside, RetriesIgnored: outside}},
		{"survival, preserve bugs", spec(replayio.ModeSurvival, true, true, 3, 50), sim.Rules{Hardcore: true, Retries: 3}},
		{"rush, off", spec(replayio.ModeRush, false, false, 0, 0), sim.Rules{}},
		{"quest, unlock 40", spec(replayio.ModeQuests, true, false, 2, 40), sim.Rules{Hardcore: true, Retries: 2}},
		{"quest, unlock 39", spec(replayio.ModeQuests, true, true, 2, 39),
			sim.Rules{HardcoreIgnored: "the quest unlock index, 39, is below 40", Retries: 2}},
		// status_from_snapshot keeps the low 16 bits of the unlock index.
		{"quest, unlock 0x10028", spec(replayio.ModeQuests, true, false, 0, 0x10028), sim.Rules{Hardcore: true}},
	} {
		if got := sim.RulesInEffect(c.spec); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}
