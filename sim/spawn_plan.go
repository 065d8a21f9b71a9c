package sim

import (
	"fmt"
	"math"

	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
)

// CreatureInit is one creature a spawn path configures before it is written into a pool slot
// (creatures/spawn.py CreatureInit). Numeric stats left at zero take the pool's defaults when
// applied, exactly as the port's unset (None) fields do.
type CreatureInit struct {
	OriginTemplateID int
	Pos              Vec2
	// Heading is written only when HasHeading; otherwise the recycled slot keeps its stale heading.
	Heading    float64
	HasHeading bool
	PhaseSeed  float64

	TypeID int
	Flags  creatures.Flags
	AIMode int

	Health        float64
	MaxHealth     float64
	MoveSpeed     float64
	RewardValue   float64
	Size          float64
	ContactDamage float64
	Tint          RGBA

	OrbitAngle           float64
	OrbitRadius          float64
	HasOrbitRadius       bool
	RangedProjectileType int // 0 none

	AILinkParent int // plan-local creature index, -1 none
	AITimer      int // AI7 timer written into LinkIndex, -1 none
	TargetOffset Vec2
	SpawnSlot    int // plan-local spawn slot, -1 none

	BonusID               int // -1 none
	BonusDurationOverride int // -1 none
}

// planMaxCreatures bounds one template's creatures: the largest is a grid formation, a
// parent and 9×9 children.
const planMaxCreatures = 96

// BurstEffect is a burst of particles a spawn asks for (creatures/spawn.py BurstEffect).
type BurstEffect struct {
	Pos   Vec2
	Count int
}

// SpawnPlan is what one creature_spawn_template call creates (creatures/spawn.py SpawnPlan):
// Creatures[:NumCreatures], at most one spawn slot and one burst effect, and the index of the
// creature the call returns.
type SpawnPlan struct {
	Creatures    [planMaxCreatures]CreatureInit
	NumCreatures int
	SpawnSlots   [1]SpawnSlot
	NumSlots     int
	Effects      [1]BurstEffect
	NumEffects   int
	Primary      int
}

// allocCreature ports creatures/spawn.py alloc_creature: creature_alloc_slot draws the phase
// seed and leaves the heading stale.
func allocCreature(templateID int, pos Vec2, rng *CRand) CreatureInit {
	return CreatureInit{
		OriginTemplateID:      templateID,
		Pos:                   pos,
		PhaseSeed:             float64(rng.Rand() & 0x17F),
		Tint:                  White,
		AILinkParent:          -1,
		AITimer:               -1,
		SpawnSlot:             -1,
		BonusID:               -1,
		BonusDurationOverride: -1,
	}
}

func (p *SpawnPlan) add(c CreatureInit) int {
	p.Creatures[p.NumCreatures] = c
	p.NumCreatures++
	return p.NumCreatures - 1
}

func (p *SpawnPlan) addSlot(owner int, timer float64, limit int, interval float64, child int) int {
	p.SpawnSlots[p.NumSlots] = SpawnSlot{OwnerCreature: owner, Timer: timer, Limit: limit, Interval: interval, ChildTemplateID: child}
	p.NumSlots++
	return p.NumSlots - 1
}

// randf is rand() % mod scaled and offset (creatures/spawn.py randf).
func randf(rng *CRand, mod int, scale, base float64) float64 {
	return float64(float64(rng.Rand()%mod)*scale) + base
}

func clamp01(v float64) float64 {
	if v < 0 {
		return 0
	}
	if 1 < v {
		return 1
	}
	return v
}

func clampF(v, lo, hi float64) float64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func applyConstantTemplate(c *CreatureInit, s *creatures.ConstantSpawnSpec) {
	c.TypeID = s.TypeID
	c.Flags = s.Flags
	c.AIMode = s.AIMode
	c.Health = s.Health
	c.MoveSpeed = s.Speed
	c.RewardValue = s.Reward
	c.Tint = RGBA(s.Tint)
	c.Size = s.Size
	c.ContactDamage = s.ContactDamage
	if s.HasOrbitAngle {
		c.OrbitAngle = s.OrbitAngle
	}
	if s.RangedType != 0 {
		c.RangedProjectileType = s.RangedType
	}
	if s.BonusID >= 0 {
		c.BonusID = s.BonusID
	}
	if s.BonusDuration >= 0 {
		c.BonusDurationOverride = s.BonusDuration
	}
}

