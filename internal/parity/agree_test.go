package parity

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// TestAgreesWithGameVerify: the sim parity check (Run, which sim's tests use) and the verdict
// crd verify and the player show (game.Verify) agree on the status and on the first divergent
// tick and field, for current reference runs of each kind and for traces edited at known
// ticks: a field, the RNG after the setup, a trace cut short.
func TestAgreesWithGameVerify(t *testing.T) {
	for _, name := range []string{
		"../../testdata/quests/quest-1.2-3p-22.crd",
		"../../testdata/tutorial/tutorial-stage5-305.crd",
		"../../testdata/settings/settings-rush-detail3-606.crd",
		"../../testdata/typo/typo-death-401.crd",
	} {
		r, err := replayio.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := ReadTrace(trace.SidecarPath(name))
		if err != nil {
			t.Fatal(err)
		}
		edits := map[string]func(*Trace){
			"as recorded":     func(*Trace) {},
			"kills at 300":    func(tr *Trace) { tr.Ticks[300].Kills += 5 },
			"rng after setup": func(tr *Trace) { tr.Header.RngAfterSetup++ },
			"cut at 400": func(tr *Trace) {
				tr.Ticks = tr.Ticks[:400]
				tr.Header.Ticks = 400
			},
		}
		for what, edit := range edits {
			c := &Trace{Header: tr.Header, Ticks: append([]trace.Record(nil), tr.Ticks...)}
			edit(c)
			path := t.TempDir() + "/edited.trace.jsonl.gz"
			writeTraceFile(t, path, c)
			pr := Run(r, c)
			v := game.Verify(r, game.Options{TracePath: path})
			if pr.Status != v.Status() {
				t.Errorf("%s, %s: parity says %s, game %s (%s)", name, what, pr.Status, v.Status(), v.Headline())
				continue
			}
			pd, gd := pr.Divergence, v.Trace.Divergence
			if (pd == nil) != (gd == nil) || pd != nil && (int64(pd.Tick) != gd.Tick || pd.Field != gd.Fields[0].Path) {
				t.Errorf("%s, %s: parity's divergence %v, game's %v", name, what, pd, gd)
			}
			// A trace cut short is said as where it ends (game.TraceCheck.EndsEarly).
			want := "mismatch: the trace differs at "
			if what == "cut at 400" {
				want = fmt.Sprintf("mismatch: the trace ends after tick 399 (400 ticks), the run goes on to tick %d;", len(r.Ticks)-1)
			}
			if what != "as recorded" && !strings.HasPrefix(v.Headline(), want) {
				t.Errorf("%s, %s: %q, want it to start %q", name, what, v.Headline(), want)
			}
		}
	}
}

// writeTraceFile writes a trace held in memory as a sidecar file.
func writeTraceFile(t *testing.T, path string, tr *Trace) {
	t.Helper()
	var text bytes.Buffer
	hb, err := json.Marshal(tr.Header)
	if err != nil {
		t.Fatal(err)
	}
	text.Write(append(hb, '\n'))
	for i := range tr.Ticks {
		b, err := json.Marshal(&tr.Ticks[i])
		if err != nil {
			t.Fatal(err)
		}
		text.Write(append(b, '\n'))
	}
	var z bytes.Buffer
	zw := gzip.NewWriter(&z)
	zw.Write(text.Bytes())
	zw.Close()
	if err := os.WriteFile(path, z.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
