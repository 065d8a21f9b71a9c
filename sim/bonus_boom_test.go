package sim

import (
	"strconv"
	"strings"
	"testing"

	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
)

type boomResult struct {
	seed, rng              uint32
	kills, xp              int
	creatures, projectiles string
}

// boomWorld is 24 creatures (every third slot, types 0..3, hp 30..180, every sixth already a
// corpse) around player 0 at (500, 500), as the reference scripts set them up.
func boomWorld(seed uint32) *World {
	w := newPerkTestWorld(seed, 1, 0)
	w.Players[0].Pos = Vec2{500, 500}
	w.Tick.Dt = f32(1.0 / 60)
	for i := range 24 {
		c := activateCreature(w, i*3)
		c.TypeID = i % 4
		c.Pos = Vec2{500 + float64(i-12)*23, 500 + float64(i%5)*31 - 60}
		c.HP = 30 + 25*float64(i%7)
		c.MaxHP = c.HP
		c.Size = 50
		c.RewardValue = 40 + float64(i)
		if i%6 == 5 {
			c.HP = -3
			c.HitboxSize = 8
		}
	}
	return w
}

func boomState(w *World, seed uint32) boomResult {
	var cs, ps []string
	for i := 0; i < 72; i += 3 {
		c := &w.Creatures.Entries[i]
		active := "0"
		if c.Active {
			active = "1"
		}
		cs = append(cs, strconv.Itoa(i)+":"+active+":"+pyFloat(c.HP)+":"+pyFloat(c.HitboxSize))
	}
	for i := range w.Projectiles.Entries {
		if pr := &w.Projectiles.Entries[i]; pr.Active {
			ps = append(ps, strconv.Itoa(i)+":"+strconv.Itoa(pr.TypeID)+":"+pyFloat(pr.Angle)+":"+pyFloat(pr.SpeedScale))
		}
	}
	return boomResult{seed, w.Rng.State, w.Creatures.KillCount, w.Players[0].Experience, strings.Join(cs, ";"), strings.Join(ps, ";")}
}

// A Nuke picked up at the player: projectiles, explosion, and radius damage to creatures and
// corpses (kills pay experience, draw their death sound), against the reference port.
func TestNukeMatchesReference(t *testing.T) {
	for _, want := range []boomResult{
		{seed: 5, rng: 2320100130, kills: 0, xp: 939, creatures: "0:1:30.0:16.0;3:1:48.283157824684366:16.0;6:1:-49.956522560994614:15.966666664928198;9:1:-126.93034582619461:15.966666664928198;12:1:-175.9363470491263:15.966666664928198;15:1:-3.0:7.749999986961484;18:1:-394.9290815811504:15.966666664928198;21:1:-674.9130500524291:15.966666664928198;24:1:-736.3027522074634:15.966666664928198;27:1:-729.4418208127713:15.966666664928198;30:1:-796.978836571284:15.966666664928198;33:1:-3.0:7.749999986961484;36:1:-1115.0:15.966666664928198;39:1:-898.8781463888124:15.966666664928198;42:1:-855.9187900952394:15.966666664928198;45:1:-767.8074803761549:15.966666664928198;48:1:-717.6878604057327:15.966666664928198;51:1:-3.0:7.749999986961484;54:1:-440.5459845768719:15.966666664928198;57:1:-258.72925710260773:15.966666664928198;60:1:-132.32236772776446:15.966666664928198;63:1:-204.89235004235084:15.966666664928198;66:1:-74.95652256099461:15.966666664928198;69:1:-3.0:7.749999986961484", projectiles: "0:1:4.33:0.55;1:1:5.8500000000000005:0.6;2:1:0.3:0.77;3:1:0.65:0.72;4:1:6.12:0.64;5:1:0.61:0.8300000000000001;6:6:5.2:1.0;7:6:4.26:1.0"},
		{seed: 6, rng: 2034954071, kills: 0, xp: 939, creatures: "0:1:30.0:16.0;3:1:48.283157824684366:16.0;6:1:-49.956522560994614:15.966666664928198;9:1:-126.93034582619461:15.966666664928198;12:1:-175.9363470491263:15.966666664928198;15:1:-3.0:7.749999986961484;18:1:-394.9290815811504:15.966666664928198;21:1:-674.9130500524291:15.966666664928198;24:1:-736.3027522074634:15.966666664928198;27:1:-729.4418208127713:15.966666664928198;30:1:-796.978836571284:15.966666664928198;33:1:-3.0:7.749999986961484;36:1:-1115.0:15.966666664928198;39:1:-898.8781463888124:15.966666664928198;42:1:-855.9187900952394:15.966666664928198;45:1:-767.8074803761549:15.966666664928198;48:1:-717.6878604057327:15.966666664928198;51:1:-3.0:7.749999986961484;54:1:-440.5459845768719:15.966666664928198;57:1:-258.72925710260773:15.966666664928198;60:1:-132.32236772776446:15.966666664928198;63:1:-204.89235004235084:15.966666664928198;66:1:-74.95652256099461:15.966666664928198;69:1:-3.0:7.749999986961484", projectiles: "0:1:3.93:0.69;1:1:0.45:0.56;2:1:0.77:0.9;3:1:2.7800000000000002:0.66;4:1:1.16:0.66;5:1:1.05:0.54;6:6:6.2700000000000005:1.0;7:6:0.1:1.0"},
	} {
		w := boomWorld(want.seed)
		w.bonusApply(&w.Players[0], bonuses.Nuke, 1, w.Players[0].Pos, nil)
		if got := boomState(w, want.seed); got != want {
			t.Errorf("seed %d:\n got %+v\nwant %+v", want.seed, got, want)
		}
	}
}

