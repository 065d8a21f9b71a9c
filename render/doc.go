// Package render is everything Ebiten: the window, drawing the arena, HUD, perk menu, timeline,
// panes and input. Only render and cmd/player import Ebiten or sqweek/dialog.
package render
