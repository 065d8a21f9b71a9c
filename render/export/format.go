package export

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Format is what an export writes, chosen by the output's extension (FormatOf).
type Format int

// The formats.
const (
	PNGs Format = iota // a folder of numbered PNG frames, 000000.png on
	GIF                // an animated GIF, a palette per frame (image/gif)
	MP4                // H.264 in MP4, through ffmpeg (libx264)
	WebM               // VP9 in WebM, through ffmpeg (libvpx-vp9)
)

// Formats are the formats in the order the window offers them.
var Formats = []Format{MP4, WebM, GIF, PNGs}

// FormatOf is the format an output path asks for by its extension (any case): .mp4, .webm,
// .gif, and anything else (no extension included) a folder of PNG frames.
func FormatOf(path string) Format {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".mp4":
		return MP4
	case ".webm":
		return WebM
	case ".gif":
		return GIF
	}
	return PNGs
}

// OutputFormat is the format an output path asks for, as FormatOf reads it, but refusing an
// extension that names none of the formats (clip.txt, frames.png): only a name without an
// extension, one ending in a path separator (frames.v2/) or an existing folder is a folder of
// PNG frames.
func OutputFormat(path string) (Format, error) {
	f := FormatOf(path)
	ext := filepath.Ext(path)
	if f != PNGs || ext == "" || os.IsPathSeparator(path[len(path)-1]) {
		return f, nil
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return PNGs, nil
	}
	return 0, fmt.Errorf("%s: %q is not a kind of export: name it .mp4, .webm or .gif, or without an extension (or ending in /) for a folder of PNG frames", path, ext)
}

// FormatNamed is the format a bare word names (mp4, webm, gif, png; any case), false for any
// other word: `--export gif` writes the default name in the current folder.
func FormatNamed(word string) (Format, bool) {
	switch strings.ToLower(word) {
	case "mp4":
		return MP4, true
	case "webm":
		return WebM, true
	case "gif":
		return GIF, true
	case "png", "pngs":
		return PNGs, true
	}
	return 0, false
}

// Ext is the format's file extension ("" for a folder of PNGs).
func (f Format) Ext() string {
	return [...]string{PNGs: "", GIF: ".gif", MP4: ".mp4", WebM: ".webm"}[f]
}

// Word is the bare word that names the format on the command line (FormatNamed).
func (f Format) Word() string {
	return [...]string{PNGs: "png", GIF: "gif", MP4: "mp4", WebM: "webm"}[f]
}

func (f Format) String() string {
	return [...]string{PNGs: "PNG frames", GIF: "GIF", MP4: "MP4", WebM: "WebM"}[f]
}

// NeedsFFmpeg reports whether the format is written through ffmpeg.
func (f Format) NeedsFFmpeg() bool { return f == MP4 || f == WebM }

// ErrNoFFmpeg is why a video format cannot be written: ffmpeg is not installed.
var ErrNoFFmpeg = errors.New("ffmpeg is not installed")

// CheckTools reports what the format needs and the machine lacks: for MP4 and WebM an ffmpeg on
// the PATH, else an error wrapping ErrNoFFmpeg that names the Debian package and the formats
// that need nothing.
func CheckTools(f Format) error {
	if !f.NeedsFFmpeg() {
		return nil
	}
	if _, err := exec.LookPath("ffmpeg"); err != nil {
		return fmt.Errorf("%w, and %s needs it: install the Debian package ffmpeg (sudo apt-get install ffmpeg, or sh scripts/setup-debian.sh --with-ffmpeg), or export a .gif or a folder of PNG frames", ErrNoFFmpeg, f.Ext())
	}
	return nil
}
