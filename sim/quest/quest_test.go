package quest

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// TestBumpHardcoreCounts is the port's test_apply_hardcore_spawn_table_adjustment (tests/
// test_quest_spawn_table_build.py) plus the +8 of every other multi-spawn entry
// (quest_start_selected, decompile 33017-33026).
func TestBumpHardcoreCounts(t *testing.T) {
	entries := []Entry{
		{SpawnID: 0x2b, Count: 2},
		{SpawnID: 0x3c, Count: 2},
		{SpawnID: 0x26, Count: 1},
		{SpawnID: 0x26, Count: 2},
		{SpawnID: 0x2b, Count: 1},
		{SpawnID: 0x41, Count: 0},
	}
	BumpHardcoreCounts(entries)
	var got []int
	for _, e := range entries {
		got = append(got, e.Count)
	}
	if want := []int{4, 2, 1, 10, 1, 0}; !reflect.DeepEqual(got, want) {
		t.Errorf("counts %v, want %v", got, want)
	}
}

// TestSpawnTableOwnsItsEntries builds a fixed-table quest twice in hardcore: the bump of the
// first table must not reach the second (the tables share nothing).
func TestSpawnTableOwnsItsEntries(t *testing.T) {
	q, _ := ByLevel(5, 10)
	p := Params{PlayerCount: 1, Hardcore: true}
	first, err := q.SpawnTable(&crand{}, p)
	if err != nil {
		t.Fatal(err)
	}
	second, err := q.SpawnTable(&crand{}, p)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(first, second) {
		t.Fatalf("second table %v differs from the first %v", second, first)
	}
	// The Gathering's second entry is 2 splitters: 10 in hardcore.
	if first[1].Count != 10 {
		t.Errorf("entry 1 count %d, want 10", first[1].Count)
	}
}

func TestBuildRejectsPlayerCounts(t *testing.T) {
	q, _ := ByLevel(2, 3) // its rows are players+4 and players+7 long
	for _, n := range []int{0, -1, 5, 1 << 30} {
		if _, err := q.Build(&crand{}, Params{PlayerCount: n}); !errors.Is(err, ErrPlayerCount) {
			t.Errorf("players %d: err %v, want ErrPlayerCount", n, err)
		}
		if _, err := q.SpawnTable(&crand{}, Params{PlayerCount: n, Hardcore: true}); !errors.Is(err, ErrPlayerCount) {
			t.Errorf("players %d, hardcore: err %v, want ErrPlayerCount", n, err)
		}
	}
}

// TestLookup checks the 50 quests' order and numbers and the native builder names of the
// decompile's quest_database_init (docs/re/static/reference/quest-builders.md in the port).
func TestLookup(t *testing.T) {
	all := All()
	if len(all) != 50 {
		t.Fatalf("%d quests", len(all))
	}
	for i, q := range all {
		major, minor := i/10+1, i%10+1
		if q.Major != major || q.Minor != minor || q.Level() != strconv.Itoa(major)+"."+strconv.Itoa(minor) {
			t.Errorf("quest %d is %s", i, q.Level())
		}
		if !strings.HasPrefix(q.Builder, "quest_build_") || q.build == nil {
			t.Errorf("quest %s: builder %q", q.Level(), q.Builder)
		}
		if got, ok := ByLevel(major, minor); !ok || got.Level() != q.Level() {
			t.Errorf("ByLevel(%d, %d) = %s, %v", major, minor, got.Level(), ok)
		}
	}
	for _, b := range [][2]int{{0, 1}, {6, 1}, {1, 0}, {1, 11}, {-1, -1}} {
		if _, ok := ByLevel(b[0], b[1]); ok {
			t.Errorf("ByLevel(%d, %d) found a quest", b[0], b[1])
		}
	}
	for level, name := range map[[2]int]string{
		{1, 10}: "quest_build_8_legged_terror", {2, 5}: "quest_build_sweep_stakes",
		{3, 3}: "quest_build_the_killing", {4, 10}: "quest_build_the_end_of_all",
		{5, 9}: "quest_build_nagolipoli",
	} {
		if q, _ := ByLevel(level[0], level[1]); q.Builder != name {
			t.Errorf("quest %s builder %s, want %s", q.Level(), q.Builder, name)
		}
	}
	// All hands out copies.
	all[0].Title = "changed"
	if q, _ := ByLevel(1, 1); q.Title != "Land Hostile" {
		t.Errorf("All's result aliases the table: 1.1 is %q", q.Title)
	}
}
