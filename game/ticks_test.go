package game

import (
	"errors"
	"io"
	"strings"
	"testing"

	"crdplayer/game/trace"
)

func TestTickNumbering(t *testing.T) {
	for _, c := range []struct {
		pos, tick int
		label     string
	}{{0, -1, "start"}, {1, 0, "tick 0"}, {1501, 1500, "tick 1500"}} {
		if got := TickOfPos(c.pos); got != c.tick {
			t.Errorf("TickOfPos(%d) = %d, want %d", c.pos, got, c.tick)
		}
		if got := PosOfTick(c.tick); got != c.pos {
			t.Errorf("PosOfTick(%d) = %d, want %d", c.tick, got, c.pos)
		}
		if got := TickLabel(c.pos); got != c.label {
			t.Errorf("TickLabel(%d) = %q, want %q", c.pos, got, c.label)
		}
	}
}

func TestFormatClock(t *testing.T) {
	for ms, want := range map[int64]string{
		0: "0:00.0", 99: "0:00.0", 100: "0:00.1", 83_400: "1:23.4", 83_499: "1:23.4", 59_999: "0:59.9",
		60_000: "1:00.0", 3_723_500: "1:02:03.5", 111_716: "1:51.7", -1500: "-0:01.5",
	} {
		if got := FormatClock(ms); got != want {
			t.Errorf("FormatClock(%d) = %q, want %q", ms, got, want)
		}
	}
}

func TestParseTarget(t *testing.T) {
	for in, want := range map[string]Target{
		"5000":       {Kind: TargetTick, Tick: 5000},
		" 0 ":        {Kind: TargetTick, Tick: 0},
		"start":      {Kind: TargetStart},
		"END":        {Kind: TargetEnd},
		"1:23.4":     {Kind: TargetTime, Ms: 83_400},
		"1:23":       {Kind: TargetTime, Ms: 83_000},
		"0:05.25":    {Kind: TargetTime, Ms: 5_250},
		"1:02:03.5":  {Kind: TargetTime, Ms: 3_723_500},
		"83.4s":      {Kind: TargetTime, Ms: 83_400},
		"83s":        {Kind: TargetTime, Ms: 83_000},
		"83.456":     {Kind: TargetTime, Ms: 83_456},
		".5":         {Kind: TargetTime, Ms: 500},
		"+120":       {Kind: TargetTicksBy, Ticks: 120},
		"-30":        {Kind: TargetTicksBy, Ticks: -30},
		"+ 7":        {Kind: TargetTicksBy, Ticks: 7},
		"+5s":        {Kind: TargetTimeBy, Ms: 5000},
		"-0:30":      {Kind: TargetTimeBy, Ms: -30_000},
		"-1:00:00.0": {Kind: TargetTimeBy, Ms: -3_600_000},
	} {
		got, err := ParseTarget(in)
		if err != nil || got != want {
			t.Errorf("ParseTarget(%q) = %+v, %v; want %+v", in, got, err, want)
		}
	}
	for in, msg := range map[string]string{
		"":            "nothing typed",
		"+":           "a number must follow the sign",
		"abc":         "not a tick",
		"12x":         "not a tick",
		"1:75":        "not a time",
		"1:60:00":     "not a time",
		"1:23.4567":   "millisecond precision",
		"1:23s":       "not a time",
		"1..2":        "not a time",
		"99999999999": "more than 16777216 ticks",
		"9999:00:00":  "more than",
		"1:2:3:4":     "not a time",
		"--5":         "not a tick",
	} {
		if _, err := ParseTarget(in); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("ParseTarget(%q) = %v, want an error saying %q", in, err, msg)
		}
	}
}

