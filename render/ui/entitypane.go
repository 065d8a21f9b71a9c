package ui

import (
	"fmt"
	"image"
	"math"
	"strings"

	"crdplayer/game"
	"crdplayer/render/draw"
	"crdplayer/sim"
)

// The Entity pane: the entity pinned on the arena (a click on a player, creature, projectile
// or bonus), its fields at the shown tick, followed by its slot while the run plays; and, with a
// trace or a second run, its rows of the field table.

// EntityField is one field of an entity, as the Entity pane lists it.
type EntityField struct{ Name, Value string }

// aiModeNames say what each creature AI mode does (creature_ai.go's targeting): orbit the
// player at a share of the distance, charge, follow or circle the creature linked, hold.
var aiModeNames = map[int]string{
	0: "orbits the player (0.85)",
	1: "orbits the player closely (0.55)",
	2: "charges the player",
	3: "follows its link",
	4: "orbits the player while its link lives",
	5: "follows its link (dies when it goes)",
	6: "circles its link",
	7: "holds its position",
	8: "orbits the player (0.9)",
}

// EntityFields lists the fields of the pinned entity in the World w: a title ("creature 41,
// alien") and the fields (slot, type, position, heading, health, AI mode and target, timers).
// ok is false when the slot holds nothing at this tick (the title then says so).
func EntityFields(w *sim.World, p Pin) (title string, fields []EntityField, ok bool) {
	f := func(name, format string, args ...any) {
		fields = append(fields, EntityField{name, fmt.Sprintf(format, args...)})
	}
	pos := func(v sim.Vec2) { f("position", "%s, %s", num(v.X), num(v.Y)) }
	heading := func(name string, a float64) { f(name, "%s rad (%s)", num(a), degrees(a)) }
	switch p.Kind {
	case PinPlayer:
		if p.Index < 0 || p.Index >= min(w.PlayerCount, len(w.Players)) {
			n := min(w.PlayerCount, len(w.Players))
			word := "players"
			if n == 1 {
				word = "player"
			}
			return fmt.Sprintf("%s: no such player (the run has %d %s)", p, n, word), nil, false
		}
		pl := &w.Players[p.Index]
		title = fmt.Sprintf("Player %d", p.Index+1)
		if pl.Health <= 0 {
			title += " (dead)"
		}
		f("index", "%d (players[%d])", p.Index, p.Index)
		pos(pl.Pos)
		heading("heading", pl.Heading)
		f("aim", "%s, %s (heading %s rad, %s)", num(pl.Aim.X), num(pl.Aim.Y), num(pl.AimHeading), degrees(pl.AimHeading))
		f("health", "%s", num(float64(pl.Health)))
		f("weapon", "%s (%d), ammo %s / %d", weaponName(pl.WeaponID, w.Config.PreserveBugs), pl.WeaponID, num(pl.Ammo), pl.ClipSize)
		if pl.ReloadActive {
			f("reload", "%s of %s s", num(pl.ReloadTimer), num(pl.ReloadTimerMax))
		}
		f("shot cooldown", "%s s", num(pl.ShotCooldown))
		f("experience", "%d, level %d", pl.Experience, pl.Level)
		f("speed", "move speed %s × multiplier %s", num(pl.MoveSpeed), num(pl.SpeedMultiplier))
		timers := []struct {
			n string
			v float64
		}{{"shield", pl.ShieldTimer}, {"speed bonus", pl.SpeedBonusTimer}, {"fire bullets", pl.FireBulletsTimer}}
		for _, t := range timers {
			if t.v != 0 {
				f(t.n, "%s s", num(t.v))
			}
		}
		// Two counters that are not seconds, shown once they leave their start values: the
		// death animation's (16 down to below 0, 20 a second once dead, and 28 a second of a
		// hit's overshoot: the run ends below 0) and the low-health one a hit at 20 health or
		// less sets to 0 (sim's Player fields, state_types.py's defaults).
		if pl.DeathTimer != 16 {
			f("death timer", "%s of 16 (counts down 20 a second once dead)", num(pl.DeathTimer))
		}
		if pl.LowHealthTimer != 100 {
			f("low health", "%s (a hit at 20 health or less set it to 0)", num(pl.LowHealthTimer))
		}
		if pl.EvilEyesTargetCreature >= 0 {
			f("evil eyes", "creature %d", pl.EvilEyesTargetCreature)
		}
		return title, fields, true
	case PinCreature:
		if p.Index < 0 || p.Index >= len(w.Creatures.Entries) || !w.Creatures.Entries[p.Index].Active {
			return fmt.Sprintf("Creature %d: the slot is empty at this tick", p.Index), nil, false
		}
		c := &w.Creatures.Entries[p.Index]
		title = fmt.Sprintf("Creature %d, %s", p.Index, creatureName(c.TypeID))
		if c.HP <= 0 {
			title += " (dying)"
		}
		f("slot", "%d (creature[%d])", p.Index, p.Index)
		f("type", "%d (%s), flags %#x", c.TypeID, creatureName(c.TypeID), uint32(c.Flags))
		pos(c.Pos)
		heading("heading", c.Heading)
		heading("turning to", c.TargetHeading)
		f("hp", "%s of %s", num(c.HP), num(c.MaxHP))
		mode := aiModeNames[c.AIMode]
		if mode == "" {
			mode = "unknown"
		}
		f("AI mode", "%d: %s", c.AIMode, mode)
		f("target", "player %d, the point (%s, %s)", c.TargetPlayer+1, num(c.Target.X), num(c.Target.Y))
		if c.LinkIndex >= 0 {
			f("link", "%d", c.LinkIndex)
		}
		f("speed", "%s (scale %s)", num(c.MoveSpeed), num(c.MoveScale))
		f("contact damage", "%s", num(c.ContactDamage))
		f("attack cooldown", "%s s", num(c.AttackCooldown))
		f("collision timer", "%s s", num(c.CollisionTimer))
		f("hit flash", "%s s", num(c.HitFlashTimer))
		f("hitbox", "%s", num(c.HitboxSize))
		f("last hit by", "%s", ownerName(c.LastHitOwnerID))
		return title, fields, true
	case PinProjectile:
		if p.Index < 0 || p.Index >= len(w.Projectiles.Entries) || !w.Projectiles.Entries[p.Index].Active {
			return fmt.Sprintf("Projectile %d: the slot is empty at this tick", p.Index), nil, false
		}
		pr := &w.Projectiles.Entries[p.Index]
		title = fmt.Sprintf("Projectile %d, type %d", p.Index, pr.TypeID)
		f("slot", "%d", p.Index)
		f("type", "%d", pr.TypeID)
		pos(pr.Pos)
		heading("angle", pr.Angle)
		f("origin", "%s, %s", num(pr.Origin.X), num(pr.Origin.Y))
		f("owner", "%s", ownerName(pr.OwnerID))
		f("life timer", "%s s", num(pr.LifeTimer))
		f("damage pool", "%s (base %s)", num(pr.DamagePool), num(pr.BaseDamage))
		f("hit radius", "%s", num(pr.HitRadius))
		if pr.HitsPlayers {
			f("hits players", "yes")
		}
		return title, fields, true
	case PinRocket:
		if p.Index < 0 || p.Index >= len(w.SecondaryProjectiles.Entries) || !w.SecondaryProjectiles.Entries[p.Index].Active {
			return fmt.Sprintf("Rocket %d: the slot is empty at this tick", p.Index), nil, false
		}
		pr := &w.SecondaryProjectiles.Entries[p.Index]
		title = fmt.Sprintf("Rocket %d, type %d", p.Index, pr.TypeID)
		f("slot", "%d (secondary pool)", p.Index)
		pos(pr.Pos)
		heading("angle", pr.Angle)
		f("velocity", "%s, %s", num(pr.Vel.X), num(pr.Vel.Y))
		f("fuse", "%s s", num(pr.Speed))
		f("owner", "%s", ownerName(pr.OwnerID))
		if pr.TargetID >= 0 {
			f("homing on", "creature %d", pr.TargetID)
		}
		if pr.DetonationT > 0 {
			f("detonation", "%s (scale %s)", num(pr.DetonationT), num(pr.DetonationScale))
		}
		return title, fields, true
	case PinBonus:
		if p.Index < 0 || p.Index >= len(w.Bonuses.Entries) || w.Bonuses.Entries[p.Index].BonusID == 0 {
			return fmt.Sprintf("Bonus %d: the slot is empty at this tick", p.Index), nil, false
		}
		b := &w.Bonuses.Entries[p.Index]
		title = fmt.Sprintf("Bonus %d, %s", p.Index, sim.BonusLabelForEntry(b, w.Config.PreserveBugs))
		f("slot", "%d", p.Index)
		f("type", "%d (%s), amount %d", int(b.BonusID), bonusName(int(b.BonusID)), b.Amount)
		pos(b.Pos)
		f("time left", "%s of %s s", num(b.TimeLeft), num(b.TimeMax))
		if b.Picked {
			f("picked", "yes (fading)")
		}
		return title, fields, true
	}
	return "", nil, false
}

