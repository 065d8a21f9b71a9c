// Package draw holds the few Ebiten drawing primitives that both the arena (render/arena) and
// the widgets (render/ui) draw with: filled rectangles and outlines, filled paths and polygons
// through one white texel (shapes.go), text in a face (text.go), and Clamp01. It knows nothing
// of the game, the run or the window's layout.
//
// It imports Ebiten and the standard library only. It must never import the project's other
// packages (render's or the game's): everything in render is above it.
package draw
