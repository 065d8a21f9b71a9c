package ui

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"crdplayer/game"
	"crdplayer/render/scene"
	"crdplayer/replayio"
)

// drawDebug shows what a desync hunt needs: the tick just simulated, its inputs for each player
// and its commands, the RNG state, the state hash, entity counts and the trace divergence.
func (s *Sidebar) drawDebug(c *Canvas, r image.Rectangle, f *Fonts, pb Run, sc *scene.Scene) {
	lw := s.paneWriter(c, r, f)
	defer s.endPane(lw, r)
	pos := pb.Pos()
	lw.line(fmt.Sprintf("%s of %d (position %d)", PosText(pos, pb.Timeline().Clock), pb.Len()-1, pos), ColText)
	rep := pb.Replay()
	if pos > 0 && rep != nil && pos-1 < len(rep.Ticks) {
		t := &rep.Ticks[pos-1]
		lw.line(fmt.Sprintf("Tick %d inputs:", pos-1), ColDim)
		for i, in := range t.Inputs {
			lw.wrapped(fmt.Sprintf("P%d move (%g, %g) aim (%g, %g) %s", i+1, in.MoveX, in.MoveY, in.AimX, in.AimY, flagNames(in.Flags)), ColText)
		}
		if len(t.Commands) == 0 {
			lw.line("no commands", ColDim)
		}
		for _, c := range t.Commands {
			lw.wrapped(commandString(c), ColWarn)
		}
	} else {
		lw.line("run start: no tick simulated yet", ColDim)
	}
	if w := pb.World(); w != nil {
		lw.line(fmt.Sprintf("RNG state %d (0x%08x)", w.Rng.State, w.Rng.State), ColText)
	}
	lw.line(fmt.Sprintf("State hash %016x", pb.Hash()), ColText)
	dying := 0
	for _, c := range sc.Creatures {
		if c.Dying() {
			dying++
		}
	}
	lw.line(fmt.Sprintf("Creatures %d (%d dying)  projectiles %d", len(sc.Creatures), dying, len(sc.Projectiles)), ColText)
	lw.line(fmt.Sprintf("Bonuses %d  effects %d", len(sc.Bonuses), len(sc.Effects)), ColText)
	p := pb.Progress()
	lw.line(fmt.Sprintf("Prepared %d  keyframes %d (%d KiB)", p.Prepared, p.Keyframes, p.KeyframeBytes>>10), ColDim)
	lw.line(fmt.Sprintf("Window %.0f frames/s, %.0f updates/s", ebiten.ActualFPS(), ebiten.ActualTPS()), ColDim)
	if err := pb.Err(); err != nil {
		lw.wrapped("Simulation error: "+err.Error(), ColBad)
	}
	if t, ok := DivergenceTick(pb); ok {
		lw.check(false, fmt.Sprintf("Trace differs at %s: J jumps there", game.TickLabel(t)))
	}
}

var flagBits = []struct {
	bit  uint32
	name string
}{
	{replayio.FlagFireDown, "fire"}, {replayio.FlagFirePressed, "fire-pressed"},
	{replayio.FlagReloadPressed, "reload-pressed"}, {replayio.FlagMoveKeysPresent, "keys"},
	{replayio.FlagMoveForward, "fwd"}, {replayio.FlagMoveBackward, "back"},
	{replayio.FlagTurnLeft, "left"}, {replayio.FlagTurnRight, "right"},
	{replayio.FlagReloadDown, "reload"}, {replayio.FlagFireBulletsDown, "fire-bullets"},
	{replayio.FlagAimTurnLeft, "aim-left"}, {replayio.FlagAimTurnRight, "aim-right"},
}

// flagNames spells out an input row's flag bits.
func flagNames(f uint32) string {
	var out []string
	for _, b := range flagBits {
		if f&b.bit != 0 {
			out = append(out, b.name)
		}
	}
	if f&replayio.FlagMoveModePresent != 0 {
		out = append(out, fmt.Sprintf("move-mode %d", f>>replayio.MoveModeShift&7))
	}
	if f&replayio.FlagAimSchemePresent != 0 {
		out = append(out, fmt.Sprintf("aim-scheme %d", f>>replayio.AimSchemeShift&7))
	}
	if len(out) == 0 {
		return "no flags"
	}
	return strings.Join(out, " ")
}

func commandString(c replayio.Command) string {
	switch c.Type {
	case replayio.CmdPerkPick:
		return fmt.Sprintf("%s P%d choice %d", c.Type, c.PlayerIndex+1, c.ChoiceIndex)
	case replayio.CmdTypoChar:
		return fmt.Sprintf("%s P%d %q", c.Type, c.PlayerIndex+1, c.Ch)
	default:
		return fmt.Sprintf("%s P%d", c.Type, c.PlayerIndex+1)
	}
}
