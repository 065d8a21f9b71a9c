package render

import (
	"image"

	"crdplayer/render/arena"
)

// Heights and widths of the window's parts, screen pixels.
const (
	barHeight      = 34  // on-screen buttons, bottom
	timelineHeight = 96  // timeline, above the buttons
	sidebarWidth   = 340 // HUD and panes, right
)

// layout is where each part of the window goes for a screen of w×h pixels.
type layout struct {
	arena, sidebar, timeline, bar image.Rectangle
}

func newLayout(w, h int) layout {
	sw := sidebarWidth
	if w < 2*sidebarWidth {
		sw = w / 3
	}
	bottom := h - barHeight - timelineHeight
	return layout{
		arena:    image.Rect(0, 0, w-sw, bottom),
		sidebar:  image.Rect(w-sw, 0, w, bottom),
		timeline: image.Rect(0, bottom, w, h-barHeight),
		bar:      image.Rect(0, h-barHeight, w, h),
	}
}

// ArenaRect is the arena's square on a window of w×h pixels (for tests and tools reading
// screenshots).
func ArenaRect(w, h int) image.Rectangle {
	return arena.FitCamera(newLayout(w, h).arena.Inset(arenaMargin)).Rect()
}

// arenaMargin is the gap around the arena, pixels.
const arenaMargin = 4
