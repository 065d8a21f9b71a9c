package sim_test

import (
	"math"
	"slices"
	"testing"

	"crdplayer/internal/parity"
	"crdplayer/sim"
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// perkScenarios are reference runs (testdata/perkruns, recorded with the harness plus a
// perk_apply of each perk to player 0 right after the run start) whose player 0 holds these
// perks from tick 0: the perks' frame effects, player ticks, bonus and damage modifiers run
// for thousands of ticks and every tick must match the reference trace.
var perkScenarios = []struct {
	name   string
	perks  []perks.ID
	drops  bool                // a bonus of each type in turn dropped at player 0 (dropSchedule)
	spawns map[int][]spawnCall // creature templates spawned before ticks (spawnSchedule, floodSchedule)
	weapon int                 // when not 0, every player is given this weapon after the perks (WEAPON=N)
}{
	{"perks-a", perkSetA, false, nil, 0},
	{"perks-a2p", perkSetA, false, nil, 0}, // two players share the perks
	{"perks-b", perkSetB, false, nil, 0},
	{"perks-c", perkSetC, false, nil, 0},
	{"perks-d", []perks.ID{perks.InfernalContract, perks.RandomWeapon, perks.InstantWinner, perks.MonsterVision,
		perks.Bandage, perks.Lifeline50_50, perks.BreathingRoom}, false, nil, 0},
	{"perks-e", []perks.ID{perks.DeathClock, perks.Highlander, perks.FatalLottery}, false, nil, 0}, // dies; run-down
	{"perks-f4p", []perks.ID{perks.FinalRevenge, perks.ThickSkinned, perks.Bandage, perks.Plaguebearer,
		perks.Radioactive, perks.Telekinetic}, false, nil, 0}, // four players, preserve_bugs
	// Death Clock kills both players at about 30 s; Final Revenge goes off for each.
	{"perks-g2p", []perks.ID{perks.DeathClock, perks.FinalRevenge, perks.Jinxed}, false, nil, 0},
	{"drops-h", nil, true, nil, 0},
	{"drops-i2p", []perks.ID{perks.BonusEconomist, perks.AlternateWeapon, perks.Telekinetic}, true, nil, 0},
	{"spawns-j", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.Radioactive, perks.ThickSkinned}, false, spawnSchedule, 0},
	{"spawns-k", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.Radioactive, perks.ThickSkinned,
		perks.Dodger, perks.Ninja}, true, spawnSchedule, 0},
	{"spawns-n2p", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.ThickSkinned,
		perks.UraniumFilledBullets, perks.Fastshot, perks.Radioactive}, true, spawnSchedule, 0},
	// Pyromaniac with a Flamethrower in hand: fire damage (type 4) is boosted and draws.
	{"pyro-o", []perks.ID{perks.Pyromaniac, perks.IonGunMaster}, true, nil, weapons.Flamethrower},
	// Twenty Instant Winners (level 9 at tick 0) and a Flamethrower in hand: the menus that follow
	// offer Pyromaniac, which is taken at tick 1501 (the pick path of a perk offered only then).
	{"pyro-q", slices.Repeat([]perks.ID{perks.InstantWinner}, 20), false, nil, weapons.Flamethrower},
	// Two hundred Instant Winners: 500000 experience at tick 0, level 32, so the first
	// survival_update runs every milestone stage, 1 to 10 (levels 5 to 32), in one call.
	{"levels-r", slices.Repeat([]perks.ID{perks.InstantWinner}, 200), false, nil, 0},
	// Four players in a creature pool kept full (384 slots) from tick ~400 on.
	{"flood-s4p", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.ThickSkinned,
		perks.UraniumFilledBullets, perks.Fastshot}, true, floodSchedule, 0},
	// Four Plasma Shotguns (14 pellets a shot) and four Rocket Miniguns into a full creature pool:
	// the main and the secondary projectile pools run full.
	{"proj-t4p", []perks.ID{perks.Fastshot, perks.Fastloader, perks.AmmoManiac}, false, floodSchedule, weapons.PlasmaShotgun},
	{"rockets-u4p", []perks.ID{perks.Fastshot, perks.Fastloader, perks.AmmoManiac}, false, floodSchedule, weapons.RocketMinigun},
	// Four players whose Survival clock starts at 897000 ms (ELAPSED=897000): the late-game wave
	// spawns (interval 500 - elapsed/1800 ms goes negative after 901800 ms, ~15 minutes into a
	// real run) bring (1-interval)/2 extra creatures per wave, dozens by the end of the run.
	{"late-v4p", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.ThickSkinned,
		perks.UraniumFilledBullets, perks.Fastshot}, false, nil, 0},
	// One player from 1000000 ms (~16.7 minutes, ELAPSED=1000000): 28 to 38 extra creatures a
	// wave into a full pool, and the elapsed-time weapon handout (Shrinkifier) on tick 0.
	{"late-w", []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.ThickSkinned,
		perks.UraniumFilledBullets, perks.Fastshot}, false, nil, 0},
}

