package export

import (
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"crdplayer/game"
)

// Encoder writes the frames of one export in order. Frame may keep nothing of img after it
// returns. Close finishes the output; Abort stops and removes what the export wrote (after
// either, the encoder is done).
type Encoder interface {
	Frame(img *image.RGBA) error
	Close() error
	Abort()
}

// interrupter is an encoder whose Frame can be cut short from another goroutine (ffmpeg's pipe),
// so that cancelling never waits for a slow encoder.
type interrupter interface{ Interrupt() }

// Stem is an export's default name without its extension: the run's file name without .crd,
// the range as the first and the last state it holds (tick and six digits, `start` for the run
// start; the end position to, not drawn, left out, as the export panel says the range) and the
// first 8 hex digits of the run's SHA-256 (runID, replayio.Replay.RunID; left out when
// unknown): `survival-103-tick001000-001119-304c5449`, `survival-103-start-006701-304c5449`.
// Characters a file name should not hold become _.
func Stem(runName string, from, to int, runID string) string {
	base := filepath.Base(runName)
	base = strings.TrimSuffix(base, filepath.Ext(base))
	base = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == ':' || !unicode.IsPrint(r) {
			return '_'
		}
		return r
	}, base)
	if r := []rune(base); len(r) > 48 {
		base = string(r[:48])
	}
	if base == "" || base == "." || base == ".." {
		base = "run"
	}
	first := "start"
	if from > 0 {
		first = fmt.Sprintf("tick%06d", game.TickOfPos(from))
	}
	last := "start"
	if end := max(to-1, from); end > 0 {
		last = fmt.Sprintf("%06d", game.TickOfPos(end))
	}
	s := fmt.Sprintf("%s-%s-%s", base, first, last)
	if len(runID) >= 8 {
		s += "-" + runID[:8]
	}
	return s
}

// Create opens an encoder writing frames of w×h pixels at fps frames a second to path, in the
// format its extension names (OutputFormat: another extension is an error). It never
// overwrites: a file must not exist yet, nor its part file (it is written as PATH.part and
// named PATH once whole), and a folder of PNGs must be new or empty. MP4 and WebM need ffmpeg
// (CheckTools).
func Create(path string, w, h, fps int) (Encoder, error) {
	f, err := OutputFormat(path)
	if err != nil {
		return nil, err
	}
	if err := CheckTools(f); err != nil {
		return nil, err
	}
	enc, err := create(path, f, w, h, fps)
	switch {
	case errors.Is(err, ErrPartExists):
		return nil, err
	case errors.Is(err, fs.ErrExist):
		return nil, fmt.Errorf("%s exists: not overwritten (name another, or give the format alone, e.g. --export %s, for a new name)", path, f.Word())
	}
	return enc, err
}

// CreateUnique opens an encoder like Create at dir/STEM plus the format's extension, or
// STEM-2, STEM-3… when that is taken, and returns it with the path it writes.
func CreateUnique(dir, stem string, f Format, w, h, fps int) (Encoder, string, error) {
	if err := CheckTools(f); err != nil {
		return nil, "", err
	}
	for n := 1; n <= maxUnique; n++ {
		path := uniqueName(dir, stem, f.Ext(), n)
		enc, err := create(path, f, w, h, fps)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return enc, path, err
	}
	return nil, "", errTooMany(dir, stem, f.Ext())
}

// create claims path (an error wrapping fs.ErrExist when it is taken) and opens the format's
// encoder on it.
func create(path string, f Format, w, h, fps int) (Encoder, error) {
	if w <= 0 || h <= 0 || w > MaxSide || h > MaxSide {
		return nil, fmt.Errorf("frame size %dx%d is outside 1x1 to %dx%d", w, h, MaxSide, MaxSide)
	}
	if err := CheckFPS(f, fps); err != nil {
		return nil, err
	}
	if f == PNGs {
		made, err := claimDir(path)
		if err != nil {
			return nil, err
		}
		return &pngFrames{dir: path, made: made}, nil
	}
	// A file is written under its part name, and named once whole (partfile.go).
	file, err := CreatePart(path)
	if err != nil {
		return nil, err
	}
	if f == GIF {
		return &published{Encoder: newGIF(file, w, h, fps), path: path}, nil
	}
	part := file.Name()
	file.Close() // the name is ours; ffmpeg writes it
	enc, err := startFFmpeg(part, f, w, h, fps)
	if err != nil {
		os.Remove(part)
		return nil, err
	}
	return &published{Encoder: enc, path: path}, nil
}

// claimDir makes the folder path, or takes it when it exists and is empty (made false: it is
// not removed on Abort); an error wrapping fs.ErrExist when it exists with something in it (or
// is a file).
func claimDir(path string) (made bool, err error) {
	if err := os.Mkdir(path, 0o755); err == nil {
		return true, nil
	} else if !errors.Is(err, fs.ErrExist) {
		return false, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return false, err
	}
	if !st.IsDir() {
		return false, &fs.PathError{Op: "export", Path: path, Err: fs.ErrExist}
	}
	d, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer d.Close()
	if names, _ := d.Readdirnames(1); len(names) > 0 {
		return false, &fs.PathError{Op: "export", Path: path, Err: fs.ErrExist}
	}
	return false, nil
}
