package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/replayio"
)

// Current reference runs (recorded on the game's clock) for the verdict tests.
const (
	questDir   = "../../testdata/quests"
	deathRun   = questDir + "/quest-1.6-idle-51.crd"    // player 1 dies, the run ends at tick 867, runs down to 897
	twoPlayers = questDir + "/quest-1.1-2p-21.crd"      // verifies
	otherRun   = questDir + "/quest-1.1-pilot-1037.crd" // another run of the same quest, longer
)

// traceDeath reads a trace and returns its header and the first tick whose record shows
// player p with health <= 0.
func traceDeath(t *testing.T, path string, p int) (trace.Header, int) {
	t.Helper()
	r, err := trace.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for {
		rec, err := r.Next()
		if err != nil {
			t.Fatalf("%s: player %d never dies: %v", path, p+1, err)
		}
		if rec.Players[p].Health <= 0 {
			return r.Header, int(rec.T)
		}
	}
}

// TestDeathTickAgrees: one tick numbering. A reference run's player dies at the tick its trace
// first shows health <= 0 (t, 0-based); the window's API (the timeline's death event, the
// position that shows it, its label) and crd verify's words on the same file lengthened past
// its run-down name that same tick, and the trace's end_tick as the run's end.
func TestDeathTickAgrees(t *testing.T) {
	h, died := traceDeath(t, trace.SidecarPath(deathRun), 0)
	if h.EndTick == nil || *h.EndTick == died {
		t.Fatalf("the test wants a run whose end tick (%v) follows the death (%d)", h.EndTick, died)
	}
	end := *h.EndTick

	rep, err := replayio.ReadFile(deathRun)
	if err != nil {
		t.Fatal(err)
	}
	s, err := game.Open(rep, game.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Wait()
	tl := s.Timeline()
	s.Close()
	deaths, ends := tl.EventsOf(game.EventDeath), tl.EventsOf(game.EventRunEnd)
	if len(deaths) != 1 || deaths[0].At() != died || deaths[0].Pos != game.PosOfTick(died) || game.TickLabel(deaths[0].Pos) != fmt.Sprintf("tick %d", died) ||
		len(ends) != 1 || ends[0].At() != end {
		t.Fatalf("timeline: deaths %+v, ends %+v; the trace: death at tick %d, end at %d", deaths, ends, died, end)
	}

	// The file goes on to 40 ticks past its own end, past the run-down: that starts at 500 ms
	// and loses 16 ms a tick after the end tick; once below 0 no tick may follow (REFERENCE.md
	// "Run end and result"; no slow motion in this run).
	rundown, lastAllowed := 500, end
	for rundown >= 0 {
		rundown -= 16
		lastAllowed++
	}
	last := len(rep.Ticks) - 1
	if lastAllowed < last || lastAllowed >= last+40 {
		t.Fatalf("the run-down runs out after tick %d, the file ends at %d", lastAllowed, last)
	}
	long := filepath.Join(t.TempDir(), "long.crd")
	for range 40 {
		rep.Ticks = append(rep.Ticks, rep.Ticks[last])
	}
	if err := replayio.WriteFile(long, rep); err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("player 1 died at tick %d and the run ended at tick %d; its run-down ran out after tick %d, but the file goes on to tick %d",
		died, end, lastAllowed, last+40)
	code, objs, _ := jsonLines(t, []string{"verify", "--json", long})
	o := objs[0]
	stop := fmt.Sprintf("tick %d: tick after the run-down", lastAllowed+1)
	if code != 2 || o["status"] != "invalid" || o["stopped_at"] != float64(lastAllowed+1) || o["stopped"] != want || o["headline"] != "invalid: "+want ||
		o["error"] != stop || o["derived"] == nil {
		t.Fatalf("exit %d, %v\nwant stopped %q", code, o, want)
	}
	// Every result field, recorded against derived from the state before the stop, each once;
	// the stop's tick named once.
	var stdout bytes.Buffer
	run([]string{"verify", long}, &stdout, &stdout)
	out := stdout.String()
	if !strings.Contains(out, "\n  "+want+"\n") || !strings.Contains(out, "\n  recorded against derived, field by field:\n") ||
		fieldLines(out) != len(game.ResultFields(&rep.Result, &rep.Result)) ||
		strings.Contains(out, fmt.Sprintf("tick %d: tick %d", lastAllowed+1, lastAllowed+1)) {
		t.Errorf("text:\n%s", out)
	}
}

// TestOneVerdict: for a run and each of its traces (its own, another run's with and without
// --force, an edited one, a missing one, none) and for a run the simulation stops in, crd
// verify's status and headline are the window's (game.Session's Verification).
func TestOneVerdict(t *testing.T) {
	edited := copyTraceEdited(t, trace.SidecarPath(twoPlayers), func(i int, m map[string]any) {
		if i == 301 { // record 300: player 2's xp
			m["players"].([]any)[1].(map[string]any)["xp"] = json.Number("3")
		}
	})
	rep, err := replayio.ReadFile(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	illegal := filepath.Join(t.TempDir(), "illegal.crd")
	rep.Ticks[100].Commands = []replayio.Command{{Type: replayio.CmdPerkPick}}
	if err := replayio.WriteFile(illegal, rep); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, file, trace string
		force             bool
		status, trStatus  string
		code              int
	}{
		{"own trace", twoPlayers, "", false, "verified", "agrees", 0},
		{"another run's", otherRun, trace.SidecarPath(twoPlayers), false, "invalid", "other_run", 2},
		{"another run's, forced", otherRun, trace.SidecarPath(twoPlayers), true, "mismatch", "differs", 1},
		{"edited", twoPlayers, edited, false, "mismatch", "differs", 1},
		{"missing", twoPlayers, filepath.Join(t.TempDir(), "none.trace.jsonl.gz"), false, "unreadable", "unreadable", 2},
		{"stopped", illegal, "", false, "invalid", "", 2},
	} {
		args := []string{"verify", "--json", c.file}
		if c.trace != "" {
			args = append(args, "--trace", c.trace)
		}
		if c.force {
			args = append(args, "--force")
		}
		code, objs, _ := jsonLines(t, args)
		o := objs[0]
		tr, _ := o["trace"].(map[string]any)
		trStatus := ""
		if tr != nil {
			trStatus, _ = tr["status"].(string)
		}
		if code != c.code || o["status"] != c.status || trStatus != c.trStatus || c.force && tr["forced"] != true {
			t.Errorf("%s: exit %d, %v", c.name, code, o)
		}
		// The window's session on the same file and trace.
		s, err := game.OpenFile(c.file, game.Options{TracePath: c.trace, ForceTrace: c.force})
		if err != nil {
			t.Fatal(err)
		}
		s.Wait()
		v, _ := s.Verification()
		s.Close()
		if v.Status() != o["status"] || v.Headline() != o["headline"] {
			t.Errorf("%s: the window says %q, crd %q", c.name, v.Headline(), o["headline"])
		}
		if c.name == "edited" {
			d, _ := tr["divergence"].(map[string]any)
			if d == nil || d["tick"] != float64(300) || d["field"] != "players[1].xp" || v.Trace.Divergence.Tick != 300 {
				t.Errorf("edited: divergence %v, the window's %v", d, v.Trace.Divergence)
			}
		}
	}
}

// fieldLines counts the lines of crd verify's field-by-field table.
func fieldLines(out string) int {
	n := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "    ") && (strings.HasSuffix(l, " same") || strings.HasSuffix(l, " differs")) {
			n++
		}
	}
	return n
}

// copyTraceEdited copies a trace with each line's object passed through edit (0 the header),
// numbers kept exactly.
func copyTraceEdited(t *testing.T, src string, edit func(i int, m map[string]any)) string {
	t.Helper()
	f, err := os.Open(src)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	zw := gzip.NewWriter(&out)
	sc := bufio.NewScanner(gz)
	sc.Buffer(nil, 1<<24)
	for i := 0; sc.Scan(); i++ {
		d := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		d.UseNumber()
		var m map[string]any
		if err := d.Decode(&m); err != nil {
			t.Fatal(err)
		}
		edit(i, m)
		b, _ := json.Marshal(m)
		zw.Write(append(b, '\n'))
	}
	zw.Close()
	path := filepath.Join(t.TempDir(), "edited.trace.jsonl.gz")
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
