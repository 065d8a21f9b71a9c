package export

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// An output file is written under a part name beside it, NAME.part, and takes its own name only
// once it is whole (Publish): a process stopped on the way (a signal, a crash, the machine going
// down) leaves no truncated file under the name the user asked for, at worst a NAME.part.

// PartName is where the file path is written until it is whole.
func PartName(path string) string { return path + ".part" }

// ErrPartExists is why an output cannot be claimed: its part name is taken, by an export that
// did not finish or by one running.
var ErrPartExists = errors.New("its part file exists")

// CreatePart claims path: it must not exist, and its part file (PartName) is created,
// exclusively, for writing. An error wraps fs.ErrExist when path is taken, and ErrPartExists
// too when its part file is.
func CreatePart(path string) (*os.File, error) {
	if _, err := os.Lstat(path); err == nil {
		return nil, &fs.PathError{Op: "create", Path: path, Err: fs.ErrExist}
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	part := PartName(path)
	f, err := os.OpenFile(part, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return nil, &partError{part}
	}
	return f, err
}

// CreatePartUnique is CreatePart at dir/STEM.EXT, or at STEM-2.EXT, STEM-3.EXT… while that
// name or its part file is taken; it returns the part file and the path Publish names it.
func CreatePartUnique(dir, stem, ext string) (*os.File, string, error) {
	for n := 1; n <= maxUnique; n++ {
		path := uniqueName(dir, stem, ext, n)
		f, err := CreatePart(path)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, path, err
	}
	return nil, "", errTooMany(dir, stem, ext)
}

// maxUnique is how many names CreatePartUnique and CreateUnique try.
const maxUnique = 9999

// uniqueName is the nth name tried for dir/STEM.EXT: itself for n = 1, STEM-n.EXT after.
func uniqueName(dir, stem, ext string, n int) string {
	if n == 1 {
		return filepath.Join(dir, stem+ext)
	}
	return filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, n, ext))
}

func errTooMany(dir, stem, ext string) error {
	return fmt.Errorf("%s: too many files named like it", filepath.Join(dir, stem+ext))
}

// Publish gives path's part file, closed and whole, its own name, never overwriting: a hard link
// (which the file system refuses when path exists), then the part name removed; where the file
// system has no hard links, a rename once path is checked to be free. On an error the part file
// is left for the caller to remove.
func Publish(path string) error {
	part := PartName(path)
	err := os.Link(part, path)
	if err == nil {
		return os.Remove(part)
	}
	if _, serr := os.Lstat(path); serr == nil || errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s was made by another program while this was written: not overwritten", path)
	} else if !errors.Is(serr, fs.ErrNotExist) {
		return serr
	}
	return os.Rename(part, path)
}

// partError says a part file is in the way; it is ErrPartExists and fs.ErrExist.
type partError struct{ part string }

func (e *partError) Error() string {
	return e.part + " exists: what an export that did not finish left, or one running writes (remove it if none runs)"
}

func (e *partError) Is(target error) bool { return target == ErrPartExists || target == fs.ErrExist }

// published is an encoder writing path's part file, which it publishes on Close.
type published struct {
	Encoder
	path string
}

func (p *published) Close() error {
	if err := p.Encoder.Close(); err != nil {
		return err
	}
	return Publish(p.path) // (an error: the pipeline aborts, which removes the part file)
}

// Interrupt passes an interrupt on to an encoder that takes one (ffmpeg's).
func (p *published) Interrupt() {
	if i, ok := p.Encoder.(interrupter); ok {
		i.Interrupt()
	}
}
