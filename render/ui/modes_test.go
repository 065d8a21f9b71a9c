package ui

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/arena"
	"crdplayer/render/draw"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// modeRun is a reference run's session, read into scenes at the positions a test asks for.
type modeRun struct {
	s   *game.Session
	rep *replayio.Replay
}

func openModeRun(t *testing.T, path string) *modeRun {
	t.Helper()
	rep, err := replayio.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Open(rep, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	s.Wait()
	return &modeRun{s, rep}
}

func (r *modeRun) scene(t *testing.T, pos int) *scene.Scene {
	t.Helper()
	if err := r.s.Seek(pos); err != nil {
		t.Fatal(err)
	}
	var sc scene.Scene
	scene.Read(r.s, &sc)
	return &sc
}

// overlay draws the mode's overlay of sc alone on a cleared 1280×900 window and returns its
// pixels and the arena's square.
func overlay(t *testing.T, sc *scene.Scene) (*pixels, arena.Camera) {
	t.Helper()
	dst := testScreen(t)
	dst.Clear()
	cam := NewLayout(1280, 900).Camera()
	DrawModeOverlay(dst, testFonts(t), cam, sc)
	return readPixels(dst), cam
}

// pixels are an image's RGBA bytes.
type pixels struct {
	w   int
	buf []byte
}

func readPixels(img *ebiten.Image) *pixels {
	b := img.Bounds()
	p := &pixels{w: b.Dx(), buf: make([]byte, 4*b.Dx()*b.Dy())}
	img.ReadPixels(p.buf)
	return p
}

// count is the number of pixels in r for which match holds.
func (p *pixels) count(r image.Rectangle, match func(c color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			i := 4 * (y*p.w + x)
			if match(color.RGBA{p.buf[i], p.buf[i+1], p.buf[i+2], p.buf[i+3]}) {
				n++
			}
		}
	}
	return n
}

func isColor(want color.RGBA) func(color.RGBA) bool {
	return func(c color.RGBA) bool { return c.R == want.R && c.G == want.G && c.B == want.B }
}

func bright(c color.RGBA) bool { return c.R > 180 && c.G > 180 && c.B > 180 }

// TestQuestRunLineAndCompletion: a quest's run line names it (Land Hostile is quest 1.1) and
// shows the trace's quest clock and spawns left; "Quest completed" shows in the arena's middle
// (its green border) from the position after the trace's end tick, and not before.
func TestQuestRunLineAndCompletion(t *testing.T) {
	const path = "../../testdata/quests/quest-1.1-rundown-7.crd"
	run := openModeRun(t, path)
	tr, err := trace.Open(trace.SidecarPath(path))
	if err != nil {
		t.Fatal(err)
	}
	var recs []*trace.Record
	for {
		r, err := tr.Next()
		if err != nil {
			break
		}
		recs = append(recs, r)
	}
	tr.Close()
	end := *tr.Header.EndTick
	q := recs[299].Quest
	lines := runLines(run.scene(t, 300))
	wantLine := fmt.Sprintf("%s   spawns left %d (%d entries)   kills ", msClock(int64(q.TimelineMs)), q.SpawnsLeft, q.EntriesLeft)
	if len(lines) != 2 || lines[0] != "Quest 1.1  Land Hostile" || !strings.HasPrefix(lines[1], wantLine) {
		t.Errorf("run line %q, want the title and %q…", lines, wantLine)
	}
	green := func(sc *scene.Scene) int {
		p, cam := overlay(t, sc)
		return p.count(cam.Rect(), isColor(ColGood))
	}
	if n := green(run.scene(t, end)); n != 0 {
		t.Errorf("at the end tick's position %d, before the completion: %d green pixels", end, n)
	}
	sc := run.scene(t, end+1)
	if n := green(sc); n < 200 {
		t.Errorf("at the completion's position %d: %d green pixels, want Quest completed", end+1, n)
	}
	if n := green(run.scene(t, len(recs))); n < 200 {
		t.Errorf("at the run-down's end: %d green pixels, want Quest completed still", n)
	}
	// The sidebar's mode box: the quest's name in the accent colour under the run's name, and
	// the final time in green once completed.
	var hud, pane Part
	var side Sidebar
	sr := NewLayout(1280, 900).Sidebar
	side.Record(&hud, &pane, sr, testFonts(t), paneRun{}, "quest.crd", sc)
	dst := testScreen(t)
	dst.Clear()
	hud.Draw(dst)
	sp := readPixels(dst)
	box := image.Rect(sr.Min.X, sr.Min.Y+34, sr.Max.X, side.TabsY())
	if n, g := sp.count(box, isColor(ColAccent)), sp.count(box, isColor(ColGood)); n < 50 || g < 50 {
		t.Errorf("the sidebar's mode box drew %d accent and %d green pixels", n, g)
	}
}

