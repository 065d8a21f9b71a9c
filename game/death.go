package game

import (
	"fmt"
	"math"

	"crdplayer/sim"
	"crdplayer/sim/perks"
)

// Who killed a player: the damage that took their health to 0 or below, for the timeline's
// death marks ("player 2 killed by creature 41, an alien, at tick 2698").
//
// The simulation does not record what damages a player yet. Until it does, the killer is
// inferred from the state just after the death tick (inferHits, exact for the cases it names,
// Killer.Inferred set), and the rest of game reads it through PlayerHit alone, so that a record
// from sim replaces the inference without changing anything else. What sim should record, and
// where (the lead adds it):
//
//	StepEvents.PlayerHits [MaxPlayerHitEvents]PlayerHitEvent; PlayerHitCount int
//	PlayerHitEvent{Player int; Source int; Creature, CreatureType int;
//	               ProjectileOwner, ProjectileType int; Perk PerkID; Damage float64;
//	               HealthAfter float32}
//
// appended, in the order the tick deals them, wherever a player's health drops:
//   - creature_update.go creatureInteractions, after playerTakeDamage(player, c.ContactDamage):
//     contact, Creature idx, c.TypeID;
//   - world_state.go applyProjectileDamageToPlayer (called by projectileHitPlayers): projectile,
//     with proj.OwnerID and proj.TypeID passed down from projectileHitPlayers;
//   - weapon_fire.go, Ammunition Within's playerTakeDamage(p, cost): self, PerkAmmunitionWithin;
//   - perk_apply.go Fatal Lottery and Grim Deal (owner.Health = -1), Breathing Room, Thick
//     Skinned and Infernal Contract's health cuts: perk, the perk's id;
//   - perk_effects.go updateDeathClock's drain and Jinxed's -5: perk, PerkDeathClock / PerkJinxed.
//
// Damage is the health actually lost (playerTakeDamage's return) and HealthAfter the health
// after it, so the killing hit is the first whose HealthAfter <= 0.

// HitSource is what a PlayerHit came from.
type HitSource int

// Hit sources.
const (
	HitUnknown    HitSource = iota
	HitContact              // a creature touched the player (contact damage)
	HitProjectile           // a projectile hit the player
	HitPerk                 // a perk's effect (Death Clock, Fatal Lottery, Grim Deal, Jinxed, …)
)

// PlayerHit is one damage a player took in a tick.
type PlayerHit struct {
	Source HitSource
	// Contact: the creature's slot and type.
	Creature, CreatureType int
	// Projectile: its owner as sim.Projectile.OwnerID has it (a creature slot >= 0, -1-p for
	// player p's shot, -100 nobody) and its type id; OwnerType is the owning creature's type
	// (-1 when the owner is no creature).
	ProjectileOwner, ProjectileType, OwnerType int
	// Perk: the perk's id (perks.ID).
	Perk int
	// HealthAfter is the player's health after the hit (NaN when not known).
	HealthAfter float64
}

// Killer is what dealt a player's death: the hit that took their health to 0 or below.
type Killer struct {
	PlayerHit
	// Inferred: read from the state after the death tick rather than recorded by the
	// simulation (see inferHits).
	Inferred bool
}

// creatureNames are the six creature types' names (creatures.Zombie…creatures.Trooper).
var creatureNames = [...]string{"zombie", "lizard", "alien", "spider", "spider", "trooper"}

func creatureName(typeID int) string {
	if typeID >= 0 && typeID < len(creatureNames) {
		return creatureNames[typeID]
	}
	return fmt.Sprintf("type %d", typeID)
}

// String says what killed, for a death mark: "creature 41 (alien)", "a shot of creature 7
// (spider)", "player 2's shot", "the perk Grim Deal", "unknown".
func (k Killer) String() string {
	switch k.Source {
	case HitContact:
		return fmt.Sprintf("creature %d (%s)", k.Creature, creatureName(k.CreatureType))
	case HitProjectile:
		switch o := k.ProjectileOwner; {
		case o >= 0 && k.OwnerType >= 0:
			return fmt.Sprintf("a shot of creature %d (%s)", o, creatureName(k.OwnerType))
		case o >= 0:
			return fmt.Sprintf("a shot of creature %d", o)
		case o != -100 && o < 0:
			return fmt.Sprintf("player %d's shot", -o)
		}
		return "a stray shot"
	case HitPerk:
		return "the perk " + perks.DisplayName(perks.ID(k.Perk), 0, false)
	}
	return "unknown"
}

// killerOf is the hit of hits (one tick's, in order) that took the player to 0 health or
// below: the first whose HealthAfter <= 0, else the last (a health the record does not know).
func killerOf(hits []PlayerHit) (PlayerHit, bool) {
	for _, h := range hits {
		if h.HealthAfter <= 0 {
			return h, true
		}
	}
	if len(hits) > 0 {
		return hits[len(hits)-1], true
	}
	return PlayerHit{}, false
}

