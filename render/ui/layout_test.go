package ui

import "testing"

// TestLayoutWideWindow: the default window keeps its 340-pixel sidebar; a wider one gives the
// sidebar what it has past the arena's square and a 240-pixel band beside it, up to 600 pixels
// (a 1920-pixel window left a 700-pixel empty band); a narrow one a third of its width.
func TestLayoutWideWindow(t *testing.T) {
	for _, c := range []struct{ w, h, sidebar int }{
		{1280, 900, 340},  // the default: the arena's part 940 wide, its square 700
		{1400, 900, 460},  // 120 more pixels, all to the sidebar
		{1920, 1080, 600}, // capped
		{3000, 900, 600},
		{1280, 1200, 340}, // taller: the square takes the width
		{640, 480, 213},   // narrow: a third
	} {
		l := NewLayout(c.w, c.h)
		if got := l.Sidebar.Dx(); got != c.sidebar || l.Arena.Dx()+got != c.w {
			t.Errorf("%d×%d: sidebar %d wide (arena %d), want %d", c.w, c.h, got, l.Arena.Dx(), c.sidebar)
		}
	}
}
