// Package render is everything Ebiten: the window, drawing the arena, HUD, perk menu, timeline,
// panes and input. Only render and cmd/player import Ebiten or sqweek/dialog; no other package
// of the project may import render.
//
// The flow of a frame: App.Update turns keys and clicks into intents (input.go, intents.go)
// and intents into Playback calls (control.go); buildScene copies the shown tick out of the
// simulation into a scene.Scene (package render/scene), a read-only view; App.Draw hands that Scene to the
// drawing functions (arena.go, hud.go, perkmenu.go, timeline.go, panes.go). Camera (camera.go)
// is the one world↔screen mapping. Textures are the project's own, made in code (textures.go),
// or the original game's from a crimson.paq the user points at (paq.go, gamedata.go). Cosmetic
// randomness has its own generator (cosmetic.go), never the simulation's.
package render
