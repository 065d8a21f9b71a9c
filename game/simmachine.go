package game

import (
	"bytes"
	"crypto/subtle"
	"errors"
	"fmt"
	"reflect"
	"unsafe"

	"github.com/klauspost/compress/s2"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
	"crdplayer/sim/bonuses"
	"crdplayer/sim/perks"
	"crdplayer/sim/weapons"
)

// simMachine drives the real simulation. Its keyframes are the World's bytes compressed with
// S2: a World is one pointer-free value, mostly empty pool slots, so its bytes are its state
// and they compress well and fast.
type simMachine struct {
	w       *sim.World // the machine's own: sim.New's, or a copy
	terrain *sim.Terrain
	marks   *sim.RngMarks // non-nil on the pass's machine when a trace is compared
	// choices are the perk ids the last perk_menu_open offered, for the pick's event.
	choices []int
	// stageBefore is the tutorial's stage before the tick being stepped, for its event.
	stageBefore int
	tb          traceBuilder // the storage of the trace records traceRecord builds
	// lastBase is the last full snapshot save made and lastBaseRaw its uncompressed bytes, so
	// that the deltas on it need not decode it; scratch is a World-sized buffer for the XOR.
	lastBase, lastBaseRaw, scratch []byte
	encBuf                         []byte // encode's output buffer
}

// worldIsPlain reports whether sim.World holds no pointers, so its bytes can be stored and
// restored as they are. If an area ever adds a pointer, string or slice, keyframes fall back to
// uncompressed copies (and sim's own TestWorldIsPlainValue fails).
var worldIsPlain = !hasPointers(reflect.TypeOf(sim.World{}))

func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
		return false
	case reflect.Array:
		return t.Len() > 0 && hasPointers(t.Elem())
	case reflect.String, reflect.Slice, reflect.Map, reflect.Pointer, reflect.Interface,
		reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return true
	default:
		return false
	}
}

func newSimMachine(spec *replayio.RunSpec) (machine, error) {
	w, terrain, err := sim.New(spec)
	if err != nil {
		return nil, err
	}
	return &simMachine{w: w, terrain: terrain}, nil
}

func (m *simMachine) bytes() []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(m.w)), unsafe.Sizeof(*m.w))
}

func (m *simMachine) step(t *replayio.Tick, evs *[]Event) error {
	m.stageBefore = m.w.Tutorial.Stage
	ev, err := m.w.StepTraced(t, m.marks)
	if err != nil {
		return err
	}
	if evs != nil {
		*evs = m.events(t, ev, *evs)
	}
	return nil
}

func (m *simMachine) setTracing(on bool) {
	m.marks = nil
	if on {
		m.marks = &sim.RngMarks{}
	}
}

