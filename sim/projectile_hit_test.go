package sim

import (
	"math"
	"testing"

	"crdplayer/sim/perks"
)

type hitCreature struct {
	slot           int
	x, y, hp, size float64
}

type hitProj struct {
	x, y, angle float64
	typ, owner  int
	hitsPlayers bool
}

type hitSec struct {
	x, y, angle float64
	typ         int
}

type hitCase struct {
	name                string
	seed                uint32
	ticks, players      int
	creatures           []hitCreature
	projs               []hitProj
	secs                []hitSec
	rngAfter            uint32
	shotsHit, kills     int
	playerHealth        float64
	shockLinks, shockID int
	wantCreatures       []Creature
	wantProjs           []Projectile
	wantSecs            []SecondaryProjectile
}

// hitCases were printed by the reference port: a fresh WorldState (players at (100+50i, 100)),
// zombies placed in the listed slots, projectiles spawned, then for each tick the main pool's
// update and the secondary pool's update_pulse_gun with the world step's callbacks
// (creature_apply_damage and handle_death, player_take_projectile_damage, the projectile
// decals and hit sound picks). Setups: shock chain with 3 links on slot 0; Poison Bullets and
// Freeze; Barrel Greaser and Ion Gun Master; Freeze for the frozen rockets.
var hitCases = []hitCase{
	{name: "gauss pierces three", seed: 1, ticks: 3, players: 1,
		creatures: []hitCreature{{0, 600.0, 512.0, 500.0, 50.0}, {1, 640.0, 512.0, 500.0, 50.0}, {2, 680.0, 512.0, 500.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 6, -100, false}},
		secs:      []hitSec{},
		rngAfter:  937793608, shotsHit: 3, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{600.0, 512.0}, HP: 62.11363636363636, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{640.0, 512.0}, HP: 500.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{680.0, 512.0}, HP: 500.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{600.0, 512.0}, TypeID: 6, LifeTimer: 0.25, SpeedScale: 1.0, DamagePool: -8.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "pistol kill", seed: 2, ticks: 4, players: 1,
		creatures: []hitCreature{{4, 560.0, 512.0, 20.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 1, -100, false}},
		secs:      []hitSec{},
		rngAfter:  3627658957, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: -223.19999999999996, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 15.966666664928198},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{551.0, 512.0}, TypeID: 1, LifeTimer: 0.21666666865348816, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "splitter", seed: 3, ticks: 12, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 29, -100, false}},
		secs:      []hitSec{},
		rngAfter:  1779255545, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 648.5, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{550.0, 512.0}, TypeID: 29, LifeTimer: 0.11666667461395264, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 0.5235987267948965, Pos: Vec2{595.0, 434.0574951171875}, TypeID: 29, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: 0},
			{Active: true, Angle: 2.6179939267948966, Pos: Vec2{595.0, 589.9425048828125}, TypeID: 29, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: 0},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "ion rifle linger", seed: 4, ticks: 30, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}, {1, 600.0, 560.0, 1000.0, 40.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 21, -100, false}},
		secs:      []hitSec{},
		rngAfter:  2684576, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 791.1666651889682, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{600.0, 560.0}, HP: 971.6666651889682, Size: 40.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{},
		wantSecs:  []SecondaryProjectile{},
	},
	{name: "ion minigun", seed: 5, ticks: 30, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 22, -1, false}},
		secs:      []hitSec{},
		rngAfter:  977789575, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 899.3666660755873, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{},
		wantSecs:  []SecondaryProjectile{},
	},
	{name: "ion cannon", seed: 6, ticks: 40, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}, {3, 500.0, 640.0, 1000.0, 60.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 23, -100, false}},
		secs:      []hitSec{},
		rngAfter:  1306615898, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: -1.4000020861625444, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 12.216666469350457},
			{Active: true, Pos: Vec2{500.0, 640.0}, HP: 884.9999940022826, Size: 60.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{},
		wantSecs:  []SecondaryProjectile{},
	},
	{name: "plasma cannon ring", seed: 7, ticks: 24, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 3000.0, 64.0}, {1, 620.0, 470.0, 3000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 28, -100, false}},
		secs:      []hitSec{},
		rngAfter:  1175829164, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 1394.5, Size: 64.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{620.0, 470.0}, HP: 3000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 0.0, Pos: Vec2{575.0, 332.0}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 0.5235987755982988, Pos: Vec2{660.578857421875, 372.614990234375}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 1.0471975511965976, Pos: Vec2{714.385009765625, 450.578857421875}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{722.0, 545.0}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 2.0943951023931953, Pos: Vec2{681.385009765625, 630.578857421875}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 2.617993877991494, Pos: Vec2{603.421142578125, 684.385009765625}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{509.0, 692.0}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 3.665191429188092, Pos: Vec2{423.4211730957031, 651.385009765625}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 4.1887902047863905, Pos: Vec2{369.614990234375, 573.421142578125}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 4.71238898038469, Pos: Vec2{362.0, 479.0}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 5.235987755982988, Pos: Vec2{402.614990234375, 393.4211730957031}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
			{Active: true, Angle: 5.759586531581287, Pos: Vec2{480.578857421875, 339.614990234375}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "shrinkifier", seed: 8, ticks: 6, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 20.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 24, -100, false}, {530.0, 512.0, 1.5707963267948966, 24, -100, false}, {540.0, 512.0, 1.5707963267948966, 24, -100, false}},
		secs:      []hitSec{},
		rngAfter:  3825009949, shotsHit: 3, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: -1.0, Size: 5.492500000000001, Flags: 0, PlagueInfected: false, HitboxSize: 15.966666664928198},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{560.0, 512.0}, TypeID: 24, LifeTimer: 0.20000000298023224, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{558.0, 512.0}, TypeID: 24, LifeTimer: 0.18333333730697632, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{556.0, 512.0}, TypeID: 24, LifeTimer: 0.1666666716337204, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "pulse and plague", seed: 9, ticks: 8, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}, {1, 512.0, 450.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 19, -100, false}, {512.0, 512.0, 0.0, 41, -100, false}},
		secs:      []hitSec{},
		rngAfter:  1459266582, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{572.0, 512.0}, HP: 933.5, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{512.0, 450.0}, HP: 1000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{551.0, 512.0}, TypeID: 19, LifeTimer: 0.21666666865348816, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 0.0, Pos: Vec2{512.0, 472.0}, TypeID: 41, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "blade and fire bullets", seed: 10, ticks: 8, players: 2,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}, {1, 600.0, 512.0, 1000.0, 50.0}, {2, 512.0, 440.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 25, -2, false}, {512.0, 512.0, 0.0, 45, -100, false}},
		secs:      []hitSec{},
		rngAfter:  1384684716, shotsHit: 2, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 314.5, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{600.0, 512.0}, HP: 1000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{512.0, 440.0}, HP: 741.0220588235294, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{555.0, 512.0}, TypeID: 25, LifeTimer: 0.23333333432674408, SpeedScale: 1.0, DamagePool: -903.0, OwnerID: -2},
			{Active: true, Angle: 0.0, Pos: Vec2{512.0, 444.0}, TypeID: 45, LifeTimer: 0.20000000298023224, SpeedScale: 1.0, DamagePool: -523.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "shock chain", seed: 11, ticks: 40, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}, {1, 700.0, 600.0, 1000.0, 50.0}, {2, 540.0, 560.0, 1000.0, 50.0}, {5, 900.0, 300.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 21, -100, false}},
		secs:      []hitSec{},
		rngAfter:  3754870941, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 1, shockID: 0,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 791.1666651889682, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{700.0, 600.0}, HP: 937.3268928738796, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{540.0, 560.0}, HP: 971.6666651889682, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{900.0, 300.0}, HP: 1000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: -1.3258176636680323, Pos: Vec2{683.6900024414062, 599.1267700195312}, TypeID: 21, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: 1},
			{Active: true, Angle: 2.131959739083249, Pos: Vec2{688.5407104492188, 600.3394775390625}, TypeID: 21, LifeTimer: 0.23333333432674408, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: 0},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "poison and freeze", seed: 12, ticks: 5, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 2, -100, false}, {512.0, 512.0, 1.5807963267948966, 2, -100, false}, {512.0, 512.0, 1.5607963267948965, 2, -100, false}},
		secs:      []hitSec{},
		rngAfter:  350234032, shotsHit: 3, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 800.5, Size: 50.0, Flags: 1, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{550.0, 512.0}, TypeID: 2, LifeTimer: 0.21666666865348816, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 1.5807963267948966, Pos: Vec2{551.9979858398438, 512.3999633789062}, TypeID: 2, LifeTimer: 0.21666666865348816, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
			{Active: true, Angle: 1.5607963267948965, Pos: Vec2{550.998046875, 511.610107421875}, TypeID: 2, LifeTimer: 0.21666666865348816, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -100},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "player hit", seed: 13, ticks: 12, players: 2,
		creatures: []hitCreature{{7, 300.0, 300.0, 1000.0, 50.0}},
		projs:     []hitProj{{160.0, 100.0, -1.5707963267948966, 9, 7, true}, {100.0, 40.0, 3.141592653589793, 9, -1, true}, {200.0, 100.0, -1.5707963267948966, 29, 3, true}},
		secs:      []hitSec{},
		rngAfter:  13, shotsHit: 0, kills: 0, playerHealth: 60.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{300.0, 300.0}, HP: 1000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: -1.5707963267948966, Pos: Vec2{150.0, 100.0}, TypeID: 9, LifeTimer: 0.06666667759418488, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: 7},
			{Active: true, Angle: 3.141592653589793, Pos: Vec2{100.0, 160.0}, TypeID: 9, LifeTimer: 0.4, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: -1},
			{Active: true, Angle: -1.5707963267948966, Pos: Vec2{160.0, 100.0}, TypeID: 29, LifeTimer: 0.11666667461395264, SpeedScale: 1.0, DamagePool: 1.0, OwnerID: 3},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "barrel greaser ion master", seed: 14, ticks: 20, players: 1,
		creatures: []hitCreature{{0, 600.0, 512.0, 1000.0, 50.0}, {1, 600.0, 600.0, 1000.0, 50.0}},
		projs:     []hitProj{{512.0, 512.0, 1.5707963267948966, 22, -1, false}},
		secs:      []hitSec{},
		rngAfter:  3589609446, shotsHit: 1, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{600.0, 512.0}, HP: 906.5370364529115, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{600.0, 600.0}, HP: 1000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{
			{Active: true, Angle: 1.5707963267948966, Pos: Vec2{593.0, 512.0}, TypeID: 22, LifeTimer: 0.016666678711771965, SpeedScale: 1.0, DamagePool: 0.0, OwnerID: -1},
		},
		wantSecs: []SecondaryProjectile{},
	},
	{name: "rockets", seed: 15, ticks: 40, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 2000.0, 50.0}, {1, 512.0, 600.0, 30.0, 50.0}, {2, 400.0, 400.0, 2000.0, 50.0}, {3, 530.0, 620.0, 25.0, 40.0}},
		projs:     []hitProj{},
		secs:      []hitSec{{512.0, 512.0, 1.5707963267948966, 1}, {512.0, 540.0, 3.141592653589793, 4}, {450.0, 450.0, 0.0, 2}},
		rngAfter:  1277656905, shotsHit: 0, kills: 0, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 1214.1666444018483, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{512.0, 600.0}, HP: -44.33333873748779, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 15.966666664928198},
			{Active: true, Pos: Vec2{400.0, 400.0}, HP: 2000.0, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: true, Pos: Vec2{530.0, 620.0}, HP: 25.0, Size: 40.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
		},
		wantProjs: []Projectile{},
		wantSecs: []SecondaryProjectile{
			{Active: true, Pos: Vec2{346.8296696603595, 340.320470050122}, TypeID: 2, Speed: 1.6666669845581055, DetonationT: 0.0, DetonationScale: 1.0},
		},
	},
	{name: "rockets frozen", seed: 16, ticks: 30, players: 1,
		creatures: []hitCreature{{0, 560.0, 512.0, 2000.0, 50.0}, {1, 512.0, 600.0, 30.0, 50.0}},
		projs:     []hitProj{},
		secs:      []hitSec{{512.0, 512.0, 1.5707963267948966, 1}, {512.0, 540.0, 3.141592653589793, 4}},
		rngAfter:  4271173638, shotsHit: 0, kills: 1, playerHealth: 100.0, shockLinks: 0, shockID: -1,
		wantCreatures: []Creature{
			{Active: true, Pos: Vec2{560.0, 512.0}, HP: 1272.499980777502, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 16.0},
			{Active: false, Pos: Vec2{512.0, 600.0}, HP: -44.33333873748779, Size: 50.0, Flags: 0, PlagueInfected: false, HitboxSize: 15.966666664928198},
		},
		wantProjs: []Projectile{},
		wantSecs: []SecondaryProjectile{
			{Active: true, Pos: Vec2{544.3678477057244, 512.0}, TypeID: 3, Speed: 1.750000238418579, DetonationT: 0.7500000391155481, DetonationScale: 1.0},
			{Active: true, Pos: Vec2{512.0, 584.9016989088116}, TypeID: 3, Speed: 1.7166669368743896, DetonationT: 0.6500000339001417, DetonationScale: 0.25},
		},
	},
}

