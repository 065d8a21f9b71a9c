// Package assets holds the files embedded in the binaries. It imports nothing of the project.
package assets

import _ "embed"

// SampleRun is a short, lively reference run (Survival, one player, six perk picks, 6703 ticks)
// that the player opens when started without a file.
//
//go:embed survival-wild-103.crd
var SampleRun []byte

// SampleRunName is SampleRun's file name, for titles and messages.
const SampleRunName = "survival-wild-103.crd"
