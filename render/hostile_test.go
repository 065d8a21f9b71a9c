package render

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/ui"
	"crdplayer/replayio"
)

// allocated is the memory f allocates, in bytes.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// longVersionRun is a Playback whose run names a 10,000-character build, with the verification
// the session makes of it.
type longVersionRun struct{ *fakeRun }

func (r longVersionRun) Verification() (game.Verification, bool) {
	return game.Verification{Verified: true, GameVersion: r.rep.GameVersion, Recorded: r.rep.Result,
		Derived: &r.rep.Result, Notes: []string{"recorded by build " + strings.Repeat("a", 10000) + ", not ours"}}, true
}

// TestLongGameVersionDraws: a valid run whose game_version is 10,000 characters long draws its
// Info and Verify panes (the window grew to 14 GB and never drew): the name is clipped on its
// line and the note wraps within bounded work.
func TestLongGameVersionDraws(t *testing.T) {
	run := newFakeRun(600)
	run.scene = crowdScene(5)
	run.rep.GameVersion = strings.Repeat("a", 10000)
	a := testApp(t, func(string, []byte) (Playback, error) { return longVersionRun{run}, nil })
	a.openBytes(strings.Repeat("n", 200)+"\x1b.crd", nil)
	for _, p := range []ui.Pane{ui.PaneInfo, ui.PaneVerify} {
		a.wid.side.Show(p)
		a.frames.screen.Invalidate()
		n := allocated(func() { frame(t, a) })
		t.Logf("pane %d: a frame allocated %d KB", p, n>>10)
		if n > 64<<20 {
			t.Errorf("pane %d: a frame allocated %d MB", p, n>>20)
		}
	}
	if got, want := ui.DisplayName(a.run.name), strings.Repeat("n", 48)+"… (205 bytes)"; got != want {
		t.Errorf("display name %q, want %q", got, want)
	}
}

// TestDamagedKeyMessage: a damaged file whose first map key is 10,000 characters long opens to a
// short message, drawn at once (the window stayed on "Loading…" while memory grew ~150 MB/s).
func TestDamagedKeyMessage(t *testing.T) {
	payload := append([]byte{0x8b, 0xda, 10000 >> 8, 10000 & 0xff}, bytes.Repeat([]byte{'k'}, 10000)...)
	data, err := replayio.Wrap(append(payload, 0x23))
	if err != nil {
		t.Fatal(err)
	}
	a := testApp(t, func(name string, data []byte) (Playback, error) {
		_, err := replayio.Decode(data)
		return nil, err
	})
	a.openBytes("/x/badkey.crd", data)
	want := `badkey.crd: format_version: expected the key "format_version", found "` + strings.Repeat("k", 40) + `"… (10000 bytes) (payload byte 1)`
	if !a.wid.banner.IsError() || a.wid.banner.Message() != want {
		t.Fatalf("message %q\nwant %q", a.wid.banner.Message(), want)
	}
	if n := allocated(func() { frame(t, a) }); n > 64<<20 {
		t.Errorf("drawing the message allocated %d MB", n>>20)
	}
	// (the banner's bound on any error: render/ui TestBannerBound)
}

// stoppingRun is a Playback whose simulation stops at tick stop (as a session does at an
// illegal command): positions past it cannot be reached.
type stoppingRun struct {
	*fakeRun
	stop int
}

func (r *stoppingRun) stopErr() error {
	return &game.SimError{Tick: r.stop, Err: fmt.Errorf("tick %d: perk_pick without a menu opened on the tick before: illegal command", r.stop)}
}
func (r *stoppingRun) Err() error { return r.stopErr() }
func (r *stoppingRun) Seek(t int) error {
	if t > r.stop {
		return r.stopErr()
	}
	return r.fakeRun.Seek(t)
}
func (r *stoppingRun) RequestSeek(t int) error { return r.Seek(t) }

// TestScreenshotPastTheStop: crdplayer --seek N --screenshot where the simulation stops before N
// draws the last tick it reached into the PNG and says so on stderr (it wrote no PNG).
func TestScreenshotPastTheStop(t *testing.T) {
	run := &stoppingRun{fakeRun: newFakeRun(1600), stop: 1467}
	run.scene = crowdScene(5)
	out := filepath.Join(t.TempDir(), "shot.png")
	var warnings []string
	a, err := newApp(Options{Load: func(string, []byte) (Playback, error) { return run, nil }, Opener: noOpener{},
		Sample: []byte("x"), SampleName: "stop.crd", Screenshot: out, Seek: game.Target{Kind: game.TargetTick, Tick: 1500}, Width: 800, Height: 600,
		Warn: func(s string) { warnings = append(warnings, s) }})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		if err := a.Update(); err == ebiten.Termination {
			break
		}
		a.Draw(ebitenScreen(a.opts.Width, a.opts.Height))
	}
	if a.exitErr != nil {
		t.Fatalf("exit error %v", a.exitErr)
	}
	want := "--seek: tick 1500 is past where the simulation stops (tick 1466 is its last state): tick 1467 cannot be played: perk_pick without a menu opened on the tick before: illegal command; drawing tick 1466"
	if len(warnings) != 1 || warnings[0] != want {
		t.Errorf("warnings %q\nwant %q", warnings, want)
	}
	if run.Pos() != 1467 {
		t.Errorf("drew tick %d", run.Pos())
	}
	if st, err := os.Stat(out); err != nil || st.Size() == 0 {
		t.Errorf("no PNG: %v", err)
	}
}

// TestSeekPastTheStop: in the window, a seek past where the simulation stops goes to the last
// tick it reached, and the banner says where and why.
func TestSeekPastTheStop(t *testing.T) {
	run := &stoppingRun{fakeRun: newFakeRun(1600), stop: 1467}
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("stop.crd", nil)
	a.apply(ui.Intent{Kind: ui.IntentSeek, Arg: 1550})
	if run.Pos() != 1467 || !a.wid.banner.IsError() || a.wid.banner.Title() != "Playback stops at tick 1467: the replay breaks the format there" ||
		a.wid.banner.Message() != "perk_pick without a menu opened on the tick before: illegal command; the window shows tick 1466, the last state the simulation reached" {
		t.Fatalf("at %d, title %q, message %q", run.Pos(), a.wid.banner.Title(), a.wid.banner.Message())
	}
}