// TestTutorialPanels: at a position where the trace shows the stage prompt at full opacity the
// prompt panel is drawn (its white border and text near the arena's top); where a hint is at full
// opacity and the prompt faded, the hint panel is drawn under it, and the hint text is the
// original's (with its typo: the run preserves bugs).
func TestTutorialPanels(t *testing.T) {
	run := openModeRun(t, "../../testdata/tutorial/tutorial-complete-bugs-303.crd")
	// Tick 1000: stage 3, its prompt faded in to 0.952. Tick 2700: stage 5 past its prompt's
	// 5 s, hint 1 (the weapon carrier) at 1000 (the trace's tutorial objects).
	prompt := run.scene(t, 1000)
	if tu := prompt.Tutorial; tu.Stage != 3 || tu.PromptAlpha < 0.9 || tu.HintAlpha != 0 {
		t.Fatalf("tick 1000: %+v", tu)
	}
	hint := run.scene(t, 2700)
	if tu := hint.Tutorial; tu.Stage != 5 || tu.PromptAlpha != 0 || tu.HintAlpha != 1 ||
		tu.Hint != "This is a weapon powerup. Picking it you gets a new weapon." {
		t.Fatalf("tick 2700: %+v", tu)
	}
	p, cam := overlay(t, prompt)
	r := cam.Rect()
	top := image.Rect(r.Min.X, r.Min.Y+50, r.Max.X, r.Min.Y+130)
	below := image.Rect(r.Min.X, r.Min.Y+135, r.Max.X, r.Min.Y+220)
	if n := p.count(top, bright); n < 400 {
		t.Errorf("the stage prompt drew %d bright pixels near the arena's top", n)
	}
	if n := p.count(below, bright); n != 0 {
		t.Errorf("no hint, yet %d bright pixels where it goes", n)
	}
	p, _ = overlay(t, hint)
	if n := p.count(below, bright); n < 400 {
		t.Errorf("the hint drew %d bright pixels", n)
	}
	if n := p.count(image.Rect(r.Min.X, r.Min.Y+50, r.Max.X, r.Min.Y+134), bright); n != 0 {
		t.Errorf("a faded prompt drew %d bright pixels", n)
	}
	if lines := runLines(prompt); len(lines) != 1 || !strings.HasSuffix(lines[0], "lesson 3 of 7") {
		t.Errorf("run line %q", lines)
	}
}

// TestTypoNamesAndTypingBox: each named creature inside the arena has its name drawn over it
// (white text on a dark box, centred 50 world pixels above it), and the typing box at the
// arena's bottom-left holds the typed text.
func TestTypoNamesAndTypingBox(t *testing.T) {
	run := openModeRun(t, "../../testdata/typo/typo-death-401.crd")
	sc := run.scene(t, 1500) // four creatures in the arena, "be" typed (the trace's record 1499)
	if sc.Typo.Text != "be" || len(sc.Typo.Names) < 4 {
		t.Fatalf("typo scene %+v", sc.Typo)
	}
	p, cam := overlay(t, sc)
	r := cam.Rect()
	drawn := 0
	for _, l := range sc.Typo.Names {
		sx, sy := cam.ToScreen(l.X, l.Y-nameLift)
		box := image.Rect(int(sx)-30, int(sy)-10, int(sx)+30, int(sy)+10).Intersect(r)
		if box.Empty() {
			continue
		}
		if n := p.count(box, bright); n < 15 {
			t.Errorf("name %q of slot %d at (%.0f, %.0f): %d bright pixels", l.Name, l.Slot, sx, sy, n)
		}
		drawn++
	}
	if drawn < 4 {
		t.Errorf("%d names inside the arena", drawn)
	}
	boxR := image.Rect(r.Min.X, r.Max.Y-50, r.Min.X+200, r.Max.Y)
	if n := p.count(boxR, bright); n < 60 {
		t.Errorf("the typing box drew %d bright pixels", n)
	}
	typed := p.count(boxR, bright)
	empty := *sc
	empty.Typo.Text, empty.Typo.Names = "", nil
	p, _ = overlay(t, &empty)
	if n := p.count(boxR, bright); n >= typed {
		t.Errorf("an empty typing box drew %d bright pixels, the typed one %d", n, typed)
	}
}

