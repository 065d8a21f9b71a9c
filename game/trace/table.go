package trace

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"crdplayer/internal/filetext"
)

// The field table: every field two records hold, side by side, equal or not, for an inspector
// that shows a tick whole (Compare stops at what differs). The two sides are A and B: ours and
// the trace's in the divergence inspector, run A's and run B's when two runs are compared.

// ValueKind is the type of a Value.
type ValueKind uint8

// Value kinds.
const (
	KindInt ValueKind = iota + 1
	KindFloat
	KindString
)

// Value is one side of a Row. A side that lacks the field (a creature slot only the other side
// lists, a player past its players) has Present false.
type Value struct {
	Present bool
	Kind    ValueKind
	Int     int64
	Float   float64 // the record's double
	Str     string  // from a file: quote it through String
}

func intValue(v int64) Value     { return Value{Present: true, Kind: KindInt, Int: v} }
func floatValue(v float64) Value { return Value{Present: true, Kind: KindFloat, Float: v} }
func strValue(v string) Value    { return Value{Present: true, Kind: KindString, Str: v} }

// String is the value as the trace's JSON writes it (floats in their shortest exact form,
// strings quoted, escaped and clipped), or "absent".
func (v Value) String() string {
	switch {
	case !v.Present:
		return "absent"
	case v.Kind == KindInt:
		return strconv.FormatInt(v.Int, 10)
	case v.Kind == KindFloat:
		return fmtFloat(v.Float)
	}
	return filetext.Quote(v.Str)
}

func (v Value) equal(w Value) bool {
	if v.Present != w.Present || v.Kind != w.Kind {
		return false
	}
	switch v.Kind {
	case KindFloat:
		// By bits, as the trace compares them exactly: -0 and 0 differ, a NaN equals itself.
		return sameFloat(v.Float, w.Float)
	case KindString:
		return v.Str == w.Str
	}
	return v.Int == w.Int
}

// EntityKind says what a row belongs to.
type EntityKind uint8

// Entity kinds.
const (
	EntityRun      EntityKind = iota + 1 // the run's counters (rng, kills, elapsed_ms, …)
	EntityPlayer                         // Entity.Index is the player's index, 0-based
	EntityCreature                       // Entity.Index is the creature's slot
	EntityTypo                           // the Typ-o mode's state
	EntityQuest                          // the quest mode's state
	EntityTutorial                       // the tutorial's state
)

// Entity is what a row describes, so that a window can select it on the arena.
type Entity struct {
	Kind  EntityKind
	Index int // player index or creature slot; 0 for the run and Typ-o
}

// Row is one field of a tick, side by side.
type Row struct {
	// Path names the field as the trace's JSON does, with creatures by slot:
	// "rng", "players[0].x", "creature[12].hp" (slot 12, wherever it sits in creature_list),
	// "typo.text".
	Path    string
	Entity  Entity
	A, B    Value
	Differs bool
}

// Difference is A − B for numbers, signed ("-0.25", "+0.5", "+3"), "" for equal values, strings or a side
// that lacks the field.
func (r *Row) Difference() string {
	if !r.Differs || !r.A.Present || !r.B.Present {
		return ""
	}
	switch r.A.Kind {
	case KindInt:
		return fmt.Sprintf("%+d", r.A.Int-r.B.Int)
	case KindFloat:
		d := r.A.Float - r.B.Float
		if d > 0 { // signed as the integers are: which side is ahead shows at a glance
			return "+" + strconv.FormatFloat(d, 'g', 6, 64)
		}
		return strconv.FormatFloat(d, 'g', 6, 64)
	}
	return ""
}

// Ulps is the distance between two floats in units in the last place: of float64 (how many
// doubles lie between them, plus one), and of float32 when both values are exactly float32
// values (has32), as the reference stores many fields; 0 for equal values and for rows that
// are not two floats (ok false).
func (r *Row) Ulps() (ulps64, ulps32 uint64, has32, ok bool) {
	if !r.A.Present || !r.B.Present || r.A.Kind != KindFloat || r.B.Kind != KindFloat {
		return 0, 0, false, false
	}
	ulps32, has32 = Ulps32(r.A.Float, r.B.Float)
	return Ulps64(r.A.Float, r.B.Float), ulps32, has32, true
}

