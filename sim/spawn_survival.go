package sim

import (
	"crdplayer/sim/creatures"
	"crdplayer/sim/libm"
)

// buildSurvivalSpawnCreature ports creatures/spawn.py build_survival_spawn_creature, the model
// of survival_spawn_creature (0x00407510): the creature type and stats scale with the first
// player's experience, with rare colour-coded variants.
func buildSurvivalSpawnCreature(pos Vec2, rng *CRand, playerExperience int) CreatureInit {
	xp := playerExperience
	c := allocCreature(-1, pos, rng)
	c.AIMode = 0

	r10 := rng.Rand() % 10
	var typeID int
	switch {
	case xp < 12000:
		typeID = creatures.SpiderSP1
		if r10 < 9 {
			typeID = creatures.Alien
		}
	case xp < 25000:
		typeID = creatures.SpiderSP1
		if r10 < 4 {
			typeID = creatures.Zombie
		}
		if 8 < r10 {
			typeID = creatures.Alien
		}
	case xp < 42000:
		if r10 < 5 {
			typeID = creatures.Alien
		} else {
			typeID = (rng.Rand() & 1) + 3
		}
	case xp < 50000:
		typeID = creatures.Alien
	case xp < 90000:
		typeID = creatures.SpiderSP2
	case 109999 < xp:
		switch {
		case r10 < 6:
			typeID = creatures.Alien
		case r10 < 9:
			typeID = creatures.SpiderSP2
		default:
			typeID = creatures.Zombie
		}
	default:
		typeID = creatures.Zombie
	}
	if rng.Rand()&0x1F == 2 {
		typeID = creatures.SpiderSP1
	}
	c.TypeID = typeID
	c.Size = float64(rng.Rand()%20 + 44)
	c.Heading, c.HasHeading = float64(rng.Rand()%314)*0.01, true

	moveSpeed := float64(float64(xp/4000)*0.045) + 0.9
	if typeID == creatures.SpiderSP1 {
		c.Flags |= creatures.FlagAI7LinkTimer
		moveSpeed *= 1.3
	}
	rHealth := rng.Rand()
	health := float64(float64(xp)*0.00125) + float64(rHealth&0xF) + 52.0
	if typeID == creatures.Zombie {
		moveSpeed *= 0.6
		if moveSpeed < 1.3 {
			moveSpeed = 1.3
		}
		health *= 1.5
	}
	if 3.5 < moveSpeed {
		moveSpeed = 3.5
	}
	c.MoveSpeed = moveSpeed
	c.Health = health

	var tr, tg, tb float64
	switch {
	case xp < 50000:
		tr = 1.0 - 1.0/(float64(xp/1000)+10.0)
		tg = float64(float64(rng.Rand()%10)*0.01) + 0.9 - 1.0/(float64(xp/10000)+10.0)
		tb = float64(float64(rng.Rand()%10)*0.01) + 0.7
	case xp < 100000:
		tr = 0.9 - 1.0/(float64(xp/1000)+10.0)
		tg = float64(float64(rng.Rand()%10)*0.01) + 0.8 - 1.0/(float64(xp/10000)+10.0)
		tb = float64(float64(xp-50000)*6e-06) + float64(float64(rng.Rand()%10)*0.01) + 0.7
	default:
		tr = 1.0 - 1.0/(float64(xp/1000)+10.0)
		tg = float64(float64(rng.Rand()%10)*0.01) + 0.9 - 1.0/(float64(xp/10000)+10.0)
		tb = float64(float64(rng.Rand()%10)*0.01) + 1.0 - float64(float64(xp-100000)*3e-06)
		if tb < 0.5 {
			tb = 0.5
		}
	}
	c.Tint = RGBA{tr, tg, tb, 1.0}

	c.ContactDamage = c.Size * (2.0 / 21.0)
	contactSize := c.Size
	c.RewardValue = float64(c.Health*0.4) + float64(c.ContactDamage*0.8) + float64(moveSpeed*5.0) + float64(rng.Rand()%10+10)

	if rng.Rand()%180 < 2 {
		c.Tint = RGBA{0.9, 0.4, 0.4, 1.0}
		c.Health, c.RewardValue = 65, 320
	} else if rng.Rand()%240 < 2 {
		c.Tint = RGBA{0.4, 0.9, 0.4, 1.0}
		c.Health, c.RewardValue = 85, 420
	} else if rng.Rand()%360 < 2 {
		c.Tint = RGBA{0.4, 0.4, 0.9, 1.0}
		c.Health, c.RewardValue = 125, 520
	}
	// The size boosts keep the contact damage computed from the old size.
	if rng.Rand()%1320 < 4 {
		c.Tint = RGBA{0.84, 0.24, 0.89, 1.0}
		c.Size, c.RewardValue = 80, 600
		c.Health += 230
	} else if rng.Rand()%1620 < 4 {
		c.Tint = RGBA{0.94, 0.84, 0.29, 1.0}
		c.Size, c.RewardValue = 85, 900
		c.Health += 2230
	}
	c.MaxHealth = c.Health
	c.RewardValue *= 0.8
	c.Tint = RGBA{clamp01(c.Tint.R), clamp01(c.Tint.G), clamp01(c.Tint.B), clamp01(c.Tint.A)}
	// The game stores the contact damage as float32, size × 0.0952381f (survival_spawn_creature,
	// decompile ~5097), from the size before the boosts; the reward above used the exact value.
	c.ContactDamage = float64(float32(contactSize) * float32(0.0952381))
	return c
}

