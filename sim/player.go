package sim

// PerkCountSize is the length of a player's perk counter array (sim/state_types.py PERK_COUNT_SIZE).
const PerkCountSize = 0x80

// Player is one player's state (sim/state_types.py PlayerState). Owned by the core. Field names
// are the port's names in PascalCase, so every area can read and write them by the same name.
// Times are seconds unless the name says otherwise; positions are world pixels.
type Player struct {
	Index  int
	Pos    Vec2
	Health float32 // float32 as the game stores it (player_take_damage rounds every store)
	Size   float64

	SpeedMultiplier float64
	MoveSpeed       float64
	MovePhase       float64
	Heading         float64 // radians, 0 = up
	TurnSpeed       float64
	DeathTimer      float64
	LowHealthTimer  float64

	Aim                    Vec2
	AimHeading             float64
	AimDir                 Vec2
	EvilEyesTargetCreature int // creature slot, -1 none
	BonusAimHoverIndex     int // bonus slot, -1 none
	BonusAimHoverTimerMs   float64
	WeaponID               int
	ClipSize               int
	Ammo                   float64
	ReloadActive           bool
	ReloadTimer            float64
	ReloadTimerMax         float64
	ShotCooldown           float64
	ShotSeq                int
	WeaponResetLatch       int
	AuxTimer               float64
	SpreadHeat             float64
	MuzzleFlashAlpha       float64

	// The alternate weapon slot; HasAltWeapon false is the port's alt_weapon_id None.
	HasAltWeapon      bool
	AltWeaponID       int
	AltClipSize       int
	AltAmmo           float64
	AltReloadActive   bool
	AltReloadTimer    float64
	AltReloadTimerMax float64
	AltShotCooldown   float64

	Experience int
	Level      int

	PerkCounts          [PerkCountSize]int
	PlaguebearerActive  bool
	HotTemperedTimer    float64
	ManBombTimer        float64
	LivingFortressTimer float64
	FireCoughTimer      float64

	SpeedBonusTimer  float64
	ShieldTimer      float64
	FireBulletsTimer float64
}
