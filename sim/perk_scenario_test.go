package sim_test

import (
	"testing"

	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// perkScenarios are reference runs (testdata/perkruns, recorded with the harness plus a
// perk_apply of each perk to player 0 right after the run start) whose player 0 holds these
// perks from tick 0: the perks' frame effects, player ticks, bonus and damage modifiers run
// for thousands of ticks and every tick must match the reference trace.
var perkScenarios = []struct {
	name  string
	perks []sim.PerkID
	drops bool // a bonus of each type in turn dropped at player 0 (dropSchedule)
}{
	{"perks-a", perkSetA, false},
	{"perks-a2p", perkSetA, false}, // two players share the perks
	{"perks-b", perkSetB, false},
	{"perks-c", perkSetC, false},
	{"perks-d", []sim.PerkID{sim.PerkInfernalContract, sim.PerkRandomWeapon, sim.PerkInstantWinner, sim.PerkMonsterVision,
		sim.PerkBandage, sim.PerkLifeline50_50, sim.PerkBreathingRoom}, false},
	{"perks-e", []sim.PerkID{sim.PerkDeathClock, sim.PerkHighlander, sim.PerkFatalLottery}, false}, // dies; run-down
	{"perks-f4p", []sim.PerkID{sim.PerkFinalRevenge, sim.PerkThickSkinned, sim.PerkBandage, sim.PerkPlaguebearer,
		sim.PerkRadioactive, sim.PerkTelekinetic}, false}, // four players, preserve_bugs
	// Death Clock kills both players at about 30 s; Final Revenge goes off for each.
	{"perks-g2p", []sim.PerkID{sim.PerkDeathClock, sim.PerkFinalRevenge, sim.PerkJinxed}, false},
	{"drops-h", nil, true},
	{"drops-i2p", []sim.PerkID{sim.PerkBonusEconomist, sim.PerkAlternateWeapon, sim.PerkTelekinetic}, true},
}

// dropOrder is the bonus order of the drop schedule: before every 250th tick from tick 500 the
// next type is dropped 20 px right of player 0 (testdata/perkruns/perkrun.py with DROPS=1).
var dropOrder = []sim.BonusID{sim.BonusEnergizer, sim.BonusReflexBoost, sim.BonusSpeed, sim.BonusFreeze, sim.BonusNuke,
	sim.BonusShockChain, sim.BonusFireblast, sim.BonusShield, sim.BonusFireBullets, sim.BonusWeaponPowerUp,
	sim.BonusDoubleExperience, sim.BonusMedikit, sim.BonusWeapon, sim.BonusPoints}

func dropSchedule(w *sim.World, tick int) {
	if tick < 500 || tick%250 != 0 {
		return
	}
	p := w.Players[0].Pos
	sim.SpawnBonusForTest(w, sim.Vec2{X: p.X + 20, Y: p.Y}, dropOrder[((tick-500)/250)%len(dropOrder)])
}

// Set A: frame effects, player timers and bonus perks.
var perkSetA = []sim.PerkID{sim.PerkRegeneration, sim.PerkGreaterRegeneration, sim.PerkLeanMeanExpMachine, sim.PerkPyrokinetic,
	sim.PerkEvilEyes, sim.PerkJinxed, sim.PerkBonusMagnet, sim.PerkTelekinetic, sim.PerkBonusEconomist, sim.PerkHotTempered,
	sim.PerkManBomb, sim.PerkFireCaugh, sim.PerkLivingFortress}

// Set B: damage, death and defence perks (most act inside the creatures and weapons code).
var perkSetB = []sim.PerkID{sim.PerkFinalRevenge, sim.PerkReflexBoosted, sim.PerkPlaguebearer, sim.PerkRadioactive,
	sim.PerkPoisonBullets, sim.PerkVeinsOfPoison, sim.PerkToxicAvenger, sim.PerkUraniumFilledBullets, sim.PerkDoctor,
	sim.PerkFastshot, sim.PerkFastloader, sim.PerkSharpshooter, sim.PerkAmmoManiac, sim.PerkMyFavouriteWeapon,
	sim.PerkAlternateWeapon, sim.PerkUnstoppable, sim.PerkDodger, sim.PerkNinja, sim.PerkThickSkinned}

// Set C: reload and weapon-handling perks.
var perkSetC = []sim.PerkID{sim.PerkAngryReloader, sim.PerkStationaryReloader, sim.PerkAnxiousLoader, sim.PerkToughReloader,
	sim.PerkIonGunMaster, sim.PerkPyromaniac, sim.PerkMrMelee, sim.PerkBarrelGreaser, sim.PerkAmmunitionWithin,
	sim.PerkRegressionBullets, sim.PerkPerkExpert, sim.PerkPerkMaster, sim.PerkBloodyMessQuickLearner, sim.PerkLongDistanceRunner}

func TestPerkScenariosMatchReference(t *testing.T) {
	for _, sc := range perkScenarios {
		t.Run(sc.name, func(t *testing.T) {
			path := "testdata/perkruns/" + sc.name + ".crd"
			r, err := replayio.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			tr, err := parity.ReadTrace(path + ".trace.jsonl.gz")
			if err != nil {
				t.Fatal(err)
			}
			var before func(*sim.World, int)
			if sc.drops {
				before = dropSchedule
			}
			rep := parity.RunWith(r, tr, func(w *sim.World) {
				for _, id := range sc.perks {
					sim.GrantPerkForTest(w, id)
				}
			}, before)
			if rep.Status != parity.StatusVerified {
				msg := rep.Status
				if rep.Err != nil {
					msg += ": " + rep.Err.Error()
				}
				if rep.Divergence != nil {
					msg += "\n" + rep.Divergence.String()
				}
				for _, m := range rep.Mismatches {
					msg += "\n  " + m.String()
				}
				t.Errorf("%s", msg)
			}
		})
	}
}
