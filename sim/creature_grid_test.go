package sim

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"crdplayer/replayio"
)

// TestCreatureGridFindsWhatTheScanFinds plays every reference run and checks each grid search
// against the plain slot-order scan: a particle's creature (flames and bubbles meeting crowds),
// and a projectile's list of the creatures it may reach (slots and order).
func TestCreatureGridFindsWhatTheScanFinds(t *testing.T) {
	searches, differ := 0, 0
	creatureGridCheck = func(grid, scan int) {
		searches++
		if grid != scan {
			differ++
		}
	}
	lists, listsDiffer, listed := 0, 0, 0
	projectileTargetsCheck = func(list, scan projectileTargets) {
		lists++
		listed += list.n
		if !slices.Equal(list.slots[:list.n], scan.slots[:scan.n]) {
			listsDiffer++
		}
	}
	defer func() { creatureGridCheck, projectileTargetsCheck = nil, nil }()
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
	if listsDiffer > 0 {
		t.Errorf("%d of %d projectile target lists differ from the scan's", listsDiffer, lists)
	}
	if lists < 50000 || listed < 10000 {
		t.Errorf("only %d projectile target lists (%d slots): the runs no longer exercise them", lists, listed)
	}
	t.Logf("%d grid searches and %d projectile target lists (%d slots) agree with the scan", searches, lists, listed)
}

// TestCreatureGridTargetsFollowMoves: a projectile's target list from the grid equals the scan's
// on a crowd of creatures, after creatures are shoved far across the arena (noted with moved),
// killed, or given a position that is not finite.
func TestCreatureGridTargetsFollowMoves(t *testing.T) {
	var pool CreaturePool
	rng := rand.New(rand.NewPCG(9, 10))
	for range 200 {
		pos := Vec2{rng.Float64()*1200 - 100, rng.Float64()*1200 - 100}
		pool.spawnInit(&CreatureInit{Pos: pos, TypeID: 2, Health: 50, MaxHealth: 50, Size: 20 + rng.Float64()*60}, nil)
	}
	var grid creatureGrid
	check := func(what string) {
		t.Helper()
		for range 500 {
			pos := Vec2{rng.Float64()*1100 - 50, rng.Float64()*1100 - 50}
			radius, travel := rng.Float64()*10, rng.Float64()*60
			var list, scan projectileTargets
			if !grid.targets(&pool, &list, pos, radius, travel) {
				t.Fatalf("%s: the grid declines a search", what)
			}
			for ci := range pool.live() {
				if projectileMayReach(&pool.Entries[ci], pos, radius, travel) {
					scan.slots[scan.n] = int16(ci)
					scan.n++
				}
			}
			if !slices.Equal(list.slots[:list.n], scan.slots[:scan.n]) {
				t.Fatalf("%s: at %v the grid lists %v, the scan %v", what, pos, list.slots[:list.n], scan.slots[:scan.n])
			}
		}
	}
	check("built")
	for i := 0; i < 200; i += 7 {
		c := &pool.Entries[i]
		c.Pos = Vec2{1024 - c.Pos.X, 1024 - c.Pos.Y}
		grid.moved(i)
	}
	check("moved")
	for i := 3; i < 200; i += 11 {
		pool.Entries[i].Active = false
	}
	check("killed")
	pool.Entries[5].Pos.X = math.NaN()
	pool.Entries[6].Pos.Y = math.Inf(1)
	grid.moved(5)
	grid.moved(6)
	check("not finite")
}
