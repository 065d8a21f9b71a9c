package game

import (
	"crdplayer/game/trace"
	"crdplayer/sim"
)

// TraceRecord is the trace record of world w just after tick t was stepped, in the shape of the
// reference harness's per-tick trace lines, so that trace.Compare can compare it with the
// recorded one. marks are the RNG marks that tick recorded (nil leaves RngMarks nil, which
// Compare skips). With creatures, CreatureList holds every active creature in slot order, as
// the trace prints it on the ticks that carry one.
func TraceRecord(w *sim.World, t int, marks *sim.RngMarks, creatures bool) *trace.Record {
	r := &trace.Record{
		T:           int64(t),
		Rng:         w.Rng.State,
		ElapsedMs:   int64(w.ElapsedMs()),
		Kills:       int64(w.Creatures.KillCount),
		Creatures:   int64(w.Creatures.ActiveCount()),
		PerkPending: int64(w.PerkPendingCount()),
		Players:     make([]trace.Player, w.PlayerCount),
	}
	if marks != nil {
		r.RngMarks = make([]trace.Mark, len(marks.Marks))
		for i, mk := range marks.Marks {
			r.RngMarks[i] = trace.Mark{Phase: mk.Name, State: mk.State}
		}
	}
	for i := range r.Players {
		p := &w.Players[i]
		r.Players[i] = trace.Player{X: p.Pos.X, Y: p.Pos.Y, Health: float64(p.Health), XP: int64(p.Experience),
			Level: int64(p.Level), Weapon: int64(p.WeaponID), Ammo: p.Ammo}
	}
	if creatures {
		r.CreatureList = []trace.Creature{}
		for slot := range w.Creatures.Entries {
			c := &w.Creatures.Entries[slot]
			if c.Active {
				r.CreatureList = append(r.CreatureList, trace.Creature{Slot: slot, TypeID: c.TypeID, X: c.Pos.X, Y: c.Pos.Y, HP: c.HP})
			}
		}
	}
	return r
}
