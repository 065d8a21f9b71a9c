package scene

import (
	"image/color"

	"crdplayer/sim"
)

// creatureView reads one active creature slot.
func creatureView(slot int, c *sim.Creature) CreatureView {
	return CreatureView{
		Slot: slot, Type: c.TypeID, X: c.Pos.X, Y: c.Pos.Y, Heading: c.Heading, Size: c.Size,
		Tint: tintColor(c.Tint), HitFlash: c.HitFlashTimer, Hitbox: c.HitboxSize,
		HP: c.HP, MaxHP: c.MaxHP, AnimPhase: c.AnimPhase, Flags: int(c.Flags),
	}
}

// tintColor turns a 0..1 float tint into 8-bit colour.
func tintColor(t sim.RGBA) color.RGBA {
	b := func(x float64) uint8 { return uint8(255*clamp01(x) + 0.5) }
	return color.RGBA{b(t.R), b(t.G), b(t.B), b(t.A)}
}

// projectileScene reads both projectile pools. A main projectile fades over its last 0.4 s.
func projectileScene(w *sim.World, sc *Scene) {
	for i := range w.Projectiles.Entries {
		p := &w.Projectiles.Entries[i]
		if !p.Active {
			continue
		}
		life := 1.0
		if p.LifeTimer < 0.4 {
			life = clamp01(p.LifeTimer / 0.4)
		}
		sc.Projectiles = append(sc.Projectiles, ProjectileView{Type: p.TypeID, X: p.Pos.X, Y: p.Pos.Y, Heading: p.Angle, Life: life})
	}
	for i := range w.SecondaryProjectiles.Entries {
		p := &w.SecondaryProjectiles.Entries[i]
		if !p.Active {
			continue
		}
		sc.Projectiles = append(sc.Projectiles, ProjectileView{Type: p.TypeID, Secondary: true, X: p.Pos.X, Y: p.Pos.Y, Heading: p.Angle, Life: 1})
	}
}

// bonusScene reads the bonuses lying in the arena (picked ones are gone from view).
func bonusScene(w *sim.World, sc *Scene) {
	for i := range w.Bonuses.Entries {
		b := &w.Bonuses.Entries[i]
		if b.BonusID == 0 || b.Picked {
			continue
		}
		v := BonusView{Type: int(b.BonusID), X: b.Pos.X, Y: b.Pos.Y, Time: b.TimeLeft}
		if int(b.BonusID) == 3 {
			v.Weapon = b.Amount
		}
		sc.Bonuses = append(sc.Bonuses, v)
	}
}

// clamp01 and lerpColor are the colour arithmetic of render/draw, of which this package keeps
// its own copies: it links no Ebiten.

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}

// lerpColor is the colour t (0..1) of the way from a to b, rounded.
func lerpColor(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}
