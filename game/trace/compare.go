package trace

import (
	"fmt"
	"math"
	"strconv"

	"crdplayer/internal/filetext"
)

// FieldDiff is one field whose value differs; Path names it as in the JSON
// ("players[1].health", "creature_list[3].hp", "rng_marks[0]").
type FieldDiff struct {
	Path string
	Want string // the trace's value
	Got  string // ours
	// Float: the field is a floating-point one (written in its shortest exact form, so 100 as
	// "100"), as the field table's KindFloat: its distance is worth saying in ulps.
	Float bool
}

func (f FieldDiff) String() string { return fmt.Sprintf("%s: want %s, got %s", f.Path, f.Want, f.Got) }

// Diff is every differing field of one tick, in the order Compare checks them.
type Diff struct {
	Tick   int64
	Fields []FieldDiff
}

func (d *Diff) Error() string {
	if len(d.Fields) == 0 {
		return fmt.Sprintf("tick %d: no difference", d.Tick)
	}
	s := fmt.Sprintf("tick %d: %s", d.Tick, d.Fields[0])
	if len(d.Fields) > 1 {
		s += fmt.Sprintf(" (and %d more fields)", len(d.Fields)-1)
	}
	return s
}

// Compare compares our record got with the trace's record want and returns nil when they agree.
// The order is the order a tick computes things in, as far as the record shows it: the RNG marks
// (the phase of the tick where the draws first went apart), the players, the creatures (with
// their names where both have them), the Typ-o state, the counters, then the RNG state after
// the tick. Optional parts of got are skipped when nil: a simulation that records no RNG marks
// sets RngMarks nil; CreatureList is compared only where the trace has one and got is not nil,
// Typo where both have one. Floats compare by their bits, as the field table does (Table): -0
// differs from 0, a NaN is the same as a NaN of the same bits.
func Compare(want, got *Record) *Diff {
	// Paths and values are worded only for the fields that differ: a tick that agrees, as
	// nearly every tick does, costs the comparisons alone.
	var d *Diff
	add := func(path, w, g string) {
		if d == nil {
			d = &Diff{Tick: want.T}
		}
		d.Fields = append(d.Fields, FieldDiff{Path: path, Want: w, Got: g})
	}
	addFloat := func(path string, w, g float64) {
		add(path, fmtFloat(w), fmtFloat(g))
		d.Fields[len(d.Fields)-1].Float = true
	}
	num := func(path string, w, g int64) {
		if w != g {
			add(path, strconv.FormatInt(w, 10), strconv.FormatInt(g, 10))
		}
	}
	// numAt and fltAt compare field of element i of list ("players[1].health").
	numAt := func(list string, i int, field string, w, g int64) {
		if w != g {
			add(elemPath(list, i, field), strconv.FormatInt(w, 10), strconv.FormatInt(g, 10))
		}
	}
	fltAt := func(list string, i int, field string, w, g float64) {
		if !sameFloat(w, g) {
			addFloat(elemPath(list, i, field), w, g)
		}
	}
	if want.T != got.T {
		num("t", want.T, got.T)
	}
	if got.RngMarks != nil {
		n := max(len(want.RngMarks), len(got.RngMarks))
		for i := range n {
			switch {
			case i >= len(want.RngMarks):
				add(elemPath("rng_marks", i, ""), "none", fmtMark(got.RngMarks[i]))
			case i >= len(got.RngMarks):
				add(elemPath("rng_marks", i, ""), fmtMark(want.RngMarks[i]), "none")
			case want.RngMarks[i] != got.RngMarks[i]:
				add(elemPath("rng_marks", i, ""), fmtMark(want.RngMarks[i]), fmtMark(got.RngMarks[i]))
			}
		}
	}
	num("players.length", int64(len(want.Players)), int64(len(got.Players)))
	for i := range min(len(want.Players), len(got.Players)) {
		w, g := &want.Players[i], &got.Players[i]
		fltAt("players", i, "x", w.X, g.X)
		fltAt("players", i, "y", w.Y, g.Y)
		fltAt("players", i, "health", w.Health, g.Health)
		numAt("players", i, "xp", w.XP, g.XP)
		numAt("players", i, "level", w.Level, g.Level)
		numAt("players", i, "weapon", w.Weapon, g.Weapon)
		fltAt("players", i, "ammo", w.Ammo, g.Ammo)
	}
	num("creatures", want.Creatures, got.Creatures)
	if want.CreatureList != nil && got.CreatureList != nil {
		num("creature_list.length", int64(len(want.CreatureList)), int64(len(got.CreatureList)))
		for i := range min(len(want.CreatureList), len(got.CreatureList)) {
			w, g := &want.CreatureList[i], &got.CreatureList[i]
			const list = "creature_list"
			numAt(list, i, "slot", int64(w.Slot), int64(g.Slot))
			numAt(list, i, "type_id", int64(w.TypeID), int64(g.TypeID))
			fltAt(list, i, "x", w.X, g.X)
			fltAt(list, i, "y", w.Y, g.Y)
			fltAt(list, i, "hp", w.HP, g.HP)
			if w.Named && g.Named && w.Name != g.Name {
				add(elemPath(list, i, "name"), filetext.Quote(w.Name), filetext.Quote(g.Name))
			}
		}
	}
	if want.Typo != nil && got.Typo != nil {
		compareTypo(want.Typo, got.Typo, add, addFloat)
	}
	if want.Quest != nil && got.Quest != nil {
		compareQuest(want.Quest, got.Quest, add, addFloat)
	}
	if want.Tutorial != nil && got.Tutorial != nil {
		compareTutorial(want.Tutorial, got.Tutorial, add, addFloat)
	}
	num("kills", want.Kills, got.Kills)
	num("perk_pending", want.PerkPending, got.PerkPending)
	num("elapsed_ms", want.ElapsedMs, got.ElapsedMs)
	num("rng", int64(want.Rng), int64(got.Rng))
	return d
}

