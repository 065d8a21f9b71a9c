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
