package sim

import (
	"crdplayer/sim/bonuses"
	"crdplayer/sim/weapons"
)

// World is the complete simulation state of one run: the reference port's WorldState and
// GameplayState folded into one plain value. It holds no pointers, maps or shared slices, so a
// snapshot is a struct copy (`snap := *w`) and a restore an assignment. Every area of the
// simulation keeps its state in the type its own file declares; World only composes them.
type World struct {
	Rng CRand

	Weapons WeaponState // weapon_state.go

	// Run settings, fixed at run start.
	Config Config

	Players     [MaxPlayers]Player
	PlayerCount int

	Creatures            CreaturePool            // creatures.go
	Projectiles          ProjectilePool          // projectiles.go
	SecondaryProjectiles SecondaryProjectilePool // projectiles.go
	Bonuses              BonusPool               // bonuses.go
	BonusTimers          BonusTimers             // bonuses.go
	Perks                PerkState               // perks.go
	Effects              EffectState             // effects.go

	Gameplay Gameplay      // core gameplay state of GameplayState (this file)
	Session  Session       // the mode session: Survival or Rush (sessions.go)
	Quest    QuestState    // the quest mode (quest_mode.go)
	Tutorial TutorialState // the tutorial director (tutorial_mode.go)
	Typo     TypoState     // Typ-o-Shooter: typing, names, counters (typo_mode.go)
	Run      RunState      // run boundaries: tick count, end, run-down, perk menu (step.go)

	// Tick is scratch of the tick being simulated (deaths, pickups, events); it is reset at the
	// start of every Step and carries nothing from one tick to the next.
	Tick TickScratch
}

// Gameplay is the part of the port's GameplayState the core owns (gameplay.py).
type Gameplay struct {
	GameMode        int  // replayio.ModeSurvival or replayio.ModeRush
	TimeScaleActive bool // Reflex Boost time scale latched for the next tick
	BonusSpawnGuard bool // set while perk/weapon rings spawn projectiles that must not drop bonuses

	SurvivalRewardWeaponGuardID  int
	SurvivalRewardHandoutEnabled bool
	SurvivalRewardFireSeen       bool
	SurvivalRewardDamageSeen     bool
	SurvivalRecentDeathPos       [3]Vec2
	SurvivalRecentDeathCount     int

	ShotsFired       [MaxPlayers]int
	ShotsHit         [MaxPlayers]int
	WeaponShotsFired [MaxPlayers][weapons.TableSize]int
}

// MaxPlayers is the largest player count a run can have.
const MaxPlayers = 4

// Config is the run's start settings as the simulation uses them (from replayio.RunSpec).
type Config struct {
	GameMode     int
	PlayerCount  int
	PreserveBugs bool
	// Hardcore and DifficultyLevel are the rules in effect (state.hardcore, the spawn env's
	// difficulty_level from quest_fail_retry_count), after the preserve_bugs gating.
	Hardcore        bool
	DifficultyLevel int
	DetailPreset    int
	FriendlyFire    bool
	Status          Status
	// Restrict holds a custom quest's exclusions (zero otherwise).
	Restrict Restrictions
}

// Restrictions are what a custom quest keeps out of the run (format 33+ custom_quest's
// no_bonuses, no_perks, no_weapons): an excluded bonus type is rerolled like a suppressed one,
// an excluded perk is never offered, an excluded weapon is never available for a drop or a
// random pick. Indexed by id; false everywhere outside custom quests.
type Restrictions struct {
	NoBonus  [bonuses.IDCount]bool
	NoPerk   [PerkCountSize]bool
	NoWeapon [weapons.TableSize]bool
}

// Status is the save status that gates weapons, perks and terrain and steers weapon-drop
// rerolls (persistence/save_status.py GameStatus, replayio.RunStatus).
type Status struct {
	QuestUnlockIndex     int
	QuestUnlockIndexFull int // quest_unlock_index_hardcore in the file
	WeaponUsageCounts    [53]uint32
}
