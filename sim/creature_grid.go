package sim

import "math"

// creatureGrid buckets the creature pool's active slots by position, so that the particle
// loop's creature_find_in_radius looks at the creatures near a particle instead of all of them
// (a late-game frame has up to 128 particles and 384 creatures). It is only a filter: every
// candidate still takes the exact test, and the search returns the lowest slot that passes,
// as the native scan in slot order does.
//
// The grid is built from the pool when first needed in a particle update and kept in step
// with what the loop changes: a flame hit moves its creature (the slot then moves to the
// grid's list of slots tested directly), and a kill that spawns creatures (a splitter's
// children) raises the pool's SpawnedCount, which rebuilds the grid. Creatures whose position
// or size is not finite are tested directly too.
type creatureGrid struct {
	head     [creatureGridCells * creatureGridCells]int16 // first slot of each cell, -1 none
	next     [CreaturePoolSize]int16                      // next slot in the same cell, ascending
	direct   [CreaturePoolSize]int16                      // slots tested on every search
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

// creatureGridCellOf is the cell column (or row) of a world coordinate, clamped to the grid.
func creatureGridCellOf(v float64) int {
	c := int(math.Floor((v - creatureGridOrigin) / creatureGridCell))
	return min(max(c, 0), creatureGridCells-1)
}

func finite(v float64) bool { return !math.IsNaN(v) && !math.IsInf(v, 0) }

// build buckets every active slot of the pool.
func (g *creatureGrid) build(pool *CreaturePool) {
	for i := range g.head {
		g.head[i] = -1
	}
	for _, s := range g.direct[:g.nDirect] {
		g.isDirect[s] = false
	}
	g.nDirect, g.maxSize = 0, 0
	live := pool.live()
	for i := len(live) - 1; i >= 0; i-- {
		c := &live[i]
		if !c.Active {
			continue
		}
		if !finite(c.Pos.X) || !finite(c.Pos.Y) || !finite(c.Size) {
			g.addDirect(i)
			continue
		}
		cell := creatureGridCellOf(c.Pos.Y)*creatureGridCells + creatureGridCellOf(c.Pos.X)
		g.next[i] = g.head[cell]
		g.head[cell] = int16(i)
		g.maxSize = max(g.maxSize, math.Abs(c.Size))
	}
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
			for s := int(g.head[cy*creatureGridCells+cx]); s >= 0; s = int(g.next[s]) {
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
