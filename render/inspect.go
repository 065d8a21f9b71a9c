package render

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"crdplayer/game"
	"crdplayer/game/trace"
	"crdplayer/render/scene"
	"crdplayer/render/ui"
	"crdplayer/sim"
)

// The inspectors: the entity pinned on the arena (a click on it, or on a row of the Diff pane),
// the field table of the shown tick (ours against the trace's: the divergence inspector; or run
// A's against run B's when two runs are compared) and what they draw over the arena (the other
// side's positions as ghosts, the pinned entity's mark). The widgets show them (render/ui's
// Entity and Diff panes, ui.DrawOverlay); this file builds them from the open runs, again only
// when what they show changes.

// inspector is the inspectors' state between frames.
type inspector struct {
	pin ui.Pin
	b   *compareRun // the second run, nil when none is open

	built   inspectKey    // what diff and overlay were built for
	diff    *ui.DiffTable // the Diff pane's table; nil when there is nothing to compare with
	overlay ui.Overlay
	ver     int       // bumps whenever the overlay changes, so the arena's square is drawn again
	tableAt time.Time // when the table was last built
}

// compareEvery is how often the table of two runs' states is built again while the run plays:
// game.CompareWorlds walks both whole states (some 18 ms on a 2-core machine when they differ).
const compareEvery = 250 * time.Millisecond

// inspectKey is what the table and the overlay depend on: when it is the same as last built
// (and that build found everything it needed), nothing is built again.
type inspectKey struct {
	gen, pos int
	pane     ui.Pane
	pin      ui.Pin
	b        *compareRun
	bPos     int
	bDone    bool
	onsets   int  // the trace onsets found so far
	verified bool // the pass is done
}

// tableShown reports whether a pane that shows the field table is selected.
func tableShown(p ui.Pane) bool { return p == ui.PaneDiff || p == ui.PaneEntity }

// update brings the second run to the shown position and builds the table and the overlay again
// when what they show changed. It runs once an Update, after the playback moved.
func (in *inspector) update(a *App) {
	pb := a.run.pb
	if pb == nil {
		in.diff, in.built = nil, inspectKey{}
		a.wid.side.Diff, a.wid.side.Pin = nil, in.pin
		a.wid.timeline.Marks = nil
		return
	}
	pos := pb.Pos()
	key := inspectKey{gen: a.run.gen, pos: pos, pane: a.wid.side.Shown(), pin: in.pin, b: in.b}
	if b := in.b; b != nil {
		b.follow(pos)
		if b.poll() != "" {
			a.notice(b.summary())
		}
		key.bPos, key.bDone = b.pb.Pos(), b.res != nil
		a.wid.timeline.Marks = b.marks()
	} else {
		a.wid.timeline.Marks = nil
	}
	if ti, ok := asTraceInspector(pb); ok {
		key.onsets = len(ti.Onsets())
		_, key.verified = pb.Verification()
	}
	if key == in.built {
		a.wid.side.Diff, a.wid.side.Pin = in.diff, in.pin
		return
	}
	complete := true
	switch {
	case !tableShown(key.pane):
		in.diff = nil
	case in.b != nil && pb.Playing() && in.diff != nil && time.Since(in.tableAt) < compareEvery:
		// Comparing two whole states costs milliseconds: while playing, now and then.
		complete = false
	default:
		in.diff, complete = in.table(a, pos)
		in.tableAt = time.Now()
	}
	old := in.overlay
	in.overlay = in.buildOverlay(a, pos, key.pane)
	if !sameOverlay(&old, &in.overlay) {
		in.ver++
	}
	in.built = key
	if !complete {
		in.built = inspectKey{pos: -1} // a side not prepared there yet: build again next Update
	}
	a.wid.side.Diff, a.wid.side.Pin = in.diff, in.pin
}

