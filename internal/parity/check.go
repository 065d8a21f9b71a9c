package parity

import (
	"errors"
	"fmt"
	"math"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Status of a verification.
const (
	StatusVerified    = "verified"
	StatusMismatch    = "mismatch"
	StatusInvalid     = "invalid"
	StatusUnsupported = "unsupported"
)

// Divergence is the first place where the simulation and the trace differ.
type Divergence struct {
	Tick      int    // tick index, -1 for the run start
	Field     string // e.g. "rng", "players[0].x", "creature_list[3]"
	Want, Got string
	WantMarks string // the trace's rng_marks of that tick
	GotMarks  string // ours
}

func (d *Divergence) String() string {
	if d == nil {
		return ""
	}
	s := fmt.Sprintf("tick %d %s: want %s got %s", d.Tick, d.Field, d.Want, d.Got)
	if d.WantMarks != "" || d.GotMarks != "" {
		s += fmt.Sprintf("\n  want marks: %s\n  got marks:  %s", d.WantMarks, d.GotMarks)
	}
	return s
}

// Report is the outcome of verifying one run.
type Report struct {
	Status     string
	Err        error // the error behind invalid / unsupported / a failed step
	Ticks      int   // ticks simulated
	Derived    replayio.RunResult
	Mismatches []string // result fields that differ from the recorded result, as text
	// MismatchFields are the same mismatches, field by field.
	MismatchFields []ResultMismatch
	Divergence     *Divergence
}

// Run simulates a replay and compares its derived result with the recorded one and, when tr is
// not nil, every tick with the trace (the first divergence is reported, the run continues to
// the end so the result is derived anyway).
func Run(r *replayio.Replay, tr *Trace) Report { return RunWith(r, tr, nil, nil) }

// RunWith is Run with scenario hooks: setup runs after the run start (and its rng_after_setup
// check) and before tick 0, beforeTick before each tick is stepped; scenario tests use them to
// start a run with perks already taken or to drop bonuses at given ticks. nil hooks do nothing.
func RunWith(r *replayio.Replay, tr *Trace, setup func(*sim.World), beforeTick func(w *sim.World, tick int)) Report {
	rep := Report{}
	w, _, err := sim.NewFromReplay(r)
	if err != nil {
		rep.Err = err
		rep.Status = StatusInvalid
		if errors.Is(err, sim.ErrUnsupported) {
			rep.Status = StatusUnsupported
		}
		return rep
	}
	if tr != nil && w.Rng.State != tr.Header.RngAfterSetup {
		rep.Divergence = &Divergence{Tick: -1, Field: "rng_after_setup",
			Want: fmt.Sprint(tr.Header.RngAfterSetup), Got: fmt.Sprint(w.Rng.State)}
	}
	if setup != nil {
		setup(w)
	}
	var marks *sim.RngMarks
	if tr != nil {
		marks = &sim.RngMarks{}
	}
	for i := range r.Ticks {
		m := marks
		if rep.Divergence != nil {
			m = nil
		}
		if beforeTick != nil {
			beforeTick(w, i)
		}
		if _, err := w.StepTraced(&r.Ticks[i], m); err != nil {
			rep.Err = err
			rep.Ticks = i
			rep.Status = StatusMismatch
			if errors.Is(err, sim.ErrUnsupported) {
				rep.Status = StatusUnsupported
			}
			rep.Derived = w.Result()
			return rep
		}
		if tr != nil && rep.Divergence == nil {
			if i >= len(tr.Ticks) {
				rep.Divergence = &Divergence{Tick: i, Field: "ticks", Want: fmt.Sprint(len(tr.Ticks)), Got: "more"}
			} else if d := compareTick(w, &tr.Ticks[i], m); d != nil {
				d.Tick = i
				d.WantMarks = marksString(tr.Ticks[i].RngMarks)
				d.GotMarks = ourMarks(marks)
				rep.Divergence = d
			}
		}
	}
	rep.Ticks = len(r.Ticks)
	rep.Derived = w.Result()
	rep.MismatchFields = compareResult(&r.Result, &rep.Derived)
	for _, m := range rep.MismatchFields {
		rep.Mismatches = append(rep.Mismatches, m.String())
	}
	if tr != nil && tr.Header.EndTick != nil && w.Run.EndTick != *tr.Header.EndTick && rep.Divergence == nil {
		rep.Divergence = &Divergence{Tick: w.Run.EndTick, Field: "end_tick", Want: fmt.Sprint(*tr.Header.EndTick), Got: fmt.Sprint(w.Run.EndTick)}
	}
	rep.Status = StatusVerified
	if len(rep.Mismatches) > 0 || rep.Divergence != nil {
		rep.Status = StatusMismatch
	}
	return rep
}

func ourMarks(m *sim.RngMarks) string {
	if m == nil {
		return ""
	}
	s := ""
	for i, mk := range m.Marks {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%s=%d", mk.Name, mk.State)
	}
	return s
}

func fstr(v float64) string { return fmt.Sprintf("%v", v) }

// sameFloat compares exactly (the trace prints the port's doubles exactly).
func sameFloat(a, b float64) bool { return a == b || (math.IsNaN(a) && math.IsNaN(b)) }

// compareTick returns the first field of the traced tick our world differs in; marks, when not
// nil, are the tick's recorded rng marks, compared with the trace's phase by phase.
func compareTick(w *sim.World, t *trace.Record, marks *sim.RngMarks) *Divergence {
	diff := func(field, want, got string) *Divergence { return &Divergence{Field: field, Want: want, Got: got} }
	if marks != nil {
		if k := firstMarkDiff(marks.Marks, t.RngMarks); k >= 0 {
			return diff(fmt.Sprintf("rng_marks[%d]", k), marksString(t.RngMarks), ourMarks(marks))
		}
	}
	if w.Rng.State != t.Rng {
		return diff("rng", fmt.Sprint(t.Rng), fmt.Sprint(w.Rng.State))
	}
	if got := int64(w.Session.ElapsedMs); got != t.ElapsedMs {
		return diff("elapsed_ms", fmt.Sprint(t.ElapsedMs), fmt.Sprint(got))
	}
	if int64(w.Creatures.KillCount) != t.Kills {
		return diff("kills", fmt.Sprint(t.Kills), fmt.Sprint(w.Creatures.KillCount))
	}
	if n := int64(w.Creatures.ActiveCount()); n != t.Creatures {
		return diff("creatures", fmt.Sprint(t.Creatures), fmt.Sprint(n))
	}
	if n := int64(w.PerkPendingCount()); n != t.PerkPending {
		return diff("perk_pending", fmt.Sprint(t.PerkPending), fmt.Sprint(n))
	}
	if len(t.Players) != w.PlayerCount {
		return diff("players", fmt.Sprint(len(t.Players)), fmt.Sprint(w.PlayerCount))
	}
	for i, tp := range t.Players {
		p := &w.Players[i]
		f := func(name string) string { return fmt.Sprintf("players[%d].%s", i, name) }
		switch {
		case !sameFloat(p.Pos.X, tp.X):
			return diff(f("x"), fstr(tp.X), fstr(p.Pos.X))
		case !sameFloat(p.Pos.Y, tp.Y):
			return diff(f("y"), fstr(tp.Y), fstr(p.Pos.Y))
		case !sameFloat(p.Health, tp.Health):
			return diff(f("health"), fstr(tp.Health), fstr(p.Health))
		case int64(p.Experience) != tp.XP:
			return diff(f("xp"), fmt.Sprint(tp.XP), fmt.Sprint(p.Experience))
		case int64(p.Level) != tp.Level:
			return diff(f("level"), fmt.Sprint(tp.Level), fmt.Sprint(p.Level))
		case int64(p.WeaponID) != tp.Weapon:
			return diff(f("weapon"), fmt.Sprint(tp.Weapon), fmt.Sprint(p.WeaponID))
		case !sameFloat(p.Ammo, tp.Ammo):
			return diff(f("ammo"), fstr(tp.Ammo), fstr(p.Ammo))
		}
	}
	if t.CreatureList != nil {
		list := t.CreatureList
		k := 0
		for slot := range w.Creatures.Entries {
			c := &w.Creatures.Entries[slot]
			if !c.Active {
				continue
			}
			if k >= len(list) {
				return diff("creature_list", fmt.Sprintf("%d entries", len(list)), fmt.Sprintf("slot %d active", slot))
			}
			tc := list[k]
			e := [5]float64{float64(tc.Slot), float64(tc.TypeID), tc.X, tc.Y, tc.HP}
			got := [5]float64{float64(slot), float64(c.TypeID), c.Pos.X, c.Pos.Y, c.HP}
			if got != e && !(sameFloat(got[2], e[2]) && sameFloat(got[3], e[3]) && sameFloat(got[4], e[4]) && got[0] == e[0] && got[1] == e[1]) {
				return diff(fmt.Sprintf("creature_list[%d]", k), fmt.Sprint(e), fmt.Sprint(got))
			}
			k++
		}
		if k != len(list) {
			return diff("creature_list", fmt.Sprintf("%d entries", len(list)), fmt.Sprintf("%d entries", k))
		}
	}
	return nil
}

// ResultMismatch is one result field that differs from the recorded result; Field is the
// format's path ("players[0].health").
type ResultMismatch struct {
	Field, Recorded, Derived string
}

func (m ResultMismatch) String() string {
	return fmt.Sprintf("%s: recorded %s derived %s", m.Field, m.Recorded, m.Derived)
}

// optMs prints an optional millisecond count, "null" when absent (as the JSON result shows it).
func optMs(p *int64) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprint(*p)
}