// ownerName says who owns a projectile or last hit a creature (sim's owner ids).
func ownerName(id int) string {
	switch {
	case id >= 0:
		return fmt.Sprintf("creature %d", id)
	case id == -100:
		return "a player's shot (no friendly fire) or nobody"
	}
	return fmt.Sprintf("player %d", -id)
}

func creatureName(typeID int) string {
	if typeID >= 0 && typeID < len(creatureNames) {
		return creatureNames[typeID]
	}
	return fmt.Sprintf("type %d", typeID)
}

// num writes a float in its shortest exact form, as the trace does.
func num(v float64) string { return fmt.Sprint(v) }

// degrees is an angle of a radians in degrees to a tenth, with the same direction within a
// turn after it when the angle is past one (the game lets headings run past 2π or below 0:
// "360.9°, 0.9° in a turn").
func degrees(a float64) string {
	d := a * 180 / math.Pi
	s := fmt.Sprintf("%.1f°", d)
	if w := math.Mod(d, 360); (d < 0 || d >= 360) && !math.IsNaN(w) {
		if w < 0 {
			w += 360
		}
		s += fmt.Sprintf(", %.1f° in a turn", w)
	}
	return s
}

// wordsFit reports whether every word of s fits in w pixels of the small face (wrap cuts a
// word that does not).
func wordsFit(s string, f *Fonts, w float64) bool {
	for _, word := range strings.Fields(s) {
		if len(word) > shapeMax || draw.TextWidth(word, f.Small) > w {
			return false
		}
	}
	return true
}

