package sim

import (
	"compress/gzip"
	"encoding/json"
	"math"
	"os"
	"strconv"
	"testing"
)

// TestGlibcSinCos compares glibcSin/glibcCos with glibc 2.36's sin and cos (FMA build) bit for
// bit, on arguments of the ranges the simulation uses. The expected values were produced by
// CPython's math.sin/math.cos on the machines the reference runs were recorded on, written as
// hex floats.
func TestGlibcSinCos(t *testing.T) {
	f, err := os.Open("testdata/libm_glibc.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][3]string
	if err := json.NewDecoder(gz).Decode(&rows); err != nil {
		t.Fatal(err)
	}
	parse := func(s string) float64 {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	bad := 0
	for _, r := range rows {
		x, s, c := parse(r[0]), parse(r[1]), parse(r[2])
		if got := glibcSin(x); got != s {
			bad++
			if bad < 10 {
				t.Errorf("sin(%v) = %v, glibc %v", x, got, s)
			}
		}
		if gs, gc := glibcSinCos(x); gs != s || gc != c {
			bad++
			if bad < 10 {
				t.Errorf("sincos(%v) = %v %v, glibc %v %v", x, gs, gc, s, c)
			}
		}
		if got := glibcCos(x); got != c {
			bad++
			if bad < 10 {
				t.Errorf("cos(%v) = %v, glibc %v", x, got, c)
			}
		}
		if gs, gc := glibcSinCos(x); gs != s || gc != c {
			bad++
			if bad < 10 {
				t.Errorf("sincos(%v) = %v, %v, glibc %v, %v", x, gs, gc, s, c)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d results differ", bad, 2*len(rows))
	}
}

// TestGlibcSinCosMatchesSinAndCos checks the fused glibcSinCos against glibcSin and glibcCos
// bit for bit over every argument range they branch on, on a dense deterministic sample.
func TestGlibcSinCosMatchesSinAndCos(t *testing.T) {
	bad := 0
	check := func(x float64) {
		s, c := glibcSinCos(x)
		if ws, wc := glibcSin(x), glibcCos(x); math.Float64bits(s) != math.Float64bits(ws) || math.Float64bits(c) != math.Float64bits(wc) {
			bad++
			if bad < 10 {
				t.Errorf("sincos(%v) = %v, %v; sin, cos %v, %v", x, s, c, ws, wc)
			}
		}
	}
	for _, x := range []float64{0, math.Copysign(0, -1), 1e-300, 0x1p-27, 0x1p-26, 0.126, 0.855469, 2.426265, math.Pi / 2, math.Pi, 2 * math.Pi, 1e8, 105414350, 1e300, math.Inf(1), math.Inf(-1), math.NaN()} {
		check(x)
		check(-x)
		check(math.Nextafter(x, 0))
		check(math.Nextafter(x, math.Inf(1)))
	}
	state := uint64(0x9e3779b97f4a7c15)
	for i := 0; i < 400000; i++ {
		state = state*6364136223846793005 + 1442695040888963407
		u := float64(state>>11) / (1 << 53)
		check((u - 0.5) * 20)                                                 // the game's angles
		check(math.Ldexp(u, int(state&63)-40) * float64(int(state>>7&1)*2-1)) // all magnitudes
	}
	if bad > 0 {
		t.Errorf("%d differ", bad)
	}
}

// TestAtan2MatchesGlibc compares glibcAtan2 with glibc's atan2 bit for bit (expected values from
// CPython's math.atan2 on the recording machines, as hex floats).
func TestAtan2MatchesGlibc(t *testing.T) {
	f, err := os.Open("testdata/libm_atan2_glibc.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][3]string
	if err := json.NewDecoder(gz).Decode(&rows); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, r := range rows {
		y, _ := strconv.ParseFloat(r[0], 64)
		x, _ := strconv.ParseFloat(r[1], 64)
		want, _ := strconv.ParseFloat(r[2], 64)
		if got := glibcAtan2(y, x); got != want {
			bad++
			if bad < 10 {
				t.Errorf("atan2(%v, %v) = %v, glibc %v", y, x, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d results differ", bad, len(rows))
	}
}
