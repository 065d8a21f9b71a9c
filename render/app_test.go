package render

import (
	"errors"
	"fmt"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/scene"
	"crdplayer/render/ui"
)

type noOpener struct{}

func (noOpener) OpenFile() (string, error) { return "", nil }

func testApp(t *testing.T, load Loader) *App {
	t.Helper()
	a, err := newApp(Options{Load: load, Opener: noOpener{}, Width: 1280, Height: 900})
	if err != nil {
		t.Fatal(err)
	}
	return a
}

var framesSaved int

// frame draws the app's whole window and returns it as RGBA bytes.
func frame(t *testing.T, a *App) []byte {
	t.Helper()
	a.refreshScene()
	a.frames.keep = true
	a.Draw(ebitenScreen(a.frames.w, a.frames.h))
	buf := make([]byte, 4*a.frames.w*a.frames.h)
	a.frames.kept.ReadPixels(buf)
	if p := os.Getenv("RENDER_TEST_PNG"); p != "" {
		framesSaved++
		_ = savePNG(a.frames.kept, strings.ReplaceAll(p, "NAME", fmt.Sprintf("%s-%d", t.Name(), framesSaved)))
	}
	return buf
}

func TestOpenErrorsKeepTheWindowUsable(t *testing.T) {
	run := newFakeRun(600)
	calls := 0
	a := testApp(t, func(name string, data []byte) (Playback, error) {
		calls++
		if string(data) == "bad" {
			return nil, errors.New("not a .crd file: bad magic")
		}
		if string(data) == "panic" {
			panic("simulation bug")
		}
		return run, nil
	})
	a.openBytes("/x/broken.crd", []byte("bad"))
	if a.run.pb != nil || !a.wid.banner.IsError() || !strings.Contains(a.wid.banner.Message(), "broken.crd: not a .crd file") {
		t.Fatalf("after a bad file: run %v, message %q (error %v)", a.run.pb, a.wid.banner.Message(), a.wid.banner.IsError())
	}
	frame(t, a) // draws the message with no run open
	a.openBytes("/x/ok.crd", []byte("good"))
	if a.run.pb != run || a.wid.banner.Message() != "" {
		t.Fatalf("after a good file: run %v, message %q", a.run.pb, a.wid.banner.Message())
	}
	a.openBytes("/x/crash.crd", []byte("panic"))
	if a.run.pb != run || !strings.Contains(a.wid.banner.Message(), "simulation bug") {
		t.Fatalf("a panicking loader: run %v, message %q; want the old run kept and the panic shown", a.run.pb, a.wid.banner.Message())
	}
	a.openFile("/nonexistent/run.crd")
	if !strings.Contains(a.wid.banner.Message(), "cannot read /nonexistent/run.crd: no such file or directory") {
		t.Errorf("missing file message %q", a.wid.banner.Message())
	}
	if calls != 3 {
		t.Errorf("loader called %d times, want 3", calls)
	}
}