func TestProjectileHits(t *testing.T) {
	for _, c := range hitCases {
		w := &World{}
		w.Config.GameMode = GameModeSurvival
		w.Config.DetailPreset = 5
		w.initGameplay()
		w.Perks = defaultPerkState()
		w.Bonuses = defaultBonusPool()
		w.Creatures.Reset(SpawnEnv{TerrainWidth: 1024, TerrainHeight: 1024})
		w.Rng.Srand(c.seed)
		w.PlayerCount = c.players
		for i := range c.players {
			w.Players[i] = newPlayer(i, Vec2{100 + 50*float64(i), 100})
		}
		for _, hc := range c.creatures {
			cr := activateCreature(w, hc.slot)
			cr.Pos = Vec2{hc.x, hc.y}
			cr.HP = hc.hp
			cr.MaxHP = hc.hp
			cr.Size = hc.size
			cr.HitboxSize = CreatureHitboxAlive
			cr.TypeID = 0
			cr.RewardValue = 10
		}
		for _, hp := range c.projs {
			w.Projectiles.spawn(Vec2{hp.x, hp.y}, hp.angle, hp.typ, hp.owner, 45, hp.hitsPlayers)
		}
		for _, hs := range c.secs {
			if hs.typ == SecondaryTypeHomingRocket {
				w.spawnSeekerRocket(Vec2{hs.x, hs.y}, hs.angle, -1, Vec2{hs.x, hs.y})
			} else {
				w.SecondaryProjectiles.spawn(Vec2{hs.x, hs.y}, hs.angle, hs.typ, -1, 2.0)
			}
		}
		switch c.name {
		case "shock chain":
			w.Weapons.ShockChainLinksLeft = 3
			w.Weapons.setShockChainProjectileID(0)
		case "poison and freeze":
			w.Players[0].PerkCounts[perks.PoisonBullets] = 1
			w.BonusTimers.Freeze = 5
		case "barrel greaser ion master":
			w.Players[0].PerkCounts[perks.BarrelGreaser] = 1
			w.Players[0].PerkCounts[perks.IonGunMaster] = 1
		case "rockets frozen":
			w.BonusTimers.Freeze = 5
		}
		dt := f32(1.0 / 60.0)
		w.Tick.Dt = dt
		for range c.ticks {
			w.projectilesUpdate(dt)
			w.secondaryProjectilesUpdatePulseGun(dt)
		}
		if w.Rng.State != c.rngAfter || w.Gameplay.ShotsHit[0] != c.shotsHit || w.Creatures.KillCount != c.kills ||
			float64(w.Players[c.players-1].Health) != c.playerHealth || w.Weapons.ShockChainLinksLeft != c.shockLinks ||
			w.Weapons.shockChainProjectileID() != c.shockID {
			t.Errorf("%s: rng %d hit %d kills %d health %v shock %d/%d, want %d %d %d %v %d/%d", c.name,
				w.Rng.State, w.Gameplay.ShotsHit[0], w.Creatures.KillCount, w.Players[c.players-1].Health,
				w.Weapons.ShockChainLinksLeft, w.Weapons.shockChainProjectileID(),
				c.rngAfter, c.shotsHit, c.kills, c.playerHealth, c.shockLinks, c.shockID)
		}
		for i, hc := range c.creatures {
			got := &w.Creatures.Entries[hc.slot]
			want := c.wantCreatures[i]
			if got.Active != want.Active || !near9(got.HP, want.HP) || got.Size != want.Size || got.Flags != want.Flags ||
				got.PlagueInfected != want.PlagueInfected || !near9(got.HitboxSize, want.HitboxSize) ||
				!near9(got.Pos.X, want.Pos.X) || !near9(got.Pos.Y, want.Pos.Y) {
				t.Errorf("%s creature %d: active %v pos %v hp %v size %v flags %v plague %v hitbox %v\nwant %+v", c.name, hc.slot,
					got.Active, got.Pos, got.HP, got.Size, got.Flags, got.PlagueInfected, got.HitboxSize, want)
			}
		}
		n := 0
		for _, got := range w.Projectiles.Entries {
			if !got.Active {
				continue
			}
			if n >= len(c.wantProjs) {
				t.Errorf("%s: extra projectile %+v", c.name, got)
				continue
			}
			want := c.wantProjs[n]
			n++
			if got.TypeID != want.TypeID || got.LifeTimer != want.LifeTimer || got.SpeedScale != want.SpeedScale ||
				got.DamagePool != want.DamagePool || got.OwnerID != want.OwnerID || !near9(got.Angle, want.Angle) ||
				!near9(got.Pos.X, want.Pos.X) || !near9(got.Pos.Y, want.Pos.Y) {
				t.Errorf("%s projectile %d:\n got %+v\nwant %+v", c.name, n-1, got, want)
			}
		}
		if n != len(c.wantProjs) {
			t.Errorf("%s: %d projectiles, want %d", c.name, n, len(c.wantProjs))
		}
		n = 0
		for _, got := range w.SecondaryProjectiles.Entries {
			if !got.Active {
				continue
			}
			if n >= len(c.wantSecs) {
				t.Errorf("%s: extra secondary %+v", c.name, got)
				continue
			}
			want := c.wantSecs[n]
			n++
			if got.TypeID != want.TypeID || got.Speed != want.Speed || got.DetonationT != want.DetonationT ||
				got.DetonationScale != want.DetonationScale || !near9(got.Pos.X, want.Pos.X) || !near9(got.Pos.Y, want.Pos.Y) {
				t.Errorf("%s secondary %d:\n got %+v\nwant %+v", c.name, n-1, got, want)
			}
		}
		if n != len(c.wantSecs) {
			t.Errorf("%s: %d secondaries, want %d", c.name, n, len(c.wantSecs))
		}
	}
}

// near9 tolerates the last-ulp differences of Go's sin/cos against glibc's.
func near9(a, b float64) bool { return a == b || math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b)) }