// table builds the field table at pos: run A's against run B's when two runs are compared,
// else ours against the trace's; complete is false when a side is not prepared there yet.
func (in *inspector) table(a *App, pos int) (*ui.DiffTable, bool) {
	pb := a.run.pb
	if b := in.b; b != nil {
		return b.table(pb, a.run.name, pos)
	}
	ti, ok := asTraceInspector(pb)
	if !ok {
		return nil, true
	}
	ins, err := safeInspect(ti, pos)
	if errors.Is(err, game.ErrNoTrace) {
		return nil, true
	}
	d := &ui.DiffTable{Title: "Ours against the trace", SideA: "ours", SideB: "trace", Pos: pos}
	_, passed := pb.Verification() // the pass has compared every tick: nothing more to find
	d.Lines = divergenceLines(ti, pos, passed)
	if err != nil {
		d.Err = err.Error()
		// Not prepared yet, or the trace not read yet: the next Update tries again.
		return d, pb.Progress().Done
	}
	d.Rows, d.Differing, d.Creatures = ins.Rows, ins.Differing, ins.Creatures
	if len(ins.Marks.Rows) > 0 {
		m := ins.Marks
		d.Marks = &m
	}
	if pos > 0 && !ins.Creatures {
		const every = trace.CreatureListEvery
		line := fmt.Sprintf("Creatures are compared on the ticks the trace lists them, every %dth", every)
		if next := game.TickOfPos(pos)/every*every + every; next < limitOf(pb) {
			line += fmt.Sprintf(" (the next: tick %d).", next)
		} else {
			line += " (none after this tick in the run)."
		}
		d.Lines = append(d.Lines, line)
	}
	return d, true
}

// divergenceLines say where J and Shift+J go from pos; until the pass is over (passed) what
// they say is of the ticks compared so far.
func divergenceLines(ti traceInspector, pos int, passed bool) []string {
	soFar := " (found so far)"
	if passed {
		soFar = ""
	}
	var out []string
	if o, p, ok := ti.FirstDivergence(); ok {
		at := "here"
		if p != pos {
			at = game.TickLabel(p)
		}
		out = append(out, fmt.Sprintf("J: the first divergence, %s (%s)", at, onsetFields(o)))
		if o, _, ok := ti.NextDivergence(pos); ok {
			out = append(out, "Shift+J: "+o.String())
		} else {
			out = append(out, "Shift+J: no later tick where another field starts to differ"+soFar)
		}
	} else {
		out = append(out, "No tick differs from the trace"+soFar+".")
	}
	return out
}

// onsetFields lists an onset's fields, at most three.
func onsetFields(o game.Onset) string {
	s := strings.Join(o.Fields[:min(3, len(o.Fields))], ", ")
	if len(o.Fields) > 3 {
		s += fmt.Sprintf(" and %d more", len(o.Fields)-3)
	}
	return s
}

func safeInspect(ti traceInspector, pos int) (ins *game.Inspection, err error) {
	err = safeCall(func() error {
		var e error
		ins, e = ti.Inspect(pos)
		return e
	})
	return ins, err
}

// buildOverlay is what the inspectors draw over the arena at pos: run B's players as ghosts
// (always, while two runs are compared; labelled where they are not on A's), the trace's players, and its creatures where they
// differ from ours, as ghosts (while the Diff pane is shown), and the pinned entity's mark.
func (in *inspector) buildOverlay(a *App, pos int, pane ui.Pane) ui.Overlay {
	var ov ui.Overlay
	pb := a.run.pb
	w := pb.World()
	sc := &a.run.scene
	if b := in.b; b != nil {
		if bw := b.world(pos); bw != nil {
			for i := 0; i < bw.PlayerCount && i < len(bw.Players); i++ {
				p := &bw.Players[i]
				g := ui.Ghost{X: p.Pos.X, Y: p.Pos.Y, R: max(p.Size, 30) / 2, Col: ui.GhostOf(i), Label: fmt.Sprintf("P%d B", i+1)}
				if i < len(sc.Players) {
					linkGhost(&g, sc.Players[i].X, sc.Players[i].Y)
					if !g.Linked {
						// Where B's player stands on A's the ring says so; four labels
						// piled on a crowd (the run start, a first difference) said nothing.
						g.Label = ""
					}
				}
				ov.Ghosts = append(ov.Ghosts, g)
			}
		}
	} else if ti, ok := asTraceInspector(pb); ok && pane == ui.PaneDiff {
		if rec, err := ti.TraceRecordAt(pos); err == nil && pos > 0 {
			ov.Ghosts = traceGhosts(rec, sc)
		}
	}
	if in.pin.Pinned() {
		if x, y, r, ok := pinAt(w, sc, in.pin); ok {
			ov.Pin = &ui.PinMark{X: x, Y: y, R: r, Label: in.pin.String()}
		}
	}
	return ov
}

