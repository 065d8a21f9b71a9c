package ui

import (
	"image"

	"crdplayer/render/arena"
)

// Heights and widths of the window's parts, screen pixels.
const (
	barHeight      = 34  // on-screen buttons, bottom
	laneHeight     = 62  // the input lane, above the buttons: four players' rows of 14 pixels
	timelineHeight = 104 // timeline, above the lane
	sidebarWidth   = 340 // HUD and panes, right
	// A window wider than the arena's square needs gives the sidebar what is past arenaBand
	// pixels beside the square (the band the default 1280×900 window leaves), up to
	// maxSidebarWidth: a 1920-pixel window left 700 pixels of empty band and a 340-pixel
	// sidebar whose panes wrapped.
	arenaBand       = 240
	maxSidebarWidth = 600
)

// Layout is where each part of the window goes for a screen of w×h pixels: the arena (with its
// margins) at the top left, the sidebar (HUD and panes) on its right, the timeline, the input
// lane and the button bar across the bottom.
type Layout struct {
	Arena, Sidebar, Timeline, Lane, Bar image.Rectangle
}

// NewLayout lays out a screen of w×h pixels.
func NewLayout(w, h int) Layout {
	sw := sidebarWidth
	if w < 2*sidebarWidth {
		sw = w / 3
	}
	lane := h - barHeight - laneHeight
	bottom := lane - timelineHeight
	if spare := w - sw - bottom - arenaBand; spare > 0 {
		sw = min(sw+spare, max(sw, maxSidebarWidth))
	}
	return Layout{
		Arena:    image.Rect(0, 0, w-sw, bottom),
		Sidebar:  image.Rect(w-sw, 0, w, bottom),
		Timeline: image.Rect(0, bottom, w, lane),
		Lane:     image.Rect(0, lane, w, h-barHeight),
		Bar:      image.Rect(0, h-barHeight, w, h),
	}
}

// ArenaMargin is the gap around the arena, pixels.
const ArenaMargin = 4

// Camera shows the whole arena in the layout's arena part, inside its margin.
func (l Layout) Camera() arena.Camera { return arena.FitCamera(l.Arena.Inset(ArenaMargin)) }
