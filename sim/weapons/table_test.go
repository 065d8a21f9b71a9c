package weapons

import "testing"

// Rows checked against weapons.py WEAPON_TABLE.
func TestWeaponTableRows(t *testing.T) {
	cases := []Weapon{
		{Defined: true, ID: 1, Name: "Pistol", DisplayName: "Pistol", ClipSize: 10, ShotCooldown: 0.7117, ReloadTime: 1.2, SpreadHeatInc: 0.22, FireSound: "sfx_pistol_fire", ReloadSound: "sfx_pistol_reload", IconIndex: 0, Flags: 5, ProjectileMeta: 55, DamageScale: 4.1, PelletCount: 1},
		{Defined: true, ID: 3, Name: "Shotgun", DisplayName: "Shotgun", ClipSize: 12, ShotCooldown: 0.85, ReloadTime: 1.9, SpreadHeatInc: 0.27, FireSound: "sfx_shotgun_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 2, Flags: 1, ProjectileMeta: 60, DamageScale: 1.2, PelletCount: 12},
		{Defined: true, ID: 5, Name: "Submachine Gun", DisplayName: "Submachine Gun", ClipSize: 30, ShotCooldown: 0.088117, ReloadTime: 1.2, SpreadHeatInc: 0.082, FireSound: "sfx_hrpm_fire", ReloadSound: "sfx_autorifle_reload", IconIndex: 4, Flags: 5, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
		{Defined: true, ID: 6, Name: "Gauss Gun", DisplayName: "Gauss Gun", ClipSize: 6, ShotCooldown: 0.6, ReloadTime: 1.6, SpreadHeatInc: 0.42, FireSound: "sfx_gauss_fire", ReloadSound: "sfx_shotgun_reload", IconIndex: 5, Flags: 1, ProjectileMeta: 215, DamageScale: 1.0, PelletCount: 1},
		{Defined: true, ID: 12, Name: "Rocket Launcher", DisplayName: "Rocket Launcher", AmmoClass: 2, ClipSize: 5, ShotCooldown: 0.7408117, ReloadTime: 1.2, SpreadHeatInc: 0.42, FireSound: "sfx_rocket_fire", ReloadSound: "sfx_autorifle_reload_alt", IconIndex: 11, Flags: 8, ProjectileMeta: 45, DamageScale: 1.0, PelletCount: 1},
		{Defined: true, ID: 24, Name: "Shrinkifier 5k", DisplayName: "Shrinkifier 5k", ClipSize: 8, ShotCooldown: 0.21, ReloadTime: 1.22, SpreadHeatInc: 0.04, FireSound: "sfx_shock_fire_alt", ReloadSound: "sfx_shock_reload", IconIndex: 23, Flags: 8, ProjectileMeta: 45, DamageScale: 0.0, PelletCount: 1},
		{Defined: true, ID: 43, Name: "Rainbow Gun", DisplayName: "Rainbow Gun", ClipSize: 10, ShotCooldown: 0.2, ReloadTime: 1.2, SpreadHeatInc: 0.09, FireSound: "sfx_bloodspill_01", ReloadSound: "sfx_shotgun_reload", IconIndex: 42, Flags: 8, ProjectileMeta: 10, DamageScale: 1.0, PelletCount: 1},
		{Defined: true, ID: 45, Name: "Fire bullets", DisplayName: "Fire Bullets", ClipSize: 112, ShotCooldown: 0.14, ReloadTime: 1.2, SpreadHeatInc: 0.22, FireSound: "sfx_autorifle_fire", ReloadSound: "sfx_pistol_reload", IconIndex: 44, Flags: 1, ProjectileMeta: 60, DamageScale: 0.25, PelletCount: 1},
	}
	for _, want := range cases {
		got, ok := ByID(want.ID)
		if !ok || got != want {
			t.Errorf("weapon %d:\n got %+v\nwant %+v", want.ID, got, want)
		}
	}
}

func TestWeaponTableIDs(t *testing.T) {
	defined := 0
	for id := range TableSize {
		w, ok := ByID(id)
		if ok {
			defined++
			if w.ID != id {
				t.Errorf("row %d has id %d", id, w.ID)
			}
		}
	}
	// weapons.py defines ids 1..33, 41..45 and 50..53.
	if defined != 42 {
		t.Errorf("defined rows = %d, want 42", defined)
	}
	for _, id := range []int{0, 34, 40, 46, 49, 54, -1} {
		if _, ok := ByID(id); ok {
			t.Errorf("weapon %d should have no row", id)
		}
	}
}

func TestWeaponDisplayName(t *testing.T) {
	cases := []struct {
		id   int
		bugs bool
		want string
	}{
		{41, false, "Plague Spreader Gun"},
		{41, true, "Plague Sphreader Gun"},
		{52, false, "Lightning Rifle"},
		{52, true, "Lighting Rifle"},
		{45, false, "Fire Bullets"},
		{2, true, "Assault Rifle"},
		{35, false, "weapon_35"},
	}
	for _, c := range cases {
		if got := DisplayName(c.id, c.bugs); got != c.want {
			t.Errorf("DisplayName(%d, %v) = %q, want %q", c.id, c.bugs, got, c.want)
		}
	}
}

// weapons.py projectile_type_id_from_weapon_id.
func TestProjectileTypeIDFromWeaponID(t *testing.T) {
	want := map[int]int{
		1: 1, 2: 2, 3: 3, 4: 3, 5: 5, 6: 6, 7: 1, 8: -1, 9: 9, 10: 9, 11: 11, 12: -1, 13: -1,
		14: 11, 15: -1, 16: -1, 17: -1, 18: -1, 19: 0x13, 20: 3, 21: 0x15, 22: 0x16, 23: 0x17,
		24: 0x18, 25: 0x19, 26: 26, 27: 27, 28: 0x1c, 29: 0x1d, 30: 6, 31: 0x16, 32: 32, 33: 33,
		34: -1, 41: 0x29, 42: -1, 43: 0x2b, 45: 0x2d, 50: 50, 53: 53, 0: -1,
	}
	for id, w := range want {
		if got := ProjectileTypeOf(id); got != w {
			t.Errorf("ProjectileTypeOf(%d) = %d, want %d", id, got, w)
		}
	}
}

// sim/runners/common.py build_damage_scale_by_type: damage_scale or 1.0.
func TestWeaponDamageScaleForType(t *testing.T) {
	for typ, want := range map[int]float64{1: 4.1, 3: 1.2, 0x18: 1.0, 0x2d: 0.25, 40: 1.0, 0x13: 1.0} {
		if got := DamageScaleForType(typ); got != want {
			t.Errorf("damage scale of type %d = %v, want %v", typ, got, want)
		}
	}
}

// TestIDLabel: a result's weapon id with the HUD's name, or alone when no weapon has it (0,
// the gap 34..40, past the table).
func TestIDLabel(t *testing.T) {
	for _, c := range []struct {
		id   int
		want string
	}{{1, "1 (Pistol)"}, {3, "3 (Shotgun)"}, {0, "0"}, {35, "35"}, {-4, "-4"}, {1000, "1000"}} {
		if got := IDLabel(c.id, false); got != c.want {
			t.Errorf("IDLabel(%d) = %q, want %q", c.id, got, c.want)
		}
	}
}
