package scene

import (
	"math"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// openRun opens a session on a reference run and waits for its background pass.
func openRun(t *testing.T, path string, opts game.Options) (*game.Session, *replayio.Replay) {
	t.Helper()
	rep, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Open(rep, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	s.Wait()
	return s, rep
}

// traceRecords reads every record of a run's trace.
func traceRecords(t *testing.T, path string) (trace.Header, []*trace.Record) {
	t.Helper()
	tr, err := trace.Open(trace.SidecarPath(path))
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	var recs []*trace.Record
	for {
		r, err := tr.Next()
		if err != nil {
			break
		}
		recs = append(recs, r)
	}
	return tr.Header, recs
}

// sceneAt is the scene the window shows at position pos.
func sceneAt(t *testing.T, s *game.Session, pos int) *Scene {
	t.Helper()
	if err := s.Seek(pos); err != nil {
		t.Fatal(err)
	}
	var sc Scene
	Read(s, &sc)
	return &sc
}

// TestQuestScene: a quest's scene names it by number and title (Land Hostile is quest 1.1) and
// shows, at every position, the trace's quest clock and spawns left; it is completed from the
// position after the trace's end_tick on, with the recorded quest_final_ms.
func TestQuestScene(t *testing.T) {
	const path = "../../testdata/quests/quest-1.1-rundown-7.crd"
	s, rep := openRun(t, path, game.Options{})
	h, recs := traceRecords(t, path)
	if h.EndTick == nil || *h.EndTick+1 >= len(recs) {
		t.Fatalf("the run has no run-down after its completion: end tick %v of %d", h.EndTick, len(recs))
	}
	completion := *h.EndTick + 1
	for _, pos := range []int{1, 300, 900, completion - 1, completion, completion + 1, len(recs)} {
		sc := sceneAt(t, s, pos)
		q, want := sc.Quest, recs[pos-1].Quest
		if q.Level != "1.1" || q.Title != "Land Hostile" || q.Custom || q.Author != "" {
			t.Fatalf("position %d: quest %q %q (custom %v, author %q)", pos, q.Level, q.Title, q.Custom, q.Author)
		}
		if q.TimelineMs != int64(want.TimelineMs) || int64(q.SpawnsLeft) != want.SpawnsLeft || int64(q.EntriesLeft) != want.EntriesLeft {
			t.Errorf("position %d: timeline %d, spawns left %d in %d entries; trace %v, %d in %d",
				pos, q.TimelineMs, q.SpawnsLeft, q.EntriesLeft, want.TimelineMs, want.SpawnsLeft, want.EntriesLeft)
		}
		if done := pos >= completion; q.Completed != done {
			t.Errorf("position %d: completed %v, want %v (completion at %d)", pos, q.Completed, done, completion)
		}
		if q.Completed && q.Score.FinalMs != *rep.Result.QuestFinalMs {
			t.Errorf("position %d: score %+v, recorded quest_final_ms %d", pos, q.Score, *rep.Result.QuestFinalMs)
		}
		if sc.ElapsedMs != q.TimelineMs {
			t.Errorf("position %d: the run line's clock %d is not the quest clock %d", pos, sc.ElapsedMs, q.TimelineMs)
		}
	}
}

// TestCustomQuestScene: a custom quest (stage 0.0) shows its own title and author, bounded and
// escaped, and no stock number.
func TestCustomQuestScene(t *testing.T) {
	rep, err := replayio.ReadFile("../../testdata/quests/quest-1.1-pilot-1037.crd")
	if err != nil {
		t.Fatal(err)
	}
	author := "someone\x1b[2J"
	rep.Run.CustomQuest = &replayio.CustomQuest{Title: strings.Repeat("T", 300), Author: &author}
	var q QuestView
	questScene(rep, nil, &q)
	if !q.Custom || q.Level != "" || q.Title != strings.Repeat("T", replayio.MaxCustomQuestTitleLen)+"… (300 bytes)" || q.Author != `someone\x1b[2J` {
		t.Errorf("custom quest %+v", q)
	}
}

// TestTutorialScene: at every position of a tutorial that reaches stage 8 with preserve_bugs,
// the scene's stage is the trace's, its prompt that stage's text, and its hint the trace's hint
// (its text in the original's words, with the original's typos, at hint_alpha / 1000).
func TestTutorialScene(t *testing.T) {
	const path = "../../testdata/tutorial/tutorial-complete-bugs-303.crd"
	s, rep := openRun(t, path, game.Options{})
	if !rep.Run.PreserveBugs {
		t.Fatal("the run does not preserve bugs")
	}
	_, recs := traceRecords(t, path)
	stages, hints := map[int]bool{}, 0
	for pos := 1; pos <= len(recs); pos += 7 {
		sc := sceneAt(t, s, pos)
		tu, want := sc.Tutorial, recs[pos-1].Tutorial
		if int64(tu.Stage) != want.Stage {
			t.Fatalf("position %d: stage %d, trace %d", pos, tu.Stage, want.Stage)
		}
		stages[tu.Stage] = true
		if tu.Stage >= 0 && tu.Stage != 6 && tu.Prompt != tutorialStageText[tu.Stage] {
			t.Errorf("position %d: prompt %q for stage %d", pos, tu.Prompt, tu.Stage)
		}
		if tu.PromptAlpha < 0 || tu.PromptAlpha > 1 || tu.Prompt == "" && tu.PromptAlpha != 0 {
			t.Errorf("position %d: prompt %q at alpha %v", pos, tu.Prompt, tu.PromptAlpha)
		}
		wantHint := ""
		if want.HintIndex >= 0 && want.HintIndex < int64(len(tutorialHintTextBugs)) {
			wantHint = tutorialHintTextBugs[want.HintIndex]
		}
		wantAlpha := 0.0
		if wantHint != "" {
			wantAlpha = float64(want.HintAlpha) / 1000
		}
		if tu.Hint != wantHint || math.Abs(tu.HintAlpha-wantAlpha) > 1e-12 {
			t.Errorf("position %d: hint %q at %v; trace hint %d at %d", pos, tu.Hint, tu.HintAlpha, want.HintIndex, want.HintAlpha)
		}
		if tu.HintAlpha > 0 {
			hints++
		}
	}
	if len(stages) != 10 || hints == 0 {
		t.Errorf("stages seen %v, %d positions with a hint shown: want every stage -1..8 and a hint", stages, hints)
	}
	if got := TutorialHintText(1, false); got != "This is a weapon powerup. Picking it up gives you a new weapon." {
		t.Errorf("the fixed hint 1 is %q", got)
	}
}

// TestTypoScene: at the positions where a Typ-o trace lists the creatures (every 60 ticks), the
// scene names the creatures the trace names (each living one, and no other), and the typing
// box holds the trace's typed text; a submitted word stays as the last word for two seconds.
func TestTypoScene(t *testing.T) {
	const path = "../../testdata/typo/typo-names-405.crd"
	s, _ := openRun(t, path, game.Options{})
	_, recs := traceRecords(t, path)
	named, typed := 0, 0
	for pos := 1; pos <= len(recs); pos++ {
		rec := recs[pos-1]
		if rec.CreatureList == nil && rec.Typo.Text == "" {
			continue
		}
		sc := sceneAt(t, s, pos)
		ty := sc.Typo
		if ty.Text != rec.Typo.Text || int64(ty.Submits) != rec.Typo.Submits || int64(ty.Matches) != rec.Typo.Matches {
			t.Fatalf("position %d: typed %q, %d/%d words; trace %q, %d/%d", pos, ty.Text, ty.Matches, ty.Submits, rec.Typo.Text, rec.Typo.Matches, rec.Typo.Submits)
		}
		if ty.Text != "" {
			typed++
		}
		if rec.CreatureList == nil {
			continue
		}
		traced := map[int]trace.Creature{}
		for _, c := range rec.CreatureList {
			traced[c.Slot] = c
		}
		labels := map[int]TypoLabel{}
		for _, l := range ty.Names {
			labels[l.Slot] = l
			c, ok := traced[l.Slot]
			if !ok || !c.Named || c.Name != l.Name || c.X != l.X || c.Y != l.Y {
				t.Errorf("position %d: label %+v, trace %+v", pos, l, c)
			}
		}
		for slot, c := range traced {
			if l, ok := labels[slot]; c.HP > 0 && c.Named && (!ok || l.Alpha != 1) {
				t.Errorf("position %d: living creature %+v has label %+v", pos, c, l)
			}
		}
		named += len(ty.Names)
	}
	if named == 0 || typed == 0 {
		t.Fatalf("%d names and %d typed positions seen", named, typed)
	}
	// A word with no other for more than two seconds after it: the last word from its tick
	// for two seconds, then none; before it, the one before (or none).
	tl := s.Timeline()
	words := tl.EventsOf(game.EventTypoWord)
	var word *game.Event
	for i := range words {
		if i+1 == len(words) || words[i+1].Pos > words[i].Pos+LastWordSpan+1 {
			word = &words[i]
			break
		}
	}
	if word == nil || word.Pos+LastWordSpan+1 > len(recs) {
		t.Fatalf("no word stands alone for two seconds: %v", words)
	}
	for _, c := range []struct {
		pos  int
		want string
		age  int
	}{{word.Pos, word.Text, 0}, {word.Pos + LastWordSpan, word.Text, LastWordSpan}, {word.Pos + LastWordSpan + 1, "", 0}} {
		if got := sceneAt(t, s, c.pos).Typo; got.LastWord != c.want || got.LastAge != c.age || got.LastHit != (word.Value >= 0) && c.want != "" {
			t.Errorf("position %d: last word %q (%d ticks ago, hit %v), want %q (%d, hit %v)", c.pos, got.LastWord, got.LastAge, got.LastHit, c.want, c.age, word.Value >= 0)
		}
	}
}

// approxSource is a session that says it plays the run approximately.
type approxSource struct {
	*game.Session
	lines []string
}

func (a approxSource) Approximations() []string { return a.lines }

// TestApproxScene: a run played under the nearest profile carries the banner that says which of
// its settings this player does not simulate (the sentence for rules 2), with what was
// replaced; a run played as recorded carries none.
func TestApproxScene(t *testing.T) {
	rep, err := replayio.ReadFile("../../testdata/quests/quest-1.1-pilot-1037.crd")
	if err != nil {
		t.Fatal(err)
	}
	rep.Rules = 2
	s, err := game.Open(rep, game.Options{Approximate: true})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var sc Scene
	Read(approxSource{s, s.Approximations()}, &sc)
	if sc.Approx.Banner != "Recorded under rules 2, which this player does not simulate yet: what you see may part from the recording" ||
		len(sc.Approx.Approximations) != 1 || sc.Approx.Approximations[0] != "rules 2 is played as rules 1" {
		t.Errorf("approximated: %+v", sc.Approx)
	}
	rep.Run.ClBuild, rep.Run.ViolenceDisabled = replayio.Build198, 2
	if got := ApproxBanner(rep); got != "Recorded under rules 2, the 1.9.8 rules (cl_build 10908) and violence_disabled 2, which this player does not simulate yet: what you see may part from the recording" {
		t.Errorf("banner %q", got)
	}
	Read(approxSource{s, nil}, &sc)
	if sc.Approx.Banner != "" || sc.Approx.Approximations != nil {
		t.Errorf("played as recorded: %+v", sc.Approx)
	}
}

// TestTutorialStageLabel: the run line names the tutorial's stages as a player sees them: the
// intro, the welcome prompt, the seven lessons, the closing prompt from which the run counts
// as completed.
func TestTutorialStageLabel(t *testing.T) {
	for stage, want := range map[int]string{
		-1: "intro", 0: "welcome", 1: "lesson 1 of 7", 5: "lesson 5 of 7", 7: "lesson 7 of 7",
		8: "finished", 9: "stage 9", -2: "stage -2",
	} {
		if got := TutorialStageLabel(stage); got != want {
			t.Errorf("stage %d: %q, want %q", stage, got, want)
		}
	}
	// Every lesson has its own prompt.
	for stage := 0; stage <= 8; stage++ {
		if TutorialStageText(stage) == "" {
			t.Errorf("stage %d has no prompt", stage)
		}
	}
}
