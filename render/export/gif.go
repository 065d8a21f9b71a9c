package export

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/color"
	"image/gif"
	"os"
)

// gifWriter writes an animated GIF frame by frame, so that a long export never holds its frames
// in memory (gif.EncodeAll wants them all). It writes the file's header and the looping
// extension itself, then each frame as image/gif encodes a one-frame GIF without its header
// and trailer: a local palette of its own (quantizer), a delay in hundredths of a second that
// keeps the frames on the video's clock (3, 3, 4, 3, 3, 4… at 30 fps), and, after the first
// frame, only the rectangle of pixels that changed, the unchanged ones in it transparent (the
// frame is drawn over the last one, gif.DisposalNone). The window's sidebar and ground hold
// still between frames, so most of each frame is left out.
type gifWriter struct {
	f        *os.File
	w        *bufio.Writer
	width    int
	height   int
	fps      int
	k        int    // frames written
	prev     []byte // the last frame's pixels (RGBA)
	q        quantizer
	frame    bytes.Buffer
	pm       image.Paletted
	pix      []uint8
	headerOK bool
}

// gifMaxColours leaves one of a GIF's 256 palette entries for transparency.
const gifMaxColours = 255

func newGIF(f *os.File, w, h, fps int) *gifWriter {
	return &gifWriter{f: f, w: bufio.NewWriterSize(f, 1<<16), width: w, height: h, fps: fps}
}

// gifDelay is frame k's delay, hundredths of a second: the rounded clock at its end minus the
// rounded clock at its start, so the delays add up to the video's length.
func gifDelay(k, fps int) int {
	at := func(k int) int { return (200*k + fps) / (2 * fps) }
	return at(k+1) - at(k)
}

func (g *gifWriter) header() error {
	var h [13 + 19]byte
	copy(h[:], "GIF89a")
	binary.LittleEndian.PutUint16(h[6:], uint16(g.width))
	binary.LittleEndian.PutUint16(h[8:], uint16(g.height))
	// h[10:13]: no global palette, background 0, square pixels. Then NETSCAPE2.0: loop forever.
	copy(h[13:], "\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00")
	_, err := g.w.Write(h[:])
	return err
}

func (g *gifWriter) Frame(img *image.RGBA) error {
	b := img.Bounds()
	if b.Dx() != g.width || b.Dy() != g.height {
		return errors.New("gif: frame size changed")
	}
	if !g.headerOK {
		if err := g.header(); err != nil {
			return err
		}
		g.headerOK = true
	}
	w, h := g.width, g.height
	pix := img.Pix
	stride := img.Stride
	// The rectangle that changed since the last frame (all of the first).
	r := image.Rect(0, 0, w, h)
	if g.prev != nil {
		r = changedRect(pix, g.prev, stride, w, h)
		if r.Empty() {
			r = image.Rect(0, 0, 1, 1) // a frame must still be written: one transparent pixel
		}
	}
	changed := func(i int) bool {
		return g.prev == nil || pix[i] != g.prev[i] || pix[i+1] != g.prev[i+1] || pix[i+2] != g.prev[i+2]
	}
	g.q.reset()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x, i := r.Min.X, y*stride+4*r.Min.X; x < r.Max.X; x, i = x+1, i+4 {
			if changed(i) {
				g.q.add(pix[i], pix[i+1], pix[i+2])
			}
		}
	}
	pal := g.q.build(gifMaxColours)
	transparent := uint8(len(pal))
	pal = append(pal, color.RGBA{})
	n := r.Dx() * r.Dy()
	if cap(g.pix) < n {
		g.pix = make([]uint8, n)
	}
	out := g.pix[:n]
	o := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x, i := r.Min.X, y*stride+4*r.Min.X; x < r.Max.X; x, i = x+1, i+4 {
			if changed(i) {
				out[o] = g.q.index(pix[i], pix[i+1], pix[i+2])
			} else {
				out[o] = transparent
			}
			o++
		}
	}
	g.pm = image.Paletted{Pix: out, Stride: r.Dx(), Rect: r, Palette: pal}
	g.frame.Reset()
	err := gif.EncodeAll(&g.frame, &gif.GIF{
		Image:    []*image.Paletted{&g.pm},
		Delay:    []int{gifDelay(g.k, g.fps)},
		Disposal: []byte{gif.DisposalNone},
		Config:   image.Config{Width: w, Height: h},
	})
	if err != nil {
		return err
	}
	// A one-frame GIF without a global palette: a 13-byte header, the frame, the trailer.
	body := g.frame.Bytes()
	if len(body) < 14 || body[len(body)-1] != 0x3b {
		return errors.New("gif: unexpected encoding of a frame")
	}
	if _, err := g.w.Write(body[13 : len(body)-1]); err != nil {
		return err
	}
	if g.prev == nil {
		g.prev = make([]byte, len(pix))
	}
	copy(g.prev, pix)
	g.k++
	return nil
}

// changedRect is the smallest rectangle holding every pixel whose colour differs between two
// RGBA images of w×h pixels with the same stride.
func changedRect(a, b []byte, stride, w, h int) image.Rectangle {
	r := image.Rectangle{Min: image.Pt(w, h)}
	for y := 0; y < h; y++ {
		row, prow := a[y*stride:y*stride+4*w], b[y*stride:y*stride+4*w]
		if bytes.Equal(row, prow) {
			continue
		}
		x0 := 0
		for x0 < w && bytes.Equal(row[4*x0:4*x0+3], prow[4*x0:4*x0+3]) {
			x0++
		}
		x1 := w
		for x1 > x0 && bytes.Equal(row[4*x1-4:4*x1-1], prow[4*x1-4:4*x1-1]) {
			x1--
		}
		if x0 == x1 {
			continue // only alpha differs
		}
		r.Min.X, r.Max.X = min(r.Min.X, x0), max(r.Max.X, x1)
		r.Min.Y, r.Max.Y = min(r.Min.Y, y), y+1
	}
	if r.Max.X <= r.Min.X {
		return image.Rectangle{}
	}
	return r
}

func (g *gifWriter) Close() error {
	if !g.headerOK {
		if err := g.header(); err != nil {
			g.f.Close()
			return err
		}
	}
	err := g.w.WriteByte(0x3b)
	if err == nil {
		err = g.w.Flush()
	}
	if cerr := g.f.Close(); err == nil {
		err = cerr
	}
	return err
}

func (g *gifWriter) Abort() {
	g.f.Close()
	os.Remove(g.f.Name())
}
