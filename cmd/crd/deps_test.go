package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoEbiten: crd must run without a display, and any binary linking Ebiten panics at
// start-up without one (ENGINEERING-NOTES), so nothing crd depends on may import it.
func TestNoEbiten(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "ebiten") || strings.Contains(dep, "sqweek/dialog") || dep == "crdplayer/render" {
			t.Errorf("crd depends on %s", dep)
		}
	}
}