// compareResult lists the result fields that differ.
func compareResult(want, got *replayio.RunResult) []ResultMismatch {
	var out []ResultMismatch
	add := func(field string, w, g any) {
		out = append(out, ResultMismatch{field, fmt.Sprint(w), fmt.Sprint(g)})
	}
	if want.Outcome != got.Outcome {
		add("outcome", want.Outcome, got.Outcome)
	}
	if want.ElapsedMs != got.ElapsedMs {
		add("elapsed_ms", want.ElapsedMs, got.ElapsedMs)
	}
	if want.Kills != got.Kills {
		add("kills", want.Kills, got.Kills)
	}
	if want.ShotsFired != got.ShotsFired {
		add("shots_fired", want.ShotsFired, got.ShotsFired)
	}
	if want.ShotsHit != got.ShotsHit {
		add("shots_hit", want.ShotsHit, got.ShotsHit)
	}
	if want.RngState != got.RngState {
		add("rng_state", want.RngState, got.RngState)
	}
	if want.PendingPerks != got.PendingPerks {
		add("pending_perks", want.PendingPerks, got.PendingPerks)
	}
	if (want.QuestFinalMs == nil) != (got.QuestFinalMs == nil) || (want.QuestFinalMs != nil && *want.QuestFinalMs != *got.QuestFinalMs) {
		add("quest_final_ms", optMs(want.QuestFinalMs), optMs(got.QuestFinalMs))
	}
	if len(want.Players) != len(got.Players) {
		add("players", len(want.Players), len(got.Players))
		return out
	}
	for i := range want.Players {
		wp, gp := want.Players[i], got.Players[i]
		if wp.Experience != gp.Experience {
			add(fmt.Sprintf("players[%d].experience", i), wp.Experience, gp.Experience)
		}
		if math.Float32bits(wp.Health) != math.Float32bits(gp.Health) {
			add(fmt.Sprintf("players[%d].health", i), wp.Health, gp.Health)
		}
		if wp.MostUsedWeaponID != gp.MostUsedWeaponID {
			add(fmt.Sprintf("players[%d].most_used_weapon_id", i), wp.MostUsedWeaponID, gp.MostUsedWeaponID)
		}
	}
	return out
}

// firstMarkDiff is the index of the first rng mark that differs from the trace's (name or
// state), or -1 when the lists are equal.
func firstMarkDiff(got []sim.RngMark, want []trace.Mark) int {
	for i := 0; i < len(got) || i < len(want); i++ {
		if i >= len(got) || i >= len(want) {
			return i
		}
		if got[i].Name != want[i].Phase || got[i].State != want[i].State {
			return i
		}
	}
	return -1
}
