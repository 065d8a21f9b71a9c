// Package arena draws the arena of one tick: the ground (the run's terrain and its blood and
// corpse decals), the creatures, bonuses, projectiles, players and effects of a scene.Scene,
// through the Camera, the one mapping between world pixels and screen pixels (the whole arena
// fitted to its square, or zoomed on a point in the same square).
//
// Files: arena.go the draw order (batched by blend mode) and the ground's part in view;
// camera.go the camera; textures.go,
// atlas.go and cosmetic.go the project's own textures, made in code on one atlas with the
// window's own noise (never the simulation's randomness); gamedata.go and paq.go the original
// game's textures from a crimson.paq the user points at; ground.go the baked, scaled and stained
// ground (Ground); decals.go stamping decals; creatures.go, players.go, projectiles.go, bonus.go
// and effects.go the sprites (players.go also the players' halos, over everything).
//
// It reads scenes (render/scene) and draws with render/draw and Ebiten. It must never import
// render or render/ui (the window and its widgets are above it), nor sim or game: what it draws
// comes in a Scene, a []scene.GroundStamp or a scene.DecalRecord.
package arena