// contactReach bounds how far from its target a creature that touched the player this tick is
// once the tick is over: contact needs under 30 px when it happens, and the player moves
// after the creatures (a few px a tick); a ranged shot needs over 64 px.
const contactReach = 46.0

// inferHits reads from the state w just after the tick in which player p died what hit them,
// in the tick's order (perk effects, then creatures in slot order, then projectiles): no sim
// record needed, each rule exact for what it checks.
//   - A creature that attacked this tick has its attack cooldown in (1-dt, 1]: its update
//     clamps a spent cooldown to 0 or takes dt off a running one, an attack needs the result
//     at 0 or below (so above -dt) and adds 1 (creature_update.go); a cooldown that did not
//     attack is at most 1-dt then (a contact attacker's never exceeds 1). One within contact
//     reach of the player it targets touched them; of several, the later slot hit last (a hit
//     on a player already at 0 health is not dealt, so it was the killing one).
//   - A projectile that hit a player has its life timer set to exactly 0.25 that tick
//     (projectile_pool.go projectileHitPlayers) and sits within its hit radius of the player;
//     projectiles update after the creatures, so one such hit came last.
//   - Death Clock drains every player while player 0 has it; Fatal Lottery and Grim Deal set
//     player 0's health to exactly -1 on the tick they are picked (perkPicked).
//
// Other damage (Jinxed, Ammunition Within's shots, Breathing Room) is not told apart: no hit.
func inferHits(w *sim.World, p int, perkPicked int) []PlayerHit {
	pl := &w.Players[p]
	var hits []PlayerHit
	health := float64(pl.Health)
	if p == 0 && (perkPicked == int(perks.FatalLottery) || perkPicked == int(perks.GrimDeal)) && pl.Health == -1 {
		return []PlayerHit{{Source: HitPerk, Perk: perkPicked, HealthAfter: health}}
	}
	if w.PlayerCount > 0 && w.Players[0].PerkCounts[perks.DeathClock] > 0 {
		hits = append(hits, PlayerHit{Source: HitPerk, Perk: int(perks.DeathClock), HealthAfter: math.NaN()})
	}
	contact := -1
	dt := w.Tick.Dt // the tick's dt (after the players' update; the creatures' within a rounding)
	attacked := func(cd float64) bool { return dt > 0 && cd <= 1+1e-9 && cd > 1-dt*(1+1e-6)-1e-9 }
	// Under a shield or with Death Clock a contact deals nothing (playerTakeDamage); a dodge
	// (Ninja, Dodger) is a draw the state does not show, so a dodged contact still counts.
	// Frozen creatures (Freeze) and the one Evil Eyes holds skip their update, cooldown
	// included: theirs is last tick's.
	harmless := pl.ShieldTimer > 0 || pl.PerkCounts[perks.DeathClock] > 0 || w.BonusTimers.Freeze > 0
	held := -1
	if w.PlayerCount > 0 && w.Players[0].PerkCounts[perks.EvilEyes] > 0 {
		held = w.Players[0].EvilEyesTargetCreature
	}
	for slot := range w.Creatures.Entries {
		if harmless {
			break
		}
		if slot == held {
			continue
		}
		c := &w.Creatures.Entries[slot]
		if c.Active && attacked(c.AttackCooldown) && c.TargetPlayer == p && c.Pos.Sub(pl.Pos).Length() < contactReach {
			contact = slot
		}
	}
	if contact >= 0 {
		c := &w.Creatures.Entries[contact]
		hits = append(hits, PlayerHit{Source: HitContact, Creature: contact, CreatureType: c.TypeID, HealthAfter: math.NaN()})
	}
	for i := range w.Projectiles.Entries {
		pr := &w.Projectiles.Entries[i]
		if !pr.Active || !pr.HitsPlayers || pr.LifeTimer != 0.25 || pr.OwnerID == -1-p {
			continue
		}
		// withinNativeFindRadius's test: the distance, less the hit radius and the player's
		// reach (size/7 + 3), under 0.001.
		if pr.Pos.Sub(pl.Pos).Length()-pr.HitRadius-(pl.Size*0.14285715+3) >= 0.001 {
			continue
		}
		h := PlayerHit{Source: HitProjectile, ProjectileOwner: pr.OwnerID, ProjectileType: pr.TypeID, OwnerType: -1, HealthAfter: math.NaN()}
		if o := pr.OwnerID; o >= 0 && o < len(w.Creatures.Entries) {
			h.OwnerType = w.Creatures.Entries[o].TypeID
		}
		hits = append(hits, h)
	}
	// The inference does not know the health after each hit: the player is at 0 or below
	// after the last one.
	if len(hits) > 0 {
		hits[len(hits)-1].HealthAfter = health
	}
	return hits
}
