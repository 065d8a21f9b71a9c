package game

import (
	"errors"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"time"
	"unsafe"

	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// fakeMachine is a small deterministic stand-in for the simulation: its state depends on every
// input bit of every tick so far, so a seek that replays a wrong tick, skips one or restores the
// wrong keyframe changes its hash. A command of type "illegal" fails the tick, like
// sim.ErrIllegalCommand.
type fakeMachine struct {
	s       fakeState
	players int
	slow    time.Duration // sleep per tick, to hold the pass back
	// weigh, when set, is tickCost by the position; otherwise every tick costs the least
	// (refTickCost), so keyframes come every KeyframeInterval ticks.
	weigh func(pos int) int64
}

type fakeState struct {
	rng    uint32
	pos    int
	hp     [sim.MaxPlayers]float64
	xp     [sim.MaxPlayers]int64
	level  [sim.MaxPlayers]int
	weapon [sim.MaxPlayers]int
	kills  int64
	live   int
	menu   bool
	ended  bool
}

var errFakeIllegal = errors.New("fake: illegal command")

func newFakeMachine(spec *replayio.RunSpec) (machine, error) {
	if spec.GameModeID == replayio.ModeTypo {
		return nil, errors.New("fake: Typ-o unsupported")
	}
	m := &fakeMachine{players: spec.PlayerCount}
	m.s.rng = spec.Seed
	for p := range spec.PlayerCount {
		m.s.hp[p] = 100
		m.s.level[p] = 1
		m.s.weapon[p] = 1
	}
	return m, nil
}

func (m *fakeMachine) step(t *replayio.Tick, out *[]Event) error {
	if m.slow > 0 {
		time.Sleep(m.slow)
	}
	var evs []Event
	err := m.stepEvents(t, &evs)
	if out != nil {
		*out = append(*out, evs...)
	}
	return err
}

func (m *fakeMachine) setTracing(bool) {}

func (m *fakeMachine) stepEvents(t *replayio.Tick, events *[]Event) error {
	s := &m.s
	evs := *events
	defer func() { *events = evs }()
	for _, c := range t.Commands {
		switch c.Type {
		case "illegal":
			s.rng ^= 0xdead // dirty the state: the session must not show it
			return errFakeIllegal
		case replayio.CmdPerkMenuOpen:
			s.menu = true
			evs = append(evs, Event{Kind: EventPerkMenuOpen, Player: c.PlayerIndex, Choices: []int{3, 7, 11}})
		case replayio.CmdPerkPick:
			s.menu = false
			evs = append(evs, Event{Kind: EventPerkPick, Player: c.PlayerIndex, Choice: c.ChoiceIndex, Value: []int{3, 7, 11}[c.ChoiceIndex%3]})
		}
	}
	for p, in := range t.Inputs {
		s.rng = s.rng*1664525 + 1013904223 + in.Flags + math.Float32bits(in.MoveX) ^ math.Float32bits(in.AimY)
		if s.ended {
			continue
		}
		if s.hp[p] > 0 {
			s.hp[p] -= float64(s.rng>>29) / 16
			if s.hp[p] <= 0 {
				evs = append(evs, Event{Kind: EventDeath, Player: p})
			}
		}
		s.xp[p] += int64(s.rng % 7)
		if lvl := 1 + int(s.xp[p]/500); lvl != s.level[p] {
			s.level[p] = lvl
			evs = append(evs, Event{Kind: EventLevelUp, Player: p, Value: lvl})
		}
		if s.rng%97 == 0 {
			s.weapon[p] = int(s.rng>>8)%20 + 1
			evs = append(evs, Event{Kind: EventWeaponChange, Player: p, Value: s.weapon[p]})
		}
	}
	if s.rng%5 == 0 {
		s.kills++
	}
	s.live = int(s.rng % 50)
	if !s.ended {
		all := true
		for p := range m.players {
			all = all && s.hp[p] <= 0
		}
		if all {
			s.ended = true
			evs = append(evs, Event{Kind: EventRunEnd, Player: -1})
		}
	}
	s.pos++
	return nil
}

func (m *fakeMachine) hash() uint64 {
	h := fnv.New64a()
	h.Write(unsafe.Slice((*byte)(unsafe.Pointer(&m.s)), unsafe.Sizeof(m.s)))
	return h.Sum64()
}

func (m *fakeMachine) save(any) (any, int) { st := m.s; return &st, int(unsafe.Sizeof(st)) }

func (m *fakeMachine) checkpoint(any) any { st := m.s; return &st }

func (m *fakeMachine) tickCost() int64 {
	if m.weigh == nil {
		return 0
	}
	return m.weigh(m.s.pos)
}

func (m *fakeMachine) load(snap any) error {
	st, ok := snap.(*fakeState)
	if !ok {
		return errors.New("fake: not a fake snapshot")
	}
	m.s = *st
	return nil
}

func (m *fakeMachine) clone() machine { c := *m; return &c }

func (m *fakeMachine) result() replayio.RunResult {
	r := replayio.RunResult{Outcome: replayio.OutcomeIncomplete, Kills: m.s.kills, RngState: m.s.rng, ElapsedMs: int64(m.s.pos) * 1000 / 60}
	if m.s.ended {
		r.Outcome = replayio.OutcomeDeath
	}
	for p := range m.players {
		r.Players = append(r.Players, replayio.PlayerResult{Experience: m.s.xp[p], Health: float32(m.s.hp[p]), MostUsedWeaponID: m.s.weapon[p]})
	}
	return r
}

func (m *fakeMachine) sample(s *sample) {
	s.health, s.xp, s.kills, s.creatures = m.s.hp, m.s.xp, m.s.kills, m.s.live
}

func (m *fakeMachine) traceRecord(t int, _ bool) *trace.Record {
	r := &trace.Record{T: int64(t), Rng: m.s.rng, Kills: m.s.kills, Creatures: int64(m.s.live)}
	for p := range m.players {
		r.Players = append(r.Players, trace.Player{Health: m.s.hp[p], XP: m.s.xp[p], Level: int64(m.s.level[p]), Weapon: int64(m.s.weapon[p])})
	}
	return r
}

func (m *fakeMachine) setupRng() uint32 { return 0 }

func (m *fakeMachine) elapsedMs() int { return m.s.pos * 1000 / 60 }

func (m *fakeMachine) world() *sim.World { return nil }

// fakeReplay is a run of n ticks with random inputs, a perk menu opened and picked now and then.
func fakeReplay(seed uint64, players, n int) *replayio.Replay {
	r := rand.New(rand.NewPCG(seed, 1))
	rep := &replayio.Replay{
		FormatVersion: replayio.FormatVersion,
		GameVersion:   SimulationVersion,
		Rules:         1,
		Run:           replayio.RunSpec{GameModeID: replayio.ModeSurvival, Seed: uint32(seed), PlayerCount: players, ClBuild: replayio.Build1993},
		Ticks:         make([]replayio.Tick, n),
	}
	for i := range rep.Ticks {
		t := &rep.Ticks[i]
		for range players {
			t.Inputs = append(t.Inputs, replayio.Input{MoveX: r.Float32(), AimY: r.Float32() * 1000, Flags: r.Uint32N(8)})
		}
		if i%1000 == 500 {
			t.Commands = append(t.Commands, replayio.Command{Type: replayio.CmdPerkMenuOpen})
		}
		if i%1000 == 501 {
			t.Commands = append(t.Commands, replayio.Command{Type: replayio.CmdPerkPick, ChoiceIndex: 1})
		}
	}
	return rep
}

// straightHashes plays the run straight through on a fresh machine: hashes[p] is the hash at
// position p, for as many positions as the run plays.
func straightHashes(rep *replayio.Replay, newMachine newMachineFunc) ([]uint64, error) {
	m, err := newMachine(&rep.Run)
	if err != nil {
		return nil, err
	}
	hashes := []uint64{m.hash()}
	for i := range rep.Ticks {
		if err := m.step(&rep.Ticks[i], nil); err != nil {
			return hashes, &SimError{Tick: i, Err: err}
		}
		hashes = append(hashes, m.hash())
	}
	return hashes, nil
}

// straightHashesAt plays the run straight through on a fresh machine and returns the hashes at
// the positions in want that it reaches, and how far it got (Len, or the index of the tick that
// failed). Hashing only where needed keeps long runs cheap.
func straightHashesAt(rep *replayio.Replay, newMachine newMachineFunc, want []int) (map[int]uint64, int, error) {
	need := map[int]bool{}
	end := 0
	for _, p := range want {
		need[p] = true
		end = max(end, p)
	}
	m, err := newMachine(&rep.Run)
	if err != nil {
		return nil, 0, err
	}
	out := map[int]uint64{}
	for p := 0; ; p++ {
		if need[p] {
			out[p] = m.hash()
		}
		if p == end || p == len(rep.Ticks) {
			return out, p, nil
		}
		if err := m.step(&rep.Ticks[p], nil); err != nil {
			return out, p, &SimError{Tick: p, Err: err}
		}
	}
}
