package scene

import "image/color"

// Scene is the read-only view of one tick that the drawing functions get: positions in world
// pixels (the arena is 1024×1024, y down), headings in radians (0 = up, clockwise), times in
// seconds. It is built from the simulation's World by Read, so drawing never reaches into the
// simulation and tests can draw hand-made scenes.
type Scene struct {
	Tick int

	Creatures   []CreatureView
	Projectiles []ProjectileView
	Bonuses     []BonusView
	Players     []PlayerView
	Effects     []EffectView

	Mode      int   // replayio.Mode*
	ElapsedMs int64 // run clock
	Kills     int   // creatures killed so far
	Perk      PerkMenuView
	Timers    []Timer // active global bonus timers

	// The mode's own part (modes.go): filled for its mode, zero otherwise; Approx for a run
	// played under the nearest profile.
	Quest    QuestView
	Tutorial TutorialView
	Typo     TypoView
	Approx   ApproxView
	// End is, at the recording's last position, how the run ended there in words ("Tutorial
	// completed", "Run over: the player died", "The recording ends here: the run goes on");
	// "" elsewhere, and for a completed quest, whose box shows from its completion tick.
	End EndView

	ShakeX, ShakeY float64 // camera shake offset, world pixels
}

// EndView is how the run ends at the recording's last position (Scene.End).
type EndView struct {
	Head string  // "" when not at the end
	Kind EndKind // how it ended, for the box's colours
}

// EndKind is how a run's recording ends: cut off while the run goes on, by a death, or by a
// completion.
type EndKind int

const (
	EndCut EndKind = iota
	EndDeath
	EndCompleted
)

// CreatureView is one active creature slot.
type CreatureView struct {
	Slot     int
	Type     int // creature type id: 0 zombie, 1 lizard, 2 alien, 3 spider sp1, 4 spider sp2, 5 trooper
	X, Y     float64
	Heading  float64
	Size     float64    // sprite width, world pixels
	Tint     color.RGBA // the creature's tint (alpha 255 = opaque)
	HitFlash float64    // the hit-flash timer, seconds (0.2 once hit: never counted down, so not drawn)
	Hitbox   float64    // 16 alive; counts down to 0 while dying; negative: a fading corpse
	HP       float64
	MaxHP    float64

	AnimPhase float64 // animation phase, frames (used with the original game's sheets)
	Flags     int     // creature flags (animation strip kind)
}

// Dying reports whether the creature is in its death animation or a corpse.
func (c CreatureView) Dying() bool { return c.Hitbox < 16 }

// ProjectileView is one projectile; Secondary marks the rocket/pulse pool.
type ProjectileView struct {
	Type      int
	Secondary bool
	X, Y      float64
	Heading   float64
	Life      float64 // 0..1 fraction of life left, for fading
}

// BonusView is one bonus lying in the arena.
type BonusView struct {
	Type   int // bonus id (bonuses/ids: 1 points … 14 fire bullets)
	X, Y   float64
	Weapon int     // weapon id for a weapon bonus
	Time   float64 // seconds left before it vanishes
}

// PlayerView is one player.
type PlayerView struct {
	Index      int
	X, Y       float64
	Heading    float64 // body heading
	AimX, AimY float64 // aim point, world pixels
	Size       float64
	Health     float64 // 0..100
	Dead       bool
	WeaponID   int
	WeaponName string // as the run's game spells it (preserve_bugs: the native table's)
	Ammo       float64
	ClipSize   int
	Reloading  bool
	Reload     float64 // 0..1 reload progress
	Experience int
	Level      int
	// LevelsUp: the player's level moves in this run's mode (the first player in Survival,
	// quests and the tutorial; sim.ModeLevelsUp), so its level and the bar to the next mean
	// something.
	LevelsUp     bool
	MuzzleFlash  float64 // 0..1
	Perks        []PerkCount
	ShieldTimer  float64
	SpeedTimer   float64
	FireBullets  float64
	HasAltWeapon bool
	AltWeaponID  int
	AltWeapon    string // AltWeaponID's name
}

// PerkCount is one perk a player has taken and how many times.
type PerkCount struct {
	ID, Count int
	Name      string // as the run's game spells it (preserve_bugs: "Fire Caugh")
}

// Timer is a named running timer shown in the HUD (seconds left).
type Timer struct {
	Name string
	Left float64
}

// EffectKind says how an effect is drawn.
type EffectKind int

const (
	EffectGlow      EffectKind = iota // soft round sprite (particles, blood, sparks)
	EffectRing                        // expanding ring (explosion shock waves)
	EffectSquare                      // rotated quad (debris, casings)
	EffectExplosion                   // bright filled burst
)

// EffectView is one particle or effect: a W×H quad (world pixels) centred on (X, Y).
type EffectView struct {
	Kind     EffectKind
	X, Y     float64
	W, H     float64
	Rotation float64
	Color    color.RGBA // straight (not premultiplied) colour; alpha is the current opacity
	Additive bool       // adds light (fire, glows) rather than covering (smoke, blood)
}

// PerkMenuView is the perk menu when the run has one open: Choices are perk ids, Picked is the
// index the next tick picks (-1: none), or, with Taken, the index the last tick picked.
type PerkMenuView struct {
	Open    bool
	Player  int // who chooses (0-based)
	Players int // the run's player count: with more than one, the menu says who chooses
	Choices []int
	Names   []string // the choices' names, as the run's game spells them
	Picked  int
	Taken   bool
}