// events translates sim.StepEvents into timeline events, in the order a reader expects within
// a tick: the perk menu (commands run first), pickups, weapon changes, level-ups, milestone
// and quest spawns, the tutorial's stage, Typ-o's words, deaths, a quest's completion, the run's
// end.
func (m *simMachine) events(t *replayio.Tick, ev *sim.StepEvents, evs []Event) []Event {
	cmdPlayer := func(typ string) (player, choice int) {
		for _, c := range t.Commands {
			if c.Type == typ {
				return c.PlayerIndex, c.ChoiceIndex
			}
		}
		return -1, -1
	}
	if ev.PerkPicked >= 0 {
		p, choice := cmdPlayer(replayio.CmdPerkPick)
		evs = append(evs, Event{Kind: EventPerkPick, Player: p, Value: ev.PerkPicked, Choices: m.choices, Choice: choice,
			Text: perks.DisplayName(perks.ID(ev.PerkPicked), 0, m.w.Config.PreserveBugs)})
	}
	if ev.PerkMenuOpened {
		p, _ := cmdPlayer(replayio.CmdPerkMenuOpen)
		m.choices = append([]int(nil), ev.PerkChoices[:min(ev.PerkChoiceCount, len(ev.PerkChoices))]...)
		evs = append(evs, Event{Kind: EventPerkMenuOpen, Player: p, Choices: m.choices, Choice: -1})
	}
	for _, pk := range ev.Pickups[:min(ev.PickupCount, len(ev.Pickups))] {
		evs = append(evs, Event{Kind: EventBonusPickup, Player: pk.PlayerIndex, Value: pk.BonusID,
			Text: bonuses.DisplayName(bonuses.ID(pk.BonusID))})
	}
	for _, wc := range ev.WeaponChanges[:ev.WeaponChangeCount] {
		evs = append(evs, Event{Kind: EventWeaponChange, Player: wc.Player, Value: wc.To,
			Text: weapons.DisplayName(wc.To, m.w.Config.PreserveBugs), Swap: wc.Swap})
	}
	for _, lu := range ev.LevelUps[:ev.LevelUpCount] {
		evs = append(evs, Event{Kind: EventLevelUp, Player: lu.Player, Value: lu.Level})
	}
	for _, id := range ev.MilestoneSpawns[:min(ev.MilestoneSpawnCount, len(ev.MilestoneSpawns))] {
		evs = append(evs, Event{Kind: EventMilestoneSpawn, Player: -1, Value: id})
	}
	if ev.QuestSpawnCount > 0 {
		evs = append(evs, Event{Kind: EventQuestSpawn, Player: -1, Value: ev.QuestSpawnCount})
	}
	if m.w.Config.GameMode == sim.GameModeTutorial && m.w.Tutorial.Stage != m.stageBefore {
		evs = append(evs, Event{Kind: EventTutorialStage, Player: -1, Value: m.w.Tutorial.Stage})
	}
	for _, wd := range ev.TypoWords[:min(ev.TypoWordCount, len(ev.TypoWords))] {
		evs = append(evs, Event{Kind: EventTypoWord, Player: 0, Value: wd.Slot, Text: wd.Text.String()})
	}
	for _, p := range ev.PlayerDeaths[:ev.PlayerDeathCount] {
		e := Event{Kind: EventDeath, Player: p}
		if h, ok := killerOf(inferHits(m.w, p, ev.PerkPicked)); ok {
			e.Killer = &Killer{PlayerHit: h, Inferred: true}
		}
		evs = append(evs, e)
	}
	if ev.RunEnded && m.w.Run.QuestCompletedEnd {
		evs = append(evs, Event{Kind: EventQuestCompleted, Player: -1},
			Event{Kind: EventRunEnd, Player: -1, Value: RunEndQuestCompleted})
	} else if ev.RunEnded {
		evs = append(evs, Event{Kind: EventRunEnd, Player: -1})
	}
	return evs
}

func (m *simMachine) hash() uint64 { return m.w.Hash() }

func (m *simMachine) save(base any) (any, int) {
	if !worldIsPlain {
		w := *m.w
		return &w, int(unsafe.Sizeof(w))
	}
	raw := m.bytes()
	if b, ok := base.([]byte); ok {
		if ref, ok := m.baseBytes(b); ok {
			// The XOR with the base is zero wherever the state did not change, and most of a
			// World does not change from one second to the next (empty and settled slots).
			x := subtle.XORBytes(m.scratch, raw, ref)
			d := &deltaSnap{base: b, delta: m.encode(m.scratch[:x])}
			return d, len(d.delta)
		}
	}
	b := m.encode(raw)
	m.lastBase, m.lastBaseRaw = b, append(m.lastBaseRaw[:0], raw...)
	return b, len(b)
}

// checkpoint is a copy of the World: copying its few hundred kilobytes takes some 30 µs where
// compressing them takes 300. Into reuse's World when given one, whose pages are already
// mapped: a new one every 1800 ticks was a third of a verification's page faults.
func (m *simMachine) checkpoint(reuse any) any {
	w, ok := reuse.(*sim.World)
	if !ok {
		w = new(sim.World)
	}
	*w = *m.w
	return w
}

