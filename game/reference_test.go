package game

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"testing"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim/quest"
)

// refDirs are the folders of reference runs with traces the session tests play: each has an
// index.jsonl, one line per run.
var refDirs = []string{"../testdata/reference", "../testdata/settings", "../testdata/quests", "../testdata/tutorial", "../testdata/typo"}

// refRun is one line of an index.jsonl; File is the run's path from the package.
type refRun struct {
	File     string         `json:"file"`
	SHA256   string         `json:"sha256"`
	Ticks    int            `json:"ticks"`
	Players  int            `json:"players"`
	Commands map[string]int `json:"commands"`
}

func referenceRuns(t testing.TB) []refRun {
	t.Helper()
	var out []refRun
	for _, dir := range refDirs {
		f, err := os.Open(filepath.Join(dir, "index.jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var r refRun
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
				t.Fatal(err)
			}
			r.File = filepath.Join(dir, r.File)
			out = append(out, r)
		}
		f.Close()
	}
	if len(out) == 0 {
		t.Fatal("no reference runs")
	}
	return out
}

func readRef(t testing.TB, name string) *replayio.Replay {
	t.Helper()
	rep, err := replayio.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// TestReferenceRuns opens a session on every reference run, with its trace, and checks:
//
//   - seek equals straight play: at least 1000 random seeks in all (backwards, forwards, repeated,
//     to 0 and to the last tick), half while the pass still runs, land on the state the pass (a
//     straight play on its own machine) reached there, by hash; a seek past a simulation error
//     reports it and stays put;
//   - the timeline: every perk_menu_open and perk_pick command is an event on its tick, a pick's
//     perk is the offer it chose, one series sample per second, and over the ticks where our
//     state equals the trace's, the events and samples are the trace's (checkAgainstTrace);
//   - the verification names the run and, when the trace agrees to the end, the run's end sits
//     at the trace's end_tick.
func TestReferenceRuns(t *testing.T) {
	runs := referenceRuns(t)
	seeks, landed := 0, 0
	for i, ref := range runs {
		t.Run(ref.File, func(t *testing.T) {
			rep := readRef(t, ref.File)
			path := ref.File
			r := rand.New(rand.NewPCG(uint64(i), 4))
			n := 1 + 1100/len(runs)
			targets := seekTargets(r, len(rep.Ticks), n)
			need := map[int]bool{}
			for _, p := range targets {
				need[p] = true
			}
			var mu sync.Mutex
			straight := map[int]uint64{}
			opts := Options{TracePath: trace.SidecarPath(path)}
			opts.passHook = func(pos int, m machine) {
				if need[pos] {
					h := m.hash()
					mu.Lock()
					straight[pos] = h
					mu.Unlock()
				}
			}
			s, err := Open(rep, opts)
			if err != nil {
				t.Fatalf("the simulation cannot start this run: %v", err)
			}
			defer s.Close()

			type seek struct {
				target, tick int
				hash         uint64
				err          error
			}
			var done []seek
			for k, p := range targets {
				if k == n/2 {
					s.Wait()
				}
				err := s.Seek(p)
				done = append(done, seek{p, s.Tick(), s.Hash(), err})
			}
			s.Wait()
			limit := s.Limit()
			for k, sk := range done {
				switch {
				case sk.target <= limit:
					if sk.err != nil || sk.tick != sk.target || sk.hash != straight[sk.target] {
						t.Fatalf("seek %d to %d: at %d, err %v, hash equal %v", k, sk.target, sk.tick, sk.err, sk.hash == straight[sk.target])
					}
					landed++
				case sk.err == nil || (k > 0 && sk.tick != done[k-1].tick):
					t.Fatalf("seek %d to %d past the simulation error at %d: at %d, err %v", k, sk.target, limit, sk.tick, sk.err)
				}
			}
			seeks += len(done)
			checkTimeline(t, rep, ref, path, s)
		})
	}
	if seeks < 1000 || landed < 1000 {
		t.Fatalf("%d seeks, %d landed", seeks, landed)
	}
}

func checkTimeline(t *testing.T, rep *replayio.Replay, ref refRun, path string, s *Session) {
	tl := s.Timeline()
	v, ok := s.Verification()
	if !ok || v.SHA256 != ref.SHA256 || v.Ticks != ref.Ticks {
		t.Fatalf("verification %+v", v)
	}
	limit := s.Limit()
	var opens, picks []int
	for i, tk := range rep.Ticks[:limit] {
		for _, c := range tk.Commands {
			switch c.Type {
			case replayio.CmdPerkMenuOpen:
				opens = append(opens, i+1)
			case replayio.CmdPerkPick:
				picks = append(picks, i+1)
			}
		}
	}
	if limit == len(rep.Ticks) && (len(opens) != ref.Commands[replayio.CmdPerkMenuOpen] || len(picks) != ref.Commands[replayio.CmdPerkPick]) {
		t.Fatalf("%d opens, %d picks in the file; index %v", len(opens), len(picks), ref.Commands)
	}
	ticksOf := func(k EventKind) []int {
		var out []int
		for _, e := range tl.EventsOf(k) {
			out = append(out, e.Tick)
		}
		return out
	}
	if got := ticksOf(EventPerkMenuOpen); !slices.Equal(got, opens) {
		t.Errorf("perk menu opens at %v, commands at %v", got, opens)
	}
	if got := ticksOf(EventPerkPick); !slices.Equal(got, picks) {
		t.Errorf("perk picks at %v, commands at %v", got, picks)
	}
	for _, e := range tl.EventsOf(EventPerkPick) {
		if e.Choice < 0 || e.Choice >= len(e.Choices) || e.Choices[e.Choice] != e.Value {
			t.Errorf("pick %+v: the picked perk is not the chosen offer", e)
		}
	}
	if want := SeriesSamples(limit, len(rep.Ticks)); len(tl.Series.Kills) != want || len(tl.Series.Health[0]) != want {
		t.Errorf("%d samples, want %d", len(tl.Series.Kills), want)
	}
	if v.Simulated == v.Ticks && v.Trace != nil && v.Trace.Divergence == nil && v.Trace.Err == nil {
		tr, err := trace.Open(trace.SidecarPath(path))
		if err != nil {
			t.Fatal(err)
		}
		tr.Close()
		ends := ticksOf(EventRunEnd)
		if tr.Header.EndTick == nil && len(ends) != 0 || tr.Header.EndTick != nil && !slices.Equal(ends, []int{*tr.Header.EndTick + 1}) {
			t.Errorf("run end at %v, trace end_tick %v", ends, tr.Header.EndTick)
		}
	}
	checkAgainstTrace(t, rep, path, tl, v)
	t.Logf("verified %v, simulated %d/%d, mismatches %v, trace compared %d, divergence %v, err %v",
		v.Verified, v.Simulated, v.Ticks, v.Mismatches, v.Trace.Compared, v.Trace.Divergence, v.Err)
}

// checkAgainstTrace compares the timeline with the trace over the ticks where the trace check
// found our state equal to the trace's (before the first divergence): level-ups, weapon changes
// and player deaths are the transitions of the traced players, and each series sample is the
// traced state at its position.
func checkAgainstTrace(t *testing.T, rep *replayio.Replay, path string, tl Timeline, v Verification) {
	t.Helper()
	if v.Trace == nil || v.Trace.Err != nil {
		t.Fatalf("trace check %+v", v.Trace)
	}
	agreed := v.Trace.Compared // positions 1..agreed are traced states equal to ours
	tr, err := trace.Open(trace.SidecarPath(path))
	if err != nil {
		t.Fatal(err)
	}
	defer tr.Close()
	type key struct {
		kind         EventKind
		tick, player int
		value        int
	}
	var want, got []key
	for _, e := range tl.Events {
		if e.Tick <= agreed && (e.Kind == EventLevelUp || e.Kind == EventWeaponChange || e.Kind == EventDeath) {
			got = append(got, key{e.Kind, e.Tick, e.Player, e.Value})
		}
	}
	// Position 0 is the run start (REFERENCE.md): every player at level 1 with full health and
	// the pistol (weapon 1), or in a quest the quest's start weapon.
	startWeapon := int64(1)
	if ql := rep.Run.QuestLevel; ql != nil {
		q, ok := quest.ByLevel(ql.Major, ql.Minor)
		if !ok {
			t.Fatalf("quest %d.%d", ql.Major, ql.Minor)
		}
		startWeapon = int64(max(1, q.StartWeaponID))
	}
	prev := &trace.Record{Players: make([]trace.Player, len(tl.Series.Health))}
	for p := range prev.Players {
		prev.Players[p] = trace.Player{Health: 100, Level: 1, Weapon: startWeapon}
	}
	for i := 0; i < agreed; i++ {
		rec, err := tr.Next()
		if err != nil {
			t.Fatal(err)
		}
		pos := i + 1
		for p := range rec.Players {
			a, b := &prev.Players[p], &rec.Players[p]
			if b.Weapon != a.Weapon {
				want = append(want, key{EventWeaponChange, pos, p, int(b.Weapon)})
			}
			if b.Level != a.Level {
				want = append(want, key{EventLevelUp, pos, p, int(b.Level)})
			}
			if a.Health > 0 && b.Health <= 0 {
				want = append(want, key{EventDeath, pos, p, 0})
			}
		}
		if pos%SeriesInterval == 0 {
			k := pos / SeriesInterval
			if tl.Series.Kills[k] != rec.Kills || int64(tl.Series.Creatures[k]) != rec.Creatures {
				t.Errorf("sample %d: kills %d creatures %d, trace %d %d", k, tl.Series.Kills[k], tl.Series.Creatures[k], rec.Kills, rec.Creatures)
			}
			for p := range rec.Players {
				if tl.Series.Health[p][k] != rec.Players[p].Health || tl.Series.Experience[p][k] != rec.Players[p].XP {
					t.Errorf("sample %d player %d: health %v xp %d, trace %v %d", k, p, tl.Series.Health[p][k], tl.Series.Experience[p][k], rec.Players[p].Health, rec.Players[p].XP)
				}
			}
		}
		prev = rec
	}
	// Within a tick the timeline orders by kind; compare as sets per tick.
	order := func(ks []key) {
		sort.Slice(ks, func(i, j int) bool {
			a, b := ks[i], ks[j]
			if a.tick != b.tick {
				return a.tick < b.tick
			}
			if a.kind != b.kind {
				return a.kind < b.kind
			}
			return a.player < b.player
		})
	}
	order(want)
	order(got)
	if !slices.Equal(want, got) {
		t.Errorf("events over the %d agreed ticks:\n got %v\nwant %v", agreed, got, want)
	}
}
