package game

import (
	"math"
	"testing"

	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/creatures"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// stateAt plays a run straight to position pos.
func stateAt(t *testing.T, rep *replayio.Replay, pos int) *sim.World {
	t.Helper()
	w, _, err := sim.New(&rep.Run)
	if err != nil {
		t.Fatal(err)
	}
	for i := range pos {
		if _, err := w.Step(&rep.Ticks[i]); err != nil {
			t.Fatal(err)
		}
	}
	return w
}

// TestDeathKillerContact: in a reference run whose idle player is killed by creatures, the
// timeline's death names a creature that touched them; and the inference holds by
// counterfactual: the same tick played with that creature taken away before it leaves the
// player alive, while the tick as recorded kills them.
func TestDeathKillerContact(t *testing.T) {
	rep := readRef(t, "../testdata/quests/quest-1.6-idle-51.crd")
	s, err := Open(rep, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Wait()
	tl := s.Timeline()
	s.Close()
	deaths := tl.Deaths()
	if len(deaths) != 1 || deaths[0].Killer == nil {
		t.Fatalf("deaths %+v", deaths)
	}
	d := deaths[0]
	k := d.Killer
	if k.Source != HitContact || !k.Inferred || k.HealthAfter > 0 {
		t.Fatalf("killer %+v (%s)", k, k)
	}
	before := stateAt(t, rep, d.Tick)
	if c := &before.Creatures.Entries[k.Creature]; !c.Active || c.TypeID != k.CreatureType {
		t.Fatalf("creature %d before the death tick: active %v, type %d, the killer's %d", k.Creature, c.Active, c.TypeID, k.CreatureType)
	}
	played := *before
	if _, err := played.Step(&rep.Ticks[d.Tick]); err != nil || played.Players[0].Health > 0 {
		t.Fatalf("the death tick as recorded: %v, health %v", err, played.Players[0].Health)
	}
	without := *before
	without.Creatures.Entries[k.Creature].Active = false
	if _, err := without.Step(&rep.Ticks[d.Tick]); err != nil || without.Players[0].Health <= 0 {
		t.Fatalf("without creature %d the player still dies at tick %d: health %v", k.Creature, d.Tick, without.Players[0].Health)
	}
	t.Logf("player 1 died at tick %d, killed by %s", d.Tick, k)
}

// TestDeathKillerProjectile: a creature's plasma shot placed on a player left with 5 health (a
// shot deals 10) kills them in the next tick, and the inference names the shot and its owner.
func TestDeathKillerProjectile(t *testing.T) {
	rep := readRef(t, "../testdata/quests/quest-1.6-idle-51.crd")
	w := stateAt(t, rep, 300)
	owner := -1
	for slot := range w.Creatures.Entries {
		if w.Creatures.Entries[slot].Active {
			owner = slot
			break
		}
	}
	if owner < 0 {
		t.Fatal("no creature at tick 300")
	}
	p := &w.Players[0]
	p.Health = 5
	free := -1
	for i := range w.Projectiles.Entries {
		if !w.Projectiles.Entries[i].Active {
			free = i
			break
		}
	}
	w.Projectiles.Entries[free] = sim.Projectile{Active: true, Pos: p.Pos, Origin: p.Pos, TypeID: weapons.ProjectilePlasmaRifle,
		LifeTimer: 0.4, SpeedScale: 1, DamagePool: 1, HitRadius: 10, BaseDamage: 1, OwnerID: owner, HitsPlayers: true, Angle: math.Pi / 2}
	ev, err := w.Step(&rep.Ticks[300])
	if err != nil || ev.PlayerDeathCount != 1 {
		t.Fatalf("%v: %d deaths, health %v", err, ev.PlayerDeathCount, p.Health)
	}
	h, ok := killerOf(inferHits(w, 0, ev.PerkPicked))
	if !ok || h.Source != HitProjectile || h.ProjectileOwner != owner || h.OwnerType != w.Creatures.Entries[owner].TypeID || h.HealthAfter > 0 {
		t.Fatalf("killer %+v", h)
	}
	if got, want := (Killer{PlayerHit: h}).String(), "a shot of creature "+itoa(owner)+" ("+creatureName(h.OwnerType)+")"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
}

// TestKillerOf: the killing hit is the first that leaves the player at 0 health or below.
func TestKillerOf(t *testing.T) {
	hits := []PlayerHit{{Source: HitContact, Creature: 3, HealthAfter: 12}, {Source: HitContact, Creature: 9, HealthAfter: -4}, {Source: HitProjectile, HealthAfter: -14}}
	if h, ok := killerOf(hits); !ok || h.Creature != 9 {
		t.Errorf("%+v", h)
	}
	if _, ok := killerOf(nil); ok {
		t.Error("a killer among no hits")
	}
	for k, want := range map[Killer]string{
		{PlayerHit: PlayerHit{Source: HitContact, Creature: 41, CreatureType: creatures.Alien}}:           "creature 41 (alien)",
		{PlayerHit: PlayerHit{Source: HitProjectile, ProjectileOwner: -2, OwnerType: -1}}:                 "player 2's shot",
		{PlayerHit: PlayerHit{Source: HitPerk, Perk: int(perks.GrimDeal)}}:                                "the perk Grim Deal",
		{PlayerHit: PlayerHit{Source: HitProjectile, ProjectileOwner: 7, OwnerType: creatures.SpiderSP1}}: "a shot of creature 7 (spider)",
	} {
		if got := k.String(); got != want {
			t.Errorf("%+v: %q, want %q", k, got, want)
		}
	}
}

func itoa(n int) string { return fmtF64(float64(n)) }

// TestDeathKillersOfReferenceRuns: every death of reference runs of four kinds (quests with
// Evil Eyes and crowded deaths, two-player and Grim Deal settings runs, Typ-o) has a killer,
// and each creature named passes the counterfactual: the death tick played again from the
// state before it without that creature leaves the player alive, or a later-slot creature kills
// them instead whose attack the recorded tick never dealt (the player was dead by then).
func TestDeathKillersOfReferenceRuns(t *testing.T) {
	files := []string{
		"../testdata/quests/quest-2.10-hardcore-32.crd", "../testdata/quests/quest-3.1-pilot-1777.crd",
		"../testdata/quests/quest-5.8-pilot-2776.crd", "../testdata/quests/quest-1.7-pilot-1259.crd",
		"../testdata/settings/settings-ff2p-602.crd", "../testdata/settings/settings-detail1-601.crd",
		"../testdata/typo/typo-death-401.crd",
	}
	deaths, contacts, perks := 0, 0, 0
	for _, f := range files {
		rep := readRef(t, f)
		s, err := Open(rep, Options{})
		if err != nil {
			t.Fatal(err)
		}
		s.Wait()
		tl := s.Timeline()
		s.Close()
		for _, d := range tl.Deaths() {
			deaths++
			k := d.Killer
			if k == nil {
				t.Errorf("%s: player %d at tick %d: no killer", f, d.Player+1, d.Tick)
				continue
			}
			if k.Source == HitPerk {
				// The run picked that perk on the death tick.
				picked := false
				for _, e := range tl.EventsOf(EventPerkPick) {
					picked = picked || e.At() == d.Tick && e.Value == k.Perk
				}
				if !picked {
					t.Errorf("%s: player %d at tick %d: %s, not picked then", f, d.Player+1, d.Tick, k)
				}
				perks++
				continue
			}
			if k.Source != HitContact {
				continue
			}
			contacts++
			before := stateAt(t, rep, d.Tick)
			played := *before
			played.Step(&rep.Ticks[d.Tick])
			without := *before
			without.Creatures.Entries[k.Creature].Active = false
			without.Step(&rep.Ticks[d.Tick])
			if without.Players[d.Player].Health <= 0 {
				h, ok := killerOf(inferHits(&without, d.Player, -1))
				blocked := ok && h.Source == HitContact && h.Creature > k.Creature &&
					played.Creatures.Entries[h.Creature].AttackCooldown <= 1-played.Tick.Dt
				if !blocked {
					t.Errorf("%s: player %d at tick %d: %s, but without it %+v kills", f, d.Player+1, d.Tick, k, h)
				}
			}
		}
	}
	if deaths != 8 || contacts != 7 || perks != 1 {
		t.Errorf("%d deaths, %d by contact, %d by a perk: the runs hold 8 deaths, one by Grim Deal", deaths, contacts, perks)
	}
}