// randSurvivalSpawnPos ports rand_survival_spawn_pos: a random point 40 px outside a random
// edge of the terrain.
func randSurvivalSpawnPos(rng *CRand, terrainWidth, terrainHeight int) Vec2 {
	switch rng.Rand() & 3 {
	case 0:
		return Vec2{float64(rng.Rand() % terrainWidth), -40.0}
	case 1:
		return Vec2{float64(rng.Rand() % terrainWidth), float64(terrainHeight) + 40.0}
	case 2:
		return Vec2{-40.0, float64(rng.Rand() % terrainHeight)}
	default:
		return Vec2{float64(terrainWidth) + 40.0, float64(rng.Rand() % terrainHeight)}
	}
}

// tickSurvivalWaveSpawns ports creatures/spawn.py tick_survival_wave_spawns (survival_update's
// wave spawns): the cooldown (ms) drains by playerCount*frameDtMs; once it reaches -1 the
// interval shrinks with survival time, extra creatures spawn once it goes negative, and one
// more always spawns. Each creature is handed to spawn as soon as it is built (the port builds
// them all first, but the pool insert draws nothing, so the rng order is the same). It returns
// the new cooldown.
func tickSurvivalWaveSpawns(spawnCooldown, frameDtMs float64, rng *CRand, playerCount int, survivalElapsedMs int,
	playerExperience, terrainWidth, terrainHeight int, spawn func(*CreatureInit)) float64 {
	spawnCooldown -= float64(float64(playerCount) * frameDtMs)
	if spawnCooldown > -1.0 {
		return spawnCooldown
	}
	intervalMs := 500 - survivalElapsedMs/1800
	if intervalMs < 0 {
		extra := (1 - intervalMs) >> 1
		intervalMs += extra * 2
		for i := 0; i < extra; i++ {
			pos := randSurvivalSpawnPos(rng, terrainWidth, terrainHeight)
			c := buildSurvivalSpawnCreature(pos, rng, playerExperience)
			spawn(&c)
		}
	}
	if intervalMs < 1 {
		intervalMs = 1
	}
	spawnCooldown += float64(intervalMs)
	pos := randSurvivalSpawnPos(rng, terrainWidth, terrainHeight)
	c := buildSurvivalSpawnCreature(pos, rng, playerExperience)
	spawn(&c)
	return spawnCooldown
}

// SpawnTemplateCall is one scripted creature_spawn_template call (creatures/spawn.py).
type SpawnTemplateCall struct {
	TemplateID int
	Pos        Vec2
	Heading    float64
}

