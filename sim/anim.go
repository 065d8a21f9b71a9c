package sim

import "crdplayer/sim/creatures"

// Creature and player animation phases (creatures/anim.py, sim/world_defs.py CREATURE_ANIM).

// CreatureAnimInfo is a creature type's sprite-sheet base frame, animation rate and whether its
// long strip is mirrored (sim/world_defs.py CreatureAnimInfo).
type CreatureAnimInfo struct {
	Base     int
	AnimRate float64
	Mirror   bool
}

// CreatureAnim is CREATURE_ANIM, indexed by creature type id (0 zombie … 5 trooper).
var CreatureAnim = [6]CreatureAnimInfo{
	{Base: 0x20, AnimRate: 1.2},               // zombie
	{Base: 0x10, AnimRate: 1.6, Mirror: true}, // lizard
	{Base: 0x20, AnimRate: 1.35},              // alien
	{Base: 0x10, AnimRate: 1.5, Mirror: true}, // spider sp1
	{Base: 0x10, AnimRate: 1.5, Mirror: true}, // spider sp2
	{Base: 0x00, AnimRate: 1.0},               // trooper
}

// creatureAnimIsLongStrip: a long strip unless the ping-pong flag is set without the
// long-strip flag (creature_anim_is_long_strip).
func creatureAnimIsLongStrip(flags creatures.Flags) bool {
	return flags&creatures.FlagAnimPingPong == 0 || flags&creatures.FlagAnimLongStrip != 0
}

// creatureAnimPhaseStep ports creatures/anim.py creature_anim_phase_step (float32 quantized).
func creatureAnimPhaseStep(animRate, moveSpeed, dt, size, localScale float64, flags creatures.Flags, aiMode int) float64 {
	if size == 0 {
		return 0
	}
	animRate, moveSpeed, dt, size, localScale = f32(animRate), f32(moveSpeed), f32(dt), f32(size), f32(localScale)
	speedScale := 30.0 / size
	stripMul := 25.0
	if !creatureAnimIsLongStrip(flags) {
		stripMul = 22.0
	} else if aiMode == 7 {
		return 0
	}
	return f32(animRate * moveSpeed * dt * speedScale * localScale * stripMul)
}

// creatureAnimAdvancePhase ports creatures/anim.py creature_anim_advance_phase: adds the step
// and wraps at 31 (long strip) or 15 (ping-pong).
func creatureAnimAdvancePhase(phase, animRate, moveSpeed, dt, size, localScale float64, flags creatures.Flags, aiMode int) float64 {
	phase = f32(phase)
	step := creatureAnimPhaseStep(animRate, moveSpeed, dt, size, localScale, flags, aiMode)
	if step == 0 {
		return phase
	}
	phase = f32(phase + step)
	limit := 15.0
	if creatureAnimIsLongStrip(flags) {
		limit = 31.0
	}
	for phase > limit {
		phase = f32(phase - limit)
	}
	return phase
}

// CreatureAnimSelectFrame ports creatures/anim.py creature_anim_select_frame: the 8×8 atlas
// frame of an animation phase, and whether the long strip was mirrored.
func CreatureAnimSelectFrame(phase float64, baseFrame int, mirrorLong bool, flags creatures.Flags) (frame int, mirrored bool) {
	if creatureAnimIsLongStrip(flags) {
		if phase < 0 {
			frame = baseFrame + 0x0f
		} else {
			frame = int(phase + 0.5)
			if mirrorLong && frame > 0x0f {
				frame = 0x1f - frame
				mirrored = true
			}
		}
		if flags&creatures.FlagRangedAttackShock != 0 {
			frame += 0x20
		}
		return frame, mirrored
	}
	raw := int32(int(phase + 0.5))
	idx := int32(uint32(raw) & 0x8000000f)
	if idx < 0 {
		idx = int32(uint32((idx-1)|-16) + 1)
	}
	if idx > 7 {
		idx = 0x0f - idx
	}
	return baseFrame + 0x10 + int(idx), false
}

// advanceCreatureAnim ports world_state.py _advance_creature_anim: living creatures of a known
// type advance their phase unless Freeze is on. It is creatureAnimAdvancePhase for each, with
// the roundings of dt and of the type's rate (the same for every creature) done once.
func (w *World) advanceCreatureAnim(dt float64) {
	if w.BonusTimers.Freeze > 0 {
		return
	}
	dt32 := f32(dt)
	live := w.Creatures.live()
	for i := range live {
		c := &live[i]
		if !c.Active || !(c.HP > 0) || uint(c.TypeID) >= uint(len(creatureAnimRate32)) {
			continue
		}
		c.AnimPhase = creatureAnimAdvance32(c.AnimPhase, creatureAnimRate32[c.TypeID], c.MoveSpeed, dt32,
			c.Size, c.MoveScale, c.Flags, c.AIMode)
	}
}

// creatureAnimRate32 is CreatureAnim's AnimRate rounded to float32, as the phase step takes it.
var creatureAnimRate32 = func() (r [len(CreatureAnim)]float64) {
	for i, a := range CreatureAnim {
		r[i] = f32(a.AnimRate)
	}
	return r
}()

// creatureAnimAdvance32 is creatureAnimAdvancePhase given animRate and dt already rounded to
// float32 (rounding again would change nothing): the same operations in the same order, the
// hold of AI mode 7 tested before the product it discards.
func creatureAnimAdvance32(phase, animRate32, moveSpeed, dt32, size, localScale float64, flags creatures.Flags, aiMode int) float64 {
	phase = f32(phase)
	if size == 0 {
		return phase
	}
	longStrip := creatureAnimIsLongStrip(flags)
	stripMul, limit := 22.0, 15.0
	if longStrip {
		if aiMode == 7 {
			return phase
		}
		stripMul, limit = 25.0, 31.0
	}
	speedScale := 30.0 / f32(size)
	step := f32(animRate32 * f32(moveSpeed) * dt32 * speedScale * f32(localScale) * stripMul)
	if step == 0 {
		return phase
	}
	phase = f32(phase + step)
	for phase > limit {
		phase = f32(phase - limit)
	}
	return phase
}

// advancePlayerAnim ports world_state.py _advance_player_anim: the trooper animation driven by
// the distance each player moved this tick.
func (w *World) advancePlayerAnim(dt float64, prev *[MaxPlayers]Vec2) {
	info := CreatureAnim[creatures.Trooper]
	for i := 0; i < w.PlayerCount; i++ {
		p := &w.Players[i]
		speed := Vec2{p.Pos.X - prev[i].X, p.Pos.Y - prev[i].Y}.Length()
		moveSpeed := 0.0
		if dt > 0 {
			moveSpeed = speed / dt / 120.0
		}
		p.MovePhase = creatureAnimAdvancePhase(p.MovePhase, info.AnimRate, moveSpeed, dt, p.Size, 1.0, 0, 0)
	}
}