func applyChildSpec(c *CreatureInit, s *creatures.FormationChildSpec) {
	c.TypeID = s.TypeID
	c.Health = s.Health
	c.MaxHealth = s.Health
	c.MoveSpeed = s.Speed
	c.RewardValue = s.Reward
	c.Size = s.Size
	c.ContactDamage = s.ContactDamage
	c.Tint = RGBA(s.Tint)
	if s.HasOrbitParams {
		c.OrbitAngle = s.OrbitAngle
		c.OrbitRadius, c.HasOrbitRadius = s.OrbitRadius, true
	}
}

// applySizeHealthReward sets size, health = size*healthScale + healthAdd and
// reward = 2*size + rewardAdd (apply_size_health_reward).
func applySizeHealthReward(c *CreatureInit, size, healthScale, healthAdd, rewardAdd float64) {
	c.Size = size
	c.Health = float64(size*healthScale) + healthAdd
	c.RewardValue = size + size + rewardAdd
}

func applySizeHealth(c *CreatureInit, size, healthScale, healthAdd float64) {
	c.Size = size
	c.Health = float64(size*healthScale) + healthAdd
}

// randomHeadingSentinel is the heading argument that asks creature_spawn_template for a random
// heading (radians otherwise).
const randomHeadingSentinel = -100.0

// buildSpawnPlan ports creatures/spawn.py build_spawn_plan, the pure model of
// creature_spawn_template (0x00430AF0): it allocates the template's creatures (drawing their
// phase seeds and the template's random stats from rng in the native order), its spawn slot and
// burst effect. heading is radians, or randomHeadingSentinel for a random one.
func buildSpawnPlan(plan *SpawnPlan, templateID int, pos Vec2, heading float64, rng *CRand, env *SpawnEnv) error {
	*plan = SpawnPlan{}
	plan.add(allocCreature(templateID, pos, rng))
	finalHeading := heading
	if finalHeading == randomHeadingSentinel {
		finalHeading = float64(rng.Rand()%628) * 0.01
	}
	// The base initialisation always draws a transient heading, overwritten by the tail for
	// single-creature templates.
	plan.Creatures[0].Heading = float64(rng.Rand()%314) * 0.01
	plan.Creatures[0].HasHeading = true

	if err := applyTemplate(plan, templateID, pos, rng); err != nil {
		return err
	}
	applyTail(plan, templateID, finalHeading, env)
	return nil
}

