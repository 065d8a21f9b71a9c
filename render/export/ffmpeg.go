package export

import (
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
)

// ffmpegPipe writes MP4 or WebM through an installed ffmpeg: the frames go to its standard input
// as raw RGBA at the export's frame rate, so the video has exactly the frames drawn, each lasting
// 1/fps s. H.264 (libx264, -preset veryfast -crf 18) for MP4, with the index at the front
// (+faststart) so a browser plays it while it loads; VP9 (libvpx-vp9, constant quality 32,
// real-time speed) for WebM. Both in yuv420p, which players expect; that needs even sides, so
// an odd width or height gets a last row or column of padding.
type ffmpegPipe struct {
	path   string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stderr *tailBuffer
	once   sync.Once
	waited error
}

// ffmpegArgs are ffmpeg's arguments for frames of w×h at fps written to path.
func ffmpegArgs(path string, f Format, w, h, fps int) []string {
	args := []string{"-hide_banner", "-loglevel", "error", "-nostdin", "-y",
		"-f", "rawvideo", "-pixel_format", "rgba", "-video_size", fmt.Sprintf("%dx%d", w, h),
		"-framerate", strconv.Itoa(fps), "-i", "pipe:0", "-an"}
	if w%2 != 0 || h%2 != 0 {
		args = append(args, "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2")
	}
	switch f {
	case MP4:
		args = append(args, "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p", "-movflags", "+faststart")
	case WebM:
		args = append(args, "-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "1", "-pix_fmt", "yuv420p")
	}
	// -f: path is the output's part name (partfile.go), whose extension names no format. -y:
	// the name was claimed by this export, which created it empty.
	return append(args, "-f", f.muxer(), path)
}

func startFFmpeg(path string, f Format, w, h, fps int) (*ffmpegPipe, error) {
	bin, err := exec.LookPath("ffmpeg")
	if err != nil {
		return nil, CheckTools(f)
	}
	cmd := exec.Command(bin, ffmpegArgs(path, f, w, h, fps)...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	tail := &tailBuffer{max: 4096}
	cmd.Stdout, cmd.Stderr = io.Discard, tail
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("ffmpeg: %w", err)
	}
	return &ffmpegPipe{path: path, cmd: cmd, stdin: stdin, stderr: tail}, nil
}

func (p *ffmpegPipe) Frame(img *image.RGBA) error {
	b := img.Bounds()
	row := 4 * b.Dx()
	if img.Stride == row {
		_, err := p.stdin.Write(img.Pix[:row*b.Dy()])
		return p.failed(err)
	}
	for y := 0; y < b.Dy(); y++ {
		if _, err := p.stdin.Write(img.Pix[y*img.Stride : y*img.Stride+row]); err != nil {
			return p.failed(err)
		}
	}
	return nil
}

// failed turns a write that failed into what ffmpeg said before it quit.
func (p *ffmpegPipe) failed(err error) error {
	if err == nil {
		return nil
	}
	if werr := p.wait(); werr != nil {
		return werr
	}
	return fmt.Errorf("ffmpeg: %w", err)
}

// wait waits for ffmpeg once and returns its failure with the last of what it printed.
func (p *ffmpegPipe) wait() error {
	p.once.Do(func() {
		p.stdin.Close()
		err := p.cmd.Wait()
		msg := lastLines(p.stderr.String(), 3)
		switch {
		case err != nil && msg == "":
			p.waited = errors.New("ffmpeg: " + err.Error())
		case err != nil || msg != "":
			// At -loglevel error ffmpeg prints errors only, and it exits 0 when only writing
			// the header or the trailer failed (a full disk): the file is broken all the same.
			p.waited = errors.New("ffmpeg: " + msg)
		}
	})
	return p.waited
}

// lastLines is the last n non-empty lines of ffmpeg's messages on one line, joined by "; " (its
// reason is in the last few; an error shown on one line would else carry escaped newlines).
func lastLines(s string, n int) string {
	var lines []string
	for _, l := range strings.Split(s, "\n") {
		l = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(l), "--"))
		if l != "" && !strings.HasPrefix(l, "Last message repeated") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines[max(0, len(lines)-n):], "; ")
}

func (p *ffmpegPipe) Close() error { return p.wait() }

// Interrupt kills ffmpeg, so that a Frame blocked on its pipe returns at once.
func (p *ffmpegPipe) Interrupt() {
	if p.cmd.Process != nil {
		p.cmd.Process.Kill()
	}
}

func (p *ffmpegPipe) Abort() {
	p.Interrupt()
	p.wait()
	os.Remove(p.path)
}

// tailBuffer keeps the last max bytes written to it (ffmpeg's messages).
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append(t.b[:0], t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.b)
}

// muxer is ffmpeg's name for the format's container.
func (f Format) muxer() string {
	if f == WebM {
		return "webm"
	}
	return "mp4"
}
