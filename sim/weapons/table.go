package weapons

import "strconv"

// TableSize is one past the largest weapon id (gameplay.py WEAPON_COUNT_SIZE): arrays
// indexed by weapon id have this length.
const TableSize = 54

// Weapon is one row of the native weapon table (weapons.py Weapon).
type Weapon struct {
	Defined bool // false for ids the table has no row for
	ID      int
	// Name is the native (misspelt in places) table name; DisplayName the fixed name the HUD
	// shows when preserve_bugs is off (weapons.py weapon_display_name).
	Name, DisplayName string
	AmmoClass         int     // 0 bullets, 1 fuel, 2 rockets, 3 electric
	ClipSize          int     // rounds per clip
	ShotCooldown      float64 // seconds between shots
	ReloadTime        float64 // seconds
	SpreadHeatInc     float64 // spread heat added per shot
	FireSound         string  // sfx key
	ReloadSound       string  // sfx key
	IconIndex         int     // index into the weapon icon atlas
	Flags             int     // native weapon flags (shell casing style among them)
	ProjectileMeta    int     // main-pool projectile move steps per tick (base damage)
	DamageScale       float64 // projectile damage multiplier
	PelletCount       int     // projectiles per shot
}

// ByID returns the table row of a weapon id and whether the id has one
// (weapon_runtime/assign.py weapon_entry).
func ByID(id int) (Weapon, bool) {
	if id < 0 || id >= TableSize || !table[id].Defined {
		return Weapon{}, false
	}
	return table[id], true
}

// Entry returns the table row of a weapon id, nil when the id has none. It points into the
// table (no copy, for the per-shot paths): the row is read-only.
func Entry(id int) *Weapon {
	if id < 0 || id >= TableSize || !table[id].Defined {
		return nil
	}
	return &table[id]
}

// DisplayName is the name the HUD shows for a weapon id (weapons.py weapon_display_name).
func DisplayName(id int, preserveBugs bool) string {
	w := Entry(id)
	if w == nil {
		return "weapon_" + strconv.Itoa(id)
	}
	if preserveBugs {
		return w.Name
	}
	return w.DisplayName
}

// IDLabel is a weapon id as a run's result gives it, for people: "1 (Pistol)" with the name
// the HUD shows, or the id alone when no weapon has it.
func IDLabel(id int, preserveBugs bool) string {
	if Entry(id) == nil {
		return strconv.Itoa(id)
	}
	return strconv.Itoa(id) + " (" + DisplayName(id, preserveBugs) + ")"
}

