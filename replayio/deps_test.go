package replayio

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps replayio a format-only package: the standard library, the two codec
// libraries and internal/filetext (the standard-library-only quoting of strings from a file,
// shared with everything that shows them), nothing else of the project's, nothing of the window's.
func TestImports(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		ast, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range ast.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path == "crdplayer/internal/filetext" {
				continue
			}
			first := strings.Split(path, "/")[0]
			if !strings.Contains(first, ".") {
				continue // standard library
			}
			if !strings.HasPrefix(path, "github.com/klauspost/compress/") && path != "github.com/vmihailenco/msgpack/v5" {
				t.Errorf("%s imports %s", f, path)
			}
		}
	}
}
