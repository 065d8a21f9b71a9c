package render

import (
	"bufio"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/export"
)

// saveShot writes the current frame into the user's pictures folder as RUN-tickNNNNNN.png (RUN:
// the run's file name without .crd, NNNNNN: the tick shown, as the window's counter, crd and
// the trace number it: the state after tick NNNNNN, position NNNNNN+1), RUN-start.png at the
// run start, or RUN-tickNNNNNN-2.png, -3… when that name is taken, and says where.
func (a *App) saveShot() {
	dir, err := picturesDir()
	if err != nil {
		a.fail(fmt.Errorf("screenshot: %w", err))
		return
	}
	base := "crdplayer"
	pos := 0
	if r := &a.run; r.pb != nil {
		base = strings.TrimSuffix(filepath.Base(r.name), filepath.Ext(r.name))
		pos = r.pb.Pos()
	}
	// Written under its part name and named once whole, as --screenshot is: a full disk or a
	// kill leaves no half a PNG under the name.
	f, path, err := export.CreatePartUnique(dir, shotStem(base, pos), ".png")
	if err == nil {
		err = writeAndPublish(a.frames.kept, f, path)
	}
	if err != nil {
		a.fail(fmt.Errorf("screenshot: %w", err))
		return
	}
	a.notice("Screenshot saved to " + path)
}

// shotStem is a screenshot's file name without its extension for the run base at position
// pos: "RUN-tick002698" for the state after tick 2698 (position 2699), "RUN-start" at position 0.
func shotStem(base string, pos int) string {
	if pos <= 0 {
		return base + "-start"
	}
	return fmt.Sprintf("%s-tick%06d", base, game.TickOfPos(pos))
}

// savePNG writes an image's pixels to a new PNG file, never overwriting one: it is written
// under its part name and named once whole (export.CreatePart, export.Publish), so that a
// screenshot stopped on the way leaves no half a PNG under the name asked for.
func savePNG(img *ebiten.Image, path string) error {
	f, err := export.CreatePart(path)
	if errors.Is(err, export.ErrPartExists) {
		return err
	} else if errors.Is(err, fs.ErrExist) {
		return errShotExists(path)
	} else if err != nil {
		return err
	}
	return writeAndPublish(img, f, path)
}

// writeAndPublish writes img as PNG to f, path's part file (export.CreatePart), and names it
// path once whole; on an error the part file is removed.
func writeAndPublish(img *ebiten.Image, f *os.File, path string) error {
	if err := writePNG(img, f); err != nil {
		os.Remove(f.Name())
		return err
	}
	if err := export.Publish(path); err != nil {
		os.Remove(f.Name())
		return err
	}
	return nil
}

// errShotExists is why --screenshot does not write to path: a file is there (as an export, and
// F12, never overwrite one).
func errShotExists(path string) error {
	return fmt.Errorf("%s exists: not overwritten (name another, or remove it)", path)
}

// checkShot finds what would stop a screenshot before the window opens: a file where it goes.
func checkShot(path string) error {
	if _, err := os.Lstat(path); err == nil {
		return errShotExists(path)
	} else if !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR) {
		return err // (a file where a folder of the path is: checkFolder says so)
	}
	return checkFolder(path)
}

// checkFolder finds, before a run is simulated, that the folder an output goes in (path's) is
// not there: a typo in it would otherwise be found only when the first byte is written.
func checkFolder(path string) error {
	dir := filepath.Dir(filepath.Clean(path))
	st, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: the folder %s does not exist", path, dir)
	case err != nil:
		return err
	case !st.IsDir():
		return fmt.Errorf("%s: %s is not a folder", path, dir)
	}
	return nil
}

// writePNG writes an image's pixels as PNG to f and closes it.
func writePNG(img *ebiten.Image, f *os.File) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	// ReadPixels gives premultiplied alpha; the frame is opaque, so this is plain RGBA.
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// picturesDir is the user's pictures folder: XDG_PICTURES_DIR from the environment or
// ~/.config/user-dirs.dirs, else ~/Pictures; it is created when missing.
func picturesDir() (string, error) {
	dir, err := userDir("XDG_PICTURES_DIR", "Pictures")
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

// userDir is one of the user's xdg folders: key (XDG_PICTURES_DIR, …) from the environment or
// from ~/.config/user-dirs.dirs (under XDG_CONFIG_HOME when set), else ~/fallback.
func userDir(key, fallback string) (string, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return "", err
	}
	dir := os.Getenv(key)
	if dir == "" {
		cfg := os.Getenv("XDG_CONFIG_HOME")
		if cfg == "" {
			cfg = filepath.Join(home, ".config")
		}
		dir = userDirsEntry(filepath.Join(cfg, "user-dirs.dirs"), key, home)
	}
	if dir == "" {
		dir = filepath.Join(home, fallback)
	}
	return dir, nil
}

// userDirsEntry reads one entry (KEY="$HOME/…") of an xdg user-dirs file; "" when absent.
func userDirsEntry(path, key, home string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(strings.TrimSpace(sc.Text()), "=")
		if !ok || k != key {
			continue
		}
		v = strings.Trim(v, `"`)
		v = strings.ReplaceAll(v, "$HOME", home)
		if v == home || v == home+"/" {
			return "" // the spec's way of saying "disabled"
		}
		return v
	}
	return ""
}
