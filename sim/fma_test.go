package sim

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// TestNoImplicitFusedMultiplyAdd compiles the simulation's packages (sim and everything under
// it) for arm64, where Go fuses x*y+z into one instruction unless an explicit conversion rounds
// the product (across statements too), and requires that every fused multiply-add comes from an
// explicit math.FMA in sim/libm: any other would give arm64 users different bits from the
// reference.
func TestNoImplicitFusedMultiplyAdd(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	if _, err := os.Stat(goTool); err != nil {
		if goTool, err = exec.LookPath("go"); err != nil {
			t.Fatalf("no go command to compile for arm64: %v", err)
		}
	}
	cmd := exec.Command(goTool, "build", "-gcflags=crdplayer/sim/...=-S", "-o", os.DevNull, "./...")
	cmd.Env = append(os.Environ(), "GOARCH=arm64", "GOOS=linux", "CGO_ENABLED=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("arm64 build: %v\n%s", err, out)
	}
	fused := regexp.MustCompile(`\((\S+\.go):(\d+)\)\s+F(N?)M(ADD|SUB)[DS]\s`)
	n := 0
	for _, line := range strings.Split(string(out), "\n") {
		m := fused.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n++
		if filepath.Base(filepath.Dir(m[1])) != "libm" {
			t.Errorf("fused multiply-add at %s:%s", filepath.Base(m[1]), m[2])
		}
	}
	if n == 0 {
		t.Fatal("no fused multiply-add at all: the libm math.FMA calls should compile to some")
	}
}
