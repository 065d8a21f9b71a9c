package arena

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"io"
)

// The original game's data archive, read only when the user points the player at their own copy
// (crimson.paq): it is never shipped. Formats as the port's grim/paq.py and grim/jaz.py describe
// them.

var paqMagic = []byte("paq\x00")

// readPAQ splits a PAQ archive into its files: after the magic, entries of a NUL-terminated
// name, a little-endian u32 size and that many bytes, to the end of the file.
func readPAQ(data []byte) (map[string][]byte, error) {
	if !bytes.HasPrefix(data, paqMagic) {
		return nil, errors.New("paq: not a PAQ archive (no \"paq\\0\" magic)")
	}
	out := map[string][]byte{}
	off := len(paqMagic)
	for off < len(data) {
		end := bytes.IndexByte(data[off:], 0)
		if end < 0 {
			return nil, fmt.Errorf("paq: entry name at offset %d has no end", off)
		}
		name := string(data[off : off+end])
		off += end + 1
		if len(data)-off < 4 {
			return nil, fmt.Errorf("paq: %s: size truncated at offset %d", name, off)
		}
		size := int(binary.LittleEndian.Uint32(data[off:]))
		off += 4
		if size > len(data)-off {
			return nil, fmt.Errorf("paq: %s: %d bytes at offset %d run past the end", name, size, off)
		}
		out[name] = data[off : off+size]
		off += size
	}
	return out, nil
}

// decodeJAZ decodes a JAZ texture: a header (method 1 = zlib, compressed and raw sizes), then
// the zlib stream of a u32 JPEG length, the JPEG (colour) and run-length (count, value) pairs of
// the alpha channel. Alpha runs that stop short leave the rest transparent.
func decodeJAZ(data []byte) (*image.NRGBA, error) {
	if len(data) < 9 {
		return nil, errors.New("jaz: header truncated")
	}
	if data[0] != 1 {
		return nil, fmt.Errorf("jaz: unsupported compression method %d", data[0])
	}
	comp := int(binary.LittleEndian.Uint32(data[1:]))
	rawSize := int(binary.LittleEndian.Uint32(data[5:]))
	if comp > len(data)-9 {
		return nil, fmt.Errorf("jaz: %d compressed bytes, only %d present", comp, len(data)-9)
	}
	zr, err := zlib.NewReader(bytes.NewReader(data[9 : 9+comp]))
	if err != nil {
		return nil, fmt.Errorf("jaz: %w", err)
	}
	raw, err := io.ReadAll(io.LimitReader(zr, int64(rawSize)+1))
	if err != nil {
		return nil, fmt.Errorf("jaz: %w", err)
	}
	if len(raw) != rawSize {
		return nil, fmt.Errorf("jaz: %d bytes decompressed, header says %d", len(raw), rawSize)
	}
	if len(raw) < 4 {
		return nil, errors.New("jaz: payload truncated")
	}
	jl := int(binary.LittleEndian.Uint32(raw))
	if jl > len(raw)-4 {
		return nil, fmt.Errorf("jaz: JPEG of %d bytes, only %d present", jl, len(raw)-4)
	}
	src, err := jpeg.Decode(bytes.NewReader(raw[4 : 4+jl]))
	if err != nil {
		return nil, fmt.Errorf("jaz: %w", err)
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	alpha := make([]byte, w*h)
	filled := 0
	rle := raw[4+jl:]
	for i := 0; i+1 < len(rle) && filled < len(alpha); i += 2 {
		n := min(int(rle[i]), len(alpha)-filled)
		for k := 0; k < n; k++ {
			alpha[filled+k] = rle[i+1]
		}
		filled += n
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r, g, bl, _ := src.At(b.Min.X+x, b.Min.Y+y).RGBA()
			img.SetNRGBA(x, y, color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8), alpha[y*w+x]})
		}
	}
	return img, nil
}