func TestControls(t *testing.T) {
	run := newFakeRun(60 * 60)
	run.timeline.Events = []game.Event{
		{Pos: 400, Kind: game.EventLevelUp, Player: 0, Value: 2},
		{Pos: 1000, Kind: game.EventDeath, Player: 0},
		{Pos: 1000, Kind: game.EventRunEnd, Player: -1},
		{Pos: 3000, Kind: game.EventDeath, Player: 0},
	}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("run.crd", nil)
	steps := []struct {
		in   ui.Intent
		want int
	}{
		{ui.Intent{Kind: ui.IntentStep, Arg: 1}, 1},
		{ui.Intent{Kind: ui.IntentStep, Arg: -1}, 0},
		{ui.Intent{Kind: ui.IntentStep, Arg: -1}, 0}, // clamped at the start
		{ui.Intent{Kind: ui.IntentStep, Arg: 300}, 300},
		{ui.Intent{Kind: ui.IntentNextEvent}, 400},
		{ui.Intent{Kind: ui.IntentNextEvent}, 1000}, // two events on one tick are one stop
		{ui.Intent{Kind: ui.IntentPrevEvent}, 400},
		{ui.Intent{Kind: ui.IntentNextDeath}, 820},  // 3 s before the death at 1000
		{ui.Intent{Kind: ui.IntentNextDeath}, 2820}, // then the next one
		{ui.Intent{Kind: ui.IntentNextDeath}, 2820}, // none after: stays
		{ui.Intent{Kind: ui.IntentPrevDeath}, 820},  // back to the first
		{ui.Intent{Kind: ui.IntentPrevDeath}, 820},  // none before it: stays
		{ui.Intent{Kind: ui.IntentEnd}, 3600},
		{ui.Intent{Kind: ui.IntentStep, Arg: 1800}, 3600},
		{ui.Intent{Kind: ui.IntentHome}, 0},
		{ui.Intent{Kind: ui.IntentSeek, Arg: 1234}, 1234},
	}
	for i, s := range steps {
		a.apply(s.in)
		if got := run.Pos(); got != s.want {
			t.Fatalf("step %d (%+v): tick %d, want %d", i, s.in, got, s.want)
		}
	}
	// N and P say which event they went to: every event of that tick.
	a.apply(ui.Intent{Kind: ui.IntentHome})
	for _, want := range []string{"tick 399  P1 reached level 2", "tick 999  P1 died; run ends (every player dead); the file plays 43.3 s of run-down after it"} {
		a.apply(ui.Intent{Kind: ui.IntentNextEvent})
		if got := a.wid.banner.Message(); got != want {
			t.Errorf("N says %q, want %q", got, want)
		}
	}
	a.apply(ui.Intent{Kind: ui.IntentHome})
	a.apply(ui.Intent{Kind: ui.IntentPrevEvent})
	if got := a.wid.banner.Message(); got != "No event before this point." {
		t.Errorf("P at the start says %q", got)
	}
	for i := 0; i < 20; i++ {
		a.apply(ui.Intent{Kind: ui.IntentFaster})
	}
	if run.Speed() != 64 {
		t.Errorf("speed after many ] = %v, want 64", run.Speed())
	}
	for i := 0; i < 20; i++ {
		a.apply(ui.Intent{Kind: ui.IntentSlower})
	}
	if run.Speed() != 1.0/8 {
		t.Errorf("speed after many [ = %v, want 1/8", run.Speed())
	}
	a.apply(ui.Intent{Kind: ui.IntentPlayPause})
	if !run.Playing() {
		t.Error("Space did not start playback")
	}
	a.apply(ui.Intent{Kind: ui.IntentStep, Arg: 1})
	if run.Playing() {
		t.Error("stepping one tick should pause")
	}
	a.apply(ui.Intent{Kind: ui.IntentHelp})
	if !a.wid.help {
		t.Error("H did not open the help")
	}
	a.apply(ui.Intent{Kind: ui.IntentHelp, Arg: -1})
	if a.wid.help {
		t.Error("Esc did not close the help")
	}
}

