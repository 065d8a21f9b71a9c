package game

import (
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// modeRuns are the quest, tutorial and Typ-o reference runs the mode-event tests play: every
// tutorial and Typ-o run, and quests that complete (one player, four players with their life
// bonuses, a completion with a run-down after it, hardcore), die (idle, with a perk pending) or
// stop incomplete.
var modeRuns = []string{
	"quests/quest-1.1-pilot-1037.crd", "quests/quest-1.3-4p-23.crd", "quests/quest-1.1-rundown-7.crd",
	"quests/quest-1.4-hardcore-31.crd", "quests/quest-1.6-idle-51.crd", "quests/quest-2.6-pilot-1592.crd",
	"quests/quest-2.1-2p-24.crd",
	"tutorial/tutorial-complete-301.crd", "tutorial/tutorial-complete-302.crd", "tutorial/tutorial-complete-bugs-303.crd",
	"tutorial/tutorial-complete-bugs-309.crd", "tutorial/tutorial-idle-306.crd", "tutorial/tutorial-lazy-307.crd",
	"tutorial/tutorial-stage5-305.crd",
	"typo/typo-carry-bugs-407.crd", "typo/typo-carry-target-412.crd", "typo/typo-death-401.crd", "typo/typo-idle-402.crd",
	"typo/typo-incomplete-408.crd", "typo/typo-incomplete-slow-411.crd", "typo/typo-names-405.crd",
	"typo/typo-names-sloppy-409.crd", "typo/typo-slow-404.crd",
}

// modeEvent is a timeline event as the mode tests compare it.
type modeEvent struct {
	Kind  EventKind
	Pos   int
	Value int
	Text  string
}

func (e modeEvent) String() string {
	return fmt.Sprintf("%s@%d(%d %q)", e.Kind, e.Pos, e.Value, e.Text)
}

// TestModeEventsMatchTraces plays quest, tutorial and Typ-o reference runs and checks the
// timeline's mode events against the runs' traces, record by record (the trace's own quest,
// tutorial and typo objects, which the reference port wrote): a quest spawn wave on each tick
// whose record lists spawns, with their count; the completion on the position after the trace's
// end_tick, when the recorded outcome is quest_completed, with the run's end marked as a
// completion; a tutorial stage mark on each tick whose record's stage differs from the one
// before (the director starts at -1); a Typ-o word on each tick whose record lists one, with its
// text and the slot it matched.
func TestModeEventsMatchTraces(t *testing.T) {
	for _, name := range modeRuns {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join("../testdata", name)
			rep := readRef(t, path)
			s, err := Open(rep, Options{TracePath: trace.SidecarPath(path)})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			s.Wait()
			v, _ := s.Verification()
			if !v.Verified || v.Trace == nil || v.Trace.Divergence != nil || v.Trace.Compared != len(rep.Ticks) {
				t.Fatalf("the run does not verify with its trace at every tick: %s", v.Headline())
			}
			tl := s.Timeline()
			var got []modeEvent
			for _, e := range tl.Events {
				switch e.Kind {
				case EventQuestSpawn, EventQuestCompleted, EventTutorialStage, EventTypoWord:
					got = append(got, modeEvent{e.Kind, e.Pos, e.Value, e.Text})
				}
			}
			tr, err := trace.Open(trace.SidecarPath(path))
			if err != nil {
				t.Fatal(err)
			}
			defer tr.Close()
			var want []modeEvent
			stage := int64(-1)
			for {
				rec, err := tr.Next()
				if err != nil {
					break
				}
				pos := int(rec.T) + 1
				if q := rec.Quest; q != nil && len(q.Spawned) > 0 {
					want = append(want, modeEvent{EventQuestSpawn, pos, len(q.Spawned), ""})
				}
				if tu := rec.Tutorial; tu != nil && tu.Stage != stage {
					want = append(want, modeEvent{EventTutorialStage, pos, int(tu.Stage), ""})
					stage = tu.Stage
				}
				if ty := rec.Typo; ty != nil {
					for _, w := range ty.Words {
						want = append(want, modeEvent{EventTypoWord, pos, w.Slot, w.Text})
					}
				}
				if rec.Quest != nil && rep.Result.Outcome == replayio.OutcomeQuestCompleted && tr.Header.EndTick != nil && int(rec.T) == *tr.Header.EndTick {
					if !rec.Quest.Completed {
						t.Fatalf("the trace's end tick %d is not its completion", rec.T)
					}
					want = append(want, modeEvent{EventQuestCompleted, pos, 0, ""})
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("mode events\n got %v\nwant %v", got, want)
			}
			if len(want) == 0 && len(rep.Ticks) > 120 && rep.Run.GameModeID != replayio.ModeTypo {
				// Quests spawn, tutorials reach stage 0 within the first seconds (an idle Typ-o
				// run types nothing).
				t.Errorf("a run of %d ticks has no mode event", len(rep.Ticks))
			}
			ends := tl.EventsOf(EventRunEnd)
			completed := rep.Result.Outcome == replayio.OutcomeQuestCompleted
			if completed && (len(ends) != 1 || ends[0].Value != RunEndQuestCompleted || ends[0].Pos != *tr.Header.EndTick+1) {
				t.Errorf("a completed quest's run ends %+v, want one completion at %d", ends, *tr.Header.EndTick+1)
			}
			for _, e := range ends {
				if !completed && e.Value != 0 {
					t.Errorf("a %s run's end %+v is marked a completion", rep.Result.Outcome, e)
				}
			}
			checkQuestScore(t, rep, v)
		})
	}
}

