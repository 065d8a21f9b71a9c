package sim

import (
	"math"
	"math/bits"
)

// creatureGrid buckets the creature pool's active slots by position, so that the particle
// loop's creature_find_in_radius, and the projectile loop's list of the creatures a projectile
// may reach, look at the creatures near a particle or a projectile instead of all of them (a
// late-game frame has up to 128 particles, 96 projectiles and 384 creatures). It is only a
// filter: every candidate still takes the exact test, in slot order, as the native scans do.
//
// The grid is built from the pool when first needed in a particle or projectile update and
// kept in step with what the loop changes: a flame hit or a projectile hit can move its
// creature (the slot then moves to the grid's list of slots tested directly), and a kill that
// spawns creatures (a splitter's children) raises the pool's SpawnedCount, which rebuilds the
// grid. Creatures whose position or size is not finite are tested directly too. Nothing else
// in those loops moves a creature or makes one larger: creatures move in the creature update
// only, and a Shrinkifier hit only shrinks one.
type creatureGrid struct {
	// head is the first slot of each cell and next the next slot in the same cell, ascending,
	// both as slot+1 (0: none), so that a zero grid is empty.
	head     [creatureGridCells * creatureGridCells]int16
	next     [CreaturePoolSize]int16
	direct   [CreaturePoolSize]int16 // slots tested on every search
	nDirect  int
	isDirect [CreaturePoolSize]bool
	maxSize  float64 // the largest |size| of a bucketed creature
	spawned  int     // the pool's SpawnedCount when built
	built    bool
}

const (
	creatureGridCell   = 64.0   // world pixels per cell side
	creatureGridOrigin = -512.0 // world position of the first cell's edge; cells past either end clamp
	creatureGridCells  = 32     // cells per side: -512 .. 1536, the arena with 512 px around it
	// creatureGridMinLive: below this many live slots the plain scan is cheaper than a build.
	creatureGridMinLive = 48
)

// creatureGridCellOf is the cell column (or row) of a world coordinate, clamped to the grid (a
// coordinate that is not a number to the first cell). It clamps before converting, as a
// coordinate far off the grid would overflow the int.
func creatureGridCellOf(v float64) int {
	f := (v - creatureGridOrigin) * (1 / creatureGridCell)
	switch {
	case !(f >= 0):
		return 0
	case f >= creatureGridCells:
		return creatureGridCells - 1
	}
	return int(f) // f in [0, cells): the truncation is the floor
}

// finite reports whether v is neither infinite nor NaN: v-v is 0 for those only.
func finite(v float64) bool { return v-v == 0 }

// build buckets every active slot of the pool.
func (g *creatureGrid) build(pool *CreaturePool) {
	clear(g.head[:])
	for _, s := range g.direct[:g.nDirect] {
		g.isDirect[s] = false
	}
	g.nDirect, g.maxSize = 0, 0
	live := pool.live()
	maxSize := 0.0
	for i := len(live) - 1; i >= 0; i-- {
		c := &live[i]
		if !c.Active {
			continue
		}
		// All three finite: v-v is 0 for each, and a NaN from any one makes the sum NaN.
		if (c.Pos.X-c.Pos.X)+(c.Pos.Y-c.Pos.Y)+(c.Size-c.Size) != 0 {
			g.addDirect(i)
			continue
		}
		cell := creatureGridCellOf(c.Pos.Y)*creatureGridCells + creatureGridCellOf(c.Pos.X)
		g.next[i] = g.head[cell]
		g.head[cell] = int16(i + 1)
		// The sizes are finite here, so a plain comparison is max's result.
		if a := math.Abs(c.Size); a > maxSize {
			maxSize = a
		}
	}
	g.maxSize = maxSize
	g.spawned = pool.SpawnedCount
	g.built = true
}

// addDirect moves slot i out of the buckets' reach: it is tested on every search.
func (g *creatureGrid) addDirect(i int) {
	if !g.isDirect[i] {
		g.isDirect[i] = true
		g.direct[g.nDirect] = int16(i)
		g.nDirect++
	}
}

// moved notes that slot i changed position since the grid was built.
func (g *creatureGrid) moved(i int) {
	if g.built {
		g.addDirect(i)
	}
}