// elemPath is the path of field of element i of list: "players[1].health", or "rng_marks[0]"
// without a field.
func elemPath(list string, i int, field string) string {
	p := list + "[" + strconv.Itoa(i) + "]"
	if field != "" {
		p += "." + field
	}
	return p
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }

// sameFloat reports whether a and b have the same bits: the trace and ours agree on a float
// only when they hold the same double, so -0 and 0 differ (atan2, a sign test, tell them apart).
func sameFloat(a, b float64) bool { return math.Float64bits(a) == math.Float64bits(b) }

// fmtMark is a mark as name=state; the name comes from the file, so it is clipped.
func fmtMark(m Mark) string {
	return fmt.Sprintf("%s=%d", filetext.Clip(m.Phase, filetext.QuoteMax), m.State)
}

// compareTypo compares the Typ-o parts: the tick's words, the counters and the buffer, the aim
// point, the spawns with their names, the cooldown and the score xp.
func compareTypo(w, g *Typo, add func(path, want, got string), addFloat func(path string, want, got float64)) {
	num := func(path string, a, b int64) {
		if a != b {
			add(path, strconv.FormatInt(a, 10), strconv.FormatInt(b, 10))
		}
	}
	str := func(path, a, b string) {
		if a != b {
			add(path, filetext.Quote(a), filetext.Quote(b))
		}
	}
	num("typo.words.length", int64(len(w.Words)), int64(len(g.Words)))
	for i := range min(len(w.Words), len(g.Words)) {
		if w.Words[i] != g.Words[i] {
			p := fmt.Sprintf("typo.words[%d].", i)
			str(p+"text", w.Words[i].Text, g.Words[i].Text)
			num(p+"slot", int64(w.Words[i].Slot), int64(g.Words[i].Slot))
		}
	}
	num("typo.submits", w.Submits, g.Submits)
	num("typo.matches", w.Matches, g.Matches)
	str("typo.text", w.Text, g.Text)
	for i, axis := range [2]string{"x", "y"} {
		if !sameFloat(w.Target[i], g.Target[i]) {
			addFloat("typo.target."+axis, w.Target[i], g.Target[i])
		}
	}
	num("typo.spawned.length", int64(len(w.Spawned)), int64(len(g.Spawned)))
	for i := range min(len(w.Spawned), len(g.Spawned)) {
		if w.Spawned[i] != g.Spawned[i] {
			p := fmt.Sprintf("typo.spawned[%d].", i)
			num(p+"slot", int64(w.Spawned[i].Slot), int64(g.Spawned[i].Slot))
			num(p+"type_id", int64(w.Spawned[i].TypeID), int64(g.Spawned[i].TypeID))
			str(p+"name", w.Spawned[i].Name, g.Spawned[i].Name)
		}
	}
	num("typo.cooldown_ms", w.CooldownMs, g.CooldownMs)
	num("typo.score_xp", w.ScoreXP, g.ScoreXP)
}