// TestApproxBannerDraws: a run played under the nearest profile has its banner across the
// arena's bottom, in the warning colour, at any position; a run played as recorded has none.
func TestApproxBannerDraws(t *testing.T) {
	sc := &scene.Scene{Mode: replayio.ModeSurvival, Approx: scene.ApproxView{
		Banner:         "Recorded under rules 2, which this player does not simulate yet: what you see may part from the recording",
		Approximations: []string{"rules 2 is played as rules 1"}}}
	p, cam := overlay(t, sc)
	r := cam.Rect()
	strip := image.Rect(r.Min.X, r.Max.Y-40, r.Max.X, r.Max.Y)
	if n := p.count(strip, isColor(ColWarn)); n < 300 {
		t.Errorf("the banner drew %d pixels of the warning colour", n)
	}
	sc.Approx = scene.ApproxView{}
	p, _ = overlay(t, sc)
	if n := p.count(strip, isColor(ColWarn)); n != 0 {
		t.Errorf("no banner, yet %d warning pixels", n)
	}
}

// TestApproxVerifyHeadline: an approximated run's Verify pane never says verified, even when
// every field it derived equals the recording's.
func TestApproxVerifyHeadline(t *testing.T) {
	v := game.Verification{Approximations: []string{"rules 2 is played as rules 1"}, Derived: &replayio.RunResult{}}
	// The pane heads with the verdict crd verify gives (Status, Headline), capitalized.
	if head := capitalize(v.Headline()); v.Status() == game.StatusVerified || !strings.HasPrefix(head, "Unsupported: played approximately") {
		t.Errorf("approximated: %s, %q", v.Status(), head)
	}
}

// TestModeEventTexts: the timeline's tooltips for the modes' events, and a Typ-o word from a
// file drawn bounded (17 characters, the typing buffer's length, its escape escaped).
func TestModeEventTexts(t *testing.T) {
	for _, c := range []struct {
		e    game.Event
		want string
	}{
		{game.Event{Kind: game.EventQuestSpawn, Value: 8}, "quest spawns a wave of 8 creatures"},
		{game.Event{Kind: game.EventQuestCompleted}, "quest completed"},
		{game.Event{Kind: game.EventTutorialStage, Value: 2}, "tutorial stage 2: Now pick up the bonuses by walking over them"},
		{game.Event{Kind: game.EventTypoWord, Value: 12, Text: "boom"}, "typed \u201cboom\u201d: hit (creature slot 12)"},
		{game.Event{Kind: game.EventTypoWord, Value: -1, Text: "reload"}, "typed \u201creload\u201d: reload"},
		{game.Event{Kind: game.EventTypoWord, Value: -1, Text: "a\x1b[2J" + strings.Repeat("z", 40)}, "typed \u201ca\\x1b[2J" + strings.Repeat("z", 12) + "… (45 bytes)\u201d: missed"},
		{game.Event{Kind: game.EventRunEnd, Value: game.RunEndQuestCompleted}, "run ends (quest completed)"},
	} {
		c.e.Player = -1
		got := eventText(&c.e, 0, game.Clock{})
		if !strings.HasSuffix(got, "  "+c.want) {
			t.Errorf("%v: %q, want …%q", c.e.Kind, got, c.want)
		}
	}
	// The run-down after a run's end: in ticks under a second, in seconds from one.
	for _, c := range []struct {
		total int
		want  string
	}{{101, "the file plays 1 tick of run-down after it"}, {130, "the file plays 30 ticks of run-down after it"}, {160, "the file plays 1.0 s of run-down after it"}} {
		e := game.Event{Kind: game.EventRunEnd, Pos: 100, Player: -1}
		if got := eventText(&e, c.total, game.Clock{}); !strings.HasSuffix(got, c.want) {
			t.Errorf("%d ticks: %q, want …%q", c.total, got, c.want)
		}
	}
	if c, _ := markColor(&game.Event{Kind: game.EventTypoWord, Value: 3}); c != colWordHit {
		t.Errorf("a hit's mark %v", c)
	}
	if c, _ := markColor(&game.Event{Kind: game.EventRunEnd, Value: game.RunEndQuestCompleted}); c != colQuestDone {
		t.Errorf("a completion's flag %v", c)
	}
}

