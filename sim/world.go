package sim

// World is the complete simulation state of one run: the reference port's WorldState and
// GameplayState folded into one plain value. It holds no pointers, maps or shared slices, so a
// snapshot is a struct copy (`snap := *w`) and a restore an assignment. Every area of the
// simulation keeps its state in the type its own file declares; World only composes them.
type World struct {
	Rng CRand

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
}

// MaxPlayers is the largest player count a run can have.
const MaxPlayers = 4

// Config is the run's start settings as the simulation uses them (from replayio.RunSpec).
type Config struct {
	GameMode     int
	PlayerCount  int
	PreserveBugs bool
	Hardcore     bool
	DetailPreset int
	FriendlyFire bool
}
