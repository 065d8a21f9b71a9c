// Package scene is what the window shows of one tick, read out of the simulation and the
// session: the creatures, projectiles, bonuses, players, effects, bonus timers and perk menu at
// a position (Scene, filled by Read), the run's terrain stamps (GroundStamp) and the record of
// its ground decals (DecalRecord). A Scene holds plain values (world pixels, radians, seconds,
// 8-bit colours); it is copied out and never written back, so drawing cannot change a run, and
// tests can draw hand-made scenes.
//
// Files: scene.go the view's types; read.go a Scene from a World and the session's timeline;
// modes.go each mode's own part (a quest's number, title, clock, spawns left and completion; the
// tutorial's stage, prompt and hint; Typ-o's names and typing box) and the banner of a run played
// under the nearest profile; tutorial_text.go the tutorial's texts;
// pools.go the creature, projectile and bonus pools; effects.go the effect, particle and
// sprite-effect pools, sized and coloured as the game draws them; ground.go the terrain stamps;
// decals.go the decal record; track.go the record of where the players stand after every tick
// (the input lane's aim directions).
//
// It reads sim, game and replayio and never changes them. It must never import Ebiten, the
// dialog package or any other package of render (it is below them all): it builds, and its
// tests run, without a display.
package scene
