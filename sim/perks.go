package sim

// PerkState is the perk selection and perk timers of the run (perks/state.py,
// perks/selection.py). Owned by the bonuses and perks area.
type PerkState struct{}
