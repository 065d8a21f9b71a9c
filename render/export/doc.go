// Package export turns a range of a run into a video, an animated GIF or a folder of PNG frames:
// which positions the frames show (Plan: a fixed step of ticks per frame, from the speed and
// the frame rate, never the wall clock), the encoders that write them (Encoder: PNG frames,
// GIF with a palette per frame, MP4 and WebM through an installed ffmpeg), the pipeline that
// runs an encoder on a goroutine of its own while the window draws the next frame (Pipeline),
// the progress line (Meter, TermBar) and the default file name (Stem, CreateUnique).
//
// Files: plan.go the frames of a range; format.go the output formats and the ffmpeg check;
// pngs.go and pngwrite.go, gif.go and quantize.go, and ffmpeg.go the encoders; pipeline.go the encoding goroutine;
// progress.go the progress line; name.go the default names, created without overwriting.
//
// It knows nothing of Ebiten: render draws the frames (its batch mode and the window's export)
// and hands their pixels here as *image.RGBA. It imports game (ticks, targets, the clock), the
// standard library and klauspost's deflate (the PNG frames) only, and builds and tests without a
// display.
package export