// table is the weapon table indexed by weapon id (weapons.py WEAPON_TABLE). Ids without
// an entry (0, 34..40, 46..49) have Defined false. Sound fields hold the resolved sfx keys
// (weapon_sfx.py resolve_weapon_sfx_ref); fields the port leaves None are 0.
var table = [TableSize]Weapon{
	1:  {Defined: true, ID: 1, Name: "Pistol", DisplayName: "Pistol", AmmoClass: 0, ClipSize: 10, ShotCooldown: 0.7117, ReloadTime: 1.2, SpreadHeatInc: 0.22, FireSound: "sfx_pistol_fire", ReloadSound: "sfx_pistol_reload", IconIndex: 0, Flags: 5, ProjectileMeta: 55, DamageScale: 4.1, PelletCount: 1},
	2:  {Defined: true, ID: 2, Name: "Assault Rifle", DisplayName: "Assault Rifle", AmmoClass: 0, ClipSize: 25, ShotCooldown: 0.117, ReloadTime: 1.2, SpreadHeatInc: 0.09, FireSound: "sfx_autorifle_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 1, Flags: 1, ProjectileMeta: 50, DamageScale: 1.0, PelletCount: 1},
	3:  {Defined: true, ID: 3, Name: "Shotgun", DisplayName: "Shotgun", AmmoClass: 0, ClipSize: 12, ShotCooldown: 0.85, ReloadTime: 1.9, SpreadHeatInc: 0.27, FireSound: "sfx_shotgun_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 2, Flags: 1, ProjectileMeta: 60, DamageScale: 1.2, PelletCount: 12},
	4:  {Defined: true, ID: 4, Name: "Sawed-off Shotgun", DisplayName: "Sawed-off Shotgun", AmmoClass: 0, ClipSize: 12, ShotCooldown: 0.87, ReloadTime: 1.9, SpreadHeatInc: 0.13, FireSound: "sfx_shotgun_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 3, Flags: 1, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 12},
	5:  {Defined: true, ID: 5, Name: "Submachine Gun", DisplayName: "Submachine Gun", AmmoClass: 0, ClipSize: 30, ShotCooldown: 0.088117, ReloadTime: 1.2, SpreadHeatInc: 0.082, FireSound: "sfx_hrpm_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 4, Flags: 5, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	6:  {Defined: true, ID: 6, Name: "Gauss Gun", DisplayName: "Gauss Gun", AmmoClass: 0, ClipSize: 6, ShotCooldown: 0.6, ReloadTime: 1.6, SpreadHeatInc: 0.42, FireSound: "sfx_gauss_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 5, Flags: 1, ProjectileMeta: 215, DamageScale: 1.0, PelletCount: 1},
	7:  {Defined: true, ID: 7, Name: "Mean Minigun", DisplayName: "Mean Minigun", AmmoClass: 0, ClipSize: 120, ShotCooldown: 0.09, ReloadTime: 4.0, SpreadHeatInc: 0.062, FireSound: "sfx_autorifle_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 6, Flags: 3, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	8:  {Defined: true, ID: 8, Name: "Flamethrower", DisplayName: "Flamethrower", AmmoClass: 1, ClipSize: 30, ShotCooldown: 0.008113, ReloadTime: 2.0, SpreadHeatInc: 0.015, FireSound: "sfx_flamer_fire_01", ReloadSound: "sfx_autorifle_reload", IconIndex: 7, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	9:  {Defined: true, ID: 9, Name: "Plasma Rifle", DisplayName: "Plasma Rifle", AmmoClass: 0, ClipSize: 20, ShotCooldown: 0.2908117, ReloadTime: 1.2, SpreadHeatInc: 0.182, FireSound: "sfx_shock_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 8, Flags: 0, ProjectileMeta: 30, DamageScale: 5.0, PelletCount: 1},
	10: {Defined: true, ID: 10, Name: "Multi-Plasma", DisplayName: "Multi-Plasma", AmmoClass: 0, ClipSize: 8, ShotCooldown: 0.6208117, ReloadTime: 1.4, SpreadHeatInc: 0.32, FireSound: "sfx_shock_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 9, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 3},
	11: {Defined: true, ID: 11, Name: "Plasma Minigun", DisplayName: "Plasma Minigun", AmmoClass: 0, ClipSize: 30, ShotCooldown: 0.11, ReloadTime: 1.3, SpreadHeatInc: 0.097, FireSound: "sfx_plasmaminigun_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 10, Flags: 0, ProjectileMeta: 35, DamageScale: 2.1, PelletCount: 1},
	12: {Defined: true, ID: 12, Name: "Rocket Launcher", DisplayName: "Rocket Launcher", AmmoClass: 2, ClipSize: 5, ShotCooldown: 0.7408117, ReloadTime: 1.2, SpreadHeatInc: 0.42, FireSound: "sfx_rocket_fire", ReloadSound: "sfx_autorifle_reload_alt", IconIndex: 11, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	13: {Defined: true, ID: 13, Name: "Seeker Rockets", DisplayName: "Seeker Rockets", AmmoClass: 2, ClipSize: 8, ShotCooldown: 0.3108117, ReloadTime: 1.2, SpreadHeatInc: 0.32, FireSound: "sfx_rocket_fire", ReloadSound: "sfx_autorifle_reload_alt", IconIndex: 12, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	14: {Defined: true, ID: 14, Name: "Plasma Shotgun", DisplayName: "Plasma Shotgun", AmmoClass: 0, ClipSize: 8, ShotCooldown: 0.48, ReloadTime: 3.1, SpreadHeatInc: 0.11, FireSound: "sfx_plasmashotgun_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 13, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 14},
	15: {Defined: true, ID: 15, Name: "Blow Torch", DisplayName: "Blow Torch", AmmoClass: 1, ClipSize: 30, ShotCooldown: 0.006113, ReloadTime: 1.5, SpreadHeatInc: 0.01, FireSound: "sfx_flamer_fire_01", ReloadSound: "sfx_autorifle_reload", IconIndex: 14, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	16: {Defined: true, ID: 16, Name: "HR Flamer", DisplayName: "HR Flamer", AmmoClass: 1, ClipSize: 30, ShotCooldown: 0.0085, ReloadTime: 1.8, SpreadHeatInc: 0.01, FireSound: "sfx_flamer_fire_01", ReloadSound: "sfx_autorifle_reload", IconIndex: 15, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	17: {Defined: true, ID: 17, Name: "Mini-Rocket Swarmers", DisplayName: "Mini-Rocket Swarmers", AmmoClass: 2, ClipSize: 5, ShotCooldown: 1.8, ReloadTime: 1.8, SpreadHeatInc: 0.12, FireSound: "sfx_rocket_fire", ReloadSound: "sfx_autorifle_reload_alt", IconIndex: 16, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	18: {Defined: true, ID: 18, Name: "Rocket Minigun", DisplayName: "Rocket Minigun", AmmoClass: 2, ClipSize: 16, ShotCooldown: 0.12, ReloadTime: 1.8, SpreadHeatInc: 0.12, FireSound: "sfx_rocketmini_fire", ReloadSound: "sfx_autorifle_reload_alt", IconIndex: 17, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	19: {Defined: true, ID: 19, Name: "Pulse Gun", DisplayName: "Pulse Gun", AmmoClass: 3, ClipSize: 16, ShotCooldown: 0.1, ReloadTime: 0.1, SpreadHeatInc: 0.0, FireSound: "sfx_pulse_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 18, Flags: 8, ProjectileMeta: 20, DamageScale: 1.0, PelletCount: 1},
	20: {Defined: true, ID: 20, Name: "Jackhammer", DisplayName: "Jackhammer", AmmoClass: 0, ClipSize: 16, ShotCooldown: 0.14, ReloadTime: 3.0, SpreadHeatInc: 0.16, FireSound: "sfx_shotgun_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 19, Flags: 1, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 4},
	21: {Defined: true, ID: 21, Name: "Ion Rifle", DisplayName: "Ion Rifle", AmmoClass: 4, ClipSize: 8, ShotCooldown: 0.4, ReloadTime: 1.35, SpreadHeatInc: 0.112, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 20, Flags: 8, ProjectileMeta: 15, DamageScale: 3.0, PelletCount: 1},
	22: {Defined: true, ID: 22, Name: "Ion Minigun", DisplayName: "Ion Minigun", AmmoClass: 4, ClipSize: 20, ShotCooldown: 0.1, ReloadTime: 1.8, SpreadHeatInc: 0.09, FireSound: "sfx_shockminigun_fire", ReloadSound: "sfx_shock_reload", IconIndex: 21, Flags: 8, ProjectileMeta: 20, DamageScale: 1.4, PelletCount: 1},
	23: {Defined: true, ID: 23, Name: "Ion Cannon", DisplayName: "Ion Cannon", AmmoClass: 4, ClipSize: 3, ShotCooldown: 1.0, ReloadTime: 3.0, SpreadHeatInc: 0.68, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 22, Flags: 0, ProjectileMeta: 10, DamageScale: 16.7, PelletCount: 1},
	24: {Defined: true, ID: 24, Name: "Shrinkifier 5k", DisplayName: "Shrinkifier 5k", AmmoClass: 0, ClipSize: 8, ShotCooldown: 0.21, ReloadTime: 1.22, SpreadHeatInc: 0.04, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 23, Flags: 8, ProjectileMeta: 45, DamageScale: 0.0, PelletCount: 1},
	25: {Defined: true, ID: 25, Name: "Blade Gun", DisplayName: "Blade Gun", AmmoClass: 0, ClipSize: 6, ShotCooldown: 0.35, ReloadTime: 3.5, SpreadHeatInc: 0.04, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 24, Flags: 8, ProjectileMeta: 20, DamageScale: 11.0, PelletCount: 1},
	26: {Defined: true, ID: 26, Name: "Spider Plasma", DisplayName: "Spider Plasma", AmmoClass: 0, ClipSize: 5, ShotCooldown: 0.2, ReloadTime: 1.2, SpreadHeatInc: 0.04, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 25, Flags: 8, ProjectileMeta: 10, DamageScale: 0.5, PelletCount: 1},
	27: {Defined: true, ID: 27, Name: "Evil Scythe", DisplayName: "Evil Scythe", AmmoClass: 4, ClipSize: 3, ShotCooldown: 1.0, ReloadTime: 3.0, SpreadHeatInc: 0.68, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 25, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	28: {Defined: true, ID: 28, Name: "Plasma Cannon", DisplayName: "Plasma Cannon", AmmoClass: 0, ClipSize: 3, ShotCooldown: 0.9, ReloadTime: 2.7, SpreadHeatInc: 0.6, FireSound: "sfx_shock_fire", ReloadSound: "sfx_shock_reload", IconIndex: 25, Flags: 0, ProjectileMeta: 10, DamageScale: 28.0, PelletCount: 1},
	29: {Defined: true, ID: 29, Name: "Splitter Gun", DisplayName: "Splitter Gun", AmmoClass: 0, ClipSize: 6, ShotCooldown: 0.7, ReloadTime: 2.2, SpreadHeatInc: 0.28, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 28, Flags: 0, ProjectileMeta: 30, DamageScale: 6.0, PelletCount: 1},
	30: {Defined: true, ID: 30, Name: "Gauss Shotgun", DisplayName: "Gauss Shotgun", AmmoClass: 0, ClipSize: 4, ShotCooldown: 1.05, ReloadTime: 2.1, SpreadHeatInc: 0.27, FireSound: "sfx_gauss_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 30, Flags: 1, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	31: {Defined: true, ID: 31, Name: "Ion Shotgun", DisplayName: "Ion Shotgun", AmmoClass: 4, ClipSize: 10, ShotCooldown: 0.85, ReloadTime: 1.9, SpreadHeatInc: 0.27, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 31, Flags: 1, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 8},
	32: {Defined: true, ID: 32, Name: "Flameburst", DisplayName: "Flameburst", AmmoClass: 4, ClipSize: 60, ShotCooldown: 0.02, ReloadTime: 3.0, SpreadHeatInc: 0.18, FireSound: "sfx_flamer_fire_01", ReloadSound: "sfx_shock_reload", IconIndex: 29, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	33: {Defined: true, ID: 33, Name: "RayGun", DisplayName: "RayGun", AmmoClass: 4, ClipSize: 12, ShotCooldown: 0.7, ReloadTime: 2.0, SpreadHeatInc: 0.38, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 30, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	41: {Defined: true, ID: 41, Name: "Plague Sphreader Gun", DisplayName: "Plague Spreader Gun", AmmoClass: 0, ClipSize: 5, ShotCooldown: 0.2, ReloadTime: 1.2, SpreadHeatInc: 0.04, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 40, Flags: 8, ProjectileMeta: 15, DamageScale: 0.0, PelletCount: 1},
	42: {Defined: true, ID: 42, Name: "Bubblegun", DisplayName: "Bubblegun", AmmoClass: 0, ClipSize: 15, ShotCooldown: 0.1613, ReloadTime: 1.2, SpreadHeatInc: 0.05, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 41, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	43: {Defined: true, ID: 43, Name: "Rainbow Gun", DisplayName: "Rainbow Gun", AmmoClass: 0, ClipSize: 10, ShotCooldown: 0.2, ReloadTime: 1.2, SpreadHeatInc: 0.09, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 42, Flags: 8, ProjectileMeta: 10, DamageScale: 1.0, PelletCount: 1},
	44: {Defined: true, ID: 44, Name: "Grim Weapon", DisplayName: "Grim Weapon", AmmoClass: 0, ClipSize: 3, ShotCooldown: 0.5, ReloadTime: 1.2, SpreadHeatInc: 0.4, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 43, Flags: 0, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	45: {Defined: true, ID: 45, Name: "Fire bullets", DisplayName: "Fire Bullets", AmmoClass: 0, ClipSize: 112, ShotCooldown: 0.14, ReloadTime: 1.2, SpreadHeatInc: 0.22, FireSound: "sfx_autorifle_fire", ReloadSound: "sfx_pistol_reload", IconIndex: 44, Flags: 1, ProjectileMeta: 60, DamageScale: 0.25, PelletCount: 1},
	50: {Defined: true, ID: 50, Name: "Transmutator", DisplayName: "Transmutator", AmmoClass: 0, ClipSize: 50, ShotCooldown: 0.04, ReloadTime: 5.0, SpreadHeatInc: 0.04, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 49, Flags: 9, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	51: {Defined: true, ID: 51, Name: "Blaster R-300", DisplayName: "Blaster R-300", AmmoClass: 0, ClipSize: 20, ShotCooldown: 0.08, ReloadTime: 2.0, SpreadHeatInc: 0.05, FireSound: "sfx_shock_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 50, Flags: 9, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	52: {Defined: true, ID: 52, Name: "Lighting Rifle", DisplayName: "Lightning Rifle", AmmoClass: 0, ClipSize: 500, ShotCooldown: 4.0, ReloadTime: 8.0, SpreadHeatInc: 1.0, FireSound: "sfx_explosion_large", ReloadSound: "sfx_shotgun_reload", IconIndex: 51, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
	53: {Defined: true, ID: 53, Name: "Nuke Launcher", DisplayName: "Nuke Launcher", AmmoClass: 0, ClipSize: 1, ShotCooldown: 4.0, ReloadTime: 8.0, SpreadHeatInc: 1.0, FireSound: "sfx_explosion_large", ReloadSound: "sfx_shotgun_reload", IconIndex: 52, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
}
