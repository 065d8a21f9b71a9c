// Package game is headless playback over sim: a Session with keyframes, seek, step, timeline
// events and verification. It never imports Ebiten or the dialog package.
package game
