package render

import (
	"os"
	"testing"

	"crdplayer/render/internal/testloop"
)

// The tests run inside Ebitengine's game loop (testloop), under Xvfb: see the Makefile's
// test-display target. Started as the window probe (livewindow_test.go), the binary is a window
// of its own instead.
func TestMain(m *testing.M) {
	if os.Getenv(windowProbeEnv) != "" {
		os.Exit(windowProbe())
	}
	testloop.Main(m)
}