// scenarioElapsedMs is the Survival session clock (ms) a scenario starts at instead of 0
// (perkrun.py ELAPSED=MS sets session.elapsed_ms after the perks).
var scenarioElapsedMs = map[string]int{"late-v4p": 897000, "late-w": 1000000}

// dropOrder is the bonus order of the drop schedule: before every 250th tick from tick 500 the
// next type is dropped 20 px right of player 0 (testdata/perkruns/perkrun.py with DROPS=1).
var dropOrder = []bonuses.ID{bonuses.Energizer, bonuses.ReflexBoost, bonuses.Speed, bonuses.Freeze, bonuses.Nuke,
	bonuses.ShockChain, bonuses.Fireblast, bonuses.Shield, bonuses.FireBullets, bonuses.WeaponPowerUp,
	bonuses.DoubleExperience, bonuses.Medikit, bonuses.Weapon, bonuses.Points}

// spawnSchedule is perkrun.py's SPAWN_SCHEDULE (SPAWNS=1): before each listed tick the templates
// are spawned in order, heading pi. The first nine entries are the Survival milestone set pieces
// of stages 2 to 10 (advance_survival_spawn_stage), which a recorded run only reaches at player
// levels 9 to 32; between them come lizard (type 1) templates that no Survival or Rush spawn makes.
var spawnSchedule = func() map[int][]spawnCall {
	column := func(id int, x float64, y0, dy float64, n int) []spawnCall {
		out := make([]spawnCall, n)
		for i := range out {
			out[i] = spawnCall{id, x, float64(i)*dy + y0}
		}
		return out
	}
	row := func(id int, y float64, n int) []spawnCall {
		out := make([]spawnCall, n)
		for i := range out {
			out[i] = spawnCall{id, float64(i)*64 + 384, y}
		}
		return out
	}
	return map[int][]spawnCall{
		300:  {{0x2C, 1088, 512}},
		700:  column(0x35, 1088, 256, 128.0/3.0, 12),
		1100: column(0x2B, 1088, 384, 64, 4),
		1500: append(column(0x38, 1088, 384, 64, 4), column(0x38, -64, 384, 64, 4)...),
		1900: {{0x3A, 1088, 512}},
		2300: {{0x01, 640, 512}},
		2700: {{0x01, 384, 256}, {0x01, 640, 768}},
		3100: append(column(0x3C, 1088, 384, 64, 4), column(0x3C, -64, 384, 64, 4)...),
		3500: append(append([]spawnCall{{0x3A, 1088, 512}, {0x3A, -64, 512}}, row(0x3C, -64, 4)...), row(0x3C, 1088, 4)...),
		100:  {{0x04, -64, 300}, {0x2E, 1088, 700}, {0x31, 512, -64}},
		500:  {{0x11, -64, 512}, {0x1C, 1088, 300}},
		900:  {{0x16, 1088, 512}, {0x2F, 512, 1088}},
		1300: {{0x30, 1088, 512}},
	}
}()