// advanceSurvivalSpawnStage ports creatures/spawn.py advance_survival_spawn_stage, the
// survival_update milestones: each stage waits for a player level and then spawns its set
// pieces. It calls spawn for each template call in order and returns the new stage.
func advanceSurvivalSpawnStage(stage, playerLevel int, spawn func(SpawnTemplateCall)) int {
	heading := piF64
	at := func(id int, x, y float64) { spawn(SpawnTemplateCall{id, Vec2{x, y}, heading}) }
	for {
		switch stage {
		case 0:
			if playerLevel < 5 {
				return stage
			}
			stage = 1
			at(creatures.SpawnFormationRingAlien8_12, -164, 512)
			at(creatures.SpawnFormationRingAlien8_12, 1188, 512)
		case 1:
			if playerLevel < 9 {
				return stage
			}
			stage = 2
			at(creatures.SpawnAlienConstRedBoss2C, 1088, 512)
		case 2:
			if playerLevel < 11 {
				return stage
			}
			stage = 3
			step := 128.0 / 3.0
			for i := 0; i < 12; i++ {
				at(creatures.SpawnSpiderSP2Random35, 1088, float64(float64(i)*step)+256.0)
			}
		case 3:
			if playerLevel < 13 {
				return stage
			}
			stage = 4
			for i := 0; i < 4; i++ {
				at(creatures.SpawnAlienConstRedFast2B, 1088, float64(float64(i)*64.0)+384.0)
			}
		case 4:
			if playerLevel < 15 {
				return stage
			}
			stage = 5
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1AI7Timer38, 1088, float64(float64(i)*64.0)+384.0)
			}
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1AI7Timer38, -64, float64(float64(i)*64.0)+384.0)
			}
		case 5:
			if playerLevel < 17 {
				return stage
			}
			stage = 6
			at(creatures.SpawnSpiderSP1ConstShockBoss3A, 1088, 512)
		case 6:
			if playerLevel < 19 {
				return stage
			}
			stage = 7
			at(creatures.SpawnSpiderSP2Splitter01, 640, 512)
		case 7:
			if playerLevel < 21 {
				return stage
			}
			stage = 8
			at(creatures.SpawnSpiderSP2Splitter01, 384, 256)
			at(creatures.SpawnSpiderSP2Splitter01, 640, 768)
		case 8:
			if playerLevel < 26 {
				return stage
			}
			stage = 9
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1ConstRangedVariant3C, 1088, float64(float64(i)*64.0)+384.0)
			}
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1ConstRangedVariant3C, -64, float64(float64(i)*64.0)+384.0)
			}
		case 9:
			if playerLevel <= 31 {
				return stage
			}
			stage = 10
			at(creatures.SpawnSpiderSP1ConstShockBoss3A, 1088, 512)
			at(creatures.SpawnSpiderSP1ConstShockBoss3A, -64, 512)
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1ConstRangedVariant3C, float64(float64(i)*64.0)+384.0, -64)
			}
			for i := 0; i < 4; i++ {
				at(creatures.SpawnSpiderSP1ConstRangedVariant3C, float64(float64(i)*64.0)+384.0, 1088)
			}
		default:
			return stage
		}
	}
}

// buildRushModeSpawnCreature ports creatures/spawn.py build_rush_mode_spawn_creature
// (creature_spawn as rush_mode_update uses it): health, speed and size grow with the elapsed
// milliseconds.
func buildRushModeSpawnCreature(pos Vec2, tint RGBA, rng *CRand, typeID, survivalElapsedMs int) CreatureInit {
	elapsed := float64(survivalElapsedMs)
	c := allocCreature(-1, pos, rng)
	c.TypeID = typeID
	c.AIMode = 0
	c.Health = float64(elapsed*1e-4) + 10.0
	c.Heading, c.HasHeading = float64(rng.Rand()%314)*0.01, true
	c.MoveSpeed = float64(elapsed*1e-5) + 2.5
	c.RewardValue = float64(rng.Rand()%30 + 140)
	c.Tint = tint
	c.ContactDamage = 4.0
	c.MaxHealth = c.Health
	c.Size = float64(elapsed*1e-5) + 47.0
	return c
}

// tickRushModeSpawns ports creatures/spawn.py tick_rush_mode_spawns (rush_mode_update): every
// 250 ms of cooldown an alien enters from the right and a spider from the left, both in AI
// mode 8. Each creature goes to spawn as it is built. It returns the new cooldown (ms).
func tickRushModeSpawns(spawnCooldown, frameDtMs float64, rng *CRand, playerCount, survivalElapsedMs int,
	terrainWidth, terrainHeight float64, spawn func(*CreatureInit)) float64 {
	spawnCooldown -= float64(float64(playerCount) * frameDtMs)
	for spawnCooldown < 0.0 {
		spawnCooldown += 250.0
		t := float64(int(float64(survivalElapsedMs) + 1.0))
		tintSin, _ := libm.SinCos(t * 1e-4)
		tint := RGBA{
			clamp01(float64(t*(1.0/120000.0)) + 0.3),
			clamp01(float64(t*10000.0) + 0.3),
			clamp01(tintSin + 0.3),
			1.0,
		}
		theta := float64(survivalElapsedMs) * 0.001
		sinT, cosT := libm.SinCos(theta)
		right := Vec2{terrainWidth + 64.0, float64(terrainHeight*0.5) + float64(cosT*256.0)}
		left := Vec2{-64.0, float64(terrainHeight*0.5) + float64(sinT*256.0)}

		c := buildRushModeSpawnCreature(right, tint, rng, creatures.Alien, survivalElapsedMs)
		c.AIMode = 8
		spawn(&c)

		c = buildRushModeSpawnCreature(left, tint, rng, creatures.SpiderSP1, survivalElapsedMs)
		c.AIMode = 8
		c.Flags |= creatures.FlagAI7LinkTimer
		c.MoveSpeed *= 1.4
		spawn(&c)
	}
	return spawnCooldown
}
