package render

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFreeName: a second screenshot at the same tick gets -2, then -3, never overwriting; a
// name whose part file is left (an interrupted save) is passed over too.
func TestFreeName(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "run-tick000042-3.png.part"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"run-tick000042.png", "run-tick000042-2.png", "run-tick000042-4.png"} {
		path, err := freeName(dir, "run-tick000042", ".png")
		if err != nil {
			t.Fatal(err)
		}
		if filepath.Base(path) != want {
			t.Fatalf("chose %s, want %s", filepath.Base(path), want)
		}
		if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "run-tick000042.png")); string(b) != "run-tick000042.png" {
		t.Fatalf("the first file was overwritten: %q", b)
	}
}

// TestShotWithoutBanners: F12 saves the frame without the window's message banner (here the
// notice of an earlier screenshot), while the window keeps showing it.
func TestShotWithoutBanners(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_PICTURES_DIR", dir)
	run := newFakeRun(600)
	run.scene = crowdScene(20)
	a := testApp(t, func(string, []byte) (Playback, error) { return run, nil })
	a.openBytes("shot.crd", nil)
	a.notice("Screenshot saved to /somewhere/else.png")
	withBanner := frame(t, a)
	a.frames.shotDue = true
	a.Draw(ebitenScreen(a.frames.w, a.frames.h))
	if !strings.HasPrefix(a.wid.banner.Message(), "Screenshot saved to "+dir) {
		t.Fatalf("after F12 the message is %q", a.wid.banner.Message())
	}
	f, err := os.Open(filepath.Join(dir, "shot-start.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	saved := image.NewRGBA(img.Bounds())
	draw.Draw(saved, saved.Bounds(), img, image.Point{}, draw.Src)
	a.wid.banner.Clear()
	clean := frame(t, a)
	if bytes.Equal(withBanner, clean) {
		t.Fatal("the banner drew nothing: the test shows nothing")
	}
	if !bytes.Equal(saved.Pix, clean) {
		n := 0
		for i := range clean {
			if saved.Pix[i] != clean[i] {
				n++
			}
		}
		t.Errorf("the saved screenshot differs from the frame without the banner in %d bytes", n)
	}
}
