package sim

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestEffectStateAlongReferenceRuns steps reference runs and compares the whole effect state
// (effect, particle and sprite pools, camera shake, rng) every few ticks with the reference
// port's, written by testdata/gen_effects_run.py. It checks what the traces cannot: the
// effects every area spawns (lifetimes, colours, sizes, velocities) that the window draws.
func TestEffectStateAlongReferenceRuns(t *testing.T) {
	for _, run := range []string{"survival-wild-103", "rush-3p-202"} {
		t.Run(run, func(t *testing.T) {
			want := readEffectRunDigest(t, "testdata/effects_run_"+run+".txt.gz")
			r, w := referenceWorld(t, run)
			left := len(want)
			for i := range r.Ticks {
				if left == 0 {
					break
				}
				if _, err := w.StepTraced(&r.Ticks[i], nil); err != nil {
					t.Fatalf("tick %d: %v", i, err)
				}
				wl, ok := want[i]
				if !ok {
					continue
				}
				left--
				var d digest
				d.add("R %d", w.Rng.State)
				d.effects(&w.Effects.Effects)
				d.particles(&w.Effects.Particles)
				d.sprites(&w.Effects.SpriteEffects)
				c := &w.Effects.Camera
				d.add("K %s %s %d", hv(c.Offset), hx(c.Timer), c.Pulses)
				for j := range max(len(wl), len(d.lines)) {
					var g, e string
					if j < len(wl) {
						e = wl[j]
					}
					if j < len(d.lines) {
						g = d.lines[j]
					}
					if !sameDigestLine(g, e) {
						t.Fatalf("tick %d, line %d differs\n got: %s\nwant: %s", i, j+1, g, e)
					}
				}
			}
			if left != 0 {
				t.Fatalf("%d snapshots past the end of the run", left)
			}
		})
	}
}

// readEffectRunDigest reads "== tick N" sections into digest lines per tick.
func readEffectRunDigest(t *testing.T, path string) map[int][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	out := map[int][]string{}
	cur := -1
	for sc.Scan() {
		l := sc.Text()
		if rest, ok := strings.CutPrefix(l, "== tick "); ok {
			if _, err := fmt.Sscan(rest, &cur); err != nil {
				t.Fatalf("%s: %q: %v", path, l, err)
			}
			out[cur] = nil
			continue
		}
		out[cur] = append(out[cur], l)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
