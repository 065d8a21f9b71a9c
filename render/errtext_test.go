package render

import (
	"os"
	"testing"

	"github.com/klauspost/compress/zstd"

	"crdplayer/replayio"
)

// TestOpenHeadline: a cut-off replay, a file that is no replay, a replay whose compressed data
// is damaged, a frame that decompresses past the payload limit, a missing file and a folder
// each get their plain headline.
func TestOpenHeadline(t *testing.T) {
	data, err := os.ReadFile("../testdata/reference/survival-wild-103.crd")
	if err != nil {
		t.Fatal(err)
	}
	_, cut := replayio.Decode(data[:1000])
	_, junk := replayio.Decode([]byte("this is not a replay"))
	_, missing := os.ReadFile("../testdata/reference/no-such-run.crd")
	flipped := append([]byte(nil), data...)
	flipped[len(flipped)/2] ^= 0x5a
	_, damaged := replayio.Decode(flipped)
	zw, err := zstd.NewWriter(nil)
	if err != nil {
		t.Fatal(err)
	}
	_, bomb := replayio.Decode(zw.EncodeAll(make([]byte, replayio.MaxPayloadBytes+1), nil))
	_, folder := replayio.ReadBytes(t.TempDir())
	for _, tt := range []struct {
		err  error
		want string
	}{
		{cut, "This file is not a complete .crd replay (it may be cut off)"},
		{junk, "This is not a .crd replay"},
		{damaged, "This .crd replay is damaged"},
		{bomb, "This file is too large to be a .crd replay"},
		{missing, "This file does not exist"},
		{folder, "This is a folder, not a .crd replay"},
	} {
		if tt.err == nil {
			t.Fatalf("no error where %q is due", tt.want)
		}
		if got := openHeadline(tt.err); got != tt.want {
			t.Errorf("headline of %v = %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestReadErrorText: a file that cannot be read is said as "cannot read NAME: reason", the
// reason without the system call and the path a second time.
func TestReadErrorText(t *testing.T) {
	dir := t.TempDir()
	_, missing := replayio.ReadBytes(dir + "/no-such-run.crd")
	_, folder := replayio.ReadBytes(dir)
	for _, tt := range []struct {
		err  error
		want string
	}{
		{missing, "cannot read no-such-run.crd: no such file or directory"},
		{folder, "cannot read runs: is a directory"},
	} {
		name := "no-such-run.crd"
		if tt.err == folder {
			name = "runs"
		}
		if got := replayio.ReadErrorText(name, tt.err); got != tt.want {
			t.Errorf("ReadErrorText(%q, %v) = %q, want %q", name, tt.err, got, tt.want)
		}
	}
}
