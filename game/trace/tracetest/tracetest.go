// Package tracetest edits trace sidecars for tests: a reference run's trace with known fields
// changed is the input of the inspector's, the verification's and the window's divergence
// tests.
package tracetest

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// Edit copies the gzipped trace at src to dst with edit applied to each line (0 the header,
// i+1 record i), decoded with numbers kept exactly (json.Number); it fails t on any error.
func Edit(t testing.TB, src, dst string, edit func(line int, m map[string]any)) {
	t.Helper()
	in, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	gr, err := gzip.NewReader(in)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	gw := gzip.NewWriter(&out)
	sc := bufio.NewScanner(gr)
	sc.Buffer(nil, 1<<24)
	for i := 0; sc.Scan(); i++ {
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.UseNumber()
		var m map[string]any
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		edit(i, m)
		b, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		gw.Write(append(b, '\n'))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// EditLine is Edit changing one line only: line 0 the header, i+1 record i.
func EditLine(t testing.TB, src, dst string, line int, edit func(m map[string]any)) {
	t.Helper()
	Edit(t, src, dst, func(i int, m map[string]any) {
		if i == line {
			edit(m)
		}
	})
}

// Num is the value of a JSON number of a line Edit decoded.
func Num(t testing.TB, v any) float64 {
	t.Helper()
	f, err := v.(json.Number).Float64()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// SetNum is f as a JSON number in its shortest exact form (an integer stays one).
func SetNum(f float64) json.Number {
	if f == math.Trunc(f) && math.Abs(f) < 1<<53 {
		return json.Number(strconv.FormatFloat(f, 'f', -1, 64))
	}
	return json.Number(strconv.FormatFloat(f, 'g', -1, 64))
}

// Text is the decompressed text of the gzipped trace at path. It fails t on any error.
func Text(t testing.TB, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	gr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	if _, err := text.ReadFrom(gr); err != nil {
		t.Fatal(err)
	}
	return text.String()
}

// Append adds one line to the end of the gzipped trace at path: the JSON object fill writes into
// an empty map. It fails t on any error.
func Append(t testing.TB, path string, fill func(m map[string]any)) {
	t.Helper()
	m := map[string]any{}
	fill(m)
	line, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	WriteText(t, path, Text(t, path)+string(line)+"\n")
}

// WriteText writes text, a trace's JSON lines (made or cut by hand), gzip-compressed to path.
// It fails t on any error.
func WriteText(t testing.TB, path, text string) {
	t.Helper()
	var out bytes.Buffer
	gw := gzip.NewWriter(&out)
	gw.Write([]byte(text))
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Prefix writes to dst the trace at src cut to its first n records, its header's ticks set to
// n: a well-formed trace of fewer ticks than its run. It fails t on any error.
func Prefix(t testing.TB, src, dst string, n int) {
	t.Helper()
	lines := strings.SplitAfter(Text(t, src), "\n")
	if len(lines) < n+1 {
		t.Fatalf("%s has %d lines, fewer than a header and %d records", src, len(lines), n)
	}
	dec := json.NewDecoder(strings.NewReader(lines[0]))
	dec.UseNumber()
	var h map[string]any
	if err := dec.Decode(&h); err != nil {
		t.Fatal(err)
	}
	h["ticks"] = n
	head, err := json.Marshal(h)
	if err != nil {
		t.Fatal(err)
	}
	WriteText(t, dst, string(head)+"\n"+strings.Join(lines[1:n+1], ""))
}
