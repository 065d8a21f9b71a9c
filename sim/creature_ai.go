package sim

import (
	"math"

	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
)

// creatureAI7TickLinkTimer ports creatures/ai.py creature_ai7_tick_link_timer: with
// FlagAI7LinkTimer the link index is a millisecond timer; counting up from negative it switches
// the creature into AI mode 7 (hold position) for 500..1011 ms, then waits 700..1723 ms again.
// It runs whatever the current AI mode, dead creatures included.
func creatureAI7TickLinkTimer(c *Creature, dtMs int, rng *CRand) {
	if c.Flags&creatures.FlagAI7LinkTimer == 0 {
		return
	}
	if c.LinkIndex < 0 {
		c.LinkIndex += dtMs
		if c.LinkIndex >= 0 {
			c.AIMode = 7
			c.LinkIndex = (rng.Rand() & 0x1FF) + 500
		}
		return
	}
	c.LinkIndex -= dtMs
	if c.LinkIndex < 1 {
		c.LinkIndex = -700 - (rng.Rand() & 0x3FF)
	}
}

// resolveLiveLink is the creature a link index names when it is a slot with hp left
// (creatures/ai.py resolve_live_link), else nil.
func (p *CreaturePool) resolveLiveLink(link int) *Creature {
	if link >= 0 && link < CreaturePoolSize && p.Entries[link].HP > 0 {
		return &p.Entries[link]
	}
	return nil
}

// These run on the creature update's longest chain of dependent operations, so they compute
// in float32: a float32 sum, product or square root of float32 values rounds exactly as the
// port's double operation rounded to float32 (a double has more than twice float32's
// precision), without the conversions each rounding step costs in double.

// distanceF32 is the native float32 distance between a and b.
func distanceF32(a, b Vec2) float64 {
	return float64(float32(math.Sqrt(float64(distanceSqF32(a, b)))))
}

// distanceSqF32 is the float32 square distanceF32 takes the root of.
func distanceSqF32(a, b Vec2) float32 {
	dx := float32(b.X - a.X)
	dy := float32(b.Y - a.Y)
	// Each product is rounded on its own, as the port rounds it (no fused multiply-add).
	return float32(dx*dx) + float32(dy*dy)
}

// sqrtF32Below is the least float32 q whose float32 square root rounds to r or more, so that
// for every q >= 0 the rounded root is below r exactly when q < sqrtF32Below(r) (rounding the
// root keeps its order). Comparing the square spares the root on a branch that waits for it.
func sqrtF32Below(r float32) float32 {
	q := r * r
	for float32(math.Sqrt(float64(q))) >= r {
		q = math.Nextafter32(q, 0)
	}
	for float32(math.Sqrt(float64(q))) < r {
		q = math.Nextafter32(q, float32(math.Inf(1)))
	}
	return q
}

// The AI forces the player as target when the chosen point is nearer than 40 or farther than
// 400 world pixels (rounded float32 distance): d < 40 is q < forceTargetNearSq, d > 400 is
// q >= forceTargetFarSq.
var (
	forceTargetNearSq = sqrtF32Below(40)
	forceTargetFarSq  = sqrtF32Below(math.Nextafter32(400, 401))
)

// orbitTargetF32 is the point dist*scale from the player along the creature's orbit phase,
// given as its float32 cosine and sine.
func orbitTargetF32(playerPos Vec2, ox, oy float32, dist, scale float64) Vec2 {
	orbitDist := float32(dist) * float32(scale)
	px, py := float32(playerPos.X), float32(playerPos.Y)
	return Vec2{float64(float32(ox*orbitDist) + px), float64(float32(oy*orbitDist) + py)}
}

// orbitPhase is a creature's orbit direction: phase = f32(f32(int(seed)·f32(3.7))·pi), and
// its cosine and sine rounded to float32. It depends on the phase seed only, which slot
// allocation draws from 0..0x17F, so it is tabulated.
type orbitPhase struct{ cos, sin float32 }

var orbitPhaseTable = func() (t [0x180]orbitPhase) {
	for i := range t {
		t[i] = computeOrbitPhase(i)
	}
	return t
}()

func computeOrbitPhase(seed int) orbitPhase {
	phase := f32(f32(float64(seed)*f32(3.7)) * nativePi)
	s, c := libm.SinCos(phase)
	return orbitPhase{float32(c), float32(s)}
}