// checkQuestScore: a completed quest's verification breaks quest_final_ms down into the parts
// the format gives (REFERENCE.md "Quests": elapsed − 1000 × pending perks − life bonus, the life
// bonus trunc(trunc(health₀) × 50) + Σ trunc(f32(healthᵢ × 50))), computed here from the
// recorded result; other runs have none.
func checkQuestScore(t *testing.T, rep *replayio.Replay, v Verification) {
	t.Helper()
	res := &rep.Result
	if res.QuestFinalMs == nil {
		if v.Quest != nil {
			t.Errorf("a %s run has a quest score %+v", res.Outcome, v.Quest)
		}
		return
	}
	q := v.Quest
	if q == nil {
		t.Fatal("a completed quest's verification has no quest score")
	}
	var life [4]int64
	var lifeSum int64
	for i, p := range res.Players {
		if i == 0 {
			life[i] = int64(math.Trunc(math.Trunc(float64(p.Health)) * 50))
		} else {
			life[i] = int64(math.Trunc(float64(float32(float64(p.Health) * 50))))
		}
		lifeSum += life[i]
	}
	if q.TimelineMs != res.ElapsedMs || q.UnpickedPerks != int(res.PendingPerks) || q.PerkPenaltyMs != 1000*res.PendingPerks ||
		q.LifeBonus != life || q.LifeBonusMs != lifeSum || q.FinalMs != *res.QuestFinalMs {
		t.Errorf("quest score %+v; want timeline %d, %d unpicked perks, life bonus %v (%d), final %d",
			*q, res.ElapsedMs, res.PendingPerks, life, lifeSum, *res.QuestFinalMs)
	}
	if q.TimelineMs-q.PerkPenaltyMs-q.LifeBonusMs != q.FinalMs {
		t.Errorf("quest score %+v: the parts do not add up", *q)
	}
}

// TestVerificationProvenance: the verification names the recording build and recorder as the
// file gives them and the build this simulation follows; a run recorded by another build is
// warned of, and verifies all the same (format 35: "A different recording build warns without
// changing the selected rules").
func TestVerificationProvenance(t *testing.T) {
	rep := readRef(t, "../testdata/quests/quest-1.1-pilot-1037.crd")
	v := Verify(rep, Options{})
	if v.GameVersion != "0.1.0.dev29" || v.Recorder != (replayio.Recorder{Client: "crimson", Version: "0.1.0.dev29", Platform: "linux-x86_64"}) ||
		v.SimulationVersion != SimulationVersion || len(v.Warnings) != 0 || !v.Verified {
		t.Fatalf("provenance of a run of our build: %q %+v %q, warnings %q, verified %v", v.GameVersion, v.Recorder, v.SimulationVersion, v.Warnings, v.Verified)
	}
	rep.GameVersion = "0.1.0.dev31+build.0123456789abcdef01234567"
	other := Verify(rep, Options{})
	if other.GameVersion != rep.GameVersion || len(other.Warnings) != 1 || other.Status() != StatusVerified || !other.Verified {
		t.Fatalf("another build's run: version %q, warnings %q, status %s", other.GameVersion, other.Warnings, other.Status())
	}
	if other.Headline() != v.Headline() {
		t.Errorf("another build changed the headline: %q, ours %q", other.Headline(), v.Headline())
	}
}
