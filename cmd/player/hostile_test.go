package main

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"crdplayer/game"
	"crdplayer/replayio"
)

// TestSeekPastTheStopScreenshot: crdplayer --seek N --screenshot where the simulation stops
// before N (a current run given 40 ticks past its run-down) writes the PNG of the last tick it
// reached, the same picture as --seek to that tick, and says so on stderr, naming each tick
// once; it used to write no PNG and print "tick 1690: tick 1690: …".
func TestSeekPastTheStopScreenshot(t *testing.T) {
	dir := t.TempDir()
	run, stop := pastRundownRun(t, dir)
	past, last := filepath.Join(dir, "past.png"), filepath.Join(dir, "last.png")
	cmd := exec.Command(os.Args[0], "--seek", fmt.Sprint(stop+20), "--screenshot", past, run)
	cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("crdplayer: %v\n%s", err, stderr.String())
	}
	want := fmt.Sprintf("crdplayer: --seek: tick %d is past where the simulation stops (tick %d is its last state): tick %d cannot be played: tick after the run-down; drawing tick %d\n",
		stop+20, stop-1, stop, stop-1)
	if stderr.String() != want {
		t.Errorf("stderr %q\nwant   %q", stderr.String(), want)
	}
	crdplayer(t, "--seek", fmt.Sprint(stop-1), "--screenshot", last, run)
	a, b := rgba(readPNG(t, past)), rgba(readPNG(t, last))
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Errorf("the picture past the stop is not the picture of tick %d", stop-1)
	}
}

func rgba(img image.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, image.Point{}, draw.Src)
	return out
}

// pastRundownRun writes dir/past.crd, a current run given 40 ticks past its run-down, whose
// simulation stops before the end of the file, and returns it with the tick it cannot play (the
// last state shown is tick stop-1).
func pastRundownRun(t *testing.T, dir string) (run string, stop int) {
	t.Helper()
	r, err := replayio.ReadFile(filepath.Join("..", "..", "testdata", "typo", "typo-death-401.crd"))
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		tk := r.Ticks[len(r.Ticks)-1]
		tk.Commands = nil
		r.Ticks = append(r.Ticks, tk)
	}
	v := game.Verify(r, game.Options{})
	if v.Stop == nil || v.Stop.Kind != game.StopPastRundown {
		t.Fatalf("the run with 40 more ticks: %s", v.Headline())
	}
	run = filepath.Join(dir, "past.crd")
	if err := replayio.WriteFile(run, r); err != nil {
		t.Fatal(err)
	}
	return run, v.Stop.Tick
}

// TestExportToEndWhereTheSimulationStops: --export --to end of a run whose simulation stops
// before the end of its file exports up to where it stops, as leaving --to out does, with a
// note as --seek end gives (it was refused: "the end is past where the simulation stops").
func TestExportToEndWhereTheSimulationStops(t *testing.T) {
	dir := t.TempDir()
	run, stop := pastRundownRun(t, dir)
	from := stop - 20 // the state at tick stop-20 up to the last state, tick stop-1: 19 ticks, 10 frames, the last of tick stop-2
	out := filepath.Join(dir, "end.gif")
	code, stdout, stderr := runCrdplayer(t, dir, nil, "--export", out, "--from", fmt.Sprint(from), "--to", "end",
		"--width", exportW, "--height", exportH, run)
	note := fmt.Sprintf("crdplayer: --to: the end is past where the simulation stops (tick %d is its last state): tick %d cannot be played: tick after the run-down; exporting up to tick %d\n",
		stop-1, stop, stop-1)
	if code != 0 || stderr != note || !strings.HasPrefix(stdout, fmt.Sprintf("exported 10 frames of tick %d to tick %d (", from, stop-2)) {
		t.Fatalf("--to end: exit %d\nstdout %q\nstderr %q\nwant the note %q", code, stdout, stderr, note)
	}
	if frames := decodeGIF(t, out); len(frames) != 10 {
		t.Errorf("%d frames, want 10", len(frames))
	}
}

// TestWindowQuitsOnSignal: the window quits cleanly (exit 0) on SIGINT (Ctrl+C in its
// terminal), which it ignored, and on SIGTERM.
func TestWindowQuitsOnSignal(t *testing.T) {
	for _, sig := range []os.Signal{os.Interrupt, syscall.SIGTERM} {
		cmd := exec.Command(os.Args[0])
		cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1", "XDG_PICTURES_DIR="+t.TempDir(), "XDG_VIDEOS_DIR="+t.TempDir())
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		time.Sleep(3 * time.Second) // (the handler is set up before the window opens)
		cmd.Process.Signal(sig)
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("after %v: %v, stderr %q; want exit 0", sig, err, stderr.String())
			}
		case <-time.After(time.Minute):
			cmd.Process.Kill()
			<-done
			t.Errorf("the window did not quit on %v", sig)
		}
	}
}
