package sim

import "crdplayer/sim/weapons"

// Sound planning of the presentation step (sim/presentation_step.py). The player plays no
// sound yet, but the native game picks its hit and death sounds with the simulation rng, so
// the picks must be drawn exactly as the port draws them; the keys are returned for a future
// audio layer.

// Per-frame caps of the list planners (presentation_step.py _MAX_HIT_SFX_PER_FRAME,
// _MAX_DEATH_SFX_PER_FRAME).
const (
	maxHitSfxPerFrame   = 4
	maxDeathSfxPerFrame = 5
)

var bulletHitSfx = [...]string{
	"sfx_bullet_hit_01", "sfx_bullet_hit_02", "sfx_bullet_hit_03",
	"sfx_bullet_hit_04", "sfx_bullet_hit_05", "sfx_bullet_hit_06",
}

// creatureDeathSfx are the death sounds per creature type id (0 zombie … 5 trooper); each
// type has four and one is drawn per death.
var creatureDeathSfx = [...][4]string{
	{"sfx_zombie_die_01", "sfx_zombie_die_02", "sfx_zombie_die_03", "sfx_zombie_die_04"},
	{"sfx_lizard_die_01", "sfx_lizard_die_02", "sfx_lizard_die_03", "sfx_lizard_die_04"},
	{"sfx_alien_die_01", "sfx_alien_die_02", "sfx_alien_die_03", "sfx_alien_die_04"},
	{"sfx_spider_die_01", "sfx_spider_die_02", "sfx_spider_die_03", "sfx_spider_die_04"},
	{"sfx_spider_die_01", "sfx_spider_die_02", "sfx_spider_die_03", "sfx_spider_die_04"},
	{"sfx_trooper_die_01", "sfx_trooper_die_02", "sfx_trooper_die_03", "sfx_trooper_die_04"},
}

// hitSfxForType picks the impact sound of a projectile hit: electric ammo has a fixed sound,
// everything else draws one of six bullet hits (presentation_step.py _hit_sfx_for_type). The
// port looks the projectile type id up in the weapon table as if it were a weapon id; kept.
func hitSfxForType(typeID int, rng *CRand) string {
	if wp := weapons.Entry(typeID); wp != nil && wp.AmmoClass == 4 {
		return "sfx_shock_hit_01"
	}
	return bulletHitSfx[rng.Rand()%len(bulletHitSfx)]
}

// hitTriggersGameTune reports whether a projectile hit starts the in-game music
// (presentation_step.py plan_hit_sfx_keys): outside demo mode and Rush, once.
func hitTriggersGameTune(gameMode int, demoModeActive, gameTuneStarted bool) bool {
	return !demoModeActive && gameMode != modeRush && !gameTuneStarted
}

// planHitSfxKeys plans the impact sounds of up to four hits (by projectile type id) and
// whether they start the game tune (presentation_step.py plan_hit_sfx_keys). The world step
// calls it once per hit, right after the hit's decals.
func planHitSfxKeys(hitTypeIDs []int, gameMode int, demoModeActive, gameTuneStarted bool, rng *CRand) (bool, []string) {
	if len(hitTypeIDs) == 0 {
		return false, nil
	}
	trigger := hitTriggersGameTune(gameMode, demoModeActive, gameTuneStarted)
	n := min(len(hitTypeIDs), maxHitSfxPerFrame)
	keys := make([]string, 0, n)
	for _, t := range hitTypeIDs[:n] {
		keys = append(keys, hitSfxForType(t, rng))
	}
	return trigger, keys
}

// deathSfxPick draws the death sound of one creature type, or returns "" without drawing for
// types that have none (presentation_step.py plan_death_sfx_keys for a single death, as the
// world step calls it at each death).
func deathSfxPick(typeID int, rng *CRand) string {
	if typeID < 0 || typeID >= len(creatureDeathSfx) {
		return ""
	}
	opts := &creatureDeathSfx[typeID]
	return opts[rng.Rand()%len(opts)]
}

// planDeathSfxKeys plans the death sounds of up to five deaths, by creature type id
// (presentation_step.py plan_death_sfx_keys).
func planDeathSfxKeys(deathTypeIDs []int, rng *CRand) []string {
	var keys []string
	for _, t := range deathTypeIDs[:min(len(deathTypeIDs), maxDeathSfxPerFrame)] {
		if k := deathSfxPick(t, rng); k != "" {
			keys = append(keys, k)
		}
	}
	return keys
}