// UlpsText is Ulps for a table cell: "3 ulps (f32: 1)", "1 ulp", "2^52 ulps", "" when not two
// floats or equal, or when they lie either side of zero (the count, near 2^63, says nothing
// the signed difference does not).
func (r *Row) UlpsText() string {
	u64, u32, has32, ok := r.Ulps()
	if !ok || !r.Differs || math.Signbit(r.A.Float) != math.Signbit(r.B.Float) && r.A.Float != 0 && r.B.Float != 0 {
		return ""
	}
	s := ulpCount(u64) + " ulps"
	if u64 == 1 {
		s = "1 ulp"
	}
	if has32 {
		s += " (f32: " + ulpCount(u32) + ")"
	}
	return s
}

func ulpCount(u uint64) string {
	if u >= 1<<20 {
		return fmt.Sprintf("2^%.1f", math.Log2(float64(u)))
	}
	return strconv.FormatUint(u, 10)
}

// Ulps64 is the number of float64 steps from a to b (0 when equal by bits; +0 and -0 are one
// step apart). A NaN on either side is the largest distance.
func Ulps64(a, b float64) uint64 {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.MaxUint64
	}
	oa, ob := ordered64(a), ordered64(b)
	if oa > ob {
		return oa - ob
	}
	return ob - oa
}

// ordered64 maps a double's bits onto an unsigned scale that keeps the doubles' order (-0 just
// below +0).
func ordered64(f float64) uint64 {
	b := math.Float64bits(f)
	if b>>63 != 0 {
		return ^b
	}
	return b | 1<<63
}

// Ulps32 is the number of float32 steps from a to b when both are exactly float32 values (ok),
// as float32 fields stored in a double are.
func Ulps32(a, b float64) (uint64, bool) {
	fa, fb := float32(a), float32(b)
	if float64(fa) != a || float64(fb) != b {
		if !(math.IsNaN(a) && math.IsNaN(b)) {
			return 0, false
		}
	}
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.MaxUint32, true
	}
	oa, ob := ordered32(fa), ordered32(fb)
	if oa > ob {
		return uint64(oa - ob), true
	}
	return uint64(ob - oa), true
}

func ordered32(f float32) uint32 {
	b := math.Float32bits(f)
	if b>>31 != 0 {
		return ^b
	}
	return b | 1<<31
}

// Table lists every field of two records of the same tick, a and b (ours and the trace's, or
// two runs'), in the order of the record: the run's counters, the players, the creatures by
// slot (the union of both lists, only when both records carry a creature_list: a trace lists
// them on ticks t%60 == 0), then the Typ-o state when both have one. A field one side lacks is
// a row whose other Value is not present, and differs. Use Differing to put differing rows
// first.
func Table(a, b *Record) []Row {
	var rows []Row
	add := func(path string, e Entity, va, vb Value) {
		rows = append(rows, Row{Path: path, Entity: e, A: va, B: vb, Differs: !va.equal(vb)})
	}
	run := Entity{Kind: EntityRun}
	if a.T != b.T {
		add("t", run, intValue(a.T), intValue(b.T))
	}
	add("rng", run, intValue(int64(a.Rng)), intValue(int64(b.Rng)))
	add("elapsed_ms", run, intValue(a.ElapsedMs), intValue(b.ElapsedMs))
	add("kills", run, intValue(a.Kills), intValue(b.Kills))
	add("creatures", run, intValue(a.Creatures), intValue(b.Creatures))
	add("perk_pending", run, intValue(a.PerkPending), intValue(b.PerkPending))
	for i := range max(len(a.Players), len(b.Players)) {
		e := Entity{Kind: EntityPlayer, Index: i}
		var pa, pb *Player
		if i < len(a.Players) {
			pa = &a.Players[i]
		}
		if i < len(b.Players) {
			pb = &b.Players[i]
		}
		p := fmt.Sprintf("players[%d].", i)
		for _, f := range playerFields {
			add(p+f.name, e, f.get(pa), f.get(pb))
		}
	}
	if a.CreatureList != nil && b.CreatureList != nil {
		creatureRows(a.CreatureList, b.CreatureList, add)
	}
	if a.Typo != nil && b.Typo != nil {
		typoRows(a.Typo, b.Typo, add)
	}
	if a.Quest != nil && b.Quest != nil {
		questRows(a.Quest, b.Quest, add)
	}
	if a.Tutorial != nil && b.Tutorial != nil {
		tutorialRows(a.Tutorial, b.Tutorial, add)
	}
	return rows
}

