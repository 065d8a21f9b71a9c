package bonuses

// ID identifies a bonus type (bonuses/ids.py BonusId).
type ID int

// Bonus ids, in bonus_meta_label order.
const (
	Unused           ID = iota
	Points           ID = 1
	Energizer        ID = 2
	Weapon           ID = 3
	WeaponPowerUp    ID = 4
	Nuke             ID = 5
	DoubleExperience ID = 6
	ShockChain       ID = 7
	Fireblast        ID = 8
	ReflexBoost      ID = 9
	Shield           ID = 10
	Freeze           ID = 11
	Medikit          ID = 12
	Speed            ID = 13
	FireBullets      ID = 14
)

// IDCount is the number of bonus ids (0..FireBullets).
const IDCount = int(FireBullets) + 1

// Meta is one bonus type's static metadata. IconID -1 is none; ApplySeconds 0 means the
// pickup uses the entry's amount as its duration.
type Meta struct {
	Name             string
	Description      string
	FixedDescription string
	IconID           int
	DefaultAmount    int
	ApplySeconds     float64
}

// Lookup returns the bonus type's metadata row (bonus_metadata_init) and whether the id has one.
func Lookup(id ID) (Meta, bool) {
	if id < 0 || int(id) >= IDCount {
		return Meta{}, false
	}
	return table[id], true
}

// DisplayName is the bonus type's name (bonuses/ids.py bonus_display_name).
func DisplayName(id ID) string {
	m, ok := Lookup(id)
	if !ok {
		return "unknown"
	}
	return m.Name
}

// DisplayDescription is the bonus type's description, with the rewrite's spelling fixes
// unless preserveBugs (bonuses/ids.py bonus_display_description).
func DisplayDescription(id ID, preserveBugs bool) string {
	m, ok := Lookup(id)
	if !ok {
		return ""
	}
	if !preserveBugs && m.FixedDescription != "" {
		return m.FixedDescription
	}
	return m.Description
}

// IconID is the bonus type's icon index in the bonus atlas, -1 for none (Weapon bonuses
// draw the weapon icon instead).
func IconID(id ID) int {
	m, ok := Lookup(id)
	if !ok {
		return -1
	}
	return m.IconID
}
