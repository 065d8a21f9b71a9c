package layers

import (
	"encoding/json"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

const module = "crdplayer/"

// rank is each project package's layer (doc.go); a package may import project packages of a
// lower rank only. A package under a listed one (render/..., sim/...) takes its parent's rank
// unless listed itself.
var rank = map[string]int{
	"internal/filetext":        0,
	"sim/libm":                 1,
	"replayio":                 1,
	"assets":                   1,
	"sim/weapons":              1,
	"sim/bonuses":              1,
	"sim/perks":                1,
	"sim/creatures":            2,
	"sim/quest":                3,
	"sim":                      4,
	"game/trace":               4,
	"game":                     5,
	"internal/parity":          6,
	"render/scene":             7,
	"render/draw":              7,
	"render/export":            7,
	"render/internal/testloop": 7, // (the render packages' TestMain)
	"render/arena":             8,
	"render/ui":                9,
	"render":                   10,
	"cmd/player/cli":           8, // (reads --export's flags with render/export)
	"cmd/player":               11,
	"cmd/crd":                  11,
	"scripts/longpilot":        11, // (records long runs with sim)
}

// externals are the outside modules (by import-path prefix) each layer may import directly;
// the standard library is always allowed.
var externals = map[string][]string{
	"sim/libm":   {"golang.org/x/sys/cpu"},
	"replayio":   {"github.com/klauspost/compress/zstd", "github.com/vmihailenco/msgpack/v5"},
	"game":       {"github.com/klauspost/compress/s2"},
	"game/trace": {"github.com/klauspost/compress/gzip", "github.com/klauspost/compress/flate"}, // (the sidecars' inflate: faster than compress/gzip; flate for its corrupt-input error)
	"render":     {"github.com/hajimehoshi/ebiten/v2", "github.com/sqweek/dialog"},
	"cmd/player": {"github.com/hajimehoshi/ebiten/v2", "github.com/jezek/xgb"}, // (xgb: needdisplay silences Ebitengine's X connection log)

	// render's subpackages: Ebiten only where it draws (render/scene has none)
	"render/draw": {"github.com/hajimehoshi/ebiten/v2"},
	// the export's PNG frames: klauspost's deflate, already the format's dependency
	"render/export":            {"github.com/klauspost/compress/zlib"},
	"render/arena":             {"github.com/hajimehoshi/ebiten/v2"},
	"render/internal/testloop": {"github.com/hajimehoshi/ebiten/v2"},
	"render/ui":                {"github.com/hajimehoshi/ebiten/v2", "golang.org/x/image/font/gofont/"},
}

// window are the import-path prefixes only the windowPackages may depend on, even
// indirectly: any binary that links Ebiten dies at start-up without a display.
var window = []string{"github.com/hajimehoshi/ebiten", "github.com/sqweek/dialog"}

// windowPackages are the project's packages that may link the window. render/scene, the view
// of a tick, is not one: it is built and tested without a display.
var windowPackages = []string{"render", "render/ui", "render/arena", "render/draw", "render/internal/testloop", "cmd/player"}

type pkg struct {
	ImportPath string
	Imports    []string
	Deps       []string
	Standard   bool
}

func listPackages(t *testing.T) []pkg {
	t.Helper()
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	cmd := exec.Command(goTool, "list", "-json", "-deps=false", "crdplayer/...")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []pkg
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p pkg
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if len(pkgs) < 10 {
		t.Fatalf("only %d packages listed", len(pkgs))
	}
	return pkgs
}

// layerOf is the rank entry of a project package: its own, else its nearest listed parent.
func layerOf(path string) (string, bool) {
	for p := path; p != "."; p = filepath.Dir(p) {
		if _, ok := rank[p]; ok {
			return p, true
		}
	}
	return "", false
}

func isStd(path string) bool { return !strings.Contains(strings.Split(path, "/")[0], ".") }

func TestImportsFollowTheLayers(t *testing.T) {
	for _, p := range listPackages(t) {
		if !strings.HasPrefix(p.ImportPath, module) || strings.HasSuffix(p.ImportPath, "/layers") {
			continue
		}
		name := strings.TrimPrefix(p.ImportPath, module)
		layer, ok := layerOf(name)
		if !ok {
			t.Errorf("%s has no layer: add it to rank (and doc.go)", name)
			continue
		}
		for _, imp := range p.Imports {
			switch {
			case strings.HasPrefix(imp, module):
				dep := strings.TrimPrefix(imp, module)
				depLayer, ok := layerOf(dep)
				if !ok {
					t.Errorf("%s imports %s, which has no layer", name, dep)
					continue
				}
				inside := strings.HasPrefix(dep, layer+"/") // a package's own subpackages
				if rank[depLayer] >= rank[layer] && !inside {
					t.Errorf("%s (layer %s) imports %s (layer %s): imports point down only", name, layer, dep, depLayer)
				}
			case isStd(imp):
			default:
				if !slices.ContainsFunc(externals[layer], func(pre string) bool { return strings.HasPrefix(imp, pre) }) {
					t.Errorf("%s imports %s, which its layer %s does not allow", name, imp, layer)
				}
			}
		}
	}
}

// TestHeadlessPackagesDoNotLinkTheWindow: every package but the window's (windowPackages) builds
// and runs without a display, so none may depend on Ebiten or the dialog package, directly or
// not, nor on a window package.
func TestHeadlessPackagesDoNotLinkTheWindow(t *testing.T) {
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	out, err := exec.Command(goTool, "list", "-f", "{{.ImportPath}} {{join .Deps \" \"}}", "crdplayer/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		name := strings.TrimPrefix(fields[0], module)
		if slices.Contains(windowPackages, name) {
			continue
		}
		for _, dep := range fields[1:] {
			if slices.ContainsFunc(window, func(pre string) bool { return strings.HasPrefix(dep, pre) }) ||
				slices.Contains(windowPackages, strings.TrimPrefix(dep, module)) {
				t.Errorf("%s depends on %s", name, dep)
			}
		}
	}
}
