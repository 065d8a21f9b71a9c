package game

import (
	"context"
	"crdplayer/internal/filetext"
	"fmt"
	"math"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// Two runs compared: where their inputs first differ, where their states first differ, and
// the fields that differ there. The window's compare view shows the same (two sessions side by
// side, the field table of their two states at the shown position) and crd diff prints it.
// Side A is the first run, B the second; a difference is A − B.

// InputDiff is the first place two runs' inputs differ: everything the simulation reads from a
// file, the run's settings and rules, then tick by tick the input rows and commands.
type InputDiff struct {
	// Tick is the first tick whose input differs, -1 when the run's settings differ (then the
	// runs differ from the run start). Runs whose ticks agree as far as the shorter goes differ
	// at the shorter's length (Field "ticks.length").
	Tick int
	// Field names it as the format does: "run.seed", "rules", "inputs[0].aim_x",
	// "inputs[1].flags", "commands.length", "commands[0].choice_index", "ticks.length".
	Field string
	// Player is the player the field belongs to (0-based), -1 for none.
	Player int
	A, B   string
}

func (d *InputDiff) String() string {
	where := "the run's settings"
	if d.Tick >= 0 {
		where = "tick " + strconv.Itoa(d.Tick)
	}
	return fmt.Sprintf("%s: %s: A %s, B %s", where, PlayerLabel(d.Field), d.A, d.B)
}

// playerPath matches a path into the players array or a tick's input rows, e.g.
// "players[0].health", "inputs[1].aim_x".
var playerPath = regexp.MustCompile(`^(?:players|inputs)\[(\d+)\]`)

// PlayerLabel appends the human player number to a path that names a player's field (the
// format's, the trace's, the field table's), as in "players[0].health (player 1)"; other paths
// are returned unchanged.
func PlayerLabel(path string) string {
	m := playerPath.FindStringSubmatch(path)
	if m == nil {
		return path
	}
	n, _ := strconv.Atoi(m[1])
	return fmt.Sprintf("%s (player %d)", path, n+1)
}

// DiffInputs is the first input difference of runs a and b, nil when the simulation reads the
// same from both (then it plays them the same: their states agree at every position).
// Provenance (game_version, recorder, pilot, seat keys) and the recorded result are not inputs.
func DiffInputs(a, b *replayio.Replay) *InputDiff {
	if ds := DiffSettings(a, b); len(ds) > 0 {
		return &ds[0]
	}
	return DiffTicks(a, b)
}

// DiffTicks is the first difference of runs a and b's ticks (their input rows and commands,
// then their counts), whatever their settings; nil when every tick is the same.
func DiffTicks(a, b *replayio.Replay) *InputDiff {
	n := min(len(a.Ticks), len(b.Ticks))
	for t := range n {
		if d := diffTick(t, &a.Ticks[t], &b.Ticks[t]); d != nil {
			return d
		}
	}
	if len(a.Ticks) != len(b.Ticks) {
		return &InputDiff{Tick: n, Field: "ticks.length", Player: -1, A: strconv.Itoa(len(a.Ticks)), B: strconv.Itoa(len(b.Ticks))}
	}
	return nil
}

// DiffSettings is every setting of runs a and b that differs (Tick -1), in the order
// DiffInputs checks them, the first being DiffInputs's when the settings differ: the rules,
// then the run's settings (run.*, the format's RunSpec) down to cl_build; each differing
// weapon_usage_counts entry is one. nil when the settings are the same.
func DiffSettings(a, b *replayio.Replay) []InputDiff {
	var out []InputDiff
	diff := func(field string, x, y any) {
		if !reflect.DeepEqual(x, y) {
			out = append(out, InputDiff{Tick: -1, Field: field, Player: -1, A: fmtInput(x), B: fmtInput(y)})
		}
	}
	ra, rb := &a.Run, &b.Run
	sa, sb := &ra.Status, &rb.Status
	ta, tb := &ra.TypoCarry, &rb.TypoCarry
	diff("rules", a.Rules, b.Rules)
	if ra.GameModeID != rb.GameModeID {
		out = append(out, InputDiff{Tick: -1, Field: "run.game_mode_id", Player: -1,
			A: replayio.ModeIDLabel(ra.GameModeID), B: replayio.ModeIDLabel(rb.GameModeID)})
	}
	diff("run.seed", ra.Seed, rb.Seed)
	diff("run.quest_level", ra.QuestLevel, rb.QuestLevel)
	diff("run.player_count", ra.PlayerCount, rb.PlayerCount)
	diff("run.hardcore", ra.Hardcore, rb.Hardcore)
	diff("run.preserve_bugs", ra.PreserveBugs, rb.PreserveBugs)
	diff("run.quest_fail_retry_count", ra.QuestFailRetryCount, rb.QuestFailRetryCount)
	diff("run.detail_preset", ra.DetailPreset, rb.DetailPreset)
	diff("run.violence_disabled", ra.ViolenceDisabled, rb.ViolenceDisabled)
	diff("run.friendly_fire", ra.FriendlyFire, rb.FriendlyFire)
	diff("run.status.quest_unlock_index", sa.QuestUnlockIndex, sb.QuestUnlockIndex)
	diff("run.status.quest_unlock_index_hardcore", sa.QuestUnlockIndexHardcore, sb.QuestUnlockIndexHardcore)
	if len(sa.WeaponUsageCounts) != len(sb.WeaponUsageCounts) {
		diff("run.status.weapon_usage_counts.length", len(sa.WeaponUsageCounts), len(sb.WeaponUsageCounts))
	} else {
		for i := range sa.WeaponUsageCounts {
			diff(fmt.Sprintf("run.status.weapon_usage_counts[%d]", i), sa.WeaponUsageCounts[i], sb.WeaponUsageCounts[i])
		}
	}
	diff("run.typo_dictionary_words", ra.TypoDictionaryWords, rb.TypoDictionaryWords)
	diff("run.typo_highscore_names", ra.TypoHighscoreNames, rb.TypoHighscoreNames)
	diff("run.typo_carry.target_world", ta.TargetWorld, tb.TargetWorld)
	diff("run.typo_carry.submit_count", ta.SubmitCount, tb.SubmitCount)
	diff("run.typo_carry.match_count", ta.MatchCount, tb.MatchCount)
	diff("run.typo_carry.highscore_names_loaded", ta.HighscoreNamesLoaded, tb.HighscoreNamesLoaded)
	diff("run.custom_quest", ra.CustomQuest, rb.CustomQuest)
	diff("run.cl_build", ra.ClBuild, rb.ClBuild)
	return out
}

// fmtInput writes a setting's value for a message: numbers and booleans as they are, a nil
// pointer as null, a quest level as crd info writes it (2.1), strings from the file quoted
// (and lists of them), other lists and structs in Go's short form; at most 80 characters, any
// control character escaped (filetext.Clip).
func fmtInput(v any) string {
	rv := reflect.ValueOf(v)
	if rv.Kind() == reflect.Pointer {
		if rv.IsNil() {
			return "null"
		}
		v = rv.Elem().Interface()
	}
	var s string
	switch x := v.(type) {
	case replayio.QuestLevel:
		s = fmt.Sprintf("%d.%d", x.Major, x.Minor)
	case string:
		s = filetext.Quote(x)
	case []string:
		var b strings.Builder
		b.WriteByte('[')
		for i, w := range x {
			if b.Len() > 80 {
				break
			}
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(filetext.Quote(w))
		}
		b.WriteByte(']')
		s = b.String()
	default:
		s = fmt.Sprintf("%v", v)
	}
	return filetext.Clip(s, 80)
}

// commandsText is a tick's commands for a message: their count, and what they are when there
// are any ("1 (perk_menu_open by player 1)"), at most 80 characters.
func commandsText(cs []replayio.Command) string {
	if len(cs) == 0 {
		return "0"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d (", len(cs))
	for i, c := range cs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s by player %d", filetext.Clip(c.Type, 24), c.PlayerIndex+1)
	}
	b.WriteByte(')')
	return filetext.Clip(b.String(), 80)
}

// diffTick is the first difference of one tick's input rows and commands.
func diffTick(t int, a, b *replayio.Tick) *InputDiff {
	mk := func(field string, player int, x, y string) *InputDiff {
		return &InputDiff{Tick: t, Field: field, Player: player, A: x, B: y}
	}
	if len(a.Inputs) != len(b.Inputs) {
		return mk("inputs.length", -1, strconv.Itoa(len(a.Inputs)), strconv.Itoa(len(b.Inputs)))
	}
	f32 := func(v float32) string { return strconv.FormatFloat(float64(v), 'g', -1, 32) }
	for i := range a.Inputs {
		ia, ib := &a.Inputs[i], &b.Inputs[i]
		p := fmt.Sprintf("inputs[%d].", i)
		for _, ax := range []struct {
			name string
			x, y float32
		}{{"move_x", ia.MoveX, ib.MoveX}, {"move_y", ia.MoveY, ib.MoveY}, {"aim_x", ia.AimX, ib.AimX}, {"aim_y", ia.AimY, ib.AimY}} {
			if math.Float32bits(ax.x) != math.Float32bits(ax.y) {
				return mk(p+ax.name, i, f32(ax.x), f32(ax.y))
			}
		}
		if ia.Flags != ib.Flags {
			return mk(p+"flags", i, fmt.Sprintf("%#x", ia.Flags), fmt.Sprintf("%#x", ib.Flags))
		}
	}
	if len(a.Commands) != len(b.Commands) {
		return mk("commands.length", -1, commandsText(a.Commands), commandsText(b.Commands))
	}
	for k := range a.Commands {
		ca, cb := &a.Commands[k], &b.Commands[k]
		p := fmt.Sprintf("commands[%d].", k)
		switch {
		case ca.Type != cb.Type:
			return mk(p+"type", ca.PlayerIndex, strconv.Quote(ca.Type), strconv.Quote(cb.Type))
		case ca.PlayerIndex != cb.PlayerIndex:
			return mk(p+"player_index", ca.PlayerIndex, strconv.Itoa(ca.PlayerIndex), strconv.Itoa(cb.PlayerIndex))
		case ca.ChoiceIndex != cb.ChoiceIndex:
			return mk(p+"choice_index", ca.PlayerIndex, strconv.Itoa(ca.ChoiceIndex), strconv.Itoa(cb.ChoiceIndex))
		case ca.Ch != cb.Ch:
			return mk(p+"ch", ca.PlayerIndex, strconv.Quote(ca.Ch), strconv.Quote(cb.Ch))
		}
	}
	return nil
}

// WorldComparison is two simulation states side by side: the field table the divergence
// inspector shows (players, the run's counters, every creature by slot, Typ-o), and the
// other fields of the state that differ, which the table does not show.
type WorldComparison struct {
	// Same reports whether the two states are the same (sim.World.Hash).
	Same         bool
	HashA, HashB uint64
	// Rows is the field table of both states (A and B), every field, differing rows first;
	// Differing is how many differ.
	Rows      []trace.Row
	Differing int
	// Other names the differing fields of the whole state (Go paths into sim.World:
	// "Projectiles.Entries[3].Pos.X", "Rng.State"), the first MaxOtherFields of them in the
	// World's field order, an array's elements that differ in the same field named once with
	// their indices as ranges ("Creatures.Entries[0–379].AnimPhase"); OtherCount is how many
	// leaf fields differ in all, and OtherCut whether more differ than Other names.
	Other      []string
	OtherCount int
	OtherCut   bool
}

// MaxOtherFields bounds WorldComparison.Other.
const MaxOtherFields = 64

// CompareWorlds compares two simulation states, e.g. two sessions' World() at the same position.
func CompareWorlds(a, b *sim.World) WorldComparison {
	c := WorldComparison{HashA: a.Hash(), HashB: b.Hash()}
	c.Same = c.HashA == c.HashB
	ra := TraceRecord(a, a.Run.TickIndex-1, nil, true)
	rb := TraceRecord(b, b.Run.TickIndex-1, nil, true)
	c.Rows, c.Differing = trace.Differing(trace.Table(ra, rb))
	if !c.Same {
		c.Other, c.OtherCount, c.OtherCut = worldFieldDiffs(reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem(), MaxOtherFields)
	}
	return c
}

// worldFieldDiffs walks two values of the same type and names the leaf fields whose bits
// differ (floats by bits), at most limit names, counts the leaves, and says whether some
// differing leaves went unnamed (cut). Elements of one array
// that differ in the same field are one name, their indices as ranges in the last brackets
// ("Creatures.Entries[0–379].AnimPhase", "Bonuses.Entries[2, 5–7].Pos.X"), every range: the
// pool slots a seed fills differently at the run start would otherwise bury the field that
// matters (BriefFieldName shortens a long list for a line of text).
func worldFieldDiffs(a, b reflect.Value, limit int) (names []string, n int, cut bool) {
	type group struct {
		head, tail string   // the path around its last index: head[…]tail
		ranges     [][2]int // ascending, disjoint
	}
	var groups []*group
	byKey := map[string]*group{} // (looked up only: the order is groups')
	var walk func(a, b reflect.Value, path string, last int, lastAt int)
	walk = func(a, b reflect.Value, path string, last, lastAt int) {
		switch a.Kind() {
		case reflect.Struct:
			t := a.Type()
			for i := range t.NumField() {
				p := t.Field(i).Name
				if path != "" {
					p = path + "." + p
				}
				walk(a.Field(i), b.Field(i), p, last, lastAt)
			}
			return
		case reflect.Array:
			for i := range a.Len() {
				walk(a.Index(i), b.Index(i), path+"["+strconv.Itoa(i)+"]", i, len(path))
			}
			return
		}
		if sameLeaf(a, b) {
			return
		}
		n++
		if lastAt < 0 {
			if len(groups) < limit {
				groups = append(groups, &group{head: path})
			} else {
				cut = true
			}
			return
		}
		head := path[:lastAt]
		tail := path[strings.IndexByte(path[lastAt:], ']')+lastAt+1:]
		key := head + "[]" + tail
		g := byKey[key]
		if g == nil {
			if len(groups) >= limit {
				cut = true
				return
			}
			g = &group{head: head, tail: tail}
			groups = append(groups, g)
			byKey[key] = g
		}
		if k := len(g.ranges) - 1; k >= 0 && g.ranges[k][1] == last-1 {
			g.ranges[k][1] = last
		} else {
			g.ranges = append(g.ranges, [2]int{last, last})
		}
	}
	walk(a, b, "", -1, -1)
	names = make([]string, len(groups))
	for i, g := range groups {
		if g.ranges == nil {
			names[i] = g.head
			continue
		}
		var idx []string
		for _, r := range g.ranges {
			if r[0] == r[1] {
				idx = append(idx, strconv.Itoa(r[0]))
			} else {
				idx = append(idx, strconv.Itoa(r[0])+"–"+strconv.Itoa(r[1]))
			}
		}
		names[i] = g.head + "[" + strings.Join(idx, ", ") + "]" + g.tail
	}
	return names, n, cut
}

// BriefFieldName is a name of WorldComparison.Other for a line of text: its index ranges after
// the first maxRanges said as "…" ("Creatures.Entries[0–3, 5, …].AnimPhase"), the rest as it is.
// (Other itself keeps every range, as crd diff --json gives it.)
func BriefFieldName(name string) string {
	open := strings.LastIndexByte(name, '[')
	end := strings.LastIndexByte(name, ']')
	if open < 0 || end < open {
		return name
	}
	parts := strings.Split(name[open+1:end], ", ")
	if len(parts) <= maxRanges {
		return name
	}
	return name[:open+1] + strings.Join(parts[:maxRanges], ", ") + ", …" + name[end:]
}

// maxRanges bounds the index ranges a name of BriefFieldName gives.
const maxRanges = 6

func sameLeaf(a, b reflect.Value) bool {
	switch a.Kind() {
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32:
		return math.Float32bits(float32(a.Float())) == math.Float32bits(float32(b.Float()))
	case reflect.Float64:
		return math.Float64bits(a.Float()) == math.Float64bits(b.Float())
	case reflect.String:
		return a.String() == b.String()
	}
	return true // not state (sim's TestWorldIsPlainValue keeps pointers out of the World)
}

// StateDiff is the first position where two runs' states differ.
type StateDiff struct {
	Pos int // the first position whose states differ (0: the run start)
	// Tick is Pos-1, the tick after which they differ (-1: they differ from the run start).
	Tick int
	WorldComparison
}

// RunsDiff is two runs compared (DiffRuns).
type RunsDiff struct {
	LenA, LenB int // the runs' recorded ticks
	// Input is the first input difference, nil when the simulation reads the same from both.
	Input *InputDiff
	// Settings is every setting that differs (DiffSettings), Input being the first of them
	// when it is; nil when the settings are the same.
	Settings []InputDiff
	// Ticks is the first difference of the ticks (DiffTicks), Input itself when the settings
	// are the same; nil when every tick is the same.
	Ticks *InputDiff
	// State is the first position where the states differ, nil when they agree at every
	// position compared.
	State *StateDiff
	// Compared is the last position whose states were compared (agreeing at 0..Compared when
	// State is nil): the shorter run's end, or where either simulation stopped.
	Compared int
	// Simulated is false when the inputs are the same: the states then agree without being
	// simulated, the simulation being deterministic.
	Simulated bool
	// StopA and StopB are where either simulation stopped before its run's end (an illegal
	// command, a tick after the run-down) while the states were compared; nil otherwise.
	StopA, StopB *SimError
	// Err is why the states could not be compared at all (a run that cannot start: unsupported
	// or invalid settings); Input is still set.
	Err error
	// Approximations are the settings played under the nearest profile, each named by its run
	// ("B: rules 2 is played as rules 1"): CompareRuns with approximate only.
	Approximations []string
	// End is the two states at the end of the shorter run, compared after the first state
	// difference (DiffRunsToEnd only); nil otherwise, and when that difference is at the end.
	End *EndDiff
	// PastA and PastB are where the longer run's simulation stopped past the shorter's end,
	// played on alone once both reached it (DiffRunsToEnd only): the file is invalid there
	// though nothing was compared.
	PastA, PastB *SimError
}

// EndDiff is two runs' states at the last position both have (the shorter run's end), once
// their states have differed: whether they are the same again there.
type EndDiff struct {
	Pos  int // the position compared: the shorter run's length
	Tick int // Pos-1, the shorter run's last tick
	// Same reports whether the states are the same there (sim.World.Hash), HashA and HashB
	// being their hashes. Not set when a simulation stopped before (StopA, StopB).
	Same         bool
	HashA, HashB uint64
	// StopA and StopB are where either simulation stopped between the first difference and
	// the end (an illegal command, a tick after the run-down): the end was not reached.
	StopA, StopB *SimError
}

// Reached reports whether both runs were played to the end.
func (e *EndDiff) Reached() bool { return e.StopA == nil && e.StopB == nil }

// Same reports whether the two runs are the same: no input difference, so no state difference.
func (d *RunsDiff) Same() bool { return d.Input == nil && d.State == nil }

// DiffRuns compares two runs: their first input difference and their first state difference,
// with the field table at that position. The runs are simulated only where they can differ:
// up to the first input difference their states agree (the simulation is deterministic), so
// the common prefix is simulated once and only the positions from there on are hashed on both
// (sim.World.Hash), tick by tick, until the states differ or the shorter run ends. ctx stops
// it (the result then holds what was found, Err ctx's error); progress, when not nil, is called
// now and then with the position reached.
func DiffRuns(ctx context.Context, a, b *replayio.Replay, progress func(pos int)) *RunsDiff {
	return diffRuns(ctx, a, b, progress, false, false)
}

// DiffRunsToEnd is DiffRuns, then, once the states have differed, both runs played on to the
// end of the shorter and their states compared there (RunsDiff.End): whether they are the same
// again. It costs up to both runs' whole simulation more than DiffRuns, which stops at the
// first difference. crd diff uses it.
func DiffRunsToEnd(ctx context.Context, a, b *replayio.Replay, progress func(pos int)) *RunsDiff {
	return diffRuns(ctx, a, b, progress, true, false)
}

func diffRuns(ctx context.Context, a, b *replayio.Replay, progress func(pos int), toEnd, approximate bool) *RunsDiff {
	return diffRunsKeeping(ctx, a, b, progress, toEnd, approximate, nil)
}

// diffRunsKeeping is diffRuns; with keep not nil and toEnd false, a state difference leaves
// the two states there, at RunsDiff.State.Pos, in keep.
func diffRunsKeeping(ctx context.Context, a, b *replayio.Replay, progress func(pos int), toEnd, approximate bool, keep *[2]*sim.World) *RunsDiff {
	d := &RunsDiff{LenA: len(a.Ticks), LenB: len(b.Ticks), Settings: DiffSettings(a, b), Ticks: DiffTicks(a, b)}
	d.Input = d.Ticks // DiffInputs, from the two already worked out
	if len(d.Settings) > 0 {
		d.Input = &d.Settings[0]
	}
	common := min(len(a.Ticks), len(b.Ticks))
	d.Compared = common
	// The settings are checked as a session checks them: the rules (which sim.New does not
	// read, and would play a rules 2 run as rules 1 without a word), then the run's. Approximate
	// plays what the simulation does not cover under the nearest profile, as the window's
	// sessions do (Options.Approximate), and says so in Approximations.
	var worlds [2]*sim.World // each run's start, made once
	for i, r := range []struct {
		name string
		rep  *replayio.Replay
	}{{"A", a}, {"B", b}} {
		spec := &r.rep.Run
		if err := sim.CheckReplay(r.rep); err != nil && !approximate {
			d.Err = fmt.Errorf("run %s cannot start: %w", r.name, err)
			return d
		} else if err != nil {
			d.Approximations = append(d.Approximations, fmt.Sprintf("%s: rules %d is played as rules 1", r.name, r.rep.Rules))
		}
		if approximate {
			s, notes := sim.Approximate(spec)
			if len(notes) > 0 {
				spec = &s
				for _, n := range notes {
					d.Approximations = append(d.Approximations, r.name+": "+n)
				}
			}
		}
		w, _, err := sim.New(spec)
		if err != nil {
			d.Err = fmt.Errorf("run %s cannot start: %w", r.name, err)
			return d
		}
		worlds[i] = w
	}
	if d.Input == nil {
		// The same inputs play the same, but maybe not to the end: a run that stops (an
		// illegal command) stops in both, which is played once to find out.
		w := worlds[0]
		for p := range a.Ticks {
			if _, err := w.Step(&a.Ticks[p]); err != nil {
				d.StopA, d.StopB = &SimError{Tick: p, Err: err}, &SimError{Tick: p, Err: err}
				d.Compared = p
				break
			}
		}
		return d
	}
	d.Simulated = true
	wa := worlds[0]
	start := d.Input.Tick // positions 0..start agree: the same settings and ticks
	if start < 0 {
		start = 0
	}
	stepped := func(pos int) error {
		if pos%1024 == 0 {
			if progress != nil {
				progress(pos)
			}
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		return nil
	}
	for p := 0; p < start; p++ {
		if err := stepped(p); err != nil {
			d.Err, d.Compared = err, p
			return d
		}
		if _, err := wa.Step(&a.Ticks[p]); err != nil {
			// Both runs stop here: their ticks are the same so far.
			d.StopA, d.StopB = &SimError{Tick: p, Err: err}, &SimError{Tick: p, Err: err}
			d.Compared = p
			return d
		}
	}
	var wb *sim.World
	if d.Input.Tick < 0 {
		wb = worlds[1]
		if wa.Hash() != wb.Hash() {
			d.State = &StateDiff{Pos: 0, Tick: -1, WorldComparison: CompareWorlds(wa, wb)}
			d.Compared = 0
			if toEnd {
				d.End = playToEnd(wa, wb, a, b, 0, common, stepped)
			} else if keep != nil {
				*keep = [2]*sim.World{wa, wb}
			}
			return d
		}
	} else {
		c := *wa
		wb = &c
	}
	for p := start; p < common; p++ {
		if err := stepped(p); err != nil {
			d.Err, d.Compared = err, p
			return d
		}
		_, ea := wa.Step(&a.Ticks[p])
		_, eb := wb.Step(&b.Ticks[p])
		if ea != nil || eb != nil {
			if ea != nil {
				d.StopA = &SimError{Tick: p, Err: ea}
			}
			if eb != nil {
				d.StopB = &SimError{Tick: p, Err: eb}
			}
			d.Compared = p
			return d
		}
		if wa.Hash() != wb.Hash() {
			d.State = &StateDiff{Pos: p + 1, Tick: p, WorldComparison: CompareWorlds(wa, wb)}
			d.Compared = p + 1
			if toEnd {
				d.End = playToEnd(wa, wb, a, b, p+1, common, stepped)
				if d.End == nil || d.End.Reached() {
					d.playPast(wa, wb, a, b, common, stepped)
				}
			} else if keep != nil {
				*keep = [2]*sim.World{wa, wb}
			}
			return d
		}
	}
	if toEnd {
		d.playPast(wa, wb, a, b, common, stepped)
	}
	return d
}

// playPast plays the longer of runs a and b on alone from position common, where both states
// are, to its end, and notes where its simulation stops (PastA, PastB), if it does.
func (d *RunsDiff) playPast(wa, wb *sim.World, a, b *replayio.Replay, common int, stepped func(pos int) error) {
	w, r, stop := wa, a, &d.PastA
	if len(b.Ticks) > len(a.Ticks) {
		w, r, stop = wb, b, &d.PastB
	}
	for p := common; p < len(r.Ticks); p++ {
		if stepped(p) != nil {
			return
		}
		if _, err := w.Step(&r.Ticks[p]); err != nil {
			*stop = &SimError{Tick: p, Err: err}
			return
		}
	}
}

// playToEnd plays states wa and wb, at position from of runs a and b, on to position end and
// compares them there; nil when from is already the end, or when the context stopped it
// (stepped's error).
func playToEnd(wa, wb *sim.World, a, b *replayio.Replay, from, end int, stepped func(pos int) error) *EndDiff {
	if from >= end {
		return nil
	}
	e := &EndDiff{Pos: end, Tick: end - 1}
	for p := from; p < end; p++ {
		if stepped(p) != nil {
			return nil
		}
		_, ea := wa.Step(&a.Ticks[p])
		_, eb := wb.Step(&b.Ticks[p])
		if ea != nil || eb != nil {
			if ea != nil {
				e.StopA = &SimError{Tick: p, Err: ea}
			}
			if eb != nil {
				e.StopB = &SimError{Tick: p, Err: eb}
			}
			return e
		}
	}
	e.HashA, e.HashB = wa.Hash(), wb.Hash()
	e.Same = e.HashA == e.HashB
	return e
}

// Comparison is DiffRuns running in the background, for a window that keeps drawing while it
// works: Progress says how far it has come, Result gives the answer once there, Close stops it.
// Once the states have differed it plays both runs on to the shorter's end, finding every tick
// where a field of the table starts to differ between them (NextOnset), as a trace check does
// against a trace. Safe from any goroutine.
type Comparison struct {
	cancel   context.CancelFunc
	done     chan struct{} // Result is there
	finished chan struct{} // the onsets too
	res      *RunsDiff
	mu       sync.Mutex
	pos      int
	onsets   []Onset
}

// CompareRuns starts comparing runs a and b in the background (DiffRuns); with approximate, a
// run the simulation does not cover is played under the nearest profile, as a session opened
// with Options.Approximate plays it (RunsDiff.Approximations says what), instead of refused.
// Close it when done.
func CompareRuns(a, b *replayio.Replay, approximate bool) *Comparison {
	ctx, cancel := context.WithCancel(context.Background())
	c := &Comparison{cancel: cancel, done: make(chan struct{}), finished: make(chan struct{})}
	go func() {
		defer close(c.finished)
		var keep [2]*sim.World
		c.res = diffRunsKeeping(ctx, a, b, func(pos int) {
			c.mu.Lock()
			c.pos = pos
			c.mu.Unlock()
		}, false, approximate, &keep)
		close(c.done)
		if st := c.res.State; st != nil && keep[0] != nil {
			c.walkOnsets(ctx, keep[0], keep[1], a, b, st.Pos)
		}
	}()
	return c
}

// walkOnsets plays states wa and wb, at position from of runs a and b (where they first
// differ), on to the shorter run's end or where either simulation stops, and publishes each
// tick where a field of the table (CompareWorlds' rows: counters, players, creatures by slot,
// the mode's state) differs for the first time.
func (c *Comparison) walkOnsets(ctx context.Context, wa, wb *sim.World, a, b *replayio.Replay, from int) {
	seen := map[string]bool{}
	var ba, bb traceBuilder // each tick's records built into the last one's storage
	look := func(pos int) {
		ra := ba.build(wa, pos-1, nil, true)
		rb := bb.build(wb, pos-1, nil, true)
		var fields []string
		for _, r := range trace.Table(ra, rb) {
			if r.Differs && !seen[r.Path] {
				seen[r.Path] = true
				fields = append(fields, r.Path)
			}
		}
		if len(fields) > 0 {
			c.mu.Lock()
			c.onsets = append(c.onsets, Onset{Tick: pos - 1, Fields: fields, Runs: true})
			c.mu.Unlock()
		}
	}
	look(from)
	for p := from; p < min(len(a.Ticks), len(b.Ticks)); p++ {
		if p%256 == 0 && ctx.Err() != nil {
			return
		}
		_, ea := wa.Step(&a.Ticks[p])
		_, eb := wb.Step(&b.Ticks[p])
		if ea != nil || eb != nil {
			return
		}
		look(p + 1)
	}
}

// NextOnset is the first tick after position pos where a field starts to differ between the
// two runs (an Onset with Runs set) and its position; ok is false when none is known, and done
// then says whether the runs have been looked at to their end (else one may come).
func (c *Comparison) NextOnset(pos int) (o Onset, at int, ok, done bool) {
	select {
	case <-c.finished:
		done = true
	default:
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, on := range c.onsets {
		if p := PosOfTick(on.Tick); p > pos {
			return on, p, true, done
		}
	}
	return Onset{}, 0, false, done
}

// Progress is the position the comparison has simulated to (it reports every 1024 ticks).
func (c *Comparison) Progress() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pos
}

// Result is the comparison once it has finished, else false.
func (c *Comparison) Result() (*RunsDiff, bool) {
	select {
	case <-c.done:
		return c.res, true
	default:
		return nil, false
	}
}

// Wait blocks until the comparison has finished and returns it.
func (c *Comparison) Wait() *RunsDiff {
	<-c.done
	return c.res
}

// WaitOnsets blocks until the onsets have been looked for to the end too.
func (c *Comparison) WaitOnsets() { <-c.finished }

// Close stops the comparison and waits for it; Result then holds what it found (Err says it
// was stopped). It may be called more than once.
func (c *Comparison) Close() {
	c.cancel()
	<-c.finished
}