func TestFrameShowsEverything(t *testing.T) {
	run := newFakeRun(6000)
	run.scene = crowdScene(300)
	run.ground = testGround()
	run.timeline.Events = []game.Event{{Pos: 2000, Kind: game.EventDeath, Player: 0}}
	run.timeline.Series = game.Series{Health: [][]float64{{100, 90, 60, 20}}, Experience: [][]int64{{0, 100, 300, 600}},
		Kills: []int64{0, 5, 20, 40}, Creatures: []int{0, 10, 30, 50}}
	run.scene.Perk = scene.PerkMenuView{Open: true, Choices: []int{14, 3, 29, 40, 12}, Picked: 2}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("crowd.crd", nil)
	run.Seek(2500)
	buf := frame(t, a)
	l := ui.NewLayout(a.frames.w, a.frames.h)
	px := func(x, y int) [3]byte { i := 4 * (y*a.frames.w + x); return [3]byte{buf[i], buf[i+1], buf[i+2]} }
	// The played range of the timeline is the accent blue up to the cursor (the track is under
	// the one row of marks, the deaths', 9 pixels from 6 down, then 2 apart; the played range is
	// 3 to 7 pixels into it).
	y := l.Timeline.Min.Y + 6 + 9 + 2 + 5
	xPlayed := int(ui.TimelineX(l.Timeline, 6000, 1000))
	if c := px(xPlayed, y); c != [3]byte{ui.ColAccent.R, ui.ColAccent.G, ui.ColAccent.B} {
		t.Errorf("timeline played range at x=%d: %v, want %v", xPlayed, c, ui.ColAccent)
	}
	xDeath := int(ui.TimelineX(l.Timeline, 6000, 2000))
	if c := px(xDeath, l.Timeline.Min.Y+10); c[0] < 200 {
		t.Errorf("death mark at x=%d: %v, want red", xDeath, c)
	}
	// The sidebar shows the player's health bar in green.
	found := false
	for yy := l.Sidebar.Min.Y; yy < l.Sidebar.Min.Y+80 && !found; yy++ {
		c := px(l.Sidebar.Min.X+20, yy)
		found = c == [3]byte{ui.ColGood.R, ui.ColGood.G, ui.ColGood.B}
	}
	if !found {
		t.Error("no health bar in the sidebar")
	}
}

func TestSavePNG(t *testing.T) {
	a := testApp(t, nil)
	buf := frame(t, a)
	p := t.TempDir() + "/shot.png"
	if err := savePNG(a.frames.kept, p); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != a.frames.w || b.Dy() != a.frames.h {
		t.Fatalf("PNG is %v, frame %dx%d", b, a.frames.w, a.frames.h)
	}
	r, g, bl, _ := img.At(5, 5).RGBA()
	if byte(r>>8) != buf[4*(5*a.frames.w+5)] || byte(g>>8) != buf[4*(5*a.frames.w+5)+1] || byte(bl>>8) != buf[4*(5*a.frames.w+5)+2] {
		t.Error("PNG pixel differs from the frame")
	}
}

func TestUserDirs(t *testing.T) {
	dir := t.TempDir()
	p := dir + "/user-dirs.dirs"
	os.WriteFile(p, []byte("# comment\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n"), 0o644)
	if got := userDirsEntry(p, "XDG_PICTURES_DIR", "/home/u"); got != "/home/u/Bilder" {
		t.Errorf("pictures dir %q, want /home/u/Bilder", got)
	}
	os.WriteFile(p, []byte("XDG_PICTURES_DIR=\"$HOME/\"\n"), 0o644)
	if got := userDirsEntry(p, "XDG_PICTURES_DIR", "/home/u"); got != "" {
		t.Errorf("disabled pictures dir %q, want \"\"", got)
	}
}

func writeFile(path, s string) error { return os.WriteFile(path, []byte(s), 0o644) }

// TestFrameDeltaFitsSessionCaps: the longest frame delta the window passes, at the top speed,
// is within one Update's tick cap, so playback stays real-time down to 1/maxFrameDelta frames
// a second instead of dropping ticks.
func TestFrameDeltaFitsSessionCaps(t *testing.T) {
	owed := int(maxFrameDelta.Seconds() * game.MaxSpeed * game.TicksPerSecond)
	if owed > game.MaxTicksPerUpdate {
		t.Errorf("a %v frame at %g× owes %d ticks, over the session's cap of %d", maxFrameDelta, game.MaxSpeed, owed, game.MaxTicksPerUpdate)
	}
	if maxFrameDelta < 250*time.Millisecond {
		t.Errorf("frame delta cap %v: playback slows below real time under 4 frames a second", maxFrameDelta)
	}
}

