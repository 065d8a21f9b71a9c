package quest

import (
	"math"

	"crdplayer/sim/libm"
)

// The builders place spawns on the 1024×1024 quest terrain (terrain_texture_width/height);
// they compute as the port's quests/helpers.py does, in doubles. Products that are then added
// are rounded explicitly (float64(a*b)) so that Go never fuses them into one multiply-add.
const (
	worldSize = 1024.0
	center    = worldSize / 2
)

// point is a spawn position, world pixels.
type point struct{ x, y float64 }

// sides are the four points just off the middle of each terrain edge (helpers.edge_midpoints).
type sides struct{ left, right, top, bottom point }

// edges returns the edge midpoints offset pixels outside the terrain.
func edges(offset float64) sides {
	return sides{
		left:   point{-offset, center},
		right:  point{worldSize + offset, center},
		top:    point{center, -offset},
		bottom: point{center, worldSize + offset},
	}
}

// corners are the four points offset pixels outside each terrain corner (helpers.corner_points).
type corners struct{ topLeft, topRight, bottomLeft, bottomRight point }

func cornersAt(offset float64) corners {
	return corners{
		topLeft:     point{-offset, -offset},
		topRight:    point{worldSize + offset, -offset},
		bottomLeft:  point{-offset, worldSize + offset},
		bottomRight: point{worldSize + offset, worldSize + offset},
	}
}

// polar is the point at angle (radians) and radius from the terrain centre (center +
// Vec2.from_angle(angle) * radius).
func polar(angle, radius float64) point {
	s, c := libm.SinCos(angle)
	return point{center + float64(c*radius), center + float64(s*radius)}
}

// headingFromCenter is the heading facing away from the centre (helpers.heading_from_center):
// the angle of p − centre less π/2.
func headingFromCenter(p point) float64 {
	return libm.Atan2(p.y-center, p.x-center) - math.Pi/2
}

// randomAngle is the builders' random angle, (rand() % 612) / 100 radians (helpers.random_angle).
func (t *table) randomAngle() float64 {
	return float64(t.rng.Rand()%0x264) * 0.01
}

// ring calls f for count points evenly or step apart on a circle about the centre
// (helpers.ring_points): angle = start + i·step, step 2π/count when zero.
func ring(radius float64, count int, step, start float64, f func(p point, angle float64)) {
	if step == 0 {
		step = 2 * math.Pi / float64(count)
	}
	for i := 0; i < count; i++ {
		angle := start + float64(float64(i)*step)
		f(polar(angle, radius), angle)
	}
}

// spoke calls f for the four points of the builders' radial line at angle: radius 84 to 210
// in steps of 42 (helpers.radial_points(center, angle, 0x54, 0xfc, 0x2a)).
func spoke(angle float64, f func(p point)) {
	s, c := libm.SinCos(angle)
	for r := 0x54; r < 0xfc; r += 0x2a {
		f(point{center + float64(c*float64(r)), center + float64(s*float64(r))})
	}
}

// table is a spawn table being written by a builder, with what the builder reads.
type table struct {
	rng      Rand
	players  int
	hardcore bool
	entries  []Entry
}

// at appends an entry at p, heading 0 (the builders that do not write a heading leave the
// native field unset; the port writes 0).
func (t *table) at(p point, spawnID, triggerMs, count int) {
	t.entries = append(t.entries, Entry{X: p.x, Y: p.y, SpawnID: spawnID, TriggerMs: triggerMs, Count: count})
}

// add appends an entry at (x, y), heading 0.
func (t *table) add(x, y float64, spawnID, triggerMs, count int) {
	t.at(point{x, y}, spawnID, triggerMs, count)
}

// headed appends an entry at p with a heading.
func (t *table) headed(p point, heading float64, spawnID, triggerMs, count int) {
	t.entries = append(t.entries, Entry{X: p.x, Y: p.y, Heading: heading, SpawnID: spawnID, TriggerMs: triggerMs, Count: count})
}

// fixed appends a table that does not depend on the run.
func (t *table) fixed(entries []Entry) {
	t.entries = append(t.entries, entries...)
}

// onSides appends one entry at each of ps (the waves that come from several edges at once).
func (t *table) onSides(ps []point, spawnID, triggerMs, count int) {
	for _, p := range ps {
		t.at(p, spawnID, triggerMs, count)
	}
}
