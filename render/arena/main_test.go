package arena

import (
	"testing"

	"crdplayer/render/internal/testloop"
)

// The tests run inside Ebitengine's game loop (testloop), under Xvfb: see the Makefile's
// test-display target.
func TestMain(m *testing.M) { testloop.Main(m) }