// playerFields are a player's fields in the record's order.
var playerFields = []struct {
	name string
	get  func(p *Player) Value
}{
	{"x", func(p *Player) Value { return optFloat(p != nil, func() float64 { return p.X }) }},
	{"y", func(p *Player) Value { return optFloat(p != nil, func() float64 { return p.Y }) }},
	{"health", func(p *Player) Value { return optFloat(p != nil, func() float64 { return p.Health }) }},
	{"xp", func(p *Player) Value { return optInt(p != nil, func() int64 { return p.XP }) }},
	{"level", func(p *Player) Value { return optInt(p != nil, func() int64 { return p.Level }) }},
	{"weapon", func(p *Player) Value { return optInt(p != nil, func() int64 { return p.Weapon }) }},
	{"ammo", func(p *Player) Value { return optFloat(p != nil, func() float64 { return p.Ammo }) }},
}

func optFloat(ok bool, f func() float64) Value {
	if !ok {
		return Value{Kind: KindFloat}
	}
	return floatValue(f())
}

func optInt(ok bool, f func() int64) Value {
	if !ok {
		return Value{Kind: KindInt}
	}
	return intValue(f())
}

// creatureRows adds the creatures of two lists by slot, in slot order. A list holds each slot
// once, in slot order, as the trace prints it; a list out of order (a damaged trace) is still
// matched by slot, its repeated slots each as a row of their own.
func creatureRows(la, lb []Creature, add func(string, Entity, Value, Value)) {
	type pair struct{ a, b *Creature }
	var slots []int
	bySlot := map[int]*pair{}
	get := func(slot int) *pair {
		p, ok := bySlot[slot]
		if !ok {
			p = &pair{}
			bySlot[slot] = p
			slots = append(slots, slot)
		}
		return p
	}
	var extra []pair // repeated slots, matched to nothing
	for i := range la {
		if p := get(la[i].Slot); p.a == nil {
			p.a = &la[i]
		} else {
			extra = append(extra, pair{a: &la[i]})
		}
	}
	for i := range lb {
		if p := get(lb[i].Slot); p.b == nil {
			p.b = &lb[i]
		} else {
			extra = append(extra, pair{b: &lb[i]})
		}
	}
	slices.Sort(slots)
	row := func(slot int, p pair) {
		e := Entity{Kind: EntityCreature, Index: slot}
		path := fmt.Sprintf("creature[%d].", slot)
		ca, cb := p.a, p.b
		add(path+"type_id", e, optInt(ca != nil, func() int64 { return int64(ca.TypeID) }), optInt(cb != nil, func() int64 { return int64(cb.TypeID) }))
		add(path+"x", e, optFloat(ca != nil, func() float64 { return ca.X }), optFloat(cb != nil, func() float64 { return cb.X }))
		add(path+"y", e, optFloat(ca != nil, func() float64 { return ca.Y }), optFloat(cb != nil, func() float64 { return cb.Y }))
		add(path+"hp", e, optFloat(ca != nil, func() float64 { return ca.HP }), optFloat(cb != nil, func() float64 { return cb.HP }))
		// Names are compared where both sides record one, as Compare does.
		if ca != nil && cb != nil && ca.Named && cb.Named {
			add(path+"name", e, strValue(ca.Name), strValue(cb.Name))
		}
	}
	for _, s := range slots {
		row(s, *bySlot[s])
	}
	for _, p := range extra {
		c := p.a
		if c == nil {
			c = p.b
		}
		row(c.Slot, p)
	}
}

// boolValue is a flag as an int row (0 false, 1 true), printed as the trace writes it.
func boolValue(v bool) Value {
	if v {
		return intValue(1)
	}
	return intValue(0)
}

// spawnRows adds a list of template spawns, as Compare does: the length of the list (total,
// when larger, the full count of a list kept in part), then each spawn both sides have.
func spawnRows(path string, e Entity, a, b []Spawn, totalA int, add func(string, Entity, Value, Value)) {
	add(path+".length", e, intValue(int64(max(len(a), totalA))), intValue(int64(len(b))))
	for i := range min(len(a), len(b)) {
		p := fmt.Sprintf("%s[%d].", path, i)
		add(p+"template_id", e, intValue(int64(a[i].TemplateID)), intValue(int64(b[i].TemplateID)))
		add(p+"x", e, floatValue(a[i].X), floatValue(b[i].X))
		add(p+"y", e, floatValue(a[i].Y), floatValue(b[i].Y))
	}
}