// TestQuestCompletedLineFits: the line under "Quest completed" says it in fewer words on a
// small arena, where the full line ran past both ends.
func TestQuestCompletedLineFits(t *testing.T) {
	f := testFonts(t)
	q := &scene.QuestView{TimelineMs: 43616}
	q.Score.FinalMs = 43601
	if got := questCompletedLine(f, q, 1000); got != "0:43.616 on the quest clock, final time 0:43.601" {
		t.Errorf("a wide arena: %q", got)
	}
	if got := questCompletedLine(f, q, 272); got != "clock 0:43.616, final 0:43.601" || draw.TextWidth(got, f.Normal) > 272 {
		t.Errorf("a 272-pixel arena: %q", got)
	}
}

// TestTypoNameAtTheEdge: a named creature on the arena by its left or right edge has its whole
// name drawn inside the arena, where the window shows it (over the arena only), not half of it
// past the edge.
func TestTypoNameAtTheEdge(t *testing.T) {
	cam := NewLayout(1280, 900).Camera()
	r := cam.Rect()
	whole := 0 // the bright pixels of the whole name
	for _, sx := range []float64{float64(r.Min.X) + 3, float64(r.Max.X) - 3} {
		wx, wy := cam.ToWorld(sx, float64(r.Min.Y+r.Dy()/2))
		sc := &scene.Scene{Mode: replayio.ModeTypo, Typo: scene.TypoView{Names: []scene.TypoLabel{{X: wx, Y: wy, Name: "alongname", Alpha: 1}}}}
		p, _ := overlay(t, sc)
		inside := p.count(r, bright)
		outside := p.count(image.Rect(0, r.Min.Y, r.Min.X, r.Max.Y), bright) + p.count(image.Rect(r.Max.X, r.Min.Y, 1280, r.Max.Y), bright)
		if inside < 30 || outside != 0 {
			t.Errorf("a name at screen x %.0f: %d bright pixels inside the arena, %d outside it", sx, inside, outside)
		}
		whole = inside
	}
	// A creature entering across the edge, still outside: its name whole just inside, where
	// it comes from (a new user saw "un", half a name past the edge).
	for _, sx := range []float64{float64(r.Min.X) - 20, float64(r.Max.X) + 20} {
		wx, wy := cam.ToWorld(sx, float64(r.Min.Y+r.Dy()/2))
		sc := &scene.Scene{Mode: replayio.ModeTypo, Typo: scene.TypoView{Names: []scene.TypoLabel{{X: wx, Y: wy, Name: "alongname", Alpha: 1}}}}
		p, _ := overlay(t, sc)
		if inside := p.count(r, bright); inside != whole {
			t.Errorf("a name at screen x %.0f, off the arena: %d bright pixels inside it, want the whole name's %d", sx, inside, whole)
		}
	}
}

// TestQuestRunLineRules: a quest played hardcore, or at a retry count, says so beside its
// title (they showed in the Info pane only); a plain quest says neither.
func TestQuestRunLineRules(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"../../testdata/quests/quest-1.4-hardcore-31.crd", "   hardcore"},
		{"../../testdata/quests/quest-1.2-retry1-41.crd", "   retry 1"},
		{"../../testdata/quests/quest-1.1-2p-21.crd", ""},
	} {
		run := openModeRun(t, c.path)
		head := runLines(run.scene(t, 10))[0]
		if c.want == "" && (strings.Contains(head, "hardcore") || strings.Contains(head, "retry")) || !strings.HasSuffix(head, c.want) {
			t.Errorf("%s: the run line heads %q, want it to end %q", c.path, head, c.want)
		}
	}
}
