package render

import (
	"os"
	"testing"

	"crdplayer/replayio"
)

// TestOpenHeadline: a cut-off replay, a file that is no replay, a replay whose compressed data
// is damaged and a missing file each get their plain headline.
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
	for _, tt := range []struct {
		err  error
		want string
	}{
		{cut, "This file is not a complete .crd replay (it may be cut off)"},
		{junk, "This is not a .crd replay"},
		{damaged, "This .crd replay is damaged"},
		{missing, "This file does not exist"},
	} {
		if tt.err == nil {
			t.Fatalf("no error where %q is due", tt.want)
		}
		if got := openHeadline(tt.err); got != tt.want {
			t.Errorf("headline of %v = %q, want %q", tt.err, got, tt.want)
		}
	}
}