// find is particleFindCreature over the grid: the lowest slot within a particle's reach of
// pos, or -1. radius is in world pixels.
func (g *creatureGrid) find(pool *CreaturePool, pos Vec2, radius float64) int {
	live := pool.live()
	if len(live) < creatureGridMinLive || !finite(pos.X) || !finite(pos.Y) || !finite(radius) {
		return particleFindCreature(live, pos, radius)
	}
	if !g.built || g.spawned != pool.SpawnedCount {
		g.build(pool)
	}
	r := float32(radius)
	// No creature beyond this distance on either axis can pass (particleFindCreature's
	// pre-check, with the largest size), so the cells over pos ± far hold every candidate.
	far := radius + float64(g.maxSize*0.143) + 4.0
	x0, x1 := creatureGridCellOf(pos.X-far), creatureGridCellOf(pos.X+far)
	y0, y1 := creatureGridCellOf(pos.Y-far), creatureGridCellOf(pos.Y+far)
	best := -1
	for cy := y0; cy <= y1; cy++ {
		for cx := x0; cx <= x1; cx++ {
			for s := int(g.head[cy*creatureGridCells+cx]) - 1; s >= 0; s = int(g.next[s]) - 1 {
				if best >= 0 && s >= best {
					break // the cell's slots ascend
				}
				if !g.isDirect[s] && particleHits(&live[s], pos, radius, r) {
					best = s
					break
				}
			}
		}
	}
	for _, s16 := range g.direct[:g.nDirect] {
		if s := int(s16); (best < 0 || s < best) && s < len(live) && particleHits(&live[s], pos, radius, r) {
			best = s
		}
	}
	if creatureGridCheck != nil {
		creatureGridCheck(best, particleFindCreature(live, pos, radius))
	}
	return best
}

// creatureGridCheck, when set (tests only), is handed every grid search's result and the plain
// scan's.
var creatureGridCheck func(grid, scan int)

// targets fills t with the creatures a projectile at pos can reach for the rest of its flight
// this tick, as projectileFindCreature's scan lists them (every slot of the pool in slot order
// through the same test): here only the slots bucketed in the cells within that reach, and the
// ones tested directly, go through the test. It reports false when the scan is to do it (a
// small pool, or a position or reach that is not finite). The grid is built for the tick's
// first list: a build costs less than two scans of the pool, and a late-game tick with a crowd
// asks for some ten lists (survival-long-4p-911: 11 a tick on the ticks that ask for three
// or more).
func (g *creatureGrid) targets(pool *CreaturePool, t *projectileTargets, pos Vec2, radius, travel float64) bool {
	live := pool.live()
	if len(live) < creatureGridMinLive || !finite(pos.X) || !finite(pos.Y) || !finite(radius) || !finite(travel) {
		return false
	}
	if !g.built || g.spawned != pool.SpawnedCount {
		g.build(pool)
	}
	// No creature farther than this on an axis passes the test (its reach is at most the
	// largest size's); a pixel more keeps the cells' rounding out of it.
	far := travel + radius + (float64(g.maxSize*0.14285715) + 3.0) + 1.0 + 1.0
	x0, x1 := creatureGridCellOf(pos.X-far), creatureGridCellOf(pos.X+far)
	y0, y1 := creatureGridCellOf(pos.Y-far), creatureGridCellOf(pos.Y+far)
	// The candidates, as a set of slots read back in ascending order.
	var set [(CreaturePoolSize + 63) / 64]uint64
	for cy := y0; cy <= y1; cy++ {
		for cx := x0; cx <= x1; cx++ {
			for s := int(g.head[cy*creatureGridCells+cx]) - 1; s >= 0; s = int(g.next[s]) - 1 {
				set[s>>6] |= 1 << (s & 63)
			}
		}
	}
	for _, s := range g.direct[:g.nDirect] {
		set[s>>6] |= 1 << (s & 63)
	}
	n := 0
	reach := travel + radius // projectileMayReach's first sum, once for the list
	for wi, word := range set {
		for word != 0 {
			s := wi<<6 | bits.TrailingZeros64(word)
			word &= word - 1
			if s < len(live) && projectileMayReachFrom(&live[s], pos, reach) {
				t.slots[n] = int16(s)
				n++
			}
		}
	}
	t.n = n
	t.valid = true
	return true
}
