package export

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
)

// pngFrames writes each frame as dir/NNNNNN.png (six digits, from 000000, more past a million
// frames), with the quick writer (pngwrite.go): an export writes many.
type pngFrames struct {
	dir     string
	made    bool     // the folder was made for this export (Abort removes it)
	written []string // the frames written, for Abort
	enc     pngWriter
}

func (p *pngFrames) Frame(img *image.RGBA) error {
	path := filepath.Join(p.dir, fmt.Sprintf("%06d.png", len(p.written)))
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	p.written = append(p.written, path)
	err = p.enc.write(f, img)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

func (p *pngFrames) Close() error { return nil }

func (p *pngFrames) Abort() {
	for _, f := range p.written {
		os.Remove(f)
	}
	if p.made {
		os.Remove(p.dir)
	}
}