// TestMissedTaps checks that characters typed between two keyboard reads become the keys'
// intents when no key state saw them, and are ignored while a key is down or just released.
func TestMissedTaps(t *testing.T) {
	up := func(ebiten.Key) int { return 0 }
	got := missedTaps(nil, []rune{' ', 'N', '.', 'x', '.', ']', '?'}, up)
	want := []ui.Intent{{Kind: ui.IntentPlayPause}, {Kind: ui.IntentNextEvent}, {Kind: ui.IntentStep, Arg: 1},
		{Kind: ui.IntentStep, Arg: 1}, {Kind: ui.IntentFaster}, {Kind: ui.IntentHelp}}
	if !slices.Equal(got, want) {
		t.Errorf("taps with every key up = %v, want %v", got, want)
	}
	step := ui.Intent{Kind: ui.IntentStep, Arg: 1}
	for _, tt := range []struct {
		held, n, want int
		why           string
	}{
		{1, 1, 0, "the press the key states saw"},
		{1, 4, 3, "four presses in one tick, one seen as just pressed"},
		{0, 3, 3, "released again before the read"},
		{5, 2, 2, "down at both reads, up and down twice between them"},
		{40, 1, 0, "the system's key repeat"},
	} {
		held := func(k ebiten.Key) int {
			if k == ebiten.KeyPeriod {
				return tt.held
			}
			return 0
		}
		chars := []rune(strings.Repeat(".", tt.n))
		if got := missedTaps(nil, chars, held); len(got) != tt.want || (tt.want > 0 && got[0] != step) {
			t.Errorf("%d '.' typed, key held %d ticks (%s): %v, want %d steps", tt.n, tt.held, tt.why, got, tt.want)
		}
	}
}

// TestDeathStep: D goes 3 s before the next death and Shift+D before the previous one, each
// death once, also when deaths are closer together than that (survival-4p-106 at tick 3767:
// deaths at positions 3936 and 3947, 11 ticks apart, share their lead-ins); from a tick not
// landed on, D is the first death still to come and Shift+D the last one already shown.
func TestDeathStep(t *testing.T) {
	deaths := []game.Death{{Player: 2, Tick: 3935}, {Player: 0, Tick: 3946}}
	var nav deathNav
	step := func(pos, dir, wantK, wantTarget int) int {
		t.Helper()
		k, target, ok := deathStep(deaths, pos, dir, nav)
		if !ok || k != wantK || target != wantTarget {
			t.Fatalf("from %d (dir %d, last %+v): death %d at %d, %v; want death %d at %d", pos, dir, nav, k, target, ok, wantK, wantTarget)
		}
		nav = deathNav{valid: true, index: k, landed: target, pos: game.PosOfTick(deaths[k].Tick)}
		return target
	}
	pos := step(0, 1, 0, 3756)  // 3 s before the first
	pos = step(pos, 1, 1, 3767) // then 3 s before the second, though the first is still ahead
	if _, _, ok := deathStep(deaths, pos, 1, nav); ok {
		t.Error("D after the last death went somewhere")
	}
	pos = step(pos, -1, 0, 3756) // Shift+D: the first again
	if _, _, ok := deathStep(deaths, pos, -1, nav); ok {
		t.Error("Shift+D before the first death went somewhere")
	}
	nav = deathNav{}
	step(3940, 1, 1, 3767)  // from between the deaths, not landed on: the one still to come
	step(3940, -1, 0, 3756) // and the one already shown
	nav = deathNav{}
	step(5000, -1, 1, 3767) // long after both: the last
	if _, _, ok := deathStep(deaths, 5000, 1, deathNav{}); ok {
		t.Error("D after every death went somewhere")
	}
	if k, target, ok := deathStep([]game.Death{{Tick: 99}}, 0, 1, deathNav{}); !ok || k != 0 || target != 0 {
		t.Errorf("a death in the first 3 s, from the start: death %d at %d, %v; want the run start", k, target, ok)
	}
}
