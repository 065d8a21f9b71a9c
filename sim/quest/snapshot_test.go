package quest

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// portSnapshot is one quest of the port's own builder test (tests/test_quests_snapshot.py at the
// pinned commit): its definition and the entries its builder returns for one player with
// full_version (the hardcore flag) set and no hardcore bump, floats rounded to 9 decimals.
type portSnapshot struct {
	level                             string
	title                             string
	timeLimitMs, startWeapon          int
	unlockPerk, unlockWeapon          int // 0 where the snapshot says None
	terrain                           [3]int
	builderAddress                    uint32
	entries                           [][6]float64
	terrainSeen, perkSeen, weaponSeen bool
}

// readPortSnapshots parses the syrupy snapshot file (testdata/test_quests_snapshot.ambr.gz,
// the port's tests/__snapshots__/test_quests_snapshot.ambr), one line per field.
func readPortSnapshots(t *testing.T) map[string]*portSnapshot {
	t.Helper()
	f, err := os.Open("testdata/test_quests_snapshot.ambr.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*portSnapshot{}
	var cur *portSnapshot
	var entry *[6]float64
	inEntries := false
	terrainAt := -1
	sc := bufio.NewScanner(gz)
	lineNo := 0
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("snapshot line %d: %s", lineNo, fmt.Sprintf(format, args...))
	}
	// value is the number at the end of "'key': V," or "<Enum.NAME: V>,".
	value := func(s string) float64 {
		s = strings.TrimSuffix(strings.TrimSpace(s), ",")
		if i := strings.LastIndex(s, ": "); strings.HasPrefix(s, "<") && i >= 0 {
			s = strings.TrimSuffix(s[i+2:], ">")
		}
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			fail("%v", err)
		}
		return v
	}
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if name, ok := strings.CutPrefix(line, "# name: test_quest_builders_snapshot[quest_"); ok {
			cur = &portSnapshot{level: strings.TrimSuffix(name, "]")}
			out[cur.level] = cur
			continue
		}
		if cur == nil {
			continue
		}
		if terrainAt >= 0 {
			if line == ")," {
				if terrainAt != 3 {
					fail("terrain_ids of %d values", terrainAt)
				}
				terrainAt = -1
				cur.terrainSeen = true
				continue
			}
			if terrainAt > 2 {
				fail("terrain_ids of more than 3 values")
			}
			cur.terrain[terrainAt] = int(value(line))
			terrainAt++
			continue
		}
		switch {
		case line == "'entries': list([":
			inEntries = true
			continue
		case inEntries && line == "]),":
			inEntries = false
			continue
		case inEntries && line == "dict({":
			cur.entries = append(cur.entries, [6]float64{})
			entry = &cur.entries[len(cur.entries)-1]
			continue
		case inEntries && line == "}),":
			entry = nil
			continue
		}
		key, rest, ok := strings.Cut(line, ": ")
		if !ok {
			continue
		}
		key = strings.Trim(key, "'")
		if inEntries {
			if entry == nil {
				fail("entry field outside an entry")
			}
			col := map[string]int{"x": 0, "y": 1, "heading": 2, "spawn_id": 3, "trigger_ms": 4, "count": 5}
			i, ok := col[key]
			if !ok {
				fail("entry field %q", key)
			}
			entry[i] = value(rest)
			continue
		}
		switch key {
		case "builder_address":
			cur.builderAddress = uint32(value(rest))
		case "level":
			if got := strings.Trim(strings.TrimSuffix(rest, ","), "'"); got != cur.level {
				fail("level %s in the block of %s", got, cur.level)
			}
		case "title":
			cur.title = strings.Trim(strings.TrimSuffix(rest, ","), "'")
		case "time_limit_ms":
			cur.timeLimitMs = int(value(rest))
		case "start_weapon_id":
			cur.startWeapon = int(value(rest))
		case "unlock_perk_id", "unlock_weapon_id":
			v := 0
			if rest != "None," {
				v = int(value(rest))
			}
			if key == "unlock_perk_id" {
				cur.unlockPerk, cur.perkSeen = v, true
			} else {
				cur.unlockWeapon, cur.weaponSeen = v, true
			}
		case "terrain_ids":
			terrainAt = 0
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// round9 is Python's round(v, 9): the double nearest v rounded to 9 decimals.
func round9(v float64) float64 {
	r, _ := strconv.ParseFloat(strconv.FormatFloat(v, 'f', 9, 64), 64)
	return r
}

// TestPortSnapshot checks every quest's definition against the port's own snapshot test, and
// the builders that do not draw against its entries (one player, hardcore builder flag set, no
// bump). The five drawing builders' snapshot entries come from Python's random there, which
// the game does not use; the reference runs check those.
func TestPortSnapshot(t *testing.T) {
	snaps := readPortSnapshots(t)
	if len(snaps) != 50 {
		t.Fatalf("%d quests in the snapshot, want 50", len(snaps))
	}
	drawing := map[string]bool{"1.3": true, "1.6": true, "2.5": true, "3.3": true, "3.9": true}
	for _, q := range All() {
		s := snaps[q.Level()]
		if s == nil {
			t.Errorf("quest %s not in the snapshot", q.Level())
			continue
		}
		if !s.terrainSeen || !s.perkSeen || !s.weaponSeen || s.title == "" || s.timeLimitMs == 0 {
			t.Fatalf("quest %s: snapshot block incomplete", q.Level())
		}
		got := fmt.Sprintf("%q %d ms, weapon %d, unlock perk %d weapon %d, terrain %v, builder at %#x",
			q.Title, q.TimeLimitMs, q.StartWeaponID, q.UnlockPerkID, q.UnlockWeaponID, q.TerrainIDs, q.BuilderAddress)
		want := fmt.Sprintf("%q %d ms, weapon %d, unlock perk %d weapon %d, terrain %v, builder at %#x",
			s.title, s.timeLimitMs, s.startWeapon, s.unlockPerk, s.unlockWeapon, s.terrain, s.builderAddress)
		if got != want {
			t.Errorf("quest %s: %s\n  port: %s", q.Level(), got, want)
		}
		if drawing[q.Level()] {
			continue
		}
		r := crand{}
		entries, err := q.Build(&r, Params{PlayerCount: 1, Hardcore: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.draws != 0 {
			t.Errorf("quest %s drew %d times", q.Level(), r.draws)
		}
		rounded := make([]Entry, len(entries))
		for i, e := range entries {
			rounded[i] = e
			rounded[i].X, rounded[i].Y, rounded[i].Heading = round9(e.X), round9(e.Y), round9(e.Heading)
			if rounded[i].Heading == 0 {
				rounded[i].Heading = 0 // the snapshot rounds -0.0 as Python does; compare as 0
			}
		}
		want9 := make([][6]float64, len(s.entries))
		for i, e := range s.entries {
			want9[i] = e
			if want9[i][2] == 0 {
				want9[i][2] = 0
			}
		}
		if d := diffEntries(rounded, want9); d != "" {
			t.Errorf("quest %s: %s", q.Level(), d)
		}
	}
}
