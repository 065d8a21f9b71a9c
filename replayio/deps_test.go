package replayio

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports keeps replayio a format-only package: the standard library and the two codec
// libraries, nothing of the project's and nothing of the window's.
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