// Final Revenge on the player's death: explosion and (512 - d) * 5 damage to every living
// creature within 512 px, against the reference port.
func TestFinalRevengeMatchesReference(t *testing.T) {
	for _, want := range []boomResult{
		{seed: 5, rng: 2867859947, kills: 0, xp: 1020, creatures: "0:1:-1117.7677244872216:15.966666664928198;3:1:-1231.7168421753154:15.966666664928198;6:1:-1329.9565225609945:15.966666664928198;9:1:-1406.9303458261948:15.966666664928198;12:1:-1455.9363470491262:15.966666664928198;15:1:-3.0:8.0;18:1:-1674.9290815811503:15.966666664928198;21:1:-1954.913050052429:15.966666664928198;24:1:-2016.3027522074635:15.966666664928198;27:1:-2009.4418208127713:15.966666664928198;30:1:-2076.978836571284:15.966666664928198;33:1:-3.0:8.0;36:1:-2395.0:15.966666664928198;39:1:-2178.878146388812:15.966666664928198;42:1:-2135.9187900952393:15.966666664928198;45:1:-2047.8074803761551:15.966666664928198;48:1:-1997.6878604057329:15.966666664928198;51:1:-3.0:8.0;54:1:-1720.545984576872:15.966666664928198;57:1:-1538.7292571026078:15.966666664928198;60:1:-1412.3223677277645:15.966666664928198;63:1:-1484.8923500423507:15.966666664928198;66:1:-1354.9565225609945:15.966666664928198;69:1:-3.0:8.0", projectiles: ""},
		{seed: 6, rng: 3882418692, kills: 0, xp: 1020, creatures: "0:1:-1117.7677244872216:15.966666664928198;3:1:-1231.7168421753154:15.966666664928198;6:1:-1329.9565225609945:15.966666664928198;9:1:-1406.9303458261948:15.966666664928198;12:1:-1455.9363470491262:15.966666664928198;15:1:-3.0:8.0;18:1:-1674.9290815811503:15.966666664928198;21:1:-1954.913050052429:15.966666664928198;24:1:-2016.3027522074635:15.966666664928198;27:1:-2009.4418208127713:15.966666664928198;30:1:-2076.978836571284:15.966666664928198;33:1:-3.0:8.0;36:1:-2395.0:15.966666664928198;39:1:-2178.878146388812:15.966666664928198;42:1:-2135.9187900952393:15.966666664928198;45:1:-2047.8074803761551:15.966666664928198;48:1:-1997.6878604057329:15.966666664928198;51:1:-3.0:8.0;54:1:-1720.545984576872:15.966666664928198;57:1:-1538.7292571026078:15.966666664928198;60:1:-1412.3223677277645:15.966666664928198;63:1:-1484.8923500423507:15.966666664928198;66:1:-1354.9565225609945:15.966666664928198;69:1:-3.0:8.0", projectiles: ""},
	} {
		w := boomWorld(want.seed)
		w.Players[0].PerkCounts[perks.FinalRevenge] = 1
		w.perkPlayerDeathHooks(0, w.Tick.Dt)
		if got := boomState(w, want.seed); got != want {
			t.Errorf("seed %d:\n got %+v\nwant %+v", want.seed, got, want)
		}
	}
}