func orbitPhaseOf(phaseSeed float64) orbitPhase {
	if i := int(phaseSeed); i >= 0 && i < len(orbitPhaseTable) {
		return orbitPhaseTable[i]
	}
	return computeOrbitPhase(int(phaseSeed))
}

func linkTargetF32(linkPos, offset Vec2) Vec2 {
	return Vec2{f32(linkPos.X + offset.X), f32(linkPos.Y + offset.Y)}
}

// creatureAIUpdateTarget ports creatures/ai.py creature_ai_update_target: it picks the target
// point and heading for one living creature from its AI mode (0/1/8 orbit the player, 2 charge,
// 3/5 follow a linked creature with an offset, 4 orbit while the link lives, 6 circle the
// link, 7 hold position). It returns the move scale and the self damage a broken formation
// link inflicts (0 none).
func (p *CreaturePool) creatureAIUpdateTarget(c *Creature, playerPos Vec2, dt float64) (moveScale, selfDamage float64) {
	distToPlayer := distanceF32(c.Pos, playerPos)
	op := orbitPhaseOf(c.PhaseSeed)
	moveScale = 1.0
	c.ForceTarget = 0

	switch c.AIMode {
	case 0:
		if distToPlayer > 800.0 {
			c.Target = playerPos.F32()
		} else {
			c.Target = orbitTargetF32(playerPos, op.cos, op.sin, distToPlayer, 0.85)
		}
	case 8:
		c.Target = orbitTargetF32(playerPos, op.cos, op.sin, distToPlayer, 0.9)
	case 1:
		if distToPlayer > 800.0 {
			c.Target = playerPos.F32()
		} else {
			c.Target = orbitTargetF32(playerPos, op.cos, op.sin, distToPlayer, 0.55)
		}
	case 3:
		if link := p.resolveLiveLink(c.LinkIndex); link != nil {
			c.Target = linkTargetF32(link.Pos, c.TargetOffset)
		} else {
			c.AIMode = 0
		}
	case 5:
		if link := p.resolveLiveLink(c.LinkIndex); link != nil {
			c.Target = linkTargetF32(link.Pos, c.TargetOffset)
			if d := distanceF32(c.Pos, c.Target); d <= 64.0 {
				moveScale = f32(d * 0.015625)
			}
		} else {
			c.AIMode = 0
			selfDamage = 1000.0
		}
	}

	// A mode changed above falls through to the second dispatch, as in the native code.
	switch c.AIMode {
	case 4:
		link := p.resolveLiveLink(c.LinkIndex)
		switch {
		case link == nil:
			c.AIMode = 0
			selfDamage = 1000.0
		case distToPlayer > 800.0:
			c.Target = playerPos.F32()
		default:
			c.Target = orbitTargetF32(playerPos, op.cos, op.sin, distToPlayer, 0.85)
		}
	case 7:
		switch {
		case c.Flags&creatures.FlagAI7LinkTimer != 0 && c.LinkIndex > 0:
			c.Target = c.Pos.F32()
		case c.Flags&creatures.FlagAI7LinkTimer == 0 && c.OrbitRadius > 0.0:
			c.Target = c.Pos.F32()
			c.OrbitRadius = f32(c.OrbitRadius - dt)
		default:
			c.AIMode = 0
		}
	case 6:
		if link := p.resolveLiveLink(c.LinkIndex); link == nil {
			c.AIMode = 0
		} else {
			sin, cos := libm.SinCos(c.OrbitAngle + c.Heading)
			c.Target = Vec2{
				f32(float64(cos*c.OrbitRadius) + link.Pos.X),
				f32(float64(sin*c.OrbitRadius) + link.Pos.Y),
			}
		}
	}

	if q := distanceSqF32(c.Pos, c.Target); q < forceTargetNearSq || q >= forceTargetFarSq {
		c.ForceTarget = 1
	}
	if c.ForceTarget != 0 || c.AIMode == 2 {
		c.Target = playerPos.F32()
	}
	c.TargetHeading = headingFromDeltaF32(c.Target.X-c.Pos.X, c.Target.Y-c.Pos.Y)
	return f32(moveScale), selfDamage
}
