package sim

import (
	"path/filepath"
	"testing"

	"crdplayer/replayio"
)

// TestCreatureGridFindsWhatTheScanFinds plays every reference run whose flames or bubbles meet
// crowds and checks each grid search against the plain slot-order scan.
func TestCreatureGridFindsWhatTheScanFinds(t *testing.T) {
	searches, differ := 0, 0
	creatureGridCheck = func(grid, scan int) {
		searches++
		if grid != scan {
			differ++
		}
	}
	defer func() { creatureGridCheck = nil }()
	var files []string
	for _, dir := range []string{"reference", "extra", "quests", "settings"} {
		more, _ := filepath.Glob("../testdata/" + dir + "/*.crd")
		files = append(files, more...)
	}
	more, _ := filepath.Glob("testdata/perkruns/*.crd")
	files = append(files, more...)
	for _, path := range files {
		r, err := replayio.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		w, _, err := NewFromReplay(r)
		if err != nil {
			continue // a mode or setting the simulation refuses
		}
		for i := range r.Ticks {
			if _, err := w.Step(&r.Ticks[i]); err != nil {
				break
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d grid searches differ from the scan", differ, searches)
	}
	if searches < 10000 {
		t.Errorf("only %d grid searches: the runs no longer exercise it", searches)
	}
	t.Logf("%d grid searches agree with the scan", searches)
}