// Shock Chain aims an ion shot from the bonus at the nearest creature with the alive hitbox;
// Fireblast rings 16 plasma shots; both under the spawn guard, so Fire Bullets does not convert
// them (reference port bonus_apply, origin (450, 520)).
func TestShockChainAndFireblastMatchReference(t *testing.T) {
	want := map[bonuses.ID]string{
		bonuses.ShockChain: "0:21:-100:2.498091544796509:450.0:520.0",
		bonuses.Fireblast: "0:9:-100:0.0:450.0:520.0;1:9:-100:0.39269908169872414:450.0:520.0;2:9:-100:0.7853981633974483:450.0:520.0;" +
			"3:9:-100:1.1780972450961724:450.0:520.0;4:9:-100:1.5707963267948966:450.0:520.0;5:9:-100:1.9634954084936207:450.0:520.0;" +
			"6:9:-100:2.356194490192345:450.0:520.0;7:9:-100:2.748893571891069:450.0:520.0;8:9:-100:3.141592653589793:450.0:520.0;" +
			"9:9:-100:3.5342917352885173:450.0:520.0;10:9:-100:3.9269908169872414:450.0:520.0;11:9:-100:4.319689898685965:450.0:520.0;" +
			"12:9:-100:4.71238898038469:450.0:520.0;13:9:-100:5.105088062083414:450.0:520.0;14:9:-100:5.497787143782138:450.0:520.0;" +
			"15:9:-100:5.890486225480862:450.0:520.0",
	}
	for _, id := range []bonuses.ID{bonuses.ShockChain, bonuses.Fireblast} {
		w := newPerkTestWorld(3, 1, 0)
		w.Players[0].Pos = Vec2{500, 500}
		w.Players[0].FireBulletsTimer = 1
		for i, c := range []struct{ x, y, hb float64 }{{600, 500, 16}, {470, 540, 15}, {480, 560, 16}, {300, 300, 16}} {
			cr := activateCreature(w, 10+i)
			cr.Active, cr.Pos, cr.HP, cr.HitboxSize = true, Vec2{c.x, c.y}, 10, c.hb
		}
		w.bonusApply(&w.Players[0], id, 1, Vec2{450, 520}, nil)
		var ps []string
		for i := range w.Projectiles.Entries {
			if pr := &w.Projectiles.Entries[i]; pr.Active {
				ps = append(ps, strconv.Itoa(i)+":"+strconv.Itoa(pr.TypeID)+":"+strconv.Itoa(pr.OwnerID)+":"+pyFloat(pr.Angle)+":"+pyFloat(pr.Pos.X)+":"+pyFloat(pr.Pos.Y))
			}
		}
		if got := strings.Join(ps, ";"); got != want[id] {
			t.Errorf("bonus %d:\n got %s\nwant %s", id, got, want[id])
		}
		if w.Gameplay.BonusSpawnGuard {
			t.Errorf("bonus %d left the spawn guard set", id)
		}
		if id == bonuses.ShockChain && (w.Weapons.ShockChainLinksLeft != 32 || w.Weapons.shockChainProjectileID() != 0) {
			t.Errorf("shock chain links %d projectile %d", w.Weapons.ShockChainLinksLeft, w.Weapons.shockChainProjectileID())
		}
	}
}