// drawEntity draws the Entity pane: the pinned entity's fields, then its rows of the field
// table (s.Diff) that differ.
func (s *Sidebar) drawEntity(c *Canvas, r image.Rectangle, f *Fonts, run Run) {
	lw := s.paneWriter(c, r, f)
	defer s.endPane(lw, r)
	if !s.Pin.Pinned() {
		lw.wrapped("Click a player, creature, projectile or bonus on the arena to pin it: its fields show here, "+
			"followed while the run plays, and it stays marked on the arena. A click on a row of the Diff pane "+
			"pins that row's player or creature. Esc unpins.", ColDim)
		return
	}
	w := run.World()
	if w == nil {
		lw.line(s.Pin.String(), ColText)
		lw.wrapped("No simulation state to read.", ColDim)
		return
	}
	title, fields, ok := EntityFields(w, s.Pin)
	lw.c.text(title, f.Bold, lw.x, lw.y, pinColour)
	lw.y += 19
	if !ok {
		lw.wrapped("It stays pinned: its slot is followed when it holds something again. Esc unpins.", ColDim)
		return
	}
	const valueX, indent = 96, 12
	for _, fl := range fields {
		x, top := lw.x+valueX, lw.y
		if !wordsFit(fl.Value, f, lw.w-valueX) {
			// A number wider than the value column (a narrow window) goes under its name,
			// whole, rather than cut between its digits.
			x, top = lw.x+indent, lw.y+15
		}
		lines := wrap(fl.Value, f, lw.w-(x-lw.x))
		if visible(r, lw.y, top-lw.y+15*float64(len(lines))) {
			lw.c.text(fl.Name, f.Small, lw.x, lw.y, ColDim)
			for i, l := range lines {
				lw.c.text(l, f.Small, x, top+15*float64(i), ColText)
			}
		}
		lw.y = top + 15*float64(max(len(lines), 1))
	}
	if d := s.Diff; d != nil && d.Err == "" {
		n := 0
		for i := range d.Rows[:d.Differing] {
			if s.Pin.matches(d.Rows[i].Entity) {
				if n == 0 {
					lw.y += 4
					s.section(lw, r, "Differing here", d.SideA, d.SideB)
				}
				n++
				s.diffRow(lw, r, f, d, &d.Rows[i])
			}
		}
		switch {
		case n > 0:
		case s.Pin.Kind == PinCreature && !d.Creatures:
			lw.y += 4
			lw.wrapped(fmt.Sprintf("%s lists no creatures to compare (a trace lists them every 60 ticks).", game.TickLabel(d.Pos)), ColDim)
		case s.Pin.Kind == PinPlayer || s.Pin.Kind == PinCreature:
			lw.y += 4
			lw.wrapped(fmt.Sprintf("%s: every compared field of it agrees (%s against %s).", game.TickLabel(d.Pos), d.SideA, d.SideB), ColDim)
		}
	}
	lw.y += 4
	lw.wrapped("Esc unpins.", ColDim)
}
