package game_test

import (
	"encoding/binary"
	"errors"
	"math"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"crdplayer/game"
	"crdplayer/internal/filetext"
	"crdplayer/internal/parity"
	"crdplayer/replayio"
	"crdplayer/sim"
)

// fuzzBases are the reference runs fuzzed replays start from: their settings and a prefix of
// their ticks (real play: experience, level-ups, perk menus), one per mode and player count.
var fuzzBases = []string{"survival-calm-101.crd", "rush-idle-203.crd", "survival-2p-105.crd",
	"rush-3p-202.crd", "survival-4p-106.crd", "survival-bugs-107.crd"}

// extremeFloats are input axes a hostile file may hold: every one a finite float32, as the
// format requires.
var extremeFloats = []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 512, 1024, -1024, 2048, -2048,
	math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32,
	1.1754944e-38, 1e30, -1e30, 16777216, 1e-7, 3.1415927}

// fuzzBytes hands out the fuzz input a piece at a time, zeros once it is used up.
type fuzzBytes struct{ b []byte }

func (f *fuzzBytes) byte() byte {
	if len(f.b) == 0 {
		return 0
	}
	c := f.b[0]
	f.b = f.b[1:]
	return c
}

func (f *fuzzBytes) u32() uint32 {
	return uint32(f.byte()) | uint32(f.byte())<<8 | uint32(f.byte())<<16 | uint32(f.byte())<<24
}

func (f *fuzzBytes) empty() bool { return len(f.b) == 0 }

// float is an extreme value from the table or, one time in four, any finite float32's bits.
func (f *fuzzBytes) float() float32 {
	c := f.byte()
	if c < 192 {
		return extremeFloats[int(c)%len(extremeFloats)]
	}
	v := math.Float32frombits(f.u32())
	if math.IsNaN(float64(v)) || math.IsInf(float64(v), 0) {
		return math.MaxFloat32
	}
	return v
}

// legalFlags turns any 32 bits into a flag word the format allows (replayio.InputFlagsError is
// empty): every legal word is the image of some input.
func legalFlags(v uint32) uint32 {
	const known = 1<<20 - 1 // bits 0..19
	v &= known
	if v&replayio.FlagMoveKeysPresent == 0 {
		v &^= replayio.FlagMoveForward | replayio.FlagMoveBackward | replayio.FlagTurnLeft | replayio.FlagTurnRight
	}
	mode := (v >> replayio.MoveModeShift) & 7
	if v&replayio.FlagMoveModePresent == 0 {
		mode = 0
	}
	v = v&^(7<<replayio.MoveModeShift) | (mode%6)<<replayio.MoveModeShift
	scheme := (v >> replayio.AimSchemeShift) & 7
	if v&replayio.FlagAimSchemePresent == 0 {
		scheme = 0
	}
	if scheme == 6 {
		scheme = 7
	}
	return v&^(7<<replayio.AimSchemeShift) | scheme<<replayio.AimSchemeShift
}

// fuzzReplay builds a valid replay from a base run and the fuzz input: the base's first ticks
// as recorded, then ticks whose inputs (extreme floats, any legal flag word) and commands (perk
// menus and picks for any player, dead ones included) come from the input; the last inputs
// repeat once the input is used up, up to 16,383 ticks.
func fuzzReplay(bases []*replayio.Replay, data []byte) *replayio.Replay {
	in := &fuzzBytes{data}
	base := bases[int(in.byte())%len(bases)]
	r := *base
	r.Ticks = nil
	players := base.Run.PlayerCount
	keep := min(len(base.Ticks), int(in.byte())*8)
	n := int(binary.LittleEndian.Uint16([]byte{in.byte(), in.byte()})) & (1<<14 - 1)
	if n&(1<<13) == 0 {
		n &= 511 // mostly short runs; now and then a long one
	}
	if keep+n == 0 {
		n = 1 // a replay holds at least one tick
	}
	r.Ticks = append(r.Ticks, base.Ticks[:keep]...)
	last := make([]replayio.Input, players)
	if keep > 0 {
		copy(last, base.Ticks[keep-1].Inputs)
	}
	for range n {
		t := replayio.Tick{Inputs: make([]replayio.Input, players)}
		if c := in.byte(); c >= 128 && !in.empty() {
			for p := range players {
				if in.byte()&1 == 0 {
					continue // this player keeps the last input
				}
				last[p] = replayio.Input{MoveX: in.float(), MoveY: in.float(), AimX: in.float(), AimY: in.float(),
					Flags: legalFlags(in.u32())}
			}
			for k := int(in.byte()) % 8; k > 2 && !in.empty(); k-- {
				typ := replayio.CmdPerkMenuOpen
				if in.byte()&1 == 1 {
					typ = replayio.CmdPerkPick
				}
				c := replayio.Command{Type: typ, PlayerIndex: int(in.byte()) % players}
				if typ == replayio.CmdPerkPick {
					c.ChoiceIndex = int(in.byte()) % replayio.PerkChoiceCount
				}
				t.Commands = append(t.Commands, c)
			}
		}
		copy(t.Inputs, last)
		r.Ticks = append(r.Ticks, t)
	}
	return &r
}