// traceGhosts are the trace's players, and its listed creatures that are not where ours are
// (or that we do not have), as ghosts over our scene sc.
func traceGhosts(rec *trace.Record, sc *scene.Scene) []ui.Ghost {
	var out []ui.Ghost
	for i, p := range rec.Players {
		g := ui.Ghost{X: p.X, Y: p.Y, R: 24, Col: ui.GhostTrace, Label: fmt.Sprintf("P%d trace", i+1)}
		if i < len(sc.Players) {
			ours := &sc.Players[i]
			g.R = max(ours.Size, 30) / 2
			linkGhost(&g, ours.X, ours.Y)
			if !g.Linked {
				g.Label = "" // where ours is, within half a pixel: the outline says it, unnamed
			}
		}
		out = append(out, g)
	}
	bySlot := map[int]*scene.CreatureView{}
	for i := range sc.Creatures {
		bySlot[sc.Creatures[i].Slot] = &sc.Creatures[i]
	}
	for _, c := range rec.CreatureList {
		g := ui.Ghost{X: c.X, Y: c.Y, R: 20, Col: ui.GhostTrace, Label: fmt.Sprintf("creature %d (trace)", c.Slot)}
		if ours, ok := bySlot[c.Slot]; ok {
			if ours.X == c.X && ours.Y == c.Y {
				continue // where ours is: an outline on every creature would hide the arena
			}
			g.R = max(ours.Size, 20) / 2
			linkGhost(&g, ours.X, ours.Y)
			if !g.Linked {
				// Apart by less than half a pixel: the outline says it differs; twenty labels
				// on top of each other would say nothing more (the Diff pane has the values).
				g.Label = ""
			}
		}
		out = append(out, g)
	}
	return out
}

// linkGhost links a ghost to our entity at (x, y) when they are apart.
func linkGhost(g *ui.Ghost, x, y float64) {
	if math.Hypot(g.X-x, g.Y-y) > 0.5 {
		g.OursX, g.OursY, g.Linked = x, y, true
	}
}

// sameOverlay reports whether two overlays draw the same.
func sameOverlay(a, b *ui.Overlay) bool {
	if len(a.Ghosts) != len(b.Ghosts) || (a.Pin == nil) != (b.Pin == nil) || a.Pin != nil && *a.Pin != *b.Pin {
		return false
	}
	for i := range a.Ghosts {
		if a.Ghosts[i] != b.Ghosts[i] {
			return false
		}
	}
	return true
}

