package render

import "testing"

// TestLayoutSize: a window resized past MaxSide a side gets a screen scaled down to it, keeping
// its shape (a side of 16,384 or more panics in Ebitengine's atlas); a smaller one keeps its size.
func TestLayoutSize(t *testing.T) {
	for _, c := range []struct{ w, h, wantW, wantH int }{
		{1280, 900, 1280, 900},
		{MaxSide, MaxSide, MaxSide, MaxSide},
		{20000, 62, MaxSide, 12},
		{8192, 4096, MaxSide, 2048},
		{640, 100000, 26, MaxSide},
		{0, 0, 1, 1},
	} {
		if w, h := layoutSize(c.w, c.h); w != c.wantW || h != c.wantH {
			t.Errorf("layoutSize(%d, %d) = %d×%d, want %d×%d", c.w, c.h, w, h, c.wantW, c.wantH)
		}
	}
}