func readBases(t testing.TB) []*replayio.Replay {
	t.Helper()
	var out []*replayio.Replay
	for _, name := range fuzzBases {
		r, err := replayio.ReadFile(filepath.Join("../testdata/reference", name))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// checkSimMessage: an error a driver reports is bounded and prints as it is.
func checkSimMessage(t *testing.T, what string, err error) {
	t.Helper()
	if msg := err.Error(); len(msg) > 300 || filetext.Escape(msg) != msg {
		t.Fatalf("%s: message of %d bytes: %.200q", what, len(msg), msg)
	}
}

// FuzzSimulate plays fuzzed valid replays through both drivers of the simulation, crd verify's
// straight pass (parity.Run) and the window's session (keyframes, background pass, seeks), and
// checks that neither panics, that they agree on where the simulation stops, why and what it
// derives, that a stop is a format rejection (invalid) or unsupported and never anything else,
// and that a seek lands on the state a straight play reaches.
func FuzzSimulate(f *testing.F) {
	bases := readBases(f)
	f.Add([]byte{0, 0, 0, 0})                                                                                  // survival, one idle tick
	f.Add([]byte{1, 0, 0xff, 0x3f})                                                                            // rush, idle, 16,383 ticks: past the run-down
	f.Add([]byte{0, 200, 20, 0, 128, 1, 10, 11, 12, 13, 0x08, 0x10, 0, 0, 5, 1, 1, 3})                         // real play, then perk commands
	f.Add([]byte{2, 255, 4, 0, 200, 1, 192, 0xff, 0xff, 0x7f, 0x7f, 10, 10, 10, 0xff, 0xff, 0x0f, 0, 1, 0, 0}) // 2 players, extreme floats
	f.Add([]byte{4, 40, 50, 0, 130, 1, 1, 1, 1, 1, 0, 0, 0xff, 0, 7, 0, 3, 1, 2, 4})                           // 4 players, all flags
	f.Fuzz(func(t *testing.T, data []byte) {
		r := fuzzReplay(bases, data)
		payload, err := replayio.Encode(r)
		if err != nil {
			t.Fatalf("the generator built a replay the format rejects: %v", err)
		}
		rep, err := replayio.DecodePayload(payload)
		if err != nil {
			t.Fatalf("an encoded replay does not decode: %v", err)
		}
		pr := parity.Run(rep, nil)
		switch pr.Status {
		case parity.StatusVerified, parity.StatusMismatch:
			if pr.StoppedAt != -1 || pr.Err != nil || pr.Ticks != len(rep.Ticks) {
				t.Fatalf("%s with stop %d, error %v, %d of %d ticks", pr.Status, pr.StoppedAt, pr.Err, pr.Ticks, len(rep.Ticks))
			}
		case parity.StatusInvalid, parity.StatusUnsupported:
			if pr.Err == nil {
				t.Fatalf("%s without an error", pr.Status)
			}
			checkSimMessage(t, "parity", pr.Err)
			rejected := errors.Is(pr.Err, sim.ErrIllegalCommand) || errors.Is(pr.Err, sim.ErrPastRundown) || errors.Is(pr.Err, sim.ErrInvalidInput)
			if (pr.Status == parity.StatusUnsupported) != errors.Is(pr.Err, sim.ErrUnsupported) || (pr.Status == parity.StatusInvalid && !rejected) {
				t.Fatalf("status %s for %v", pr.Status, pr.Err)
			}
			if pr.StoppedAt < 0 && pr.Status == parity.StatusInvalid {
				t.Fatalf("invalid at the run start: %v", pr.Err)
			}
		default:
			t.Fatalf("status %q", pr.Status)
		}
		if pr.StoppedAt < 0 && pr.Err != nil {
			return // the run cannot start (unsupported settings): the session refuses it too
		}

		s, err := game.Open(rep, game.Options{})
		if err != nil {
			t.Fatalf("the session refuses a run the straight pass started: %v", err)
		}
		defer s.Close()
		s.Wait()
		v, ok := s.Verification()
		if !ok || v.Simulated != pr.Ticks || (v.Err != nil) != (pr.StoppedAt >= 0) {
			t.Fatalf("session simulated %d (error %v), straight pass %d (error %v)", v.Simulated, v.Err, pr.Ticks, pr.Err)
		}
		if v.Err != nil {
			var serr *game.SimError
			if !errors.As(v.Err, &serr) || serr.Tick != pr.StoppedAt || v.Err.Error() != pr.Err.Error() || s.Limit() != pr.StoppedAt {
				t.Fatalf("session error %v (limit %d), straight pass %v at %d", v.Err, s.Limit(), pr.Err, pr.StoppedAt)
			}
		} else if !reflect.DeepEqual(*v.Derived, pr.Derived) || !reflect.DeepEqual(v.Mismatches, pr.Mismatches) {
			t.Fatalf("session derived %+v, straight pass %+v", *v.Derived, pr.Derived)
		}

		// A seek lands on the state a straight play reaches.
		p := int(binary.LittleEndian.Uint32(append(append([]byte{}, data...), 0, 0, 0, 0)[len(data)/2:])) % (s.Limit() + 1)
		if err := s.Seek(p); err != nil {
			t.Fatalf("seek %d of %d: %v", p, s.Limit(), err)
		}
		w, _, err := sim.NewFromReplay(rep)
		if err != nil {
			t.Fatal(err)
		}
		for i := range p {
			if _, err := w.Step(&rep.Ticks[i]); err != nil {
				t.Fatalf("straight step %d: %v", i, err)
			}
		}
		if s.Hash() != w.Hash() {
			t.Fatalf("the state at %d after a seek differs from a straight play", p)
		}
		// A request past the stop lands on the last position reached.
		if s.Limit() < s.Len() {
			if err := s.RequestSeek(s.Len()); err == nil {
				for range 1000 {
					if _, err = s.Update(time.Millisecond); err != nil {
						break
					}
				}
			}
			if s.Tick() != s.Limit() {
				t.Fatalf("a seek past the stop at %d left the session at %d", s.Limit(), s.Tick())
			}
		}
	})
}

// TestEveryLegalFlagWord: the fuzzer reaches every flag word the format allows (legalFlags keeps
// each of them and only them), and the simulation's verdict on each kind of word: the 136 words
// of the bits it plays (fire, reload, the movement keys) play; a word with any other field (move
// mode, aim scheme, reload held, fire-bullets held, aim turn keys) stops the run as unsupported
// at its tick, never invalid.
func TestEveryLegalFlagWord(t *testing.T) {
	legal := 0
	for v := uint32(0); v < 1<<21; v++ {
		ok := replayio.InputFlagsError(v) == ""
		if ok {
			legal++
		}
		if l := legalFlags(v); replayio.InputFlagsError(l) != "" || ok && l != v {
			t.Fatalf("legalFlags(%#x) = %#x", v, l)
		}
	}
	// 8 (fire, fire pressed, reload) × 17 (movement keys absent, or present with any of 16) ×
	// 7 (move mode absent, or 0..5) × 8 (aim scheme absent, or 0..5, 7) × 16 (bits 16..19).
	if legal != 8*17*7*8*16 {
		t.Errorf("%d legal flag words", legal)
	}

	base := readBases(t)[0] // survival, one player
	played := *base
	played.Ticks = append([]replayio.Tick(nil), base.Ticks[:10]...)
	for low := uint32(0); low < 8; low++ {
		for keys := uint32(0); keys < 17; keys++ {
			f := low
			if keys > 0 {
				f |= replayio.FlagMoveKeysPresent | (keys-1)<<4
			}
			played.Ticks = append(played.Ticks, replayio.Tick{Inputs: []replayio.Input{{AimX: 600, AimY: 400, Flags: f}}})
		}
	}
	if rep := parity.Run(&played, nil); rep.Status != parity.StatusMismatch || rep.Ticks != 10+136 {
		t.Fatalf("the 136 playable words: %s after %d ticks", rep.String(), rep.Ticks)
	}

	var others []uint32
	for mode := uint32(0); mode < 6; mode++ {
		others = append(others, replayio.FlagMoveModePresent|mode<<replayio.MoveModeShift)
	}
	for _, scheme := range []uint32{0, 1, 2, 3, 4, 5, 7} {
		others = append(others, replayio.FlagAimSchemePresent|scheme<<replayio.AimSchemeShift)
	}
	others = append(others, replayio.FlagReloadDown, replayio.FlagFireBulletsDown, replayio.FlagAimTurnLeft, replayio.FlagAimTurnRight)
	for _, f := range others {
		r := *base
		r.Ticks = append(append([]replayio.Tick(nil), base.Ticks[:10]...), replayio.Tick{Inputs: []replayio.Input{{Flags: f}}})
		rep := parity.Run(&r, nil)
		if rep.Status != parity.StatusUnsupported || rep.StoppedAt != 10 || !errors.Is(rep.Err, sim.ErrUnsupported) {
			t.Errorf("flags %#x: %s at %d", f, rep.String(), rep.StoppedAt)
		}
	}
}