// encode is src S2-compressed, in a slice of its own length: s2.Encode returns its output in a
// buffer of s2.MaxEncodedLen (the World's whole size), which a keyframe would otherwise keep
// alive for a few kilobytes of content. The buffer is the machine's, reused.
func (m *simMachine) encode(src []byte) []byte {
	if n := s2.MaxEncodedLen(len(src)); len(m.encBuf) < n {
		m.encBuf = make([]byte, n)
	}
	return bytes.Clone(s2.Encode(m.encBuf, src))
}

// scratchFor is m.scratch at n bytes (a World's), made when it has another size.
func (m *simMachine) scratchFor(n int) []byte {
	if len(m.scratch) != n {
		m.scratch = make([]byte, n)
	}
	return m.scratch
}

// deltaSnap is a keyframe stored as the S2-compressed XOR of the World's bytes with those of
// base, a full keyframe (keyframes.baseFor).
type deltaSnap struct {
	base  []byte
	delta []byte
}

// baseBytes returns the uncompressed bytes of the full snapshot b: those the machine kept from
// its last full save when b is that one (the pass stores a group's deltas right after its
// base), else b decoded into m.scratch. It also makes sure m.scratch is allocated.
func (m *simMachine) baseBytes(b []byte) ([]byte, bool) {
	n := len(m.bytes())
	m.scratchFor(n)
	if len(b) > 0 && len(m.lastBase) > 0 && &b[0] == &m.lastBase[0] {
		return m.lastBaseRaw, true
	}
	if dn, err := s2.DecodedLen(b); err != nil || dn != n {
		return nil, false
	}
	out, err := s2.Decode(m.scratch, b)
	if err != nil {
		return nil, false
	}
	return out, true
}

var errSnapshot = errors.New("not a snapshot of this simulation")

func (m *simMachine) load(snap any) error {
	switch s := snap.(type) {
	case *sim.World:
		*m.w = *s
		return nil
	case []byte:
		return m.loadS2(m.bytes(), s)
	case *deltaSnap:
		raw := m.bytes()
		if err := m.loadS2(raw, s.base); err != nil {
			return err
		}
		if err := m.loadS2(m.scratchFor(len(raw)), s.delta); err != nil {
			return err
		}
		subtle.XORBytes(raw, raw, m.scratch)
		return nil
	}
	return errSnapshot
}

// loadS2 decodes the S2 block b into dst, which it must fill exactly.
func (m *simMachine) loadS2(dst, b []byte) error {
	n, err := s2.DecodedLen(b)
	if err != nil {
		return err
	}
	if n != len(dst) {
		return fmt.Errorf("snapshot of %d bytes, World has %d: %w", n, len(dst), errSnapshot)
	}
	out, err := s2.Decode(dst, b)
	if err != nil {
		return err
	}
	if &out[0] != &dst[0] {
		copy(dst, out)
	}
	return nil
}

func (m *simMachine) clone() machine {
	w := new(sim.World)
	*w = *m.w
	c := &simMachine{w: w, terrain: m.terrain}
	return c
}

func (m *simMachine) result() replayio.RunResult { return m.w.Result() }

func (m *simMachine) sample(s *sample) {
	for p := range m.w.PlayerCount {
		s.health[p] = float64(m.w.Players[p].Health)
		s.xp[p] = int64(m.w.Players[p].Experience)
	}
	s.kills = int64(m.w.Creatures.KillCount)
	s.creatures = m.w.Creatures.ActiveCount()
}

func (m *simMachine) traceRecord(t int, creatures bool) *trace.Record {
	return m.tb.build(m.w, t, m.marks, creatures)
}

func (m *simMachine) setupRng() uint32 { return m.w.Rng.State }

func (m *simMachine) elapsedMs() int { return m.w.ElapsedMs() }

func (m *simMachine) world() *sim.World { return m.w }