// compareSpawns compares two lists of template spawns under path; gotTotal, when larger than
// len(got), is the full count of a list kept only in part.
func compareSpawns(path string, want, got []Spawn, gotTotal int, add func(path, want, got string), addFloat func(path string, want, got float64)) {
	n := max(len(got), gotTotal)
	if len(want) != n {
		add(path+".length", strconv.Itoa(len(want)), strconv.Itoa(n))
	}
	for i := range min(len(want), len(got)) {
		w, g := &want[i], &got[i]
		if w.TemplateID == g.TemplateID && sameFloat(w.X, g.X) && sameFloat(w.Y, g.Y) {
			continue // (the path is worded only for a spawn that differs)
		}
		p := fmt.Sprintf("%s[%d].", path, i)
		if w.TemplateID != g.TemplateID {
			add(p+"template_id", strconv.Itoa(w.TemplateID), strconv.Itoa(g.TemplateID))
		}
		if !sameFloat(w.X, g.X) {
			addFloat(p+"x", w.X, g.X)
		}
		if !sameFloat(w.Y, g.Y) {
			addFloat(p+"y", w.Y, g.Y)
		}
	}
}

// compareQuest compares the quest parts: the timeline, the table's state, the stall and
// transition timers, the tick's spawns and the completion.
func compareQuest(w, g *Quest, add func(path, want, got string), addFloat func(path string, want, got float64)) {
	flt := func(path string, a, b float64) {
		if !sameFloat(a, b) {
			addFloat(path, a, b)
		}
	}
	num := func(path string, a, b int64) {
		if a != b {
			add(path, strconv.FormatInt(a, 10), strconv.FormatInt(b, 10))
		}
	}
	flt("quest.timeline_ms", w.TimelineMs, g.TimelineMs)
	num("quest.entries_left", w.EntriesLeft, g.EntriesLeft)
	num("quest.spawns_left", w.SpawnsLeft, g.SpawnsLeft)
	flt("quest.stall_ms", w.StallMs, g.StallMs)
	flt("quest.transition_ms", w.TransitionMs, g.TransitionMs)
	compareSpawns("quest.spawned", w.Spawned, g.Spawned, g.SpawnedTotal, add, addFloat)
	if w.Completed != g.Completed {
		add("quest.completed", strconv.FormatBool(w.Completed), strconv.FormatBool(g.Completed))
	}
}

// compareTutorial compares the tutorial parts: the stage and its timers, the hint, the stage-5
// carrier, the bonus count, the tick's spawns and seeded bonuses.
func compareTutorial(w, g *Tutorial, add func(path, want, got string), addFloat func(path string, want, got float64)) {
	num := func(path string, a, b int64) {
		if a != b {
			add(path, strconv.FormatInt(a, 10), strconv.FormatInt(b, 10))
		}
	}
	ref := func(p *int64) int64 {
		if p == nil {
			return -1
		}
		return *p
	}
	num("tutorial.stage", w.Stage, g.Stage)
	num("tutorial.stage_timer_ms", w.StageTimerMs, g.StageTimerMs)
	num("tutorial.transition_ms", w.TransitionMs, g.TransitionMs)
	num("tutorial.hint_index", w.HintIndex, g.HintIndex)
	num("tutorial.hint_alpha", w.HintAlpha, g.HintAlpha)
	if w.HintFadeIn != g.HintFadeIn {
		add("tutorial.hint_fade_in", strconv.FormatBool(w.HintFadeIn), strconv.FormatBool(g.HintFadeIn))
	}
	num("tutorial.repeat_spawn_count", w.RepeatSpawnCount, g.RepeatSpawnCount)
	num("tutorial.hint_ref", ref(w.HintRef), ref(g.HintRef))
	num("tutorial.bonuses", w.Bonuses, g.Bonuses)
	compareSpawns("tutorial.spawned", w.Spawned, g.Spawned, 0, add, addFloat)
	num("tutorial.bonuses_seeded.length", int64(len(w.BonusesSeeded)), int64(len(g.BonusesSeeded)))
	for i := range min(len(w.BonusesSeeded), len(g.BonusesSeeded)) {
		if a, b := w.BonusesSeeded[i], g.BonusesSeeded[i]; a.BonusID != b.BonusID || a.Amount != b.Amount ||
			!sameFloat(a.X, b.X) || !sameFloat(a.Y, b.Y) {
			add(fmt.Sprintf("tutorial.bonuses_seeded[%d]", i), fmt.Sprint(w.BonusesSeeded[i]), fmt.Sprint(g.BonusesSeeded[i]))
		}
	}
}