// questRows adds the quest parts, in Compare's order. a is ours (its Spawned may be kept in
// part: SpawnedTotal).
func questRows(a, b *Quest, add func(string, Entity, Value, Value)) {
	e := Entity{Kind: EntityQuest}
	add("quest.timeline_ms", e, floatValue(a.TimelineMs), floatValue(b.TimelineMs))
	add("quest.entries_left", e, intValue(a.EntriesLeft), intValue(b.EntriesLeft))
	add("quest.spawns_left", e, intValue(a.SpawnsLeft), intValue(b.SpawnsLeft))
	add("quest.stall_ms", e, floatValue(a.StallMs), floatValue(b.StallMs))
	add("quest.transition_ms", e, floatValue(a.TransitionMs), floatValue(b.TransitionMs))
	spawnRows("quest.spawned", e, a.Spawned, b.Spawned, a.SpawnedTotal, add)
	add("quest.completed", e, boolValue(a.Completed), boolValue(b.Completed))
}

// tutorialRows adds the tutorial parts, in Compare's order.
func tutorialRows(a, b *Tutorial, add func(string, Entity, Value, Value)) {
	e := Entity{Kind: EntityTutorial}
	num := func(path string, x, y int64) { add(path, e, intValue(x), intValue(y)) }
	ref := func(p *int64) int64 {
		if p == nil {
			return -1
		}
		return *p
	}
	num("tutorial.stage", a.Stage, b.Stage)
	num("tutorial.stage_timer_ms", a.StageTimerMs, b.StageTimerMs)
	num("tutorial.transition_ms", a.TransitionMs, b.TransitionMs)
	num("tutorial.hint_index", a.HintIndex, b.HintIndex)
	num("tutorial.hint_alpha", a.HintAlpha, b.HintAlpha)
	add("tutorial.hint_fade_in", e, boolValue(a.HintFadeIn), boolValue(b.HintFadeIn))
	num("tutorial.repeat_spawn_count", a.RepeatSpawnCount, b.RepeatSpawnCount)
	num("tutorial.hint_ref", ref(a.HintRef), ref(b.HintRef))
	num("tutorial.bonuses", a.Bonuses, b.Bonuses)
	spawnRows("tutorial.spawned", e, a.Spawned, b.Spawned, 0, add)
	num("tutorial.bonuses_seeded.length", int64(len(a.BonusesSeeded)), int64(len(b.BonusesSeeded)))
	for i := range min(len(a.BonusesSeeded), len(b.BonusesSeeded)) {
		p := fmt.Sprintf("tutorial.bonuses_seeded[%d].", i)
		x, y := a.BonusesSeeded[i], b.BonusesSeeded[i]
		num(p+"bonus_id", int64(x.BonusID), int64(y.BonusID))
		num(p+"amount", int64(x.Amount), int64(y.Amount))
		add(p+"x", e, floatValue(x.X), floatValue(y.X))
		add(p+"y", e, floatValue(x.Y), floatValue(y.Y))
	}
}

// typoRows adds the Typ-o parts, in Compare's order.
func typoRows(a, b *Typo, add func(string, Entity, Value, Value)) {
	e := Entity{Kind: EntityTypo}
	num := func(path string, x, y int64) { add(path, e, intValue(x), intValue(y)) }
	str := func(path string, x, y string) { add(path, e, strValue(x), strValue(y)) }
	num("typo.words.length", int64(len(a.Words)), int64(len(b.Words)))
	for i := range min(len(a.Words), len(b.Words)) {
		p := fmt.Sprintf("typo.words[%d].", i)
		str(p+"text", a.Words[i].Text, b.Words[i].Text)
		num(p+"slot", int64(a.Words[i].Slot), int64(b.Words[i].Slot))
	}
	num("typo.submits", a.Submits, b.Submits)
	num("typo.matches", a.Matches, b.Matches)
	str("typo.text", a.Text, b.Text)
	add("typo.target.x", e, floatValue(a.Target[0]), floatValue(b.Target[0]))
	add("typo.target.y", e, floatValue(a.Target[1]), floatValue(b.Target[1]))
	num("typo.spawned.length", int64(len(a.Spawned)), int64(len(b.Spawned)))
	for i := range min(len(a.Spawned), len(b.Spawned)) {
		p := fmt.Sprintf("typo.spawned[%d].", i)
		num(p+"slot", int64(a.Spawned[i].Slot), int64(b.Spawned[i].Slot))
		num(p+"type_id", int64(a.Spawned[i].TypeID), int64(b.Spawned[i].TypeID))
		str(p+"name", a.Spawned[i].Name, b.Spawned[i].Name)
	}
	num("typo.cooldown_ms", a.CooldownMs, b.CooldownMs)
	num("typo.score_xp", a.ScoreXP, b.ScoreXP)
}