// floodSchedule is perkrun.py's FLOOD_SCHEDULE (SPAWNS=flood): grid formations of 82 creatures
// until the 384-slot creature pool is full, and more while it is.
var floodSchedule = map[int][]spawnCall{
	100:  {{0x16, 1088, 256}},
	160:  {{0x14, 1088, 600}},
	220:  {{0x15, 1200, 100}},
	280:  {{0x17, 1200, 800}},
	340:  {{0x16, 1088, 400}},
	400:  {{0x14, 1300, 500}},
	1000: {{0x15, 1200, 300}},
	1600: {{0x17, 1200, 600}},
}

type spawnCall struct {
	template int
	x, y     float64
}

func spawnTemplates(t *testing.T, schedule map[int][]spawnCall) func(*sim.World, int) {
	return func(w *sim.World, tick int) {
		for _, c := range schedule[tick] {
			if err := sim.SpawnTemplateForTest(w, c.template, sim.Vec2{X: c.x, Y: c.y}, math.Pi); err != nil {
				t.Fatalf("tick %d: template %#x: %v", tick, c.template, err)
			}
		}
	}
}

func dropSchedule(w *sim.World, tick int) {
	if tick < 500 || tick%250 != 0 {
		return
	}
	p := w.Players[0].Pos
	sim.SpawnBonusForTest(w, sim.Vec2{X: p.X + 20, Y: p.Y}, dropOrder[((tick-500)/250)%len(dropOrder)])
}

// Set A: frame effects, player timers and bonus perks.
var perkSetA = []perks.ID{perks.Regeneration, perks.GreaterRegeneration, perks.LeanMeanExpMachine, perks.Pyrokinetic,
	perks.EvilEyes, perks.Jinxed, perks.BonusMagnet, perks.Telekinetic, perks.BonusEconomist, perks.HotTempered,
	perks.ManBomb, perks.FireCaugh, perks.LivingFortress}

// Set B: damage, death and defence perks (most act inside the creatures and weapons code).
var perkSetB = []perks.ID{perks.FinalRevenge, perks.ReflexBoosted, perks.Plaguebearer, perks.Radioactive,
	perks.PoisonBullets, perks.VeinsOfPoison, perks.ToxicAvenger, perks.UraniumFilledBullets, perks.Doctor,
	perks.Fastshot, perks.Fastloader, perks.Sharpshooter, perks.AmmoManiac, perks.MyFavouriteWeapon,
	perks.AlternateWeapon, perks.Unstoppable, perks.Dodger, perks.Ninja, perks.ThickSkinned}

// Set C: reload and weapon-handling perks.
var perkSetC = []perks.ID{perks.AngryReloader, perks.StationaryReloader, perks.AnxiousLoader, perks.ToughReloader,
	perks.IonGunMaster, perks.Pyromaniac, perks.MrMelee, perks.BarrelGreaser, perks.AmmunitionWithin,
	perks.RegressionBullets, perks.PerkExpert, perks.PerkMaster, perks.BloodyMessQuickLearner, perks.LongDistanceRunner}

func TestPerkScenariosMatchReference(t *testing.T) {
	for _, sc := range perkScenarios {
		t.Run(sc.name, func(t *testing.T) {
			path := "testdata/perkruns/" + sc.name + ".crd"
			r, tr := readRunAndTrace(t, path)
			var before func(*sim.World, int)
			if sc.drops {
				before = dropSchedule
			}
			if sc.spawns != nil {
				spawn := spawnTemplates(t, sc.spawns)
				before = func(w *sim.World, tick int) {
					if sc.drops {
						dropSchedule(w, tick)
					}
					spawn(w, tick)
				}
			}
			rep := parity.RunWith(r, tr, func(w *sim.World) {
				for _, id := range sc.perks {
					sim.GrantPerkForTest(w, id)
				}
				if sc.weapon != 0 {
					sim.AssignWeaponForTest(w, sc.weapon)
				}
				if ms, ok := scenarioElapsedMs[sc.name]; ok {
					w.Session.ElapsedMs = ms
				}
			}, before)
			if rep.Status != parity.StatusVerified {
				t.Errorf("%s", rep.String())
			}
		})
	}
}
