package sim

import (
	"math"
	"path/filepath"
	"testing"

	"crdplayer/replayio"
)

// TestQuestTableCounts steps every quest run of testdata/quests and checks, after every tick,
// that the table's kept counts (the next entry to fire, the least trigger time left, what is left to spawn) are what a scan
// of the entries finds.
func TestQuestTableCounts(t *testing.T) {
	paths, err := filepath.Glob("../testdata/quests/*.crd")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no quest runs: %v", err)
	}
	firedIn := 0 // runs in which an entry fired
	for _, path := range paths {
		r, err := replayio.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		w, _, err := NewFromReplay(r)
		if err != nil {
			t.Fatal(err)
		}
		_, before := w.Quest.SpawnsLeft()
		fired := false
		for i := range r.Ticks {
			if _, err := w.StepTraced(&r.Ticks[i], nil); err != nil {
				break // a run whose simulation stops: the ticks before it were checked
			}
			q := &w.Quest
			first, creatures, entries, next := q.EntryCount, 0, 0, math.MaxInt
			for k, e := range q.Entries[:q.EntryCount] {
				if e.Count > 0 {
					first = min(first, k)
					next = min(next, e.TriggerMs)
					creatures += e.Count
					entries++
				}
			}
			if gc, ge := q.SpawnsLeft(); gc != creatures || ge != entries || q.firstLive != first || q.tableEmpty() != (entries == 0) || q.nextTriggerMs != next {
				t.Fatalf("%s tick %d: kept %d creatures in %d entries, first %d, next at %d ms, empty %v; scanned %d in %d, first %d, next at %d ms",
					filepath.Base(path), i, gc, ge, q.firstLive, q.nextTriggerMs, q.tableEmpty(), creatures, entries, first, next)
			}
			fired = fired || entries < before
		}
		if fired {
			firedIn++
		}
	}
	if firedIn < len(paths)/2 {
		t.Errorf("entries fired in %d of %d runs", firedIn, len(paths))
	}
}