// applyTemplate runs the template-specific body of creature_spawn_template.
func applyTemplate(plan *SpawnPlan, id int, pos Vec2, rng *CRand) error {
	c := &plan.Creatures[0]
	switch id {
	case creatures.SpawnZombieBossSpawner00:
		c.TypeID = creatures.Zombie
		c.Flags = creatures.FlagAnimPingPong | creatures.FlagAnimLongStrip
		c.SpawnSlot = plan.addSlot(0, 1.0, 812, 0.7, creatures.SpawnZombieRandom41)
		c.Size, c.Health, c.MoveSpeed, c.RewardValue = 64, 8500, 1.3, 6600
		c.Tint = RGBA{0.6, 0.6, 1.0, 0.8}
		c.ContactDamage = 50
	case creatures.SpawnSpiderSP1Random03, creatures.SpawnSpiderSP2Random05, creatures.SpawnAlienRandom06:
		switch id {
		case creatures.SpawnSpiderSP1Random03:
			c.TypeID = creatures.SpiderSP1
		case creatures.SpawnSpiderSP2Random05:
			c.TypeID = creatures.SpiderSP2
		default:
			c.TypeID = creatures.Alien
		}
		applySizeHealthReward(c, randf(rng, 15, 1.0, 38.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		tintB := randf(rng, 25, 0.01, 0.8)
		c.Tint = RGBA{0.6, 0.6, clamp01(tintB), 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnLizardRandom04:
		c.TypeID = creatures.Lizard
		applySizeHealthReward(c, randf(rng, 15, 1.0, 38.0), 8.0/7.0, 20, 50)
		c.Tint = RGBA{0.67, 0.67, 1.0, 1}
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnAlienSpawnerRing24_0E:
		c.TypeID = creatures.Alien
		c.Flags = creatures.FlagAnimPingPong
		c.SpawnSlot = plan.addSlot(0, 1.5, 64, 1.05, creatures.SpawnAI1LizardBlueTint1C)
		c.Size, c.Health, c.MoveSpeed, c.RewardValue = 32, 50, 2.8, 5000
		c.Tint = RGBA{0.9, 0.8, 0.4, 1}
		c.ContactDamage = 0
		child := creatures.FormationChildSpec{TypeID: creatures.Alien, Health: 40, Speed: 4.0, Reward: 350, Size: 35,
			ContactDamage: 30, Tint: creatures.Tint{R: 1.0, G: 0.3, B: 0.3, A: 1}}
		plan.Primary = ringChildren(plan, id, pos, rng, 24, piF64/12.0, 100, 3, &child, false, true, 0)
	case creatures.SpawnFormationChainLizard4_11:
		c.TypeID = creatures.Lizard
		c.AIMode = 1
		c.Tint = RGBA{0.99, 0.99, 0.21, 1}
		c.Health, c.MaxHealth, c.MoveSpeed, c.RewardValue, c.Size, c.ContactDamage = 1500, 1500, 2.1, 1000, 69, 150
		child := creatures.FormationChildSpec{TypeID: creatures.Lizard, Health: 60, Speed: 2.4, Reward: 60, Size: 50,
			ContactDamage: 14, Tint: creatures.Tint{R: 0.6, G: 0.6, B: 0.31, A: 1}}
		prev := chainChildren(plan, id, pos, rng, 4, 3, &child, func(ch *CreatureInit, i int) {
			ch.TargetOffset = Vec2{-256.0 + float64(float64(i)*64.0), -256.0}
			angle := float64(2+i*2) * (piF64 / 8.0)
			ch.Pos = onCircleExact(pos, angle, 256.0)
		})
		plan.Creatures[0].AILinkParent = prev
		plan.Primary = prev
		applyUnhandledCreatureTypeFallback(plan)
	case creatures.SpawnFormationChainAlien10_13:
		c.TypeID = creatures.Alien
		c.AIMode = 6
		c.Pos = Vec2{pos.X + 256.0, pos.Y}
		c.Tint = RGBA{0.6, 0.8, 0.91, 1}
		c.Health, c.MaxHealth, c.MoveSpeed, c.RewardValue, c.Size, c.ContactDamage = 200, 200, 2.0, 600, 40, 20
		child := creatures.FormationChildSpec{TypeID: creatures.Alien, Health: 60, Speed: 2.0, Reward: 60, Size: 50,
			ContactDamage: 4, Tint: creatures.Tint{R: 0.4, G: 0.7, B: 0.11, A: 1}, OrbitAngle: piF64, OrbitRadius: 10, HasOrbitParams: true}
		deg20 := float64(20.0 * (piF64 / 180.0)) // math.radians(20.0)
		prev := chainChildren(plan, id, pos, rng, 10, 6, &child, func(ch *CreatureInit, i int) {
			angle := float64(2+i*2) * deg20
			ch.Pos = onCircleExact(pos, angle, 256.0)
		})
		plan.Creatures[0].AILinkParent = prev
		plan.Primary = prev
		applyUnhandledCreatureTypeFallback(plan)
	case creatures.SpawnAI1AlienBlueTint1A, creatures.SpawnAI1SpiderSP1BlueTint1B, creatures.SpawnAI1LizardBlueTint1C:
		c.AIMode = 1
		c.Size, c.MoveSpeed, c.RewardValue = 50, 2.4, 125
		switch id {
		case creatures.SpawnAI1AlienBlueTint1A:
			c.TypeID, c.Health = creatures.Alien, 50
		case creatures.SpawnAI1SpiderSP1BlueTint1B:
			c.TypeID, c.Health = creatures.SpiderSP1, 40
		default:
			c.TypeID, c.Health = creatures.Lizard, 50
		}
		t := float64(float64(rng.Rand()%40)*0.01) + 0.5
		c.Tint = RGBA{t, t, 1.0, 1}
		c.ContactDamage = 5
	case creatures.SpawnAlienRandom1D:
		c.TypeID = creatures.Alien
		applySizeHealth(c, randf(rng, 20, 1.0, 35.0), 8.0/7.0, 10)
		c.MoveSpeed = randf(rng, 15, 0.1, 1.1)
		c.RewardValue = randf(rng, 100, 1.0, 50.0)
		r := randf(rng, 50, 0.001, 0.6)
		g := randf(rng, 50, 0.01, 0.5)
		b := randf(rng, 50, 0.001, 0.6)
		c.Tint = RGBA{r, g, b, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnAlienRandom1E:
		c.TypeID = creatures.Alien
		applySizeHealth(c, randf(rng, 30, 1.0, 35.0), 16.0/7.0, 10)
		c.MoveSpeed = randf(rng, 17, 0.1, 1.5)
		c.RewardValue = randf(rng, 200, 1.0, 50.0)
		r := randf(rng, 50, 0.001, 0.6)
		g := randf(rng, 50, 0.001, 0.6)
		b := randf(rng, 50, 0.01, 0.5)
		c.Tint = RGBA{r, g, b, 1}
		c.ContactDamage = randf(rng, 30, 1.0, 4.0)
	case creatures.SpawnAlienRandom1F:
		c.TypeID = creatures.Alien
		applySizeHealth(c, randf(rng, 30, 1.0, 45.0), 26.0/7.0, 30)
		c.MoveSpeed = randf(rng, 21, 0.1, 1.6)
		c.RewardValue = randf(rng, 200, 1.0, 80.0)
		r := randf(rng, 50, 0.01, 0.5)
		g := randf(rng, 50, 0.001, 0.6)
		b := randf(rng, 50, 0.001, 0.6)
		c.Tint = RGBA{r, g, b, 1}
		c.ContactDamage = randf(rng, 35, 1.0, 8.0)
	case creatures.SpawnAlienRandomGreen20:
		c.TypeID = creatures.Alien
		applySizeHealthReward(c, randf(rng, 30, 1.0, 40.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		g := randf(rng, 40, 0.01, 0.6)
		c.Tint = RGBA{0.3, g, 0.3, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnLizardRandom2E:
		c.TypeID = creatures.Lizard
		applySizeHealthReward(c, randf(rng, 30, 1.0, 40.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		r := randf(rng, 40, 0.01, 0.6)
		g := randf(rng, 40, 0.01, 0.6)
		b := randf(rng, 40, 0.01, 0.6)
		c.Tint = RGBA{r, g, b, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnLizardRandom31:
		c.TypeID = creatures.Lizard
		size := randf(rng, 30, 1.0, 40.0)
		applySizeHealthReward(c, size, 8.0/7.0, 10, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		t := randf(rng, 30, 0.01, 0.6)
		c.Tint = RGBA{t, t, 0.38, 1}
		c.ContactDamage = float64(size*0.14) + 4.0
	case creatures.SpawnSpiderSP1Random32:
		c.TypeID = creatures.SpiderSP1
		size := randf(rng, 25, 1.0, 40.0)
		applySizeHealthReward(c, size, 1.0, 10, 50)
		c.MoveSpeed = randf(rng, 17, 0.1, 1.1)
		t := randf(rng, 40, 0.01, 0.6)
		c.Tint = RGBA{t, t, t, 1}
		c.ContactDamage = float64(size*0.14) + 4.0
	case creatures.SpawnSpiderSP1RandomRed33:
		c.TypeID = creatures.SpiderSP1
		applySizeHealthReward(c, randf(rng, 15, 1.0, 45.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		c.Tint = RGBA{randf(rng, 40, 0.01, 0.6), 0.5, 0.5, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnSpiderSP1RandomGreen34:
		c.TypeID = creatures.SpiderSP1
		applySizeHealthReward(c, randf(rng, 20, 1.0, 40.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		c.Tint = RGBA{0.5, randf(rng, 40, 0.01, 0.6), 0.5, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnSpiderSP2Random35:
		c.TypeID = creatures.SpiderSP2
		applySizeHealthReward(c, randf(rng, 10, 1.0, 30.0), 8.0/7.0, 20, 50)
		c.MoveSpeed = randf(rng, 18, 0.1, 1.1)
		c.Tint = RGBA{0.8, randf(rng, 20, 0.01, 0.8), 0.8, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	case creatures.SpawnAlienAI7Orbiter36:
		c.TypeID = creatures.Alien
		c.Size = 50
		c.AIMode = 7
		c.OrbitRadius, c.HasOrbitRadius = 1.5, true
		c.Health, c.MoveSpeed, c.RewardValue = 10, 1.8, 150
		g := float64(float64(rng.Rand()%5)*0.01) + 0.65
		c.Tint = RGBA{0.65, g, 0.95, 1}
		c.ContactDamage = 40
	case creatures.SpawnSpiderSP2RangedVariant37:
		c.TypeID = creatures.SpiderSP2
		c.Flags = creatures.FlagRangedAttackVariant
		c.Health, c.MoveSpeed, c.RewardValue = 50, 3.2, 433
		c.Tint = RGBA{1.0, 0.75, 0.1, 1}
		c.Size = float64((rng.Rand() & 3) + 41)
		c.ContactDamage = 10
	case creatures.SpawnSpiderSP1AI7Timer38, creatures.SpawnSpiderSP1AI7TimerWeak39:
		c.TypeID = creatures.SpiderSP1
		c.Flags = creatures.FlagAI7LinkTimer
		c.AITimer = 0
		c.MoveSpeed = 4.8
		c.ContactDamage = 10
		if id == creatures.SpawnSpiderSP1AI7Timer38 {
			c.Health, c.RewardValue = 50, 433
			c.Tint = RGBA{1.0, 0.75, 0.1, 1}
			c.Size = float64((rng.Rand() & 3) + 41)
		} else {
			c.Health, c.RewardValue = 4, 50
			c.Tint = RGBA{0.8, 0.65, 0.1, 1}
			c.Size = float64(rng.Rand()%4 + 26)
		}
	case creatures.SpawnSpiderSP1Random3D:
		c.TypeID = creatures.SpiderSP1
		c.Health, c.MoveSpeed, c.RewardValue = 70, 2.6, 120
		t := float64(float64(rng.Rand()%20)*0.01) + 0.8
		c.Tint = RGBA{t, t, t, 1}
		size := float64(rng.Rand()%7 + 45)
		c.Size = size
		c.ContactDamage = size * 0.22
	case creatures.SpawnZombieRandom41:
		c.TypeID = creatures.Zombie
		size := randf(rng, 30, 1.0, 40.0)
		applySizeHealthReward(c, size, 8.0/7.0, 10, 50)
		c.MoveSpeed = float64(size*0.0025) + 0.9
		t := randf(rng, 40, 0.01, 0.6)
		c.Tint = RGBA{t, t, t, 1}
		c.ContactDamage = randf(rng, 10, 1.0, 4.0)
	default:
		if s, ok := creatures.AlienSpawner(id); ok {
			c.TypeID = creatures.Alien
			c.Flags = creatures.FlagAnimPingPong
			c.SpawnSlot = plan.addSlot(0, s.Timer, s.Limit, s.Interval, s.ChildTemplate)
			c.Size, c.Health, c.MoveSpeed, c.RewardValue = s.Size, s.Health, s.Speed, s.Reward
			c.Tint = RGBA(s.Tint)
			c.ContactDamage = 0
		} else if s, ok := creatures.GridFormation(id); ok {
			applyConstantTemplate(c, &s.Parent)
			c.MaxHealth = c.Health
			last := -1
			for x := 0; x > -576; x -= 64 {
				for y := 128; y < 257; y += 16 {
					ch := allocCreature(id, pos, rng)
					ch.AIMode = s.ChildAIMode
					ch.AILinkParent = 0
					ch.TargetOffset = Vec2{float64(x), float64(y)}
					ch.Pos = Vec2{pos.X + float64(x), pos.Y + float64(y)}
					applyChildSpec(&ch, &s.Child)
					last = plan.add(ch)
				}
			}
			plan.Primary = last
			if s.ApplyFallback {
				applyUnhandledCreatureTypeFallback(plan)
			}
		} else if s, ok := creatures.RingFormation(id); ok {
			applyConstantTemplate(c, &s.Parent)
			c.MaxHealth = c.Health
			plan.Primary = ringChildren(plan, id, pos, rng, s.Count, s.AngleStep, s.Radius, s.ChildAIMode, &s.Child, s.SetPosition, false, 0)
			if s.ApplyFallback {
				applyUnhandledCreatureTypeFallback(plan)
			}
		} else if s, ok := creatures.ConstantSpawn(id); ok {
			applyConstantTemplate(c, &s)
		} else {
			return fmt.Errorf("creature spawn template 0x%x is not implemented", id)
		}
	}
	return nil
}

// ringChildren ports spawn_ring_children: count children at angle i*angleStep, radius away,
// linked to the base creature; it returns the last child's plan index.
func ringChildren(plan *SpawnPlan, id int, pos Vec2, rng *CRand, count int, angleStep, radius float64,
	aiMode int, spec *creatures.FormationChildSpec, setPosition, hasHeading bool, heading float64) int {
	last := -1
	for i := 0; i < count; i++ {
		ch := allocCreature(id, pos, rng)
		ch.AIMode = aiMode
		ch.AILinkParent = 0
		angle := float64(i) * angleStep
		sin, cos := libm.SinCos(angle)
		ch.TargetOffset = Vec2{float64(cos * radius), float64(sin * radius)}
		if setPosition {
			ch.Pos = pos.Add(ch.TargetOffset)
		}
		if hasHeading {
			ch.Heading, ch.HasHeading = heading, true
		}
		applyChildSpec(&ch, spec)
		last = plan.add(ch)
	}
	return last
}

// chainChildren ports spawn_chain_children: each child follows the one before it (the first
// follows the base creature); it returns the last child's plan index.
func chainChildren(plan *SpawnPlan, id int, pos Vec2, rng *CRand, count, aiMode int, spec *creatures.FormationChildSpec, setup func(*CreatureInit, int)) int {
	prev := 0
	for i := 0; i < count; i++ {
		ch := allocCreature(id, pos, rng)
		ch.AIMode = aiMode
		ch.AILinkParent = prev
		setup(&ch, i)
		applyChildSpec(&ch, spec)
		prev = plan.add(ch)
	}
	return prev
}

// applyUnhandledCreatureTypeFallback mirrors the native "Unhandled creatureType" debug block
// several formation templates fall into: it overwrites the returned creature's type and health.
func applyUnhandledCreatureTypeFallback(plan *SpawnPlan) {
	c := &plan.Creatures[plan.Primary]
	c.TypeID = creatures.Alien
	c.Health = 20.0
}

// applyTail ports creatures/spawn.py apply_tail: the common end of creature_spawn_template,
// applied to the returned creature (burst effect, max health, the Spider SP1 AI7 default,
// final heading, and the difficulty / hardcore modifiers).
func applyTail(plan *SpawnPlan, templateID int, finalHeading float64, env *SpawnEnv) {
	c := &plan.Creatures[plan.Primary]
	if !env.DemoModeActive && 0.0 < c.Pos.X && c.Pos.X < env.TerrainWidth && 0.0 < c.Pos.Y && c.Pos.Y < env.TerrainHeight {
		plan.Effects[0] = BurstEffect{Pos: c.Pos, Count: 8}
		plan.NumEffects = 1
	}
	c.MaxHealth = c.Health

	if c.TypeID == creatures.SpiderSP1 && c.Flags&(creatures.FlagRangedAttackShock|creatures.FlagAI7LinkTimer) == 0 {
		c.Flags |= creatures.FlagAI7LinkTimer
		c.AILinkParent = -1
		c.SpawnSlot = -1
		c.AITimer = 0
		c.MoveSpeed *= 1.2
	}
	if templateID == creatures.SpawnSpiderSP1AI7Timer38 && env.Hardcore {
		c.MoveSpeed *= 0.7
	}
	c.Heading, c.HasHeading = finalHeading, true

	slot := c.SpawnSlot
	hasSlot := slot >= 0 && slot < plan.NumSlots && c.Flags&creatures.FlagHasSpawnSlot != 0
	if !env.Hardcore {
		if hasSlot {
			plan.SpawnSlots[slot].Interval += 0.2
		}
		if d := env.DifficultyLevel; d > 0 {
			var reward, speed, contact, health float64
			switch d {
			case 1:
				reward, speed, contact, health = 0.9, 0.95, 0.95, 0.95
			case 2:
				reward, speed, contact, health = 0.85, 0.9, 0.9, 0.9
			case 3:
				reward, speed, contact, health = 0.85, 0.8, 0.8, 0.8
			case 4:
				reward, speed, contact, health = 0.8, 0.7, 0.7, 0.7
			default:
				reward, speed, contact, health = 0.8, 0.6, 0.5, 0.5
			}
			c.RewardValue *= reward
			c.MoveSpeed *= speed
			c.ContactDamage *= contact
			c.Health *= health
			if hasSlot {
				plan.SpawnSlots[slot].Interval += math.Min(3.0, float64(d)*0.35)
			}
		}
	} else {
		c.MoveSpeed *= 1.05
		c.ContactDamage *= 1.4
		c.Health *= 1.2
		if hasSlot {
			plan.SpawnSlots[slot].Interval = math.Max(0.1, plan.SpawnSlots[slot].Interval-0.2)
		}
	}
}
