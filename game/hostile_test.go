package game

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// TestSimErrorNamesTheTickOnce: sim's step errors name their tick, and SimError does not name it
// again (the "tick 1467: tick 1467: …"); an error without a tick gets one.
func TestSimErrorNamesTheTickOnce(t *testing.T) {
	rep := readRef(t, filepath.Join(refDirs[0], "rush-rundown-318.crd")) // runs down to its last tick
	bad := len(rep.Ticks)                                                // the first tick past the run-down
	for range 40 {
		rep.Ticks = append(rep.Ticks, rep.Ticks[len(rep.Ticks)-1])
	}
	s, err := Open(rep, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	var serr *SimError
	if err := s.Err(); !errors.As(err, &serr) || serr.Tick != bad || err.Error() != fmt.Sprintf("tick %d: tick after the run-down", bad) || !errors.Is(err, sim.ErrPastRundown) {
		t.Fatalf("error %v", err)
	}
	if got := (&SimError{Tick: 777, Err: errFakeIllegal}).Error(); got != "tick 777: fake: illegal command" {
		t.Errorf("fake error %q", got)
	}
	if got := (&SimError{Tick: 7, Err: errors.New("tick 77: other")}).Error(); got != "tick 7: tick 77: other" {
		t.Errorf("another tick's error %q", got)
	}
}

// TestVerificationQuotesTheBuild: the warning of a build other than ours quotes the recorded
// game_version at most 40 characters long, whatever its length (a 10,000-character one made the
// window wrap a 10 KB note).
func TestVerificationQuotesTheBuild(t *testing.T) {
	rep := readRef(t, filepath.Join(refDirs[0], "rush-idle-203.crd"))
	rep.GameVersion = strings.Repeat("a", 10000) + "\x1b[2J"
	s, err := Open(rep, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	want := `recorded by build "` + strings.Repeat("a", 40) + `"… (10004 bytes), not "` + SimulationVersion +
		`", the one this simulation reproduces (a warning only: the rules the run records decide how it plays)`
	if len(v.Warnings) != 1 || v.Warnings[0] != want {
		t.Fatalf("warnings %q\nwant %q", v.Warnings, want)
	}
}

// TestSessionTraceLimits: the window's trace check reads the sidecar with the run's bound: a
// header announcing a billion ticks for a short run is refused at line 1, the run still plays
// and verifies its result.
func TestSessionTraceLimits(t *testing.T) {
	rep := readRef(t, filepath.Join(refDirs[0], "rush-idle-203.crd"))
	path := filepath.Join(t.TempDir(), "giga.trace.jsonl.gz")
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write([]byte(`{"trace_version": 1, "replay_sha256": "` + rep.RunID() + `", "end_tick": 725, "ticks": 1000000000, "rng_after_setup": 1845467370}` + "\n"))
	w.Close()
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Open(rep, Options{TracePath: path})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	s.Wait()
	v, _ := s.Verification()
	want := path + fmt.Sprintf(": line 1 (header): ticks 1000000000, more than the run's %d ticks + 1", len(rep.Ticks))
	if v.Trace == nil || v.Trace.Err == nil || v.Trace.Err.Error() != want || !v.Verified {
		t.Fatalf("verified %v, trace %+v; want the error %q", v.Verified, v.Trace, want)
	}
}

// The trace reader's creature bound is the simulation's pool.
func TestTraceCreatureBound(t *testing.T) {
	if trace.MaxCreatures != sim.CreaturePoolSize {
		t.Fatalf("trace.MaxCreatures %d, sim.CreaturePoolSize %d", trace.MaxCreatures, sim.CreaturePoolSize)
	}
}

// TestRequestSeekPastTheStop: a requested position past a simulation error the pass finds only
// later lands, when Update serves it, on the last position the simulation reached, and Update
// says why (crdplayer --seek N past where a run stops shows its last tick).
func TestRequestSeekPastTheStop(t *testing.T) {
	const bad = 777
	rep := fakeReplay(13, 1, 2000)
	rep.Ticks[bad].Commands = append(rep.Ticks[bad].Commands, replayio.Command{Type: "illegal"})
	hashes, _ := straightHashes(rep, newFakeMachine)
	slow := func(spec *replayio.RunSpec) (machine, error) {
		m, err := newFakeMachine(spec)
		if err == nil {
			m.(*fakeMachine).slow = 200 * time.Microsecond
		}
		return m, err
	}
	s, err := open(rep, Options{KeyframeInterval: 50}, slow)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.RequestSeek(1500); err != nil {
		t.Fatal(err)
	}
	if _, ok := s.Seeking(); !ok {
		t.Fatal("the request was served at once: the pass was not held back")
	}
	var uerr error
	for {
		_, uerr = s.Update(time.Millisecond)
		if _, ok := s.Seeking(); !ok {
			break
		}
		time.Sleep(time.Millisecond)
	}
	var serr *SimError
	if !errors.As(uerr, &serr) || serr.Tick != bad || s.Tick() != bad || s.Hash() != hashes[bad] {
		t.Fatalf("update: %v; at %d", uerr, s.Tick())
	}
}