func TestTargetResolve(t *testing.T) {
	// A quest-like clock: 16 ms a tick, held at 48 for positions 3..5 (nothing alive).
	clock := NewClock([]int32{0, 16, 32, 48, 48, 48, 64, 80, 96, 112, 128})
	const length, limit = 10, 10
	ok := func(in string, pos, want int) {
		t.Helper()
		tg, err := ParseTarget(in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := tg.Resolve(pos, limit, length, clock)
		if err != nil || got != want {
			t.Errorf("%q from %d: %d, %v; want %d", in, pos, got, err, want)
		}
	}
	ok("0", 5, 1)
	ok("9", 0, 10)
	ok("start", 7, 0)
	ok("end", 0, 10)
	ok("+2", 5, 7)
	ok("-5", 5, 0)
	ok("0.048", 0, 3)  // the first position the clock reads 48 ms at
	ok("0.049", 0, 6)  // then 64
	ok("0s", 9, 0)     // time 0 is the start
	ok("+0.016", 4, 6) // from 48 ms: 64 ms, first at 6
	ok("-0.032", 7, 3) // from 80 ms: 48 ms, first read at position 3
	outside := func(in string, pos, lim, nearest int, reason string) {
		t.Helper()
		tg, err := ParseTarget(in)
		if err != nil {
			t.Fatal(err)
		}
		_, err = tg.Resolve(pos, lim, length, clock)
		var oe *OutsideError
		if !errors.As(err, &oe) || oe.Nearest != nearest || !strings.Contains(oe.Reason, reason) {
			t.Errorf("%q from %d: %v, want outside, nearest %d, saying %q", in, pos, err, nearest, reason)
		}
	}
	outside("10", 0, limit, 10, "tick 10 is past the file's last tick, 9")
	outside("+20", 3, limit, 10, "past the file's last tick")
	outside("-4", 3, limit, 0, "before the run start")
	outside("5", 0, 4, 4, "tick 5 is past where the simulation stops (tick 3 is its last state)")
	outside("1:00", 0, limit, 10, "1:00.0 is past the clock's 0:00.1 at tick 9")
	outside("-1s", 2, limit, 0, "before the run start")
	// A step back past the start names the step from the clock's time, not a time of 0:00.0.
	outside("-1s", 2, limit, 0, "0:00.0 -1.0 s is before the run start")
}

// TestSessionClockIsTheTrace checks the session's clock against the trace's elapsed_ms at every
// tick of two quest runs, one whose timeline holds still while nothing is alive: position t+1 reads record t's elapsed_ms, the end reads the result's, and
// each time maps back to the first position that reads it.
func TestSessionClockIsTheTrace(t *testing.T) {
	for _, name := range []string{"../testdata/quests/quest-1.6-idle-51.crd", "../testdata/quests/quest-1.1-pilot-1037.crd"} {
		rep := readRef(t, name)
		s, err := Open(rep, Options{})
		if err != nil {
			t.Fatal(err)
		}
		s.Wait()
		clock := s.Timeline().Clock
		s.Close()
		if clock.Len() != s.Len()+1 {
			t.Fatalf("%s: clock of %d positions, run of %d ticks", name, clock.Len(), s.Len())
		}
		tr, err := trace.OpenForRun(trace.SidecarPath(name), s.Len())
		if err != nil {
			t.Fatal(err)
		}
		held := 0
		prev := int64(-1)
		for {
			rec, err := tr.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			pos := PosOfTick(int(rec.T))
			if ms, _ := clock.Ms(pos); ms != rec.ElapsedMs {
				t.Fatalf("%s: clock at %s is %d ms, the trace says %d", name, TickLabel(pos), ms, rec.ElapsedMs)
			}
			first, ok := clock.PosAt(rec.ElapsedMs)
			if rec.ElapsedMs == prev {
				held++
			} else if !ok || first != pos {
				t.Fatalf("%s: %d ms maps to position %d, want %d (the first reading it)", name, rec.ElapsedMs, first, pos)
			}
			prev = rec.ElapsedMs
		}
		tr.Close()
		if ms, _ := clock.Ms(s.Len()); ms != rep.Result.ElapsedMs {
			t.Errorf("%s: clock at the end %d ms, the result's elapsed_ms %d", name, ms, rep.Result.ElapsedMs)
		}
		t.Logf("%s: the clock holds still on %d ticks", name, held)
		if name == "../testdata/quests/quest-1.6-idle-51.crd" && held == 0 {
			t.Errorf("%s: the clock never held still; the test wants a run where it does", name)
		}
	}
}
