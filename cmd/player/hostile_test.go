package main

import (
	"bytes"
	"image"
	"image/draw"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/replayio"
)

// TestSeekPastTheStopScreenshot: crdplayer --seek N --screenshot where the simulation stops
// before N (a run given 40 ticks past its run-down) writes the PNG of the last tick it reached,
// the same picture as --seek to that tick, and says so on stderr; it used to write no PNG and
// print "tick 1690: tick 1690: …".
func TestSeekPastTheStopScreenshot(t *testing.T) {
	r, err := replayio.ReadFile(filepath.Join("..", "..", "testdata", "reference", "rush-rundown-318.crd"))
	if err != nil {
		t.Fatal(err)
	}
	for range 40 { // the run ends at tick 1649 and runs down to its last tick, 1689
		r.Ticks = append(r.Ticks, r.Ticks[len(r.Ticks)-1])
	}
	dir := t.TempDir()
	run := filepath.Join(dir, "past.crd")
	if err := replayio.WriteFile(run, r); err != nil {
		t.Fatal(err)
	}
	past, last := filepath.Join(dir, "past.png"), filepath.Join(dir, "last.png")
	cmd := exec.Command(os.Args[0], "--seek", "1720", "--screenshot", past, run)
	cmd.Env = append(os.Environ(), "CRDPLAYER_AS_MAIN=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("crdplayer: %v\n%s", err, stderr.String())
	}
	want := "crdplayer: --seek 1720 is past where the simulation stops (tick 1690: tick after the run-down): drawing tick 1690\n"
	if stderr.String() != want {
		t.Errorf("stderr %q\nwant   %q", stderr.String(), want)
	}
	crdplayer(t, "--seek", "1690", "--screenshot", last, run)
	a, b := rgba(readPNG(t, past)), rgba(readPNG(t, last))
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Error("the picture past the stop is not the picture of tick 1690")
	}
	if strings.Contains(stderr.String(), "tick 1690: tick 1690") {
		t.Error("the tick is named twice")
	}
}

func rgba(img image.Image) *image.RGBA {
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Bounds(), img, image.Point{}, draw.Src)
	return out
}
