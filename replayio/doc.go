// Package replayio reads and writes .crd replays (format 35): one zstd frame holding a canonical
// msgpack payload. It knows the file format only; it never imports sim, game, render or Ebiten.
package replayio