// Differing returns the rows with the differing ones first, each group in the table's order,
// and how many differ. rows is not changed.
func Differing(rows []Row) ([]Row, int) {
	out := make([]Row, 0, len(rows))
	for _, r := range rows {
		if r.Differs {
			out = append(out, r)
		}
	}
	n := len(out)
	for _, r := range rows {
		if !r.Differs {
			out = append(out, r)
		}
	}
	return out, n
}

// MarkRow is one RNG mark of a tick, side by side: the two sides' marks of the same phase, or
// a mark of one side alone (the other nil: it did not draw in that phase there).
type MarkRow struct {
	Index   int // the row's place in the table
	A, B    *Mark
	Differs bool
}

// MarkTable is a tick's RNG marks side by side (the phases of the tick that drew from the RNG,
// each with the state after it), lined up by phase name: a phase one side drew in and the
// other did not is a row of its own, so the marks after it still meet their own phase.
type MarkTable struct {
	Rows []MarkRow
	// First is the index of the first row that differs, -1 when the marks agree. Phase names
	// that row's phase: where the draws first went apart, or the phase only one side drew in
	// (B's name when both sides have a mark there: the trace's, in a trace comparison).
	First int
	Phase string
}

// maxAlignedMarks bounds the marks Marks lines up by name (its work is the product of the two
// counts); longer lists, which no tick of the game has, are laid out by position.
const maxAlignedMarks = 512

// Marks lays out two ticks' RNG marks side by side, lined up by phase name: the longest run of
// phases the two share in order (a longest common subsequence), with a phase only one side has
// on a row of its own, A's before B's where both have one between the same shared phases.
func Marks(a, b []Mark) MarkTable {
	mt := MarkTable{First: -1}
	add := func(x, y *Mark) {
		r := MarkRow{Index: len(mt.Rows), A: x, B: y, Differs: x == nil || y == nil || *x != *y}
		if r.Differs && mt.First < 0 {
			mt.First = r.Index
			if y != nil {
				mt.Phase = y.Phase
			} else {
				mt.Phase = x.Phase
			}
		}
		mt.Rows = append(mt.Rows, r)
	}
	if len(a) > maxAlignedMarks || len(b) > maxAlignedMarks {
		for i := range max(len(a), len(b)) {
			var x, y *Mark
			if i < len(a) {
				x = &a[i]
			}
			if i < len(b) {
				y = &b[i]
			}
			add(x, y)
		}
		return mt
	}
	// lcs[i*(m+1)+j] is the length of the longest common run of names of a[i:] and b[j:].
	n, m := len(a), len(b)
	lcs := make([]int32, (n+1)*(m+1))
	at := func(i, j int) int32 { return lcs[i*(m+1)+j] }
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			v := max(at(i+1, j), at(i, j+1))
			if a[i].Phase == b[j].Phase {
				v = max(v, at(i+1, j+1)+1)
			}
			lcs[i*(m+1)+j] = v
		}
	}
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && a[i].Phase == b[j].Phase && at(i, j) == at(i+1, j+1)+1:
			add(&a[i], &b[j])
			i, j = i+1, j+1
		case i < n && (j == m || at(i+1, j) >= at(i, j+1)):
			add(&a[i], nil)
			i++
		default:
			add(nil, &b[j])
			j++
		}
	}
	return mt
}

// FirstText words the first row that differs for a reader, the sides named a and b ("ours",
// "the trace"): the phase where the states went apart, or the one only one side drew in (and
// the phase the other drew in instead, when it has one there: a phase renamed). Names are
// clipped (they come from files). "" when the marks agree.
func (mt *MarkTable) FirstText(a, b string) string {
	if mt.First < 0 || mt.First >= len(mt.Rows) {
		return ""
	}
	r := mt.Rows[mt.First]
	clip := func(m *Mark) string { return filetext.Clip(m.Phase, filetext.QuoteMax) }
	switch {
	case r.A != nil && r.B != nil:
		return clip(r.B)
	case r.A != nil:
		if k := mt.First + 1; k < len(mt.Rows) && mt.Rows[k].A == nil && mt.Rows[k].B != nil {
			return fmt.Sprintf("%s (only %s drew there; %s drew in %s instead)", clip(r.A), a, b, clip(mt.Rows[k].B))
		}
		return fmt.Sprintf("%s (only %s drew there)", clip(r.A), a)
	default:
		return fmt.Sprintf("%s (only %s drew there)", clip(r.B), b)
	}
}

// String is a mark as name=state, the name clipped (it comes from a file).
func (m Mark) String() string { return fmtMark(m) }
