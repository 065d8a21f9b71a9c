package export

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"

	"github.com/klauspost/compress/zlib"
)

// pngWriter writes an opaque frame as an 8-bit RGB PNG the quick way: every row with the Up
// filter (the window's frames are mostly the same from one row to the next: the ground's
// texture, flat panels) and klauspost's deflate at its fastest level. image/png tries all five
// filters on every row and deflates with the standard library: on a 1280×900 frame it takes
// about ten times as long for a file of the same size (BenchmarkPNGFrame). The pixels are the
// same either way; image/png (and every viewer) reads the file.
type pngWriter struct {
	zw        *zlib.Writer
	idat      chunkWriter
	cur, prev []byte
}

// write writes img (its alpha ignored: the frames are opaque) as a PNG to w.
func (p *pngWriter) write(w io.Writer, img *image.RGBA) error {
	b := img.Bounds()
	width, height := b.Dx(), b.Dy()
	bw := bufio.NewWriterSize(w, 1<<16)
	if _, err := bw.WriteString("\x89PNG\r\n\x1a\n"); err != nil {
		return err
	}
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits a channel, RGB; deflate, adaptive filtering, no interlace
	writeChunk(bw, "IHDR", ihdr[:])
	p.idat = chunkWriter{w: bw}
	if p.zw == nil {
		var err error
		if p.zw, err = zlib.NewWriterLevel(&p.idat, zlib.BestSpeed); err != nil {
			return err
		}
	} else {
		p.zw.Reset(&p.idat)
	}
	n := 3 * width
	if len(p.cur) != 1+n {
		p.cur, p.prev = make([]byte, 1+n), make([]byte, n)
	}
	clear(p.prev)
	p.cur[0] = 2 // Up
	for y := 0; y < height; y++ {
		row := img.Pix[(y+b.Min.Y-img.Rect.Min.Y)*img.Stride+(b.Min.X-img.Rect.Min.X)*4:]
		out := p.cur[1:]
		for x, i := 0, 0; x < width; x, i = x+1, i+3 {
			r, g, bl := row[4*x], row[4*x+1], row[4*x+2]
			out[i], out[i+1], out[i+2] = r-p.prev[i], g-p.prev[i+1], bl-p.prev[i+2]
			p.prev[i], p.prev[i+1], p.prev[i+2] = r, g, bl
		}
		if _, err := p.zw.Write(p.cur); err != nil {
			return err
		}
	}
	if err := p.zw.Close(); err != nil {
		return err
	}
	if err := p.idat.flush(); err != nil {
		return err
	}
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
}

// writeChunk writes one PNG chunk: length, type, data, CRC of type and data.
func writeChunk(w *bufio.Writer, typ string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	w.Write(n[:])
	w.WriteString(typ)
	w.Write(data)
	crc := crc32.NewIEEE()
	crc.Write([]byte(typ))
	crc.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	w.Write(n[:])
}

// chunkWriter cuts the deflate stream into IDAT chunks of up to 256 KiB.
type chunkWriter struct {
	w   *bufio.Writer
	buf []byte
}

func (c *chunkWriter) Write(p []byte) (int, error) {
	const max = 256 << 10
	n := len(p)
	for len(p) > 0 {
		k := min(len(p), max-len(c.buf))
		c.buf = append(c.buf, p[:k]...)
		p = p[k:]
		if len(c.buf) == max {
			if err := c.flush(); err != nil {
				return 0, err
			}
		}
	}
	return n, nil
}

func (c *chunkWriter) flush() error {
	if len(c.buf) > 0 {
		writeChunk(c.w, "IDAT", c.buf)
		c.buf = c.buf[:0]
	}
	return nil
}
