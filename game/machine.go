package game

import (
	"crdplayer/game/trace"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// machine is the simulation as a Session drives it: one run's state, stepped one recorded tick at
// a time. The shipped implementation wraps sim.World (simMachine); tests also drive a small fake
// to exercise the engine's own properties on runs the simulation cannot play yet.
type machine interface {
	// step simulates one recorded tick and, when evs is not nil, appends what happened in it
	// (Event.Tick left zero: the session fills it). After an error the state is undefined:
	// restore a snapshot.
	step(t *replayio.Tick, evs *[]Event) error
	// setTracing makes the following steps keep what traceRecord needs (the RNG marks).
	setTracing(on bool)
	// hash identifies the whole state: equal states give equal hashes.
	hash() uint64
	// save returns an immutable snapshot of the state and its size in bytes. base, when not
	// nil, is an earlier snapshot from save that outlives this one: the machine may store the
	// new one as a difference from it (its size then counts the difference only).
	save(base any) (snap any, size int)
	// checkpoint returns a snapshot load restores, made as fast as the machine can make one (a
	// plain copy of the state, larger than save's): for a straight verification, which keeps
	// one snapshot at a time and seeks nowhere. reuse, when not nil, is an earlier checkpoint
	// no longer needed, whose memory the new one may take.
	checkpoint(reuse any) any
	// tickCost estimates what simulating the next tick from this state costs, in units of
	// about 0.1 µs of CPU (tickcost.go); deterministic, from the state only. The keyframes are
	// spaced by it.
	tickCost() int64
	// load restores a snapshot from save (of any machine of the same run).
	load(snap any) error
	// clone returns an independent copy.
	clone() machine
	// result derives the run's result from the state.
	result() replayio.RunResult
	// sample reads the values of the per-second series.
	sample(s *sample)
	// traceRecord builds the trace record of the tick just stepped (index t); nil when the
	// machine cannot. The record may be reused by the next call.
	traceRecord(t int, creatures bool) *trace.Record
	// setupRng is the RNG state after the run-start path, before tick 0.
	setupRng() uint32
	// elapsedMs is the game's clock (sim.World.ElapsedMs) in milliseconds.
	elapsedMs() int
	// world is the simulation state, nil for a fake.
	world() *sim.World
}

// sample is one point of the per-second series.
type sample struct {
	health    [sim.MaxPlayers]float64
	xp        [sim.MaxPlayers]int64
	kills     int64
	creatures int
}

// newMachineFunc starts a run: the state at tick 0 (the run-start path done, no tick simulated).
type newMachineFunc func(spec *replayio.RunSpec) (machine, error)