// pinAt is where the pinned entity is at the shown tick, world pixels, and its radius; false
// when its slot holds nothing. It reads the World, or the scene of a run without one (tests).
func pinAt(w *sim.World, sc *scene.Scene, p ui.Pin) (x, y, r float64, ok bool) {
	if w == nil {
		switch p.Kind {
		case ui.PinPlayer:
			if p.Index < len(sc.Players) {
				pl := &sc.Players[p.Index]
				return pl.X, pl.Y, max(pl.Size, 30) / 2, true
			}
		case ui.PinCreature:
			for i := range sc.Creatures {
				if c := &sc.Creatures[i]; c.Slot == p.Index {
					return c.X, c.Y, max(c.Size, 20) / 2, true
				}
			}
		}
		return 0, 0, 0, false
	}
	switch p.Kind {
	case ui.PinPlayer:
		if p.Index < min(w.PlayerCount, len(w.Players)) {
			pl := &w.Players[p.Index]
			return pl.Pos.X, pl.Pos.Y, max(pl.Size, 30) / 2, true
		}
	case ui.PinCreature:
		if p.Index < len(w.Creatures.Entries) && w.Creatures.Entries[p.Index].Active {
			c := &w.Creatures.Entries[p.Index]
			return c.Pos.X, c.Pos.Y, max(c.Size, 20) / 2, true
		}
	case ui.PinProjectile:
		if p.Index < len(w.Projectiles.Entries) && w.Projectiles.Entries[p.Index].Active {
			pr := &w.Projectiles.Entries[p.Index]
			return pr.Pos.X, pr.Pos.Y, 6, true
		}
	case ui.PinRocket:
		if p.Index < len(w.SecondaryProjectiles.Entries) && w.SecondaryProjectiles.Entries[p.Index].Active {
			pr := &w.SecondaryProjectiles.Entries[p.Index]
			return pr.Pos.X, pr.Pos.Y, 8, true
		}
	case ui.PinBonus:
		if p.Index < len(w.Bonuses.Entries) && w.Bonuses.Entries[p.Index].BonusID != 0 {
			b := &w.Bonuses.Entries[p.Index]
			return b.Pos.X, b.Pos.Y, 16, true
		}
	}
	return 0, 0, 0, false
}

// pick is the entity under the world point (wx, wy) that a click pins: the nearest whose
// radius (at least slop world pixels) holds the point, players first, then creatures alive,
// projectiles, rockets, bonuses, creatures dying. It reads the World, or the scene of a run
// without one.
func pick(w *sim.World, sc *scene.Scene, wx, wy, slop float64) (ui.Pin, bool) {
	best, bestD := ui.Pin{}, math.Inf(1)
	try := func(p ui.Pin, x, y, r float64, rank int) {
		d := math.Hypot(x-wx, y-wy)
		if d > max(r, slop) {
			return
		}
		// Rank first (a player over a creature under it), then distance.
		score := float64(rank)*1e6 + d
		if score < bestD {
			best, bestD = p, score
		}
	}
	if w == nil {
		for i := range sc.Players {
			pl := &sc.Players[i]
			try(ui.Pin{Kind: ui.PinPlayer, Index: i}, pl.X, pl.Y, max(pl.Size, 30)/2, 0)
		}
		for i := range sc.Creatures {
			c := &sc.Creatures[i]
			rank := 1
			if c.Dying() {
				rank = 5
			}
			try(ui.Pin{Kind: ui.PinCreature, Index: c.Slot}, c.X, c.Y, max(c.Size, 20)/2, rank)
		}
		return best, bestD < math.Inf(1)
	}
	for i := 0; i < min(w.PlayerCount, len(w.Players)); i++ {
		pl := &w.Players[i]
		try(ui.Pin{Kind: ui.PinPlayer, Index: i}, pl.Pos.X, pl.Pos.Y, max(pl.Size, 30)/2, 0)
	}
	for i := range w.Creatures.Entries {
		c := &w.Creatures.Entries[i]
		if !c.Active {
			continue
		}
		rank := 1
		if c.HitboxSize < sim.CreatureHitboxAlive {
			rank = 5
		}
		try(ui.Pin{Kind: ui.PinCreature, Index: i}, c.Pos.X, c.Pos.Y, max(c.Size, 20)/2, rank)
	}
	for i := range w.Projectiles.Entries {
		if pr := &w.Projectiles.Entries[i]; pr.Active {
			try(ui.Pin{Kind: ui.PinProjectile, Index: i}, pr.Pos.X, pr.Pos.Y, 6, 2)
		}
	}
	for i := range w.SecondaryProjectiles.Entries {
		if pr := &w.SecondaryProjectiles.Entries[i]; pr.Active {
			try(ui.Pin{Kind: ui.PinRocket, Index: i}, pr.Pos.X, pr.Pos.Y, 8, 2)
		}
	}
	for i := range w.Bonuses.Entries {
		if b := &w.Bonuses.Entries[i]; b.BonusID != 0 && !b.Picked {
			try(ui.Pin{Kind: ui.PinBonus, Index: i}, b.Pos.X, b.Pos.Y, 16, 3)
		}
	}
	return best, bestD < math.Inf(1)
}
